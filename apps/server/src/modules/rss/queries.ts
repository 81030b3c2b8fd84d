/** RSS subscriptions, and the public category items the portal's own feeds carry. */
import type { Updateable } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import type { RssSubscriptionsTable } from '../../platform/db/schema.js';

export type SubscriptionRow = RssSubscriptionsTable;

export const listSubscriptions = (db: Db, siteId: string, userId: string) =>
  db
    .selectFrom('rss_subscriptions')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

export const countSubscriptions = async (db: Db, siteId: string, userId: string) =>
  Number(
    (
      await db
        .selectFrom('rss_subscriptions')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
    )?.n ?? 0,
  );

/** One of this user's subscriptions on this site (never another's). */
export const findSubscription = (db: Db, siteId: string, userId: string, id: string) =>
  db
    .selectFrom('rss_subscriptions')
    .selectAll()
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

export const findBySource = (db: Db, siteId: string, userId: string, source: string) =>
  db
    .selectFrom('rss_subscriptions')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .where('source', '=', source)
    .executeTakeFirst();

/** Inserts unless the same source is already subscribed (a concurrent double submit). */
export const insertSubscription = (db: Db, row: SubscriptionRow) =>
  db
    .insertInto('rss_subscriptions')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'site_id', 'source']).doNothing())
    .execute();

export const deleteSubscription = (db: Db, siteId: string, userId: string, id: string) =>
  db
    .deleteFrom('rss_subscriptions')
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

/**
 * Claims the right to refetch: succeeds for one caller when the cached copy is older than
 * `staleBefore` (or was never fetched), so a feed is fetched at most once per interval.
 */
export async function claimRefresh(db: Db, id: string, at: number, staleBefore: number): Promise<boolean> {
  const r = await db
    .updateTable('rss_subscriptions')
    .set({ fetched_at: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('fetched_at', 'is', null), eb('fetched_at', '<', staleBefore)]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const updateSubscription = (db: Db, id: string, set: Updateable<RssSubscriptionsTable>) =>
  db.updateTable('rss_subscriptions').set(set).where('id', '=', id).execute();

export const publicCategories = (db: Db, siteId: string) =>
  db
    .selectFrom('content_categories')
    .select(['id', 'kind', 'name'])
    .where('site_id', '=', siteId)
    .where('public', '=', 1)
    .orderBy('kind')
    .orderBy('sort')
    .orderBy('name')
    .execute();

export const findPublicCategory = (db: Db, siteId: string, id: string) =>
  db
    .selectFrom('content_categories')
    .select(['id', 'kind', 'name'])
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .where('public', '=', 1)
    .executeTakeFirst();

/** Items anyone may read in a public category: live (published, due, not expired) and for the whole site. */
export const publicCategoryItems = (db: Db, siteId: string, categoryId: string, at: number, limit: number) =>
  db
    .selectFrom('content_items')
    .select(['id', 'kind', 'title', 'summary', 'publish_at'])
    .where('site_id', '=', siteId)
    .where('category_id', '=', categoryId)
    .where('status', '=', 'published')
    .where('audience_site', '=', 1)
    .where('publish_at', 'is not', null)
    .where('publish_at', '<=', at)
    .where((eb) => eb.or([eb('expire_at', 'is', null), eb('expire_at', '>', at)]))
    .orderBy('publish_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
