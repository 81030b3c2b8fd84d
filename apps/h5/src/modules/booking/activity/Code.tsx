/**
 * activity/activitycode: check-in. With `mode=organiser` the organiser shows the rotating
 * check-in QR (renewed every period) and may scan a participant's code; otherwise a participant
 * scans the organiser's QR, and with `id` also shows their own code for the organiser to scan.
 * Checkers (activity.check) scan participants' codes here too.
 */
import { Button, Result, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { QrImage } from '../../../shared/QrImage';
import { QrScan } from '../../../shared/QrScan';
import { useRefreshing } from '../../../shared/useRefreshing';
import { activityApi } from './endpoints';
import { idParam, isCheckinCode } from './format';
import './activity.css';

/** How soon a refresh that got no answer is tried again. */
export const RETRY_MS = 3000;

function Rotating(props: { id: string }) {
  const tr = useT();
  // Asked again just after the code expires.
  const { value: code, stale } = useRefreshing(
    props.id,
    (quiet) => api(activityApi.checkinCode, { id: props.id }, { silent: quiet }),
    (c) => Math.max(1, c.expiresAt - Math.floor(Date.now() / 1000)) * 1000 + 250,
    RETRY_MS,
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  if (!code) return null;
  const left = Math.max(0, code.expiresAt - Math.floor(now / 1000));
  return (
    <div className={`act-qr${stale ? ' act-stale' : ''}`} data-testid="activity-checkin-code">
      <QrImage value={code.code} testId="activity-checkin-qr" />
      <p className="act-meta">{tr('activity.msg.rotating', { n: code.period })}</p>
      {stale ? (
        <p className="act-reconnecting" role="status" data-testid="activity-reconnecting">
          {tr('activity.msg.reconnecting')}
        </p>
      ) : (
        <p className="act-meta">{tr('activity.msg.refreshIn', { n: left })}</p>
      )}
    </div>
  );
}

function MyCode(props: { id: string }) {
  const tr = useT();
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    // Only an approved participant has a code: ask the detail first (no refused call).
    api(activityApi.detail, { id: props.id }, { silent: true })
      .then((a) => (a.mine?.status === 'approved' ? api(activityApi.myCode, { id: props.id }) : null))
      .then((d) => setCode(d?.code ?? null))
      .catch(() => setCode(null));
  }, [props.id]);
  if (!code) return null;
  return (
    <div className="act-qr">
      <QrImage value={code} testId="activity-my-qr" />
      <p className="act-meta">
        {code} · {tr('activity.msg.codeHint')}
      </p>
    </div>
  );
}

export default function Code() {
  const tr = useT();
  const params = new URLSearchParams(useLocation().search);
  const id = idParam(useLocation().search);
  const organiser = params.get('mode') === 'organiser' && !!id;
  const [done, setDone] = useState<string | null>(null);

  async function onCode(code: string) {
    try {
      // The organiser's rotating code checks the scanner in; a participant's personal code is
      // checked by an organiser or checker (the server decides who may).
      const r = isCheckinCode(code) ? await api(activityApi.checkin, { code: code.trim() }) : await api(activityApi.checkUser, { code: code.trim() });
      setDone(`${r.title} · ${r.name}`);
      Toast.show({ content: tr('activity.msg.checkedIn', { name: r.name }), icon: 'success' });
    } catch (err) {
      toastError(err);
    }
  }

  return (
    <Page page="activity-code">
      {organiser ? <Rotating id={id} /> : id ? <MyCode id={id} /> : null}
      {done ? (
        <div data-testid="checkin-result">
          <Result status="success" title={tr('activity.msg.checkedIn', { name: '' })} description={done} />
        </div>
      ) : null}
      <h3 className="page-title">{tr(organiser ? 'activity.action.scanParticipant' : 'activity.action.scanOrganiser')}</h3>
      <QrScan onCode={(c) => void onCode(c)} testId="activity-scan" />
      {done ? (
        <div className="act-actions">
          <Button block onClick={() => setDone(null)}>
            {tr('activity.action.confirm')}
          </Button>
        </div>
      ) : null}
    </Page>
  );
}
