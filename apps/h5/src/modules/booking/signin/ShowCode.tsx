/**
 * qrcodebuild/index?s=<id>: the organiser's full-screen code. Fetches the current code from the
 * server just after each 10 s step (and the live count every 3 s between), draws the QR (a URL
 * to qrcodesign, so a phone camera works too) or the six digits of a numeric sign-in, counts
 * down, and shows the live signed count. A lost connection dims the code and says so until a
 * refresh gets through. The organiser may end it early (after a confirm); an ended one shows no
 * code.
 */
import type { SigninCode } from '@campus/api';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { isConnectionLoss, toastError } from '../../../shared/errors';
import NoData from '../../../shared/NoData';
import { Page } from '../../../shared/Page';
import { QrImage } from '../../../shared/QrImage';
import { signinApi } from './endpoints';
import { SigninHeading } from './Heading';
import { LIVE_COUNT_MS, nextFetchDelay } from './logic';
import './signin.css';

export default function ShowCode() {
  const tr = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('s') ?? '';
  const [code, setCode] = useState<SigninCode | null>(null);
  const [failed, setFailed] = useState(false);
  const [left, setLeft] = useState<number | null>(null);
  // The last refresh failed (a lost connection): the code shown may have expired.
  const [stale, setStale] = useState(false);
  // Bumped to fetch again at once (after ending it).
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!id) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The first load, and a refusal, take the app's usual ways (the network-error view, the login
    // page, a toast). A refresh whose request failed keeps the screen up and tries again.
    const load = (quiet: boolean) => {
      api(signinApi.code, { id }, { silent: quiet })
        .then((c) => {
          if (!live) return;
          setCode(c);
          setStale(false);
          setLeft(c.refreshIn);
          timer = setTimeout(() => load(true), nextFetchDelay(c.refreshIn));
        })
        .catch((err: unknown) => {
          if (!live) return;
          if (quiet && isConnectionLoss(err)) {
            setStale(true);
            timer = setTimeout(() => load(true), LIVE_COUNT_MS);
          } else if (quiet) {
            load(false);
          } else {
            setFailed(true);
            toastError(err);
          }
        });
    };
    load(false);
    const tick = setInterval(() => setLeft((n) => (n === null ? null : Math.max(0, n - 1))), 1000);
    return () => {
      live = false;
      clearTimeout(timer);
      clearInterval(tick);
    };
  }, [id, round]);

  async function end() {
    if (!(await Dialog.confirm({ title: tr('signin.action.end'), content: tr('signin.hint.endConfirm'), confirmText: tr('common.ok'), cancelText: tr('common.cancel') }))) return;
    try {
      await api(signinApi.end, { id });
      Toast.show({ content: tr('signin.hint.endDone'), icon: 'success' });
    } catch (err) {
      toastError(err);
    }
    setRound((n) => n + 1);
  }

  // Opened without a sign-in (from the service hall, say): the organiser picks one of theirs.
  if (!id) return <Navigate to="/signpoject/signindex?tab=organised" replace />;
  if (failed) return <NoData />;
  const url = code ? `${location.origin}${code.url}` : '';
  const ended = code?.phase === 'ended';
  return (
    <Page page="signin-build">
      <div className={`page-card signin-code${stale ? ' signin-stale' : ''}`} data-testid="signin-code" data-phase={code?.phase}>
        <SigninHeading of={code} />
        {!code || ended ? null : code.mode === 'number' ? (
          <div className="digits" data-testid="signin-digits">
            {code.code}
          </div>
        ) : (
          <QrImage value={url} size={260} testId="signin-qr" />
        )}
        {ended ? (
          <p className="signin-ended" data-testid="signin-ended">
            {tr('signin.state.ended')}
          </p>
        ) : null}
        {code?.mode === 'checkpoint' && !ended ? <p className="signin-muted">{tr('signin.state.fixed')}</p> : null}
        {stale && !ended ? (
          <p className="signin-reconnecting" role="status" data-testid="signin-reconnecting">
            {tr('signin.state.reconnecting')}
          </p>
        ) : null}
        {left !== null && !ended && !stale ? (
          <p className="signin-muted" data-testid="signin-countdown">
            {tr('signin.state.refreshIn', { n: left })}
          </p>
        ) : null}
        {code ? (
          <p className="signin-live" data-testid="signin-live">
            {tr('signin.state.live', code.counts)}
          </p>
        ) : null}
        {code?.phase === 'notStarted' ? <p className="signin-muted">{tr('signin.phase.notStarted')}</p> : null}
      </div>
      <div className="signin-actions signin-noprint">
        <Button onClick={() => navigate(`/signpoject/signlist?s=${id}`)} data-testid="signin-to-list">
          {tr('signin.action.list')}
        </Button>
        {code && !ended ? (
          <Button color="danger" fill="outline" onClick={() => void end()} data-testid="signin-end">
            {tr('signin.action.end')}
          </Button>
        ) : null}
      </div>
    </Page>
  );
}
