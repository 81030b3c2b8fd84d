/**
 * Shuttle bus rules: routes run through at least two stops; a timetable's trips have one time
 * (or none) per stop of its route; the next departures are computed in the site's timezone with
 * its holidays; a route's stops cannot change under existing timetables (their columns would shift).
 */
import { AppError, E, badInput, reason, type Reason, type ReasonText, type BusRoute, type BusTimetable, type ParsedInputOf, type ServiceDay, type contract } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { newId, now, parseJson } from '../../platform/util.js';
import { localOf } from '../../platform/time.js';
import * as q from './queries.js';
import { nextDepartures, runsOn, type Timetable } from './schedule.js';
import type { BusTimetablesTable } from './tables.js';

type C = typeof contract.shuttleBus;
const notFound = (field = 'id') => new AppError(E.NOT_FOUND, `${field}: not found`, { field });
const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

const toTimetable = (t: BusTimetablesTable): Timetable => ({
  id: t.id,
  routeId: t.route_id,
  days: parseJson<ServiceDay[]>(t.days, []),
  validFrom: t.valid_from,
  validTo: t.valid_to,
  trips: parseJson<(string | null)[][]>(t.trips, []),
});

export async function stops(ctx: Ctx) {
  const rows = await q.listStops(ctx.db, ctx.site.id);
  return { list: rows.map((s) => ({ id: s.id, name: s.name, position: s.position, lat: num(s.lat), lng: num(s.lng) })) };
}

async function routesWithStops(ctx: Ctx): Promise<BusRoute[]> {
  const [rows, stopsBy] = await Promise.all([q.listRoutes(ctx.db, ctx.site.id), q.routeStops(ctx.db, ctx.site.id)]);
  return rows.map((r) => ({ id: r.id, name: r.name, color: r.color, notes: r.notes, sort: Number(r.sort), stops: (stopsBy.get(r.id) ?? []).map((s) => ({ id: s.id, name: s.name })) }));
}

export const routes = async (ctx: Ctx) => ({ list: await routesWithStops(ctx) });

export async function route(ctx: Ctx, id: string) {
  const r = await q.findRoute(ctx.db, ctx.site.id, id);
  if (!r) throw notFound();
  const [stopsBy, tts, hol] = await Promise.all([q.routeStops(ctx.db, ctx.site.id, id), q.listTimetables(ctx.db, ctx.site.id, id), q.holidays(ctx.db, ctx.site.id)]);
  const rs = stopsBy.get(id) ?? [];
  const today = localOf(now(), ctx.timezone).date;
  const holidays = new Set(hol);
  return {
    route: { id: r.id, name: r.name, color: r.color, notes: r.notes, sort: Number(r.sort), stops: rs.map((s) => ({ id: s.id, name: s.name })) },
    stops: rs.map((s) => ({ id: s.id, name: s.name, position: s.position, lat: num(s.lat), lng: num(s.lng) })),
    timetables: tts.map((t): BusTimetable => {
      const tt = toTimetable(t);
      return { ...tt, name: t.name, today: runsOn(tt, today, holidays) };
    }),
    today,
  };
}

export async function next(ctx: Ctx, input: ParsedInputOf<C['next']>) {
  if (!(await q.findStop(ctx.db, ctx.site.id, input.stopId))) throw notFound('stopId');
  const [routesList, tts, hol] = await Promise.all([routesWithStops(ctx), q.listTimetables(ctx.db, ctx.site.id), q.holidays(ctx.db, ctx.site.id)]);
  const tz = ctx.timezone;
  const t = now();
  const list = nextDepartures({
    stopId: input.stopId,
    from: input.at ?? t,
    tz,
    routes: routesList.map((r) => ({ id: r.id, name: r.name, color: r.color, stops: r.stops.map((s) => s.id), stopNames: r.stops.map((s) => s.name) })),
    timetables: tts.map(toTimetable),
    holidays: new Set(hol),
    perRoute: input.perRoute,
  });
  return { now: t, timezone: tz, list };
}

export const holidays = async (ctx: Ctx) => ({ dates: await q.holidays(ctx.db, ctx.site.id) });

export async function saveHolidays(ctx: Ctx, dates: string[]) {
  await q.replaceHolidays(ctx.db, ctx.site.id, [...new Set(dates)].sort());
  await ctx.audit('shuttleBus.holidays', String(dates.length));
  return null;
}

export async function saveStop(ctx: Ctx, s: ParsedInputOf<C['saveStop']>) {
  const row = { site_id: ctx.site.id, name: s.name, position: s.position, lat: s.lat ?? null, lng: s.lng ?? null };
  if (s.id) {
    if (!(await q.findStop(ctx.db, ctx.site.id, s.id))) throw notFound();
    await q.updateStop(ctx.db, { ...row, id: s.id });
    await ctx.audit('shuttleBus.stop.save', s.id);
    return { id: s.id };
  }
  const id = newId();
  await q.insertStop(ctx.db, { ...row, id, created_at: now() });
  await ctx.audit('shuttleBus.stop.create', id);
  return { id };
}

export async function deleteStop(ctx: Ctx, id: string) {
  if (!(await q.findStop(ctx.db, ctx.site.id, id))) throw notFound();
  if (await q.stopInUse(ctx.db, ctx.site.id, id)) throw new AppError(E.CONFLICT, 'id: a route stops here', { field: 'id' });
  await q.deleteStop(ctx.db, ctx.site.id, id);
  await ctx.audit('shuttleBus.stop.delete', id);
  return null;
}

export async function saveRoute(ctx: Ctx, r: ParsedInputOf<C['saveRoute']>) {
  const site_id = ctx.site.id;
  const known = new Set((await q.listStops(ctx.db, site_id)).map((s) => s.id));
  const missing = r.stopIds.findIndex((s) => !known.has(s));
  if (missing >= 0) throw badInput(`stopIds.${missing}`, 'not found');
  if (r.stopIds.some((s, i) => i > 0 && r.stopIds[i - 1] === s)) throw badInput('stopIds', 'the same stop twice in a row');
  const row = { site_id, name: r.name, color: r.color, notes: r.notes, sort: r.sort, updated_at: now() };
  if (!r.id) {
    const id = newId();
    await q.saveRoute(ctx.db, { ...row, id }, r.stopIds, true);
    await ctx.audit('shuttleBus.route.create', id);
    return { id };
  }
  if (!(await q.findRoute(ctx.db, site_id, r.id))) throw notFound();
  const old = ((await q.routeStops(ctx.db, site_id, r.id)).get(r.id) ?? []).map((s) => s.id);
  const same = old.length === r.stopIds.length && old.every((s, i) => s === r.stopIds[i]);
  if (!same && (await q.listTimetables(ctx.db, site_id, r.id)).length) throw new AppError(E.CONFLICT, 'stopIds: the route has timetables; delete them first', { field: 'stopIds' });
  await q.saveRoute(ctx.db, { ...row, id: r.id }, same ? null : r.stopIds, false);
  await ctx.audit('shuttleBus.route.save', r.id);
  return { id: r.id };
}

export async function deleteRoute(ctx: Ctx, id: string) {
  if (!(await q.deleteRoute(ctx.db, ctx.site.id, id))) throw notFound();
  await ctx.audit('shuttleBus.route.delete', id);
  return null;
}

/** The route's stop count, or not found. */
async function stopCount(ctx: Ctx, routeId: string, field = 'routeId'): Promise<number> {
  if (!(await q.findRoute(ctx.db, ctx.site.id, routeId))) throw notFound(field);
  return ((await q.routeStops(ctx.db, ctx.site.id, routeId)).get(routeId) ?? []).length;
}

/**
 * A problem of one trip, or null: one time (or none) per stop, at least two calls, and times that
 * increase — except once past midnight (an evening time followed by an early-morning one), so a
 * typo like 07:50 → 07:40 is refused rather than read as the next morning.
 */
export function tripProblem(trip: (string | null)[], stops: number): ReasonText | null {
  if (trip.length !== stops) return reason('needsTimes', { n: stops });
  const minutes = trip.flatMap((x) => (x === null ? [] : [Number(x.slice(0, 2)) * 60 + Number(x.slice(3, 5))]));
  if (minutes.length < 2) return reason('fewerThanTwoStops');
  let wrapped = false;
  for (let i = 1; i < minutes.length; i++) {
    const [prev, m] = [minutes[i - 1]!, minutes[i]!];
    if (m >= prev) continue;
    if (wrapped || prev < 18 * 60 || m >= 6 * 60) return reason('timesMustIncrease');
    wrapped = true;
  }
  return null;
}

/** A trip's problem said of its line in the timetable form (trip 2: …). */
const ON_LINE: Record<string, Reason> = {
  'reason.needsTimes': 'tripNeedsTimes',
  'reason.fewerThanTwoStops': 'tripFewerThanTwoStops',
  'reason.timesMustIncrease': 'tripTimesMustIncrease',
};

export async function saveTimetable(ctx: Ctx, t: ParsedInputOf<C['saveTimetable']>) {
  const site_id = ctx.site.id;
  const n = await stopCount(ctx, t.routeId);
  t.trips.forEach((trip, i) => {
    const p = tripProblem(trip, n);
    if (p) throw badInput('trips', reason(ON_LINE[p.key!]!, { ...p.params, trip: i + 1 }));
  });
  const row = { site_id, route_id: t.routeId, name: t.name, days: JSON.stringify([...new Set(t.days)]), valid_from: t.validFrom ?? null, valid_to: t.validTo ?? null, trips: JSON.stringify(sortTrips(t.trips)), updated_at: now() };
  if (t.id) {
    const old = await q.findTimetable(ctx.db, site_id, t.id);
    if (!old) throw notFound();
    if (old.route_id !== t.routeId) throw badInput('routeId', 'a timetable stays on its route');
    await q.updateTimetable(ctx.db, { ...row, id: t.id });
    await ctx.audit('shuttleBus.timetable.save', t.id);
    return { id: t.id };
  }
  const id = newId();
  await q.insertTimetable(ctx.db, { ...row, id, created_at: row.updated_at });
  await ctx.audit('shuttleBus.timetable.create', id);
  return { id };
}

/** Trips in order of their first call. */
export function sortTrips(trips: (string | null)[][]): (string | null)[][] {
  const first = (t: (string | null)[]) => t.find((x) => x !== null) ?? '';
  return [...trips].sort((a, b) => first(a).localeCompare(first(b)));
}

export async function deleteTimetable(ctx: Ctx, id: string) {
  if (!(await q.deleteTimetable(ctx.db, ctx.site.id, id))) throw notFound();
  await ctx.audit('shuttleBus.timetable.delete', id);
  return null;
}

export async function setTrips(ctx: Ctx, id: string, trips: (string | null)[][]) {
  await q.updateTimetable(ctx.db, { id, site_id: ctx.site.id, trips: JSON.stringify(sortTrips(trips)), updated_at: now() });
  await ctx.audit('shuttleBus.timetable.import', id, { trips: trips.length });
}

export async function timetableStops(ctx: Ctx, timetableId: string): Promise<string[]> {
  const tt = await q.findTimetable(ctx.db, ctx.site.id, timetableId);
  if (!tt) throw notFound('timetableId');
  return ((await q.routeStops(ctx.db, ctx.site.id, tt.route_id)).get(tt.route_id) ?? []).map((s) => s.name);
}
