/**
 * A handwritten signature: drawn with a finger on a canvas, saved as a PNG through the upload
 * endpoint (base64), stored as `{ id, name }`. The pad is the shared ink of
 * `@campus/api/client` (sharp on the screen's pixel ratio).
 */
import { Button, Popup, Toast } from 'antd-mobile';
import { attachInk, type Ink } from '@campus/api/client';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { uploadApi } from '../endpoints';
import { refsOf } from '../values';
import type { ControlProps, FieldOf } from './types';

function Pad(p: { onDone: (dataUrl: string) => void; onCancel: () => void }) {
  const tr = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const ink = useRef<Ink | null>(null);
  const [inked, setInked] = useState(false);
  useEffect(() => {
    if (!canvas.current) return;
    const attached = attachInk(canvas.current, { onInk: setInked });
    ink.current = attached;
    return attached.detach;
  }, []);
  const clear = () => ink.current?.clear();
  return (
    <div className="ff-sign" data-testid="signature-pad">
      <div className="ff-help">{tr('h5Forms.signature.hint')}</div>
      <canvas ref={canvas} className="ff-sign-canvas" />
      <div className="ff-actions">
        <Button onClick={p.onCancel}>{tr('h5Forms.cancel')}</Button>
        <Button onClick={clear}>{tr('h5Forms.clear')}</Button>
        <Button color="primary" disabled={!inked} onClick={() => {
          if (canvas.current) p.onDone(canvas.current.toDataURL('image/png'));
        }}>
          {tr('h5Forms.confirm')}
        </Button>
      </div>
    </div>
  );
}

export function SignatureControl(p: ControlProps<FieldOf<'signature'>>) {
  const tr = useT();
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const signed = refsOf(p.value)[0];
  async function save(dataUrl: string) {
    setOpen(false);
    const toast = Toast.show({ icon: 'loading', content: tr('h5Forms.signature.uploading'), duration: 0 });
    try {
      const up = await api(uploadApi.bybase64, { file: dataUrl, name: 'signature.png' });
      setPreview(dataUrl);
      p.onChange({ id: up.id, name: up.name || 'signature.png' });
    } catch (err) {
      toastError(err);
    } finally {
      toast.close();
    }
  }
  return (
    <div data-testid={p.testId}>
      {preview ? <img className="ff-sign-img" src={preview} alt="" /> : signed ? <span className="ff-file">✍ {signed.name}</span> : null}
      {p.disabled ? null : (
        <Button size="small" onClick={() => setOpen(true)} data-testid={`${p.testId}-open`}>
          {signed ? tr('h5Forms.signature.redo') : tr('h5Forms.signature.sign')}
        </Button>
      )}
      <Popup visible={open} onMaskClick={() => setOpen(false)} destroyOnClose>
        <Pad onDone={(d) => void save(d)} onCancel={() => setOpen(false)} />
      </Popup>
    </div>
  );
}
