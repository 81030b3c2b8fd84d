/**
 * Appointment storage. Capacity lives in `ga_slots.remaining` and per-person counts in
 * `ga_usage.used`; both change only by conditional UPDATEs inside the booking transaction, and a
 * live appointment holds its slot in the unique `(user_id, hold)` key — so concurrent bookings on
 * SQLite or PostgreSQL (any number of processes) never overbook and never book one slot twice.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import { contains } from '../../platform/sql.js';
import type { GaEventsTable, GaSlotsTable, GaSpacesTable } from './tables.js';

export * from './queries-booking.js';

// ---- spaces

export const findSpace = (db: Db, siteId: string, id: string) =>
  db.selectFrom('ga_spaces').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export function listSpaces(
  db: Db,
  siteId: string,
  f: { enabledOnly?: boolean; category?: string | undefined; keyword?: string | undefined },
) {
  let q = db.selectFrom('ga_spaces').selectAll().where('site_id', '=', siteId);
  if (f.enabledOnly) q = q.where('enabled', '=', 1);
  if (f.category) q = q.where('category', '=', f.category);
  if (f.keyword) {
    const k = f.keyword;
    q = q.where((eb) => eb.or([contains('name', k), contains('location', k)]));
  }
  return q.orderBy('sort').orderBy('created_at').orderBy('id').execute();
}

export const insertSpace = (db: Db, row: GaSpacesTable) => db.insertInto('ga_spaces').values(row).execute();

/**
 * Updates a space; the slots still ahead follow its new per-slot capacity in the same
 * transaction (`remaining` moves by the same delta, and a slot already holding more than the new
 * capacity keeps what it holds with nothing left), so `booked + remaining = capacity` holds.
 */
export async function updateSpace(db: Db, row: GaSpacesTable, slotCapacity: number, after: number): Promise<boolean> {
  const { id, site_id, created_at, created_by, ...rest } = row;
  void created_at;
  void created_by;
  return db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('ga_spaces')
      .set(rest)
      .where('site_id', '=', site_id)
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    const future = (q: ReturnType<typeof trx.updateTable<'ga_slots'>>) =>
      q.where('space_id', '=', id).where('starts_at', '>', after);
    await future(trx.updateTable('ga_slots'))
      .set({ capacity: slotCapacity, remaining: sql<number>`remaining + (${slotCapacity} - capacity)` })
      .where(sql<boolean>`remaining + (${slotCapacity} - capacity) >= 0`)
      .execute();
    await future(trx.updateTable('ga_slots'))
      .set({ capacity: sql<number>`capacity - remaining`, remaining: 0 })
      .where(sql<boolean>`capacity <> ${slotCapacity}`)
      .execute();
    return true;
  });
}

/** Active users of the site holding a role whose map grants `generalApp.approve` (roles first: few rows). */
export async function approverIds(db: Db, siteId: string): Promise<string[]> {
  const roles = await db
    .selectFrom('roles')
    .select(['id', 'auth'])
    .where('site_id', '=', siteId)
    .where(contains('auth', 'generalApp'))
    .execute();
  const granting = roles
    .filter((r) => {
      try {
        const auth = JSON.parse(r.auth) as Record<string, { module?: string[] } | undefined>;
        return auth.generalApp?.module?.includes('approve') === true;
      } catch {
        return false; // a broken map grants nothing
      }
    })
    .map((r) => r.id);
  if (!granting.length) return [];
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('users', 'users.id', 'user_roles.user_id')
    .select('user_roles.user_id')
    .distinct()
    .where('user_roles.site_id', '=', siteId)
    .where('user_roles.role_id', 'in', granting)
    .where('users.status', '=', 'active')
    .execute();
  return rows.map((r) => r.user_id);
}

export const usersByIds = (db: Db, siteId: string, ids: string[]) =>
  ids.length
    ? db
        .selectFrom('users')
        .select(['id', 'name', 'number'])
        .where('site_id', '=', siteId)
        .where('id', 'in', ids)
        .execute()
    : Promise.resolve([] as { id: string; name: string; number: string }[]);

// ---- slots

/** The slot row of a space and start, made on first use (racing makers agree on one row). */
export async function ensureSlot(db: Db, row: GaSlotsTable): Promise<GaSlotsTable> {
  await db
    .insertInto('ga_slots')
    .values(row)
    .onConflict((oc) => oc.columns(['space_id', 'starts_at']).doNothing())
    .execute();
  return db
    .selectFrom('ga_slots')
    .selectAll()
    .where('space_id', '=', row.space_id)
    .where('starts_at', '=', row.starts_at)
    .executeTakeFirstOrThrow();
}

export const slotsBetween = (db: Db, spaceIds: string[], from: number, to: number) =>
  spaceIds.length
    ? db
        .selectFrom('ga_slots')
        .selectAll()
        .where('space_id', 'in', spaceIds)
        .where('starts_at', '>=', from)
        .where('starts_at', '<', to)
        .execute()
    : Promise.resolve([] as GaSlotsTable[]);

// ---- reads

export const findAppointment = (db: Db, siteId: string, id: string) =>
  db.selectFrom('ga_appointments').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const findByCode = (db: Db, siteId: string, code: string) =>
  db
    .selectFrom('ga_appointments')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('code', '=', code)
    .executeTakeFirst();

/** Appointments joined with their space, applicant and checker — what every list shows. */
export function joined(db: Db, siteId: string) {
  return db
    .selectFrom('ga_appointments as a')
    .innerJoin('ga_spaces as s', 's.id', 'a.space_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('users as c', 'c.id', 'a.checked_by')
    .selectAll('a')
    .select([
      's.name as space_name',
      's.location as location',
      'u.name as user_name',
      'u.number as user_number',
      'c.name as checker_name',
    ])
    .where('a.site_id', '=', siteId);
}
export type JoinedRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

export interface RecordFilter {
  spaceIds?: string[] | undefined;
  userId?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
  statuses?: string[] | undefined;
  keyword?: string | undefined;
  checkedOnly?: boolean;
  /** Still ahead at this instant: approved or checked and not ended, or pending and not started. */
  liveAt?: number | undefined;
}

function filtered(db: Db, siteId: string, f: RecordFilter) {
  let q = joined(db, siteId);
  if (f.spaceIds) q = f.spaceIds.length ? q.where('a.space_id', 'in', f.spaceIds) : q.where(sql<boolean>`1 = 0`);
  if (f.userId) q = q.where('a.user_id', '=', f.userId);
  if (f.from !== undefined) q = q.where('a.starts_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('a.starts_at', '<', f.to);
  if (f.statuses) q = q.where('a.status', 'in', f.statuses);
  if (f.checkedOnly) q = q.where('a.checked_at', 'is not', null);
  if (f.liveAt !== undefined) {
    const live = f.liveAt;
    q = q.where((eb) =>
      eb.or([
        eb.and([eb('a.status', 'in', ['approved', 'checked']), eb('a.ends_at', '>', live)]),
        eb.and([eb('a.status', '=', 'pending'), eb('a.starts_at', '>', live)]),
      ]),
    );
  }
  if (f.keyword) {
    const k = f.keyword;
    q = q.where((eb) => eb.or([contains('u.name', k), contains('u.number', k), contains('a.purpose', k)]));
  }
  return q;
}

export async function records(
  db: Db,
  siteId: string,
  f: RecordFilter,
  order: 'asc' | 'desc',
  page?: { current: number; pageSize: number },
  by: 'starts_at' | 'checked_at' = 'starts_at',
) {
  const total = await filtered(db, siteId, f)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  let q = filtered(db, siteId, f).orderBy(`a.${by}`, order).orderBy('a.id', order);
  if (page) q = q.limit(page.pageSize).offset((page.current - 1) * page.pageSize);
  return { rows: await q.execute(), total: Number(total.n) };
}

export async function noShowsOf(db: Db, siteId: string, userId: string): Promise<number> {
  const r = await db
    .selectFrom('ga_appointments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .where('status', '=', 'noshow')
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The caller's slots (live) among some slot ids. */
export async function heldSlots(db: Db, userId: string, slotIds: string[]): Promise<Set<string>> {
  if (!slotIds.length) return new Set();
  const rows = await db
    .selectFrom('ga_appointments')
    .select('hold')
    .where('user_id', '=', userId)
    .where('hold', 'in', slotIds)
    .execute();
  return new Set(rows.map((r) => r.hold ?? ''));
}

export function events(db: Db, siteId: string, f: { userId?: string; appointmentId?: string; kind?: string }) {
  let q = db
    .selectFrom('ga_events as e')
    .innerJoin('ga_appointments as a', 'a.id', 'e.appointment_id')
    .innerJoin('ga_spaces as s', 's.id', 'a.space_id')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .leftJoin('users as b', 'b.id', 'e.by_id')
    .selectAll('e')
    .select(['s.name as space_name', 'a.starts_at as starts_at', 'b.name as by_name', 'u.name as user_name'])
    .where('e.site_id', '=', siteId);
  if (f.userId) q = q.where('e.user_id', '=', f.userId);
  if (f.appointmentId) q = q.where('e.appointment_id', '=', f.appointmentId);
  if (f.kind) q = q.where('e.kind', '=', f.kind);
  return q;
}

export async function eventPage(
  db: Db,
  siteId: string,
  f: { userId?: string; kind?: string },
  page: { current: number; pageSize: number },
) {
  const total = await events(db, siteId, f)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await events(db, siteId, f)
    .orderBy('e.at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(page.pageSize)
    .offset((page.current - 1) * page.pageSize)
    .execute();
  return { rows, total: Number(total.n) };
}

export const insertEvent = (db: Db, e: GaEventsTable) => db.insertInto('ga_events').values(e).execute();

/** Live (holding) appointments per space and local day, and units, between two instants. */
export async function bookingsBetween(db: Db, siteId: string, from: number, to: number) {
  return db
    .selectFrom('ga_appointments')
    .select(['space_id', 'day', 'units'])
    .where('site_id', '=', siteId)
    .where('starts_at', '>=', from)
    .where('starts_at', '<', to)
    .where('status', 'not in', ['cancelled', 'rejected'])
    .execute();
}
