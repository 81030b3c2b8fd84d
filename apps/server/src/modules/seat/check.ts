/** Checkers (`seat.check`): today's sessions, the live bookings of one, and checking one in. */
import { AppError, E } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { now } from '../../platform/util.js';
import * as q from './queries.js';
import { checkInBooking, notFound, today } from './service.js';
import { toBooking, toSession } from './shape.js';
import type { SeatBookingsTable } from './tables.js';

export async function sessions(ctx: Ctx) {
  const t = now();
  const list = await q.sessionsOfSiteDay(ctx.db, ctx.site.id, today(ctx, t));
  const rooms = new Map((await q.roomsByIds(ctx.db, [...new Set(list.map((s) => s.room_id))])).map((r) => [r.id, r]));
  const seats = await q.seatCounts(ctx.db, [...rooms.keys()]);
  const live = await q.liveOfSessions(ctx.db, list.map((s) => s.id), t);
  return {
    list: list
      .filter((s) => Number(s.ends_at) > t)
      .map((s) => ({
        ...toSession(s, Math.max(0, (seats.get(s.room_id) ?? 0) - live.filter((b) => b.session_id === s.id).length)),
        roomName: rooms.get(s.room_id)?.name ?? '',
      })),
  };
}

async function withHolder(ctx: Ctx, b: SeatBookingsTable & { holder_name?: string | null; holder_number?: string | null }) {
  const [r, s] = await Promise.all([q.findRoom(ctx.db, ctx.site.id, b.room_id), q.findSession(ctx.db, ctx.site.id, b.session_id)]);
  const h = b.holder_name === undefined ? await q.holderOf(ctx.db, b.user_id) : { name: b.holder_name, number: b.holder_number };
  return { ...toBooking(b, r, s), name: h?.name ?? '', number: h?.number ?? '' };
}

export async function list(ctx: Ctx, sessionId: string) {
  const s = await q.findSession(ctx.db, ctx.site.id, sessionId);
  if (!s) throw notFound('sessionId');
  const t = now();
  await q.sweep(ctx.db, { sessionId: s.id }, t);
  const rows = (await q.bookingsOfSession(ctx.db, s.id, { liveOnly: true, at: t })).filter((b) => b.status !== 'held');
  return { list: await Promise.all(rows.map((b) => withHolder(ctx, b))) };
}

export async function check(ctx: Ctx, input: { code?: string | undefined; id?: string | undefined }) {
  const me = ctx.me();
  const field = input.code ? 'code' : 'id';
  const b = input.code ? await q.findByCode(ctx.db, ctx.site.id, input.code.toUpperCase()) : await q.findBooking(ctx.db, ctx.site.id, input.id!);
  if (!b) throw notFound(field);
  const s = await q.findSession(ctx.db, ctx.site.id, b.session_id);
  if (!s) throw notFound(field);
  if (b.status === 'held') throw new AppError(E.WRONG_STATE, `${field}: only held, not booked`, { field });
  await checkInBooking(ctx, b, s, me.id, field);
  await ctx.audit('seat.check', b.id);
  return withHolder(ctx, (await q.findBooking(ctx.db, ctx.site.id, b.id))!);
}
