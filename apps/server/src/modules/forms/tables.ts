/** The forms module's tables (listed in platform/db/schema.ts `DB`). Times are integer seconds. */

export interface FormsTables {
  form_defs: FormDefsTable;
  form_versions: FormVersionsTable;
  form_drafts: FormDraftsTable;
  form_submissions: FormSubmissionsTable;
}

export interface FormDefsTable {
  id: string;
  site_id: string;
  name: string;
  category: string;
  description: string;
  /** draft (never published) | open | closed */
  status: string;
  allow_edit: number;
  /** 1: visitors (SMS-code accounts) may see and fill it. */
  visitors: number;
  owner_id: string | null;
  current_version_id: string | null;
  version_count: number;
  created_at: number;
  updated_at: number;
}

/** Immutable once written: submissions point at the version they were filled with. */
export interface FormVersionsTable {
  id: string;
  site_id: string;
  form_id: string;
  version: number;
  /** JSON: FormSchema, as parsed (defaults filled) when published. */
  schema: string;
  published_by: string;
  published_at: number;
}

/** One per user and form; `revision` grows by one on each save. */
export interface FormDraftsTable {
  site_id: string;
  form_id: string;
  user_id: string;
  version_id: string;
  /** JSON: the values as typed (not yet checked). */
  data: string;
  revision: number;
  updated_at: number;
}

export interface FormSubmissionsTable {
  id: string;
  site_id: string;
  form_id: string;
  version_id: string;
  version: number;
  user_id: string;
  /** JSON: the values as validateSubmission cleaned them. */
  data: string;
  /** SubmissionState; a workflow moves it past `submitted`. */
  state: string;
  revision: number;
  /** The workflow process instance attached to it, when one is. */
  process_id: string | null;
  /** Set when a workflow first acts: from then on the person cannot edit it. */
  locked_at: number | null;
  created_at: number;
  updated_at: number;
}
