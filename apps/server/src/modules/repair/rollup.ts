/**
 * What one order adds to the statistics roll-up (pure): its figures and the three rows they
 * count in (its creation day with its category, its area, its worker). A change to an order
 * applies `delta(before, after, tz)`, so the roll-up always equals the sum over the orders.
 */
import { offsetAt } from '@campus/api/rules/zone';
import { localOf } from '../../platform/time.js';
import type { RepairOrdersTable, RepairStatsTable } from './tables.js';

const DAY = 86400;
const daysSinceEpoch = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000 / DAY;

/**
 * A site day: days from 1970-01-01 to the date an instant has on the site's clock (its zone,
 * daylight saving included), so a range of dates is a range of integers.
 */
export const dayOf = (s: number, tz: string) => daysSinceEpoch(localOf(Number(s), tz).date);

export interface ZoneSpan {
  /** First instant (seconds) at this offset. */
  since: number;
  offset: number;
}
export type ZoneSpans = [ZoneSpan, ...ZoneSpan[]];

/**
 * The zone's offsets over [from, to], each from the instant it starts. Within a span an
 * instant's site day is (s + offset) / 86400, which SQL can compute (queries.rebuildStats).
 * Offsets change a few times a year at most: a step of a day finds each change, halving finds
 * its second.
 */
export function zoneSpans(from: number, to: number, tz: string): ZoneSpans {
  const spans: ZoneSpans = [{ since: from, offset: offsetAt(from, tz) }];
  for (let at = from; at < to; ) {
    const offset = spans[spans.length - 1]!.offset;
    const step = Math.min(at + DAY, to);
    if (offsetAt(step, tz) === offset) {
      at = step;
      continue;
    }
    let [same, changed] = [at, step];
    while (changed - same > 1) {
      const mid = Math.floor((same + changed) / 2);
      if (offsetAt(mid, tz) === offset) same = mid;
      else changed = mid;
    }
    spans.push({ since: changed, offset: offsetAt(changed, tz) });
    at = changed;
  }
  return spans;
}

export const FIGURES = ['total', 'finished', 'cancelled', 'assigned', 'assign_sum', 'finish_sum', 'sla_counted', 'sla_met', 'rated', 'rating_sum'] as const;
export type Figures = Record<(typeof FIGURES)[number], number>;
export type StatRow = RepairStatsTable;

type Counted = Pick<RepairOrdersTable, 'site_id' | 'state' | 'category_id' | 'area_id' | 'worker_id' | 'created_at' | 'assigned_at' | 'finished_at' | 'finish_due_at' | 'rating'>;

export function figuresOf(o: Counted): Figures | null {
  if (o.state === 'merged') return null;
  const n = (v: number | null) => (v === null ? null : Number(v));
  const created = Number(o.created_at);
  const assigned = n(o.assigned_at);
  const finished = n(o.finished_at);
  const due = n(o.finish_due_at);
  const rating = n(o.rating);
  return {
    total: 1,
    finished: finished === null ? 0 : 1,
    cancelled: o.state === 'cancelled' ? 1 : 0,
    assigned: assigned === null ? 0 : 1,
    assign_sum: assigned === null ? 0 : assigned - created,
    finish_sum: finished === null ? 0 : finished - created,
    sla_counted: finished !== null && due !== null ? 1 : 0,
    sla_met: finished !== null && due !== null && finished <= due ? 1 : 0,
    rated: rating === null ? 0 : 1,
    rating_sum: rating ?? 0,
  };
}

const keysOf = (o: Counted, tz: string) => {
  const day = dayOf(o.created_at, tz);
  return [
    { site_id: o.site_id, dim: 'a', day, key: o.area_id },
    { site_id: o.site_id, dim: 'c', day, key: o.category_id },
    { site_id: o.site_id, dim: 'w', day, key: o.worker_id ?? '' },
  ];
};

/**
 * The roll-up rows to add (negative figures subtract), non-zero only, in one fixed order (lock
 * order). `tz` is the site's zone: its days are the site's dates.
 */
export function delta(before: Counted | null, after: Counted | null, tz: string): StatRow[] {
  const rows = new Map<string, StatRow>();
  const apply = (o: Counted | null, sign: number) => {
    const f = o && figuresOf(o);
    if (!o || !f) return;
    for (const k of keysOf(o, tz)) {
      const id = `${k.dim}\u0000${k.day}\u0000${k.key}`;
      const r = rows.get(id) ?? { ...k, total: 0, finished: 0, cancelled: 0, assigned: 0, assign_sum: 0, finish_sum: 0, sla_counted: 0, sla_met: 0, rated: 0, rating_sum: 0 };
      for (const name of FIGURES) r[name] += sign * f[name];
      rows.set(id, r);
    }
  };
  apply(before, -1);
  apply(after, 1);
  return [...rows.entries()]
    .filter(([, r]) => FIGURES.some((name) => r[name] !== 0))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, r]) => r);
}
