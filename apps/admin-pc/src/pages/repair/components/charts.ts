/**
 * Pure builders of the repair statistics (tested in test/repair.test.ts): the date range picked
 * as the site days the server counts in (dates on the site's clock, lib/time), and the echarts
 * options of each chart.
 */
import type { RepairFigures } from '@campus/api';
import { t } from '@campus/i18n';
import { dateText, wallSeconds } from '@/lib/time';

/** Days from 1970-01-01 to a `YYYY-MM-DD` date, and back: calendar arithmetic, whatever the zone. */
const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86400_000;
const dateOf = (day: number) => new Date(day * 86400_000).toISOString().slice(0, 10);

/**
 * `YYYY-MM-DD` (first and last day, inclusive) → [from, to) in seconds, from the site's midnight
 * starting the first day to the one ending the last (a day of a daylight-saving change is 23 or
 * 25 hours long); {} for a text that is not a date.
 */
export function siteRange(first: string, last: string): { from?: number; to?: number } {
  const from = wallSeconds(first);
  const to = wallSeconds(last) === undefined ? undefined : wallSeconds(dateOf(dayNumber(last) + 1));
  return from === undefined || to === undefined ? {} : { from, to };
}

/** A date range picker's value (`YYYY-MM-DD` texts or Dayjs) as site days; {} when incomplete. */
export function periodBounds(v: unknown): { from?: number; to?: number } {
  if (!Array.isArray(v) || v.length < 2) return {};
  const text = (x: unknown): string | undefined => {
    if (typeof x === 'string') return /^\d{4}-\d{2}-\d{2}/.test(x) ? x.slice(0, 10) : undefined;
    const f = (x as { format?: (p: string) => string } | null)?.format;
    return typeof f === 'function' ? f.call(x, 'YYYY-MM-DD') : undefined;
  };
  const [first, last] = [text(v[0]), text(v[1])];
  return first && last ? siteRange(first, last) : {};
}

/** The site's date today, `YYYY-MM-DD`, `daysBack` days ago. */
export function siteDay(nowMs: number, daysBack = 0): string {
  return dateOf(dayNumber(dateText(nowMs / 1000)) - daysBack);
}

/** The first day of the day / week (Monday) / month holding site day `day`, as the server keys periods. */
function periodKey(day: number, period: 'day' | 'week' | 'month'): string {
  if (period === 'day') return dateOf(day);
  // Day 0 (1970-01-01) was a Thursday: Monday-based weeks start 3 days before it.
  if (period === 'week') return dateOf(day - ((((day + 3) % 7) + 7) % 7));
  return `${dateOf(day).slice(0, 7)}-01`;
}

/** Every period of [from, to), with the server's figures where it has some and zeros elsewhere, so the trend shows quiet days. */
export function fillPeriods(byPeriod: readonly RepairFigures[], q: { from: number; to: number; period: 'day' | 'week' | 'month' }): RepairFigures[] {
  const known = new Map(byPeriod.map((f) => [f.key, f]));
  const first = dayNumber(dateText(q.from));
  const last = dayNumber(dateText(Math.max(q.from, q.to - 1)));
  const keys: string[] = [];
  // At most three years of days (the contract's limit): a bounded loop.
  for (let d = first; d <= last; d++) {
    const k = periodKey(d, q.period);
    if (keys[keys.length - 1] !== k) keys.push(k);
  }
  const zero = (key: string): RepairFigures => ({ key, label: key, total: 0, finished: 0, cancelled: 0, avgAssignMinutes: null, avgFinishMinutes: null, slaCounted: 0, slaMet: 0, slaRate: null, rated: 0, satisfaction: null });
  return keys.map((k) => known.get(k) ?? zero(k));
}

const percent = (r: number | null) => (r === null ? null : Math.round(r * 1000) / 10);

/** Orders and finished orders (bars) and the on-time rate in % (line, right axis) per row. */
export function figuresOption(list: readonly RepairFigures[]) {
  const names = [t('adminRepair.stats.total'), t('adminRepair.stats.finished'), t('adminRepair.stats.slaRate')];
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: names },
    grid: { left: 48, right: 56, top: 40, bottom: 48 },
    xAxis: { type: 'category', data: list.map((f) => f.label || '—'), axisLabel: { interval: 0, rotate: list.length > 8 ? 30 : 0 } },
    yAxis: [
      { type: 'value', minInterval: 1 },
      { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    ],
    series: [
      { name: names[0], type: 'bar', barMaxWidth: 28, data: list.map((f) => f.total), itemStyle: { color: '#1677ff' } },
      { name: names[1], type: 'bar', barMaxWidth: 28, data: list.map((f) => f.finished), itemStyle: { color: '#52c41a' } },
      { name: names[2], type: 'line', yAxisIndex: 1, data: list.map((f) => percent(f.slaRate)), itemStyle: { color: '#fa8c16' } },
    ],
  };
}

/** Per period: orders and finished (lines), satisfaction (dashed, right axis, 1–5). */
export function trendOption(byPeriod: readonly RepairFigures[]) {
  const names = [t('adminRepair.stats.total'), t('adminRepair.stats.finished'), t('adminRepair.stats.satisfaction')];
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: names },
    grid: { left: 48, right: 48, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: byPeriod.map((f) => f.key.slice(5)) },
    yAxis: [
      { type: 'value', minInterval: 1 },
      { type: 'value', min: 0, max: 5 },
    ],
    series: [
      { name: names[0], type: 'line', areaStyle: { opacity: 0.15 }, data: byPeriod.map((f) => f.total), itemStyle: { color: '#1677ff' } },
      { name: names[1], type: 'line', data: byPeriod.map((f) => f.finished), itemStyle: { color: '#52c41a' } },
      { name: names[2], type: 'line', yAxisIndex: 1, connectNulls: true, lineStyle: { type: 'dashed' }, data: byPeriod.map((f) => f.satisfaction), itemStyle: { color: '#fa8c16' } },
    ],
  };
}

/** The share of orders per category as a pie. */
export function shareOption(list: readonly RepairFigures[]) {
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { bottom: 0, type: 'scroll' },
    series: [{ type: 'pie', radius: ['40%', '68%'], top: -24, data: list.map((f) => ({ name: f.label || '—', value: f.total })) }],
  };
}

/** A rate 0..1 as "93.5%", minutes as a duration, or the dash when there is nothing to show. */
export const rateText = (r: number | null) => (r === null ? t('adminRepair.stats.none') : `${percent(r)}%`);
