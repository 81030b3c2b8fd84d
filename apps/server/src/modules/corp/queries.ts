import type { Db } from '../../platform/db/index.js';

export const PROVIDER = 'corp';

export const insertFlow = (db: Db, row: { id: string; site_id: string; redirect_url: string; expires_at: number }) =>
  db
    .insertInto('sso_flows')
    .values({
      ...row,
      provider: PROVIDER,
      nonce: '',
      code_verifier: '',
      purpose: 'login',
      user_id: null,
      used_at: null,
      browser: '',
      subject: '',
      detail: '{}',
    })
    .execute();

/** Marks a flow used and returns it; null when unknown, expired or already used (single use). */
export async function claimFlow(db: Db, siteId: string, id: string, at: number) {
  const r = await db
    .updateTable('sso_flows')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .where('provider', '=', PROVIDER)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return null;
  return db.selectFrom('sso_flows').select(['redirect_url']).where('id', '=', id).executeTakeFirst();
}

export const pruneFlows = (db: Db, before: number) =>
  db.deleteFrom('sso_flows').where('provider', '=', PROVIDER).where('expires_at', '<', before).execute();

/** The active account bound to a member id on this site. */
export const findBoundUser = (db: Db, siteId: string, subject: string) =>
  db
    .selectFrom('sso_identities')
    .innerJoin('users', 'users.id', 'sso_identities.user_id')
    .selectAll('users')
    .where('sso_identities.site_id', '=', siteId)
    .where('sso_identities.provider', '=', PROVIDER)
    .where('sso_identities.subject', '=', subject)
    .where('users.site_id', '=', siteId)
    .executeTakeFirst();
