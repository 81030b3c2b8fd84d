/** The `kv` table as a token cache shared by every server process (one row per site and key). */
import type { Db } from '../../platform/db/index.js';
import { now } from '../../platform/util.js';
import type { TokenCache } from './jsapi-ticket.js';

export async function kvGet(db: Db, siteId: string, key: string, at: number): Promise<string | null> {
  const row = await db
    .selectFrom('kv')
    .select('value')
    .where('site_id', '=', siteId)
    .where('key', '=', key)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return row?.value ?? null;
}

export async function kvPut(db: Db, siteId: string, key: string, value: string, expiresAt: number): Promise<void> {
  await db
    .insertInto('kv')
    .values({ site_id: siteId, key, value, expires_at: expiresAt })
    .onConflict((oc) => oc.columns(['site_id', 'key']).doUpdateSet({ value, expires_at: expiresAt }))
    .execute();
}

export async function kvDrop(db: Db, siteId: string, key: string): Promise<void> {
  await db.deleteFrom('kv').where('site_id', '=', siteId).where('key', '=', key).execute();
}

export function kvTokenCache(db: Db, siteId: string): TokenCache {
  return {
    get: (key) => kvGet(db, siteId, key, now()),
    put: (key, value, ttlSeconds) => kvPut(db, siteId, key, value, now() + ttlSeconds),
    drop: (key) => kvDrop(db, siteId, key),
  };
}
