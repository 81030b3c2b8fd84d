/**
 * Managing a site's accounts. Every lookup is by (site, id): an id from another site is simply
 * not found (10004), so ids never reveal what exists elsewhere. Super-administrators are only
 * made, changed, disabled or reset by super-administrators.
 */
import { AppError, E, badInput, type AdminUser, type AuthMap, type ParsedInputOf, type contract } from '@campus/api';
import type { Ctx } from '../../../platform/context.js';
import type { User } from '../../../platform/db/schema.js';
import { hashPassword, passwordProblem } from '../../../platform/passwords.js';
import { destroyUserSessions } from '../../../platform/sessions.js';
import { newId, now, parseJson } from '../../../platform/util.js';
import { assertNoEscalation, conflict, generatePassword, isUniqueViolation, notFound } from '../shared.js';
import * as q from './queries.js';

type A = typeof contract.admin;
const PAGE_MAX = 200;

export function toAdminUser(r: q.UserRow, roles: { id: string; code: string; name: string }[]): AdminUser {
  return {
    id: r.id,
    username: r.username,
    name: r.name,
    number: r.number,
    kind: r.kind,
    departmentId: r.department_id,
    departmentName: r.department_name ?? '',
    classId: r.class_id,
    className: r.class_name ?? '',
    mobile: r.mobile,
    email: r.email,
    status: r.status === 'disabled' ? 'disabled' : 'active',
    isSuper: r.is_super === 1,
    roles,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export async function withRoles(ctx: Ctx, rows: q.UserRow[]): Promise<AdminUser[]> {
  const byUser = new Map<string, { id: string; code: string; name: string }[]>();
  // Chunked: an export may carry thousands of ids, more than one IN list should.
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500).map((r) => r.id);
    for (const { user_id, id, code, name } of await q.rolesOfUsers(ctx.db, ctx.site.id, chunk)) {
      const list = byUser.get(user_id) ?? [];
      list.push({ id, code, name });
      byUser.set(user_id, list);
    }
  }
  return rows.map((r) => toAdminUser(r, byUser.get(r.id) ?? []));
}

export async function listUsers(ctx: Ctx, input: ParsedInputOf<A['usersList']>) {
  const pageSize = Math.min(input.pageSize, PAGE_MAX);
  const [rows, total] = await Promise.all([
    q.listUsers(ctx.db, ctx.site.id, input, input.sorter, { offset: (input.current - 1) * pageSize, limit: pageSize }),
    q.countUsers(ctx.db, ctx.site.id, input),
  ]);
  return { list: await withRoles(ctx, rows), total, current: input.current, pageSize };
}

export async function getUser(ctx: Ctx, id: string): Promise<AdminUser> {
  const row = await q.findUser(ctx.db, ctx.site.id, id);
  if (!row) throw notFound('id');
  return (await withRoles(ctx, [row]))[0]!;
}

/** The target user of this site, refused when a non-super touches a super-administrator. */
async function target(ctx: Ctx, id: string): Promise<User> {
  const u = await q.findUserRecord(ctx.db, ctx.site.id, id);
  if (!u) throw notFound('id');
  if (u.is_super === 1 && !ctx.isSuper)
    throw new AppError(E.FORBIDDEN, 'id: only a super-administrator may change a super-administrator', { field: 'id' });
  return u;
}

/** Department and class of this site, consistent with each other. */
export async function checkPlacement(
  ctx: Ctx,
  departmentId: string | null | undefined,
  classId: string | null | undefined,
) {
  let dept = departmentId ?? null;
  if (dept && !(await q.departmentIn(ctx.db, ctx.site.id, dept))) throw badInput('departmentId', 'no such department');
  if (classId) {
    const cls = await q.classIn(ctx.db, ctx.site.id, classId);
    if (!cls) throw badInput('classId', 'no such class');
    if (dept && cls.department_id && cls.department_id !== dept)
      throw badInput('classId', 'not a class of that department');
    dept ??= cls.department_id;
  }
  return { department_id: dept, class_id: classId ?? null };
}

/** Roles of this site only, and none that would raise the caller's administration rights. */
export async function checkRoles(ctx: Ctx, roleIds: string[]): Promise<string[]> {
  const ids = [...new Set(roleIds)];
  const roles = await q.rolesByIds(ctx.db, ctx.site.id, ids);
  if (roles.length !== ids.length) throw badInput('roleIds', 'no such role on this site');
  await assertNoEscalation(
    ctx,
    roles.map((r) => parseJson<AuthMap>(r.auth, {})),
  );
  return ids;
}

export async function createUser(ctx: Ctx, input: ParsedInputOf<A['usersCreate']>) {
  if (input.isSuper && !ctx.isSuper)
    throw new AppError(E.FORBIDDEN, 'isSuper: only a super-administrator may grant it', { field: 'isSuper' });
  const problem = input.password ? passwordProblem(input.password) : null;
  if (problem) throw new AppError(E.WEAK_PASSWORD, `password: ${problem}`, { field: 'password' });
  const placement = await checkPlacement(ctx, input.departmentId, input.classId);
  const roleIds = await checkRoles(ctx, input.roleIds);
  if (await q.usernameTaken(ctx.db, ctx.site.id, input.username)) throw conflict('username', 'already taken');
  const password = input.password ?? generatePassword();
  const t = now();
  const id = newId();
  const row = {
    id,
    site_id: ctx.site.id,
    username: input.username,
    name: input.name,
    password_hash: await hashPassword(password, ctx.platform.env.SCRYPT_LOG_N),
    kind: input.kind,
    number: input.number,
    mobile: input.mobile,
    email: input.email,
    avatar: '',
    gender: '',
    ...placement,
    status: 'active',
    is_super: input.isSuper ? 1 : 0,
    created_at: t,
    updated_at: t,
  };
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(row).execute();
      if (roleIds.length)
        await trx
          .insertInto('user_roles')
          .values(roleIds.map((role_id) => ({ user_id: id, role_id, site_id: ctx.site.id })))
          .execute();
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('username', 'already taken');
    throw err;
  }
  await ctx.audit('admin.users.create', input.username, { id, roleIds, isSuper: input.isSuper });
  return { user: await getUser(ctx, id), password: input.password ? null : password };
}

export async function updateUser(ctx: Ctx, input: ParsedInputOf<A['usersUpdate']>) {
  const u = await target(ctx, input.id);
  if (input.isSuper !== undefined && input.isSuper !== (u.is_super === 1)) {
    if (!ctx.isSuper)
      throw new AppError(E.FORBIDDEN, 'isSuper: only a super-administrator may change it', { field: 'isSuper' });
    if (u.id === ctx.user?.id)
      throw new AppError(E.FORBIDDEN, 'isSuper: you cannot demote yourself', { field: 'isSuper' });
  }
  const dept = input.departmentId === undefined ? u.department_id : input.departmentId || null;
  const cls = input.classId === undefined ? u.class_id : input.classId || null;
  const placement =
    input.departmentId === undefined && input.classId === undefined ? null : await checkPlacement(ctx, dept, cls);
  const set = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.number !== undefined && { number: input.number }),
    ...(input.kind !== undefined && { kind: input.kind }),
    ...(input.mobile !== undefined && { mobile: input.mobile }),
    ...(input.email !== undefined && { email: input.email }),
    ...(input.isSuper !== undefined && { is_super: input.isSuper ? 1 : 0 }),
    ...(placement ?? {}),
    updated_at: now(),
  };
  await q.updateUser(ctx.db, ctx.site.id, u.id, set);
  await ctx.audit('admin.users.update', u.username, {
    id: u.id,
    fields: Object.keys(set).filter((k) => k !== 'updated_at'),
  });
  return getUser(ctx, u.id);
}

export async function setStatus(ctx: Ctx, id: string, status: 'active' | 'disabled') {
  const u = await target(ctx, id);
  if (status === 'disabled' && u.id === ctx.user?.id)
    throw new AppError(E.FORBIDDEN, 'id: you cannot disable yourself', { field: 'id' });
  await q.updateUser(ctx.db, ctx.site.id, u.id, { status, updated_at: now() });
  // Ended after the status change: a request racing in sees the account disabled.
  if (status === 'disabled') await destroyUserSessions(ctx.platform, u.id);
  await ctx.audit(status === 'disabled' ? 'admin.users.disable' : 'admin.users.enable', u.username, { id: u.id });
  return getUser(ctx, u.id);
}

export async function resetPassword(ctx: Ctx, id: string) {
  const u = await target(ctx, id);
  const password = generatePassword();
  await q.updateUser(ctx.db, ctx.site.id, u.id, {
    password_hash: await hashPassword(password, ctx.platform.env.SCRYPT_LOG_N),
    updated_at: now(),
  });
  await destroyUserSessions(ctx.platform, u.id);
  await ctx.audit('admin.users.reset-password', u.username, { id: u.id });
  return { password };
}

export async function setRoles(ctx: Ctx, id: string, roleIds: string[]) {
  const u = await target(ctx, id);
  const ids = await checkRoles(ctx, roleIds);
  await q.replaceRoles(ctx.db, ctx.site.id, u.id, ids, now());
  await ctx.audit('admin.users.set-roles', u.username, { id: u.id, roleIds: ids });
  return getUser(ctx, u.id);
}
