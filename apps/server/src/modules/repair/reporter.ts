/**
 * The reporter's side: the form's options, reporting a fault (with SLA due times and automatic
 * assignment by the site's rules), their own orders, adding information, cancelling while
 * unassigned, and rating a done order (2 stars or fewer reopens it).
 */
import { badInput, type ParsedInputOf, type RepairState, type contract } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { newId, now, parseJson } from '../../platform/util.js';
import { escalateDue } from './escalation.js';
import { rateAction } from './machine.js';
import * as notices from './notices.js';
import * as q from './queries.js';
import { act, categoryName, checkPhotos, detailOf, event, orderOr404 } from './service.js';
import { toRow } from './shape.js';
import { autoWorker } from './workers.js';

export const toCategory = (c: Awaited<ReturnType<typeof q.categories>>[number]) => ({
  id: c.id,
  name: c.name,
  assignMinutes: Number(c.assign_minutes),
  finishMinutes: Number(c.finish_minutes),
  sort: Number(c.sort),
  active: Number(c.active) === 1,
});
export const toArea = (a: Awaited<ReturnType<typeof q.areas>>[number]) => ({
  id: a.id,
  name: a.name,
  buildings: parseJson<string[]>(a.buildings, []),
  sort: Number(a.sort),
  active: Number(a.active) === 1,
});

export async function options(ctx: Ctx) {
  const [c, a] = await Promise.all([q.categories(ctx.db, ctx.site.id, true), q.areas(ctx.db, ctx.site.id, true)]);
  return { categories: c.map(toCategory), areas: a.map(toArea) };
}

/** Due time `minutes` after `at`, or null when the SLA has no limit. */
export const dueAfter = (at: number, minutes: number) => (Number(minutes) > 0 ? at + Number(minutes) * 60 : null);

export async function submit(ctx: Ctx, input: ParsedInputOf<typeof contract.repair.submit>) {
  const me = ctx.me();
  const [cat, area] = await Promise.all([q.findCategory(ctx.db, ctx.site.id, input.categoryId), q.findArea(ctx.db, ctx.site.id, input.areaId)]);
  if (!cat || Number(cat.active) !== 1) throw badInput('categoryId', 'no such category');
  if (!area || Number(area.active) !== 1) throw badInput('areaId', 'no such area');
  const buildings = parseJson<string[]>(area.buildings, []);
  if (buildings.length && !buildings.includes(input.building)) throw badInput('building', 'not a building of this area');
  await checkPhotos(ctx, 'photos', input.photos);
  const at = now();
  const id = newId();
  const workerId = await autoWorker(ctx, cat.id, area.id);
  const state: RepairState = workerId ? 'assigned' : 'submitted';
  const order = {
    id, site_id: ctx.site.id, reporter_id: me.id, category_id: cat.id, area_id: area.id, building: input.building, room: input.room,
    description: input.description, photos: JSON.stringify(input.photos), preferred_time: input.preferredTime, contact_name: input.contactName || me.name,
    contact_phone: input.contactPhone || me.mobile, asset_code: input.assetCode, state, priority: 0, worker_id: workerId, before_photos: '[]',
    after_photos: '[]', materials: '[]', rating: null, rating_comment: '', back_reason: '', merged_into: null, reopen_count: 0, version: 0,
    created_at: at, assigned_at: workerId ? at : null, accepted_at: null, started_at: null, finished_at: null, closed_at: null,
    assign_due_at: dueAfter(at, cat.assign_minutes), finish_due_at: dueAfter(at, cat.finish_minutes), escalated_at: null, updated_at: at,
  };
  const events = [event(ctx, order, 'submit', null, 'submitted', '', { photos: input.photos.length }, at)];
  if (workerId) events.push({ ...event(ctx, order, 'autoAssign', 'submitted', 'assigned', '', { workerId }, at), actor_id: null });
  await q.insertOrder(ctx.db, order, events, ctx.timezone);
  if (workerId) await notices.assigned(ctx, order, workerId, cat.name);
  return detailOf(ctx, order);
}

export async function mine(ctx: Ctx, p: { current: number; pageSize: number; state?: RepairState | undefined }) {
  await escalateDue(ctx);
  const at = now();
  const { rows, total } = await q.listOrders(ctx.db, ctx.site.id, { reporterId: ctx.me().id, states: p.state ? [p.state] : undefined }, p, at);
  return { list: rows.map((r) => toRow(r, at)), total, current: p.current, pageSize: p.pageSize };
}

export async function addInfo(ctx: Ctx, input: { id: string; note: string; photos: string[] }) {
  const o = await orderOr404(ctx, input.id);
  if (o.reporter_id === ctx.me().id) await checkPhotos(ctx, 'photos', input.photos);
  const photos = [...parseJson<string[]>(o.photos, []), ...input.photos];
  if (photos.length > 18) throw badInput('photos', 'at most 18 photos per order');
  const after = await act(ctx, o, 'addInfo', () => ({ photos: JSON.stringify(photos) }), input.note, { photos: input.photos });
  return detailOf(ctx, after);
}

export async function cancel(ctx: Ctx, id: string, note: string) {
  const o = await orderOr404(ctx, id);
  const after = await act(ctx, o, 'cancel', (_to, at) => ({ closed_at: at }), note);
  return detailOf(ctx, after);
}

export async function rate(ctx: Ctx, input: { id: string; stars: number; comment: string }) {
  const o = await orderOr404(ctx, input.id);
  const action = rateAction(input.stars);
  const cat = await q.findCategory(ctx.db, ctx.site.id, o.category_id);
  const after = await act(
    ctx,
    o,
    action,
    (_to, at) =>
      action === 'reopen'
        ? {
            rating: input.stars, rating_comment: input.comment, worker_id: null, reopen_count: Number(o.reopen_count) + 1, escalated_at: null,
            assign_due_at: dueAfter(at, cat?.assign_minutes ?? 0), finish_due_at: dueAfter(at, cat?.finish_minutes ?? 0),
          }
        : { rating: input.stars, rating_comment: input.comment, closed_at: at },
    input.comment,
    { stars: input.stars, ...(action === 'reopen' ? { previousWorkerId: o.worker_id } : {}) },
  );
  if (action === 'reopen') await notices.reopened(ctx, after, await categoryName(ctx, o.category_id), input.stars);
  return detailOf(ctx, after);
}
