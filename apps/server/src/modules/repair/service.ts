/**
 * Repair rules shared by every role: who may see an order (its reporter, its worker, a
 * dispatcher of the site), the detail with its timeline and what the caller may do, and
 * `act`: one move of the state machine applied by a conditional update, recorded in the
 * timeline. Reporter, dispatcher and worker actions are in their own files.
 */
import { AppError, E, badInput, type RepairAction, type RepairOrderDetail, type RepairState } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { hasModule } from '../../platform/permissions.js';
import { newId, now } from '../../platform/util.js';
import { escalateDue } from './escalation.js';
import { allowed, MOVES, next, type Actor } from './machine.js';
import * as q from './queries.js';
import { detailFields, toEvent, toRow } from './shape.js';
import type { RepairEventsTable, RepairOrdersTable } from './tables.js';

export const notFound = (field = 'id') => new AppError(E.NOT_FOUND, `${field}: not found`, { field });

/** The caller's relations to an order. */
export async function actorsOf(ctx: Ctx, o: RepairOrdersTable): Promise<Set<Actor>> {
  const me = ctx.me();
  const { auth } = await ctx.authz();
  const out = new Set<Actor>();
  if (o.reporter_id === me.id) out.add('reporter');
  if (o.worker_id === me.id && (ctx.isSuper || hasModule(auth, 'repair', 'work'))) out.add('worker');
  if (ctx.isSuper || hasModule(auth, 'repair', 'dispatch')) out.add('dispatcher');
  return out;
}

/** An order the caller may see: reporter, assigned worker, dispatcher or statistics holder; else not found. */
export async function visibleOrder(ctx: Ctx, id: string): Promise<RepairOrdersTable> {
  const o = await q.findOrder(ctx.db, ctx.site.id, id);
  if (!o) throw notFound();
  const actors = await actorsOf(ctx, o);
  const { auth } = await ctx.authz();
  if (!actors.size && !hasModule(auth, 'repair', 'statistics')) throw notFound();
  return o;
}

export async function detail(ctx: Ctx, id: string): Promise<RepairOrderDetail> {
  await escalateDue(ctx);
  const o = await visibleOrder(ctx, id);
  return detailOf(ctx, o);
}

export async function detailOf(ctx: Ctx, o: RepairOrdersTable): Promise<RepairOrderDetail> {
  const at = now();
  const [row, events, actors] = await Promise.all([q.orderWithNames(ctx.db, ctx.site.id, o.id, at), q.eventsOf(ctx.db, ctx.site.id, o.id), actorsOf(ctx, o)]);
  if (!row) throw notFound();
  const full = await q.findOrder(ctx.db, ctx.site.id, o.id);
  return { ...toRow(row, at), ...detailFields(full ?? o), timeline: events.map(toEvent), can: allowed(o.state as RepairState, actors) };
}

export function event(ctx: Ctx, o: { id: string; site_id: string }, action: RepairAction, from: RepairState | null, to: RepairState, note = '', detail: Record<string, unknown> = {}, at = now()): RepairEventsTable {
  return { id: newId(), site_id: o.site_id, order_id: o.id, actor_id: ctx.user?.id ?? null, action, from_state: from, to_state: to, note, detail: JSON.stringify(detail), at };
}

/**
 * Applies `action` to an order read by the caller: checks the caller's relation (an action of
 * the worker needs the order assigned to them), the state machine, then updates on the state
 * and version read. A lost race answers CONFLICT; a refused move WRONG_STATE.
 */
export async function act(
  ctx: Ctx,
  o: RepairOrdersTable,
  action: RepairAction,
  set: (to: RepairState, at: number) => Partial<RepairOrdersTable>,
  note = '',
  detail: Record<string, unknown> = {},
): Promise<RepairOrdersTable> {
  const by = MOVES[action].by;
  const actors = await actorsOf(ctx, o);
  if (by === 'reporter' && !actors.has('reporter')) throw notFound();
  if (by === 'worker' && !actors.has('worker')) throw new AppError(E.FORBIDDEN, 'id: not assigned to you', { field: 'id' });
  if (by === 'dispatcher' && !actors.has('dispatcher')) throw new AppError(E.FORBIDDEN);
  const from = o.state as RepairState;
  const to = next(from, action);
  if (!to) throw new AppError(E.WRONG_STATE, `id: cannot ${action} an order that is ${from}`, { field: 'id', state: from, action });
  const at = now();
  const changes = { ...set(to, at), state: to, updated_at: at };
  if (!(await q.move(ctx.db, o, changes, [event(ctx, o, action, from, to, note, detail, at)], ctx.timezone))) {
    throw new AppError(E.CONFLICT, 'id: the order changed meanwhile, reload it', { field: 'id' });
  }
  return { ...o, ...changes, version: Number(o.version) + 1 };
}

const PREFIX = '/site/attach?file=all/';

/** Every photo must be an image the caller uploaded on this site. */
export async function checkPhotos(ctx: Ctx, field: string, urls: string[]): Promise<void> {
  if (!urls.length) return;
  const stored = urls.map((u) => u.slice(PREFIX.length));
  const found = new Map((await q.uploadsOf(ctx.db, ctx.site.id, ctx.me().id, stored)).map((u) => [u.stored_name, u.mime]));
  stored.forEach((s, i) => {
    const mime = found.get(s);
    if (mime === undefined) throw badInput(`${field}.${i}`, 'not a file you uploaded on this site');
    if (!mime.startsWith('image/')) throw badInput(`${field}.${i}`, 'must be an image');
  });
}

export async function categoryName(ctx: Ctx, id: string): Promise<string> {
  return (await q.findCategory(ctx.db, ctx.site.id, id))?.name ?? '';
}

export const orderOr404 = async (ctx: Ctx, id: string) => {
  const o = await q.findOrder(ctx.db, ctx.site.id, id);
  if (!o) throw notFound();
  return o;
};
