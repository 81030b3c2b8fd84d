/**
 * Calendar arithmetic on local date texts (`YYYY-MM-DD`, the site's wall clock as the server
 * sends it), pure: month grids and weeks starting on Monday, which occurrences cover a day,
 * and the windows the screens ask for. No Date in the browser's own timezone is ever used.
 */
import type { AgendaOccurrence } from '@campus/api';

const utc = (d: string) => Date.parse(`${d}T00:00:00Z`);
const text = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (d: string, n: number): string => text(utc(d) + n * 86400000);
export const daysBetween = (a: string, b: string): number => Math.round((utc(b) - utc(a)) / 86400000);
/** 0 = Monday … 6 = Sunday. */
export const weekdayIndex = (d: string): number => (new Date(utc(d)).getUTCDay() + 6) % 7;
export const mondayOf = (d: string): string => addDays(d, -weekdayIndex(d));
export const monthOf = (d: string): string => d.slice(0, 7);

/** The first day of the month `n` months after the month of `d`. */
export function shiftMonth(d: string, n: number): string {
  const [y, m] = d.split('-').map(Number) as [number, number];
  const total = y * 12 + (m - 1) + n;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}-01`;
}

/** Same day of another month, clamped to its length (31 Jan + 1 month = 28/29 Feb). */
export function sameDayInMonth(d: string, n: number): string {
  const first = shiftMonth(d, n);
  const last = addDays(shiftMonth(first, 1), -1);
  const day = Math.min(Number(d.slice(8, 10)), Number(last.slice(8, 10)));
  return `${first.slice(0, 8)}${String(day).padStart(2, '0')}`;
}

/** The days a month view shows: whole weeks from the Monday on or before the 1st to the Sunday on or after the last day. */
export function monthGrid(d: string): string[] {
  const first = shiftMonth(d, 0);
  const last = addDays(shiftMonth(d, 1), -1);
  const start = mondayOf(first);
  const end = addDays(mondayOf(last), 6);
  return Array.from({ length: daysBetween(start, end) + 1 }, (_, i) => addDays(start, i));
}

export const weekGrid = (d: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(mondayOf(d), i));

/** Occurrences that cover a day (a multi-day item covers each of its days), all-day ones first. */
export function onDay(list: AgendaOccurrence[], day: string): AgendaOccurrence[] {
  return list
    .filter((o) => o.startDate <= day && day <= o.endDate && !(o.endDate === day && !o.allDay && o.endTime === '00:00' && o.startDate !== day))
    .sort((a, b) => Number(b.allDay) - Number(a.allDay) || a.start - b.start);
}

/** Days from `from` to `to` that have something, each with its occurrences (for the list view). */
export function byDay(list: AgendaOccurrence[], from: string, to: string): { day: string; items: AgendaOccurrence[] }[] {
  const out: { day: string; items: AgendaOccurrence[] }[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const items = onDay(list, day);
    if (items.length) out.push({ day, items });
  }
  return out;
}

/** What a reminder offset reads as: key and count (`15` → minutes 15, `1440` → days 1). */
export function remindParts(minutes: number): { unit: 'atStart' | 'minutes' | 'hours' | 'days' | 'weeks'; n: number } {
  if (minutes === 0) return { unit: 'atStart', n: 0 };
  if (minutes % 10080 === 0) return { unit: 'weeks', n: minutes / 10080 };
  if (minutes % 1440 === 0) return { unit: 'days', n: minutes / 1440 };
  if (minutes % 60 === 0) return { unit: 'hours', n: minutes / 60 };
  return { unit: 'minutes', n: minutes };
}
