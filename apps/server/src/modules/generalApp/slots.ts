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

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(tz: string): Intl.DateTimeFormat {
  let f = formats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(tz, f);
  }
  return f;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const hhmm = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The local wall clock of an instant. */
export function localOf(seconds: number, tz: string): { date: string; minutes: number; weekday: number } {
  const parts = Object.fromEntries(
    formatOf(tz)
      .formatToParts(new Date(seconds * 1000))
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, minutes: Number(parts.hour) * 60 + Number(parts.minute), weekday: weekdayOf(date) };
}

/** Seconds east of UTC of `tz` at an instant. */
function offsetAt(seconds: number, tz: string): number {
  const l = localOf(seconds, tz);
  const [y, m, d] = l.date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d) / 1000 + l.minutes * 60 + (seconds % 60);
  return wall - seconds;
}

/** The instant of a local date and minute of the day in `tz`. */
export function instantOf(date: string, minutes: number, tz: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d) / 1000 + minutes * 60;
  let t = wall - offsetAt(wall, tz);
  t = wall - offsetAt(t, tz);
  return t;
}

export const isDate = (s: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) &&
  !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
  new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

export function addDays(date: string, n: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + n * 86400000;
  return new Date(t).toISOString().slice(0, 10);
}

export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The Monday of the date's week (the per-week limit's period). */
export const weekOf = (date: string): string => addDays(date, -((weekdayOf(date) + 6) % 7));

export const daysBetween = (a: string, b: string): number =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86400000);

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
