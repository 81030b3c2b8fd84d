/**
 * Departments and classes of a site, for the user pickers and their own small editors. Every
 * reference (parent, leader, department, counselor) must point inside the same site.
 */
import { badInput, type AdminClass, type AdminDepartment, type ParsedInputOf, type contract } from '@campus/api';
import type { Ctx } from '../../../platform/context.js';
import { newId, now } from '../../../platform/util.js';
import { notFound } from '../shared.js';
import * as q from './queries.js';

type A = typeof contract.admin;

const toDept = (r: q.DepartmentRow): AdminDepartment => ({
  id: r.id,
  name: r.name,
  parentId: r.parent_id,
  leaderUserId: r.leader_user_id,
  users: Number(r.users ?? 0),
  createdAt: r.created_at,
});
const toClass = (r: q.ClassRow): AdminClass => ({
  id: r.id,
  name: r.name,
  grade: r.grade,
  departmentId: r.department_id,
  counselorUserId: r.counselor_user_id,
  users: Number(r.users ?? 0),
  createdAt: r.created_at,
});

export async function listDepartments(ctx: Ctx) {
  const list = (await q.listDepartments(ctx.db, ctx.site.id)).map(toDept);
  return { list, total: list.length };
}

export async function listClasses(ctx: Ctx, departmentId?: string) {
  const list = (await q.listClasses(ctx.db, ctx.site.id, departmentId)).map(toClass);
  return { list, total: list.length };
}

async function checkUser(ctx: Ctx, field: string, id: string | null | undefined) {
  if (id && !(await q.userIn(ctx.db, ctx.site.id, id))) throw badInput(field, 'no such user');
}

async function checkDepartment(ctx: Ctx, field: string, id: string | null | undefined) {
  if (id && !(await q.findDepartment(ctx.db, ctx.site.id, id))) throw badInput(field, 'no such department');
}

/** A department may not become its own ancestor. */
async function checkParent(ctx: Ctx, id: string, parentId: string | null) {
  for (let p = parentId, hops = 0; p; hops++) {
    if (p === id || hops > 100) throw badInput('parentId', 'would make a cycle');
    p = (await q.findDepartment(ctx.db, ctx.site.id, p))?.parent_id ?? null;
  }
}

const departmentOut = async (ctx: Ctx, id: string) => {
  const r = (await q.listDepartments(ctx.db, ctx.site.id)).find((x) => x.id === id);
  if (!r) throw notFound('id');
  return toDept(r);
};
const classOut = async (ctx: Ctx, id: string) => {
  const r = (await q.listClasses(ctx.db, ctx.site.id)).find((x) => x.id === id);
  if (!r) throw notFound('id');
  return toClass(r);
};

export async function createDepartment(ctx: Ctx, input: ParsedInputOf<A['departmentsCreate']>) {
  await checkDepartment(ctx, 'parentId', input.parentId);
  await checkUser(ctx, 'leaderUserId', input.leaderUserId);
  const id = newId();
  await q.insertDepartment(ctx.db, {
    id,
    site_id: ctx.site.id,
    name: input.name,
    parent_id: input.parentId ?? null,
    leader_user_id: input.leaderUserId ?? null,
    created_at: now(),
  });
  await ctx.audit('admin.departments.create', input.name, { id });
  return departmentOut(ctx, id);
}

export async function updateDepartment(ctx: Ctx, input: ParsedInputOf<A['departmentsUpdate']>) {
  if (!(await q.findDepartment(ctx.db, ctx.site.id, input.id))) throw notFound('id');
  const parentId = input.parentId === undefined ? undefined : input.parentId || null;
  const leaderUserId = input.leaderUserId === undefined ? undefined : input.leaderUserId || null;
  await checkDepartment(ctx, 'parentId', parentId);
  if (parentId !== undefined) await checkParent(ctx, input.id, parentId);
  await checkUser(ctx, 'leaderUserId', leaderUserId);
  await q.updateDepartment(ctx.db, ctx.site.id, input.id, {
    ...(input.name !== undefined && { name: input.name }),
    ...(parentId !== undefined && { parent_id: parentId }),
    ...(leaderUserId !== undefined && { leader_user_id: leaderUserId }),
  });
  await ctx.audit('admin.departments.update', input.id, { name: input.name, parentId, leaderUserId });
  return departmentOut(ctx, input.id);
}

export async function createClass(ctx: Ctx, input: ParsedInputOf<A['classesCreate']>) {
  await checkDepartment(ctx, 'departmentId', input.departmentId);
  await checkUser(ctx, 'counselorUserId', input.counselorUserId);
  const id = newId();
  await q.insertClass(ctx.db, {
    id,
    site_id: ctx.site.id,
    name: input.name,
    grade: input.grade,
    department_id: input.departmentId ?? null,
    counselor_user_id: input.counselorUserId ?? null,
    created_at: now(),
  });
  await ctx.audit('admin.classes.create', input.name, { id });
  return classOut(ctx, id);
}

export async function updateClass(ctx: Ctx, input: ParsedInputOf<A['classesUpdate']>) {
  if (!(await q.findClass(ctx.db, ctx.site.id, input.id))) throw notFound('id');
  const departmentId = input.departmentId === undefined ? undefined : input.departmentId || null;
  const counselorUserId = input.counselorUserId === undefined ? undefined : input.counselorUserId || null;
  await checkDepartment(ctx, 'departmentId', departmentId);
  await checkUser(ctx, 'counselorUserId', counselorUserId);
  await q.updateClass(ctx.db, ctx.site.id, input.id, {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.grade !== undefined && { grade: input.grade }),
    ...(departmentId !== undefined && { department_id: departmentId }),
    ...(counselorUserId !== undefined && { counselor_user_id: counselorUserId }),
  });
  await ctx.audit('admin.classes.update', input.id, { name: input.name, departmentId, counselorUserId });
  return classOut(ctx, input.id);
}
