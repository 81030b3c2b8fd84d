/** Local dates of the site's timezone (pure): a session's day, and a local time to an instant. */

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(tz: string): Intl.DateTimeFormat {
  let f = formats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    formats.set(tz, f);
  }
  return f;
}

/** The local date (`YYYY-MM-DD`) and minute of the day of an instant. */
export function localOf(seconds: number, tz: string): { date: string; minutes: number } {
  const p = Object.fromEntries(formatOf(tz).formatToParts(new Date(seconds * 1000)).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
}

/** The instant of a local date and `HH:MM` in `tz` (two passes settle a DST edge). */
export function instantOf(date: string, hhmm: string, tz: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d) / 1000 + (Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))) * 60;
  const offset = (t: number) => {
    const l = localOf(t, tz);
    const [ly, lm, ld] = l.date.split('-').map(Number) as [number, number, number];
    return Date.UTC(ly, lm - 1, ld) / 1000 + l.minutes * 60 - (t - (t % 60));
  };
  let t = wall - offset(wall);
  t = wall - offset(t);
  return t;
}

export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);
}

export const isRealDate = (s: string): boolean => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
