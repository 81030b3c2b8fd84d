/** Handlers of /api/admin/departments/* and /api/admin/classes/*. */
import type { contract } from '@campus/api';
import type { Handlers } from '../../../platform/mount.js';
import * as orgs from './service.js';

type A = typeof contract.admin;
type K =
  'departmentsList' | 'departmentsCreate' | 'departmentsUpdate' | 'classesList' | 'classesCreate' | 'classesUpdate';

export const orgHandlers: Handlers<Pick<A, K>> = {
  departmentsList: (_, ctx) => orgs.listDepartments(ctx),
  departmentsCreate: (input, ctx) => orgs.createDepartment(ctx, input),
  departmentsUpdate: (input, ctx) => orgs.updateDepartment(ctx, input),
  classesList: (input, ctx) => orgs.listClasses(ctx, input.departmentId),
  classesCreate: (input, ctx) => orgs.createClass(ctx, input),
  classesUpdate: (input, ctx) => orgs.updateClass(ctx, input),
};
