import { sql } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import type { AccessLogTable, WebLogTable } from '../../platform/db/schema.js';

export const insertAccessLog = (db: Db, row: AccessLogTable) => db.insertInto('access_log').values(row).execute();
export const insertWebLog = (db: Db, row: WebLogTable) => db.insertInto('web_log').values(row).execute();

/**
 * Claims a one-time key in the shared kv table: true the first time, false when already taken
 * and not yet expired. Atomic on both databases (primary key + ON CONFLICT), so two processes
 * cannot both accept the same signature.
 */
export async function claimOnce(db: Db, siteId: string, key: string, at: number, expiresAt: number): Promise<boolean> {
  const r = await db
    .insertInto('kv')
    .values({ site_id: siteId, key, value: '1', expires_at: expiresAt })
    .onConflict((oc) =>
      oc
        .columns(['site_id', 'key'])
        .doUpdateSet({ value: '1', expires_at: expiresAt })
        // Only an expired claim may be taken again.
        .where('kv.expires_at', '<=', at),
    )
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Fixed-window counter in the kv table: adds one hit and answers the count in the current
 * window (a new window starts once the stored one has expired). One statement, so concurrent
 * hits from several processes are all counted.
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

/** Drops expired one-time keys and counters of this module (they are only meaningful inside their window). */
export const pruneExpired = (db: Db, prefix: string, at: number) =>
  db.deleteFrom('kv').where('key', 'like', `${prefix}%`).where('expires_at', '<=', at).execute();
