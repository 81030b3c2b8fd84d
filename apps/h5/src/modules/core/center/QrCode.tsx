/**
 * center/qrcode (and qrcodePage, qrcodeNew, qrcodeBuaa as variants): my personal QR code. The
 * server signs a new code every 30 s; the screen counts down and fetches the next one.
 */
import { type OutputOf } from '@campus/api';
import { Button } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import type { ScreenProps } from '../../../route-types';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { QrImage } from '../../../shared/QrImage';
import { centerApi } from '../../../lib/endpoints';

type Qr = OutputOf<typeof centerApi.qrcode>;

export default function QrCode(props: ScreenProps) {
  const tr = useT();
  const [qr, setQr] = useState<Qr | null>(null);
  const [left, setLeft] = useState(0);

  const load = useCallback(() => {
    api(centerApi.qrcode, {})
      .then((d) => {
        setQr(d);
        setLeft(Math.max(1, d.refreshIn));
      })
      .catch(toastError);
  }, []);
  useEffect(load, [load]);

  useEffect(() => {
    if (!qr) return;
    if (left <= 0) {
      load();
      return;
    }
    const timer = setTimeout(() => setLeft((l) => l - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, qr, load]);

  const big = props.variant === 'page';
  return (
    <Page page="qrcode">
      <div className={`page-card qr-box qr-${props.variant ?? 'default'}`}>
        {qr ? (
          <>
            <div className="page-title">{qr.person.name}</div>
            <div className="muted">
              {[qr.person.number, qr.person.department].filter(Boolean).join(' · ')}
            </div>
            <QrImage value={qr.code} size={big ? 260 : 220} testId="personal-qr" />
            <div className="muted" data-testid="qr-countdown">
              {tr('h5.qrcode.refreshIn', { s: left })}
            </div>
            <Button size="small" fill="outline" onClick={load}>
              {tr('h5.qrcode.refresh')}
            </Button>
            <p className="muted">{tr(props.variant === 'new' || props.variant === 'buaa' ? 'h5.qrcode.hintPass' : 'h5.qrcode.hint')}</p>
          </>
        ) : null}
      </div>
    </Page>
  );
}
