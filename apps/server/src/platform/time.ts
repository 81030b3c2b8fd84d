/**
 * Local dates and times of a site's timezone, pure (no database, no clock): dates are local
 * `YYYY-MM-DD` texts, instants integer seconds, weekdays as in JavaScript (0 = Sunday). Every
 * module that turns opening hours, sessions or timetables into instants uses these.
 */

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

/** The instant of a local date and time of day (minutes, or `HH:MM`) in `tz`; two passes settle a DST edge. */
export function instantOf(date: string, time: number | string, tz: string): number {
  const minutes = typeof time === 'string' ? minutesOf(time) : time;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d) / 1000 + minutes * 60;
  let t = wall - offsetAt(wall, tz);
  t = wall - offsetAt(t, tz);
  return t;
}

/** A real calendar date written `YYYY-MM-DD` (not 2026-02-30). */
export const isDate = (s: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) &&
  !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
  new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

export function addDays(date: string, n: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + n * 86400000;
  return new Date(t).toISOString().slice(0, 10);
}

export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The Monday of the date's week. */
export const weekOf = (date: string): string => addDays(date, -((weekdayOf(date) + 6) % 7));

export const daysBetween = (a: string, b: string): number =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86400000);
