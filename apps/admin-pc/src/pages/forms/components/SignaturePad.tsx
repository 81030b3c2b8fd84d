/**
 * The desktop signature pad: a canvas in a Modal drawn with the mouse, a pen or a finger
 * (pointer events), cleared or confirmed as a PNG data URL. Sized for the screen's pixel ratio
 * so strokes stay sharp.
 */
import { t } from '@campus/i18n';
import { Button, Modal, Typography, type ButtonProps } from 'antd';
import { useEffect, useRef, useState, type PointerEvent } from 'react';

const HEIGHT = 220;

export function SignaturePad(p: { busy: boolean; onDone: (dataUrl: string) => void; onCancel: () => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [inked, setInked] = useState(false);

  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    const ratio = window.devicePixelRatio || 1;
    c.width = (c.clientWidth || 520) * ratio;
    c.height = HEIGHT * ratio;
    const g = c.getContext('2d');
    if (!g) return;
    g.scale(ratio, ratio);
    g.lineWidth = 2.5;
    g.lineCap = 'round';
    g.lineJoin = 'round';
    g.strokeStyle = '#111';
  }, []);

  const at = (e: PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top] as const;
  };
  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    const g = e.currentTarget.getContext('2d');
    if (!g) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drawing.current = true;
    g.beginPath();
    g.moveTo(...at(e));
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    const g = e.currentTarget.getContext('2d');
    if (!drawing.current || !g) return;
    g.lineTo(...at(e));
    g.stroke();
    setInked(true);
  };
  const stop = () => {
    drawing.current = false;
  };
  const clear = () => {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
    setInked(false);
  };

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
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={stop}
        onPointerLeave={stop}
        onPointerCancel={stop}
      />
    </Modal>
  );
}
