/**
 * Local dates and times of a site's timezone, pure (no database, no clock): dates are local
 * `YYYY-MM-DD` texts, instants integer seconds, weekdays as in JavaScript (0 = Sunday). Every
 * module that turns opening hours, sessions or timetables into instants uses these; the zone
 * arithmetic itself is shared with the apps (@campus/api/rules/zone: wallOf, instantAt).
 */
import { instantAt, wallDate, wallOf } from '@campus/api/rules/zone';

const pad = (n: number) => String(n).padStart(2, '0');
export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const hhmm = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The local wall clock of an instant. */
export function localOf(seconds: number, tz: string): { date: string; minutes: number; weekday: number } {
  const w = wallOf(seconds, tz);
  const date = wallDate(w);
  return { date, minutes: w.hour * 60 + w.minute, weekday: weekdayOf(date) };
}

/** The instant of a local date and time of day (minutes, or `HH:MM`) in `tz` (daylight saving: see instantAt). */
export function instantOf(date: string, time: number | string, tz: string): number {
  const minutes = typeof time === 'string' ? minutesOf(time) : time;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // Date.UTC carries minutes past 24:00 (a slot ending at midnight) into the next day.
  return instantAt({ year, month, day, hour: 0, minute: minutes, second: 0 }, tz);
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
