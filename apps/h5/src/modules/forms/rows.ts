/**
 * Child tables and errors, pure: whether a row may be added or removed, the draft's values
 * without the client's row ids, and errors keyed by field path whether they come from the
 * engine on the phone or from the server's refusal (`d.field` / `d.issues`, `values.` prefixed).
 */
import type { FormError, FormValues, TableField } from '@campus/api/forms';

type Row = Record<string, unknown>;

export const rowsIn = (values: FormValues, tableId: string): Row[] => (Array.isArray(values[tableId]) ? (values[tableId] as Row[]) : []);
export const canAddRow = (field: Pick<TableField, 'maxRows'>, count: number): boolean => count < field.maxRows;
export const canRemoveRow = (field: Pick<TableField, 'minRows'>, count: number): boolean => count > field.minRows;

/** A draft as stored: rows without their client `_id` (a reload gives them new ones). */
export function draftValues(values: FormValues): FormValues {
  const out: FormValues = {};
  for (const [k, v] of Object.entries(values)) {
    out[k] = Array.isArray(v) && v.every((r) => typeof r === 'object' && r !== null && '_id' in r) ? (v as Row[]).map(({ _id: _drop, ...rest }) => rest) : v;
  }
  return out;
}

/** Total of a column as shown under a table (integers as they are, else at most 2 decimals). */
export const totalText = (n: number | undefined): string => (n === undefined ? '' : Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100));

export type ErrorMap = Record<string, FormError>;
/** The first error of each path (`reason`, `schedule[1].day`). */
export function errorMap(errors: readonly FormError[]): ErrorMap {
  const out: ErrorMap = {};
  for (const e of errors) out[e.path] ??= e;
  return out;
}
export const cellPath = (tableId: string, index: number, col: string) => `${tableId}[${index}].${col}`;

/** The server's refusal as engine errors: `d.issues` when present, else `d.field` as required/type. */
export function serverErrors(d: unknown): FormError[] {
  if (typeof d !== 'object' || d === null) return [];
  const o = d as { field?: unknown; issues?: unknown };
  const strip = (p: string) => p.replace(/^values\./, '');
  if (Array.isArray(o.issues)) {
    return o.issues
      .filter((i): i is { field: string; key: string; params?: Record<string, string | number> } => typeof i === 'object' && i !== null && typeof (i as { field?: unknown }).field === 'string')
      .map((i) => ({ path: strip(i.field), key: (i.key?.startsWith('forms.error.') ? i.key : 'forms.error.type') as FormError['key'], params: i.params ?? {} }));
  }
  return typeof o.field === 'string' && o.field.startsWith('values.') ? [{ path: strip(o.field), key: 'forms.error.type', params: {} }] : [];
}
