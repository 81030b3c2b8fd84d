/**
 * The dispatcher's side: the board of unassigned orders, every order of the site, assigning and
 * reassigning to an eligible worker, merging a duplicate into another open order, priority, and
 * closing a done order nobody rated.
 */
import { AppError, E, type ParsedInputOf, type RepairPriority, type RepairState, type contract } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { now } from '../../platform/util.js';
import { escalateDue } from './escalation.js';
import { isOpen, next } from './machine.js';
import * as notices from './notices.js';
import * as q from './queries.js';
import { act, categoryName, detailOf, event, orderOr404 } from './service.js';
import { priorityNumber, toRow } from './shape.js';
import { candidates as eligibleFor, requireEligible } from './workers.js';

type BoardInput = ParsedInputOf<typeof contract.repair.board>;
type OrdersInput = ParsedInputOf<typeof contract.repair.orders>;

export async function board(ctx: Ctx, p: BoardInput) {
  await escalateDue(ctx);
  const at = now();
  const f: q.OrderFilter = {
    states: q.UNASSIGNED,
    categoryId: p.categoryId,
    areaId: p.areaId,
    overdue: p.overdue,
    createdBefore: p.minAgeMinutes !== undefined ? at - p.minAgeMinutes * 60 : undefined,
    createdAfter: p.maxAgeMinutes !== undefined ? at - p.maxAgeMinutes * 60 : undefined,
  };
  const { rows, total } = await q.listOrders(ctx.db, ctx.site.id, f, p, at, 'board');
  return { list: rows.map((r) => toRow(r, at)), total, current: p.current, pageSize: p.pageSize };
}

export const filterOf = (p: Omit<OrdersInput, 'current' | 'pageSize'>): q.OrderFilter => ({
  states: p.state ? [p.state] : undefined,
  categoryId: p.categoryId,
  areaId: p.areaId,
  workerId: p.workerId,
  priority: p.priority ? priorityNumber(p.priority) : undefined,
  overdue: p.overdue,
  from: p.from,
  to: p.to,
  keyword: p.keyword || undefined,
});

export async function orders(ctx: Ctx, p: OrdersInput) {
  await escalateDue(ctx);
  const at = now();
  const { rows, total } = await q.listOrders(ctx.db, ctx.site.id, filterOf(p), p, at);
  return { list: rows.map((r) => toRow(r, at)), total, current: p.current, pageSize: p.pageSize };
}

export async function candidates(ctx: Ctx, id: string) {
  const o = await orderOr404(ctx, id);
  return { list: await eligibleFor(ctx, o.category_id) };
}

export async function assign(ctx: Ctx, input: { id: string; workerId: string; note: string }, action: 'assign' | 'reassign') {
  const o = await orderOr404(ctx, input.id);
  if (action === 'reassign' && o.worker_id === input.workerId) throw new AppError(E.ALREADY_DONE, 'workerId: already assigned to this worker', { field: 'workerId' });
  // The machine refuses before eligibility is checked: a taken or done order answers WRONG_STATE.
  if (!next(o.state as RepairState, action)) throw new AppError(E.WRONG_STATE, `id: cannot ${action} an order that is ${o.state}`, { field: 'id', state: o.state, action });
  const w = await requireEligible(ctx, input.workerId, o.category_id);
  const after = await act(
    ctx,
    o,
    action,
    (_to, at) => ({ worker_id: w.userId, assigned_at: o.assigned_at ?? at, accepted_at: null, started_at: null, back_reason: '' }),
    input.note,
    { workerId: w.userId, workerName: w.name, ...(o.worker_id ? { previousWorkerId: o.worker_id } : {}) },
  );
  await notices.assigned(ctx, after, w.userId, await categoryName(ctx, o.category_id));
  return detailOf(ctx, after);
}

export async function merge(ctx: Ctx, input: { id: string; intoId: string; note: string }) {
  const [o, into] = await Promise.all([orderOr404(ctx, input.id), q.findOrder(ctx.db, ctx.site.id, input.intoId)]);
  if (!into || !isOpen(into.state as RepairState)) throw new AppError(E.WRONG_STATE, 'intoId: not an open order of this site', { field: 'intoId' });
  const after = await act(ctx, o, 'merge', (_to, at) => ({ merged_into: into.id, closed_at: at }), input.note, { intoId: into.id });
  // The duplicate's line on the kept order (its state and version do not change).
  await q.addEvent(ctx.db, event(ctx, into, 'mergedIn', into.state as RepairState, into.state as RepairState, input.note, { fromId: o.id }));
  return detailOf(ctx, after);
}

export async function setPriority(ctx: Ctx, input: { id: string; priority: RepairPriority }) {
  const o = await orderOr404(ctx, input.id);
  const after = await act(ctx, o, 'priority', () => ({ priority: priorityNumber(input.priority) }), '', { priority: input.priority });
  return detailOf(ctx, after);
}

export async function close(ctx: Ctx, id: string, note: string) {
  const o = await orderOr404(ctx, id);
  const after = await act(ctx, o, 'close', (_to, at) => ({ closed_at: at }), note);
  return detailOf(ctx, after);
}
