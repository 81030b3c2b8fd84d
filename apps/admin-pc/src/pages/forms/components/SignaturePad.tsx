/**
 * The desktop signature pad: a canvas in a Modal drawn with the mouse, a pen or a finger
 * (pointer events), cleared or confirmed as a PNG data URL. The ink is the shared one of
 * `@campus/api/client` (the phone's pads draw with it too).
 */
import { t } from '@campus/i18n';
import { Button, Modal, Typography, type ButtonProps } from 'antd';
import { attachInk, type Ink } from '@campus/api/client';
import { useEffect, useRef, useState } from 'react';

const HEIGHT = 220;

export function SignaturePad(p: { busy: boolean; onDone: (dataUrl: string) => void; onCancel: () => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const ink = useRef<Ink | null>(null);
  const [inked, setInked] = useState(false);
  useEffect(() => {
    if (!canvas.current) return;
    // The Modal may lay the canvas out after this effect: the fallback size holds until then.
    const attached = attachInk(canvas.current, { fallback: { width: 520, height: HEIGHT }, onInk: setInked });
    ink.current = attached;
    return attached.detach;
  }, []);
  const clear = () => ink.current?.clear();

  return (
    <Modal
      open
      title={t('adminForms.signature.title')}
      width={600}
      maskClosable={false}
      okText={t('adminForms.signature.confirm')}
      okButtonProps={{ disabled: !inked, loading: p.busy, 'data-testid': 'signature-confirm' } as ButtonProps}
      onOk={() => canvas.current && p.onDone(canvas.current.toDataURL('image/png'))}
      onCancel={p.onCancel}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          <Button onClick={clear} disabled={!inked || p.busy}>
            {t('adminForms.signature.clear')}
          </Button>
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      <Typography.Paragraph type="secondary">{t('adminForms.signature.hint')}</Typography.Paragraph>
      <canvas
        ref={canvas}
        data-testid="signature-pad"
        style={{ width: '100%', height: HEIGHT, border: '1px dashed #d9d9d9', borderRadius: 6, touchAction: 'none', cursor: 'crosshair', display: 'block' }}
      />
    </Modal>
  );
}
