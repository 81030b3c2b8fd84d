/**
 * Ticket storage. Every counter change is one conditional UPDATE inside a transaction, so
 * concurrent grabs on SQLite and PostgreSQL (any number of processes) never oversell.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import type { TicketEventsTable, TicketsTable, TicketTypesTable } from '../../platform/db/schema.js';

export const findEvent = (db: Db, siteId: string, id: string) =>
  db.selectFrom('ticket_events').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const listEvents = (db: Db, siteId: string, publishedOnly: boolean) => {
  let q = db.selectFrom('ticket_events').selectAll().where('site_id', '=', siteId);
  if (publishedOnly) q = q.where('published', '=', 1);
  return q.orderBy('open_at', 'desc').orderBy('id', 'desc').execute();
};

export const typesOf = (db: Db, siteId: string, eventIds: string[]) =>
  eventIds.length
    ? db
        .selectFrom('ticket_types')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('event_id', 'in', eventIds)
        .orderBy('sort')
        .execute()
    : Promise.resolve([] as TicketTypesTable[]);

export const findType = (db: Db, siteId: string, id: string) =>
  db.selectFrom('ticket_types').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const ticketsOf = (db: Db, siteId: string, eventId: string, userId: string) =>
  db
    .selectFrom('tickets')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const findTicket = (db: Db, siteId: string, id: string) =>
  db.selectFrom('tickets').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const findByCode = (db: Db, siteId: string, code: string) =>
  db.selectFrom('tickets').selectAll().where('site_id', '=', siteId).where('code', '=', code).executeTakeFirst();

/** Issued (not cancelled) tickets per type of the given events. */
export async function issuedCounts(db: Db, siteId: string, eventIds: string[]): Promise<Map<string, number>> {
  if (!eventIds.length) return new Map();
  const rows = await db
    .selectFrom('tickets')
    .select(['type_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('site_id', '=', siteId)
    .where('event_id', 'in', eventIds)
    .where('status', '<>', 'cancelled')
    .groupBy('type_id')
    .execute();
  return new Map(rows.map((r) => [r.type_id, Number(r.n)]));
}

export type GrabResult = { ok: true } | { ok: false; why: 'SOLD_OUT' | 'LIMIT_REACHED' };
class Rollback extends Error {
  constructor(readonly why: 'SOLD_OUT' | 'LIMIT_REACHED') {
    super(why);
  }
}

/**
 * One grab: take a unit (`remaining > 0`, which also locks the type row on PostgreSQL until
 * commit, serialising grabs of one type across processes), then insert the ticket only while
 * the holder's live tickets of the type are under the limit — in one statement. Either step
 * failing rolls the whole grab back.
 */
export async function grab(db: Db, t: TicketsTable, perPerson: number): Promise<GrabResult> {
  try {
    await db.transaction().execute(async (trx) => {
      const dec = await trx
        .updateTable('ticket_types')
        .set((eb) => ({ remaining: eb('remaining', '-', 1) }))
        .where('site_id', '=', t.site_id)
        .where('id', '=', t.type_id)
        .where('remaining', '>', 0)
        .executeTakeFirst();
      if (Number(dec.numUpdatedRows) !== 1) throw new Rollback('SOLD_OUT');
      const ins = await sql`
        insert into tickets (id, site_id, event_id, type_id, user_id, code, status, created_at)
        select ${t.id}, ${t.site_id}, ${t.event_id}, ${t.type_id}, ${t.user_id}, ${t.code}, ${t.status}, cast(${t.created_at} as bigint)
        where (select count(*) from tickets where type_id = ${t.type_id} and user_id = ${t.user_id} and status <> 'cancelled') < cast(${perPerson} as integer)
      `.execute(trx);
      if (Number(ins.numAffectedRows ?? 0) !== 1) throw new Rollback('LIMIT_REACHED');
    });
    return { ok: true };
  } catch (err) {
    if (err instanceof Rollback) return { ok: false, why: err.why };
    throw err;
  }
}

/** issued → cancelled and the unit back to `remaining`, together or not at all. */
export async function refund(db: Db, siteId: string, ticketId: string, userId: string, at: number): Promise<boolean> {
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
    if (!row) return false;
    await trx
      .updateTable('ticket_types')
      .set((eb) => ({ remaining: eb('remaining', '+', 1) }))
      .where('site_id', '=', siteId)
      .where('id', '=', row.type_id)
      .execute();
    return true;
  });
}

/** issued → checked, once: the condition on the status makes a second check a no-op. */
export async function check(db: Db, siteId: string, code: string, by: string, at: number): Promise<boolean> {
  const r = await db
    .updateTable('tickets')
    .set({ status: 'checked', checked_at: at, checked_by: by })
    .where('site_id', '=', siteId)
    .where('code', '=', code)
    .where('status', '=', 'issued')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const holderOf = (db: Db, userId: string) =>
  db.selectFrom('users').select(['name', 'number']).where('id', '=', userId).executeTakeFirst();

/** Creates or updates an event and its types; false when a new quota is below what is issued. */
export async function saveEvent(
  db: Db,
  event: TicketEventsTable,
  isNew: boolean,
  types: (Omit<TicketTypesTable, 'id' | 'remaining' | 'created_at'> & { id?: string | undefined; newId: string; created_at: number })[],
): Promise<'ok' | 'missing' | { quotaBelowIssued: number }> {
  return db.transaction().execute(async (trx) => {
    if (isNew) await trx.insertInto('ticket_events').values(event).execute();
    else {
      const { id, site_id, created_at, created_by, ...rest } = event;
      void created_at;
      void created_by;
      const r = await trx.updateTable('ticket_events').set(rest).where('site_id', '=', site_id).where('id', '=', id).executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return 'missing';
    }
    for (const [i, ty] of types.entries()) {
      if (ty.id) {
        const r = await trx
          .updateTable('ticket_types')
          .set({ name: ty.name, per_person: ty.per_person, sort: ty.sort, quota: ty.quota, remaining: sql<number>`remaining + (${ty.quota} - quota)` })
          .where('site_id', '=', event.site_id)
          .where('event_id', '=', event.id)
          .where('id', '=', ty.id)
          .where(sql<boolean>`remaining + (${ty.quota} - quota) >= 0`)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) throw new QuotaError(i);
      } else {
        const { newId, id, ...rest } = ty;
        void id;
        await trx.insertInto('ticket_types').values({ ...rest, id: newId, remaining: ty.quota }).execute();
      }
    }
    return 'ok' as const;
  }).catch((err: unknown) => {
    if (err instanceof QuotaError) return { quotaBelowIssued: err.index };
    throw err;
  });
}

class QuotaError extends Error {
  constructor(readonly index: number) {
    super('quota');
  }
}
