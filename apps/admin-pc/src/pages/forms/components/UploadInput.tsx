/**
 * An upload field: files go to upload.index as they are (the phone shrinks pictures first; the
 * stored value is the same `{ id, name }` list), within the field's extensions and file count;
 * the stored files are listed by name and removable. The server refuses a file past its size
 * limit (10014, worded by the request layer).
 */
import { upload as uploadContract } from '@campus/api';
import type { ColumnField, FormField } from '@campus/api/forms';
import { t } from '@campus/i18n';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, message } from 'antd';
import { useState } from 'react';
import { upload } from '@/services/api';
import { acceptAttr, accepted, fileRef, filesValue, refsOf, type Ref } from '../values';

type Field = Extract<FormField | ColumnField, { kind: 'upload' }>;

export function UploadInput(p: { field: Field; value: unknown; onChange: (v: unknown) => void; id?: string }) {
  const [busy, setBusy] = useState(false);
  const list = refsOf(p.value);
  const max = p.field.maxFiles ?? 1;
  const types = p.field.accept ?? [];

  /** One batch of picked files, uploaded one after another, then stored at once. */
  async function add(files: File[]) {
    const ok = files.filter((f) => accepted(f.name, types));
    if (ok.length < files.length) void message.warning(t('adminForms.upload.type', { types: types.join(', ') }));
    const take = ok.slice(0, Math.max(0, max - list.length));
    if (take.length < ok.length) void message.warning(t('adminForms.upload.limit', { n: max }));
    if (!take.length) return;
    setBusy(true);
    const added: Ref[] = [];
    try {
      for (const f of take) added.push(fileRef(await upload(uploadContract.index, { file: f }), f.name));
    } catch {
      // The request layer has said why; the files uploaded before the failure are kept.
    } finally {
      setBusy(false);
      if (added.length) p.onChange(filesValue([...list, ...added]));
    }
  }

  return (
    <Upload
      id={p.id}
      data-testid={`field-${p.field.id}`}
      accept={acceptAttr(types)}
      multiple={max - list.length > 1}
      fileList={list.map((r) => ({ uid: r.id, name: r.name, status: 'done' as const }))}
      beforeUpload={(file, batch) => {
        if (file === batch[0]) void add(batch);
        return false;
      }}
      onRemove={(f) => {
        p.onChange(filesValue(list.filter((r) => r.id !== f.uid)));
        return false;
      }}
    >
      {list.length < max ? (
        <Button icon={<UploadOutlined />} loading={busy}>
          {t('adminForms.upload.add')}
        </Button>
      ) : null}
    </Upload>
  );
}
