/**
 * Portal storage: the directory (categories, apps), per-user favourites and search history,
 * and the home layouts. Roles are JSON text, so visibility is decided in the service.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import { contains } from '../../platform/sql.js';
import type { PortalAppsTable, PortalCategoriesTable, PortalLayoutsTable } from './tables.js';

// ---- categories
export const listCategories = (db: Db, siteId: string) =>
  db.selectFrom('portal_categories').selectAll().where('site_id', '=', siteId).orderBy('sort').orderBy('name').orderBy('id').execute();

export const findCategory = (db: Db, siteId: string, id: string) =>
  db.selectFrom('portal_categories').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const insertCategory = (db: Db, c: PortalCategoriesTable) => db.insertInto('portal_categories').values(c).execute();

export const updateCategory = (db: Db, c: Omit<PortalCategoriesTable, 'created_at'>) =>
  db.updateTable('portal_categories').set({ name: c.name, icon: c.icon, sort: c.sort }).where('site_id', '=', c.site_id).where('id', '=', c.id).execute();

/** Deletes the category unless an app is in it (checked in the same statement, so a concurrent save cannot slip in between). */
export async function deleteEmptyCategory(db: Db, siteId: string, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom('portal_categories')
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('portal_apps').select('id').where('category_id', '=', id))))
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

// ---- apps
export interface AppFilter {
  categoryId?: string | undefined;
  keyword?: string | undefined;
  enabledOnly?: boolean;
}

function filtered(db: Db, siteId: string, f: AppFilter) {
  let q = db.selectFrom('portal_apps as a').leftJoin('portal_categories as c', 'c.id', 'a.category_id').where('a.site_id', '=', siteId);
  if (f.enabledOnly) q = q.where('a.enabled', '=', 1);
  if (f.categoryId) q = q.where('a.category_id', '=', f.categoryId);
  if (f.keyword) {
    const kw = f.keyword;
    q = q.where((eb) => eb.or([contains('a.name', kw), contains('a.description', kw), contains('c.name', kw)]));
  }
  return q;
}

export function listApps(db: Db, siteId: string, f: AppFilter, page?: { offset: number; limit: number }) {
  let q = filtered(db, siteId, f)
    .selectAll('a')
    .orderBy(sql`coalesce(c.sort, 1000000)`)
    .orderBy('a.category_id')
    .orderBy('a.sort')
    .orderBy('a.name')
    .orderBy('a.id');
  if (page) q = q.offset(page.offset).limit(page.limit);
  return q.execute();
}
export type AppRow = Awaited<ReturnType<typeof listApps>>[number];

export async function countApps(db: Db, siteId: string, f: AppFilter): Promise<number> {
  const r = await filtered(db, siteId, f).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number(r?.n ?? 0);
}

export const findApp = (db: Db, siteId: string, id: string) =>
  db.selectFrom('portal_apps').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const existingAppIds = async (db: Db, siteId: string, ids: string[]) =>
  ids.length ? (await db.selectFrom('portal_apps').select('id').where('site_id', '=', siteId).where('id', 'in', ids).execute()).map((r) => r.id) : [];

export const insertApp = (db: Db, a: PortalAppsTable) => db.insertInto('portal_apps').values(a).execute();

export const updateApp = (db: Db, a: Omit<PortalAppsTable, 'created_at' | 'uses'>) => {
  const { id, site_id, ...rest } = a;
  return db.updateTable('portal_apps').set(rest).where('site_id', '=', site_id).where('id', '=', id).execute();
};

export async function deleteApp(db: Db, siteId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const r = await trx.deleteFrom('portal_apps').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
    await trx.deleteFrom('portal_favorites').where('site_id', '=', siteId).where('app_id', '=', id).execute();
    return Number(r.numDeletedRows) === 1;
  });
}

/** One more use, counted in the database (concurrent opens all count). */
export const bumpUses = (db: Db, siteId: string, id: string) =>
  db.updateTable('portal_apps').set({ uses: sql`uses + 1` }).where('site_id', '=', siteId).where('id', '=', id).execute();

// ---- favourites
export const favoritesOf = async (db: Db, siteId: string, userId: string) =>
  (
    await db
      .selectFrom('portal_favorites')
      .select('app_id')
      .where('site_id', '=', siteId)
      .where('user_id', '=', userId)
      .orderBy('sort')
      .orderBy('at')
      .orderBy('app_id')
      .execute()
  ).map((r) => r.app_id);

/** Adds at the end (after the highest sort); adding one already there changes nothing. */
export const addFavorite = (db: Db, siteId: string, userId: string, appId: string, t: number) =>
  db
    .insertInto('portal_favorites')
    .values({
      site_id: siteId,
      user_id: userId,
      app_id: appId,
      sort: sql<number>`(select coalesce(max(f.sort), 0) + 1 from portal_favorites f where f.user_id = ${userId})`,
      at: t,
    })
    .onConflict((oc) => oc.columns(['user_id', 'app_id']).doNothing())
    .execute();

export const removeFavorite = (db: Db, siteId: string, userId: string, appId: string) =>
  db.deleteFrom('portal_favorites').where('site_id', '=', siteId).where('user_id', '=', userId).where('app_id', '=', appId).execute();

/** Writes the whole order at once (one transaction: a concurrent reorder is not interleaved). */
export async function setFavoriteOrder(db: Db, siteId: string, userId: string, ids: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [i, id] of ids.entries()) {
      await trx.updateTable('portal_favorites').set({ sort: i + 1 }).where('site_id', '=', siteId).where('user_id', '=', userId).where('app_id', '=', id).execute();
    }
  });
}

// ---- search history
export async function recordSearch(db: Db, siteId: string, userId: string, keyword: string, t: number, keep: number): Promise<void> {
  const seq = sql<number>`(select coalesce(max(s.seq), 0) + 1 from portal_searches s where s.user_id = ${userId})`;
  await db
    .insertInto('portal_searches')
    .values({ site_id: siteId, user_id: userId, keyword, seq, at: t })
    .onConflict((oc) => oc.columns(['user_id', 'keyword']).doUpdateSet({ seq, at: t }))
    .execute();
  const kept = db.selectFrom('portal_searches').select('keyword').where('user_id', '=', userId).orderBy('seq', 'desc').limit(keep);
  // PostgreSQL and SQLite both take a limited subquery under `not in`; MySQL would not (not a target).
  await db.deleteFrom('portal_searches').where('user_id', '=', userId).where('keyword', 'not in', kept).execute();
}

export const historyOf = async (db: Db, siteId: string, userId: string, limit: number) =>
  (
    await db
      .selectFrom('portal_searches')
      .select('keyword')
      .where('site_id', '=', siteId)
      .where('user_id', '=', userId)
      .orderBy('seq', 'desc')
      .limit(limit)
      .execute()
  ).map((r) => r.keyword);

export const clearHistory = (db: Db, siteId: string, userId: string) =>
  db.deleteFrom('portal_searches').where('site_id', '=', siteId).where('user_id', '=', userId).execute();

// ---- layouts
export const findLayout = (db: Db, siteId: string, key: string) =>
  db.selectFrom('portal_layouts').selectAll().where('site_id', '=', siteId).where('layout_key', '=', key).executeTakeFirst();

export const listLayouts = (db: Db, siteId: string) =>
  db.selectFrom('portal_layouts').selectAll().where('site_id', '=', siteId).orderBy('layout_key').execute();

export const upsertLayout = (db: Db, l: PortalLayoutsTable) =>
  db
    .insertInto('portal_layouts')
    .values(l)
    .onConflict((oc) => oc.columns(['site_id', 'layout_key']).doUpdateSet({ title: l.title, sections: l.sections, updated_by: l.updated_by, updated_at: l.updated_at }))
    .execute();

export async function deleteLayout(db: Db, siteId: string, key: string): Promise<boolean> {
  const r = await db.deleteFrom('portal_layouts').where('site_id', '=', siteId).where('layout_key', '=', key).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** A content category of the kind on the site (what a news or notices section may name). */
export const contentCategoryExists = async (db: Db, siteId: string, kind: string, id: string) =>
  !!(await db.selectFrom('content_categories').select('id').where('site_id', '=', siteId).where('kind', '=', kind).where('id', '=', id).executeTakeFirst());
