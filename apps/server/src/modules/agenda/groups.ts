/**
 * Group rules: teachers and staff (and agenda administrators) create groups and own them; the
 * owner and the managers they name add people (by account or number, a whole class, or the join
 * code) and publish; members see the group's items. Outsiders are told a group does not exist.
 */
import { AppError, E, badInput, type AgendaGroup, type ParsedInputOf, type contract } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { hasModule } from '../../platform/permissions.js';
import { newId, now } from '../../platform/util.js';
import { dropTodos } from './notices.js';
import * as g from './queries-groups.js';
import * as q from './queries.js';
import { forbidden, isManagerRole, notFound } from './service.js';
import { toPublished } from './shape.js';

type C = typeof contract.agenda;
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[Math.floor(Math.random() * CODE_ALPHABET.length)]).join('');
/** Published items a group screen lists. */
const ITEMS_SHOWN = 100;

export async function canCreate(ctx: Ctx): Promise<boolean> {
  const me = ctx.me();
  if (me.kind === 'teacher' || me.kind === 'staff' || ctx.isSuper) return true;
  return hasModule((await ctx.authz()).auth, 'agenda', 'manage');
}

export const toGroup = (r: g.GroupRow): AgendaGroup => ({
  id: r.id,
  name: r.name,
  description: r.description,
  ownerName: r.owner_name ?? '',
  role: (r.role ?? 'member') as AgendaGroup['role'],
  members: Number(r.members),
  code: isManagerRole(r.role) ? r.code : null,
  createdAt: Number(r.created_at),
});

/** The group and the caller's role in it; NOT_FOUND for outsiders, FORBIDDEN when `manage` and only a member. */
async function groupFor(ctx: Ctx, id: string, need: 'see' | 'manage' | 'own', field = 'groupId') {
  const group = await g.findGroup(ctx.db, ctx.site.id, id);
  const role = group ? await g.roleOf(ctx.db, ctx.site.id, id, ctx.me().id) : null;
  if (!group || !role) throw notFound(field);
  if (need === 'manage' && !isManagerRole(role)) throw forbidden(`${field}: only the group’s owner and managers`);
  if (need === 'own' && role !== 'owner') throw forbidden(`${field}: only the group’s owner`);
  return { group, role };
}

export async function groups(ctx: Ctx) {
  const rows = await g.groupsOf(ctx.db, ctx.site.id, ctx.me().id);
  return { list: rows.map(toGroup), canCreate: await canCreate(ctx) };
}

export async function published(ctx: Ctx, groupIds: string[], limit: number) {
  const rows = await q.groupItems(ctx.db, ctx.site.id, { groupIds }, { offset: 0, limit });
  const ids = rows.map((r) => r.id);
  const [counts, totals] = await Promise.all([q.receiptCounts(ctx.db, ids), q.audienceCounts(ctx.db, ids)]);
  const tz = ctx.timezone;
  return rows.map((r) => toPublished(r, tz, counts.get(r.id), totals.get(r.id) ?? 0));
}

export async function group(ctx: Ctx, id: string) {
  const { role } = await groupFor(ctx, id, 'see', 'id');
  const row = (await g.groupWithCount(ctx.db, ctx.site.id, id, ctx.me().id))!;
  const members = isManagerRole(role)
    ? (await g.members(ctx.db, ctx.site.id, id)).map((m) => ({ userId: m.user_id, name: m.name, username: m.username, number: m.number, role: m.role as AgendaGroup['role'], joinedAt: Number(m.joined_at) }))
    : [];
  return { group: toGroup(row), members, items: await published(ctx, [id], ITEMS_SHOWN) };
}

export async function managed(ctx: Ctx) {
  const rows = await g.groupsOf(ctx.db, ctx.site.id, ctx.me().id, ['owner', 'manager']);
  return { groups: rows.map(toGroup), items: await published(ctx, rows.map((r) => r.id), 50) };
}

export async function saveGroup(ctx: Ctx, f: ParsedInputOf<C['saveGroup']>) {
  const t = now();
  if (f.id) {
    const { group } = await groupFor(ctx, f.id, 'manage', 'id');
    await g.updateGroup(ctx.db, ctx.site.id, f.id, { name: f.name, description: f.description, updated_at: t });
    return { id: f.id, code: group.code };
  }
  if (!(await canCreate(ctx))) throw forbidden('only teachers and staff create groups');
  const me = ctx.me().id;
  for (let tries = 0; ; tries++) {
    const id = newId();
    const code = newCode();
    try {
      await ctx.db.transaction().execute(async (trx) => {
        await g.insertGroup(trx, { id, site_id: ctx.site.id, owner_id: me, name: f.name, description: f.description, code, created_at: t, updated_at: t });
        await g.addMembers(trx, [{ group_id: id, user_id: me, site_id: ctx.site.id, role: 'owner', joined_at: t }]);
      });
      await ctx.audit('agenda.group.create', id);
      return { id, code };
    } catch (err) {
      // A code already taken on the site (unique index): draw another.
      if (tries >= 4 || (await g.groupByCode(ctx.db, ctx.site.id, code)) === undefined) throw err;
    }
  }
}

export async function deleteGroup(ctx: Ctx, id: string) {
  await groupFor(ctx, id, 'own', 'id');
  await g.deleteGroup(ctx.db, ctx.site.id, id);
  await ctx.audit('agenda.group.delete', id);
  return null;
}

const asMembers = (ctx: Ctx, groupId: string, ids: string[]) => ids.map((user_id) => ({ group_id: groupId, user_id, site_id: ctx.site.id, role: 'member', joined_at: now() }));

export async function addMembers(ctx: Ctx, f: ParsedInputOf<C['addMembers']>) {
  await groupFor(ctx, f.groupId, 'manage');
  const found = await g.usersByAccounts(ctx.db, ctx.site.id, f.accounts);
  const known = new Set(found.flatMap((u) => [u.username, u.number]));
  const ids = [...new Set(found.map((u) => u.id))];
  const added = await g.addMembers(ctx.db, asMembers(ctx, f.groupId, ids));
  return { added, already: ids.length - added, missing: f.accounts.filter((a) => !known.has(a)) };
}

export async function importClass(ctx: Ctx, f: ParsedInputOf<C['importClass']>) {
  await groupFor(ctx, f.groupId, 'manage');
  if (!(await g.findClass(ctx.db, ctx.site.id, f.classId))) throw notFound('classId');
  const ids = await g.classUsers(ctx.db, ctx.site.id, f.classId);
  const added = await g.addMembers(ctx.db, asMembers(ctx, f.groupId, ids));
  return { added, already: ids.length - added };
}

export async function removeMember(ctx: Ctx, f: ParsedInputOf<C['removeMember']>) {
  const { role } = await groupFor(ctx, f.groupId, 'manage');
  const theirs = await g.roleOf(ctx.db, ctx.site.id, f.groupId, f.userId);
  if (!theirs) throw notFound('userId');
  if (theirs === 'owner') throw badInput('userId', 'the owner cannot be removed');
  if (theirs === 'manager' && role !== 'owner') throw forbidden('userId: only the owner removes a manager');
  await g.removeMember(ctx.db, ctx.site.id, f.groupId, f.userId);
  await dropTodos(ctx, f.groupId, f.userId);
  return null;
}

export async function setRole(ctx: Ctx, f: ParsedInputOf<C['setRole']>) {
  await groupFor(ctx, f.groupId, 'own');
  const theirs = await g.roleOf(ctx.db, ctx.site.id, f.groupId, f.userId);
  if (!theirs) throw notFound('userId');
  if (theirs === 'owner') throw badInput('userId', 'the owner’s role does not change');
  await g.setRole(ctx.db, ctx.site.id, f.groupId, f.userId, f.role);
  return null;
}

export async function join(ctx: Ctx, code: string) {
  const group = await g.groupByCode(ctx.db, ctx.site.id, code);
  if (!group) throw notFound('code');
  await g.addMembers(ctx.db, asMembers(ctx, group.id, [ctx.me().id]));
  return { groupId: group.id, name: group.name };
}

export async function leave(ctx: Ctx, groupId: string) {
  const { role } = await groupFor(ctx, groupId, 'see');
  if (role === 'owner') throw new AppError(E.CONFLICT, 'groupId: the owner cannot leave; delete the group instead', { field: 'groupId' });
  await g.removeMember(ctx.db, ctx.site.id, groupId, ctx.me().id);
  await dropTodos(ctx, groupId, ctx.me().id);
  return null;
}

export async function resetCode(ctx: Ctx, groupId: string) {
  await groupFor(ctx, groupId, 'manage');
  for (let tries = 0; ; tries++) {
    const code = newCode();
    try {
      await g.updateGroup(ctx.db, ctx.site.id, groupId, { code, updated_at: now() });
      return { code };
    } catch (err) {
      if (tries >= 4) throw err;
    }
  }
}
