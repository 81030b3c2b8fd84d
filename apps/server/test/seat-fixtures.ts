/**
 * Seat test fixtures: rooms with a grid map and sessions made through the manager's endpoints,
 * many users with live sessions written straight into the database, and live counts read back.
 */
import type { FastifyInstance } from 'fastify';
import { now } from '../src/platform/util.js';
import { makeStudents, type Client } from './helpers.js';

export interface RoomOpts {
  name?: string;
  rows?: number;
  cols?: number;
  holdMinutes?: number;
  graceMinutes?: number;
  perDayLimit?: number;
  audience?: object;
  /** Cells made unavailable, as `r:c`. */
  unavailable?: string[];
  /** Columns that are aisles. */
  aisleCols?: number[];
}

/** Cells of a rows × cols grid: seats labelled `A-1` (row letter, seat number), aisle columns. */
export function gridCells(o: RoomOpts) {
  const rows = o.rows ?? 3;
  const cols = o.cols ?? 4;
  const cells: { r: number; c: number; kind: 'seat' | 'aisle'; label: string; unavailable: boolean; power?: boolean }[] = [];
  for (let r = 0; r < rows; r++) {
    let n = 0;
    for (let c = 0; c < cols; c++) {
      if (o.aisleCols?.includes(c)) cells.push({ r, c, kind: 'aisle', label: '', unavailable: false });
      else cells.push({ r, c, kind: 'seat', label: `${String.fromCharCode(65 + r)}-${++n}`, unavailable: !!o.unavailable?.includes(`${r}:${c}`), power: c === 0 });
    }
  }
  return { rows, cols, cells };
}

export interface Room {
  id: string;
  seats: { id: string; label: string; unavailable: boolean }[];
  aisles: { r: number; c: number }[];
  checkinQr: string;
}

export async function createRoom(manager: Client, o: RoomOpts = {}): Promise<Room> {
  const saved = await manager.post<{ id: string }>('/api/seat/manage-save', {
    name: o.name ?? '图书馆三楼自习室',
    place: '图书馆 3F',
    openHours: '08:00-22:00',
    holdMinutes: o.holdMinutes ?? 3,
    graceMinutes: o.graceMinutes ?? 15,
    perDayLimit: o.perDayLimit ?? 2,
    audience: o.audience ?? { site: true },
  });
  if (saved.e !== 0) throw new Error(`manage-save failed: ${saved.e} ${saved.m}`);
  const map = await manager.post('/api/seat/manage-map', { id: saved.d.id, ...gridCells(o) });
  if (map.e !== 0) throw new Error(`manage-map failed: ${map.e} ${map.m}`);
  const d = await manager.get<{ checkinQr: string; cells: { id?: string; kind: string; label: string; unavailable: boolean; r: number; c: number }[] }>('/api/seat/manage-room', { id: saved.d.id });
  return {
    id: saved.d.id,
    seats: d.d.cells.filter((c) => c.kind === 'seat').map((c) => ({ id: c.id!, label: c.label, unavailable: c.unavailable })),
    aisles: d.d.cells.filter((c) => c.kind === 'aisle').map((c) => ({ r: c.r, c: c.c })),
    checkinQr: d.d.checkinQr,
  };
}

/** A session of the room starting `startIn` seconds from now (negative: already started). */
export async function createSeatSession(manager: Client, roomId: string, startIn = 3600, length = 4 * 3600, title = '上午'): Promise<string> {
  const t = now();
  const r = await manager.post<{ id: string }>('/api/seat/manage-session', { roomId, title, startsAt: t + startIn, endsAt: t + startIn + length });
  if (r.e !== 0) throw new Error(`manage-session failed: ${r.e} ${r.m}`);
  return r.d.id;
}

/** `n` active students of site `demo`, each with a client holding a live session. */
export const makeUsers = (app: FastifyInstance, n: number, prefix = 'seat') => makeStudents(app, n, { prefix, name: '选座', number: 'S' });

/** Live (held, booked, checked and not run out) bookings of a session, read from the database. */
export async function liveCounts(app: FastifyInstance, sessionId: string) {
  const t = now();
  const rows = await app.platform.db.selectFrom('seat_bookings').select(['seat_id', 'user_id', 'status', 'held_until', 'deadline']).where('session_id', '=', sessionId).execute();
  const live = rows.filter((r) => r.status === 'checked' || (r.status === 'held' && Number(r.held_until) > t) || (r.status === 'booked' && Number(r.deadline) > t));
  const perSeat = new Map<string, number>();
  const perUser = new Map<string, number>();
  for (const r of live) {
    perSeat.set(r.seat_id, (perSeat.get(r.seat_id) ?? 0) + 1);
    perUser.set(r.user_id, (perUser.get(r.user_id) ?? 0) + 1);
  }
  return { live: live.length, maxPerSeat: Math.max(0, ...perSeat.values()), maxPerUser: Math.max(0, ...perUser.values()) };
}

/** Sessions of one local day (`daysAhead` from today in the site's timezone), from `HH:MM-HH:MM` slots, earliest first. */
export async function sessionsOnOneDay(manager: Client, roomId: string, slots: [string, string][], daysAhead = 3): Promise<string[]> {
  const day = new Date((now() + 8 * 3600 + daysAhead * 86400) * 1000).toISOString().slice(0, 10); // Asia/Shanghai, the default timezone
  const g = await manager.post<{ created: number }>('/api/seat/manage-generate', { roomId, from: day, days: 1, slots: slots.map(([from, to]) => ({ from, to })) });
  if (g.e !== 0) throw new Error(`manage-generate failed: ${g.e} ${g.m}`);
  const list = await manager.get<{ list: { id: string; startsAt: number }[] }>('/api/seat/manage-sessions', { roomId, pageSize: '100' });
  return list.d.list.sort((a, b) => a.startsAt - b.startsAt).map((s) => s.id);
}
