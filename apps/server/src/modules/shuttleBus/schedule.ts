/**
 * Pure timetable logic: which service day a local date is (a site holiday wins over weekday or
 * weekend), whether a timetable runs on a date, and the next departures from a stop. Times in a
 * trip are local `HH:MM`; a time earlier than the trip's previous one is after midnight.
 */
import type { Departure, ServiceDay } from '@campus/api';
import { addDays, instantOf, localOf } from '../../platform/time.js';

export interface Timetable {
  id: string;
  routeId: string;
  days: ServiceDay[];
  validFrom: string | null;
  validTo: string | null;
  trips: (string | null)[][];
}
export interface RouteInfo {
  id: string;
  name: string;
  color: string;
  /** Stop ids in order. */
  stops: string[];
  /** Stop names in order. */
  stopNames: string[];
}

/** Local date → its service day. */
export function dayKind(date: string, holidays: ReadonlySet<string>): ServiceDay {
  if (holidays.has(date)) return 'holiday';
  const dow = new Date(`${date}T00:00:00Z`).getUTCDay();
  return dow === 0 || dow === 6 ? 'weekend' : 'weekday';
}

export function runsOn(tt: Pick<Timetable, 'days' | 'validFrom' | 'validTo'>, date: string, holidays: ReadonlySet<string>): boolean {
  if (tt.validFrom && date < tt.validFrom) return false;
  if (tt.validTo && date > tt.validTo) return false;
  return tt.days.includes(dayKind(date, holidays));
}

/** Each stop's day offset within a trip (0, or 1 once the times wrap past midnight). */
export function dayOffsets(trip: (string | null)[]): number[] {
  let offset = 0;
  let prev = -1;
  return trip.map((time) => {
    if (time === null) return offset;
    const m = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    if (m < prev) offset += 1;
    prev = m;
    return offset;
  });
}

/** The last stop the trip calls at. */
function lastCall(trip: (string | null)[]): number {
  for (let i = trip.length - 1; i >= 0; i--) if (trip[i] !== null) return i;
  return -1;
}

/**
 * The next departures from `stopId` at or after `from` (seconds), up to `perRoute` per route,
 * looking `horizonDays` service days ahead (and one back, for trips that started yesterday and
 * reach the stop after midnight). Sorted by time. A trip's last stop is not a departure.
 */
export function nextDepartures(opts: {
  stopId: string;
  from: number;
  tz: string;
  routes: RouteInfo[];
  timetables: Timetable[];
  holidays: ReadonlySet<string>;
  perRoute: number;
  horizonDays?: number;
}): Departure[] {
  const { stopId, from, tz, holidays, perRoute } = opts;
  const today = localOf(from, tz).date;
  const out: Departure[] = [];
  for (const route of opts.routes) {
    const found: Departure[] = [];
    const idxs = route.stops.flatMap((s, i) => (s === stopId ? [i] : []));
    if (!idxs.length) continue;
    const tts = opts.timetables.filter((t) => t.routeId === route.id);
    for (let d = -1; d <= (opts.horizonDays ?? 7); d++) {
      const serviceDate = addDays(today, d);
      for (const tt of tts) {
        if (!runsOn(tt, serviceDate, holidays)) continue;
        for (const trip of tt.trips) {
          const offsets = dayOffsets(trip);
          const last = lastCall(trip);
          for (const i of idxs) {
            const time = trip[i];
            if (time === null || time === undefined || i === last) continue;
            const date = addDays(serviceDate, offsets[i] ?? 0);
            const at = instantOf(date, time, tz);
            if (at < from) continue;
            found.push({ routeId: route.id, routeName: route.name, color: route.color, timetableId: tt.id, date, time, at, towards: route.stopNames[last] ?? '' });
          }
        }
      }
      found.sort((a, b) => a.at - b.at);
      // Later service days start at their midnight: stop once enough departures come before it.
      const enough = found[perRoute - 1];
      if (enough && enough.at < instantOf(addDays(today, d + 1), '00:00', tz)) break;
    }
    out.push(...found.slice(0, perRoute));
  }
  return out.sort((a, b) => a.at - b.at || a.routeName.localeCompare(b.routeName));
}
