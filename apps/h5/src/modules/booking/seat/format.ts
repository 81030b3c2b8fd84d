/** Times of the seat screens (the device's clock and timezone). */
import { dateParts } from '@campus/api/rules';
export function hm(seconds: number): string {
  const d = dateParts(seconds);
  return `${d.hour}:${d.min}`;
}

export const dayOf = (seconds: number): string => dateParts(seconds).noTime;

/** `11-22 08:00-12:00` */
export function span(startsAt: number, endsAt: number): string {
  return `${dayOf(startsAt).slice(5)} ${hm(startsAt)}-${hm(endsAt)}`;
}

/** A session's times of day, `14:00-18:00`. */
export const times = (startsAt: number, endsAt: number): string => `${hm(startsAt)}-${hm(endsAt)}`;

/** A session as shown: `11-27 14:00-18:00`, after its title when it has one other than its times. */
export function sessionLabel(title: string, startsAt: number, endsAt: number): string {
  const when = span(startsAt, endsAt);
  return title && title !== times(startsAt, endsAt) ? `${title} ${when}` : when;
}

/** `n` dates from `first` (`YYYY-MM-DD`), by the calendar alone: the site's today comes from the server. */
export function datesFrom(first: string, n: number): string[] {
  const t0 = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(t0 + i * 86_400_000).toISOString().slice(0, 10));
}
