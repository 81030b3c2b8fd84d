/** The signin module's tables (listed in platform/db/schema.ts `DB`). Times are integer seconds. */

export interface SigninTables {
  signins: SigninsTable;
  signin_records: SigninRecordsTable;
  signin_visits: SigninVisitsTable;
  signin_failures: SigninFailuresTable;
}

/** A sign-in; `audience` is JSON (contract audience.ts); `secret` seeds its rotating codes and never leaves the server. */
export interface SigninsTable {
  id: string;
  site_id: string;
  title: string;
  place: string;
  organiser_id: string;
  audience: string;
  /** qr | number | checkpoint | signature */
  mode: string;
  starts_at: number;
  ends_at: number;
  late_at: number | null;
  lat: number | null;
  lng: number | null;
  radius: number | null;
  one_device: number;
  secret: string;
  created_at: number;
  updated_at: number;
}

/** One person's sign-in (unique per sign-in and user, and per sign-in and device). */
export interface SigninRecordsTable {
  id: string;
  site_id: string;
  signin_id: string;
  user_id: string;
  at: number;
  late: number;
  /** qr | number | checkpoint | signature | manual */
  method: string;
  distance: number | null;
  lat: number | null;
  lng: number | null;
  device_id: string | null;
  /** The session that signed (sha256 id of it), for the audit. */
  session_id: string | null;
  signature_upload_id: string | null;
  signature_url: string | null;
  reason: string;
  /** Manual records: the organiser who entered it. */
  by_user_id: string | null;
}

/** Every scan of a checkpoint code. */
export interface SigninVisitsTable {
  id: string;
  site_id: string;
  signin_id: string;
  user_id: string;
  at: number;
  distance: number | null;
}

/** A wrong code sent by a person (kept an hour, to cap guessing). */
export interface SigninFailuresTable {
  id: string;
  site_id: string;
  user_id: string;
  at: number;
}
