/**
 * The wall clock of an IANA timezone, pure: an instant's calendar and clock in a zone, and the
 * instant of a wall time there. The server turns opening hours, timetables and days into instants
 * with it; the apps write times on the site's clock with it. Instants are seconds.
 */

/** A wall clock: month 1–12, hour 0–23. */
export interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(tz: string): Intl.DateTimeFormat {
  let f = formats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formats.set(tz, f);
  }
  return f;
}

/** Whether this runtime knows the zone (`Asia/Shanghai`, `UTC`). */
export function isTimeZone(name: string): boolean {
  try {
    formatOf(name);
    return true;
  } catch {
    return false;
  }
}

/** The calendar and clock in `tz` at an instant, as the zone's database says (no memo). */
function wallByIntl(seconds: number, tz: string): Wall {
  const parts: Record<string, number> = {};
  for (const p of formatOf(tz).formatToParts(new Date(seconds * 1000))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1, hour: (parts.hour ?? 0) % 24, minute: parts.minute ?? 0, second: parts.second ?? 0,
  };
}

const asUtc = (w: Wall): number => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) / 1000;

/**
 * Offsets remembered per zone and quarter hour: zones change their offset on a quarter hour, so
 * an export of a year of orders asks Intl a few thousand times, not once a cell.
 */
const QUARTER = 900;
const offsets = new Map<string, Map<number, number>>();

/** Seconds `tz` is ahead of UTC at an instant. */
export function offsetAt(seconds: number, tz: string): number {
  const s = Math.floor(seconds);
  const quarter = Math.floor(s / QUARTER);
  let memo = offsets.get(tz);
  if (!memo) offsets.set(tz, (memo = new Map()));
  let offset = memo.get(quarter);
  if (offset === undefined) {
    offset = asUtc(wallByIntl(quarter * QUARTER, tz)) - quarter * QUARTER;
    if (memo.size >= 50_000) memo.clear();
    memo.set(quarter, offset);
  }
  return offset;
}

/** The calendar and clock in `tz` at an instant (a fraction of a second is dropped). */
export function wallOf(seconds: number, tz: string): Wall {
  const d = new Date((Math.floor(seconds) + offsetAt(seconds, tz)) * 1000);
  return {
    year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds(),
  };
}

/**
 * The instant of a wall time in `tz`. Around a daylight-saving change a time that happens twice
 * is its first; one that never happens is read past the change (02:30 on the spring-forward night
 * is 03:30).
 */
export function instantAt(wall: Wall, tz: string): number {
  const target = asUtc(wall);
  const guess = target - offsetAt(target, tz);
  const exact = target - offsetAt(guess, tz);
  return asUtc(wallOf(exact, tz)) === target ? exact : guess;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD`. */
export const wallDate = (w: Wall): string => `${w.year}-${pad(w.month)}-${pad(w.day)}`;

/** `HH:MM`. */
export const wallClock = (w: Wall): string => `${pad(w.hour)}:${pad(w.minute)}`;

/** A wall time written `YYYY-MM-DD`, `YYYY-MM-DD HH:mm` or `YYYY-MM-DD HH:mm:ss` (a `T` allowed); undefined for anything else. */
export function wallFromText(text: string): Wall | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1).map((v) => (v === undefined ? undefined : Number(v))) as number[];
  return { year: year!, month: month!, day: day!, hour, minute, second };
}

/**
 * One zone's clock, as the apps show and take times: instants (seconds) written on it, and wall
 * times read back as instants.
 */
export interface Clock {
  readonly zone: string;
  wall(seconds: number): Wall;
  /** `YYYY-MM-DD`. */
  date(seconds: number): string;
  /** `HH:mm`. */
  clock(seconds: number): string;
  /** `YYYY-MM-DD HH:mm`. */
  time(seconds: number): string;
  /** The instant of a wall time (see `instantAt`), or of its text (see `wallFromText`): undefined when it is none. */
  at(wall: Wall | string): number | undefined;
}

export function clockIn(zone: string): Clock {
  return {
    zone,
    wall: (seconds) => wallOf(seconds, zone),
    date: (seconds) => wallDate(wallOf(seconds, zone)),
    clock: (seconds) => wallClock(wallOf(seconds, zone)),
    time(seconds) {
      const w = wallOf(seconds, zone);
      return `${wallDate(w)} ${wallClock(w)}`;
    },
    at(wall) {
      const w = typeof wall === 'string' ? wallFromText(wall) : wall;
      const at = w && instantAt(w, zone);
      return at !== undefined && Number.isFinite(at) ? at : undefined;
    },
  };
}
