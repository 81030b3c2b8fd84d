/** Times of the seat screens (the device's clock and timezone). */
const pad = (n: number) => String(n).padStart(2, '0');

export function hm(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function dayOf(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** `11-22 08:00-12:00` */
export function span(startsAt: number, endsAt: number): string {
  return `${dayOf(startsAt).slice(5)} ${hm(startsAt)}-${hm(endsAt)}`;
}

/** `n` dates from `first` (`YYYY-MM-DD`), by the calendar alone: the site's today comes from the server. */
export function datesFrom(first: string, n: number): string[] {
  const t0 = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(t0 + i * 86_400_000).toISOString().slice(0, 10));
}
