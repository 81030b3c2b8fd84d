/**
 * Times of the API (seconds) as the console shows and takes them: on the site's clock (its
 * timezone, from the site's profile at start; this computer's zone until then), written one way
 * (2026-11-25 06:14) whatever the browser's language. A manager whose laptop is set to another
 * zone still schedules 08:00 as the school's 08:00.
 *
 * The date pickers hold wall times (`YYYY-MM-DD HH:mm:ss` texts, no zone): `wallText` gives them
 * one from seconds, `wallSeconds` reads one back on the site's clock. The zone arithmetic is the
 * server's too (@campus/api/rules: wallOf, instantAt).
 */
import { instantAt, isTimeZone, wallClock, wallDate, wallOf } from '@campus/api/rules';

const pad = (n: number) => String(n).padStart(2, '0');

let zone: string | undefined;

/** The site's IANA timezone (undefined: this computer's). */
export function setTimeZone(next: string | undefined): void {
  zone = next && isTimeZone(next) ? next : undefined;
}

export function timeZone(): string {
  return zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** `YYYY-MM-DD`. */
export const dateText = (seconds: number): string => wallDate(wallOf(seconds, timeZone()));

/** `HH:mm`. */
export const clockText = (seconds: number): string => wallClock(wallOf(seconds, timeZone()));

/** `YYYY-MM-DD HH:mm`; '-' when there is none. */
export function timeText(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '-';
  const w = wallOf(seconds, timeZone());
  return `${wallDate(w)} ${wallClock(w)}`;
}

/** `YYYY-MM-DD HH:mm:ss` on the site's clock: what a date picker is given to show. */
export function wallText(seconds: number): string {
  const w = wallOf(seconds, timeZone());
  return `${wallDate(w)} ${wallClock(w)}:${pad(w.second)}`;
}

/**
 * The instant of a wall time on the site's clock (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm[:ss]`, a `T`
 * allowed); undefined for anything else. Around a daylight-saving change a time that happens
 * twice is its first; one that never happens is read past the change.
 */
export function wallSeconds(text: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1).map((v) => (v === undefined ? undefined : Number(v))) as number[];
  const at = instantAt({ year: year!, month: month!, day: day!, hour, minute, second }, timeZone());
  return Number.isFinite(at) ? at : undefined;
}
