import type { Db } from '../../platform/db/index.js';
import { contains } from '../../platform/sql.js';

export const siteRoles = (db: Db, siteId: string) =>
  db.selectFrom('roles').select(['code', 'name']).where('site_id', '=', siteId).orderBy('code').execute();

export const siteDepartments = (db: Db, siteId: string) =>
  db.selectFrom('departments').select(['id', 'name']).where('site_id', '=', siteId).orderBy('name').execute();

export const siteClasses = (db: Db, siteId: string) =>
  db
    .selectFrom('classes')
    .select(['id', 'name', 'grade', 'department_id as departmentId'])
    .where('site_id', '=', siteId)
    .orderBy('grade')
    .orderBy('name')
    .execute();

/** Active people whose name, account or number (or, `byNameOnly`, name) contains the keyword; of some kinds only when asked. */
export function findPeople(db: Db, siteId: string, keyword: string, o: { byNameOnly?: boolean; kinds?: string[] } = {}) {
  let q = db
    .selectFrom('users')
    .leftJoin('classes', 'classes.id', 'users.class_id')
    .select(['users.id', 'users.name', 'users.username', 'users.number', 'classes.name as className'])
    .where('users.site_id', '=', siteId)
    .where('users.status', '=', 'active')
    .where((eb) => (o.byNameOnly ? contains('users.name', keyword) : eb.or([contains('users.name', keyword), contains('users.username', keyword), contains('users.number', keyword)])));
  if (o.kinds) q = q.where('users.kind', 'in', o.kinds);
  return q.orderBy('users.username').limit(20).execute();
}
