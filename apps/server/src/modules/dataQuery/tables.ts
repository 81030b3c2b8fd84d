/** The query service's tables (listed in platform/db/schema.ts `DB`). Times are integer seconds. */

export interface DataQueryTables {
  dq_sets: DqSetsTable;
  dq_rows: DqRowsTable;
  dq_quota: DqQuotaTable;
}

export interface DqSetsTable {
  id: string;
  site_id: string;
  title: string;
  description: string;
  /** JSON string[]: the headings a person types, in order. */
  key_columns: string;
  /** JSON string[]: the headings the answer shows. */
  show_columns: string;
  number_column: string | null;
  opens_at: number | null;
  closes_at: number | null;
  limit_per_hour: number;
  published: number;
  row_count: number;
  queries: number;
  hits: number;
  created_at: number;
  updated_at: number;
}

/** One row of a dataset, found by its normalised key values (see dataQuery/keys.ts). */
export interface DqRowsTable {
  set_id: string;
  row_key: string;
  /** JSON Record<heading, text>: every column of the row (the set chooses which are shown). */
  data: string;
}

/** A person's queries of a set in the current hour (`hour_start`), taken by conditional update. */
export interface DqQuotaTable {
  set_id: string;
  user_id: string;
  hour_start: number;
  used: number;
}
