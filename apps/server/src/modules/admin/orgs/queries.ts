import type { Db } from '../../../platform/db/index.js';
import type { ClassesTable, DepartmentsTable } from '../../../platform/db/schema.js';

export const listDepartments = (db: Db, siteId: string) =>
  db
    .selectFrom('departments')
    .selectAll('departments')
    .select((eb) =>
      eb
        .selectFrom('users')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('users.department_id', '=', 'departments.id')
        .as('users'),
    )
    .where('departments.site_id', '=', siteId)
    .orderBy('departments.created_at')
    .orderBy('departments.id')
    .execute();
export type DepartmentRow = Awaited<ReturnType<typeof listDepartments>>[number];

export const listClasses = (db: Db, siteId: string, departmentId?: string) => {
  let q = db
    .selectFrom('classes')
    .selectAll('classes')
    .select((eb) =>
      eb
        .selectFrom('users')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('users.class_id', '=', 'classes.id')
        .as('users'),
    )
    .where('classes.site_id', '=', siteId);
  if (departmentId) q = q.where('classes.department_id', '=', departmentId);
  return q.orderBy('classes.grade', 'desc').orderBy('classes.name').execute();
};
export type ClassRow = Awaited<ReturnType<typeof listClasses>>[number];

export const findDepartment = (db: Db, siteId: string, id: string) =>
  db.selectFrom('departments').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
export const findClass = (db: Db, siteId: string, id: string) =>
  db.selectFrom('classes').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
export const userIn = async (db: Db, siteId: string, id: string) =>
  !!(await db.selectFrom('users').select('id').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst());

export const insertDepartment = (db: Db, row: DepartmentsTable) => db.insertInto('departments').values(row).execute();
export const insertClass = (db: Db, row: ClassesTable) => db.insertInto('classes').values(row).execute();
export const updateDepartment = (
  db: Db,
  siteId: string,
  id: string,
  set: Partial<Omit<DepartmentsTable, 'id' | 'site_id'>>,
) => db.updateTable('departments').set(set).where('site_id', '=', siteId).where('id', '=', id).execute();
export const updateClass = (db: Db, siteId: string, id: string, set: Partial<Omit<ClassesTable, 'id' | 'site_id'>>) =>
  db.updateTable('classes').set(set).where('site_id', '=', siteId).where('id', '=', id).execute();
