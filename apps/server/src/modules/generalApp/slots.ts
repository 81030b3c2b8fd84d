/**
 * Slot arithmetic, pure (no database, no clock): a space's opening hours per weekday in the
 * site's timezone become slots of `slotMinutes`; dates are local `YYYY-MM-DD` texts, instants
 * integer seconds. Weekdays follow JavaScript: 0 = Sunday … 6 = Saturday.
 */

/** Per weekday (index 0 = Sunday), the open ranges as `HH:MM` texts. */
export type OpeningHours = { from: string; to: string }[][];

export interface SlotRule {
  hours: OpeningHours;
  slotMinutes: number;
}

export interface Slot {
  startsAt: number;
  endsAt: number;
  /** Local `HH:MM` of the start and end. */
  from: string;
  to: string;
}

// The site-timezone arithmetic is the platform's; re-exported for this module's files.
import { addDays, daysBetween, hhmm, instantOf, localOf, minutesOf, weekdayOf } from '../../platform/time.js';

export {
  addDays,
  daysBetween,
  hhmm,
  instantOf,
  isDate,
  localOf,
  minutesOf,
  weekdayOf,
  weekOf,
} from '../../platform/time.js';

/** The slots of one local date: each open range cut into whole slots (a short tail is dropped). */
export function slotsOn(rule: SlotRule, date: string, tz: string): Slot[] {
  const ranges = rule.hours[weekdayOf(date)] ?? [];
  const out: Slot[] = [];
  for (const r of ranges) {
    const end = minutesOf(r.to);
    for (let m = minutesOf(r.from); m + rule.slotMinutes <= end; m += rule.slotMinutes) {
      out.push({
        startsAt: instantOf(date, m, tz),
        endsAt: instantOf(date, m + rule.slotMinutes, tz),
        from: hhmm(m),
        to: hhmm(m + rule.slotMinutes),
      });
    }
  }
  return out.sort((a, b) => a.startsAt - b.startsAt);
}

/** The slot starting at `startsAt`, if the opening hours have one. */
export function slotAt(rule: SlotRule, startsAt: number, tz: string): Slot | undefined {
  const { date } = localOf(startsAt, tz);
  return slotsOn(rule, date, tz).find((s) => s.startsAt === startsAt);
}

/** Whether ranges are well formed: `from < to`, on the grid of minutes, not overlapping. */
export function hoursError(hours: OpeningHours): string | null {
  for (const [d, ranges] of hours.entries()) {
    const sorted = [...ranges].sort((a, b) => minutesOf(a.from) - minutesOf(b.from));
    for (const [i, r] of sorted.entries()) {
      if (minutesOf(r.from) >= minutesOf(r.to)) return `${d}: ${r.from}-${r.to} ends before it starts`;
      const prev = sorted[i - 1];
      if (prev && minutesOf(prev.to) > minutesOf(r.from))
        return `${d}: ${prev.from}-${prev.to} overlaps ${r.from}-${r.to}`;
    }
  }
  return null;
}

/** The dates from `first` to `until` (inclusive) falling on `weekdays`. */
export function recurringDates(first: string, weekdays: readonly number[], until: string): string[] {
  const out: string[] = [];
  for (let d = first; d <= until; d = addDays(d, 1)) if (weekdays.includes(weekdayOf(d))) out.push(d);
  return out;
}

/** The bookable window: from today to `horizonDays - 1` days ahead (local dates). */
export function inHorizon(date: string, today: string, horizonDays: number): boolean {
  const n = daysBetween(today, date);
  return n >= 0 && n < horizonDays;
}
