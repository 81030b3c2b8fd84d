/** The phone book's tables (listed in platform/db/schema.ts `DB`). Times are integer seconds. */

export interface OfficeTelTables {
  tel_units: TelUnitsTable;
  tel_entries: TelEntriesTable;
  tel_views: TelViewsTable;
}

/** A unit (parent_id null) or an office inside a unit; `emergency` marks the other/emergency category. */
export interface TelUnitsTable {
  id: string;
  site_id: string;
  parent_id: string | null;
  name: string;
  emergency: number;
  sort: number;
  created_at: number;
}

export interface TelEntriesTable {
  id: string;
  site_id: string;
  unit_id: string;
  name: string;
  /** JSON array of numbers as written. */
  phones: string;
  /** The numbers' digits only, space separated, so `62751234` finds `010-6275 1234`. */
  digits: string;
  location: string;
  notes: string;
  sort: number;
  created_at: number;
  updated_at: number;
}

/** How often and when a user last opened an entry. */
export interface TelViewsTable {
  site_id: string;
  user_id: string;
  entry_id: string;
  count: number;
  viewed_at: number;
}
