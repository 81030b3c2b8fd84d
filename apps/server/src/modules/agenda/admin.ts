/** The console (agenda.manage): every group and group item of the site, and removal of abusive ones. Personal items stay private. */
import type { ParsedInputOf, contract } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { completeTodo } from '../../platform/notify/index.js';
import { confirmRef } from './notices.js';
import * as g from './queries-groups.js';
import * as q from './queries.js';
import { toGroup } from './groups.js';
import { notFound } from './service.js';
import { toPublished } from './shape.js';

type C = typeof contract.agenda;
const pageOf = (f: { current: number; pageSize: number }) => ({ offset: (f.current - 1) * f.pageSize, limit: f.pageSize });

export async function adminGroups(ctx: Ctx, f: ParsedInputOf<C['adminGroups']>) {
  const [rows, total] = await Promise.all([g.siteGroups(ctx.db, ctx.site.id, f.keyword, pageOf(f)), g.countSiteGroups(ctx.db, ctx.site.id, f.keyword)]);
  // The console sees groups as an outsider: no join codes.
  return { list: rows.map((r) => ({ ...toGroup({ ...r, role: 'member' }), items: Number(r.items) })), total, current: f.current, pageSize: f.pageSize };
}

export async function adminItems(ctx: Ctx, f: ParsedInputOf<C['adminItems']>) {
  const filter = { ...(f.groupId ? { groupIds: [f.groupId] } : {}), keyword: f.keyword };
  const [rows, total] = await Promise.all([q.groupItems(ctx.db, ctx.site.id, filter, pageOf(f)), q.countGroupItems(ctx.db, ctx.site.id, filter)]);
  const ids = rows.map((r) => r.id);
  const [counts, totals] = await Promise.all([q.receiptCounts(ctx.db, ids), q.audienceCounts(ctx.db, ids)]);
  const tz = ctx.timezone;
  const list = rows.map((r) => ({ ...toPublished(r, tz, counts.get(r.id), totals.get(r.id) ?? 0), ownerName: r.owner_name ?? '', createdAt: Number(r.created_at) }));
  return { list, total, current: f.current, pageSize: f.pageSize };
}

export async function adminDeleteGroup(ctx: Ctx, id: string) {
  if (!(await g.deleteGroup(ctx.db, ctx.site.id, id))) throw notFound();
  await ctx.audit('agenda.admin.deleteGroup', id);
  return null;
}

export async function adminDeleteItem(ctx: Ctx, id: string) {
  const item = await q.findItem(ctx.db, ctx.site.id, id);
  if (!item || item.group_id === null) throw notFound();
  await q.deleteItem(ctx.db, ctx.site.id, id);
  await completeTodo(ctx.platform, ctx.site.id, confirmRef(id));
  await ctx.audit('agenda.admin.deleteItem', id, { groupId: item.group_id, title: item.title });
  return null;
}
