/** Handlers of /api/admin/roles/*. */
import type { contract } from '@campus/api';
import type { Handlers } from '../../../platform/mount.js';
import * as roles from './service.js';

type A = typeof contract.admin;
type K = 'rolesList' | 'rolesCreate' | 'rolesUpdate' | 'rolesDelete' | 'rolesModules';

export const roleHandlers: Handlers<Pick<A, K>> = {
  rolesList: (_, ctx) => roles.listRoles(ctx),
  rolesCreate: (input, ctx) => roles.createRole(ctx, input),
  rolesUpdate: (input, ctx) => roles.updateRole(ctx, input),
  rolesDelete: (input, ctx) => roles.deleteRole(ctx, input.id),
  rolesModules: (_, ctx) => roles.knownModules(ctx),
};
