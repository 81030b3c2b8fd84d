/**
 * The draw of a reserve event: a uniformly random order of the entrants (Fisher–Yates over
 * crypto.randomInt), tickets to the first ones while units last and each under the per-person
 * limit. Idempotent: the claim on `drawn_at` lets exactly one run happen; later calls answer
 * the stored result.
 */
import crypto from 'node:crypto';
import { AppError, E, type DrawSummary } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import type { TicketEventsTable } from './tables.js';
import { now } from '../../platform/util.js';
import * as notices from './notices.js';
import * as q from './queries.js';
import * as qd from './queries-draw.js';
import { newTicket } from './shape.js';
import { supplyChanged } from './supply.js';

export function shuffle<T>(xs: T[]): T[] {
  const a = xs.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** Runs the draw if this call wins the claim; true when it ran here. */
export async function runDraw(ctx: Ctx, e: TicketEventsTable, t = now()): Promise<boolean> {
  const out = await qd.draw(ctx.db, ctx.site.id, e.id, t, shuffle, (typeId, userId) => newTicket(ctx.site.id, e.id, typeId, userId, t));
  if (!out) return false;
  await supplyChanged(ctx);
  await notices.drawn(
    ctx,
    e,
    out.winners,
    out.losers.map((l) => l.userId),
  );
  return true;
}

export async function summary(ctx: Ctx, id: string, ranNow: boolean): Promise<DrawSummary> {
  const e = await q.findEvent(ctx.db, ctx.site.id, id);
  if (!e || e.drawn_at === null) throw new AppError(E.NOT_FOUND, 'id: not found', { field: 'id' });
  const [types, counts, issued] = await Promise.all([q.typesOf(ctx.db, ctx.site.id, [id]), qd.entryCounts(ctx.db, id), q.issuedCounts(ctx.db, ctx.site.id, [id])]);
  return {
    id,
    drawnAt: Number(e.drawn_at),
    ranNow,
    types: types.map((ty) => ({
      id: ty.id,
      name: ty.name,
      quota: Number(ty.quota),
      entrants: counts.get(ty.id)?.entrants ?? 0,
      winners: counts.get(ty.id)?.winners ?? 0,
      issued: issued.get(ty.id) ?? 0,
    })),
  };
}

/** The console's draw button. */
export async function draw(ctx: Ctx, id: string): Promise<DrawSummary> {
  const e = await q.findEvent(ctx.db, ctx.site.id, id);
  if (!e) throw new AppError(E.NOT_FOUND, 'id: not found', { field: 'id' });
  if (e.mode !== 'reserve') throw new AppError(E.WRONG_STATE, 'id: not a reserve event', { field: 'id' });
  const t = now();
  if (e.drawn_at === null && t < Number(e.close_at)) throw new AppError(E.NOT_OPEN_YET, 'id: the reservation window has not closed', { field: 'id' });
  const ran = await runDraw(ctx, e, t);
  if (ran) await ctx.audit('ticket.draw', id);
  return summary(ctx, id, ran);
}
