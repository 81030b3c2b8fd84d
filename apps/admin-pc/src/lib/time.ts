/**
 * Times of the API (seconds) as the console shows and takes them: on the site's clock (its
 * timezone, from the site's profile at start; this computer's zone until then), written one way
 * (2026-11-25 06:14) whatever the browser's language. A manager whose laptop is set to another
 * zone still schedules 08:00 as the school's 08:00.
 *
 * The date pickers hold wall times (`YYYY-MM-DD HH:mm:ss` texts, no zone): `wallText` gives them
 * one from seconds, `wallSeconds` reads one back on the site's clock.
 */
const pad = (n: number) => String(n).padStart(2, '0');

let zone: string | undefined;

/** The site's IANA timezone (undefined: this computer's). */
export function setTimeZone(next: string | undefined): void {
  zone = next && isZone(next) ? next : undefined;
}

export function timeZone(): string {
  return zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function isZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

function format(tz: string): Intl.DateTimeFormat {
  let f = formats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formats.set(tz, f);
  }
  return f;
}

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The site's calendar and clock at this instant. */
function wallOf(seconds: number): Wall {
  const parts: Record<string, number> = {};
  for (const p of format(timeZone()).formatToParts(new Date(Math.floor(seconds) * 1000))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1, hour: (parts.hour ?? 0) % 24, minute: parts.minute ?? 0, second: parts.second ?? 0 };
}

function wallFields(seconds: number): [number, number, number, number, number, number] {
  const w = wallOf(seconds);
  return [w.year, w.month - 1, w.day, w.hour, w.minute, w.second];
}

/** `YYYY-MM-DD`. */
export function dateText(seconds: number): string {
  const w = wallOf(seconds);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** `HH:mm`. */
export function clockText(seconds: number): string {
  const w = wallOf(seconds);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

/** `YYYY-MM-DD HH:mm`; '-' when there is none. */
export function timeText(seconds: number | null | undefined): string {
  return seconds === null || seconds === undefined ? '-' : `${dateText(seconds)} ${clockText(seconds)}`;
}

/** `YYYY-MM-DD HH:mm:ss` on the site's clock: what a date picker is given to show. */
export function wallText(seconds: number): string {
  const w = wallOf(seconds);
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/** How far the site's clock is ahead of UTC at this instant, in seconds. */
function offsetAt(seconds: number): number {
  return Date.UTC(...wallFields(seconds)) / 1000 - Math.floor(seconds);
}

/** Minutes the site's clock is ahead of UTC now (a statistics call's day boundaries). */
export function offsetMinutes(now = Date.now() / 1000): number {
  return Math.round(offsetAt(now) / 60);
}

/**
 * The instant of a wall time on the site's clock (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm[:ss]`, a `T`
 * allowed); undefined for anything else.
 */
export function wallSeconds(text: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1).map((v) => (v === undefined ? undefined : Number(v))) as number[];
  const asUtc = Date.UTC(year!, month! - 1, day!, hour, minute, second) / 1000;
  if (!Number.isFinite(asUtc)) return undefined;
  // The offset where the wall time falls; asked twice, for the hours around a daylight-saving
  // change (a time that happens twice is its first; one that never happens is read past the change).
  const guess = asUtc - offsetAt(asUtc);
  const exact = asUtc - offsetAt(guess);
  return Date.UTC(...wallFields(exact)) / 1000 === asUtc ? exact : guess;
}
