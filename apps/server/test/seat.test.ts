/**
 * Seat rules through HTTP: rooms and maps, holds and their expiry, confirm, cancel, the per
 * session and per day limits, check-in inside and outside the grace window, automatic release of
 * no-shows and the no-show block, checkers, site isolation, bad input and the xlsx export.
 */
import { E } from '@campus/api';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkinError, deadlineOf, parseRoomQr, seatStateOf } from '../src/modules/seat/rules.js';
import { instantOf, localOf } from '../src/platform/time.js';
import { newId, now } from '../src/platform/util.js';
import { createTestApp, loginAs, type Client, type TestApp } from './helpers.js';
import { createRoom, createSeatSession, gridCells, liveCounts, sessionsOnOneDay } from './seat-fixtures.js';

interface Booking {
  id: string;
  state: string;
  seatId: string;
  seatLabel: string;
  code: string;
  heldUntil: number | null;
  deadline: number | null;
}
interface MapAnswer {
  held: string[];
  taken: string[];
  mine: Booking | null;
  cells: { id?: string; kind: string; label: string }[];
  session: { free: number };
  room: { seats: number };
}

let t: TestApp;
let manager: Client;
let student: Client;
let student2: Client;
let checker: Client;
beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager');
  student = await loginAs(t.app, 'student');
  student2 = await loginAs(t.app, 'student2');
  checker = await loginAs(t.app, 'checker');
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** Moves the clock the app reads (Date only; timers stay real). */
function travel(seconds: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + seconds * 1000);
}

describe('rules (pure)', () => {
  it('gives a check-in deadline from the start, or from confirming for a walk-in, never past the end', () => {
    expect(deadlineOf({ starts_at: 1000, ends_at: 9000 }, 500, 15)).toBe(1900);
    expect(deadlineOf({ starts_at: 1000, ends_at: 9000 }, 2000, 15)).toBe(2900);
    expect(deadlineOf({ starts_at: 1000, ends_at: 1500 }, 500, 15)).toBe(1500);
    expect(checkinError({ starts_at: 1000 }, 1900, 999)).toBe('NOT_OPEN_YET');
    expect(checkinError({ starts_at: 1000 }, 1900, 1000)).toBeNull();
    expect(checkinError({ starts_at: 1000 }, 1900, 1900)).toBe('ENDED');
  });
  it('shows a seat as mine, held, taken, unavailable or free', () => {
    const live = new Map([
      ['a', { status: 'held', user_id: 'u1' }],
      ['b', { status: 'booked', user_id: 'u2' }],
    ]);
    expect(seatStateOf({ id: 'a', unavailable: false }, live, 'u1')).toBe('mine');
    expect(seatStateOf({ id: 'a', unavailable: false }, live, 'u2')).toBe('held');
    expect(seatStateOf({ id: 'b', unavailable: false }, live, 'u1')).toBe('taken');
    expect(seatStateOf({ id: 'c', unavailable: true }, live, 'u1')).toBe('unavailable');
    expect(seatStateOf({ id: 'c', unavailable: false }, live, 'u1')).toBe('free');
  });
  it('reads a room code and refuses anything else', () => {
    expect(parseRoomQr('CAMPUS-SEAT:0190-ab:abcdefghijklmnopqrstuvwx')).toEqual({ roomId: '0190-ab', token: 'abcdefghijklmnopqrstuvwx' });
    expect(parseRoomQr('SEAT-ABCDEFGH')).toBeNull();
    expect(parseRoomQr('CAMPUS-SEAT:x:short')).toBeNull();
  });
  it('converts local times of the site timezone', () => {
    const at = instantOf('2026-11-22', '08:30', 'Asia/Shanghai');
    expect(new Date(at * 1000).toISOString()).toBe('2026-11-22T00:30:00.000Z');
    expect(localOf(at, 'Asia/Shanghai')).toEqual({ date: '2026-11-22', minutes: 510, weekday: 0 });
  });
});

describe('rooms and maps (managers)', () => {
  it('refuses management to students and checkers', async () => {
    expect((await student.post('/api/seat/manage-save', { name: 'x' })).e).toBe(E.FORBIDDEN);
    expect((await checker.get('/api/seat/manage-rooms')).e).toBe(E.FORBIDDEN);
  });

  it('answers bad input naming the field', async () => {
    const noName = await manager.post('/api/seat/manage-save', { name: '' });
    expect(noName).toMatchObject({ e: E.BAD_INPUT, d: { field: 'name' } });
    const room = await createRoom(manager);
    const dup = await manager.post('/api/seat/manage-map', { id: room.id, rows: 1, cols: 2, cells: [{ r: 0, c: 0, kind: 'seat', label: 'A1' }, { r: 0, c: 1, kind: 'seat', label: 'A1' }] });
    expect(dup).toMatchObject({ e: E.BAD_INPUT, d: { field: 'cells.1.label' } });
    const outside = await manager.post('/api/seat/manage-map', { id: room.id, rows: 1, cols: 1, cells: [{ r: 0, c: 3, kind: 'seat', label: 'A1' }] });
    expect(outside).toMatchObject({ e: E.BAD_INPUT, d: { field: 'cells.0.r' } });
    const huge = await manager.post('/api/seat/manage-map', { id: room.id, rows: 500, cols: 1, cells: [] });
    expect(huge).toMatchObject({ e: E.BAD_INPUT, d: { field: 'rows' } });
    expect((await manager.post('/api/seat/manage-session', { roomId: room.id, startsAt: 100, endsAt: 50 })).d).toMatchObject({ field: 'endsAt' });
    expect((await student.post('/api/seat/hold', { sessionId: 'x' })).d).toMatchObject({ field: 'seatId' });
  });

  it('saves a room with a map, keeps seat ids on a re-save and lists it', async () => {
    const room = await createRoom(manager, { rows: 2, cols: 5, aisleCols: [2], unavailable: ['1:4'] });
    expect(room.seats).toHaveLength(8);
    expect(room.aisles).toHaveLength(2);
    const again = await manager.post<{ seats: number }>('/api/seat/manage-map', { id: room.id, ...gridCells({ rows: 2, cols: 5, aisleCols: [2] }) });
    expect(again.d.seats).toBe(8);
    const d = await manager.get<{ cells: { id?: string; kind: string }[]; rows: number; cols: number; seats: number }>('/api/seat/manage-room', { id: room.id });
    expect(d.d).toMatchObject({ rows: 2, cols: 5, seats: 8 });
    expect(d.d.cells.filter((c) => c.kind === 'seat').map((c) => c.id).sort()).toEqual(room.seats.map((s) => s.id).sort());
    const list = await manager.get<{ list: { id: string }[] }>('/api/seat/manage-rooms', { keyword: '三楼' });
    expect(list.d.list.map((r) => r.id)).toContain(room.id);
  });

  it('generates daily sessions once and deletes only sessions without bookings', async () => {
    const room = await createRoom(manager);
    const from = localOf(now() + 86400 * 3, 'Asia/Shanghai').date;
    const g = await manager.post<{ created: number }>('/api/seat/manage-generate', { roomId: room.id, from, days: 2, slots: [{ from: '08:00', to: '12:00' }, { from: '13:00', to: '17:00' }] });
    expect(g.d.created).toBe(4);
    expect((await manager.post<{ created: number }>('/api/seat/manage-generate', { roomId: room.id, from, days: 2, slots: [{ from: '08:00', to: '12:00' }] })).d.created).toBe(0);
    const bad = await manager.post('/api/seat/manage-generate', { roomId: room.id, from, slots: [{ from: '12:00', to: '08:00' }] });
    expect(bad).toMatchObject({ e: E.BAD_INPUT, d: { field: 'slots.0.to' } });
    const s = await manager.get<{ list: { id: string; startsAt: number }[]; total: number }>('/api/seat/manage-sessions', { roomId: room.id });
    expect(s.d.total).toBe(4);
    const first = s.d.list[s.d.list.length - 1]!;
    expect(new Date(first.startsAt * 1000).toISOString().slice(11, 16)).toBe('00:00'); // 08:00 in Asia/Shanghai
    expect((await student.post('/api/seat/hold', { sessionId: first.id, seatId: room.seats[0]!.id })).e).toBe(E.OK);
    expect((await manager.post('/api/seat/manage-session-delete', { id: first.id })).e).toBe(E.CONFLICT);
    expect((await manager.post('/api/seat/manage-session-delete', { id: s.d.list[0]!.id })).e).toBe(E.OK);
  });
});

describe('holding and booking', () => {
  it('lists a room with its free seats and sessions to its audience only', async () => {
    const room = await createRoom(manager, { name: '教师研讨室', audience: { roles: ['teacher'] } });
    await createSeatSession(manager, room.id, 600);
    const teacher = await loginAs(t.app, 'teacher');
    expect((await student.get<{ list: { id: string }[] }>('/api/seat/index')).d.list.map((r) => r.id)).not.toContain(room.id);
    const mine = (await teacher.get<{ list: { id: string; free: number; seats: number }[] }>('/api/seat/index')).d.list.find((r) => r.id === room.id);
    expect(mine).toMatchObject({ free: 12, seats: 12 });
    expect((await student.get('/api/seat/detail', { id: room.id })).e).toBe(E.NOT_FOUND);
    const d = await teacher.get<{ sessions: { id: string; free: number }[] }>('/api/seat/detail', { id: room.id });
    expect(d.d.sessions).toHaveLength(1);
    expect((await student.get('/api/seat/map', { sessionId: d.d.sessions[0]!.id })).e).toBe(E.NOT_FOUND);
  });

  it('holds a seat, shows it as mine and held to others, and refuses it to a second person', async () => {
    const room = await createRoom(manager, { unavailable: ['0:1'] });
    const sessionId = await createSeatSession(manager, room.id);
    const [a, b] = room.seats;
    const h = await student.post<Booking>('/api/seat/hold', { sessionId, seatId: a!.id });
    expect(h.d).toMatchObject({ state: 'held', seatLabel: 'A-1' });
    expect(h.d.heldUntil! - now()).toBeGreaterThan(170);
    const mine = await student.get<MapAnswer>('/api/seat/map', { sessionId });
    expect(mine.d.mine?.id).toBe(h.d.id);
    expect(mine.d.held).toEqual([]);
    expect(mine.d.session.free).toBe(10);
    const other = await student2.get<MapAnswer>('/api/seat/state', { sessionId });
    expect(other.d.held).toEqual([a!.id]);
    expect((await student2.post('/api/seat/hold', { sessionId, seatId: a!.id })).e).toBe(E.ALREADY_TAKEN);
    expect((await student2.post('/api/seat/hold', { sessionId, seatId: b!.id })).e).toBe(E.WRONG_STATE); // unavailable
    expect((await student2.post('/api/seat/hold', { sessionId, seatId: 'nope' })).e).toBe(E.NOT_FOUND);
    // Choosing another seat replaces the person's own hold.
    const h2 = await student.post<Booking>('/api/seat/hold', { sessionId, seatId: room.seats[2]!.id });
    expect(h2.e).toBe(E.OK);
    expect((await student.get<Booking>('/api/seat/booking', { id: h.d.id })).d.state).toBe('released');
    expect((await student2.post('/api/seat/hold', { sessionId, seatId: a!.id })).e).toBe(E.OK);
    expect(await liveCounts(t.app, sessionId)).toMatchObject({ live: 2, maxPerSeat: 1, maxPerUser: 1 });
  });

  it('lets a hold expire when read: the seat is free again and confirming is refused', async () => {
    const room = await createRoom(manager, { holdMinutes: 2 });
    const sessionId = await createSeatSession(manager, room.id);
    const seatId = room.seats[0]!.id;
    const h = await student.post<Booking>('/api/seat/hold', { sessionId, seatId });
    travel(121);
    expect((await student2.get<MapAnswer>('/api/seat/state', { sessionId })).d.held).toEqual([]);
    expect((await student2.post('/api/seat/hold', { sessionId, seatId })).e).toBe(E.OK);
    expect((await student.post('/api/seat/confirm', { id: h.d.id })).e).toBe(E.HOLD_EXPIRED);
    expect((await student.get<Booking>('/api/seat/booking', { id: h.d.id })).d.state).toBe('expired');
  });

  it('confirms a hold once, then allows one booking per person per session', async () => {
    const room = await createRoom(manager);
    const sessionId = await createSeatSession(manager, room.id);
    const h = await student.post<Booking>('/api/seat/hold', { sessionId, seatId: room.seats[0]!.id });
    const c = await student.post<Booking>('/api/seat/confirm', { id: h.d.id });
    expect(c.d).toMatchObject({ state: 'booked', heldUntil: null });
    expect((await student.post('/api/seat/confirm', { id: h.d.id })).e).toBe(E.ALREADY_DONE);
    expect((await student2.post('/api/seat/confirm', { id: h.d.id })).e).toBe(E.NOT_FOUND);
    expect((await student.post('/api/seat/hold', { sessionId, seatId: room.seats[1]!.id })).e).toBe(E.LIMIT_REACHED);
    const other = await student2.get<MapAnswer>('/api/seat/state', { sessionId });
    expect(other.d.taken).toEqual([room.seats[0]!.id]);
    const mine = await student.get<{ list: Booking[] }>('/api/seat/mine');
    expect(mine.d.list[0]).toMatchObject({ id: h.d.id, state: 'booked' });
  });

  it('keeps to the per-day limit across sessions of one day', async () => {
    const room = await createRoom(manager, { perDayLimit: 1 });
    const [s1, s2] = await sessionsOnOneDay(manager, room.id, [['08:00', '10:00'], ['10:00', '12:00']]);
    const u = await loginAs(t.app, 'teacher');
    expect((await u.post('/api/seat/hold', { sessionId: s1, seatId: room.seats[0]!.id })).e).toBe(E.OK);
    const second = await u.post('/api/seat/hold', { sessionId: s2, seatId: room.seats[0]!.id });
    expect(second).toMatchObject({ e: E.LIMIT_REACHED, d: { per: 'day', limit: 1 } });
  });

  it('cancels a booking before the start (the seat frees up) but not after', async () => {
    const room = await createRoom(manager);
    const later = await createSeatSession(manager, room.id, 3600);
    const started = await createSeatSession(manager, room.id, -60, 3600, '进行中');
    const u = await loginAs(t.app, 'counselor');
    const h = await u.post<Booking>('/api/seat/hold', { sessionId: later, seatId: room.seats[0]!.id });
    await u.post('/api/seat/confirm', { id: h.d.id });
    expect((await u.post<Booking>('/api/seat/cancel', { id: h.d.id })).d.state).toBe('cancelled');
    expect((await u.post('/api/seat/cancel', { id: h.d.id })).e).toBe(E.WRONG_STATE);
    expect((await student2.get<MapAnswer>('/api/seat/state', { sessionId: later })).d.taken).toEqual([]);
    const w = await u.post<Booking>('/api/seat/hold', { sessionId: started, seatId: room.seats[0]!.id });
    await u.post('/api/seat/confirm', { id: w.d.id });
    expect((await u.post('/api/seat/cancel', { id: w.d.id })).e).toBe(E.ENDED);
  });
});

describe('check-in', () => {
  it('checks in with the room code inside the window, once; refuses other codes and early scans', async () => {
    const room = await createRoom(manager);
    const other = await createRoom(manager, { name: '另一间' });
    const started = await createSeatSession(manager, room.id, -60);
    const later = await createSeatSession(manager, room.id, 3600, 3600, '下午');
    const u = await loginAs(t.app, 'leader');
    const h = await u.post<Booking>('/api/seat/hold', { sessionId: started, seatId: room.seats[0]!.id });
    const c = await u.post<Booking>('/api/seat/confirm', { id: h.d.id });
    expect(c.d.deadline).toBe(Number(c.d.deadline));
    expect((await u.post('/api/seat/checkin', { id: h.d.id, code: other.checkinQr })).e).toBe(E.NOT_ELIGIBLE);
    expect((await u.post('/api/seat/checkin', { id: h.d.id, code: room.checkinQr.slice(0, -2) + 'zz' })).e).toBe(E.NOT_ELIGIBLE);
    expect((await u.post('/api/seat/checkin', { id: h.d.id, code: 'hello world' })).e).toBe(E.BAD_INPUT);
    expect((await student.post('/api/seat/checkin', { id: h.d.id, code: room.checkinQr })).e).toBe(E.NOT_FOUND);
    const ok = await u.post<Booking>('/api/seat/checkin', { id: h.d.id, code: room.checkinQr });
    expect(ok.d.state).toBe('checked');
    expect((await u.post('/api/seat/checkin', { id: h.d.id, code: room.checkinQr })).e).toBe(E.ALREADY_DONE);
    const l = await u.post<Booking>('/api/seat/hold', { sessionId: later, seatId: room.seats[1]!.id });
    await u.post('/api/seat/confirm', { id: l.d.id });
    expect((await u.post('/api/seat/checkin', { id: l.d.id, code: room.checkinQr })).e).toBe(E.NOT_OPEN_YET);
  });

  it('releases an unchecked booking after the grace window: seat free, booking a no-show', async () => {
    const room = await createRoom(manager, { graceMinutes: 10 });
    const sessionId = await createSeatSession(manager, room.id, 60);
    const [u] = [await loginAs(t.app, 'approver')];
    const h = await u!.post<Booking>('/api/seat/hold', { sessionId, seatId: room.seats[0]!.id });
    await u!.post('/api/seat/confirm', { id: h.d.id });
    travel(60 + 600 + 1);
    expect((await u!.post('/api/seat/checkin', { id: h.d.id, code: room.checkinQr })).e).toBe(E.ENDED);
    expect((await u!.get<Booking>('/api/seat/booking', { id: h.d.id })).d.state).toBe('noshow');
    const st = await student2.get<MapAnswer>('/api/seat/state', { sessionId });
    expect(st.d.taken).toEqual([]);
    expect((await student2.post('/api/seat/hold', { sessionId, seatId: room.seats[0]!.id })).e).toBe(E.OK);
    const noShows = await manager.get<{ list: { name: string; count: number }[] }>('/api/seat/manage-noshows');
    expect(noShows.d.list.find((r) => r.name)?.count).toBeGreaterThanOrEqual(1);
  });

  it('blocks booking after the site’s no-show limit', async () => {
    const room = await createRoom(manager, { graceMinutes: 1 });
    const s1 = await createSeatSession(manager, room.id, -30, 3600, '1');
    const s2 = await createSeatSession(manager, room.id, 3600, 3600, '2');
    const u = await loginAs(t.app, 'repairman');
    const h = await u.post<Booking>('/api/seat/hold', { sessionId: s1, seatId: room.seats[0]!.id });
    await u.post('/api/seat/confirm', { id: h.d.id });
    expect((await manager.post('/api/seat/settings-save', { noShowLimit: 1 })).e).toBe(E.OK);
    travel(61);
    const refused = await u.post('/api/seat/hold', { sessionId: s2, seatId: room.seats[0]!.id });
    expect(refused).toMatchObject({ e: E.NOT_ELIGIBLE, d: { noShows: 1, limit: 1 } });
    const list = await manager.get<{ list: { userId: string; blocked: boolean }[] }>('/api/seat/manage-noshows');
    expect(list.d.list.some((r) => r.blocked)).toBe(true);
    expect((await manager.post('/api/seat/settings-save', { noShowLimit: 0 })).e).toBe(E.OK);
    expect((await u.post('/api/seat/hold', { sessionId: s2, seatId: room.seats[0]!.id })).e).toBe(E.OK);
  });

  it('lets a checker check a booking in by its code or from the session list, only with the permission', async () => {
    const room = await createRoom(manager);
    const sessionId = await createSeatSession(manager, room.id, -60);
    const h = await student.post<Booking>('/api/seat/hold', { sessionId, seatId: room.seats[3]!.id });
    expect((await checker.post('/api/seat/check', { code: h.d.code })).e).toBe(E.WRONG_STATE); // only held
    await student.post('/api/seat/confirm', { id: h.d.id });
    expect((await student.post('/api/seat/check', { code: h.d.code })).e).toBe(E.FORBIDDEN);
    expect((await student.get('/api/seat/check-list', { sessionId })).e).toBe(E.FORBIDDEN);
    const sessions = await checker.get<{ list: { id: string }[] }>('/api/seat/check-sessions');
    expect(sessions.d.list.map((s) => s.id)).toContain(sessionId);
    const list = await checker.get<{ list: { id: string; name: string; seatLabel: string; state: string }[] }>('/api/seat/check-list', { sessionId });
    expect(list.d.list).toEqual([expect.objectContaining({ id: h.d.id, seatLabel: 'A-4', state: 'booked' })]);
    const ok = await checker.post<{ state: string; name: string }>('/api/seat/check', { code: h.d.code.toLowerCase() });
    expect(ok.d.state).toBe('checked');
    expect(ok.d.name).not.toBe('');
    expect((await checker.post('/api/seat/check', { id: h.d.id })).e).toBe(E.ALREADY_DONE);
    expect((await checker.post('/api/seat/check', {})).d).toMatchObject({ field: 'code' });
    expect((await checker.post('/api/seat/check', { code: 'SEAT-NOTACODE' })).e).toBe(E.NOT_FOUND);
  });
});

describe('site isolation and the console', () => {
  it('never shows or books another site’s room', async () => {
    const db = t.app.platform.db;
    const at = now();
    const roomId = newId();
    const seatId = newId();
    const sessionId = newId();
    await db.insertInto('seat_rooms').values({ id: roomId, site_id: 'elsewhere', name: '外校', place: '', open_hours: '', description: '', hold_minutes: 3, grace_minutes: 15, per_day_limit: 2, audience: '{"site":true}', published: 1, rows: 1, cols: 1, checkin_token: 'x'.repeat(24), created_by: null, created_at: at, updated_at: at }).execute();
    await db.insertInto('seat_cells').values({ id: seatId, site_id: 'elsewhere', room_id: roomId, r: 0, c: 0, kind: 'seat', label: 'A1', unavailable: 0, power: 0, near_window: 0 }).execute();
    await db.insertInto('seat_sessions').values({ id: sessionId, site_id: 'elsewhere', room_id: roomId, title: '', day: '2026-01-01', starts_at: at + 60, ends_at: at + 3600, created_at: at }).execute();
    expect((await student.get('/api/seat/detail', { id: roomId })).e).toBe(E.NOT_FOUND);
    expect((await student.get('/api/seat/map', { sessionId })).e).toBe(E.NOT_FOUND);
    expect((await student.post('/api/seat/hold', { sessionId, seatId })).e).toBe(E.NOT_FOUND);
    expect((await manager.get('/api/seat/manage-room', { id: roomId })).e).toBe(E.NOT_FOUND);
    expect((await manager.post('/api/seat/manage-map', { id: roomId, rows: 1, cols: 1, cells: [] })).e).toBe(E.NOT_FOUND);
    expect((await checker.get('/api/seat/check-list', { sessionId })).e).toBe(E.NOT_FOUND);
  });

  it('refuses to remove a seat with a live booking from the map', async () => {
    const room = await createRoom(manager, { rows: 1, cols: 2 });
    const sessionId = await createSeatSession(manager, room.id);
    await student.post('/api/seat/hold', { sessionId, seatId: room.seats[1]!.id });
    const r = await manager.post('/api/seat/manage-map', { id: room.id, rows: 1, cols: 1, cells: [{ r: 0, c: 0, kind: 'seat', label: 'A-1' }] });
    expect(r).toMatchObject({ e: E.CONFLICT, d: { labels: ['A-2'] } });
  });

  it('lists a session’s bookings with counters and exports them as xlsx', async () => {
    const room = await createRoom(manager);
    const sessionId = await createSeatSession(manager, room.id, -60);
    const h = await student.post<Booking>('/api/seat/hold', { sessionId, seatId: room.seats[0]!.id });
    await student.post('/api/seat/confirm', { id: h.d.id });
    await student.post('/api/seat/checkin', { id: h.d.id, code: room.checkinQr });
    const list = await manager.get<{ list: { name: string; number: string; state: string }[]; total: number }>('/api/seat/manage-bookings', { sessionId });
    expect(list.d.total).toBe(1);
    expect(list.d.list[0]).toMatchObject({ state: 'checked' });
    const sessions = await manager.get<{ list: { id: string; booked: number; checked: number }[] }>('/api/seat/manage-sessions', { roomId: room.id });
    expect(sessions.d.list.find((s) => s.id === sessionId)).toMatchObject({ booked: 1, checked: 1 });
    const res = await manager.raw({ method: 'GET', url: '/api/seat/manage-export', query: { sessionId } });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(1).value).toBe('姓名');
    expect(ws.getRow(2).getCell(3).value).toBe('A-1');
    expect(ws.getRow(2).getCell(5).value).toBe('已签到');
    expect((await student.raw({ method: 'GET', url: '/api/seat/manage-export', query: { sessionId } })).json()).toMatchObject({ e: E.FORBIDDEN });
  });
});
