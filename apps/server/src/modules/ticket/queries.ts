/**
 * Ticket storage. Every counter change is one conditional UPDATE inside a transaction, so
 * concurrent grabs on SQLite and PostgreSQL (any number of processes) never oversell.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import { attemptSteps, compiledOnce, precompiled, Rollback } from '../../platform/sql.js';
import type { TicketEventsTable, TicketsTable, TicketTypesTable } from './tables.js';

// Every grab reads its type and event first: compiled once (see `precompiled`).
const eventById = precompiled((db, siteId: string, id: string) =>
  db.selectFrom('ticket_events').selectAll().where('site_id', '=', siteId).where('id', '=', id),
);
const typeById = precompiled((db, siteId: string, id: string) =>
  db.selectFrom('ticket_types').selectAll().where('site_id', '=', siteId).where('id', '=', id),
);

export const findEvent = async (db: Db, siteId: string, id: string) => (await eventById(db, siteId, id))[0];

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

export const findType = async (db: Db, siteId: string, id: string) => (await typeById(db, siteId, id))[0];

// Every grab reads a type with its event: one statement (a rush answers most grabs from it alone).
const typeWithEventById = precompiled((db, siteId: string, id: string) =>
  db
    .selectFrom('ticket_types as t')
    .innerJoin('ticket_events as e', 'e.id', 't.event_id')
    .selectAll('e')
    .select([
      't.id as t_id', 't.site_id as t_site_id', 't.event_id as t_event_id', 't.name as t_name', 't.quota as t_quota',
      't.remaining as t_remaining', 't.held as t_held', 't.per_person as t_per_person', 't.sort as t_sort',
      't.created_at as t_created_at',
    ])
    .where('t.site_id', '=', siteId)
    .where('t.id', '=', id)
    .where('e.site_id', '=', siteId),
);

/** A type of the site and its event (as `findType` then `findEvent` would give them), or undefined. */
export async function findTypeWithEvent(db: Db, siteId: string, id: string): Promise<{ ty: TicketTypesTable; e: TicketEventsTable } | undefined> {
  const row = (await typeWithEventById(db, siteId, id))[0];
  if (!row) return undefined;
  // Field by field: an object rest (`...e`) costs more than the rest of the lookup.
  const e: TicketEventsTable = {
    id: row.id, site_id: row.site_id, title: row.title, description: row.description, place: row.place, mode: row.mode,
    starts_at: row.starts_at, open_at: row.open_at, close_at: row.close_at, refund_until: row.refund_until,
    hold_minutes: row.hold_minutes, auto_draw: row.auto_draw, drawn_at: row.drawn_at, open_notified: row.open_notified,
    audience: row.audience, published: row.published, created_by: row.created_by, created_at: row.created_at,
    updated_at: row.updated_at,
  };
  const ty: TicketTypesTable = {
    id: row.t_id, site_id: row.t_site_id, event_id: row.t_event_id, name: row.t_name, quota: row.t_quota,
    remaining: row.t_remaining, held: row.t_held, per_person: row.t_per_person, sort: row.t_sort, created_at: row.t_created_at,
  };
  return { ty, e };
}

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

/**
 * One grab: take a unit (`remaining > 0`, which also locks the type row on PostgreSQL until
 * commit, serialising grabs of one type across processes), then insert the ticket only while
 * the holder's live tickets of the type are under the limit — in one statement. Either step
 * failing rolls the whole grab back.
 */
// A grab's two statements, compiled once: on SQLite, a grab runs as one synchronous transaction.
const takeOne = compiledOnce((db, siteId: string, typeId: string) =>
  db
    .updateTable('ticket_types')
    .set((eb) => ({ remaining: eb('remaining', '-', 1) }))
    .where('site_id', '=', siteId)
    .where('id', '=', typeId)
    .where('remaining', '>', 0),
);
const issueWithinLimit = compiledOnce(
  (db, id: string, siteId: string, eventId: string, typeId: string, userId: string, code: string, status: string, createdAt: number, perPerson: number) => ({
    compile: () =>
      sql`
        insert into tickets (id, site_id, event_id, type_id, user_id, code, status, created_at)
        select ${id}, ${siteId}, ${eventId}, ${typeId}, ${userId}, ${code}, ${status}, cast(${createdAt} as bigint)
        where (select count(*) from tickets where type_id = ${typeId} and user_id = ${userId} and status <> 'cancelled') < cast(${perPerson} as integer)
      `.compile(db),
  }),
);

/** One unit off the type's counter and a ticket, if one is left and the person is under the limit. */
export function grab(db: Db, t: TicketsTable, perPerson: number): Promise<GrabResult> {
  return attemptSteps(db, function* () {
    if ((yield takeOne(db, t.site_id, t.type_id)).changes !== 1) throw new Rollback('SOLD_OUT');
    const ins = yield issueWithinLimit(db, t.id, t.site_id, t.event_id, t.type_id, t.user_id, t.code, t.status, t.created_at, perPerson);
    if (ins.changes !== 1) throw new Rollback('LIMIT_REACHED');
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
  types: (Omit<TicketTypesTable, 'id' | 'remaining' | 'held' | 'created_at'> & {
    id?: string | undefined;
    newId: string;
    created_at: number;
  })[],
): Promise<'ok' | 'missing' | { quotaBelowIssued: number }> {
  return db
    .transaction()
    .execute(async (trx) => {
      if (isNew) await trx.insertInto('ticket_events').values(event).execute();
      else {
        // The draw and the opening notice are claimed by their own conditional updates, never by a save.
        const { id, site_id, created_at, created_by, drawn_at, open_notified, ...rest } = event;
        void created_at;
        void created_by;
        void drawn_at;
        void open_notified;
        const r = await trx
          .updateTable('ticket_events')
          .set(rest)
          .where('site_id', '=', site_id)
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) return 'missing';
      }
      for (const [i, ty] of types.entries()) {
        if (ty.id) {
          const r = await trx
            .updateTable('ticket_types')
            .set({
              name: ty.name,
              per_person: ty.per_person,
              sort: ty.sort,
              quota: ty.quota,
              remaining: sql<number>`remaining + (${ty.quota} - quota)`,
            })
            .where('site_id', '=', event.site_id)
            .where('event_id', '=', event.id)
            .where('id', '=', ty.id)
            .where(sql<boolean>`remaining + (${ty.quota} - quota) >= 0`)
            .executeTakeFirst();
          if (Number(r.numUpdatedRows) !== 1) throw new QuotaError(i);
        } else {
          const { newId, id, ...rest } = ty;
          void id;
          await trx
            .insertInto('ticket_types')
            .values({ ...rest, id: newId, remaining: ty.quota, held: 0 })
            .execute();
        }
      }
      return 'ok' as const;
    })
    .catch((err: unknown) => {
      if (err instanceof QuotaError) return { quotaBelowIssued: err.index };
      throw err;
    });
}

class QuotaError extends Error {
  constructor(readonly index: number) {
    super('quota');
  }
}

/** The caller's subscription to an event: 'none' | 'active' | 'cancelled'. */
export async function subOf(db: Db, eventId: string, userId: string): Promise<'none' | 'active' | 'cancelled'> {
  const r = await db
    .selectFrom('ticket_subs')
    .select('active')
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return !r ? 'none' : r.active === 1 ? 'active' : 'cancelled';
}

export const setSub = (db: Db, siteId: string, eventId: string, userId: string, active: boolean, at: number) =>
  db
    .insertInto('ticket_subs')
    .values({ site_id: siteId, event_id: eventId, user_id: userId, active: active ? 1 : 0, updated_at: at })
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doUpdateSet({ active: active ? 1 : 0, updated_at: at }))
    .execute();

export const subscribers = async (db: Db, eventId: string) =>
  (
    await db
      .selectFrom('ticket_subs')
      .select('user_id')
      .where('event_id', '=', eventId)
      .where('active', '=', 1)
      .execute()
  ).map((r) => r.user_id);

/** Claims the "grabbing opened" notice of an event: true for exactly one caller, ever. */
export async function claimOpenNotice(db: Db, siteId: string, eventId: string, at: number): Promise<boolean> {
  const r = await db
    .updateTable('ticket_events')
    .set({ open_notified: 1 })
    .where('site_id', '=', siteId)
    .where('id', '=', eventId)
    .where('open_notified', '=', 0)
    .where('open_at', '<=', at)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Ticket holders of an event with names, for the console list and the export. */
export function holders(db: Db, siteId: string, eventId: string, page?: { offset: number; limit: number }) {
  let q = db
    .selectFrom('tickets')
    .innerJoin('ticket_types', 'ticket_types.id', 'tickets.type_id')
    .leftJoin('users', 'users.id', 'tickets.user_id')
    .select([
      'tickets.id',
      'tickets.code',
      'tickets.status',
      'tickets.created_at',
      'tickets.checked_at',
      'ticket_types.name as type_name',
      'users.name as name',
      'users.number as number',
    ])
    .where('tickets.site_id', '=', siteId)
    .where('tickets.event_id', '=', eventId)
    .orderBy('tickets.created_at')
    .orderBy('tickets.id');
  if (page) q = q.offset(page.offset).limit(page.limit);
  return q.execute();
}

export async function holderCount(db: Db, siteId: string, eventId: string): Promise<number> {
  const r = await db
    .selectFrom('tickets')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('site_id', '=', siteId)
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
