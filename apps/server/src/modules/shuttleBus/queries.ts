/**
 * Shuttle bus storage. Saving a route rewrites its ordered stops in one transaction that first
 * updates the route's row (lock order: route row, then its stops, then its timetables).
 */
import type { Db } from '../../platform/db/index.js';
import type { BusRoutesTable, BusStopsTable, BusTimetablesTable } from './tables.js';

export const listStops = (db: Db, siteId: string) => db.selectFrom('bus_stops').selectAll().where('site_id', '=', siteId).orderBy('name').orderBy('id').execute();

export const findStop = (db: Db, siteId: string, id: string) =>
  db.selectFrom('bus_stops').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const insertStop = (db: Db, s: BusStopsTable) => db.insertInto('bus_stops').values(s).execute();

export const updateStop = (db: Db, s: Omit<BusStopsTable, 'created_at'>) => {
  const { id, site_id, ...rest } = s;
  return db.updateTable('bus_stops').set(rest).where('site_id', '=', site_id).where('id', '=', id).execute();
};

export async function stopInUse(db: Db, siteId: string, id: string): Promise<boolean> {
  return !!(await db.selectFrom('bus_route_stops').select('route_id').where('site_id', '=', siteId).where('stop_id', '=', id).executeTakeFirst());
}

export const deleteStop = (db: Db, siteId: string, id: string) => db.deleteFrom('bus_stops').where('site_id', '=', siteId).where('id', '=', id).execute();

export const listRoutes = (db: Db, siteId: string) =>
  db.selectFrom('bus_routes').selectAll().where('site_id', '=', siteId).orderBy('sort').orderBy('name').orderBy('id').execute();

export const findRoute = (db: Db, siteId: string, id: string) =>
  db.selectFrom('bus_routes').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

/** Every route's stops in order (with names), by route id. */
export async function routeStops(db: Db, siteId: string, routeId?: string) {
  let q = db
    .selectFrom('bus_route_stops as rs')
    .innerJoin('bus_stops as s', 's.id', 'rs.stop_id')
    .select(['rs.route_id', 'rs.seq', 's.id', 's.name', 's.position', 's.lat', 's.lng'])
    .where('rs.site_id', '=', siteId);
  if (routeId) q = q.where('rs.route_id', '=', routeId);
  const rows = await q.orderBy('rs.route_id').orderBy('rs.seq').execute();
  const by = new Map<string, typeof rows>();
  for (const r of rows) by.set(r.route_id, [...(by.get(r.route_id) ?? []), r]);
  return by;
}

export async function saveRoute(db: Db, r: Omit<BusRoutesTable, 'created_at'>, stopIds: string[] | null, insert: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (insert) await trx.insertInto('bus_routes').values({ ...r, created_at: r.updated_at }).execute();
    else {
      const { id, site_id, ...rest } = r;
      await trx.updateTable('bus_routes').set(rest).where('site_id', '=', site_id).where('id', '=', id).execute();
    }
    if (!stopIds) return;
    await trx.deleteFrom('bus_route_stops').where('route_id', '=', r.id).execute();
    await trx
      .insertInto('bus_route_stops')
      .values(stopIds.map((stop_id, seq) => ({ route_id: r.id, seq, site_id: r.site_id, stop_id })))
      .execute();
  });
}

export async function deleteRoute(db: Db, siteId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const r = await trx.deleteFrom('bus_routes').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
    await trx.deleteFrom('bus_route_stops').where('site_id', '=', siteId).where('route_id', '=', id).execute();
    await trx.deleteFrom('bus_timetables').where('site_id', '=', siteId).where('route_id', '=', id).execute();
    return Number(r.numDeletedRows) === 1;
  });
}

export function listTimetables(db: Db, siteId: string, routeId?: string) {
  let q = db.selectFrom('bus_timetables').selectAll().where('site_id', '=', siteId);
  if (routeId) q = q.where('route_id', '=', routeId);
  return q.orderBy('created_at').orderBy('id').execute();
}

export const findTimetable = (db: Db, siteId: string, id: string) =>
  db.selectFrom('bus_timetables').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const insertTimetable = (db: Db, t: BusTimetablesTable) => db.insertInto('bus_timetables').values(t).execute();

export const updateTimetable = (db: Db, t: Partial<BusTimetablesTable> & { id: string; site_id: string }) => {
  const { id, site_id, ...rest } = t;
  return db.updateTable('bus_timetables').set(rest).where('site_id', '=', site_id).where('id', '=', id).execute();
};

export async function deleteTimetable(db: Db, siteId: string, id: string): Promise<boolean> {
  const r = await db.deleteFrom('bus_timetables').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

export async function holidays(db: Db, siteId: string): Promise<string[]> {
  const rows = await db.selectFrom('bus_holidays').select('date').where('site_id', '=', siteId).orderBy('date').execute();
  return rows.map((r) => r.date);
}

export async function replaceHolidays(db: Db, siteId: string, dates: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('bus_holidays').where('site_id', '=', siteId).execute();
    if (dates.length) await trx.insertInto('bus_holidays').values(dates.map((date) => ({ site_id: siteId, date }))).execute();
  });
}
