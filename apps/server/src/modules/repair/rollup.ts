/**
 * What one order adds to the statistics roll-up (pure): its figures and the three rows they
 * count in (its creation day with its category, its area, its worker). A change to an order
 * applies `delta(before, after)`, so the roll-up always equals the sum over the orders.
 */
import type { RepairOrdersTable, RepairStatsTable } from './tables.js';

/** Site time is UTC+8 (China); a day is the number of site days since the epoch. */
export const SITE_OFFSET = 8 * 3600;
export const dayOf = (s: number) => Math.floor((Number(s) + SITE_OFFSET) / 86400);

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

const keysOf = (o: Counted) => {
  const day = dayOf(o.created_at);
  return [
    { site_id: o.site_id, dim: 'a', day, key: o.area_id },
    { site_id: o.site_id, dim: 'c', day, key: o.category_id },
    { site_id: o.site_id, dim: 'w', day, key: o.worker_id ?? '' },
  ];
};

/** The roll-up rows to add (negative figures subtract), non-zero only, in one fixed order (lock order). */
export function delta(before: Counted | null, after: Counted | null): StatRow[] {
  const rows = new Map<string, StatRow>();
  const apply = (o: Counted | null, sign: number) => {
    const f = o && figuresOf(o);
    if (!o || !f) return;
    for (const k of keysOf(o)) {
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
