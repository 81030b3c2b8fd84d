import type { Db } from '../../platform/db/index.js';
import type { SsoFlowsTable } from '../../platform/db/schema.js';
import { newId } from '../../platform/util.js';

export type Flow = SsoFlowsTable;

export async function insertFlow(db: Db, flow: Flow, pruneBefore: number): Promise<void> {
  await db.insertInto('sso_flows').values(flow).execute();
  // Expired flows, pending identities and seen tickets are worthless after a while.
  await db.deleteFrom('sso_flows').where('expires_at', '<', pruneBefore).execute();
}

export const findFlow = (db: Db, id: string) =>
  db.selectFrom('sso_flows').selectAll().where('id', '=', id).executeTakeFirst();

/** Marks a flow used; true only for the one caller that got it (single use across processes). */
export async function consumeFlow(db: Db, id: string, t: number): Promise<boolean> {
  const r = await db
    .updateTable('sso_flows')
    .set({ used_at: t })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', t)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Records a ticket as seen; false when it was seen before (a replay). */
export async function recordTicket(db: Db, row: Flow): Promise<boolean> {
  const r = await db
    .insertInto('sso_flows')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const findIdentity = (db: Db, siteId: string, provider: string, subject: string) =>
  db
    .selectFrom('sso_identities')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();

export const findIdentityOfUser = (db: Db, siteId: string, provider: string, userId: string) =>
  db
    .selectFrom('sso_identities')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('provider', '=', provider)
    .where('user_id', '=', userId)
    .executeTakeFirst();

export const identitiesOfUser = (db: Db, siteId: string, userId: string) =>
  db
    .selectFrom('sso_identities')
    .select(['provider', 'at'])
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .orderBy('at')
    .execute();

/** Inserts a binding; false when the identity or the account already has one for this method. */
export async function insertIdentity(
  db: Db,
  v: { siteId: string; provider: string; subject: string; userId: string; at: number },
): Promise<boolean> {
  const r = await db
    .insertInto('sso_identities')
    .values({ id: newId(), site_id: v.siteId, provider: v.provider, subject: v.subject, user_id: v.userId, at: v.at })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function deleteIdentity(db: Db, siteId: string, provider: string, userId: string): Promise<boolean> {
  const r = await db
    .deleteFrom('sso_identities')
    .where('site_id', '=', siteId)
    .where('provider', '=', provider)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export const findSiteUser = (db: Db, siteId: string, userId: string) =>
  db.selectFrom('users').selectAll().where('site_id', '=', siteId).where('id', '=', userId).executeTakeFirst();

/** Active accounts of the site whose username or number equals the subject (at most 2 read). */
export const usersMatching = (db: Db, siteId: string, field: 'username' | 'number', value: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where('site_id', '=', siteId)
    .where(field, '=', value)
    .where('status', '=', 'active')
    .limit(2)
    .execute();
