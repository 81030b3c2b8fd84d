/** The visitor module's tables (listed in platform/db/schema.ts `DB`). Times are integer seconds. */

export interface VisitorTables {
  visitor_codes: VisitorCodesTable;
  visitor_passes: VisitorPassesTable;
}

/** A sign-in code sent to a number that may have no account yet: hashed (salted by id), tries counted, used once. */
export interface VisitorCodesTable {
  id: string;
  site_id: string;
  mobile: string;
  code_hash: string;
  attempts: number;
  ip: string;
  expires_at: number;
  used_at: number | null;
  at: number;
}

/** The pass of one approved visit (one per submission). */
export interface VisitorPassesTable {
  id: string;
  site_id: string;
  submission_id: string;
  user_id: string;
  /** Typed by hand at the gate; unique per site. */
  code: string;
  /** YYYY-MM-DD, site time. */
  visit_date: string;
  valid_from: number;
  valid_to: number;
  created_at: number;
  /** Set once, by a conditional update: a pass checks in once. */
  checked_in_at: number | null;
  checked_in_by: string | null;
}
