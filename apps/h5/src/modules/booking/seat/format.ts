/**
 * Times of the seat screens, always in the site's timezone (see lib/time.ts): sessions are the site's
 * wall-clock slots and are titled by them, so a phone set to another zone must not move them.
 */
import { wallClock, wallDate, wallOf } from '@campus/api/rules';

/** The local date (`YYYY-MM-DD`) and time (`HH:MM`) of an instant (seconds) in `zone`. */
export function localIn(seconds: number, zone: string): { date: string; time: string } {
  const w = wallOf(seconds, zone);
  return { date: wallDate(w), time: wallClock(w) };
}

export const hm = (seconds: number, zone: string): string => localIn(seconds, zone).time;

export const dayOf = (seconds: number, zone: string): string => localIn(seconds, zone).date;

/** `11-22 08:00-12:00` */
export function span(startsAt: number, endsAt: number, zone: string): string {
  return `${dayOf(startsAt, zone).slice(5)} ${times(startsAt, endsAt, zone)}`;
}

/** A session's times of day, `14:00-18:00`. */
export const times = (startsAt: number, endsAt: number, zone: string): string => `${hm(startsAt, zone)}-${hm(endsAt, zone)}`;

/** A session by its times of day, after its title when it has one other than them: `晚自习 19:00-21:30`. */
export function sessionName(title: string, startsAt: number, endsAt: number, zone: string): string {
  const when = times(startsAt, endsAt, zone);
  return title && title !== when ? `${title} ${when}` : when;
}

/** A session as shown: `11-27 14:00-18:00`, after its title when it has one other than its times. */
export function sessionLabel(title: string, startsAt: number, endsAt: number, zone: string): string {
  const when = span(startsAt, endsAt, zone);
  return title && title !== times(startsAt, endsAt, zone) ? `${title} ${when}` : when;
}

/** `n` dates from `first` (`YYYY-MM-DD`), by the calendar alone: the site's today comes from the server. */
export function datesFrom(first: string, n: number): string[] {
  const t0 = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(t0 + i * 86_400_000).toISOString().slice(0, 10));
}
