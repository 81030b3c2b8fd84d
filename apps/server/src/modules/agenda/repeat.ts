/**
 * Repeat expansion, pure: an item's occurrences in the site's timezone. A repeat keeps the wall
 * clock (09:00 stays 09:00 across a DST change); a monthly repeat on the 31st skips months
 * without one (as RFC 5545 does); `until` is the last local date an occurrence may start on.
 * All-day items span whole local days; their reminders count back from 09:00 of the first day.
 */
import type { AgendaRepeat } from '@campus/api';
import { addDays, daysBetween, instantOf, localOf } from '../../platform/time.js';

export interface Rule {
  allDay: boolean;
  startAt: number;
  endAt: number;
  repeat: AgendaRepeat;
  until: string | null;
}

export interface Occurrence {
  start: number;
  end: number;
}

/** Where an all-day item's reminders count back from: 09:00 local of its first day. */
export const ALL_DAY_REMIND_MINUTES = 9 * 60;
/** No expansion walks further than this many steps (a forever-daily item over ten years). */
const MAX_STEPS = 4000;

export function addMonths(date: string, n: number): string | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + n;
  const yy = Math.floor(total / 12);
  const mm = (total % 12) + 1;
  const out = `${String(yy).padStart(4, '0')}-${String(mm).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  // The 31st of a 30-day month does not exist: that month has no occurrence.
  return new Date(`${out}T00:00:00Z`).toISOString().startsWith(out) ? out : null;
}

/** The local start date of the n-th repeat (null when that month lacks the day). */
function nthDate(first: string, repeat: AgendaRepeat, n: number): string | null {
  if (repeat === 'daily') return addDays(first, n);
  if (repeat === 'weekly') return addDays(first, 7 * n);
  if (repeat === 'monthly') return addMonths(first, n);
  return n === 0 ? first : null;
}

/** A step count safely before the first occurrence that could end after `from`. */
function firstStep(rule: Rule, first: string, fromDate: string, spanDays: number): number {
  const behind = daysBetween(first, fromDate) - spanDays - 1;
  if (behind <= 0 || rule.repeat === 'none') return 0;
  if (rule.repeat === 'daily') return behind;
  if (rule.repeat === 'weekly') return Math.floor(behind / 7);
  return Math.max(0, Math.floor(behind / 31) - 1);
}

/** Occurrences in start order, beginning with the first that could end after `from`. */
export function* occurrencesFrom(rule: Rule, tz: string, from: number): Generator<Occurrence> {
  const first = localOf(rule.startAt, tz);
  const timedLength = rule.endAt - rule.startAt;
  const spanDays = rule.allDay ? Math.max(1, daysBetween(first.date, localOf(rule.endAt, tz).date)) : Math.ceil(timedLength / 86400);
  let n = firstStep(rule, first.date, localOf(from, tz).date, spanDays);
  for (let steps = 0; steps < MAX_STEPS; steps++, n++) {
    const date = nthDate(first.date, rule.repeat, n);
    if (date === null) {
      if (rule.repeat === 'none') return;
      continue;
    }
    if (rule.until !== null && rule.repeat !== 'none' && date > rule.until) return;
    const start = rule.allDay ? instantOf(date, 0, tz) : instantOf(date, first.minutes, tz);
    const end = rule.allDay ? instantOf(addDays(date, spanDays), 0, tz) : start + timedLength;
    if (end > from || start >= from) yield { start, end };
    if (rule.repeat === 'none') return;
  }
}

/** Occurrences overlapping [from, to). */
export function occurrencesIn(rule: Rule, tz: string, from: number, to: number): Occurrence[] {
  const out: Occurrence[] = [];
  for (const o of occurrencesFrom(rule, tz, from)) {
    if (o.start >= to) break;
    out.push(o);
  }
  return out;
}

/** When a reminder `minutes` before an occurrence fires. */
export function fireTime(rule: Pick<Rule, 'allDay'>, start: number, minutes: number): number {
  return (rule.allDay ? start + ALL_DAY_REMIND_MINUTES * 60 : start) - minutes * 60;
}

/** The first firing of a reminder strictly after `after`, with the occurrence it announces. */
export function nextFiring(rule: Rule, tz: string, minutes: number, after: number): { fireAt: number; startAt: number } | null {
  // An occurrence whose reminder is still ahead cannot have started more than `minutes` before `after`.
  for (const o of occurrencesFrom(rule, tz, after - minutes * 60 - 86400)) {
    const fireAt = fireTime(rule, o.start, minutes);
    if (fireAt > after) return { fireAt, startAt: o.start };
  }
  return null;
}
