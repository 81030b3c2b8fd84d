/** SQL of the user module. Every query is bound to a site and to the caller's own rows. */
import type { Db } from '../../platform/db/index.js';
import type { UserUpdate } from '../../platform/db/schema.js';

export const findSiteUser = (db: Db, siteId: string, id: string) =>
  db.selectFrom('users').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export async function placeNames(db: Db, siteId: string, departmentId: string | null, classId: string | null) {
  const dept = departmentId
    ? await db.selectFrom('departments').select('name').where('site_id', '=', siteId).where('id', '=', departmentId).executeTakeFirst()
    : undefined;
  const cls = classId
    ? await db.selectFrom('classes').select('name').where('site_id', '=', siteId).where('id', '=', classId).executeTakeFirst()
    : undefined;
  return { department: dept?.name ?? null, className: cls?.name ?? null };
}

export async function updateUser(db: Db, siteId: string, id: string, set: UserUpdate): Promise<void> {
  await db.updateTable('users').set(set).where('site_id', '=', siteId).where('id', '=', id).execute();
}

/** Whether another account of the site already uses this mobile number or e-mail address. */
export async function contactTaken(db: Db, siteId: string, field: 'mobile' | 'email', value: string, exceptId: string): Promise<boolean> {
  const r = await db
    .selectFrom('users')
    .select('id')
    .where('site_id', '=', siteId)
    .where(field, '=', value)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return r !== undefined;
}

// --- uploads: an image the user uploaded on this site ---

export const findOwnImage = (db: Db, siteId: string, userId: string, storedName: string) =>
  db
    .selectFrom('uploads')
    .select(['id', 'stored_name', 'mime'])
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .where('stored_name', '=', storedName)
    .where('mime', 'like', 'image/%')
    .executeTakeFirst();

// --- user_links ---

export const linkedUsers = (db: Db, siteId: string, userId: string) =>
  db
    .selectFrom('user_links')
    .innerJoin('users', 'users.id', 'user_links.linked_user_id')
    .select(['users.id', 'users.username', 'users.name', 'users.kind', 'users.number', 'users.status'])
    .where('user_links.site_id', '=', siteId)
    .where('users.site_id', '=', siteId)
    .where('user_links.user_id', '=', userId)
    .orderBy('users.username')
    .execute();

export async function isLinked(db: Db, siteId: string, userId: string, otherId: string): Promise<boolean> {
  const r = await db
    .selectFrom('user_links')
    .select('user_id')
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .where('linked_user_id', '=', otherId)
    .executeTakeFirst();
  return r !== undefined;
}

/** Both directions, idempotent: linking twice (or concurrently) leaves one pair. */
export async function link(db: Db, siteId: string, a: string, b: string, at: number): Promise<void> {
  await db
    .insertInto('user_links')
    .values([
      { user_id: a, linked_user_id: b, site_id: siteId, at },
      { user_id: b, linked_user_id: a, site_id: siteId, at },
    ])
    .onConflict((oc) => oc.columns(['user_id', 'linked_user_id']).doNothing())
    .execute();
}

export async function unlink(db: Db, siteId: string, a: string, b: string): Promise<number> {
  const r = await db
    .deleteFrom('user_links')
    .where('site_id', '=', siteId)
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', a), eb('linked_user_id', '=', b)]),
        eb.and([eb('user_id', '=', b), eb('linked_user_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

// --- verification codes ---

export async function countCodesSince(db: Db, userId: string, channel: string, since: number): Promise<number> {
  const r = await db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('channel', '=', channel)
    .where('at', '>=', since)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

export async function insertCode(
  db: Db,
  row: { id: string; site_id: string; user_id: string; channel: string; target: string; code_hash: string; expires_at: number; at: number },
): Promise<void> {
  // A new code replaces any earlier one still waiting on this channel.
  await db
    .updateTable('verification_codes')
    .set({ used_at: row.at })
    .where('user_id', '=', row.user_id)
    .where('channel', '=', row.channel)
    .where('used_at', 'is', null)
    .execute();
  await db.insertInto('verification_codes').values({ ...row, attempts: 0, used_at: null }).execute();
}

export const deleteCode = (db: Db, id: string) => db.deleteFrom('verification_codes').where('id', '=', id).execute();

export const latestOpenCode = (db: Db, siteId: string, userId: string, channel: string) =>
  db
    .selectFrom('verification_codes')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .where('channel', '=', channel)
    .where('used_at', 'is', null)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Counts one verify attempt if the code is still open, unexpired and under the limit. */
export async function takeAttempt(db: Db, id: string, t: number, maxAttempts: number): Promise<boolean> {
  const r = await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', t)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Marks the code used; false when another request used it first (single use). */
export async function consumeCode(db: Db, id: string, t: number): Promise<boolean> {
  const r = await db.updateTable('verification_codes').set({ used_at: t }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
