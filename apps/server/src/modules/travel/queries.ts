/**
 * Trips. Away and overdue are not stored: they follow from the dates, so the filters compare
 * the local date texts (`YYYY-MM-DD` sorts as it reads) the same way on SQLite and PostgreSQL.
 */
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import type { DB } from '../../platform/db/schema.js';
import { contains } from '../../platform/sql.js';
import type { TravelTripsTable } from './tables.js';

export interface TripFilter {
  id?: string;
  userId?: string;
  departmentId?: string | null | undefined;
  status?: string | undefined;
  awayOn?: string | undefined;
  keyword?: string | undefined;
}

type Eb = ExpressionBuilder<DB & { t: TravelTripsTable }, 't'>;
function statusIs(eb: Eb, status: string, today: string) {
  switch (status) {
    case 'registered':
      return eb.and([eb('t.status', '=', 'registered'), eb('t.depart_date', '>', today)]);
    case 'away':
      return eb.and([eb('t.status', '=', 'registered'), eb('t.depart_date', '<=', today), eb('t.return_date', '>=', today)]);
    case 'overdue':
      return eb.and([eb('t.status', '=', 'registered'), eb('t.return_date', '<', today)]);
    default:
      return eb('t.status', '=', status);
  }
}

function tripsQuery(db: Db, siteId: string, f: TripFilter, today: string) {
  let q = db
    .selectFrom('travel_trips as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('departments as d', 'd.id', 't.department_id')
    .leftJoin('classes as c', 'c.id', 'u.class_id')
    .where('t.site_id', '=', siteId);
  if (f.id) q = q.where('t.id', '=', f.id);
  if (f.userId) q = q.where('t.user_id', '=', f.userId);
  if (f.departmentId !== undefined) q = f.departmentId === null ? q.where('t.department_id', 'is', null) : q.where('t.department_id', '=', f.departmentId);
  const status = f.status;
  if (status) q = q.where((eb) => statusIs(eb as unknown as Eb, status, today));
  // Under way on a date: left (depart on or before it), not back, and not yet due back (or overdue: still away).
  const on = f.awayOn;
  if (on) q = q.where('t.status', '=', 'registered').where('t.depart_date', '<=', on);
  const kw = f.keyword;
  if (kw) q = q.where((eb) => eb.or([contains('u.name', kw), contains('u.number', kw), contains('t.destination', kw), contains('t.region', kw)]));
  return q;
}

export const listTrips = (db: Db, siteId: string, f: TripFilter, today: string, offset = 0, limit = 200) =>
  tripsQuery(db, siteId, f, today)
    .selectAll('t')
    .select(['u.name', 'u.number', 'd.name as department', 'c.name as class_name'])
    .orderBy('t.depart_date', 'desc')
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id')
    .offset(offset)
    .limit(limit)
    .execute();
export type TripRow = Awaited<ReturnType<typeof listTrips>>[number];

export async function countTrips(db: Db, siteId: string, f: TripFilter, today: string): Promise<number> {
  const r = await tripsQuery(db, siteId, f, today).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number(r?.n ?? 0);
}

export const insertTrip = (db: Db, t: TravelTripsTable) => db.insertInto('travel_trips').values(t).execute();

/** Moves a trip of this user from registered to `to`, only while `guard` holds on its dates. */
export async function closeTrip(db: Db, siteId: string, id: string, userId: string, to: 'cancelled' | 'returned', today: string, at: number): Promise<boolean> {
  let q = db.updateTable('travel_trips').where('site_id', '=', siteId).where('id', '=', id).where('user_id', '=', userId).where('status', '=', 'registered');
  q = to === 'cancelled' ? q.set({ status: 'cancelled', cancelled_at: at }).where('depart_date', '>', today) : q.set({ status: 'returned', returned_at: at }).where('depart_date', '<=', today);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const departments = (db: Db, siteId: string, id?: string | null) => {
  let q = db.selectFrom('departments').select(['id', 'name']).where('site_id', '=', siteId);
  if (id !== undefined) q = q.where('id', '=', id ?? '');
  return q.orderBy('name').execute();
};
