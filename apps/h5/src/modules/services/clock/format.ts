/** Pure helpers of the clock-in screens: the month grid, moving between months, times. */
import type { ClockDayState } from '@campus/api';

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM` of a `YYYY-MM-DD` date. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The month `n` months after `month` (negative: before). */
export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${pad((i % 12) + 1)}`;
}

/** The month's dates in weeks starting on Sunday, with nulls before the first and after the last day. */
export function monthGrid(month: string): (string | null)[][] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells: (string | null)[] = [...Array<null>(first).fill(null), ...Array.from({ length: days }, (_, i) => `${month}-${pad(i + 1)}`)];
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export const STATE_COLOR: Record<ClockDayState, string> = {
  onTime: '#2fa86b',
  late: '#f0a020',
  missed: '#e5483e',
  pending: '#3470d8',
  rest: 'transparent',
  future: 'transparent',
};
