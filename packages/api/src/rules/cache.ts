/**
 * The local-storage cache (spec section 9): values stored as JSON under the name prefix
 * `officeDb`, each with an optional lifetime in seconds; 0 (the default) never expires. An
 * expired or unreadable entry is removed when read.
 */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const CACHE_PREFIX = 'officeDb';

interface Entry {
  /** The value. */
  v: unknown;
  /** Expiry time in milliseconds since the epoch; 0 = never. */
  x: number;
}

export interface Cache {
  get<T = unknown>(key: string): T | undefined;
  /** Returns false when the storage refused the value (full or disabled). */
  set(key: string, value: unknown, expirySeconds?: number): boolean;
  remove(key: string): void;
}

function isEntry(v: unknown): v is Entry {
  return typeof v === 'object' && v !== null && 'v' in v && typeof (v as { x?: unknown }).x === 'number';
}

export function createCache(storage: StorageLike, prefix = CACHE_PREFIX, now: () => number = Date.now): Cache {
  const name = (key: string): string => `${prefix}_${key}`;
  return {
    get<T>(key: string): T | undefined {
      const raw = storage.getItem(name(key));
      if (raw === null) return undefined;
      let entry: unknown;
      try {
        entry = JSON.parse(raw);
      } catch {
        entry = undefined;
      }
      if (!isEntry(entry) || (entry.x !== 0 && entry.x <= now())) {
        storage.removeItem(name(key));
        return undefined;
      }
      return entry.v as T;
    },
    set(key, value, expirySeconds = 0) {
      if (value === undefined) {
        storage.removeItem(name(key));
        return true;
      }
      const x = expirySeconds > 0 ? now() + expirySeconds * 1000 : 0;
      try {
        storage.setItem(name(key), JSON.stringify({ v: value, x } satisfies Entry));
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      storage.removeItem(name(key));
    },
  };
}
