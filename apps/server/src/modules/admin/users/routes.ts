/** Handlers of /api/admin/users/*: each hands its input to the service. */
import type { contract } from '@campus/api';
import type { Handlers } from '../../../platform/mount.js';
import * as q from './queries.js';
import * as users from './service.js';
import { importUsers, templateWorkbook, usersWorkbook } from './xlsx.js';
import { sendXlsx, uploadedFile } from '../../../platform/xlsx.js';

type A = typeof contract.admin;
type K =
  | 'usersList'
  | 'usersGet'
  | 'usersCreate'
  | 'usersUpdate'
  | 'usersDisable'
  | 'usersEnable'
  | 'usersResetPassword'
  | 'usersSetRoles'
  | 'usersImport'
  | 'usersImportTemplate'
  | 'usersExport';
export const EXPORT_MAX_ROWS = 20000;

export const userHandlers: Handlers<Pick<A, K>> = {
  usersList: (input, ctx) => users.listUsers(ctx, input),
  usersGet: (input, ctx) => users.getUser(ctx, input.id),
  usersCreate: (input, ctx) => users.createUser(ctx, input),
  usersUpdate: (input, ctx) => users.updateUser(ctx, input),
  usersDisable: (input, ctx) => users.setStatus(ctx, input.id, 'disabled'),
  usersEnable: (input, ctx) => users.setStatus(ctx, input.id, 'active'),
  usersResetPassword: (input, ctx) => users.resetPassword(ctx, input.id),
  usersSetRoles: (input, ctx) => users.setRoles(ctx, input.id, input.roleIds),
  usersImport: async (_, ctx) => importUsers(ctx, await uploadedFile(ctx)),
  usersImportTemplate: async (_, ctx) => sendXlsx(ctx, 'users-template', await templateWorkbook(ctx)),
  usersExport: async (input, ctx) => {
    const rows = await q.listUsers(ctx.db, ctx.site.id, input, input.sorter, { offset: 0, limit: EXPORT_MAX_ROWS });
    await ctx.audit('admin.users.export', String(rows.length), { filter: input });
    return sendXlsx(ctx, 'users', await usersWorkbook(await users.withRoles(ctx, rows)));
  },
};
