/**
 * qrcodebuild/index?s=<id>: the organiser's full-screen code. Fetches the current code from the
 * server just after each 10 s step (and the live count every 3 s between), draws the QR (a URL
 * to qrcodesign, so a phone camera works too) or the six digits of a numeric sign-in, counts
 * down, and shows the live signed count. A lost connection dims the code and says so until a
 * refresh gets through. The organiser may end it early (after a confirm); an ended one shows no
 * code.
 */
import { Button, Dialog, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import NoData from '../../../shared/NoData';
import { Page } from '../../../shared/Page';
import { QrImage } from '../../../shared/QrImage';
import { useRefreshing } from '../../../shared/useRefreshing';
import { signinApi } from './endpoints';
import { SigninHeading } from './Heading';
import { LIVE_COUNT_MS, nextFetchDelay } from './logic';
import './signin.css';

export default function ShowCode() {
  const tr = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('s') ?? '';
  // Bumped to fetch again at once (after ending it).
  const [round, setRound] = useState(0);
  const { value: code, at, stale, failed } = useRefreshing(
    id ? `${id}:${round}` : '',
    (quiet) => api(signinApi.code, { id }, { silent: quiet }),
    (c) => nextFetchDelay(c.refreshIn),
    LIVE_COUNT_MS,
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  const left = code?.refreshIn == null ? null : Math.max(0, code.refreshIn - Math.floor((now - at) / 1000));

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
