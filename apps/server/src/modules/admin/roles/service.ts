/**
 * Roles are a site's bundles of permission-map entries. Maps are read from the database on
 * every call (ctx.authz), so a change applies to the members' next request, in every process.
 */
import { contract, type AdminRole, type AuthMap, type ParsedInputOf } from '@campus/api';
import type { Ctx } from '../../../platform/context.js';
import { mergeAuth } from '../../../platform/permissions.js';
import { newId, now, parseJson } from '../../../platform/util.js';
import { BUILTIN_ROLES } from '../../../seed/roles.js';
import { assertNoEscalation, conflict, isUniqueViolation, notFound } from '../shared.js';
import * as q from './queries.js';

type A = typeof contract.admin;

const toAdminRole = (r: q.RoleRow): AdminRole => ({
  id: r.id,
  code: r.code,
  name: r.name,
  auth: mergeAuth([parseJson<AuthMap>(r.auth, {})]),
  builtin: r.builtin === 1,
  members: Number(r.members),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** Empty lists mean "no access" (spec section 6): store maps without them, subs sorted and unique. */
const normalise = (m: AuthMap): AuthMap => mergeAuth([m]);

export async function listRoles(ctx: Ctx) {
  const list = (await q.listRoles(ctx.db, ctx.site.id)).map(toAdminRole);
  return { list, total: list.length };
}

async function getRole(ctx: Ctx, id: string): Promise<AdminRole> {
  const r = (await q.listRoles(ctx.db, ctx.site.id)).find((x) => x.id === id);
  if (!r) throw notFound('id');
  return toAdminRole(r);
}

export async function createRole(ctx: Ctx, input: ParsedInputOf<A['rolesCreate']>) {
  const auth = normalise(input.auth);
  await assertNoEscalation(ctx, [auth]);
  if (await q.codeTaken(ctx.db, ctx.site.id, input.code)) throw conflict('code', 'already taken');
  const t = now();
  const id = newId();
  try {
    await q.insertRole(ctx.db, {
      id,
      site_id: ctx.site.id,
      code: input.code,
      name: input.name,
      auth: JSON.stringify(auth),
      builtin: 0,
      created_at: t,
      updated_at: t,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('code', 'already taken');
    throw err;
  }
  await ctx.audit('admin.roles.create', input.code, { id, auth });
  return getRole(ctx, id);
}

export async function updateRole(ctx: Ctx, input: ParsedInputOf<A['rolesUpdate']>) {
  const role = await q.findRole(ctx.db, ctx.site.id, input.id);
  if (!role) throw notFound('id');
  const auth = input.auth === undefined ? undefined : normalise(input.auth);
  if (auth) {
    // Neither adding nor removing administration rights one does not hold.
    await assertNoEscalation(ctx, [auth, parseJson<AuthMap>(role.auth, {})]);
  }
  await q.updateRole(ctx.db, ctx.site.id, role.id, {
    ...(input.name !== undefined && { name: input.name }),
    ...(auth && { auth: JSON.stringify(auth) }),
    updated_at: now(),
  });
  await ctx.audit('admin.roles.update', role.code, { id: role.id, name: input.name, auth });
  return getRole(ctx, role.id);
}

export async function deleteRole(ctx: Ctx, id: string): Promise<null> {
  const role = await q.findRole(ctx.db, ctx.site.id, id);
  if (!role) throw notFound('id');
  if (role.builtin === 1) throw conflict('id', 'a built-in role cannot be deleted');
  await assertNoEscalation(ctx, [parseJson<AuthMap>(role.auth, {})]);
  if (!(await q.deleteUnusedRole(ctx.db, ctx.site.id, id))) throw conflict('id', 'the role is still held by users');
  await ctx.audit('admin.roles.delete', role.code, { id });
  return null;
}

/** Module keys the server knows: every module permission the contract checks, the built-in roles, this site's roles. */
export async function knownModules(ctx: Ctx) {
  const found: Record<string, Set<string>> = {};
  const add = (m: string, subs: string[]) => {
    const s = (found[m] ??= new Set());
    for (const x of subs) s.add(x);
  };
  for (const mod of Object.values(contract)) {
    for (const ep of Object.values(mod)) {
      if (ep.access.kind === 'module') add(ep.access.module, ep.access.sub ? [ep.access.sub] : []);
    }
  }
  for (const r of BUILTIN_ROLES) for (const [m, e] of Object.entries(r.auth)) add(m, e.module);
  for (const r of await q.storedMaps(ctx.db, ctx.site.id)) {
    for (const [m, e] of Object.entries(parseJson<AuthMap>(r.auth, {}))) add(m, e.module ?? []);
  }
  const list = Object.keys(found)
    .sort()
    .map((key) => ({ key, subs: [...found[key]!].sort() }));
  return { list };
}
