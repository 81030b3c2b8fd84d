/** The seat module's tables (listed in platform/db/schema.ts `DB`); times are integer seconds. */

export interface SeatTables {
  seat_rooms: SeatRoomsTable;
  seat_cells: SeatCellsTable;
  seat_sessions: SeatSessionsTable;
  seat_bookings: SeatBookingsTable;
  seat_settings: SeatSettingsTable;
}

/** A room; `audience` is JSON (contract audience.ts); `checkin_token` is in its printed QR code. */
export interface SeatRoomsTable {
  id: string;
  site_id: string;
  name: string;
  place: string;
  open_hours: string;
  description: string;
  hold_minutes: number;
  grace_minutes: number;
  per_day_limit: number;
  audience: string;
  published: number;
  rows: number;
  cols: number;
  checkin_token: string;
  created_by: string | null;
  created_at: number;
  updated_at: number;
}

/** One cell of a room's grid: a seat (bookable unless `unavailable`) or an aisle. */
export interface SeatCellsTable {
  id: string;
  site_id: string;
  room_id: string;
  r: number;
  c: number;
  kind: string;
  label: string;
  unavailable: number;
  power: number;
  near_window: number;
}

/** A bookable period of a room; `day` is its local date (the per-day limit's period). */
export interface SeatSessionsTable {
  id: string;
  site_id: string;
  room_id: string;
  title: string;
  day: string;
  starts_at: number;
  ends_at: number;
  created_at: number;
}

/**
 * A hold or booking. The three keys are set while live (held, booked, checked) and NULL after;
 * their unique indexes are what makes double booking impossible.
 */
export interface SeatBookingsTable {
  id: string;
  site_id: string;
  room_id: string;
  session_id: string;
  seat_id: string;
  seat_label: string;
  user_id: string;
  day: string;
  status: string;
  code: string;
  seat_key: string | null;
  user_key: string | null;
  day_key: string | null;
  held_until: number | null;
  deadline: number | null;
  created_at: number;
  confirmed_at: number | null;
  checked_at: number | null;
  checked_by: string | null;
  ended_at: number | null;
}

export interface SeatSettingsTable {
  site_id: string;
  no_show_limit: number;
  updated_at: number;
}
