/** Pure helpers of the query screens. */
import type { QuerySet } from '@campus/api';
import { timeText } from '../../../lib/time';

/** `2026-07-20 09:00` on the site's clock. */
export const dateTime = timeText;

/** What the window line says: when it opens (not open yet), when it closes, or that it is always open. */
export function windowText(s: Pick<QuerySet, 'state' | 'opensAt' | 'closesAt'>): { key: 'opens' | 'closes' | 'always'; time?: string } {
  if (s.state === 'notOpen' && s.opensAt !== null) return { key: 'opens', time: dateTime(s.opensAt) };
  if (s.closesAt !== null) return { key: 'closes', time: dateTime(s.closesAt) };
  return { key: 'always' };
}

/** The typed values in key order, trimmed; null while any is empty. */
export function valuesOf(keys: readonly string[], typed: Readonly<Record<string, string>>): string[] | null {
  const values = keys.map((k) => (typed[k] ?? '').trim());
  return values.every(Boolean) ? values : null;
}
