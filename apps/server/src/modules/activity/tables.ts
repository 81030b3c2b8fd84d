/** The activity module's tables (listed in platform/db/schema.ts `DB`). Times are integer seconds. */

export interface ActivityTables {
  activities: ActivitiesTable;
  activity_signups: ActivitySignupsTable;
  activity_files: ActivityFilesTable;
  activity_comments: ActivityCommentsTable;
  activity_albums: ActivityAlbumsTable;
  activity_photos: ActivityPhotosTable;
}

/** An activity; `taken` (pending + approved sign-ups) only changes by conditional updates. */
export interface ActivitiesTable {
  id: string;
  site_id: string;
  title: string;
  category: string;
  organiser: string;
  cover_id: string;
  cover_url: string;
  /** Sanitized HTML. */
  description: string;
  place: string;
  starts_at: number;
  ends_at: number;
  signup_open_at: number;
  signup_close_at: number;
  capacity: number | null;
  taken: number;
  needs_approval: number;
  /** JSON audience (contract audience.ts). */
  audience: string;
  published: number;
  cancelled: number;
  cancel_reason: string;
  /** Key of the rotating check-in code (never leaves the server). */
  checkin_secret: string;
  created_by: string;
  created_at: number;
  updated_at: number;
}

/** One person's sign-up: pending → approved | rejected; pending/approved → cancelled | removed. */
export interface ActivitySignupsTable {
  id: string;
  site_id: string;
  activity_id: string;
  user_id: string;
  status: string;
  note: string;
  /** The participant's check-in code, unique per site. */
  code: string;
  created_at: number;
  updated_at: number;
  checked_at: number | null;
  checked_by: string | null;
}

export interface ActivityFilesTable {
  id: string;
  site_id: string;
  activity_id: string;
  upload_id: string;
  name: string;
  url: string;
  size: number;
  mime: string;
  created_by: string;
  created_at: number;
}

export interface ActivityCommentsTable {
  id: string;
  site_id: string;
  activity_id: string;
  user_id: string;
  /** Sanitized HTML (limited markup). */
  body: string;
  created_at: number;
}

export interface ActivityAlbumsTable {
  id: string;
  site_id: string;
  activity_id: string;
  title: string;
  created_by: string;
  created_at: number;
}

export interface ActivityPhotosTable {
  id: string;
  site_id: string;
  activity_id: string;
  album_id: string;
  upload_id: string;
  url: string;
  user_id: string;
  created_at: number;
}
