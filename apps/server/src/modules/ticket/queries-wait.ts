/**
 * The waiting list of a sold-out type. A returned unit goes to the head of the line as a hold
 * (`held` counter) or back to `remaining`; a lapsed hold moves on the same way. Every change
 * starts by updating the type row, which serialises it with grabs of the type on PostgreSQL
 * (row lock until commit) and SQLite (one writer), so a unit is never both held and grabbed.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import { attempt, Rollback } from '../../platform/sql.js';
import type { TicketsTable, TicketWaitsTable } from './tables.js';

type Trx = Db;
/** Who got a hold (notify them) and whether units went back to the pool (notify subscribers). */
export interface Moved {
  offered: { userId: string; holdUntil: number }[];
  toPool: number;
}

const lockType = (trx: Trx, siteId: string, typeId: string) =>
  trx
    .updateTable('ticket_types')
    .set({ held: sql<number>`held` })
    .where('site_id', '=', siteId)
    .where('id', '=', typeId)
    .executeTakeFirst();

/** Offers one free unit to the head of the line; the caller adjusts the counters. */
async function offer(trx: Trx, typeId: string, holdUntil: number, at: number): Promise<string | null> {
  const head = await trx
    .selectFrom('ticket_waits')
    .select(['id', 'user_id'])
    .where('type_id', '=', typeId)
    .where('status', '=', 'waiting')
    .orderBy('queued_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!head) return null;
  const r = await trx
    .updateTable('ticket_waits')
    .set({ status: 'held', hold_until: holdUntil, updated_at: at })
    .where('id', '=', head.id)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1 ? head.user_id : null;
}

/**
 * A unit that was counted in `held` (lapsed or left hold) or nowhere yet (a refund: `fromHeld`
 * false) goes to the next waiter or to `remaining`.
 */
async function passOn(
  trx: Trx,
  siteId: string,
  typeId: string,
  fromHeld: boolean,
  holdMinutes: number,
  at: number,
  moved: Moved,
) {
  const until = at + holdMinutes * 60;
  const user = holdMinutes > 0 ? await offer(trx, typeId, until, at) : null;
  if (user) {
    moved.offered.push({ userId: user, holdUntil: until });
    if (!fromHeld)
      await trx
        .updateTable('ticket_types')
        .set((eb) => ({ held: eb('held', '+', 1) }))
        .where('site_id', '=', siteId)
        .where('id', '=', typeId)
        .execute();
    return;
  }
  moved.toPool++;
  await trx
    .updateTable('ticket_types')
    .set((eb) =>
      fromHeld
        ? { held: eb('held', '-', 1), remaining: eb('remaining', '+', 1) }
        : { remaining: eb('remaining', '+', 1) },
    )
    .where('site_id', '=', siteId)
    .where('id', '=', typeId)
    .execute();
}

/** issued → cancelled; the unit goes to the waiting list or the pool, all or nothing. */
export async function refund(
  db: Db,
  siteId: string,
  ticketId: string,
  userId: string,
  holdMinutes: number,
  at: number,
): Promise<Moved | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('tickets')
      .set({ status: 'cancelled', cancelled_at: at })
      .where('site_id', '=', siteId)
      .where('id', '=', ticketId)
      .where('user_id', '=', userId)
      .where('status', '=', 'issued')
      .returning('type_id')
      .executeTakeFirst();
    if (!row) return null;
    await lockType(trx, siteId, row.type_id);
    const moved: Moved = { offered: [], toPool: 0 };
    await passOn(trx, siteId, row.type_id, false, holdMinutes, at, moved);
    return moved;
  });
}

/** Holds that lapsed by `at` move on. Cheap when none did: one indexed read. */
export async function sweep(db: Db, siteId: string, typeId: string, holdMinutes: number, at: number): Promise<Moved> {
  const moved: Moved = { offered: [], toPool: 0 };
  const due = await db
    .selectFrom('ticket_waits')
    .select('id')
    .where('type_id', '=', typeId)
    .where('status', '=', 'held')
    .where('hold_until', '<=', at)
    .limit(1)
    .executeTakeFirst();
  if (!due) return moved;
  await db.transaction().execute(async (trx) => {
    await lockType(trx, siteId, typeId);
    const expired = await trx
      .selectFrom('ticket_waits')
      .select('id')
      .where('type_id', '=', typeId)
      .where('status', '=', 'held')
      .where('hold_until', '<=', at)
      .execute();
    for (const w of expired) {
      const r = await trx
        .updateTable('ticket_waits')
        .set({ status: 'lapsed', updated_at: at })
        .where('id', '=', w.id)
        .where('status', '=', 'held')
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 1) await passOn(trx, siteId, typeId, true, holdMinutes, at, moved);
    }
  });
  return moved;
}

/** Joins (or re-joins at the back of) the line; false when already waiting or holding. */
export async function join(db: Db, w: TicketWaitsTable): Promise<boolean> {
  const r = await db
    .insertInto('ticket_waits')
    .values(w)
    .onConflict((oc) =>
      oc
        .columns(['type_id', 'user_id'])
        .doUpdateSet({ status: 'waiting', queued_at: w.queued_at, hold_until: null, updated_at: w.updated_at })
        .where('ticket_waits.status', 'not in', ['waiting', 'held']),
    )
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Leaves the line; a held unit moves on. false when not in line. */
export async function leave(
  db: Db,
  siteId: string,
  typeId: string,
  userId: string,
  holdMinutes: number,
  at: number,
): Promise<Moved | null> {
  return db.transaction().execute(async (trx) => {
    await lockType(trx, siteId, typeId);
    const w = await trx
      .selectFrom('ticket_waits')
      .select(['id', 'status'])
      .where('type_id', '=', typeId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!w || (w.status !== 'waiting' && w.status !== 'held')) return null;
    await trx
      .updateTable('ticket_waits')
      .set({ status: 'left', hold_until: null, updated_at: at })
      .where('id', '=', w.id)
      .where('status', '=', w.status)
      .execute();
    const moved: Moved = { offered: [], toPool: 0 };
    if (w.status === 'held') await passOn(trx, siteId, typeId, true, holdMinutes, at, moved);
    return moved;
  });
}

/** held → confirmed: the held unit becomes the caller's ticket (under the per-person limit), or nothing changes. */
export async function confirm(
  db: Db,
  t: TicketsTable,
  perPerson: number,
  at: number,
): Promise<'ok' | 'HOLD_EXPIRED' | 'LIMIT_REACHED'> {
  const r = await attempt<'HOLD_EXPIRED' | 'LIMIT_REACHED'>(db, async (trx) => {
    const dec = await trx
      .updateTable('ticket_types')
      .set((eb) => ({ held: eb('held', '-', 1) }))
      .where('site_id', '=', t.site_id)
      .where('id', '=', t.type_id)
      .where('held', '>', 0)
      .executeTakeFirst();
    if (Number(dec.numUpdatedRows) !== 1) throw new Rollback('HOLD_EXPIRED');
    const w = await trx
      .updateTable('ticket_waits')
      .set({ status: 'confirmed', hold_until: null, updated_at: at })
      .where('type_id', '=', t.type_id)
      .where('user_id', '=', t.user_id)
      .where('status', '=', 'held')
      .where('hold_until', '>', at)
      .executeTakeFirst();
    if (Number(w.numUpdatedRows) !== 1) throw new Rollback('HOLD_EXPIRED');
    const ins = await sql`
        insert into tickets (id, site_id, event_id, type_id, user_id, code, status, created_at)
        select ${t.id}, ${t.site_id}, ${t.event_id}, ${t.type_id}, ${t.user_id}, ${t.code}, ${t.status}, cast(${t.created_at} as bigint)
        where (select count(*) from tickets where type_id = ${t.type_id} and user_id = ${t.user_id} and status <> 'cancelled') < cast(${perPerson} as integer)
      `.execute(trx);
    if (Number(ins.numAffectedRows ?? 0) !== 1) throw new Rollback('LIMIT_REACHED');
  });
  return r.ok ? 'ok' : r.why;
}

/** The caller's rows on the types of an event, and each waiter's place in line. */
export async function waitsOf(db: Db, eventId: string, userId: string) {
  const mine = await db
    .selectFrom('ticket_waits')
    .select(['type_id', 'status', 'queued_at', 'hold_until', 'id'])
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .where('status', 'in', ['waiting', 'held'])
    .execute();
  const out = new Map<string, { status: 'waiting' | 'held'; position: number; holdUntil: number | null }>();
  for (const w of mine) {
    let position = 0;
    if (w.status === 'waiting') {
      const ahead = await db
        .selectFrom('ticket_waits')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('type_id', '=', w.type_id)
        .where('status', '=', 'waiting')
        .where((eb) =>
          eb.or([eb('queued_at', '<', w.queued_at), eb.and([eb('queued_at', '=', w.queued_at), eb('id', '<', w.id)])]),
        )
        .executeTakeFirstOrThrow();
      position = Number(ahead.n) + 1;
    }
    out.set(w.type_id, {
      status: w.status as 'waiting' | 'held',
      position,
      holdUntil: w.hold_until === null ? null : Number(w.hold_until),
    });
  }
  return out;
}

/** People waiting per type (console counters). */
export async function waitingCounts(db: Db, eventId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('ticket_waits')
    .select(['type_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('event_id', '=', eventId)
    .where('status', 'in', ['waiting', 'held'])
    .groupBy('type_id')
    .execute();
  return new Map(rows.map((r) => [r.type_id, Number(r.n)]));
}
