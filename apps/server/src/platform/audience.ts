/**
 * Resolving an audience (packages/api contract/audience.ts) on one site: who is in it, and
 * whether one user is. Only active accounts of the site count.
 */
import type { Audience } from '@campus/api';
import type { Db } from './db/index.js';
import type { User } from './db/schema.js';

/** Ids of every active user of the site in the audience. */
export async function resolveAudience(db: Db, siteId: string, a: Audience): Promise<string[]> {
  let q = db.selectFrom('users').select('users.id').where('users.site_id', '=', siteId).where('users.status', '=', 'active');
  if (!a.site) {
    q = q.where((eb) => {
      const ors = [];
      if (a.users?.length) ors.push(eb('users.id', 'in', a.users));
      if (a.departments?.length) ors.push(eb('users.department_id', 'in', a.departments));
      if (a.classes?.length) ors.push(eb('users.class_id', 'in', a.classes));
      if (a.roles?.length) {
        ors.push(
          eb.exists(
            eb
              .selectFrom('user_roles')
              .innerJoin('roles', 'roles.id', 'user_roles.role_id')
              .select('user_roles.user_id')
              .whereRef('user_roles.user_id', '=', 'users.id')
              .where('roles.site_id', '=', siteId)
              .where('roles.code', 'in', a.roles),
          ),
        );
      }
      return ors.length ? eb.or(ors) : eb.val(false);
    });
  }
  return (await q.execute()).map((r) => r.id);
}

/** Whether one user (with their role codes on the site) is in the audience. */
export function inAudience(user: Pick<User, 'id' | 'site_id' | 'department_id' | 'class_id' | 'status'>, roles: readonly string[], siteId: string, a: Audience): boolean {
  if (user.site_id !== siteId || user.status !== 'active') return false;
  if (a.site) return true;
  return Boolean(
    a.users?.includes(user.id) ||
      (user.department_id && a.departments?.includes(user.department_id)) ||
      (user.class_id && a.classes?.includes(user.class_id)) ||
      a.roles?.some((r) => roles.includes(r)),
  );
}
