/** A QR code drawn in the browser (the `qrcode` package) as an image. */
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

export function QrImage(props: { value: string; size?: number; testId?: string }) {
  const [src, setSrc] = useState('');
  const size = props.size ?? 220;
  useEffect(() => {
    let live = true;
    toDataURL(props.value, { width: size * 2, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(''));
    return () => {
      live = false;
    };
  }, [props.value, size]);
  return src ? <img src={src} width={size} height={size} alt="QR" data-testid={props.testId} data-code={props.value} /> : <div style={{ width: size, height: size }} />;
}
