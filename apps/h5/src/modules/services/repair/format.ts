/**
 * Pure helpers of the repair screens: which SLA timer runs and how long is left, the buttons a
 * role sees (from the server's `can`), and the addresses inside the module for a site variant.
 */
import type { RepairAction, RepairMaterial, RepairOrderRow, RepairState } from '@campus/api';
import { instantAt, wallOf } from '@campus/api/rules';

/** The timer that runs on an order now: to assignment while unassigned, to finish while being worked on. */
export type Sla = { kind: 'none' } | { kind: 'left' | 'overdue'; which: 'assign' | 'finish'; dueAt: number; minutes: number };

const UNASSIGNED: readonly RepairState[] = ['submitted', 'reopened'];
const WORKING: readonly RepairState[] = ['assigned', 'accepted', 'in_progress'];

export function slaOf(o: Pick<RepairOrderRow, 'state' | 'assignDueAt' | 'finishDueAt' | 'overdue'>, now: number): Sla {
  const which = UNASSIGNED.includes(o.state) ? 'assign' : WORKING.includes(o.state) ? 'finish' : null;
  const dueAt = which === 'assign' ? o.assignDueAt : which === 'finish' ? o.finishDueAt : null;
  if (!which || dueAt === null) return { kind: 'none' };
  const late = dueAt <= now || o.overdue;
  // Whole minutes, rounded towards "more urgent": 30 s left shows as 0 min left, 30 s late as 1 min late.
  const minutes = late ? Math.max(0, Math.ceil((now - dueAt) / 60)) : Math.floor((dueAt - now) / 60);
  return { kind: late ? 'overdue' : 'left', which, dueAt, minutes };
}

/** Minutes as days, hours and minutes (the largest two units that matter). */
export function durationParts(minutes: number): { d: number; h: number; m: number } {
  const total = Math.max(0, Math.round(minutes));
  return { d: Math.floor(total / 1440), h: Math.floor((total % 1440) / 60), m: total % 60 };
}

/** "2 d 3 h", "3 h 5 min", "5 min", with the words of the current language. */
export function formatDuration(minutes: number, unit: { d: string; h: string; m: string }): string {
  const p = durationParts(minutes);
  if (p.d) return p.h ? `${p.d}${unit.d} ${p.h}${unit.h}` : `${p.d}${unit.d}`;
  if (p.h) return p.m ? `${p.h}${unit.h} ${p.m}${unit.m}` : `${p.h}${unit.h}`;
  return `${p.m}${unit.m}`;
}

/** Each role's buttons, in the order they are shown; what the server's `can` holds decides. */
export const ROLE_ACTIONS = {
  reporter: ['rate', 'addInfo', 'cancel'],
  worker: ['accept', 'start', 'finish', 'progress', 'sendBack'],
  dispatcher: ['assign', 'reassign', 'priority', 'merge', 'close'],
} as const satisfies Record<string, readonly RepairAction[]>;
export type RepairRole = keyof typeof ROLE_ACTIONS;

export function actionsFor<R extends RepairRole>(can: readonly RepairAction[], role: R): (typeof ROLE_ACTIONS)[R][number][] {
  return ROLE_ACTIONS[role].filter((a) => can.includes(a));
}

/** The worker's next step on the order (the one big button), or null when none is left. */
export function workerStep(can: readonly RepairAction[]): 'accept' | 'start' | 'finish' | null {
  return actionsFor(can, 'worker').find((a): a is 'accept' | 'start' | 'finish' => a === 'accept' || a === 'start' || a === 'finish') ?? null;
}

export const STATE_COLOR: Record<RepairState, 'default' | 'primary' | 'success' | 'warning' | 'danger'> = {
  submitted: 'warning',
  reopened: 'danger',
  assigned: 'primary',
  accepted: 'primary',
  in_progress: 'primary',
  done: 'success',
  rated: 'success',
  closed: 'default',
  cancelled: 'default',
  merged: 'default',
};

/**
 * The module's address for a route variant: the scu screens are aliases of the same screens
 * and keep the user under /scurepair/ (where statistic also lives).
 */
const BASE_OF_VARIANT: Record<string, string> = { scu: '/scurepair' };
export function repairPath(variant: string | undefined, page: string, id?: string): string {
  const base = BASE_OF_VARIANT[variant ?? ''] ?? '/repair';
  return `${base}/${page}${id ? `?id=${encodeURIComponent(id)}` : ''}`;
}
export const hasStatistic = (variant: string | undefined) => variant !== undefined && variant in BASE_OF_VARIANT;

/** "East 1 · 302". */
export const placeOf = (o: Pick<RepairOrderRow, 'areaName' | 'building' | 'room'>) => [o.building, o.room].filter(Boolean).join(' · ') || o.areaName;

/**
 * The first second of the site day holding `at`, moved by `days`: the statistics' days are dates
 * on the site's clock (`zone`), however long daylight saving makes them.
 */
export function siteDayStart(at: number, zone: string, days = 0): number {
  const w = wallOf(at, zone);
  return instantAt({ year: w.year, month: w.month, day: w.day + days, hour: 0, minute: 0, second: 0 }, zone);
}

/** A material row as typed on the phone. */
export interface MaterialDraft {
  name: string;
  quantity: string;
  unit: string;
}

/** Drafts as the contract takes them: named rows with a number of 0 or more. */
export function toMaterials(drafts: readonly MaterialDraft[]): RepairMaterial[] {
  return drafts
    .filter((d) => d.name.trim())
    .map((d) => ({ name: d.name.trim(), quantity: Math.max(0, Number(d.quantity) || 0), unit: d.unit.trim() }));
}
