/**
 * cfauVisitor/qrcode?id=: the pass of my approved visit — the signed QR the guard scans, the
 * 8-character code to type if the scanner fails, the window it is good in, and, once used, when.
 * Asked again every 30 s while shown, so the screen turns to "checked in" at the gate.
 */
import type { VisitPass } from '@campus/api';
import { E } from '@campus/api';
import { ApiError } from '@campus/api/client';
import { Button, Result, SpinLoading } from 'antd-mobile';
import { useContext, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api';
import { ActiveContext } from '../../lib/active';
import { useT } from '../../lib/i18n';
import { errorText } from '../../shared/errors';
import { Page } from '../../shared/Page';
import { QrImage } from '../../shared/QrImage';
import { clockText, timeText } from '../../lib/time';
import { visitorApi } from './endpoints';
import { visitorPath } from './paths';
import { VisitorGate } from './VisitorGate';
import './visitor.css';

function ToRecord(p: { title: string; testId: string }) {
  const tr = useT();
  const navigate = useNavigate();
  return (
    <Result status="info" title={p.title} data-testid={p.testId}
      description={<Button color="primary" size="small" onClick={() => navigate(visitorPath('record'))}>{tr('visitor.qrcode.toRecord')}</Button>} />
  );
}

function Pass(p: { id: string }) {
  const tr = useT();
  const active = useContext(ActiveContext);
  const [pass, setPass] = useState<VisitPass | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [now, setNow] = useState(() => Date.now() / 1000);
  useEffect(() => {
    if (!active) return;
    let live = true;
    const load = () =>
      api(visitorApi.pass, { id: p.id }, { silent: true })
        .then((d) => live && (setPass(d), setFailed(null), setNow(Date.now() / 1000)))
        .catch((err: unknown) => live && setFailed(err));
    void load();
    const timer = setInterval(() => void load(), 30_000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [p.id, active]);
  if (failed instanceof ApiError && failed.e === E.WRONG_STATE) return <ToRecord title={tr('visitor.qrcode.notApproved')} testId="visitor-pass-waiting" />;
  if (failed) return <Result status="warning" title={errorText(failed)} data-testid="visitor-pass-failed" />;
  if (!pass) return <div className="wf-loading"><SpinLoading /></div>;
  const used = pass.checkedInAt !== null;
  const expired = !used && now > pass.validTo;
  return (
    <div className="page-card vis-pass" data-testid="visitor-pass" data-state={used ? 'used' : expired ? 'expired' : 'ready'}>
      <div className="vis-pass-name">{pass.visitorName}</div>
      <div className="muted">{tr('visitor.record.window', { date: pass.visitDate, from: pass.timeFrom, to: pass.timeTo })}</div>
      <div className={`vis-qr ${used || expired ? 'vis-qr-off' : ''}`}>
        <QrImage value={pass.token} size={220} testId="visitor-qr" />
      </div>
      <div className="vis-code" data-testid="visitor-code-text">{tr('visitor.qrcode.code')}：<strong>{pass.code.replace(/(.{4})/, '$1 ')}</strong></div>
      {used ? (
        <div className="vis-state vis-used">{tr('visitor.qrcode.used', { time: timeText(pass.checkedInAt!) })}</div>
      ) : expired ? (
        <div className="vis-state vis-expired">{tr('visitor.qrcode.expired')}</div>
      ) : (
        <div className="vis-state">{tr('visitor.qrcode.valid', { from: timeText(pass.validFrom), to: clockText(pass.validTo) })}</div>
      )}
      <dl className="vis-facts">
        <dt>{tr('visitor.qrcode.host')}</dt>
        <dd>{pass.hostName || '—'}</dd>
        <dt>{tr('visitor.qrcode.people')}</dt>
        <dd>{pass.headcount}</dd>
      </dl>
      <p className="muted">{tr('visitor.qrcode.hint')}</p>
    </div>
  );
}

export default function VisitorQrCode() {
  const tr = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  // Without its id nothing is asked of the server, signed in or not.
  if (!id) return <Page page="visitor-qrcode"><ToRecord title={tr('visitor.qrcode.noneChosen')} testId="visitor-none-chosen" /></Page>;
  return (
    <VisitorGate>
      <Page page="visitor-qrcode">
        <Pass id={id} />
      </Page>
    </VisitorGate>
  );
}
