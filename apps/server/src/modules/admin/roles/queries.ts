import type { Db } from '../../../platform/db/index.js';
import type { RolesTable } from '../../../platform/db/schema.js';

/** Roles of the site with how many users hold each. */
export const listRoles = (db: Db, siteId: string) =>
  db
    .selectFrom('roles')
    .leftJoin('user_roles', (j) => j.onRef('user_roles.role_id', '=', 'roles.id').on('user_roles.site_id', '=', siteId))
    .select([
      'roles.id',
      'roles.code',
      'roles.name',
      'roles.auth',
      'roles.builtin',
      'roles.created_at',
      'roles.updated_at',
    ])
    .select((eb) => eb.fn.count<number>('user_roles.user_id').as('members'))
    .where('roles.site_id', '=', siteId)
    .groupBy([
      'roles.id',
      'roles.code',
      'roles.name',
      'roles.auth',
      'roles.builtin',
      'roles.created_at',
      'roles.updated_at',
    ])
    .orderBy('roles.builtin', 'desc')
    .orderBy('roles.created_at')
    .orderBy('roles.code')
    .execute();
export type RoleRow = Awaited<ReturnType<typeof listRoles>>[number];

export const findRole = (db: Db, siteId: string, id: string) =>
  db.selectFrom('roles').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const codeTaken = async (db: Db, siteId: string, code: string) =>
  !!(await db
    .selectFrom('roles')
    .select('id')
    .where('site_id', '=', siteId)
    .where('code', '=', code)
    .executeTakeFirst());

export const insertRole = (db: Db, row: RolesTable) => db.insertInto('roles').values(row).execute();

export const updateRole = (
  db: Db,
  siteId: string,
  id: string,
  set: Partial<Pick<RolesTable, 'name' | 'auth' | 'updated_at'>>,
) => db.updateTable('roles').set(set).where('site_id', '=', siteId).where('id', '=', id).execute();

/** Deletes the role only if it is custom and nobody holds it, both checked in the delete itself. */
export async function deleteUnusedRole(db: Db, siteId: string, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom('roles')
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .where('builtin', '=', 0)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('user_roles').select('user_roles.user_id').whereRef('user_roles.role_id', '=', 'roles.id'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export const storedMaps = (db: Db, siteId: string) =>
  db.selectFrom('roles').select('auth').where('site_id', '=', siteId).execute();
