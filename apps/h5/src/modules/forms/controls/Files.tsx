/**
 * Uploads through the platform's upload endpoint: pictures are shrunk on the phone first
 * (lib/compress.ts), other files go as they are; the value keeps `{ id, name }` per file.
 */
import type { UploadedFile } from '@campus/api';
import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { compressToBlob, jpegName } from '../../../lib/compress';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { uploadApi } from '../endpoints';
import { accepted, refsOf, removeRef, type Ref } from '../values';
import type { ControlProps, FieldOf } from './types';

const IMAGE_EDGE = 1600;

/** One file through upload.index, a picture shrunk first (the workflow's comment attachments use it too). */
export async function uploadFile(file: File): Promise<UploadedFile> {
  const isImage = /^image\/(jpeg|png|webp)$/.test(file.type);
  const blob = isImage ? await compressToBlob(file, IMAGE_EDGE, 0.85).catch(() => file) : file;
  const name = isImage && blob !== file ? jpegName(file.name) : file.name;
  const form = new FormData();
  form.append('file', blob, name);
  // The multipart endpoint declares no fields: the client sends a FormData as it is.
  return api(uploadApi.index, form as unknown as Record<string, never>, { loading: true });
}

async function uploadOne(file: File): Promise<Ref> {
  const up = await uploadFile(file);
  return { id: up.id, name: file.name };
}

export function UploadControl(p: ControlProps<FieldOf<'upload'>>) {
  const tr = useT();
  const [busy, setBusy] = useState(false);
  const list = refsOf(p.value);
  const max = p.field.maxFiles ?? 9;
  const accept = p.field.accept?.length ? p.field.accept.map((a) => `.${a.replace(/^\./, '')}`).join(',') : undefined;
  async function add(files: File[]) {
    const ok = files.filter((f) => accepted(f.name, p.field.accept));
    if (ok.length < files.length) Toast.show({ content: tr('h5Forms.upload.type', { types: (p.field.accept ?? []).join(', ') }) });
    const take = ok.slice(0, Math.max(0, max - list.length));
    if (take.length < ok.length) Toast.show({ content: tr('h5Forms.upload.limit', { n: max }) });
    if (!take.length) return;
    setBusy(true);
    try {
      const added: Ref[] = [];
      for (const f of take) added.push(await uploadOne(f));
      p.onChange([...list, ...added]);
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="ff-refs" data-testid={p.testId}>
      {list.map((r) => (
        <div key={r.id} className="ff-file">
          <span>📎 {r.name}</span>
          {p.disabled ? null : (
            <button type="button" className="ff-x" aria-label={tr('h5Forms.row.remove')} onClick={() => p.onChange(removeRef(list, r.id).length ? removeRef(list, r.id) : undefined)}>
              ×
            </button>
          )}
        </div>
      ))}
      {!p.disabled && list.length < max ? (
        <label className="ff-upload">
          <Button size="mini" loading={busy} onClick={(e) => (e.currentTarget.parentElement?.querySelector('input') as HTMLInputElement | null)?.click()}>
            {busy ? tr('h5Forms.upload.uploading') : tr('h5Forms.upload.add')}
          </Button>
          <input type="file" hidden multiple={max - list.length > 1} accept={accept} onChange={(e) => {
            void add(Array.from(e.target.files ?? []));
            e.target.value = '';
          }} />
        </label>
      ) : null}
    </div>
  );
}
