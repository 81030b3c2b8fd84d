/**
 * scurepair/statistic: figures for holders of repair.statistics over the last 7 to 365 site days —
 * orders, average times, SLA compliance and satisfaction, by period, category, area and worker.
 */
import { REPAIR_PERIODS, type RepairFigures } from '@campus/api';
import { List, Selector, Tabs } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { timeZone } from '../../../lib/time';
import { useT } from '../../../lib/i18n';
import type { ScreenProps } from '../../../route-types';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { NoPermission, useRepairAccess } from './access';
import { Chart } from './Chart';
import { repairApi } from './endpoints';
import { formatDuration, repairPath, siteDayStart } from './format';
import { groupOption, percent, shareOption, stars, trendOption } from './statOptions';
import './repair.css';

type Period = (typeof REPAIR_PERIODS)[number];
type Figures = { total: RepairFigures; byCategory: RepairFigures[]; byArea: RepairFigures[]; byWorker: RepairFigures[]; byPeriod: RepairFigures[] };
const RANGES = [7, 30, 90, 365] as const;

function Figures(props: { f: RepairFigures }) {
  const tr = useT();
  const unit = { d: tr('repair.sla.d'), h: tr('repair.sla.h'), m: tr('repair.sla.m') };
  const time = (m: number | null) => (m === null ? '–' : formatDuration(m, unit));
  const cells: [string, string][] = [
    [tr('repair.stat.total'), String(props.f.total)],
    [tr('repair.stat.finished'), String(props.f.finished)],
    [tr('repair.stat.avgAssign'), time(props.f.avgAssignMinutes)],
    [tr('repair.stat.avgFinish'), time(props.f.avgFinishMinutes)],
    [tr('repair.stat.sla'), percent(props.f.slaRate)],
    [tr('repair.stat.satisfaction'), stars(props.f.satisfaction)],
  ];
  return (
    <div className="repair-figures" data-testid="repair-figures">
      {cells.map(([k, v]) => (
        <div key={k}>
          <b>{v}</b>
          <span className="repair-meta">{k}</span>
        </div>
      ))}
    </div>
  );
}

function Stats() {
  const tr = useT();
  const [days, setDays] = useState<(typeof RANGES)[number]>(30);
  const [period, setPeriod] = useState<Period>('day');
  const [group, setGroup] = useState<'byCategory' | 'byArea' | 'byWorker'>('byCategory');
  const [data, setData] = useState<Figures | null>(null);
  const zone = timeZone();
  useEffect(() => {
    const now = Math.floor(Date.now() / 1000);
    api(repairApi.statistics, { from: siteDayStart(now, zone, 1 - days), to: siteDayStart(now, zone, 1), period }).then(setData, toastError);
  }, [days, period, zone]);
  const names = { total: tr('repair.stat.total'), finished: tr('repair.stat.finished'), sla: tr('repair.stat.sla') };
  const rows = data?.[group] ?? [];
  return (
    <Page page="repair-statistic">
      <div className="repair-filters">
        <Selector columns={4} value={[days]} onChange={(v) => v[0] && setDays(v[0])} options={RANGES.map((d) => ({ label: tr('repair.stat.days', { n: d }), value: d }))} />
        <Selector columns={3} value={[period]} onChange={(v) => v[0] && setPeriod(v[0])} options={REPAIR_PERIODS.map((p) => ({ label: tr(`repair.stat.${p}`), value: p }))} style={{ marginTop: 6 }} />
      </div>
      {data ? <Figures f={data.total} /> : null}
      <div className="repair-section">
        <div className="repair-section-title">{tr('repair.stat.trend')}</div>
        <Chart option={trendOption(data?.byPeriod ?? [], names)} testId="repair-chart-trend" />
      </div>
      <Tabs activeKey={group} onChange={(k) => setGroup(k === 'byArea' || k === 'byWorker' ? k : 'byCategory')}>
        <Tabs.Tab key="byCategory" title={tr('repair.stat.byCategory')} />
        <Tabs.Tab key="byArea" title={tr('repair.stat.byArea')} />
        <Tabs.Tab key="byWorker" title={tr('repair.stat.byWorker')} />
      </Tabs>
      <div className="repair-section">
        <Chart option={groupOption(rows, names)} testId="repair-chart-group" />
        <Chart option={shareOption(rows)} />
      </div>
      <List data-testid="repair-stat-rows">
        {rows.map((r) => (
          <List.Item key={r.key} extra={`${percent(r.slaRate)} · ${stars(r.satisfaction)}★`} description={tr('repair.stat.row', { total: r.total, finished: r.finished, cancelled: r.cancelled })}>
            {r.label}
          </List.Item>
        ))}
      </List>
    </Page>
  );
}

export default function Statistic(props: ScreenProps) {
  const allowed = useRepairAccess('statistics');
  if (allowed === null) return null;
  return allowed ? <Stats /> : <NoPermission sub="statistics" home={repairPath(props.variant, 'index')} />;
}
