/** Daily clock-in's tables (listed in platform/db/schema.ts `DB`). Times are integer seconds, dates local `YYYY-MM-DD`. */

export interface ClockTables {
  clock_rules: ClockRulesTable;
  clock_records: ClockRecordsTable;
}

export interface ClockRulesTable {
  id: string;
  site_id: string;
  name: string;
  /** JSON: Audience. */
  audience: string;
  /** JSON number[]: weekdays, 0 = Sunday. */
  weekdays: string;
  /** JSON ClockWindow[]. */
  windows: string;
  /** JSON ClockPlace[] (empty: anywhere). */
  places: string;
  starts_on: string | null;
  ends_on: string | null;
  active: number;
  created_at: number;
  updated_at: number;
}

export interface ClockRecordsTable {
  id: string;
  site_id: string;
  rule_id: string;
  user_id: string;
  date: string;
  window_index: number;
  at: number;
  /** onTime | late */
  status: string;
  place: string | null;
  distance: number | null;
  lat: number | null;
  lng: number | null;
}
