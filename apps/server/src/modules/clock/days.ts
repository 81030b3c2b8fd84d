/**
 * Pure rules of a clock-in day (no database, no clock): whether a rule applies on a date,
 * where a window stands at an instant, whether a tap is late, and how a day or a window reads
 * on the calendar. Dates are local `YYYY-MM-DD` of the site's timezone.
 */
import type { ClockDayState, ClockStatus, ClockWindow } from '@campus/api';
import { instantOf, localOf, weekdayOf } from '../../platform/time.js';

export interface RuleDays {
  weekdays: number[];
  startsOn: string | null;
  endsOn: string | null;
  active: boolean;
  /** The local date the rule was made: earlier days were never expected. */
  since: string;
}

export function appliesOn(r: RuleDays, date: string): boolean {
  return r.active && date >= r.since && r.weekdays.includes(weekdayOf(date)) && (!r.startsOn || date >= r.startsOn) && (!r.endsOn || date <= r.endsOn);
}

/** A window opens at the first second of `start` and closes after the last second of `end`. */
export function windowState(w: ClockWindow, date: string, t: number, tz: string): 'upcoming' | 'open' | 'closed' {
  if (t < instantOf(date, w.start, tz)) return 'upcoming';
  return t < instantOf(date, w.end, tz) + 60 ? 'open' : 'closed';
}

/** Late once the `late` minute has passed. */
export function statusAt(w: ClockWindow, date: string, t: number, tz: string): ClockStatus {
  return w.late !== null && t >= instantOf(date, w.late, tz) + 60 ? 'late' : 'onTime';
}

/** How one window of a day reads: its record's status, or missed once closed, else pending. */
export function windowDayState(w: ClockWindow, date: string, record: { status: string } | undefined, t: number, tz: string): ClockDayState {
  if (record) return record.status === 'late' ? 'late' : 'onTime';
  return windowState(w, date, t, tz) === 'closed' ? 'missed' : 'pending';
}

/** A day is as good as its worst window: missed, then late, then pending, else on time. */
export function worst(states: ClockDayState[]): ClockDayState {
  for (const s of ['missed', 'late', 'pending', 'onTime'] as const) if (states.includes(s)) return s;
  return 'rest';
}

export const todayOf = (t: number, tz: string): string => localOf(t, tz).date;

/** Every date of a `YYYY-MM` month. */
export function datesOf(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}
