/** The shuttle bus tables (listed in platform/db/schema.ts `DB`). Dates are the site's local `YYYY-MM-DD`. */

export interface ShuttleBusTables {
  bus_stops: BusStopsTable;
  bus_routes: BusRoutesTable;
  bus_route_stops: BusRouteStopsTable;
  bus_timetables: BusTimetablesTable;
  bus_holidays: BusHolidaysTable;
}

export interface BusStopsTable {
  id: string;
  site_id: string;
  name: string;
  position: string;
  lat: number | null;
  lng: number | null;
  created_at: number;
}

export interface BusRoutesTable {
  id: string;
  site_id: string;
  name: string;
  color: string;
  notes: string;
  sort: number;
  created_at: number;
  updated_at: number;
}

/** The stops of a route in order (`seq` from 0). */
export interface BusRouteStopsTable {
  route_id: string;
  seq: number;
  site_id: string;
  stop_id: string;
}

export interface BusTimetablesTable {
  id: string;
  site_id: string;
  route_id: string;
  name: string;
  /** JSON array of weekday | weekend | holiday. */
  days: string;
  valid_from: string | null;
  valid_to: string | null;
  /** JSON array of trips, each an array of `HH:MM` or null per route stop. */
  trips: string;
  created_at: number;
  updated_at: number;
}

export interface BusHolidaysTable {
  site_id: string;
  date: string;
}
