/** cfauVisitor/record: my visit applications, newest first, each with where its approval and its pass stand. */
import type { PassState, VisitRecord } from '@campus/api';
import { Button, Empty, PullToRefresh, Result, SpinLoading, Tag } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { errorText } from '../../shared/errors';
import { Page } from '../../shared/Page';
import { timeText } from '../../lib/time';
import { visitorApi } from './endpoints';
import { visitorPath } from './paths';
import { VisitorGate } from './VisitorGate';
import './visitor.css';

const COLOR: Record<PassState, 'default' | 'primary' | 'success' | 'warning' | 'danger'> = { waiting: 'warning', ready: 'success', used: 'primary', expired: 'default', refused: 'danger' };

function Card(p: { r: VisitRecord }) {
  const tr = useT();
  const navigate = useNavigate();
  const r = p.r;
  return (
    <div className="page-card vis-record" data-testid="visitor-record" data-state={r.passState}>
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <strong>{tr('visitor.record.window', { date: r.visitDate, from: r.timeFrom, to: r.timeTo })}</strong>
        <Tag color={COLOR[r.passState]}>{tr(`visitor.passState.${r.passState}`)}</Tag>
      </div>
      <div className="muted">{[tr('visitor.record.host', { name: r.hostName || '—' }), tr('visitor.record.people', { n: r.headcount })].join(' · ')}</div>
      {r.reason ? <div className="vis-reason">{r.reason}</div> : null}
      <div className="row muted" style={{ justifyContent: 'space-between' }}>
        <span>{r.checkedInAt ? tr('visitor.record.checkedIn', { time: timeText(r.checkedInAt) }) : tr('visitor.record.submittedAt', { time: timeText(r.submittedAt) })}</span>
        {r.passState === 'ready' || r.passState === 'used' ? (
          <Button size="small" color="primary" onClick={() => navigate(visitorPath('qrcode', r.id))} data-testid="visitor-show-pass">
            {tr('visitor.record.showPass')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function Records() {
  const tr = useT();
  const navigate = useNavigate();
  const [data, setData] = useState<{ formId: string | null; list: VisitRecord[] } | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const load = useCallback(() => api(visitorApi.records, {}).then(setData).catch(setFailed), []);
  useEffect(() => void load(), [load]);
  if (failed) return <Result status="warning" title={errorText(failed)} />;
  if (!data) return <div className="wf-loading"><SpinLoading /></div>;
  if (!data.formId) return <Result status="info" title={tr('visitor.record.notInstalled')} data-testid="visitor-not-installed" />;
  return (
    <PullToRefresh onRefresh={load}>
      <Button block color="primary" onClick={() => navigate(visitorPath('apply'))} style={{ marginBottom: 12 }} data-testid="visitor-book">
        {tr('visitor.record.apply')}
      </Button>
      {data.list.length ? data.list.map((r) => <Card key={r.id} r={r} />) : <Empty description={tr('visitor.record.empty')} data-testid="visitor-empty" />}
    </PullToRefresh>
  );
}

export default function VisitorRecord() {
  return (
    <VisitorGate>
      <Page page="visitor-record">
        <Records />
      </Page>
    </VisitorGate>
  );
}
