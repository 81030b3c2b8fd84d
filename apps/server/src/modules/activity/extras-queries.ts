/** Storage of what hangs off an activity: files, comments, albums and photos. */
import type { Db } from '../../platform/db/index.js';
import type { ActivityAlbumsTable, ActivityCommentsTable, ActivityFilesTable, ActivityPhotosTable } from './tables.js';

export const filesOf = (db: Db, siteId: string, activityId: string) =>
  db.selectFrom('activity_files').selectAll().where('site_id', '=', siteId).where('activity_id', '=', activityId).orderBy('created_at').orderBy('id').execute();
export const findFile = (db: Db, siteId: string, id: string) =>
  db.selectFrom('activity_files').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
export const insertFile = (db: Db, f: ActivityFilesTable) => db.insertInto('activity_files').values(f).execute();
export const deleteFile = (db: Db, siteId: string, id: string) => db.deleteFrom('activity_files').where('site_id', '=', siteId).where('id', '=', id).execute();

export async function commentsOf(db: Db, siteId: string, activityId: string, p: { current: number; pageSize: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('activity_comments as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.id', 'c.user_id', 'c.body', 'c.created_at', 'u.name'])
      .where('c.site_id', '=', siteId)
      .where('c.activity_id', '=', activityId)
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(p.pageSize)
      .offset((p.current - 1) * p.pageSize)
      .execute(),
    db.selectFrom('activity_comments').select((eb) => eb.fn.countAll<number | string>().as('n')).where('site_id', '=', siteId).where('activity_id', '=', activityId).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
export const findComment = (db: Db, siteId: string, id: string) =>
  db.selectFrom('activity_comments').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
export const insertComment = (db: Db, c: ActivityCommentsTable) => db.insertInto('activity_comments').values(c).execute();
export const deleteComment = (db: Db, siteId: string, id: string) => db.deleteFrom('activity_comments').where('site_id', '=', siteId).where('id', '=', id).execute();

export const albumsOf = (db: Db, siteId: string, activityId: string) =>
  db.selectFrom('activity_albums').selectAll().where('site_id', '=', siteId).where('activity_id', '=', activityId).orderBy('created_at').orderBy('id').execute();
export const findAlbum = (db: Db, siteId: string, id: string) =>
  db.selectFrom('activity_albums').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
export const insertAlbum = (db: Db, a: ActivityAlbumsTable) => db.insertInto('activity_albums').values(a).execute();

export const photosOfActivity = (db: Db, siteId: string, activityId: string) =>
  db.selectFrom('activity_photos').selectAll().where('site_id', '=', siteId).where('activity_id', '=', activityId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
export const photosOf = (db: Db, siteId: string, albumId: string) =>
  db
    .selectFrom('activity_photos as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.url', 'p.user_id', 'p.created_at', 'u.name'])
    .where('p.site_id', '=', siteId)
    .where('p.album_id', '=', albumId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
export const findPhoto = (db: Db, siteId: string, id: string) =>
  db.selectFrom('activity_photos').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
export const insertPhoto = (db: Db, p: ActivityPhotosTable) => db.insertInto('activity_photos').values(p).execute();
export const deletePhoto = (db: Db, siteId: string, id: string) => db.deleteFrom('activity_photos').where('site_id', '=', siteId).where('id', '=', id).execute();
