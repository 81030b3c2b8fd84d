/** Pure helpers of the query screens. */
import type { QuerySet } from '@campus/api';
import { timeText } from '../../../lib/time';

/** What the window line says: when it opens (not open yet), when it closes, or that it is always open. */
export function windowText(s: Pick<QuerySet, 'state' | 'opensAt' | 'closesAt'>): { key: 'opens' | 'closes' | 'always'; time?: string } {
  if (s.state === 'notOpen' && s.opensAt !== null) return { key: 'opens', time: timeText(s.opensAt) };
  if (s.closesAt !== null) return { key: 'closes', time: timeText(s.closesAt) };
  return { key: 'always' };
}

/** The typed values in key order, trimmed; null while any is empty. */
export function valuesOf(keys: readonly string[], typed: Readonly<Record<string, string>>): string[] | null {
  const values = keys.map((k) => (typed[k] ?? '').trim());
  return values.every(Boolean) ? values : null;
}
