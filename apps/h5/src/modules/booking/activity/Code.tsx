/**
 * activity/activitycode: check-in. With `mode=organiser` the organiser shows the rotating
 * check-in QR (renewed every period) and may scan a participant's code; otherwise a participant
 * scans the organiser's QR, and with `id` also shows their own code for the organiser to scan.
 * Checkers (activity.check) scan participants' codes here too.
 */
import { Button, Result, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { QrImage } from '../../../shared/QrImage';
import { QrScan } from '../../../shared/QrScan';
import { activityApi } from './endpoints';
import { idParam, isCheckinCode } from './format';
import './activity.css';

function Rotating(props: { id: string }) {
  const tr = useT();
  const [code, setCode] = useState<{ code: string; expiresAt: number; period: number } | null>(null);
  const [left, setLeft] = useState(0);
  const load = useCallback(() => api(activityApi.checkinCode, { id: props.id }).then(setCode).catch(toastError), [props.id]);
  useEffect(() => void load(), [load]);
  useEffect(() => {
    if (!code) return;
    const tick = () => {
      const s = code.expiresAt - Math.floor(Date.now() / 1000);
      setLeft(Math.max(0, s));
      if (s <= 0) void load();
    };
    tick();
    const h = setInterval(tick, 1000);
    return () => clearInterval(h);
  }, [code, load]);
  if (!code) return null;
  return (
    <div className="act-qr">
      <QrImage value={code.code} testId="activity-checkin-qr" />
      <p className="act-meta">{tr('activity.msg.rotating', { n: code.period })}</p>
      <p className="act-meta">{tr('activity.msg.refreshIn', { n: left })}</p>
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
