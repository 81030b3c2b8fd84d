/**
 * Statistics over the site days (dates on the site's clock) of [from, to): sums per category,
 * area, worker and day come from the roll-up kept with every order change (rollup.ts,
 * queries.statSums), so a year of a million orders reads a few thousand rows; weeks and months
 * are summed from the days here, and averages and rates are taken from the sums, so every
 * figure is exact.
 */
import type { RepairFigures } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import * as q from './queries.js';
import { dayOf } from './rollup.js';

const ratio = (a: number, b: number, digits = 4) => (b > 0 ? Math.round((a / b) * 10 ** digits) / 10 ** digits : null);

export function figures(key: string, label: string, s: Omit<q.StatSums, 'key'>): RepairFigures {
  return {
    key,
    label,
    total: s.total,
    finished: s.finished,
    cancelled: s.cancelled,
    avgAssignMinutes: ratio(s.assignSum / 60, s.assigned, 1),
    avgFinishMinutes: ratio(s.finishSum / 60, s.finished, 1),
    slaCounted: s.slaCounted,
    slaMet: s.slaMet,
    slaRate: ratio(s.slaMet, s.slaCounted),
    rated: s.rated,
    satisfaction: ratio(s.ratingSum, s.rated, 2),
  };
}

const ZERO: Omit<q.StatSums, 'key'> = { total: 0, finished: 0, cancelled: 0, assigned: 0, assignSum: 0, finishSum: 0, slaCounted: 0, slaMet: 0, rated: 0, ratingSum: 0 };
function add(a: Omit<q.StatSums, 'key'>, b: Omit<q.StatSums, 'key'>): Omit<q.StatSums, 'key'> {
  const out = { ...a };
  for (const k of Object.keys(ZERO) as (keyof typeof ZERO)[]) out[k] = a[k] + b[k];
  return out;
}

/** The first day (YYYY-MM-DD) of the day/week (Monday)/month holding site day number `day`. */
export function periodKey(day: number, period: 'day' | 'week' | 'month'): string {
  const date = (d: number) => new Date(d * 86400 * 1000).toISOString().slice(0, 10);
  if (period === 'day') return date(day);
  // Day 0 (1970-01-01) was a Thursday: Monday-based weeks start 3 days before it.
  if (period === 'week') return date(day - ((((day + 3) % 7) + 7) % 7));
  return `${date(day).slice(0, 7)}-01`;
}

export async function statistics(ctx: Ctx, p: { from: number; to: number; period: 'day' | 'week' | 'month' }) {
  const site = ctx.site.id;
  const tz = ctx.timezone;
  const [from, to] = [dayOf(p.from, tz), dayOf(Math.max(p.from, p.to - 1), tz)];
  const [total, byCat, byArea, byWorker, byDay, cats, areas] = await Promise.all([
    q.statSums(ctx.db, site, from, to, 'all'),
    q.statSums(ctx.db, site, from, to, 'category'),
    q.statSums(ctx.db, site, from, to, 'area'),
    q.statSums(ctx.db, site, from, to, 'worker'),
    q.statSums(ctx.db, site, from, to, 'day'),
    q.categories(ctx.db, site),
    q.areas(ctx.db, site),
  ]);
  const catName = new Map(cats.map((c) => [c.id, c.name]));
  const areaName = new Map(areas.map((a) => [a.id, a.name]));
  const workers = byWorker.filter((w) => w.key !== '');
  const workerName = await q.userNames(ctx.db, site, workers.map((w) => w.key));
  const periods = new Map<string, Omit<q.StatSums, 'key'>>();
  for (const d of byDay) {
    const k = periodKey(Number(d.key), p.period);
    periods.set(k, add(periods.get(k) ?? ZERO, d));
  }
  const sorted = (list: RepairFigures[]) => list.sort((a, b) => b.total - a.total || a.label.localeCompare(b.label));
  return {
    total: figures('', '', total[0] ?? ZERO),
    byCategory: sorted(byCat.map((s) => figures(s.key, catName.get(s.key) ?? '', s))),
    byArea: sorted(byArea.map((s) => figures(s.key, areaName.get(s.key) ?? '', s))),
    byWorker: sorted(workers.map((s) => figures(s.key, workerName.get(s.key) ?? '', s))),
    byPeriod: [...periods.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, s]) => figures(k, k, s)),
  };
}
