/** Subscriptions and the waiting list, for users (rules here, storage in the query files). */
import { AppError, E, type MyTicket } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { newId, now } from '../../platform/util.js';
import { canWait } from './machine.js';
import * as q from './queries.js';
import * as qw from './queries-wait.js';
import { afterMove } from './lazy.js';
import { visibleEvent, visibleType } from './service.js';
import { newTicket, times, toTicket } from './shape.js';

export async function subscribe(ctx: Ctx, id: string, on: boolean) {
  const me = ctx.me();
  const e = await visibleEvent(ctx, id);
  const t = now();
  if (on && t >= Number(e.starts_at)) throw new AppError(E.ENDED, 'id: the event has started', { field: 'id' });
  if (!on && (await q.subOf(ctx.db, e.id, me.id)) !== 'active') return { subscribed: false };
  await q.setSub(ctx.db, ctx.site.id, e.id, me.id, on, t);
  return { subscribed: on };
}

export async function join(ctx: Ctx, typeId: string) {
  const me = ctx.me();
  const { ty, e } = await visibleType(ctx, typeId);
  const t = now();
  const moved = await qw.sweep(ctx.db, ctx.site.id, ty.id, Number(e.hold_minutes), t);
  await afterMove(ctx, e, moved);
  const fresh = (await q.findType(ctx.db, ctx.site.id, ty.id)) ?? ty;
  const mine = (await q.ticketsOf(ctx.db, ctx.site.id, e.id, me.id)).filter((x) => x.type_id === ty.id).map(toTicket);
  if (Number(e.hold_minutes) <= 0) throw new AppError(E.WRONG_STATE, 'typeId: this event has no waiting list', { field: 'typeId' });
  if (!canWait(times(e), { remaining: Number(fresh.remaining) }, t, mine, { perPerson: Number(ty.per_person) })) {
    if (mine.filter((m) => m.status !== 'cancelled').length >= Number(ty.per_person)) throw new AppError(E.LIMIT_REACHED, undefined, { field: 'typeId' });
    throw new AppError(E.WRONG_STATE, 'typeId: the waiting list is open only while the type is sold out, before the event', { field: 'typeId' });
  }
  const ok = await qw.join(ctx.db, { id: newId(), site_id: ctx.site.id, event_id: e.id, type_id: ty.id, user_id: me.id, status: 'waiting', queued_at: t, hold_until: null, updated_at: t });
  if (!ok) throw new AppError(E.ALREADY_TAKEN, 'typeId: already on the waiting list', { field: 'typeId' });
  const place = (await qw.waitsOf(ctx.db, e.id, me.id)).get(ty.id);
  return place ?? { status: 'waiting' as const, position: 0, holdUntil: null };
}

export async function leave(ctx: Ctx, typeId: string) {
  const me = ctx.me();
  const { ty, e } = await visibleType(ctx, typeId);
  const moved = await qw.leave(ctx.db, ctx.site.id, ty.id, me.id, Number(e.hold_minutes), now());
  if (!moved) return { left: false };
  await afterMove(ctx, e, moved);
  return { left: true };
}

export async function confirm(ctx: Ctx, typeId: string): Promise<MyTicket> {
  const me = ctx.me();
  const { ty, e } = await visibleType(ctx, typeId);
  const t = now();
  const row = newTicket(ctx.site.id, e.id, ty.id, me.id, t);
  const r = await qw.confirm(ctx.db, row, Number(ty.per_person), t);
  if (r !== 'ok') {
    // The caller's hold may have lapsed: move it on now rather than at the next read.
    await afterMove(ctx, e, await qw.sweep(ctx.db, ctx.site.id, ty.id, Number(e.hold_minutes), t));
    throw new AppError(E[r], r === 'HOLD_EXPIRED' ? 'typeId: no ticket is held for you (the hold lapsed or was never offered)' : undefined, { field: 'typeId' });
  }
  return toTicket(row);
}
