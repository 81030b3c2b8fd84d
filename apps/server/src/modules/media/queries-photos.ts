/** The photo wall: photos with author and my like, likes and reports with counters kept in SQL. */
import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import type { DB, PhotowallPhotosTable } from '../../platform/db/schema.js';

type Tx = Db | Transaction<DB>;

const withAuthor = (db: Db, viewerId: string) =>
  db
    .selectFrom('photowall_photos as p')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .selectAll('p')
    .select((eb) => [
      eb.fn.coalesce('u.name', eb.val('')).as('author'),
      eb
        .exists(
          eb
            .selectFrom('photowall_likes as l')
            .select('l.photo_id')
            .whereRef('l.photo_id', '=', 'p.id')
            .where('l.user_id', '=', viewerId),
        )
        .as('liked'),
    ]);

export type PhotoRow = Awaited<ReturnType<ReturnType<typeof withAuthor>['executeTakeFirstOrThrow']>>;

async function page(
  db: Db,
  viewerId: string,
  where: (q: ReturnType<typeof withAuthor>) => ReturnType<typeof withAuthor>,
  order: 'newest' | 'popular' | 'queue',
  offset: number,
  limit: number,
) {
  let q = where(withAuthor(db, viewerId));
  q =
    order === 'popular'
      ? q.orderBy('p.likes', 'desc').orderBy('p.created_at', 'desc')
      : order === 'queue'
        ? q.orderBy('p.reports', 'desc').orderBy('p.created_at', 'asc')
        : q.orderBy('p.created_at', 'desc');
  const rows = await q.orderBy('p.id', 'desc').offset(offset).limit(limit).execute();
  const counted = await where(withAuthor(db, viewerId))
    .clearSelect()
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirst();
  return { rows, total: Number(counted?.n ?? 0) };
}

export const listShown = (
  db: Db,
  siteId: string,
  viewerId: string,
  sort: 'newest' | 'popular',
  offset: number,
  limit: number,
) =>
  page(db, viewerId, (q) => q.where('p.site_id', '=', siteId).where('p.status', '=', 'approved'), sort, offset, limit);

export const listByUser = (db: Db, siteId: string, userId: string, offset: number, limit: number) =>
  page(db, userId, (q) => q.where('p.site_id', '=', siteId).where('p.user_id', '=', userId), 'newest', offset, limit);

/** Waiting for a moderator: not yet reviewed (new, or reported since the last review) and not already taken down. */
export const listQueue = (db: Db, siteId: string, viewerId: string, offset: number, limit: number) =>
  page(
    db,
    viewerId,
    (q) =>
      q.where('p.site_id', '=', siteId).where('p.reviewed', '=', 0).where('p.status', 'in', ['pending', 'approved']),
    'queue',
    offset,
    limit,
  );

export const reasonsOf = (db: Db, photoIds: string[]) =>
  photoIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('photowall_reports')
        .select(['photo_id', 'reason'])
        .where('photo_id', 'in', photoIds)
        .orderBy('at')
        .execute();

export const findPhoto = (db: Db, siteId: string, viewerId: string, id: string) =>
  withAuthor(db, viewerId).where('p.id', '=', id).where('p.site_id', '=', siteId).executeTakeFirst();

export const insertPhoto = (db: Db, row: Insertable<PhotowallPhotosTable>) =>
  db.insertInto('photowall_photos').values(row).execute();

export const updatePhoto = (db: Tx, id: string, set: Updateable<PhotowallPhotosTable>) =>
  db.updateTable('photowall_photos').set(set).where('id', '=', id).executeTakeFirst();

/** Adds the like if it is new; the counter moves only when a row was inserted. */
export async function addLike(trx: Tx, siteId: string, photoId: string, userId: string, at: number): Promise<void> {
  const r = await trx
    .insertInto('photowall_likes')
    .values({ photo_id: photoId, user_id: userId, site_id: siteId, at })
    .onConflict((oc) => oc.columns(['photo_id', 'user_id']).doNothing())
    .executeTakeFirst();
  if (Number(r.numInsertedOrUpdatedRows ?? 0) === 1) {
    await trx
      .updateTable('photowall_photos')
      .set((eb) => ({ likes: eb('likes', '+', 1) }))
      .where('id', '=', photoId)
      .execute();
  }
}

export async function removeLike(trx: Tx, photoId: string, userId: string): Promise<void> {
  const r = await trx
    .deleteFrom('photowall_likes')
    .where('photo_id', '=', photoId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(r.numDeletedRows) === 1) {
    await trx
      .updateTable('photowall_photos')
      .set((eb) => ({ likes: eb('likes', '-', 1) }))
      .where('id', '=', photoId)
      .execute();
  }
}

export const likesOf = async (trx: Tx, photoId: string) =>
  Number(
    (await trx.selectFrom('photowall_photos').select('likes').where('id', '=', photoId).executeTakeFirst())?.likes ?? 0,
  );

/** Records a user's report once; true when it was new. */
export async function addReport(
  trx: Tx,
  siteId: string,
  photoId: string,
  userId: string,
  reason: string,
  at: number,
): Promise<boolean> {
  const r = await trx
    .insertInto('photowall_reports')
    .values({ photo_id: photoId, user_id: userId, site_id: siteId, reason, at })
    .onConflict((oc) => oc.columns(['photo_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function deletePhoto(trx: Tx, siteId: string, id: string, userId: string): Promise<boolean> {
  const r = await trx
    .deleteFrom('photowall_photos')
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(r.numDeletedRows) !== 1) return false;
  await trx.deleteFrom('photowall_likes').where('photo_id', '=', id).execute();
  await trx.deleteFrom('photowall_reports').where('photo_id', '=', id).execute();
  return true;
}
