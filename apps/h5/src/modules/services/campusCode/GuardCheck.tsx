/**
 * xidianGuard/index: the gate guard's screen (campusCode.check). Pick the gate and direction
 * once per shift (remembered), then scan a person's campus code with the camera or type it;
 * the server checks it and logs the passage, and the screen shows the person in green (pass)
 * or red (blocked, with the reason), or why the code was refused.
 */
import type { CampusGate, GateDirection, GatePassage } from '@campus/api';
import { hasModuleAuth } from '@campus/api/rules';
import { Avatar, Result, Selector } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { loadSession } from '../../../lib/session';
import { errorText, toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { QrScan } from '../../../shared/QrScan';
import { campusCodeApi } from './endpoints';
import { codeColor, codeFromScan, parsePost, type Post } from './format';
import { PassageList } from './PassageList';

const POST_KEY = 'campusCode.post';
type Outcome = { ok: true; allowed: boolean; passage: GatePassage } | { ok: false; text: string };

export default function GuardCheck() {
  const tr = useT();
  const [allowed, setAllowed] = useState<boolean | null>(null);
  const [gates, setGates] = useState<CampusGate[]>([]);
  const [post, setPost] = useState<Post>(() => parsePost(localStorage.getItem(POST_KEY)) ?? { gateId: '', direction: 'in' });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [checks, setChecks] = useState<GatePassage[]>([]);
  const loadChecks = useCallback(() => {
    api(campusCodeApi.myChecks, {}, { silent: true })
      .then((d) => setChecks(d.list))
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    void loadSession().then((s) => {
      const may = !!s.user?.isSuper || hasModuleAuth(s.auth, 'campusCode', 'check');
      setAllowed(may);
      if (!may) return;
      api(campusCodeApi.gates, {})
        .then((d) => setGates(d.list))
        .catch(toastError);
      loadChecks();
    });
  }, [loadChecks]);
  const gateId = gates.some((g) => g.id === post.gateId) ? post.gateId : (gates[0]?.id ?? '');
  const choose = (p: Post) => {
    setPost(p);
    localStorage.setItem(POST_KEY, JSON.stringify(p));
  };

  async function verify(raw: string) {
    const code = codeFromScan(raw) ?? raw.trim();
    try {
      const d = await api(campusCodeApi.verify, { code, gateId, direction: post.direction }, { silent: true, loading: true });
      setOutcome({ ok: true, ...d });
      loadChecks();
    } catch (err) {
      setOutcome({ ok: false, text: errorText(err) });
    }
  }

  if (allowed === false) return <Page page="campusCode-guard"><Result status="warning" title={tr('campusCode.noPermission')} /></Page>;
  if (allowed === null) return <Page page="campusCode-guard">{null}</Page>;
  if (gates.length === 0) return <Page page="campusCode-guard"><Result status="info" title={tr('campusCode.noGates')} /></Page>;
  return (
    <Page page="campusCode-guard">
      <div className="page-card">
        <div className="muted">{tr('campusCode.pickGate')}</div>
        <Selector data-testid="guard-gates" columns={3} value={[gateId]} onChange={(v) => v[0] && choose({ ...post, gateId: v[0] })} options={gates.map((g) => ({ label: g.name, value: g.id }))} />
        <Selector
          data-testid="guard-direction"
          style={{ marginTop: 8 }}
          columns={2}
          value={[post.direction]}
          onChange={(v) => v[0] && choose({ gateId, direction: v[0] })}
          options={(['in', 'out'] as GateDirection[]).map((d) => ({ label: tr(`campusCode.direction.${d}`), value: d }))}
        />
      </div>
      <QrScan onCode={(c) => void verify(c)} placeholder={tr('campusCode.placeholder')} submitLabel={tr('campusCode.verify')} testId="guard-scan" />
      {outcome?.ok ? <Verdict allowed={outcome.allowed} passage={outcome.passage} /> : null}
      {outcome && !outcome.ok ? <Result status="error" title={outcome.text} data-testid="guard-error" /> : null}
      <PassageList list={checks} header={tr('campusCode.myChecks')} empty={tr('campusCode.noChecks')} showHolder testId="guard-checks" />
    </Page>
  );
}

/** The person behind the code, large, on green or red. */
function Verdict(props: { allowed: boolean; passage: GatePassage }) {
  const tr = useT();
  const h = props.passage.holder;
  const color = codeColor(props.allowed ? 'ok' : 'blocked', false);
  return (
    <div className="page-card" data-testid="guard-verdict" data-allowed={String(props.allowed)} style={{ background: color, color: '#fff', marginTop: 12 }}>
      <div style={{ fontSize: 22, fontWeight: 700 }}>{tr(props.allowed ? 'campusCode.allowed' : 'campusCode.denied')}</div>
      <div className="row" style={{ marginTop: 8 }}>
        <Avatar src={h.avatar} style={{ '--size': '64px' }} />
        <div className="grow">
          <div style={{ fontSize: 20 }}>{h.name}</div>
          <div>{[h.number || h.username, h.department].filter(Boolean).join(' · ')}</div>
          <div>
            {props.passage.gateName} · {tr(`campusCode.direction.${props.passage.direction}`)}
          </div>
        </div>
      </div>
      {props.passage.reason ? <div style={{ marginTop: 8 }}>{tr('campusCode.reason', { r: props.passage.reason })}</div> : null}
    </div>
  );
}
