/**
 * The work no scheduler does, done by whichever request sees it due first: the "grabbing
 * opened" notice (claimed by one conditional update, so once across processes), the auto-draw
 * of a closed reserve event (claimed the same way) and moving lapsed holds on.
 */
import type { Ctx } from '../../platform/context.js';
import type { TicketEventsTable, TicketTypesTable } from './tables.js';
import { now } from '../../platform/util.js';
import { drawDue } from './machine.js';
import * as notices from './notices.js';
import * as q from './queries.js';
import type { Moved } from './queries-wait.js';
import * as qw from './queries-wait.js';
import { runDraw } from './draw.js';
import { times } from './shape.js';
import { moved as anyMoved, supplyChanged } from './supply.js';

/** Opening notice and auto-draw; answers the event as it is now. */
export async function touch(ctx: Ctx, e: TicketEventsTable): Promise<TicketEventsTable> {
  const t = now();
  if (Number(e.open_notified) === 0 && t >= Number(e.open_at) && t < Number(e.close_at)) {
    if (await q.claimOpenNotice(ctx.db, ctx.site.id, e.id, t)) await notices.opened(ctx, e, await q.subscribers(ctx.db, e.id));
  }
  if (Number(e.auto_draw) === 1 && drawDue(times(e), t)) {
    await runDraw(ctx, e, t);
    return (await q.findEvent(ctx.db, ctx.site.id, e.id)) ?? e;
  }
  return e;
}

/** Moves lapsed holds of the types that hold any; true when something moved. */
export async function sweepHeld(ctx: Ctx, e: TicketEventsTable, types: TicketTypesTable[]): Promise<boolean> {
  let any = false;
  for (const ty of types) {
    if (Number(ty.held) <= 0) continue;
    const moved = await qw.sweep(ctx.db, ctx.site.id, ty.id, Number(e.hold_minutes), now());
    if (anyMoved(moved)) any = true;
    await afterMove(ctx, e, moved);
  }
  return any;
}

/** Tell new holders about their hold, and subscribers about units back in the pool while grabbing is open. */
export async function afterMove(ctx: Ctx, e: TicketEventsTable, moved: Moved): Promise<void> {
  if (anyMoved(moved)) await supplyChanged(ctx);
  if (moved.offered.length) await notices.held(ctx, e, moved.offered);
  const t = now();
  if (moved.toPool > 0 && e.mode !== 'reserve' && t >= Number(e.open_at) && t < Number(e.close_at)) {
    await notices.returned(ctx, e, await q.subscribers(ctx.db, e.id));
  }
}
