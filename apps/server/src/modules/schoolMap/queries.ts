/**
 * Campus map storage. Every read and write is scoped by site. Deleting a map or a category is
 * refused while POIs use it; the check and the delete run in one transaction that first touches
 * the row itself, so a POI saved meanwhile (which reads the row in its own transaction) cannot
 * slip in between.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import { contains } from '../../platform/sql.js';
import type { SchoolMapCategoriesTable, SchoolMapGuidesTable, SchoolMapPoisTable, SchoolMapRoutesTable, SchoolMapsTable } from './tables.js';

type Site = { siteId: string };

// Maps
export const listMaps = (db: Db, siteId: string) =>
  db.selectFrom('school_maps').selectAll().where('site_id', '=', siteId).orderBy('sort').orderBy('created_at').orderBy('id').execute();
export const findMap = (db: Db, siteId: string, id: string) =>
  db.selectFrom('school_maps').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
export const insertMap = (db: Db, m: SchoolMapsTable) => db.insertInto('school_maps').values(m).execute();
export const updateMap = (db: Db, m: Omit<SchoolMapsTable, 'created_at'>) => {
  const { id, site_id, ...rest } = m;
  return db.updateTable('school_maps').set(rest).where('site_id', '=', site_id).where('id', '=', id).execute();
};

export async function poiCounts(db: Db, siteId: string, column: 'map_id' | 'category_id'): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('school_map_pois')
    .select([column, (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('site_id', '=', siteId)
    .groupBy(column)
    .execute();
  return new Map(rows.map((r) => [(r as Record<string, unknown>)[column] as string, Number(r.n)]));
}

/** Deletes a map or category unless a POI uses it: 'gone' (no such row), 'used' or 'ok'. */
export async function deleteUnused(db: Db, siteId: string, table: 'school_maps' | 'school_map_categories', id: string): Promise<'gone' | 'used' | 'ok'> {
  const column = table === 'school_maps' ? 'map_id' : 'category_id';
  return db.transaction().execute(async (trx) => {
    const touched = await trx.updateTable(table).set({ sort: sql`sort` }).where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
    if (Number(touched.numUpdatedRows) === 0) return 'gone';
    const used = await trx.selectFrom('school_map_pois').select('id').where('site_id', '=', siteId).where(column, '=', id).executeTakeFirst();
    if (used) return 'used';
    if (table === 'school_maps') await trx.deleteFrom('school_map_routes').where('site_id', '=', siteId).where('map_id', '=', id).execute();
    await trx.deleteFrom(table).where('site_id', '=', siteId).where('id', '=', id).execute();
    return 'ok';
  });
}

// Categories
export const listCategories = (db: Db, siteId: string) =>
  db.selectFrom('school_map_categories').selectAll().where('site_id', '=', siteId).orderBy('sort').orderBy('name').orderBy('id').execute();
export const findCategory = (db: Db, siteId: string, id: string) =>
  db.selectFrom('school_map_categories').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
export const insertCategory = (db: Db, c: SchoolMapCategoriesTable) => db.insertInto('school_map_categories').values(c).execute();
export const updateCategory = (db: Db, c: Omit<SchoolMapCategoriesTable, 'created_at'>) => {
  const { id, site_id, ...rest } = c;
  return db.updateTable('school_map_categories').set(rest).where('site_id', '=', site_id).where('id', '=', id).execute();
};

// POIs
export interface PoiFilter {
  mapId?: string | undefined;
  categoryId?: string | undefined;
  keyword?: string | undefined;
  ids?: string[];
}

export function listPois(db: Db, siteId: string, f: PoiFilter) {
  let q = db
    .selectFrom('school_map_pois as p')
    .innerJoin('school_map_categories as c', 'c.id', 'p.category_id')
    .selectAll('p')
    .where('p.site_id', '=', siteId);
  if (f.mapId) q = q.where('p.map_id', '=', f.mapId);
  if (f.categoryId) q = q.where('p.category_id', '=', f.categoryId);
  if (f.ids) q = q.where('p.id', 'in', f.ids.length ? f.ids : ['']);
  if (f.keyword) {
    const kw = f.keyword;
    q = q.where((eb) => eb.or([contains('p.name', kw), contains('p.description', kw), contains('p.phone', kw), contains('p.hours', kw), contains('c.name', kw)]));
  }
  return q.orderBy('c.sort').orderBy('p.sort').orderBy('p.name').orderBy('p.id').execute();
}

export const findPoi = (db: Db, siteId: string, id: string) =>
  db.selectFrom('school_map_pois').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

/**
 * Inserts or updates a POI after re-reading its map and category inside the transaction (so a
 * concurrent delete of either is seen): false when one of them is gone.
 */
export async function writePoi(db: Db, p: SchoolMapPoisTable, isNew: boolean): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const map = await trx.updateTable('school_maps').set({ sort: sql`sort` }).where('site_id', '=', p.site_id).where('id', '=', p.map_id).executeTakeFirst();
    const cat = await trx.updateTable('school_map_categories').set({ sort: sql`sort` }).where('site_id', '=', p.site_id).where('id', '=', p.category_id).executeTakeFirst();
    if (Number(map.numUpdatedRows) === 0 || Number(cat.numUpdatedRows) === 0) return false;
    if (isNew) {
      await trx.insertInto('school_map_pois').values(p).execute();
      return true;
    }
    const { id, site_id, created_at: _created, ...rest } = p;
    const r = await trx.updateTable('school_map_pois').set(rest).where('site_id', '=', site_id).where('id', '=', id).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  });
}

export const movePoi = async (db: Db, s: Site & { id: string; x: number; y: number; t: number }) =>
  Number(
    (await db.updateTable('school_map_pois').set({ x: s.x, y: s.y, updated_at: s.t }).where('site_id', '=', s.siteId).where('id', '=', s.id).executeTakeFirst())
      .numUpdatedRows,
  ) === 1;

export const deletePoi = async (db: Db, siteId: string, id: string) =>
  Number((await db.deleteFrom('school_map_pois').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst()).numDeletedRows) === 1;

// Routes
export function listRoutes(db: Db, siteId: string, mapId?: string) {
  let q = db.selectFrom('school_map_routes').selectAll().where('site_id', '=', siteId);
  if (mapId) q = q.where('map_id', '=', mapId);
  return q.orderBy('sort').orderBy('name').orderBy('id').execute();
}
export const findRoute = (db: Db, siteId: string, id: string) =>
  db.selectFrom('school_map_routes').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
export const insertRoute = (db: Db, r: SchoolMapRoutesTable) => db.insertInto('school_map_routes').values(r).execute();
export const updateRoute = (db: Db, r: Omit<SchoolMapRoutesTable, 'created_at'>) => {
  const { id, site_id, ...rest } = r;
  return db.updateTable('school_map_routes').set(rest).where('site_id', '=', site_id).where('id', '=', id).execute();
};
export const deleteRoute = async (db: Db, siteId: string, id: string) =>
  Number((await db.deleteFrom('school_map_routes').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst()).numDeletedRows) === 1;

// Guides
export function listGuides(db: Db, siteId: string, publishedOnly: boolean) {
  let q = db.selectFrom('school_map_guides').selectAll().where('site_id', '=', siteId);
  if (publishedOnly) q = q.where('published', '=', 1);
  return q.orderBy('sort').orderBy('created_at', 'desc').orderBy('id').execute();
}
export const findGuide = (db: Db, siteId: string, id: string) =>
  db.selectFrom('school_map_guides').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
export const insertGuide = (db: Db, g: SchoolMapGuidesTable) => db.insertInto('school_map_guides').values(g).execute();
export const updateGuide = (db: Db, g: Omit<SchoolMapGuidesTable, 'created_at'>) => {
  const { id, site_id, ...rest } = g;
  return db.updateTable('school_map_guides').set(rest).where('site_id', '=', site_id).where('id', '=', id).execute();
};
export const deleteGuide = async (db: Db, siteId: string, id: string) =>
  Number((await db.deleteFrom('school_map_guides').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst()).numDeletedRows) === 1;

// Settings
export const findSettings = (db: Db, siteId: string) =>
  db.selectFrom('school_map_settings').selectAll().where('site_id', '=', siteId).executeTakeFirst();
export const saveSettings = (db: Db, siteId: string, provider: string | null, key: string, t: number) =>
  db
    .insertInto('school_map_settings')
    .values({ site_id: siteId, provider, api_key: key, updated_at: t })
    .onConflict((oc) => oc.column('site_id').doUpdateSet({ provider, api_key: key, updated_at: t }))
    .execute();

// Uploads: an image must be an upload of this site (read straight from `uploads`: modules do not import each other).
export const findUpload = (db: Db, siteId: string, stored: string) =>
  db.selectFrom('uploads').select(['stored_name', 'mime']).where('site_id', '=', siteId).where('stored_name', '=', stored).executeTakeFirst();
