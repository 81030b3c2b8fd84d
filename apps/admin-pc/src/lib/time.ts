/**
 * Times of the API (seconds) as the console shows and takes them: on the site's clock (its
 * timezone, from the site's profile at start; this computer's zone until then), written one way
 * (2026-11-25 06:14) whatever the browser's language. A manager whose laptop is set to another
 * zone still schedules 08:00 as the school's 08:00.
 *
 * The date pickers hold wall times (`YYYY-MM-DD HH:mm:ss` texts, no zone): `wallText` gives them
 * one from seconds, `wallSeconds` reads one back on the site's clock. The zone arithmetic is the
 * server's too (@campus/api/rules: clockIn over wallOf and instantAt).
 */
import { clockIn, isTimeZone, type Clock } from '@campus/api/rules';

const pad = (n: number) => String(n).padStart(2, '0');

let zone: string | undefined;

/** The site's IANA timezone (undefined: this computer's). */
export function setTimeZone(next: string | undefined): void {
  zone = next && isTimeZone(next) ? next : undefined;
}

export function timeZone(): string {
  return zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const clock = (): Clock => clockIn(timeZone());

/** `YYYY-MM-DD`. */
export const dateText = (seconds: number): string => clock().date(seconds);

/** `HH:mm`. */
export const clockText = (seconds: number): string => clock().clock(seconds);

/** `YYYY-MM-DD HH:mm`; '-' when there is none. */
export function timeText(seconds: number | null | undefined): string {
  return seconds === null || seconds === undefined ? '-' : clock().time(seconds);
}

/** `YYYY-MM-DD HH:mm:ss` on the site's clock: what a date picker is given to show. */
export function wallText(seconds: number): string {
  const c = clock();
  return `${c.time(seconds)}:${pad(c.wall(seconds).second)}`;
}

/**
 * The instant of a wall time on the site's clock (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm[:ss]`, a `T`
 * allowed); undefined for anything else. Around a daylight-saving change a time that happens
 * twice is its first; one that never happens is read past the change.
 */
export const wallSeconds = (text: string): number | undefined => clock().at(text);
