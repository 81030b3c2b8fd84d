/**
 * Query service storage. The quota and the counters are single conditional statements, so
 * concurrent queries by one person never get past the hourly limit and no count is lost; an
 * import replaces a set's rows inside one transaction.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import { contains } from '../../platform/sql.js';
import type { DqRowsTable, DqSetsTable } from './tables.js';

export const findSet = (db: Db, siteId: string, id: string) =>
  db.selectFrom('dq_sets').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const publishedSets = (db: Db, siteId: string) =>
  db.selectFrom('dq_sets').selectAll().where('site_id', '=', siteId).where('published', '=', 1).orderBy('updated_at', 'desc').orderBy('id').execute();

export async function pageSets(db: Db, siteId: string, keyword: string | undefined, page: { offset: number; limit: number }) {
  let base = db.selectFrom('dq_sets').where('site_id', '=', siteId);
  if (keyword) base = base.where(contains('title', keyword));
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('updated_at', 'desc').orderBy('id').offset(page.offset).limit(page.limit).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const insertSet = (db: Db, row: DqSetsTable) => db.insertInto('dq_sets').values(row).execute();

export const updateSet = (db: Db, siteId: string, id: string, set: Partial<DqSetsTable>) =>
  db.updateTable('dq_sets').set(set).where('site_id', '=', siteId).where('id', '=', id).execute();

export async function deleteSet(db: Db, siteId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const r = await trx.deleteFrom('dq_sets').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
    if (Number(r.numDeletedRows) !== 1) return false;
    await trx.deleteFrom('dq_rows').where('set_id', '=', id).execute();
    await trx.deleteFrom('dq_quota').where('set_id', '=', id).execute();
    return true;
  });
}

/** Replaces every row of a set (all or nothing). */
export async function replaceRows(db: Db, siteId: string, setId: string, rows: DqRowsTable[], at: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Touch the set first: concurrent imports of one set run one after the other.
    await trx.updateTable('dq_sets').set({ row_count: rows.length, updated_at: at }).where('site_id', '=', siteId).where('id', '=', setId).execute();
    await trx.deleteFrom('dq_rows').where('set_id', '=', setId).execute();
    for (let i = 0; i < rows.length; i += 200) await trx.insertInto('dq_rows').values(rows.slice(i, i + 200)).execute();
  });
}

export const anyRow = (db: Db, setId: string) => db.selectFrom('dq_rows').select('data').where('set_id', '=', setId).limit(1).executeTakeFirst();

export const findRow = (db: Db, setId: string, key: string) =>
  db.selectFrom('dq_rows').select('data').where('set_id', '=', setId).where('row_key', '=', key).executeTakeFirst();

/**
 * Takes one query of the person's hourly quota: a new hour starts again at 1, otherwise the
 * count goes up only while below the limit. Answers how many were used, or null when none is left.
 */
export async function takeQuota(db: Db, setId: string, userId: string, hour: number, limit: number): Promise<number | null> {
  await db.insertInto('dq_quota').values({ set_id: setId, user_id: userId, hour_start: hour, used: 0 }).onConflict((oc) => oc.columns(['set_id', 'user_id']).doNothing()).execute();
  const r = await db
    .updateTable('dq_quota')
    .set({ used: sql`case when hour_start = ${hour} then used + 1 else 1 end`, hour_start: hour })
    .where('set_id', '=', setId)
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('hour_start', '<>', hour), eb('used', '<', limit)]))
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return null;
  const row = await db.selectFrom('dq_quota').select('used').where('set_id', '=', setId).where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.used ?? limit);
}

export const countQuery = (db: Db, setId: string, hit: boolean) =>
  db
    .updateTable('dq_sets')
    .set(hit ? { queries: sql`queries + 1`, hits: sql`hits + 1` } : { queries: sql`queries + 1` })
    .where('id', '=', setId)
    .execute();
