/**
 * The counters of booking: taking and giving back slot units and per-person counts, and the
 * state changes of an appointment — every one a conditional UPDATE inside a transaction (see
 * README.md for why nothing is overbooked). Re-exported by queries.ts.
 */
import type { Db } from '../../platform/db/index.js';
import { attempt, Rollback } from '../../platform/sql.js';
import { newId } from '../../platform/util.js';
import type { GaAppointmentsTable, GaEventsTable } from './tables.js';

type Tx = Db;

export type SkipWhy = 'full' | 'taken' | 'limit';
export interface Occurrence {
  row: GaAppointmentsTable;
  perDay: number;
  perWeek: number;
}
class Skip extends Error {
  constructor(readonly why: SkipWhy) {
    super(why);
  }
}

async function bump(trx: Tx, spaceId: string, userId: string, period: string, limit: number): Promise<boolean> {
  await trx
    .insertInto('ga_usage')
    .values({ space_id: spaceId, user_id: userId, period, used: 0 })
    .onConflict((oc) => oc.columns(['space_id', 'user_id', 'period']).doNothing())
    .execute();
  let q = trx
    .updateTable('ga_usage')
    .set((eb) => ({ used: eb('used', '+', 1) }))
    .where('space_id', '=', spaceId)
    .where('user_id', '=', userId)
    .where('period', '=', period);
  if (limit > 0) q = q.where('used', '<', limit);
  return Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
}

async function unbump(trx: Tx, spaceId: string, userId: string, period: string): Promise<void> {
  await trx
    .updateTable('ga_usage')
    .set((eb) => ({ used: eb('used', '-', 1) }))
    .where('space_id', '=', spaceId)
    .where('user_id', '=', userId)
    .where('period', '=', period)
    .where('used', '>', 0)
    .execute();
}

/** How many a person holds in a space on `day` and in `week` (what a refused booking reports). */
export async function usage(db: Db, spaceId: string, userId: string, day: string, week: string) {
  const rows = await db
    .selectFrom('ga_usage')
    .select(['period', 'used'])
    .where('space_id', '=', spaceId)
    .where('user_id', '=', userId)
    .where('period', 'in', [`d:${day}`, `w:${week}`])
    .execute();
  const of = (period: string) => Number(rows.find((r) => r.period === period)?.used ?? 0);
  return { day: of(`d:${day}`), week: of(`w:${week}`) };
}

/**
 * One occurrence inside the caller's transaction: take the units (`remaining >= units`, which
 * also locks the slot row on PostgreSQL until commit), count it against the day and week
 * limits, then insert the appointment holding the slot. A refused step undoes the earlier ones
 * in the same transaction, so the other occurrences of a series stay.
 */
async function bookOne(trx: Tx, o: Occurrence): Promise<void> {
  const a = o.row;
  const dec = await trx
    .updateTable('ga_slots')
    .set((eb) => ({ remaining: eb('remaining', '-', a.units) }))
    .where('id', '=', a.slot_id)
    .where('remaining', '>=', a.units)
    .executeTakeFirst();
  if (Number(dec.numUpdatedRows) !== 1) throw new Skip('full');
  const undoSlot = () =>
    trx
      .updateTable('ga_slots')
      .set((eb) => ({ remaining: eb('remaining', '+', a.units) }))
      .where('id', '=', a.slot_id)
      .execute();
  if (!(await bump(trx, a.space_id, a.user_id, `d:${a.day}`, o.perDay))) {
    await undoSlot();
    throw new Skip('limit');
  }
  if (!(await bump(trx, a.space_id, a.user_id, `w:${a.week}`, o.perWeek))) {
    await unbump(trx, a.space_id, a.user_id, `d:${a.day}`);
    await undoSlot();
    throw new Skip('limit');
  }
  const ins = await trx
    .insertInto('ga_appointments')
    .values(a)
    .onConflict((oc) => oc.columns(['user_id', 'hold']).doNothing())
    .executeTakeFirst();
  if (Number(ins.numInsertedOrUpdatedRows ?? 0) !== 1) {
    await unbump(trx, a.space_id, a.user_id, `w:${a.week}`);
    await unbump(trx, a.space_id, a.user_id, `d:${a.day}`);
    await undoSlot();
    throw new Skip('taken');
  }
  await trx
    .insertInto('ga_events')
    .values(eventRow(a, 'booked', a.user_id, a.created_at))
    .execute();
}

/** Books every occurrence it can in one transaction; answers per occurrence: null (booked) or why not. */
export async function book(db: Db, occurrences: Occurrence[]): Promise<(SkipWhy | null)[]> {
  return db.transaction().execute(async (trx) => {
    const out: (SkipWhy | null)[] = [];
    for (const o of occurrences) {
      try {
        await bookOne(trx, o);
        out.push(null);
      } catch (err) {
        if (err instanceof Skip) out.push(err.why);
        else throw err;
      }
    }
    return out;
  });
}

export function eventRow(
  a: Pick<GaAppointmentsTable, 'id' | 'site_id' | 'user_id'>,
  kind: string,
  by: string | null,
  at: number,
  note = '',
): GaEventsTable {
  return { id: newId(), site_id: a.site_id, appointment_id: a.id, user_id: a.user_id, kind, note, by_id: by, at };
}

/**
 * Ends a live appointment (cancelled or rejected) and gives its units back to the slot and its
 * count back to the person's day and week — all or nothing; false when it was no longer in `from`.
 * The slot row is locked first, as booking does: one lock order on PostgreSQL, so a
 * cancellation racing bookings of the same slot never deadlocks.
 */
export async function release(
  db: Db,
  a: GaAppointmentsTable,
  from: readonly string[],
  to: 'cancelled' | 'rejected',
  by: string,
  at: number,
  reason: string,
): Promise<boolean> {
  const r = await attempt<'MOVED'>(db, async (trx) => {
    // Lock the slot row first (a no-op write), as booking does; its units come back only once
    // the appointment's change has taken (the slot's CHECK keeps remaining within capacity).
    await trx
      .updateTable('ga_slots')
      .set((eb) => ({ remaining: eb.ref('remaining') }))
      .where('id', '=', a.slot_id)
      .execute();
    const set =
      to === 'cancelled'
        ? { status: to, hold: null, cancelled_at: at, reason }
        : { status: to, hold: null, decided_at: at, decided_by: by, reason };
    const u = await trx
      .updateTable('ga_appointments')
      .set(set)
      .where('site_id', '=', a.site_id)
      .where('id', '=', a.id)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    if (Number(u.numUpdatedRows) !== 1) throw new Rollback('MOVED');
    await trx
      .updateTable('ga_slots')
      .set((eb) => ({ remaining: eb('remaining', '+', a.units) }))
      .where('id', '=', a.slot_id)
      .execute();
    await unbump(trx, a.space_id, a.user_id, `d:${a.day}`);
    await unbump(trx, a.space_id, a.user_id, `w:${a.week}`);
    await trx
      .insertInto('ga_events')
      .values(eventRow(a, to, by, at, reason))
      .execute();
  });
  return r.ok;
}

/** pending → approved, once. */
export async function approve(db: Db, a: GaAppointmentsTable, by: string, at: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('ga_appointments')
      .set({ status: 'approved', decided_at: at, decided_by: by })
      .where('site_id', '=', a.site_id)
      .where('id', '=', a.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('ga_events')
      .values(eventRow(a, 'approved', by, at))
      .execute();
    return true;
  });
}

/** approved → checked, once, inside the check-in window (`opensAt` ≤ now ≤ the row's limit). */
export async function checkIn(db: Db, a: GaAppointmentsTable, by: string, at: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('ga_appointments')
      .set({ status: 'checked', checked_at: at, checked_by: by })
      .where('site_id', '=', a.site_id)
      .where('id', '=', a.id)
      .where('status', '=', 'approved')
      .where('starts_at', '<=', at + CHECKIN_EARLY)
      .where((eb) =>
        eb.or([
          eb.and([eb('checkin', '=', 1), eb('grace_until', '>=', at)]),
          eb.and([eb('checkin', '=', 0), eb('ends_at', '>', at)]),
        ]),
      )
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('ga_events')
      .values(eventRow(a, 'checked', by, at))
      .execute();
    return true;
  });
}

/** Check-in opens this many seconds before the start. */
export const CHECKIN_EARLY = 1800;

/**
 * Settles what time decided (run before reads): approved appointments needing check-in and
 * not checked in by start + grace become no-shows (with an event), and finished ones completed.
 */
export async function settle(db: Db, siteId: string, at: number): Promise<void> {
  const missed = await db
    .updateTable('ga_appointments')
    .set({ status: 'noshow' })
    .where('site_id', '=', siteId)
    .where('status', '=', 'approved')
    .where('checkin', '=', 1)
    .where('grace_until', '<', at)
    .returning(['id', 'site_id', 'user_id'])
    .execute();
  if (missed.length)
    await db
      .insertInto('ga_events')
      .values(missed.map((m) => eventRow(m, 'noshow', null, at)))
      .execute();
  await db
    .updateTable('ga_appointments')
    .set({ status: 'completed' })
    .where('site_id', '=', siteId)
    .where('ends_at', '<=', at)
    .where((eb) =>
      eb.or([eb('status', '=', 'checked'), eb.and([eb('status', '=', 'approved'), eb('checkin', '=', 0)])]),
    )
    .execute();
}
