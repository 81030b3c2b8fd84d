/**
 * The desktop side of scan-login: shows a code that a logged-in phone scans, renews it when it
 * expires, and polls until the phone confirms; then this browser is logged in.
 */
import { type OutputOf } from '@campus/api';
import { Button } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { afterLoginTarget } from '../../../lib/login';
import { setSession } from '../../../lib/session';
import { toastError } from '../../../shared/errors';
import { QrImage } from '../../../shared/QrImage';
import { centerApi } from '../../../lib/endpoints';

type Created = OutputOf<typeof centerApi.scanLoginCreate>;
type State = OutputOf<typeof centerApi.scanLoginStatus>['state'];
export const POLL_MS = 2000;

export function DesktopQr(props: { redirect: string | null }) {
  const tr = useT();
  const [req, setReq] = useState<Created | null>(null);
  const [state, setState] = useState<State>('waiting');
  const [name, setName] = useState<string | null>(null);
  /** Bumped after every poll, so the next one is scheduled even when nothing changed. */
  const [polls, setPolls] = useState(0);

  const create = useCallback(() => {
    setState('waiting');
    setName(null);
    api(centerApi.scanLoginCreate, {})
      .then(setReq)
      .catch(toastError);
  }, []);
  useEffect(create, [create]);

  useEffect(() => {
    if (!req || state === 'confirmed' || state === 'cancelled' || state === 'expired') return;
    const timer = setTimeout(() => {
      api(centerApi.scanLoginStatus, { id: req.id, poll: req.poll }, { silent: true })
        .then((d) => {
          setName(d.name);
          if (d.login) {
            setSession(d.login);
            location.assign(afterLoginTarget(props.redirect));
          }
          setState(d.state);
        })
        .catch(() => undefined) // a failed poll is retried on the next tick
        .finally(() => setPolls((n) => n + 1));
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [req, state, polls, props.redirect]);

  // Renew the code when it expires, so the screen always shows one that works.
  useEffect(() => {
    if (state === 'expired') create();
  }, [state, create]);

  return (
    <div className="page-card qr-box" data-testid="scan-login-desktop" data-state={state}>
      <div className="page-title">{tr('h5.scanLogin.desktopTitle')}</div>
      {req ? <QrImage value={req.code} testId="scan-login-qr" /> : null}
      <div className="muted">
        {state === 'scanned' ? tr('h5.scanLogin.scanned', { name: name ?? '' }) : state === 'cancelled' ? tr('h5.scanLogin.cancelled') : tr('h5.scanLogin.desktopHint')}
      </div>
      {state === 'cancelled' ? (
        <Button size="small" onClick={create}>
          {tr('h5.qrcode.refresh')}
        </Button>
      ) : null}
    </div>
  );
}
