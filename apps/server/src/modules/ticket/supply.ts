/**
 * "Sold out, nothing held" remembered per type: most requests of a rush ask for a type with
 * nothing left, and the answer cannot change until a unit comes back (a refund, a lapsed or
 * left hold, the draw, a manager's edit), each of which bumps the signal here after its commit.
 * Only that refusal is remembered: a grab that may succeed always takes the conditional UPDATE,
 * so the memo can make an answer late by at most MAX_AGE_MS, never sell a unit twice.
 */
import type { Ctx } from '../../platform/context.js';
import type { Memo, Signals } from '../../platform/signals.js';
import type { TicketEventsTable, TicketTypesTable } from './tables.js';
import type { Moved } from './queries-wait.js';

const TOPIC = 'ticket.supply';
const MAX_AGE_MS = 1000;

export interface SoldOut {
  ty: TicketTypesTable;
  e: TicketEventsTable;
}

const memos = new WeakMap<Signals, Memo<SoldOut>>();

export function soldOutMemo(ctx: Ctx): Memo<SoldOut> {
  const signals = ctx.platform.signals;
  let m = memos.get(signals);
  if (!m) memos.set(signals, (m = signals.memo<SoldOut>(TOPIC, MAX_AGE_MS)));
  return m;
}

/** After a committed change that may give units back or change an event's rules. */
export const supplyChanged = (ctx: Ctx) => ctx.platform.signals.bump(TOPIC);

export const moved = (m: Moved) => m.offered.length > 0 || m.toPool > 0;
