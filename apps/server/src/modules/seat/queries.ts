/**
 * Seat storage, the only place with Kysely. A booking is live while its keys are set; every
 * state change is one conditional UPDATE, and a new hold is one INSERT that does nothing when
 * any of its unique keys is taken — on SQLite and PostgreSQL alike, across processes.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import type { DB } from '../../platform/db/schema.js';
import { contains } from '../../platform/sql.js';
import type { SeatBookingsTable, SeatCellsTable, SeatRoomsTable, SeatSessionsTable } from './tables.js';

export const LIVE = ['held', 'booked', 'checked'] as const;

/** Live at `at`: a hold not yet expired, a booking not past its deadline, or checked in. */
const liveAt = (at: number) => (eb: ExpressionBuilder<DB, 'seat_bookings'>) =>
  eb.or([
    eb.and([eb('seat_bookings.status', '=', 'held'), eb('seat_bookings.held_until', '>', at)]),
    eb.and([eb('seat_bookings.status', '=', 'booked'), eb('seat_bookings.deadline', '>', at)]),
    eb('seat_bookings.status', '=', 'checked'),
  ]);

// Rooms and maps

export const findRoom = (db: Db, siteId: string, id: string) =>
  db.selectFrom('seat_rooms').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export function listRooms(db: Db, siteId: string, o: { publishedOnly?: boolean; keyword?: string } = {}) {
  let q = db.selectFrom('seat_rooms').selectAll().where('site_id', '=', siteId);
  if (o.publishedOnly) q = q.where('published', '=', 1);
  if (o.keyword) {
    const k = o.keyword;
    q = q.where((eb) => eb.or([contains('seat_rooms.name', k), contains('seat_rooms.place', k)]));
  }
  return q.orderBy('name').orderBy('id').execute();
}

export const insertRoom = (db: Db, r: SeatRoomsTable) => db.insertInto('seat_rooms').values(r).execute();

export async function updateRoom(db: Db, siteId: string, id: string, set: Partial<SeatRoomsTable>): Promise<boolean> {
  const r = await db.updateTable('seat_rooms').set(set).where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const cellsOf = (db: Db, roomId: string) =>
  db.selectFrom('seat_cells').selectAll().where('room_id', '=', roomId).orderBy('r').orderBy('c').execute();

/** Bookable seats per room (not aisles, not unavailable). */
export async function seatCounts(db: Db, roomIds: string[]): Promise<Map<string, number>> {
  if (!roomIds.length) return new Map();
  const rows = await db
    .selectFrom('seat_cells')
    .select(['room_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('room_id', 'in', roomIds)
    .where('kind', '=', 'seat')
    .where('unavailable', '=', 0)
    .groupBy('room_id')
    .execute();
  return new Map(rows.map((r) => [r.room_id, Number(r.n)]));
}

/**
 * Replaces a room's cells in one transaction, keeping the id of a seat that stays a seat at the
 * same place (bookings point at it). Refuses (returns the labels) when a seat with a live booking
 * in a session not yet ended would be removed or made unavailable.
 */
export async function replaceCells(
  db: Db,
  room: { site_id: string; id: string },
  size: { rows: number; cols: number },
  cells: (Omit<SeatCellsTable, 'id' | 'site_id' | 'room_id'> & { newId: string })[],
  at: number,
): Promise<{ ok: true; seats: number } | { ok: false; labels: string[] }> {
  return db.transaction().execute(async (trx) => {
    // Lock the room row first so two saves of one map run one after the other.
    await trx.updateTable('seat_rooms').set({ rows: size.rows, cols: size.cols, updated_at: at }).where('id', '=', room.id).execute();
    const old = await trx.selectFrom('seat_cells').selectAll().where('room_id', '=', room.id).execute();
    const byPlace = new Map(old.map((o) => [`${o.r}:${o.c}`, o]));
    const keep = new Map<string, string>();
    for (const c of cells) {
      const o = byPlace.get(`${c.r}:${c.c}`);
      if (o && o.kind === 'seat' && c.kind === 'seat') keep.set(`${c.r}:${c.c}`, o.id);
    }
    const keptIds = new Set(
      cells.filter((c) => c.kind === 'seat' && !c.unavailable).flatMap((c) => (keep.has(`${c.r}:${c.c}`) ? [keep.get(`${c.r}:${c.c}`)!] : [])),
    );
    const gone = old.filter((o) => o.kind === 'seat' && !keptIds.has(o.id));
    if (gone.length) {
      const busy = await trx
        .selectFrom('seat_bookings')
        .innerJoin('seat_sessions', 'seat_sessions.id', 'seat_bookings.session_id')
        .select('seat_bookings.seat_id')
        .where('seat_bookings.seat_id', 'in', gone.map((g) => g.id))
        .where(liveAt(at))
        .where('seat_sessions.ends_at', '>', at)
        .execute();
      if (busy.length) {
        const ids = new Set(busy.map((b) => b.seat_id));
        return { ok: false as const, labels: gone.filter((g) => ids.has(g.id)).map((g) => g.label) };
      }
    }
    await trx.deleteFrom('seat_cells').where('room_id', '=', room.id).execute();
    const rows = cells.map(({ newId, ...c }) => ({ ...c, id: keep.get(`${c.r}:${c.c}`) ?? newId, site_id: room.site_id, room_id: room.id }));
    for (let i = 0; i < rows.length; i += 200) await trx.insertInto('seat_cells').values(rows.slice(i, i + 200)).execute();
    return { ok: true as const, seats: rows.filter((r) => r.kind === 'seat').length };
  });
}

export const findSeat = (db: Db, roomId: string, id: string) =>
  db.selectFrom('seat_cells').selectAll().where('room_id', '=', roomId).where('id', '=', id).where('kind', '=', 'seat').executeTakeFirst();

// Sessions

export const findSession = (db: Db, siteId: string, id: string) =>
  db.selectFrom('seat_sessions').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const sessionsOfDay = (db: Db, roomIds: string[], day: string) =>
  roomIds.length
    ? db.selectFrom('seat_sessions').selectAll().where('room_id', 'in', roomIds).where('day', '=', day).orderBy('starts_at').execute()
    : Promise.resolve([] as SeatSessionsTable[]);

export const sessionsOfSiteDay = (db: Db, siteId: string, day: string) =>
  db.selectFrom('seat_sessions').selectAll().where('site_id', '=', siteId).where('day', '=', day).orderBy('starts_at').execute();

export async function sessionsPage(db: Db, roomId: string, p: { current: number; pageSize: number }) {
  const [list, total] = await Promise.all([
    db
      .selectFrom('seat_sessions')
      .selectAll()
      .where('room_id', '=', roomId)
      .orderBy('starts_at', 'desc')
      .limit(p.pageSize)
      .offset((p.current - 1) * p.pageSize)
      .execute(),
    db.selectFrom('seat_sessions').select((eb) => eb.fn.countAll<number | string>().as('n')).where('room_id', '=', roomId).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

/** Inserts sessions, skipping a room's existing start times; returns how many were new. */
export async function insertSessions(db: Db, rows: SeatSessionsTable[]): Promise<number> {
  let n = 0;
  for (const r of rows) {
    const res = await db.insertInto('seat_sessions').values(r).onConflict((oc) => oc.doNothing()).executeTakeFirst();
    n += Number(res.numInsertedOrUpdatedRows ?? 0);
  }
  return n;
}

/** Deletes a session with no booking at all (history is kept); false when it has some. */
export async function deleteSession(db: Db, siteId: string, id: string): Promise<'ok' | 'missing' | 'busy'> {
  return db.transaction().execute(async (trx) => {
    const any = await trx.selectFrom('seat_bookings').select('id').where('session_id', '=', id).limit(1).executeTakeFirst();
    if (any) return 'busy' as const;
    const r = await trx.deleteFrom('seat_sessions').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) === 1 ? ('ok' as const) : ('missing' as const);
  });
}

// Bookings

/**
 * Releases what has run out, as read: expired holds and bookings past their check-in deadline
 * (no-shows). Clearing the keys frees the seat, the person's session and their day slot.
 */
export async function sweep(db: Db, where: { sessionId?: string; userId?: string; siteId?: string }, at: number): Promise<void> {
  const base = (status: string) => {
    let q = db.updateTable('seat_bookings').where('status', '=', status);
    if (where.sessionId) q = q.where('session_id', '=', where.sessionId);
    if (where.userId) q = q.where('user_id', '=', where.userId);
    if (where.siteId) q = q.where('site_id', '=', where.siteId);
    return q;
  };
  try {
    await base('held').set({ status: 'expired', seat_key: null, user_key: null, day_key: null, ended_at: at }).where('held_until', '<=', at).execute();
    await base('booked').set({ status: 'noshow', seat_key: null, user_key: null, day_key: null, ended_at: at }).where('deadline', '<=', at).execute();
  } catch (err) {
    // Two sweeps over overlapping rows in a different order can deadlock on PostgreSQL; the one
    // PostgreSQL aborts loses nothing (the other released the rows, and reads use the live test).
    if ((err as { code?: unknown }).code !== '40P01') throw err;
  }
}

/** Live bookings of sessions: seat, user and status. */
export const liveOfSessions = (db: Db, sessionIds: string[], at: number) =>
  sessionIds.length
    ? db
        .selectFrom('seat_bookings')
        .select(['id', 'session_id', 'seat_id', 'user_id', 'status'])
        .where('session_id', 'in', sessionIds)
        .where(liveAt(at))
        .execute()
    : Promise.resolve([]);

/** Live bookings of the person in a room on a day (the room's per-day limit). */
export async function liveOnDay(db: Db, roomId: string, userId: string, day: string, at: number): Promise<number> {
  const r = await db
    .selectFrom('seat_bookings')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where(liveAt(at))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Inserts a hold unless one of its keys is taken; true when inserted. */
export async function insertHold(db: Db, b: SeatBookingsTable): Promise<boolean> {
  const r = await db.insertInto('seat_bookings').values(b).onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const keyTaken = (db: Db, column: 'seat_key' | 'user_key', key: string) =>
  db.selectFrom('seat_bookings').select(['id', 'status', 'user_id']).where(column, '=', key).executeTakeFirst();

/** The person's own holds in a session are let go (choosing another seat replaces a hold). */
export const releaseOwnHolds = (db: Db, sessionId: string, userId: string, at: number) =>
  db
    .updateTable('seat_bookings')
    .set({ status: 'released', seat_key: null, user_key: null, day_key: null, ended_at: at })
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('status', '=', 'held')
    .execute();

export async function confirm(db: Db, id: string, userId: string, at: number, deadline: number): Promise<boolean> {
  const r = await db
    .updateTable('seat_bookings')
    .set({ status: 'booked', confirmed_at: at, deadline, held_until: null })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'held')
    .where('held_until', '>', at)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** held → released, or booked → cancelled; keys cleared. */
export async function end(db: Db, id: string, from: 'held' | 'booked', at: number): Promise<boolean> {
  const r = await db
    .updateTable('seat_bookings')
    .set({ status: from === 'held' ? 'released' : 'cancelled', seat_key: null, user_key: null, day_key: null, ended_at: at })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** booked → checked, once, only inside the window. */
export async function checkIn(db: Db, id: string, by: string, at: number): Promise<boolean> {
  const r = await db
    .updateTable('seat_bookings')
    .set({ status: 'checked', checked_at: at, checked_by: by })
    .where('id', '=', id)
    .where('status', '=', 'booked')
    .where('deadline', '>', at)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const findBooking = (db: Db, siteId: string, id: string) =>
  db.selectFrom('seat_bookings').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const findByCode = (db: Db, siteId: string, code: string) =>
  db.selectFrom('seat_bookings').selectAll().where('site_id', '=', siteId).where('code', '=', code).executeTakeFirst();

export async function bookingsOfUser(db: Db, siteId: string, userId: string, p: { current: number; pageSize: number }) {
  const base = db.selectFrom('seat_bookings').where('site_id', '=', siteId).where('user_id', '=', userId);
  const [list, total] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(p.pageSize).offset((p.current - 1) * p.pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

export const bookingsOfRoomUser = (db: Db, roomId: string, userId: string, sessionIds: string[]) =>
  sessionIds.length
    ? db.selectFrom('seat_bookings').selectAll().where('room_id', '=', roomId).where('user_id', '=', userId).where('session_id', 'in', sessionIds).orderBy('created_at', 'desc').execute()
    : Promise.resolve([] as SeatBookingsTable[]);

/** Bookings of a session that got past a hold (or every one, `all`), with the holder's name. */
export function bookingsOfSession(db: Db, sessionId: string, o: { liveOnly: boolean; at: number }) {
  let q = db
    .selectFrom('seat_bookings')
    .leftJoin('users', 'users.id', 'seat_bookings.user_id')
    .selectAll('seat_bookings')
    .select(['users.name as holder_name', 'users.number as holder_number'])
    .where('seat_bookings.session_id', '=', sessionId);
  q = o.liveOnly ? q.where(liveAt(o.at)) : q.where('seat_bookings.status', 'in', ['booked', 'checked', 'cancelled', 'noshow']);
  return q.orderBy('seat_bookings.seat_label').orderBy('seat_bookings.created_at').execute();
}

/** Per session: booked (booked + checked + noshow), checked and no-shows. */
export async function sessionCounters(db: Db, sessionIds: string[]) {
  if (!sessionIds.length) return new Map<string, { booked: number; checked: number; noShows: number }>();
  const rows = await db
    .selectFrom('seat_bookings')
    .select(['session_id', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('session_id', 'in', sessionIds)
    .where('status', 'in', ['booked', 'checked', 'noshow'])
    .groupBy(['session_id', 'status'])
    .execute();
  const out = new Map<string, { booked: number; checked: number; noShows: number }>();
  for (const r of rows) {
    const c = out.get(r.session_id) ?? { booked: 0, checked: 0, noShows: 0 };
    const n = Number(r.n);
    c.booked += n;
    if (r.status === 'checked') c.checked += n;
    if (r.status === 'noshow') c.noShows += n;
    out.set(r.session_id, c);
  }
  return out;
}

export async function noShowCount(db: Db, siteId: string, userId: string, since: number): Promise<number> {
  const r = await db
    .selectFrom('seat_bookings')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .where('status', '=', 'noshow')
    .where('ended_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function noShowsPage(db: Db, siteId: string, since: number, p: { current: number; pageSize: number }) {
  const base = db
    .selectFrom('seat_bookings')
    .where('seat_bookings.site_id', '=', siteId)
    .where('seat_bookings.status', '=', 'noshow')
    .where('seat_bookings.ended_at', '>=', since);
  const [list, total] = await Promise.all([
    base
      .leftJoin('users', 'users.id', 'seat_bookings.user_id')
      .select([
        'seat_bookings.user_id',
        (eb) => eb.fn.max('users.name').as('name'),
        (eb) => eb.fn.max('users.number').as('number'),
        (eb) => eb.fn.countAll<number | string>().as('n'),
        (eb) => eb.fn.max('seat_bookings.ended_at').as('last'),
      ])
      .groupBy('seat_bookings.user_id')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('seat_bookings.user_id')
      .limit(p.pageSize)
      .offset((p.current - 1) * p.pageSize)
      .execute(),
    base.select(sql<number | string>`count(distinct seat_bookings.user_id)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list, total: Number(total.n) };
}

export const getSettings = (db: Db, siteId: string) => db.selectFrom('seat_settings').selectAll().where('site_id', '=', siteId).executeTakeFirst();

export const saveSettings = (db: Db, siteId: string, noShowLimit: number, at: number) =>
  db
    .insertInto('seat_settings')
    .values({ site_id: siteId, no_show_limit: noShowLimit, updated_at: at })
    .onConflict((oc) => oc.column('site_id').doUpdateSet({ no_show_limit: noShowLimit, updated_at: at }))
    .execute();

export const roomsByIds = (db: Db, ids: string[]) =>
  ids.length ? db.selectFrom('seat_rooms').selectAll().where('id', 'in', ids).execute() : Promise.resolve([] as SeatRoomsTable[]);

export const sessionsByIds = (db: Db, ids: string[]) =>
  ids.length ? db.selectFrom('seat_sessions').selectAll().where('id', 'in', ids).execute() : Promise.resolve([] as SeatSessionsTable[]);

export const holderOf = (db: Db, userId: string) => db.selectFrom('users').select(['name', 'number']).where('id', '=', userId).executeTakeFirst();
