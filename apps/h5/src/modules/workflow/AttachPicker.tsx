/** Attachments of a comment: uploaded at once through the platform's upload (pictures shrunk first), kept as name and address. */
import { Button, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useT } from '../../lib/i18n';
import { toastError } from '../../shared/errors';
import { uploadFile } from '../forms/controls/Files';
import type { Attachment } from './model';

export const MAX_ATTACHMENTS = 9;

export function AttachPicker(p: { value: Attachment[]; onChange: (v: Attachment[]) => void }) {
  const tr = useT();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  async function add(files: File[]) {
    const room = MAX_ATTACHMENTS - p.value.length;
    if (files.length > room) Toast.show({ content: tr('h5Workflow.sheet.attachLimit', { n: MAX_ATTACHMENTS }) });
    const take = files.slice(0, Math.max(0, room));
    if (!take.length) return;
    setBusy(true);
    try {
      const added: Attachment[] = [];
      for (const f of take) {
        const up = await uploadFile(f);
        added.push({ name: f.name.slice(0, 120), url: up.url });
      }
      p.onChange([...p.value, ...added]);
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="wf-attach" data-testid="wf-attach">
      {p.value.map((a, i) => (
        <div key={a.url + i} className="wf-file">
          <span>📎 {a.name}</span>
          <button type="button" className="wf-x" aria-label={tr('h5Workflow.sheet.cancel')} onClick={() => p.onChange(p.value.filter((_, j) => j !== i))}>
            ×
          </button>
        </div>
      ))}
      {p.value.length < MAX_ATTACHMENTS ? (
        <>
          <Button size="small" loading={busy} onClick={() => input.current?.click()}>
            {busy ? tr('h5Workflow.sheet.uploading') : tr('h5Workflow.sheet.attach')}
          </Button>
          <input ref={input} type="file" hidden multiple onChange={(e) => {
            void add(Array.from(e.target.files ?? []));
            e.target.value = '';
          }} data-testid="wf-attach-input" />
        </>
      ) : null}
    </div>
  );
}
