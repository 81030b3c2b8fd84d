/**
 * Room management (`seat.manage`): rooms and their settings, the map editor's save, the room
 * check-in token, sessions (generated daily slots or one event), bookings per session with
 * their check-in state, no-shows and the site's no-show limit.
 */
import { AppError, E, badInput, type Audience, type ParsedInputOf, type contract } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { newId, now, parseJson, randomToken } from '../../platform/util.js';
import * as q from './queries.js';
import { roomQr } from './rules.js';
import { NO_SHOW_DAYS, notFound, today } from './service.js';
import { toBooking, toCell, toRoom, toSession } from './shape.js';
import type { SeatRoomsTable, SeatSessionsTable } from './tables.js';
import { addDays, instantOf, isDate, localOf } from '../../platform/time.js';

type RoomInput = ParsedInputOf<typeof contract.seat.manageSave>;
type MapInput = ParsedInputOf<typeof contract.seat.manageMap>;
type GenerateInput = ParsedInputOf<typeof contract.seat.manageGenerate>;
type SessionInput = ParsedInputOf<typeof contract.seat.manageSession>;
type Paging = { current: number; pageSize: number };

async function room(ctx: Ctx, id: string, field = 'id') {
  const r = await q.findRoom(ctx.db, ctx.site.id, id);
  if (!r) throw notFound(field);
  return r;
}

async function managed(ctx: Ctx, rooms: SeatRoomsTable[]) {
  const ids = rooms.map((r) => r.id);
  const [seats, sessions] = await Promise.all([q.seatCounts(ctx.db, ids), q.sessionsOfDay(ctx.db, ids, today(ctx))]);
  return rooms.map((r) => ({
    ...toRoom(r, seats.get(r.id) ?? 0),
    audience: parseJson<Audience>(r.audience, {}),
    checkinQr: roomQr(r.id, r.checkin_token),
    sessionsToday: sessions.filter((s) => s.room_id === r.id).length,
  }));
}

export async function rooms(ctx: Ctx, p: Paging & { keyword?: string | undefined }) {
  const all = await q.listRooms(ctx.db, ctx.site.id, p.keyword ? { keyword: p.keyword } : {});
  const page = all.slice((p.current - 1) * p.pageSize, p.current * p.pageSize);
  return { list: await managed(ctx, page), total: all.length, current: p.current, pageSize: p.pageSize };
}

export async function roomDetail(ctx: Ctx, id: string) {
  const r = await room(ctx, id);
  const [[m], cells] = await Promise.all([managed(ctx, [r]), q.cellsOf(ctx.db, r.id)]);
  return { ...m!, cells: cells.map(toCell) };
}

export async function save(ctx: Ctx, input: RoomInput): Promise<{ id: string }> {
  const t = now();
  const fields = {
    name: input.name,
    place: input.place,
    open_hours: input.openHours,
    description: input.description,
    hold_minutes: input.holdMinutes,
    grace_minutes: input.graceMinutes,
    per_day_limit: input.perDayLimit,
    audience: JSON.stringify(input.audience),
    published: input.published ? 1 : 0,
    updated_at: t,
  };
  if (input.id) {
    if (!(await q.updateRoom(ctx.db, ctx.site.id, input.id, fields))) throw notFound();
    await ctx.audit('seat.room.update', input.id);
    return { id: input.id };
  }
  const id = newId();
  await q.insertRoom(ctx.db, { ...fields, id, site_id: ctx.site.id, rows: 0, cols: 0, checkin_token: randomToken(18), created_by: ctx.me().id, created_at: t });
  await ctx.audit('seat.room.create', id);
  return { id };
}

export async function saveMap(ctx: Ctx, input: MapInput) {
  const r = await room(ctx, input.id);
  const cells = input.cells.map((c) => ({
    r: c.r,
    c: c.c,
    kind: c.kind,
    label: c.kind === 'seat' ? c.label : '',
    unavailable: c.kind === 'seat' && c.unavailable ? 1 : 0,
    power: c.kind === 'seat' && c.power ? 1 : 0,
    near_window: c.kind === 'seat' && c.window ? 1 : 0,
    newId: newId(),
  }));
  const res = await q.replaceCells(ctx.db, r, { rows: input.rows, cols: input.cols }, cells, now());
  if (!res.ok) throw new AppError(E.CONFLICT, `cells: seats with live bookings: ${res.labels.join(', ')}`, { field: 'cells', labels: res.labels });
  await ctx.audit('seat.map.save', r.id, { seats: res.seats });
  return { id: r.id, seats: res.seats };
}

export async function newToken(ctx: Ctx, id: string) {
  const r = await room(ctx, id);
  const token = randomToken(18);
  await q.updateRoom(ctx.db, ctx.site.id, r.id, { checkin_token: token, updated_at: now() });
  await ctx.audit('seat.token', r.id);
  return { checkinQr: roomQr(r.id, token) };
}

export async function sessions(ctx: Ctx, p: Paging & { roomId: string }) {
  const r = await room(ctx, p.roomId, 'roomId');
  const { list, total } = await q.sessionsPage(ctx.db, r.id, p);
  const t = now();
  for (const s of list) await q.sweep(ctx.db, { sessionId: s.id }, t);
  const [seats, live, counters] = await Promise.all([
    q.seatCounts(ctx.db, [r.id]),
    q.liveOfSessions(ctx.db, list.map((s) => s.id), t),
    q.sessionCounters(ctx.db, list.map((s) => s.id)),
  ]);
  const n = seats.get(r.id) ?? 0;
  return {
    list: list.map((s) => ({
      ...toSession(s, Math.max(0, n - live.filter((b) => b.session_id === s.id).length)),
      ...(counters.get(s.id) ?? { booked: 0, checked: 0, noShows: 0 }),
    })),
    total,
    current: p.current,
    pageSize: p.pageSize,
  };
}

export async function generate(ctx: Ctx, input: GenerateInput) {
  const r = await room(ctx, input.roomId, 'roomId');
  if (!isDate(input.from)) throw badInput('from', 'not a date');
  const tz = ctx.timezone;
  const t = now();
  const rows: SeatSessionsTable[] = [];
  for (let d = 0; d < input.days; d++) {
    const day = addDays(input.from, d);
    for (const slot of input.slots) {
      rows.push({ id: newId(), site_id: ctx.site.id, room_id: r.id, title: `${slot.from}-${slot.to}`, day, starts_at: instantOf(day, slot.from, tz), ends_at: instantOf(day, slot.to, tz), created_at: t });
    }
  }
  const created = await q.insertSessions(ctx.db, rows);
  await ctx.audit('seat.sessions.generate', r.id, { created });
  return { created };
}

export async function addSession(ctx: Ctx, input: SessionInput) {
  const r = await room(ctx, input.roomId, 'roomId');
  const id = newId();
  const day = localOf(input.startsAt, ctx.timezone).date;
  const n = await q.insertSessions(ctx.db, [{ id, site_id: ctx.site.id, room_id: r.id, title: input.title, day, starts_at: input.startsAt, ends_at: input.endsAt, created_at: now() }]);
  if (!n) throw new AppError(E.CONFLICT, 'startsAt: the room already has a session starting then', { field: 'startsAt' });
  await ctx.audit('seat.session.create', id);
  return { id };
}

export async function removeSession(ctx: Ctx, id: string) {
  const r = await q.deleteSession(ctx.db, ctx.site.id, id);
  if (r === 'missing') throw notFound();
  if (r === 'busy') throw new AppError(E.CONFLICT, 'id: the session has bookings', { field: 'id' });
  await ctx.audit('seat.session.delete', id);
  return null;
}

/** Bookings of a session past the hold stage, with the holder's name and number. */
export async function sessionBookings(ctx: Ctx, sessionId: string) {
  const s = await q.findSession(ctx.db, ctx.site.id, sessionId);
  if (!s) throw notFound('sessionId');
  const t = now();
  await q.sweep(ctx.db, { sessionId: s.id }, t);
  const r = await q.findRoom(ctx.db, ctx.site.id, s.room_id);
  const rows = await q.bookingsOfSession(ctx.db, s.id, { liveOnly: false, at: t });
  return { s, list: rows.map((b) => ({ ...toBooking(b, r, s), name: b.holder_name ?? '', number: b.holder_number ?? '' })) };
}

export async function bookings(ctx: Ctx, p: Paging & { sessionId: string }) {
  const { list } = await sessionBookings(ctx, p.sessionId);
  return { list: list.slice((p.current - 1) * p.pageSize, p.current * p.pageSize), total: list.length, current: p.current, pageSize: p.pageSize };
}

export async function noShows(ctx: Ctx, p: Paging) {
  const t = now();
  await q.sweep(ctx.db, { siteId: ctx.site.id }, t);
  const limit = Number((await q.getSettings(ctx.db, ctx.site.id))?.no_show_limit ?? 0);
  const { list, total } = await q.noShowsPage(ctx.db, ctx.site.id, t - NO_SHOW_DAYS * 86400, p);
  return {
    list: list.map((r) => ({
      userId: r.user_id,
      name: String(r.name ?? ''),
      number: String(r.number ?? ''),
      count: Number(r.n),
      last: Number(r.last ?? 0),
      blocked: limit > 0 && Number(r.n) >= limit,
    })),
    total,
    current: p.current,
    pageSize: p.pageSize,
  };
}

export async function settings(ctx: Ctx) {
  return { noShowLimit: Number((await q.getSettings(ctx.db, ctx.site.id))?.no_show_limit ?? 0) };
}

export async function saveSettings(ctx: Ctx, noShowLimit: number) {
  await q.saveSettings(ctx.db, ctx.site.id, noShowLimit, now());
  await ctx.audit('seat.settings', ctx.site.id, { noShowLimit });
  return { noShowLimit };
}
