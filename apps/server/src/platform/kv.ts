/**
 * The `kv` table: site-scoped values with an expiry, shared by every server process. One-time
 * claims, fixed-window counters and token caches are built on it; each statement is atomic on
 * SQLite and PostgreSQL (primary key + ON CONFLICT), so concurrent processes agree.
 */
import { sql } from 'kysely';
import type { Db } from './db/index.js';

/** The value, or undefined when absent (or, given `at`, expired). */
export async function kvGet(db: Db, siteId: string, key: string, at?: number): Promise<string | undefined> {
  let q = db.selectFrom('kv').select('value').where('site_id', '=', siteId).where('key', '=', key);
  if (at !== undefined) q = q.where('expires_at', '>', at);
  return (await q.executeTakeFirst())?.value;
}

export async function kvPut(db: Db, siteId: string, key: string, value: string, expiresAt: number): Promise<void> {
  await db
    .insertInto('kv')
    .values({ site_id: siteId, key, value, expires_at: expiresAt })
    .onConflict((oc) => oc.columns(['site_id', 'key']).doUpdateSet({ value, expires_at: expiresAt }))
    .execute();
}

/** Inserts unless present: the first writer wins, so concurrent processes agree on one value. */
export async function kvInsertIfAbsent(db: Db, siteId: string, key: string, value: string, expiresAt: number): Promise<void> {
  await db
    .insertInto('kv')
    .values({ site_id: siteId, key, value, expires_at: expiresAt })
    .onConflict((oc) => oc.columns(['site_id', 'key']).doNothing())
    .execute();
}

export async function kvDrop(db: Db, siteId: string, key: string): Promise<void> {
  await db.deleteFrom('kv').where('site_id', '=', siteId).where('key', '=', key).execute();
}

/**
 * Claims a one-time key until `expiresAt`: true the first time, false while an earlier claim
 * has not expired. Only an expired claim may be taken again.
 */
export async function claimOnce(db: Db, siteId: string, key: string, at: number, expiresAt: number, value = '1'): Promise<boolean> {
  const r = await db
    .insertInto('kv')
    .values({ site_id: siteId, key, value, expires_at: expiresAt })
    .onConflict((oc) =>
      oc.columns(['site_id', 'key']).doUpdateSet({ value, expires_at: expiresAt }).where('kv.expires_at', '<=', at),
    )
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Fixed-window counter: adds one hit and answers the count in the current window (a new window
 * starts once the stored one has expired). One statement, so hits from all processes count.
 */
export async function hit(db: Db, siteId: string, key: string, at: number, windowSeconds: number): Promise<number> {
  const until = at + windowSeconds;
  const r = await db
    .insertInto('kv')
    .values({ site_id: siteId, key, value: '1', expires_at: until })
    .onConflict((oc) =>
      oc.columns(['site_id', 'key']).doUpdateSet({
        value: sql<string>`case when kv.expires_at <= ${at} then '1' else cast(cast(kv.value as integer) + 1 as text) end`,
        expires_at: sql<number>`case when kv.expires_at <= ${at} then ${until} else kv.expires_at end`,
      }),
    )
    .returning('value')
    .executeTakeFirst();
  return Number(r?.value ?? 1);
}

/** Drops expired keys under a prefix (claims and counters mean nothing past their window). */
export const pruneExpired = (db: Db, prefix: string, at: number) =>
  db.deleteFrom('kv').where('key', 'like', `${prefix}%`).where('expires_at', '<=', at).execute();
