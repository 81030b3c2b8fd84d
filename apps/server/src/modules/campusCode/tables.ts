/** The campus code's tables (listed in platform/db/schema.ts `DB`). Times are integer seconds. */

export interface CampusCodeTables {
  cc_gates: CcGatesTable;
  cc_blocks: CcBlocksTable;
  cc_passages: CcPassagesTable;
}

export interface CcGatesTable {
  id: string;
  site_id: string;
  name: string;
  location: string;
  /** 0 = closed: guards cannot choose it any more, its log stays. */
  active: number;
  sort: number;
  created_at: number;
}

/** One per account: its passage is refused until `until` (null = until lifted). */
export interface CcBlocksTable {
  id: string;
  site_id: string;
  user_id: string;
  reason: string;
  until: number | null;
  by_id: string;
  at: number;
}

/** A scan at a gate. The nonce of the code is unique per site: a code passes once. */
export interface CcPassagesTable {
  id: string;
  site_id: string;
  user_id: string;
  gate_id: string;
  /** in | out */
  direction: string;
  /** pass | blocked */
  result: string;
  reason: string;
  guard_id: string;
  nonce: string;
  at: number;
}
