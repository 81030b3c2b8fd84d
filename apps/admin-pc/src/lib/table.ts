/**
 * ProTable glue shared by the list pages: its sort object to the contract's `field,order`
 * text, columns of the API's times (seconds), and seconds to the milliseconds antd pickers take.
 */
import type { ProColumns } from '@ant-design/pro-components';
import type { SortOrder } from 'antd/es/table/interface';
import { timeText } from './time';

export function sorterParam<F extends string>(sort: Record<string, SortOrder>, fields: readonly F[]): string | undefined {
  for (const [field, order] of Object.entries(sort)) {
    if (order && (fields as readonly string[]).includes(field)) return `${field},${order}`;
  }
  return undefined;
}

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

/** Seconds from what the range picker hands ProTable (a date text, a number of ms, or a Dayjs). */
export function toSeconds(v: unknown): number | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const time = typeof v === 'number' ? v : typeof v === 'string' ? Date.parse(v.replace(' ', 'T')) : Number((v as { valueOf(): number }).valueOf());
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
