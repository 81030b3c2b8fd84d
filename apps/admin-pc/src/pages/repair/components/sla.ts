/**
 * Pure helpers of the dispatch board (tested in test/repair.test.ts): what is left of an order's
 * SLA (the same overdue rule as the server's shape.isOverdue), durations as text, the board's age
 * buckets as the contract's minute bounds, and one timeline line's details.
 */
import type { RepairEvent, RepairOrderRow, RepairPriority, RepairState } from '@campus/api';
import { t } from '@campus/i18n';

const UNASSIGNED: readonly RepairState[] = ['submitted', 'reopened'];
const WORKING: readonly RepairState[] = ['assigned', 'accepted', 'in_progress'];

/** Minutes as "2 天 3 小时", "1 小时 5 分钟", "12 分钟" (the two largest units, zeros left out). */
export function duration(minutes: number): string {
  const m = Math.max(0, Math.floor(minutes));
  const d = Math.floor(m / 1440);
  const h = Math.floor((m % 1440) / 60);
  const min = m % 60;
  const parts: string[] = [];
  if (d) parts.push(t('adminRepair.unit.d', { n: d }));
  if (h) parts.push(t('adminRepair.unit.h', { n: h }));
  if (!d && (min || !h)) parts.push(t('adminRepair.unit.m', { n: min }));
  return parts.join(' ');
}

export type SlaKind = 'assignLeft' | 'finishLeft' | 'assignOver' | 'finishOver' | 'none' | 'ended';
/** `warn`: less than a quarter of the time allowed is left. */
export interface Sla {
  kind: SlaKind;
  minutes: number;
  level: 'ok' | 'warn' | 'over' | 'none';
}

type SlaRow = Pick<RepairOrderRow, 'state' | 'createdAt' | 'assignDueAt' | 'finishDueAt'>;

/** The SLA clock the dispatcher should look at for the order at `now` (seconds). */
export function slaOf(o: SlaRow, now: number): Sla {
  const unassigned = UNASSIGNED.includes(o.state);
  if (!unassigned && !WORKING.includes(o.state)) return { kind: 'ended', minutes: 0, level: 'none' };
  const over = (due: number | null) => due !== null && due < now;
  if (unassigned && over(o.assignDueAt)) return { kind: 'assignOver', minutes: (now - o.assignDueAt!) / 60, level: 'over' };
  if (over(o.finishDueAt)) return { kind: 'finishOver', minutes: (now - o.finishDueAt!) / 60, level: 'over' };
  const [kind, due] = unassigned && o.assignDueAt !== null ? (['assignLeft', o.assignDueAt] as const) : (['finishLeft', o.finishDueAt] as const);
  if (due === null) return { kind: 'none', minutes: 0, level: 'none' };
  const left = due - now;
  return { kind, minutes: left / 60, level: left * 4 < due - o.createdAt ? 'warn' : 'ok' };
}

export function slaText(s: Sla): string {
  if (s.kind === 'none' || s.kind === 'ended') return t(`adminRepair.sla.${s.kind}`);
  return t(`adminRepair.sla.${s.kind}`, { t: duration(s.minutes) });
}

/** The board's age filter: waiting time buckets → the contract's min/max minutes. */
export const AGE_BUCKETS = {
  lt30m: { maxAgeMinutes: 30 },
  lt2h: { minAgeMinutes: 30, maxAgeMinutes: 120 },
  lt1d: { minAgeMinutes: 120, maxAgeMinutes: 1440 },
  gt1d: { minAgeMinutes: 1440 },
} as const;
export type AgeBucket = keyof typeof AGE_BUCKETS;

export function ageBounds(bucket: string | undefined): { minAgeMinutes?: number; maxAgeMinutes?: number } {
  return bucket && bucket in AGE_BUCKETS ? { ...AGE_BUCKETS[bucket as AgeBucket] } : {};
}

export const PRIORITY_COLOR: Record<RepairPriority, string> = { normal: 'default', high: 'orange', urgent: 'red' };
export const STATE_COLOR: Record<RepairState, string> = {
  submitted: 'gold',
  reopened: 'volcano',
  assigned: 'blue',
  accepted: 'cyan',
  in_progress: 'processing',
  done: 'green',
  rated: 'success',
  closed: 'default',
  cancelled: 'default',
  merged: 'purple',
};

/** The last characters of an order id (its random part), as the lists and timeline name other orders. */
export const shortId = (id: string) => id.slice(-8).toUpperCase();

/** What a timeline line adds to its action label: the worker, the priority, stars, the merged order. */
export function eventDetails(e: Pick<RepairEvent, 'detail'>): string[] {
  const d = e.detail;
  const text = (k: string) => (typeof d[k] === 'string' ? (d[k] as string) : null);
  const out: string[] = [];
  const name = text('workerName');
  if (name) out.push(t('adminRepair.event.worker', { name }));
  const p = text('priority');
  if (p === 'normal' || p === 'high' || p === 'urgent') out.push(t('adminRepair.event.priority', { p: t(`repair.priority.${p}`) }));
  if (typeof d.stars === 'number') out.push(t('adminRepair.event.stars', { n: d.stars }));
  const into = text('intoId');
  if (into) out.push(t('adminRepair.event.into', { id: shortId(into) }));
  const from = text('fromId');
  if (from) out.push(t('adminRepair.event.from', { id: shortId(from) }));
  return out;
}

/** Category SLA: the form edits hours, the contract stores whole minutes. */
export const hoursToMinutes = (h: number | string | undefined | null) => Math.max(0, Math.round(Number(h || 0) * 60));
export const minutesToHours = (m: number) => Math.round((m / 60) * 100) / 100;

/** The area form's buildings, one per line (commas also split), trimmed, without repeats. */
export function buildingsOf(text: string | undefined): string[] {
  return [
    ...new Set(
      (text ?? '')
        .split(/[\n,，;；]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}
