/** Users of one site as the console lists them: search, filters, sorting, their roles. */
import { type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import { contains } from '../../../platform/sql.js';
import type { Db } from '../../../platform/db/index.js';
import type { DB, UsersTable } from '../../../platform/db/schema.js';

export interface UserFilter {
  keyword?: string | undefined;
  roleId?: string | undefined;
  status?: string | undefined;
  departmentId?: string | undefined;
  classId?: string | undefined;
  kind?: string | undefined;
}
export type UserSortField = 'username' | 'name' | 'number' | 'kind' | 'status' | 'createdAt' | 'updatedAt';
export interface UserSort {
  field: UserSortField;
  order: 'ascend' | 'descend';
}

const SORT_COLUMNS: Record<UserSortField, keyof UsersTable> = {
  username: 'username',
  name: 'name',
  number: 'number',
  kind: 'kind',
  status: 'status',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};


function whereUsers(eb: ExpressionBuilder<DB, 'users'>, siteId: string, f: UserFilter): Expression<SqlBool> {
  const conds: Expression<SqlBool>[] = [eb('users.site_id', '=', siteId)];
  if (f.keyword) {
    const k = f.keyword;
    conds.push(eb.or((['username', 'name', 'number'] as const).map((c) => contains(`users.${c}`, k))));
  }
  if (f.status) conds.push(eb('users.status', '=', f.status));
  if (f.kind) conds.push(eb('users.kind', '=', f.kind));
  if (f.departmentId) conds.push(eb('users.department_id', '=', f.departmentId));
  if (f.classId) conds.push(eb('users.class_id', '=', f.classId));
  if (f.roleId) {
    const roleId = f.roleId;
    conds.push(
      eb.exists(
        eb
          .selectFrom('user_roles')
          .select('user_roles.user_id')
          .whereRef('user_roles.user_id', '=', 'users.id')
          .where('user_roles.role_id', '=', roleId),
      ),
    );
  }
  return eb.and(conds);
}

const userColumns = [
  'users.id',
  'users.username',
  'users.name',
  'users.number',
  'users.kind',
  'users.department_id',
  'users.class_id',
  'users.mobile',
  'users.email',
  'users.status',
  'users.is_super',
  'users.created_at',
  'users.updated_at',
  'departments.name as department_name',
  'classes.name as class_name',
] as const;

function baseQuery(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('departments', 'departments.id', 'users.department_id')
    .leftJoin('classes', 'classes.id', 'users.class_id')
    .select(userColumns);
}
export type UserRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

export async function listUsers(
  db: Db,
  siteId: string,
  f: UserFilter,
  sort: UserSort | undefined,
  page: { offset: number; limit: number },
): Promise<UserRow[]> {
  // Newest first unless the console asks otherwise; the id (UUIDv7) breaks ties stably.
  const s = sort ?? { field: 'createdAt', order: 'descend' };
  const col = SORT_COLUMNS[s.field];
  const dir = s.order === 'ascend' ? 'asc' : 'desc';
  return baseQuery(db)
    .where((eb) => whereUsers(eb, siteId, f))
    .orderBy(`users.${col}`, dir)
    .orderBy('users.id', dir)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countUsers(db: Db, siteId: string, f: UserFilter): Promise<number> {
  const r = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => whereUsers(eb, siteId, f))
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** One user, only if it belongs to the site. */
export const findUser = (db: Db, siteId: string, id: string) =>
  baseQuery(db).where('users.site_id', '=', siteId).where('users.id', '=', id).executeTakeFirst();

export const findUserRecord = (db: Db, siteId: string, id: string) =>
  db.selectFrom('users').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export async function rolesOfUsers(db: Db, siteId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id', 'roles.id', 'roles.code', 'roles.name'])
    .where('user_roles.site_id', '=', siteId)
    .where('roles.site_id', '=', siteId)
    .where('user_roles.user_id', 'in', userIds)
    .orderBy('roles.code')
    .execute();
}

export const usernameTaken = async (db: Db, siteId: string, username: string) =>
  !!(await db
    .selectFrom('users')
    .select('id')
    .where('site_id', '=', siteId)
    .where('username', '=', username)
    .executeTakeFirst());

/** Which of these usernames already exist on the site. */
export async function takenUsernames(db: Db, siteId: string, names: string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < names.length; i += 200) {
    const chunk = names.slice(i, i + 200);
    const rows = await db
      .selectFrom('users')
      .select('username')
      .where('site_id', '=', siteId)
      .where('username', 'in', chunk)
      .execute();
    for (const r of rows) out.add(r.username);
  }
  return out;
}

export const updateUser = (db: Db, siteId: string, id: string, set: Partial<Omit<UsersTable, 'id' | 'site_id'>>) =>
  db.updateTable('users').set(set).where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

/**
 * Replaces a user's roles in one transaction. The user row is touched first so that two
 * concurrent replacements for one user run one after the other (PostgreSQL row lock; SQLite
 * has a single writer): the last one wins whole, never a mix or a duplicate-key failure.
 */
export async function replaceRoles(
  db: Db,
  siteId: string,
  userId: string,
  roleIds: string[],
  at: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ updated_at: at })
      .where('site_id', '=', siteId)
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('user_roles').where('user_id', '=', userId).where('site_id', '=', siteId).execute();
    if (roleIds.length) {
      await trx
        .insertInto('user_roles')
        .values(roleIds.map((role_id) => ({ user_id: userId, role_id, site_id: siteId })))
        .execute();
    }
  });
}

export const rolesByIds = (db: Db, siteId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('roles')
        .select(['id', 'code', 'name', 'auth'])
        .where('site_id', '=', siteId)
        .where('id', 'in', ids)
        .execute();

export const siteRoles = (db: Db, siteId: string) =>
  db.selectFrom('roles').select(['id', 'code', 'name', 'auth']).where('site_id', '=', siteId).execute();

export const departmentIn = async (db: Db, siteId: string, id: string) =>
  !!(await db
    .selectFrom('departments')
    .select('id')
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst());

export const classIn = (db: Db, siteId: string, id: string) =>
  db
    .selectFrom('classes')
    .select(['id', 'department_id'])
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst();

export const siteDepartments = (db: Db, siteId: string) =>
  db.selectFrom('departments').select(['id', 'name']).where('site_id', '=', siteId).execute();
export const siteClasses = (db: Db, siteId: string) =>
  db.selectFrom('classes').select(['id', 'name', 'department_id']).where('site_id', '=', siteId).execute();
