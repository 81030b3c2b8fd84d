/**
 * Reserve mode: entries during the window, the draw after it. The draw claims the event with
 * one conditional update (`drawn_at is null`), so it runs once however many processes or
 * requests race to run it; each type row is then locked before its entries are read, which
 * also waits out enrolments still in flight (they lock the same row first).
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import type { TicketEntriesTable, TicketsTable } from './tables.js';

/** Enters the draw: false when the caller already entered (or the draw has run). */
export async function enter(db: Db, e: TicketEntriesTable): Promise<'ok' | 'ALREADY_TAKEN' | 'ENDED'> {
  return db.transaction().execute(async (trx) => {
    const open = await trx
      .updateTable('ticket_types')
      .set({ remaining: sql<number>`remaining` })
      .where('site_id', '=', e.site_id)
      .where('id', '=', e.type_id)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('ticket_events').select('id').where('id', '=', e.event_id).where('drawn_at', 'is not', null),
          ),
        ),
      )
      .executeTakeFirst();
    if (Number(open.numUpdatedRows) !== 1) return 'ENDED' as const;
    const r = await trx
      .insertInto('ticket_entries')
      .values(e)
      .onConflict((oc) => oc.columns(['type_id', 'user_id']).doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1 ? ('ok' as const) : ('ALREADY_TAKEN' as const);
  });
}

export const entriesOf = (db: Db, eventId: string, userId: string) =>
  db
    .selectFrom('ticket_entries')
    .select(['type_id', 'status'])
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .execute();

export interface DrawOutcome {
  winners: { userId: string; typeId: string; ticketId: string; code: string }[];
  losers: { userId: string; typeId: string }[];
}

/**
 * Runs the draw of a closed reserve event once. `shuffle` orders the entrants (crypto
 * randomness, from the service); `ticket` makes a ticket row. null: already drawn / not due.
 */
export async function draw(
  db: Db,
  siteId: string,
  eventId: string,
  at: number,
  shuffle: <T>(xs: T[]) => T[],
  ticket: (typeId: string, userId: string) => TicketsTable,
): Promise<DrawOutcome | null> {
  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .updateTable('ticket_events')
      .set({ drawn_at: at })
      .where('site_id', '=', siteId)
      .where('id', '=', eventId)
      .where('mode', '=', 'reserve')
      .where('drawn_at', 'is', null)
      .where('close_at', '<=', at)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) return null;
    const out: DrawOutcome = { winners: [], losers: [] };
    const types = await trx
      .selectFrom('ticket_types')
      .select(['id', 'per_person'])
      .where('event_id', '=', eventId)
      .orderBy('sort')
      .execute();
    for (const ty of types) {
      const locked = await trx
        .updateTable('ticket_types')
        .set({ remaining: sql<number>`remaining` })
        .where('id', '=', ty.id)
        .returning(['remaining'])
        .executeTakeFirstOrThrow();
      const entries = await trx
        .selectFrom('ticket_entries')
        .select(['id', 'user_id'])
        .where('type_id', '=', ty.id)
        .where('status', '=', 'pending')
        .execute();
      const live = await trx
        .selectFrom('tickets')
        .select(['user_id', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('type_id', '=', ty.id)
        .where('status', '<>', 'cancelled')
        .groupBy('user_id')
        .execute();
      const has = new Map(live.map((l) => [l.user_id, Number(l.n)]));
      let left = Number(locked.remaining);
      const won: string[] = [];
      const lost: string[] = [];
      const rows: TicketsTable[] = [];
      for (const en of shuffle(entries)) {
        if (left > 0 && (has.get(en.user_id) ?? 0) < Number(ty.per_person)) {
          left--;
          won.push(en.id);
          const tk = ticket(ty.id, en.user_id);
          rows.push(tk);
          out.winners.push({ userId: en.user_id, typeId: ty.id, ticketId: tk.id, code: tk.code });
        } else {
          lost.push(en.id);
          out.losers.push({ userId: en.user_id, typeId: ty.id });
        }
      }
      for (let i = 0; i < rows.length; i += 400)
        await trx
          .insertInto('tickets')
          .values(rows.slice(i, i + 400))
          .execute();
      for (let i = 0; i < won.length; i += 400)
        await trx
          .updateTable('ticket_entries')
          .set({ status: 'won' })
          .where('id', 'in', won.slice(i, i + 400))
          .execute();
      for (let i = 0; i < lost.length; i += 400)
        await trx
          .updateTable('ticket_entries')
          .set({ status: 'lost' })
          .where('id', 'in', lost.slice(i, i + 400))
          .execute();
      if (rows.length) {
        const dec = await trx
          .updateTable('ticket_types')
          .set((eb) => ({ remaining: eb('remaining', '-', rows.length) }))
          .where('id', '=', ty.id)
          .where('remaining', '>=', rows.length)
          .executeTakeFirst();
        if (Number(dec.numUpdatedRows) !== 1) throw new Error('ticket draw: remaining moved under the lock');
      }
    }
    return out;
  });
}

/** Per type: entrants and winners of the draw. */
export async function entryCounts(
  db: Db,
  eventId: string,
): Promise<Map<string, { entrants: number; winners: number }>> {
  const rows = await db
    .selectFrom('ticket_entries')
    .select(['type_id', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('event_id', '=', eventId)
    .groupBy(['type_id', 'status'])
    .execute();
  const out = new Map<string, { entrants: number; winners: number }>();
  for (const r of rows) {
    const c = out.get(r.type_id) ?? { entrants: 0, winners: 0 };
    c.entrants += Number(r.n);
    if (r.status === 'won') c.winners += Number(r.n);
    out.set(r.type_id, c);
  }
  return out;
}
