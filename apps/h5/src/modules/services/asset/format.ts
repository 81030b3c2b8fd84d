/** Pure helpers of the asset screens: what a scanned label says, and the recently opened list. */
import { ASSET_CODE } from '@campus/api';

/** The asset code in a scanned text: a label's address (`.../asset/index?code=X`) or a bare code. */
export function codeFromScan(text: string): string | null {
  const s = text.trim();
  if (!s) return null;
  if (s.includes('?') || s.includes('://')) {
    try {
      const code = new URL(s, 'http://local').searchParams.get('code');
      return code && ASSET_CODE.test(code.trim()) ? code.trim() : null;
    } catch {
      return null;
    }
  }
  return ASSET_CODE.test(s) ? s : null;
}

export interface Recent {
  code: string;
  name: string;
}
export const RECENT_MAX = 8;

/** The recent list with `item` first, without duplicates, at most RECENT_MAX long. */
export function pushRecent(list: Recent[], item: Recent): Recent[] {
  return [item, ...list.filter((r) => r.code !== item.code)].slice(0, RECENT_MAX);
}

/** The stored list, whatever the storage holds (another version, a hand edit). */
export function parseRecent(text: string | null): Recent[] {
  try {
    const v = JSON.parse(text ?? '[]') as unknown;
    if (!Array.isArray(v)) return [];
    return v
      .filter((r): r is Recent => !!r && typeof (r as Recent).code === 'string' && typeof (r as Recent).name === 'string')
      .slice(0, RECENT_MAX);
  } catch {
    return [];
  }
}

const KEY = 'asset.recent';
export const loadRecent = (): Recent[] => parseRecent(globalThis.localStorage?.getItem(KEY) ?? null);
export function rememberRecent(item: Recent): void {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(pushRecent(loadRecent(), item)));
  } catch {
    // Private browsing without storage: nothing to remember.
  }
}

/** The repair screen's address for a fault on this asset. */
export const repairPath = (code: string) => `/repair/index?asset=${encodeURIComponent(code)}`;
