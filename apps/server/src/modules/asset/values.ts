/** Pure conversions of the register's values: money text ↔ integer cents, status labels. */
import { ASSET_MONEY, ASSET_STATUSES, type AssetStatus } from '@campus/api';
import { LANGS, t } from '@campus/i18n/all';

/** "1234.5" → 123450; undefined for text that is not an amount. Exact: no floating point. */
export function toCents(text: string): number | undefined {
  const s = text.trim();
  if (!ASSET_MONEY.test(s)) return undefined;
  const [whole = '0', frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** 123450 → "1234.50"; '' when unknown. */
export function fromCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  const n = Number(cents);
  return `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;
}

/** A status from a cell: its key or its label in any language. */
export function statusOf(text: string): AssetStatus | undefined {
  const s = text.trim();
  if (!s) return undefined;
  for (const k of ASSET_STATUSES) {
    if (k.toLowerCase() === s.toLowerCase()) return k;
    if (LANGS.some((l) => t(`asset.status.${k}`, undefined, l).toLowerCase() === s.toLowerCase())) return k;
  }
  return undefined;
}
