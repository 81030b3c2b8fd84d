/** Set-up (repair.manage): categories with SLA, areas with buildings, automatic assignment rules. */
import { badInput, type ParsedInputOf, type contract } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { newId, now } from '../../platform/util.js';
import * as q from './queries.js';
import { toArea, toCategory } from './reporter.js';
import { notFound } from './service.js';
import { workersOf } from './workers.js';

export const categories = async (ctx: Ctx) => ({ list: (await q.categories(ctx.db, ctx.site.id)).map(toCategory) });
export const areas = async (ctx: Ctx) => ({ list: (await q.areas(ctx.db, ctx.site.id)).map(toArea) });

export async function saveCategory(ctx: Ctx, input: ParsedInputOf<typeof contract.repair.saveCategory>) {
  const fields = { name: input.name, assign_minutes: input.assignMinutes, finish_minutes: input.finishMinutes, sort: input.sort, active: input.active ? 1 : 0 };
  if (input.id) {
    if (!(await q.findCategory(ctx.db, ctx.site.id, input.id))) throw notFound();
    await q.updateCategory(ctx.db, ctx.site.id, input.id, fields);
  }
  const id = input.id ?? newId();
  if (!input.id) await q.insertCategory(ctx.db, { id, site_id: ctx.site.id, ...fields, created_at: now() });
  await ctx.audit('repair.saveCategory', id, fields);
  return { id };
}

export async function saveArea(ctx: Ctx, input: ParsedInputOf<typeof contract.repair.saveArea>) {
  const fields = { name: input.name, buildings: JSON.stringify([...new Set(input.buildings)]), sort: input.sort, active: input.active ? 1 : 0 };
  if (input.id) {
    if (!(await q.findArea(ctx.db, ctx.site.id, input.id))) throw notFound();
    await q.updateArea(ctx.db, ctx.site.id, input.id, fields);
  }
  const id = input.id ?? newId();
  if (!input.id) await q.insertArea(ctx.db, { id, site_id: ctx.site.id, ...fields, created_at: now() });
  await ctx.audit('repair.saveArea', id, fields);
  return { id };
}

export async function rules(ctx: Ctx) {
  const rows = await q.rules(ctx.db, ctx.site.id);
  return { list: rows.map((r) => ({ id: r.id, categoryId: r.category_id, areaId: r.area_id, workerId: r.worker_id, workerName: r.worker_name ?? '' })) };
}

export async function saveRule(ctx: Ctx, input: ParsedInputOf<typeof contract.repair.saveRule>) {
  if (!(await q.findCategory(ctx.db, ctx.site.id, input.categoryId))) throw badInput('categoryId', 'no such category');
  if (input.areaId && !(await q.findArea(ctx.db, ctx.site.id, input.areaId))) throw badInput('areaId', 'no such area');
  if (!(await workersOf(ctx, input.workerId)).length) throw badInput('workerId', 'not an active repair worker of this site');
  const fields = { category_id: input.categoryId, area_id: input.areaId ?? null, worker_id: input.workerId };
  if (input.id) {
    if (!(await q.findRule(ctx.db, ctx.site.id, input.id))) throw notFound();
    await q.updateRule(ctx.db, ctx.site.id, input.id, fields);
  }
  const id = input.id ?? newId();
  if (!input.id) await q.insertRule(ctx.db, { id, site_id: ctx.site.id, ...fields, created_at: now() });
  await ctx.audit('repair.saveRule', id, fields);
  return { id };
}

export async function deleteRule(ctx: Ctx, id: string) {
  if (!(await q.deleteRule(ctx.db, ctx.site.id, id))) throw notFound();
  await ctx.audit('repair.deleteRule', id);
  return null;
}
