/**
 * ProTable glue shared by the list pages: its sort object to the contract's `field,order`
 * text, columns of the API's times (seconds), and seconds to and from what the date pickers hold
 * (wall times on the site's clock, lib/time).
 */
import type { ProColumns } from '@ant-design/pro-components';
import type { SortOrder } from 'antd/es/table/interface';
import { timeText, wallSeconds, wallText } from './time';

export function sorterParam<F extends string>(sort: Record<string, SortOrder>, fields: readonly F[]): string | undefined {
  for (const [field, order] of Object.entries(sort)) {
    if (order && (fields as readonly string[]).includes(field)) return `${field},${order}`;
  }
  return undefined;
}

/** What a date picker is given to show these seconds on the site's clock. */
export const pickerValue = (seconds: number | null | undefined): string | undefined =>
  seconds === null || seconds === undefined ? undefined : wallText(seconds);

/** Milliseconds since the epoch, to compare with Date.now(). */
export const ms = (seconds: number | null | undefined): number | undefined =>
  seconds === null || seconds === undefined ? undefined : seconds * 1000;

/**
 * A column of API times (seconds), written as the rest of the console writes them (lib/time:
 * `2026-11-27 05:10`) rather than by ProTable's valueType 'dateTime' (seconds, its own format).
 * Never a search field: a table filters by dates through a separate `dateRange` column.
 */
export function timeColumn<T>(title: string, dataIndex: string, more: ProColumns<T> = {}): ProColumns<T> {
  return {
    title,
    dataIndex,
    width: 150,
    renderText: (v: number | null | undefined) => timeText(v),
    ...more,
    search: false,
  };
}

/** Drops empty filter values so the query string carries only what the user chose. */
export function compact<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Partial<T>;
}

/**
 * Seconds from what a date picker hands over: a wall text or a Dayjs (its date and clock read on
 * the site's clock, whatever this computer's zone), or a number of milliseconds (an instant).
 */
export function toSeconds(v: unknown): number | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'number') return Number.isFinite(v) ? Math.floor(v / 1000) : undefined;
  if (typeof v === 'string') return wallSeconds(v);
  const dayjs = v as { format?: (f: string) => string; valueOf(): number };
  if (typeof dayjs.format === 'function') return wallSeconds(dayjs.format('YYYY-MM-DD HH:mm:ss'));
  const time = Number(dayjs.valueOf());
  return Number.isFinite(time) ? Math.floor(time / 1000) : undefined;
}

/** What ProTable's `request` wants from a `{ list, total }` answer; a refused call shows an empty table (the request layer already told the user). */
export async function tableResult<T>(answer: Promise<{ list: T[]; total: number }>): Promise<{ data: T[]; total: number; success: boolean }> {
  try {
    const res = await answer;
    return { data: res.list, total: res.total, success: true };
  } catch {
    return { data: [], total: 0, success: false };
  }
}
