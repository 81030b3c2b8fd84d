/**
 * Per-user state of content: first views (one per user and item), confirmations of required
 * reading, hot-issue follows, and the figures behind a notice's statistics.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index.js';

/**
 * Records a view: the first one per user inserts the read row and adds one to the item's
 * count, in one transaction, so concurrent opens by the same user count once.
 */
export async function recordView(db: Db, siteId: string, itemId: string, userId: string, at: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const r = await trx
      .insertInto('content_reads')
      .values({ item_id: itemId, user_id: userId, site_id: siteId, at, confirmed_at: null })
      .onConflict((oc) => oc.columns(['item_id', 'user_id']).doNothing())
      .executeTakeFirst();
    if (Number(r.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await trx
      .updateTable('content_items')
      .set({ views: sql<number>`views + 1` })
      .where('id', '=', itemId)
      .execute();
    return true;
  });
}

/** Confirms once: the first confirmation time stands. Answers the stored time. */
export async function confirmRead(db: Db, siteId: string, itemId: string, userId: string, at: number): Promise<number> {
  await db
    .insertInto('content_reads')
    .values({ item_id: itemId, user_id: userId, site_id: siteId, at, confirmed_at: at })
    .onConflict((oc) => oc.columns(['item_id', 'user_id']).doUpdateSet({ confirmed_at: at }).where('content_reads.confirmed_at', 'is', null))
    .execute();
  const row = await db
    .selectFrom('content_reads')
    .select('confirmed_at')
    .where('item_id', '=', itemId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.confirmed_at ?? at;
}

/** The user's read/confirm state for some items. */
export async function readsOf(db: Db, userId: string, itemIds: readonly string[]) {
  if (!itemIds.length) return new Map<string, { confirmed: boolean }>();
  const rows = await db
    .selectFrom('content_reads')
    .select(['item_id', 'confirmed_at'])
    .where('user_id', '=', userId)
    .where('item_id', 'in', itemIds)
    .execute();
  return new Map(rows.map((r) => [r.item_id, { confirmed: r.confirmed_at !== null }]));
}

/** Ids of required items the user has confirmed (to leave them out). */
export const confirmedIds = async (db: Db, siteId: string, userId: string) =>
  (
    await db
      .selectFrom('content_reads')
      .select('item_id')
      .where('site_id', '=', siteId)
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is not', null)
      .execute()
  ).map((r) => r.item_id);

export async function follow(db: Db, siteId: string, itemId: string, userId: string, at: number): Promise<void> {
  await db
    .insertInto('content_follows')
    .values({ item_id: itemId, user_id: userId, site_id: siteId, at })
    .onConflict((oc) => oc.columns(['item_id', 'user_id']).doNothing())
    .execute();
}

export const unfollow = (db: Db, siteId: string, itemId: string, userId: string) =>
  db.deleteFrom('content_follows').where('site_id', '=', siteId).where('item_id', '=', itemId).where('user_id', '=', userId).execute();

export const isFollowing = async (db: Db, itemId: string, userId: string) =>
  !!(await db.selectFrom('content_follows').select('item_id').where('item_id', '=', itemId).where('user_id', '=', userId).executeTakeFirst());

/** Followed item ids, latest follow first. */
export const followedIds = async (db: Db, siteId: string, userId: string) =>
  (
    await db
      .selectFrom('content_follows')
      .select('item_id')
      .where('site_id', '=', siteId)
      .where('user_id', '=', userId)
      .orderBy('at', 'desc')
      .orderBy('item_id', 'desc')
      .limit(1000)
      .execute()
  ).map((r) => r.item_id);

/** Every read row of an item (who opened it, who confirmed). */
export const itemReads = (db: Db, itemId: string) =>
  db.selectFrom('content_reads').select(['user_id', 'at', 'confirmed_at']).where('item_id', '=', itemId).execute();

/** Names, classes and departments of some users of the site, for statistics. */
export async function peopleOf(db: Db, siteId: string, ids: readonly string[]) {
  const out = [];
  // Chunked: audiences can be tens of thousands and databases cap bound parameters.
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    out.push(
      ...(await db
        .selectFrom('users')
        .leftJoin('classes', 'classes.id', 'users.class_id')
        .leftJoin('departments', 'departments.id', 'users.department_id')
        .select(['users.id', 'users.username', 'users.name', 'classes.name as class_name', 'departments.name as department_name'])
        .where('users.site_id', '=', siteId)
        .where('users.id', 'in', chunk)
        .execute()),
    );
  }
  return out;
}
