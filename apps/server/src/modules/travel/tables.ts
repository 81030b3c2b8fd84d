/** The travel registrations' table (listed in platform/db/schema.ts `DB`). Dates are local `YYYY-MM-DD`. */

export interface TravelTables {
  travel_trips: TravelTripsTable;
}

export interface TravelTripsTable {
  id: string;
  site_id: string;
  user_id: string;
  /** The traveller's department when registering: the counselors who see the trip. */
  department_id: string | null;
  destination: string;
  region: string;
  depart_date: string;
  return_date: string;
  transport: string;
  reason: string;
  contact_name: string;
  contact_phone: string;
  /** registered | returned | cancelled; away and overdue are read from the dates. */
  status: string;
  returned_at: number | null;
  cancelled_at: number | null;
  created_at: number;
}
