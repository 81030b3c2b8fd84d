import type { RepairFigures, RepairOrderRow } from '@campus/api';
import { setLang } from '@campus/i18n';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import access, { firstAllowedPage } from '../src/access';
import { setTimeZone } from '../src/lib/time';
import { figuresOption, fillPeriods, periodBounds, rateText, shareOption, siteDay, siteRange, trendOption } from '../src/pages/repair/components/charts';
import { ageBounds, buildingsOf, duration, eventDetails, hoursToMinutes, minutesToHours, slaOf, slaText } from '../src/pages/repair/components/sla';

const NOW = 1_800_000_000;
const order = (over: Partial<RepairOrderRow> = {}) =>
  ({ state: 'submitted', createdAt: NOW - 600, assignDueAt: NOW - 600 + 30 * 60, finishDueAt: NOW - 600 + 24 * 3600, ...over }) as RepairOrderRow;

const fig = (over: Partial<RepairFigures> = {}): RepairFigures => ({
  key: 'k',
  label: '水电',
  total: 4,
  finished: 3,
  cancelled: 0,
  avgAssignMinutes: 12.5,
  avgFinishMinutes: 90,
  slaCounted: 3,
  slaMet: 2,
  slaRate: 0.6667,
  rated: 1,
  satisfaction: 4,
  ...over,
});

beforeEach(() => setLang('zh'));
afterEach(() => setLang('zh'));

describe('SLA on the dispatch board', () => {
  it('an unassigned order shows the time left to assign it', () => {
    const s = slaOf(order(), NOW);
    expect(s).toMatchObject({ kind: 'assignLeft', level: 'ok' });
    expect(slaText(s)).toBe('20 分钟 内派单');
  });
  it('warns when less than a quarter of the time allowed is left', () => {
    expect(slaOf(order({ createdAt: NOW - 25 * 60, assignDueAt: NOW + 5 * 60 }), NOW).level).toBe('warn');
  });
  it('an unassigned order past its assignment time is overdue by that much', () => {
    const s = slaOf(order({ createdAt: NOW - 3 * 3600, assignDueAt: NOW - 90 * 60 }), NOW);
    expect(s).toMatchObject({ kind: 'assignOver', level: 'over' });
    expect(slaText(s)).toBe('派单超时 1 小时 30 分钟');
  });
  it('an assigned order counts toward its finish time; the assignment limit no longer matters', () => {
    const s = slaOf(order({ state: 'in_progress', assignDueAt: NOW - 3600, finishDueAt: NOW + 2 * 86400 + 3 * 3600 }), NOW);
    expect(s.kind).toBe('finishLeft');
    expect(slaText(s)).toBe('2 天 3 小时 内完成');
    expect(slaOf(order({ state: 'accepted', finishDueAt: NOW - 60 }), NOW).kind).toBe('finishOver');
  });
  it('a category without limits and a finished order show no clock', () => {
    expect(slaOf(order({ assignDueAt: null, finishDueAt: null }), NOW).kind).toBe('none');
    expect(slaOf(order({ state: 'done', finishDueAt: NOW - 3600 }), NOW).kind).toBe('ended');
    expect(slaText(slaOf(order({ assignDueAt: null, finishDueAt: null }), NOW))).toBe('不限时');
  });
  it('writes durations with the two largest units, in the language chosen', () => {
    expect(duration(0)).toBe('0 分钟');
    expect(duration(59.9)).toBe('59 分钟');
    expect(duration(60)).toBe('1 小时');
    expect(duration(1441)).toBe('1 天');
    setLang('en');
    expect(duration(125)).toBe('2 h 5 min');
  });
});

describe('board filters and set-up forms', () => {
  it('turns a waiting-time bucket into the contract’s minute bounds', () => {
    expect(ageBounds('lt30m')).toEqual({ maxAgeMinutes: 30 });
    expect(ageBounds('lt1d')).toEqual({ minAgeMinutes: 120, maxAgeMinutes: 1440 });
    expect(ageBounds('gt1d')).toEqual({ minAgeMinutes: 1440 });
    expect(ageBounds(undefined)).toEqual({});
    expect(ageBounds('toString')).toEqual({});
  });
  it('edits SLA in hours and stores whole minutes', () => {
    expect(hoursToMinutes(0.5)).toBe(30);
    expect(hoursToMinutes('1.25')).toBe(75);
    expect(hoursToMinutes(undefined)).toBe(0);
    expect(hoursToMinutes(-2)).toBe(0);
    expect(minutesToHours(90)).toBe(1.5);
    expect(minutesToHours(20)).toBe(0.33);
  });
  it('reads buildings one per line, trimmed, without repeats', () => {
    expect(buildingsOf(' 东1栋\n东2栋，东3栋\n\n东1栋 ')).toEqual(['东1栋', '东2栋', '东3栋']);
    expect(buildingsOf(undefined)).toEqual([]);
  });
  it('says who an order went to and what changed in a timeline line', () => {
    expect(eventDetails({ detail: { workerId: 'w', workerName: '周师傅' } })).toEqual(['派给 周师傅']);
    expect(eventDetails({ detail: { priority: 'urgent' } })).toEqual(['改为 特急']);
    expect(eventDetails({ detail: { stars: 2 } })).toEqual(['2 星']);
    expect(eventDetails({ detail: { intoId: '0190abcd-0000-7000-8000-00000000beef' } })).toEqual(['并入工单 0000BEEF']);
    expect(eventDetails({ detail: { priority: 'nonsense', workerName: 3 } })).toEqual([]);
  });
});

describe('statistics', () => {
  beforeEach(() => setTimeZone('Asia/Shanghai'));
  afterEach(() => setTimeZone(undefined));

  it('asks for the site days picked (Shanghai: UTC+8), the last one included', () => {
    const r = siteRange('2026-11-01', '2026-11-30');
    expect(r.from).toBe(Date.UTC(2026, 10, 1) / 1000 - 8 * 3600);
    expect(r.to! - r.from!).toBe(30 * 86400);
    expect(periodBounds(['2026-11-01', '2026-11-30'])).toEqual(r);
    expect(periodBounds([{ format: () => '2026-11-01' }, { format: () => '2026-11-30' }])).toEqual(r);
    expect(periodBounds(['2026-11-01'])).toEqual({});
    expect(periodBounds(undefined)).toEqual({});
    expect(siteRange('2026-11-01', 'soon')).toEqual({});
  });
  it('knows the site’s today even when the browser is in another timezone', () => {
    // 2026-11-24 17:00 UTC is already 25 November in China.
    expect(siteDay(Date.UTC(2026, 10, 24, 17))).toBe('2026-11-25');
    expect(siteDay(Date.UTC(2026, 10, 24, 17), 29)).toBe('2026-10-27');
  });
  it('charts orders and finished as bars and the on-time rate in percent', () => {
    const o = figuresOption([fig(), fig({ key: 'b', label: '', total: 1, finished: 0, slaRate: null })]);
    expect(o.xAxis.data).toEqual(['水电', '—']);
    expect(o.series.map((s) => s.data)).toEqual([
      [4, 1],
      [3, 0],
      [66.7, null],
    ]);
    expect(o.legend.data).toEqual(['工单数', '已完成', '按时完成率']);
  });
  it('fills the quiet days, weeks and months of the range with zeros', () => {
    const nov = { ...siteRange('2026-11-01', '2026-11-05') } as { from: number; to: number };
    const days = fillPeriods([fig({ key: '2026-11-03', label: '2026-11-03' })], { ...nov, period: 'day' });
    expect(days.map((d) => d.key)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05']);
    expect(days.map((d) => d.total)).toEqual([0, 0, 4, 0, 0]);
    expect(days[0]).toMatchObject({ satisfaction: null, slaRate: null });
    // 2026-11-01 is a Sunday: its week began on Monday 26 October.
    expect(fillPeriods([], { ...nov, period: 'week' }).map((d) => d.key)).toEqual(['2026-10-26', '2026-11-02']);
    expect(fillPeriods([], { ...(siteRange('2026-10-30', '2026-12-01') as { from: number; to: number }), period: 'month' }).map((d) => d.key)).toEqual(['2026-10-01', '2026-11-01', '2026-12-01']);
  });
  it('fills the days of a range on the site’s clock when the site is in New York', () => {
    setTimeZone('America/New_York');
    // 2026-03-10 03:00 UTC (an order's creation) is still 9 March, 23:00, in New York.
    const at = Date.UTC(2026, 2, 10, 3) / 1000;
    const march = siteRange('2026-03-09', '2026-03-10');
    expect(at).toBeGreaterThanOrEqual(march.from!);
    expect(at).toBeLessThan(siteRange('2026-03-10', '2026-03-10').from!);
    const days = fillPeriods([fig({ key: '2026-03-09', label: '2026-03-09' })], { from: march.from!, to: march.to!, period: 'day' });
    expect(days.map((d) => [d.key, d.total])).toEqual([
      ['2026-03-09', 4],
      ['2026-03-10', 0],
    ]);
  });
  it('knows a day of a daylight-saving change is 23 or 25 hours long at the site', () => {
    setTimeZone('America/New_York');
    const spring = siteRange('2026-03-08', '2026-03-08');
    expect(spring.from).toBe(Date.UTC(2026, 2, 8, 5) / 1000);
    expect(spring.to! - spring.from!).toBe(23 * 3600);
    const autumn = siteRange('2026-11-01', '2026-11-01');
    expect(autumn.to! - autumn.from!).toBe(25 * 3600);
    const week = siteRange('2026-03-02', '2026-03-15');
    expect(fillPeriods([], { from: week.from!, to: week.to!, period: 'day' })).toHaveLength(14);
    expect(fillPeriods([], { from: week.from!, to: week.to!, period: 'week' }).map((d) => d.key)).toEqual(['2026-03-02', '2026-03-09']);
  });
  it('takes today from the site’s clock, not UTC+8', () => {
    setTimeZone('America/New_York');
    expect(siteDay(Date.UTC(2026, 2, 10, 3))).toBe('2026-03-09');
    expect(siteDay(Date.UTC(2026, 2, 10, 3), 9)).toBe('2026-02-28');
    setTimeZone('Asia/Shanghai');
    expect(siteDay(Date.UTC(2026, 2, 10, 3))).toBe('2026-03-10');
  });
  it('charts the trend per period with satisfaction on its own axis', () => {
    const o = trendOption([fig({ key: '2026-11-02' }), fig({ key: '2026-11-09', total: 7, satisfaction: null })]);
    expect(o.xAxis.data).toEqual(['11-02', '11-09']);
    expect(o.series[0]!.data).toEqual([4, 7]);
    expect(o.series[2]).toMatchObject({ yAxisIndex: 1, data: [4, null] });
  });
  it('shares orders per category and writes rates', () => {
    expect(shareOption([fig(), fig({ label: '门窗', total: 2 })]).series[0]!.data).toEqual([
      { name: '水电', value: 4 },
      { name: '门窗', value: 2 },
    ]);
    expect(rateText(0.9351)).toBe('93.5%');
    expect(rateText(null)).toBe('—');
  });
});

describe('repair pages in the console', () => {
  const user = { id: 'u', username: 'u', name: 'U', siteId: 'demo', isSuper: false, roles: [] };
  it('a dispatcher gets the board and the statistics, not the set-up', () => {
    const a = access({ user, auth: { repair: { module: ['dispatch', 'statistics'] } } });
    expect(a).toMatchObject({ canServices: true, canRepair: true, canRepairDispatch: true, canRepairStats: true, canRepairSettings: false });
    expect(firstAllowedPage(a)).toBe('/services/repair');
  });
  it('a repair worker (H5 only) gets no console page; a set-up manager gets the repair entry', () => {
    expect(firstAllowedPage(access({ user, auth: { repair: { module: ['work'] } } }))).toBeNull();
    const m = access({ user, auth: { repair: { module: ['manage'] } } });
    expect(m).toMatchObject({ canRepair: true, canRepairDispatch: false, canRepairSettings: true, canRepairStats: false });
  });
  it('statistics alone open only the statistics page', () => {
    expect(firstAllowedPage(access({ user, auth: { repair: { module: ['statistics'] } } }))).toBe('/services/repair/stats');
  });
});
