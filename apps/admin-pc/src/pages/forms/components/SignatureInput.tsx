/**
 * A signature field: drawn on the pad, uploaded as a PNG through upload.bybase64 as the phone
 * does, stored as one `{ id, name }`; the drawing shows afterwards, and signing again replaces it.
 */
import { upload as uploadContract } from '@campus/api';
import { t } from '@campus/i18n';
import { EditOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { call } from '@/services/api';
import { refsOf, SIGNATURE_NAME, signatureRef } from '../values';
import { SignaturePad } from './SignaturePad';

export function SignatureInput(p: { fieldId: string; value: unknown; onChange: (v: unknown) => void; id?: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // The drawing of the signature this session uploaded (a stored one has no picture here, only its name).
  const [drawn, setDrawn] = useState<{ id: string; url: string } | null>(null);
  const signed = refsOf(p.value)[0];

  async function save(dataUrl: string) {
    setBusy(true);
    try {
      const up = await call(uploadContract.bybase64, { file: dataUrl, name: SIGNATURE_NAME });
      setDrawn({ id: up.id, url: dataUrl });
      p.onChange(signatureRef(up));
      setOpen(false);
    } catch {
      // The request layer has said why; the pad stays open to try again.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Space direction="vertical" size={4} data-testid={`field-${p.fieldId}`}>
      {signed && drawn?.id === signed.id ? (
        <img src={drawn.url} alt={t('adminForms.signature.alt')} style={{ height: 80, border: '1px solid #f0f0f0', borderRadius: 6, background: '#fff' }} />
      ) : signed ? (
        <Typography.Text>✍ {signed.name}</Typography.Text>
      ) : null}
      <Button id={p.id} icon={<EditOutlined />} onClick={() => setOpen(true)} data-testid={`field-${p.fieldId}-sign`}>
        {signed ? t('adminForms.signature.redo') : t('adminForms.signature.sign')}
      </Button>
      {open ? <SignaturePad busy={busy} onDone={(d) => void save(d)} onCancel={() => setOpen(false)} /> : null}
    </Space>
  );
}
