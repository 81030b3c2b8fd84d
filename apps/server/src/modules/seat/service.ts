/**
 * Seat rules for users: which rooms a person sees (published, in the audience, on this site),
 * the map with seat states, hold → confirm → check-in, cancel, and the limits (one live booking
 * per person per session, a per-day limit per room, the site's no-show block). Stale holds and
 * bookings are released as they are read (queries.sweep): there is no scheduled job.
 */
import { AppError, E, type Audience, type SeatBooking } from '@campus/api';
import { inAudience } from '../../platform/audience.js';
import type { Ctx } from '../../platform/context.js';
import { newId, now, parseJson, randomCode, safeEqual } from '../../platform/util.js';
import * as q from './queries.js';
import { checkinError, deadlineOf, parseRoomQr, seatStateOf } from './rules.js';
import { toBooking, toCell, toRoom, toSession } from './shape.js';
import type { SeatBookingsTable, SeatRoomsTable, SeatSessionsTable } from './tables.js';
import { isDate, localOf } from '../../platform/time.js';

export const notFound = (field = 'id') => new AppError(E.NOT_FOUND, `${field}: not found`, { field });
export const today = (ctx: Ctx, at = now()) => localOf(at, ctx.timezone).date;
export const NO_SHOW_DAYS = 30;

/** Booking code (the QR a checker scans): SEAT- and 12 characters from the CSPRNG (60 bits). */
export const bookingCode = (): string => randomCode('SEAT-');

async function visible(ctx: Ctx, r: SeatRoomsTable): Promise<boolean> {
  if (Number(r.published) !== 1) return false;
  const { roles } = await ctx.authz();
  return inAudience(ctx.me(), roles, ctx.site.id, parseJson<Audience>(r.audience, {}));
}

async function visibleRoom(ctx: Ctx, id: string, field = 'id') {
  const r = await q.findRoom(ctx.db, ctx.site.id, id);
  if (!r || !(await visible(ctx, r))) throw notFound(field);
  return r;
}

async function visibleSession(ctx: Ctx, id: string, field = 'sessionId') {
  const s = await q.findSession(ctx.db, ctx.site.id, id);
  const r = s && (await q.findRoom(ctx.db, ctx.site.id, s.room_id));
  if (!s || !r || !(await visible(ctx, r))) throw notFound(field);
  return { s, r };
}

/** Free seats per session: bookable seats of its room less its live bookings. */
async function freeOf(ctx: Ctx, sessions: SeatSessionsTable[], t: number) {
  const seats = await q.seatCounts(ctx.db, [...new Set(sessions.map((s) => s.room_id))]);
  const live = await q.liveOfSessions(ctx.db, sessions.map((s) => s.id), t);
  const used = new Map<string, number>();
  for (const b of live) used.set(b.session_id, (used.get(b.session_id) ?? 0) + 1);
  return { seats, free: (s: SeatSessionsTable) => Math.max(0, (seats.get(s.room_id) ?? 0) - (used.get(s.id) ?? 0)) };
}

export async function index(ctx: Ctx) {
  ctx.me();
  const t = now();
  const rooms: SeatRoomsTable[] = [];
  for (const r of await q.listRooms(ctx.db, ctx.site.id, { publishedOnly: true })) if (await visible(ctx, r)) rooms.push(r);
  const sessions = await q.sessionsOfDay(ctx.db, rooms.map((r) => r.id), today(ctx, t));
  const { seats, free } = await freeOf(ctx, sessions, t);
  return {
    list: rooms.map((r) => {
      const mine = sessions.filter((s) => s.room_id === r.id);
      const next = mine.find((s) => Number(s.ends_at) > t);
      return { ...toRoom(r, seats.get(r.id) ?? 0), free: next ? free(next) : 0, sessionsToday: mine.length };
    }),
  };
}

export async function detail(ctx: Ctx, id: string, date?: string) {
  const me = ctx.me();
  if (date && !isDate(date)) throw new AppError(E.BAD_INPUT, 'date: not a date', { field: 'date' });
  const r = await visibleRoom(ctx, id);
  const t = now();
  const day = date ?? today(ctx, t);
  await q.sweep(ctx.db, { userId: me.id }, t);
  const sessions = await q.sessionsOfDay(ctx.db, [r.id], day);
  const { seats, free } = await freeOf(ctx, sessions, t);
  const mine = await q.bookingsOfRoomUser(ctx.db, r.id, me.id, sessions.map((s) => s.id));
  const byId = new Map(sessions.map((s) => [s.id, s]));
  return {
    room: toRoom(r, seats.get(r.id) ?? 0),
    date: day,
    sessions: sessions.map((s) => toSession(s, free(s))),
    mine: mine.filter((b) => b.status !== 'released' && b.status !== 'expired').map((b) => toBooking(b, r, byId.get(b.session_id))),
  };
}

async function stateOf(ctx: Ctx, s: SeatSessionsTable, r: SeatRoomsTable, t: number) {
  const me = ctx.me();
  await q.sweep(ctx.db, { sessionId: s.id }, t);
  const live = await q.liveOfSessions(ctx.db, [s.id], t);
  const held: string[] = [];
  const taken: string[] = [];
  let mineId: string | null = null;
  for (const b of live) {
    if (b.user_id === me.id) mineId = b.id;
    else (b.status === 'held' ? held : taken).push(b.seat_id);
  }
  const mine = mineId ? await q.findBooking(ctx.db, ctx.site.id, mineId) : undefined;
  return { now: t, held, taken, mine: mine ? toBooking(mine, r, s) : null, live };
}

export async function map(ctx: Ctx, sessionId: string) {
  const { s, r } = await visibleSession(ctx, sessionId);
  const t = now();
  const [st, cells] = await Promise.all([stateOf(ctx, s, r, t), q.cellsOf(ctx.db, r.id)]);
  const seats = cells.filter((c) => c.kind === 'seat' && Number(c.unavailable) === 0).length;
  const { live, ...state } = st;
  const liveMap = new Map(live.map((b) => [b.seat_id, b]));
  const free = cells.filter((c) => c.kind === 'seat' && seatStateOf({ id: c.id, unavailable: Number(c.unavailable) === 1 }, liveMap, '') === 'free').length;
  return { ...state, room: toRoom(r, seats), session: toSession(s, free), cells: cells.map(toCell) };
}

export async function state(ctx: Ctx, sessionId: string) {
  const { s, r } = await visibleSession(ctx, sessionId);
  const { live, ...st } = await stateOf(ctx, s, r, now());
  void live;
  return st;
}

/** Refuses a person with too many no-shows in the last 30 days (when the site sets a limit). */
async function assertNotBlocked(ctx: Ctx, userId: string, t: number) {
  const limit = Number((await q.getSettings(ctx.db, ctx.site.id))?.no_show_limit ?? 0);
  if (!limit) return;
  const n = await q.noShowCount(ctx.db, ctx.site.id, userId, t - NO_SHOW_DAYS * 86400);
  if (n >= limit) throw new AppError(E.NOT_ELIGIBLE, `sessionId: ${n} no-shows in ${NO_SHOW_DAYS} days`, { field: 'sessionId', noShows: n, limit });
}

export async function hold(ctx: Ctx, sessionId: string, seatId: string): Promise<SeatBooking> {
  const me = ctx.me();
  const { s, r } = await visibleSession(ctx, sessionId);
  const seat = await q.findSeat(ctx.db, r.id, seatId);
  if (!seat) throw notFound('seatId');
  if (Number(seat.unavailable) === 1) throw new AppError(E.WRONG_STATE, 'seatId: the seat is unavailable', { field: 'seatId' });
  const t = now();
  if (t >= Number(s.ends_at)) throw new AppError(E.ENDED, 'sessionId: the session is over', { field: 'sessionId' });
  await q.sweep(ctx.db, { userId: me.id }, t);
  await assertNotBlocked(ctx, me.id, t);
  await q.sweep(ctx.db, { sessionId: s.id }, t);
  await q.releaseOwnHolds(ctx.db, s.id, me.id, t);
  const limit = Number(r.per_day_limit);
  if ((await q.liveOnDay(ctx.db, r.id, me.id, s.day, t)) >= limit) throw limitReached('day', limit);
  const row: SeatBookingsTable = {
    id: newId(),
    site_id: ctx.site.id,
    room_id: r.id,
    session_id: s.id,
    seat_id: seat.id,
    seat_label: seat.label,
    user_id: me.id,
    day: s.day,
    status: 'held',
    code: bookingCode(),
    seat_key: `${s.id}:${seat.id}`,
    user_key: `${s.id}:${me.id}`,
    day_key: null,
    held_until: t + Number(r.hold_minutes) * 60,
    deadline: null,
    created_at: t,
    confirmed_at: null,
    checked_at: null,
    checked_by: null,
    ended_at: null,
  };
  // The room's per-day limit as slots: slot k of the person's day in the room is one unique key, k < limit.
  for (let k = 0; k < limit; k++) {
    if (await q.insertHold(ctx.db, { ...row, day_key: `${r.id}:${me.id}:${s.day}:${k}` })) return toBooking(row, r, s);
    if (await q.keyTaken(ctx.db, 'seat_key', row.seat_key!)) throw new AppError(E.ALREADY_TAKEN, 'seatId: the seat is taken', { field: 'seatId' });
    if (await q.keyTaken(ctx.db, 'user_key', row.user_key!)) throw limitReached('session', 1);
  }
  throw limitReached('day', limit);
}

const limitReached = (per: 'day' | 'session', limit: number) =>
  new AppError(E.LIMIT_REACHED, `sessionId: at most ${limit} per ${per}`, { field: 'sessionId', per, limit });

async function ownBooking(ctx: Ctx, id: string) {
  const me = ctx.me();
  const b = await q.findBooking(ctx.db, ctx.site.id, id);
  if (!b || b.user_id !== me.id) throw notFound();
  const [r, s] = await Promise.all([q.findRoom(ctx.db, ctx.site.id, b.room_id), q.findSession(ctx.db, ctx.site.id, b.session_id)]);
  if (!r || !s) throw notFound();
  return { b, r, s, me };
}

const reread = async (ctx: Ctx, id: string, r: SeatRoomsTable, s: SeatSessionsTable) => toBooking((await q.findBooking(ctx.db, ctx.site.id, id))!, r, s);

export async function confirm(ctx: Ctx, id: string): Promise<SeatBooking> {
  const { b, r, s, me } = await ownBooking(ctx, id);
  const t = now();
  await q.sweep(ctx.db, { sessionId: s.id }, t);
  if (await q.confirm(ctx.db, id, me.id, t, deadlineOf(s, t, Number(r.grace_minutes)))) return reread(ctx, id, r, s);
  const cur = (await q.findBooking(ctx.db, ctx.site.id, id)) ?? b;
  if (cur.status === 'expired' || cur.status === 'released') throw new AppError(E.HOLD_EXPIRED, 'id: the hold has expired', { field: 'id' });
  if (cur.status === 'booked' || cur.status === 'checked') throw new AppError(E.ALREADY_DONE, 'id: already confirmed', { field: 'id' });
  throw new AppError(E.WRONG_STATE, `id: the booking is ${cur.status}`, { field: 'id' });
}

export async function cancel(ctx: Ctx, id: string): Promise<SeatBooking> {
  const { r, s, me } = await ownBooking(ctx, id);
  const t = now();
  await q.sweep(ctx.db, { userId: me.id }, t);
  const b = (await q.findBooking(ctx.db, ctx.site.id, id))!;
  if (b.status === 'booked' && t >= Number(s.starts_at)) throw new AppError(E.ENDED, 'id: the session has started', { field: 'id' });
  if ((b.status !== 'held' && b.status !== 'booked') || !(await q.end(ctx.db, id, b.status, t))) {
    throw new AppError(E.WRONG_STATE, `id: the booking is ${b.status}`, { field: 'id' });
  }
  return reread(ctx, id, r, s);
}

export async function mine(ctx: Ctx, p: { current: number; pageSize: number }) {
  const me = ctx.me();
  await q.sweep(ctx.db, { userId: me.id }, now());
  const { list, total } = await q.bookingsOfUser(ctx.db, ctx.site.id, me.id, p);
  const [rooms, sessions] = await Promise.all([q.roomsByIds(ctx.db, [...new Set(list.map((b) => b.room_id))]), q.sessionsByIds(ctx.db, [...new Set(list.map((b) => b.session_id))])]);
  const rm = new Map(rooms.map((r) => [r.id, r]));
  const sm = new Map(sessions.map((s) => [s.id, s]));
  return { list: list.map((b) => toBooking(b, rm.get(b.room_id), sm.get(b.session_id))), total, current: p.current, pageSize: p.pageSize };
}

export async function booking(ctx: Ctx, id: string): Promise<SeatBooking> {
  const { r, s, me } = await ownBooking(ctx, id);
  await q.sweep(ctx.db, { userId: me.id }, now());
  return reread(ctx, id, r, s);
}

/** Checks a booking in (by its holder scanning the room code, or by a checker), in the window. */
export async function checkInBooking(ctx: Ctx, b: SeatBookingsTable, s: SeatSessionsTable, by: string, field: string): Promise<void> {
  const t = now();
  await q.sweep(ctx.db, { sessionId: s.id }, t);
  const cur = (await q.findBooking(ctx.db, ctx.site.id, b.id))!;
  if (cur.status === 'checked') throw new AppError(E.ALREADY_DONE, `${field}: already checked in`, { field, checkedAt: Number(cur.checked_at) });
  if (cur.status === 'noshow') throw new AppError(E.ENDED, `${field}: released as a no-show`, { field });
  if (cur.status !== 'booked') throw new AppError(E.WRONG_STATE, `${field}: the booking is ${cur.status}`, { field });
  const why = checkinError(s, Number(cur.deadline), t);
  if (why) throw new AppError(E[why], `${field}: check in from the start until the grace ends`, { field, startsAt: Number(s.starts_at), deadline: Number(cur.deadline) });
  if (!(await q.checkIn(ctx.db, b.id, by, t))) throw new AppError(E.CONFLICT, `${field}: the booking changed, try again`, { field });
}

export async function checkin(ctx: Ctx, id: string, code: string): Promise<SeatBooking> {
  const { b, r, s, me } = await ownBooking(ctx, id);
  const qr = parseRoomQr(code);
  if (!qr) throw new AppError(E.BAD_INPUT, 'code: not a room check-in code', { field: 'code' });
  if (qr.roomId !== r.id || !safeEqual(qr.token, r.checkin_token)) throw new AppError(E.NOT_ELIGIBLE, 'code: the code of another room', { field: 'code' });
  await checkInBooking(ctx, b, s, me.id, 'code');
  await ctx.audit('seat.checkin', id);
  return reread(ctx, id, r, s);
}
