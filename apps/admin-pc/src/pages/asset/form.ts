/** Pure glue between the asset ProForm / ProTable and the contract (tested in test/asset.test.ts). */
import type { AssetRow, InputOf, asset } from '@campus/api';

export interface AssetFormValues {
  code: string;
  name: string;
  category?: string;
  location?: string;
  keeperNumber?: string;
  departmentId?: string;
  status?: 'inUse' | 'idle' | 'repair';
  /** What the date picker hands back: `YYYY-MM-DD` text (valueFormat) or a Dayjs. */
  purchaseDate?: unknown;
  value?: string | number;
  notes?: string;
}

/** `YYYY-MM-DD` from the date picker's value, undefined when empty. */
export function dateText(v: unknown): string | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'string') return v.slice(0, 10);
  const f = (v as { format?: (p: string) => string }).format;
  return typeof f === 'function' ? f.call(v, 'YYYY-MM-DD') : undefined;
}

export function toAssetInput(v: AssetFormValues): InputOf<typeof asset.create> {
  const date = dateText(v.purchaseDate);
  const value = v.value === undefined || v.value === null ? '' : String(v.value).trim();
  return {
    code: v.code.trim(),
    name: v.name.trim(),
    category: (v.category ?? '').trim(),
    location: (v.location ?? '').trim(),
    keeperNumber: (v.keeperNumber ?? '').trim(),
    ...(v.departmentId ? { departmentId: v.departmentId } : {}),
    status: v.status ?? 'inUse',
    ...(date ? { purchaseDate: date } : {}),
    ...(value ? { value } : {}),
    notes: (v.notes ?? '').trim(),
  };
}

/** The form's values of a stored asset (edit). */
export function toFormValues(a: AssetRow): AssetFormValues {
  return {
    code: a.code,
    name: a.name,
    category: a.category,
    location: a.location,
    keeperNumber: a.keeperNumber,
    ...(a.departmentId ? { departmentId: a.departmentId } : {}),
    status: a.status === 'scrapped' ? 'idle' : a.status,
    ...(a.purchaseDate ? { purchaseDate: a.purchaseDate } : {}),
    ...(a.value ? { value: a.value } : {}),
    notes: a.notes,
  };
}

/** The address a label's QR carries: the H5 path made absolute on this server. */
export const labelUrl = (origin: string, path: string) => `${origin.replace(/\/$/, '')}${path}`;
