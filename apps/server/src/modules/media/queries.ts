/** Videos and photo collections: plain site-scoped rows. */
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import { contains } from '../../platform/sql.js';
import type { MediaVideosTable, PhotoCollectionsTable } from '../../platform/db/schema.js';

export async function listVideos(
  db: Db,
  siteId: string,
  o: { all: boolean; keyword?: string | undefined; offset: number; limit: number },
) {
  let base = db.selectFrom('media_videos').where('site_id', '=', siteId);
  if (!o.all) base = base.where('published', '=', 1);
  if (o.keyword) base = base.where(contains('title', o.keyword));
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(o.offset).limit(o.limit).execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export const findVideo = (db: Db, siteId: string, id: string) =>
  db.selectFrom('media_videos').selectAll().where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst();

export const insertVideo = (db: Db, row: Insertable<MediaVideosTable>) =>
  db.insertInto('media_videos').values(row).execute();

export const updateVideo = (db: Db, siteId: string, id: string, set: Updateable<MediaVideosTable>) =>
  db.updateTable('media_videos').set(set).where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst();

/** One more view, counted in SQL so concurrent views are all kept. */
export const countView = (db: Db, siteId: string, id: string) =>
  db
    .updateTable('media_videos')
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .where('published', '=', 1)
    .executeTakeFirst();

export const deleteVideo = (db: Db, siteId: string, id: string) =>
  db.deleteFrom('media_videos').where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst();

export async function listCollections(db: Db, siteId: string, offset: number, limit: number) {
  const base = db.selectFrom('photo_collections').where('site_id', '=', siteId);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export const findCollection = (db: Db, siteId: string, id: string) =>
  db.selectFrom('photo_collections').selectAll().where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst();

export const insertCollection = (db: Db, row: Insertable<PhotoCollectionsTable>) =>
  db.insertInto('photo_collections').values(row).execute();

export const updateCollection = (db: Db, siteId: string, id: string, set: Updateable<PhotoCollectionsTable>) =>
  db.updateTable('photo_collections').set(set).where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst();

export const deleteCollection = (db: Db, siteId: string, id: string) =>
  db.deleteFrom('photo_collections').where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst();
