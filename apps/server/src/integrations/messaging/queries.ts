/** The `kv` table as a token cache shared by every server process (one row per site and key). */
import type { Db } from '../../platform/db/index.js';
import { kvDrop, kvGet, kvPut } from '../../platform/kv.js';
import { now } from '../../platform/util.js';
import type { TokenCache } from './jsapi-ticket.js';

export function kvTokenCache(db: Db, siteId: string): TokenCache {
  return {
    get: async (key) => (await kvGet(db, siteId, key, now())) ?? null,
    put: (key, value, ttlSeconds) => kvPut(db, siteId, key, value, now() + ttlSeconds),
    drop: (key) => kvDrop(db, siteId, key),
  };
}
