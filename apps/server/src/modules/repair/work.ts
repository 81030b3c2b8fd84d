/**
 * The repair worker's side: their queue, accepting, starting, recording photos and materials,
 * finishing, or sending an order back to the dispatcher with a reason. `act` refuses any order
 * not assigned to the caller.
 */
import { badInput, type RepairMaterial, type RepairState, reason } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { now, parseJson } from '../../platform/util.js';
import { escalateDue } from './escalation.js';
import { WORKING_STATES } from './machine.js';
import * as notices from './notices.js';
import * as q from './queries.js';
import { act, categoryName, checkPhotos, detailOf, orderOr404 } from './service.js';
import { toRow } from './shape.js';
import type { RepairOrdersTable } from './tables.js';
import { myDuty } from './workers.js';

export async function queue(ctx: Ctx, p: { current: number; pageSize: number; state?: RepairState | undefined; open: boolean }) {
  await escalateDue(ctx);
  const at = now();
  const states = p.state ? [p.state] : p.open ? [...WORKING_STATES] : undefined;
  const { rows, total } = await q.listOrders(ctx.db, ctx.site.id, { workerId: ctx.me().id, states }, p, at, 'queue');
  return { list: rows.map((r) => toRow(r, at)), total, current: p.current, pageSize: p.pageSize, onDuty: await myDuty(ctx) };
}

export async function accept(ctx: Ctx, id: string) {
  const o = await orderOr404(ctx, id);
  return detailOf(ctx, await act(ctx, o, 'accept', (_to, at) => ({ accepted_at: at })));
}

const MAX_PHOTOS = 18;
function addPhotos(o: RepairOrdersTable, field: 'before_photos' | 'after_photos', add: string[], name: string): string {
  const all = [...parseJson<string[]>(o[field], []), ...add];
  if (all.length > MAX_PHOTOS) throw badInput(name, reason('atMostPhotos', { max: MAX_PHOTOS }));
  return JSON.stringify(all);
}
const addMaterials = (o: RepairOrdersTable, add: RepairMaterial[]) => {
  const all = [...parseJson<RepairMaterial[]>(o.materials, []), ...add];
  if (all.length > 100) throw badInput('materials', 'at most 100 lines');
  return JSON.stringify(all);
};

export async function start(ctx: Ctx, input: { id: string; beforePhotos: string[] }) {
  const o = await orderOr404(ctx, input.id);
  await checkPhotos(ctx, 'beforePhotos', input.beforePhotos);
  const before = addPhotos(o, 'before_photos', input.beforePhotos, 'beforePhotos');
  return detailOf(ctx, await act(ctx, o, 'start', (_to, at) => ({ started_at: at, before_photos: before }), '', { beforePhotos: input.beforePhotos }));
}

export async function progress(ctx: Ctx, input: { id: string; beforePhotos: string[]; afterPhotos: string[]; materials: RepairMaterial[]; note: string }) {
  const o = await orderOr404(ctx, input.id);
  await checkPhotos(ctx, 'beforePhotos', input.beforePhotos);
  await checkPhotos(ctx, 'afterPhotos', input.afterPhotos);
  const set = {
    before_photos: addPhotos(o, 'before_photos', input.beforePhotos, 'beforePhotos'),
    after_photos: addPhotos(o, 'after_photos', input.afterPhotos, 'afterPhotos'),
    materials: addMaterials(o, input.materials),
  };
  const detail = { beforePhotos: input.beforePhotos, afterPhotos: input.afterPhotos, materials: input.materials };
  return detailOf(ctx, await act(ctx, o, 'progress', () => set, input.note, detail));
}

export async function finish(ctx: Ctx, input: { id: string; afterPhotos: string[]; materials: RepairMaterial[]; note: string }) {
  const o = await orderOr404(ctx, input.id);
  await checkPhotos(ctx, 'afterPhotos', input.afterPhotos);
  const after = addPhotos(o, 'after_photos', input.afterPhotos, 'afterPhotos');
  const materials = addMaterials(o, input.materials);
  const done = await act(ctx, o, 'finish', (_to, at) => ({ finished_at: at, after_photos: after, materials }), input.note, { afterPhotos: input.afterPhotos, materials: input.materials });
  await notices.done(ctx, done, await categoryName(ctx, o.category_id));
  return detailOf(ctx, done);
}

export async function sendBack(ctx: Ctx, id: string, reason: string) {
  const o = await orderOr404(ctx, id);
  const back = await act(ctx, o, 'sendBack', () => ({ worker_id: null, back_reason: reason, accepted_at: null, started_at: null }), reason, { workerId: o.worker_id });
  await notices.sentBack(ctx, back, await categoryName(ctx, o.category_id), reason);
  return detailOf(ctx, back);
}
