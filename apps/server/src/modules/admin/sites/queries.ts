import type { Db } from '../../../platform/db/index.js';
import type { SitesTable } from '../../../platform/db/schema.js';

const withUsers = (db: Db) =>
  db
    .selectFrom('sites')
    .selectAll('sites')
    .select((eb) =>
      eb
        .selectFrom('users')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('users.site_id', '=', 'sites.id')
        .as('users'),
    );

export const listSites = (db: Db) => withUsers(db).orderBy('sites.is_default', 'desc').orderBy('sites.id').execute();
export const findSite = (db: Db, id: string) => withUsers(db).where('sites.id', '=', id).executeTakeFirst();
export type SiteRow = NonNullable<Awaited<ReturnType<typeof findSite>>>;

export type SiteProfile = Partial<Omit<SitesTable, 'id' | 'created_at' | 'is_default' | 'flags'>>;

export const updateSite = (db: Db, id: string, set: SiteProfile) =>
  db.updateTable('sites').set(set).where('id', '=', id).execute();

/** Replaces the flags only if nobody changed them since `before` was read. */
export async function swapFlags(db: Db, id: string, before: string, after: string, at: number): Promise<boolean> {
  const r = await db
    .updateTable('sites')
    .set({ flags: after, updated_at: at })
    .where('id', '=', id)
    .where('flags', '=', before)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export const flagsOfSite = async (db: Db, id: string) =>
  (await db.selectFrom('sites').select('flags').where('id', '=', id).executeTakeFirst())?.flags;
