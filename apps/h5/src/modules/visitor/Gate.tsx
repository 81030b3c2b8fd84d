/**
 * cfauVisitor/pcindex: the gate's screen (visitor.check). A scanner (it types and presses Enter),
 * the camera, or a typed 8-character code checks a pass in; the verdict is shown large — green
 * with the visitor, or red with why — and the day's expected visitors are listed with who has
 * come in. The input keeps the focus, so the next scan needs no tap.
 */
import type { ExpectedVisit } from '@campus/api';
import { E } from '@campus/api';
import { ApiError } from '@campus/api/client';
import { hasModuleAuth } from '@campus/api/rules';
import { Button, Empty, Input, Result, type InputRef } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { loadSession } from '../../lib/session';
import { clockText } from '../../lib/time';
import { errorText, toastError } from '../../shared/errors';
import { Page } from '../../shared/Page';
import { QrScan } from '../../shared/QrScan';
import { visitorApi } from './endpoints';
import { whenText } from './paths';
import './visitor.css';

type Verdict = { ok: true; visit: ExpectedVisit } | { ok: false; text: string; visit: ExpectedVisit | null };

/** Why a pass was refused, in the gate's words. */
function refusal(err: unknown, tr: ReturnType<typeof useT>): Verdict {
  if (!(err instanceof ApiError)) return { ok: false, text: errorText(err), visit: null };
  const d = (err.d ?? {}) as { visit?: ExpectedVisit; validFrom?: number; checkedInAt?: number };
  const visit = d.visit ?? null;
  switch (err.e) {
    case E.NOT_OPEN_YET:
      return { ok: false, text: tr('visitor.gate.reason.notOpenYet', { time: whenText(d.validFrom ?? 0) }), visit };
    case E.CODE_EXPIRED:
      return { ok: false, text: tr('visitor.gate.reason.expired'), visit };
    case E.ALREADY_DONE:
      return { ok: false, text: tr('visitor.gate.reason.already', { time: whenText(d.checkedInAt ?? 0) }), visit };
    case E.BAD_SIGNATURE:
      return { ok: false, text: tr('visitor.gate.reason.badSignature'), visit };
    case E.WRONG_STATE:
      return { ok: false, text: tr('visitor.gate.reason.notApproved'), visit };
    case E.NOT_FOUND:
      return { ok: false, text: tr('visitor.gate.reason.notFound'), visit };
    default:
      return { ok: false, text: errorText(err), visit };
  }
}

function VerdictPanel(p: { verdict: Verdict | null }) {
  const tr = useT();
  const v = p.verdict;
  if (!v) return <div className="vis-verdict vis-idle" data-testid="gate-verdict" data-ok="">{tr('visitor.gate.ready')}</div>;
  const visit = v.visit;
  return (
    <div className={`vis-verdict ${v.ok ? 'vis-ok' : 'vis-no'}`} data-testid="gate-verdict" data-ok={String(v.ok)}>
      <div className="vis-verdict-head">{v.ok ? tr('visitor.gate.allowed') : tr('visitor.gate.denied')}</div>
      {!v.ok ? <div className="vis-verdict-why">{v.text}</div> : null}
      {visit ? (
        <div className="vis-verdict-who">
          <div className="vis-verdict-name">{visit.visitorName}</div>
          <div>{[visit.idNumber, visit.phone].filter(Boolean).join(' · ')}</div>
          <div>
            {tr('visitor.gate.host')}：{visit.hostName || '—'} · {visit.timeFrom}–{visit.timeTo} · {tr('visitor.gate.people')} {visit.headcount}
          </div>
          {visit.companions.length ? <div>{tr('visitor.gate.companions', { names: visit.companions.join('、') })}</div> : null}
          {visit.plate ? <div>{tr('visitor.gate.plate', { plate: visit.plate })}</div> : null}
        </div>
      ) : null}
    </div>
  );
}

/** Today's expected visits: the server's today (site time), which it names in its answer. */
function Expected(p: { round: number; onRefresh: () => void }) {
  const tr = useT();
  const [data, setData] = useState<{ date: string; list: ExpectedVisit[]; checkedIn: number } | null>(null);
  useEffect(() => {
    let live = true;
    const load = () => api(visitorApi.expected, {}, { silent: true }).then((d) => live && setData(d)).catch(toastError);
    void load();
    const timer = setInterval(() => void load(), 60_000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [p.round]);
  if (!data) return null;
  return (
    <>
      <div className="row" style={{ justifyContent: 'space-between', margin: '0 4px 8px' }}>
        <span data-testid="gate-date">{tr('visitor.gate.date')}：{data.date}</span>
        <Button size="mini" onClick={p.onRefresh}>{tr('visitor.gate.refresh')}</Button>
      </div>
      <div className="page-card" data-testid="gate-expected">
        <div className="row" style={{ justifyContent: 'space-between' }}>
          <strong>{tr('visitor.gate.expected')}</strong>
          <span className="muted">{tr('visitor.gate.summary', { n: data.list.length, m: data.checkedIn })}</span>
        </div>
        {data.list.length === 0 ? (
          <Empty description={tr('visitor.gate.empty')} />
        ) : (
          <table className="vis-table">
            <thead>
              <tr>
                <th>{tr('visitor.gate.window')}</th>
                <th>{tr('visitor.gate.visitor')}</th>
                <th>{tr('visitor.gate.host')}</th>
                <th>{tr('visitor.gate.people')}</th>
                <th>{tr('visitor.gate.phone')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((v) => (
                <tr key={v.submissionId} className={v.checkedInAt ? 'vis-in' : ''} data-testid="gate-row" data-in={String(!!v.checkedInAt)}>
                  <td>{v.timeFrom}–{v.timeTo}</td>
                  <td>
                    {v.visitorName}
                    <div className="muted">{v.checkedInAt ? tr('visitor.gate.arrived', { time: clockText(v.checkedInAt) }) : tr('visitor.gate.notYet')}</div>
                  </td>
                  <td>{v.hostName || '—'}</td>
                  <td>{v.headcount}</td>
                  <td>{v.phone}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </>
  );
}

export default function VisitorGateScreen() {
  const tr = useT();
  const [allowed, setAllowed] = useState<boolean | null>(null);
  const [typed, setTyped] = useState('');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const input = useRef<InputRef>(null);
  useEffect(() => {
    void loadSession().then((s) => setAllowed(!!s.user?.isSuper || hasModuleAuth(s.auth, 'visitor', 'check')));
  }, []);

  const check = useCallback(
    async (raw: string) => {
      const pass = raw.trim();
      if (!pass || busy) return;
      setBusy(true);
      try {
        const d = await api(visitorApi.checkIn, { pass }, { silent: true, loading: true });
        setVerdict({ ok: true, visit: d.visit });
        setRound((n) => n + 1);
      } catch (err) {
        setVerdict(refusal(err, tr));
      } finally {
        setBusy(false);
        setTyped('');
        input.current?.focus();
      }
    },
    [busy, tr],
  );

  if (allowed === false) return <Page page="visitor-gate"><Result status="warning" title={tr('visitor.gate.noPermission')} data-testid="gate-forbidden" /></Page>;
  if (allowed === null) return <Page page="visitor-gate">{null}</Page>;
  return (
    <Page page="visitor-gate">
      <div className="vis-gate">
        <div className="vis-gate-left">
          <div className="page-card">
            <div className="muted">{tr('visitor.gate.scanHint')}</div>
            <div className="row" style={{ marginTop: 8 }}>
              <Input ref={input} autoFocus className="vis-gate-input" placeholder={tr('visitor.gate.placeholder')} value={typed} onChange={setTyped}
                onEnterPress={() => void check(typed)} data-testid="gate-input" />
              <Button color="primary" loading={busy} onClick={() => void check(typed)} data-testid="gate-check">{tr('visitor.gate.check')}</Button>
            </div>
          </div>
          <VerdictPanel verdict={verdict} />
          <QrScan onCode={(c) => void check(c)} noManual testId="gate-scan" />
        </div>
        <div className="vis-gate-right">
          <Expected round={round} onRefresh={() => setRound((n) => n + 1)} />
        </div>
      </div>
    </Page>
  );
}
