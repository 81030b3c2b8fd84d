/**
 * Forms storage. Versions are numbered by a conditional update of the form's counter (two
 * publishes at once cannot take the same number: the unique (form, version) index backs it);
 * drafts and submissions are written only at the revision the writer read.
 */
import type { Db } from '../../platform/db/index.js';
import { contains } from '../../platform/sql.js';
import type { FormDefsTable, FormDraftsTable, FormSubmissionsTable, FormVersionsTable } from './tables.js';

export type FormRow = FormDefsTable & { owner_name: string | null; submissions: number | string };

function forms(db: Db, siteId: string) {
  return db
    .selectFrom('form_defs as f')
    .leftJoin('users as o', 'o.id', 'f.owner_id')
    .selectAll('f')
    .select((eb) => [
      'o.name as owner_name',
      eb.selectFrom('form_submissions as s').whereRef('s.form_id', '=', 'f.id').select(eb.fn.countAll<number | string>().as('n')).as('submissions'),
    ])
    .where('f.site_id', '=', siteId);
}

export const findForm = (db: Db, siteId: string, id: string) => forms(db, siteId).where('f.id', '=', id).executeTakeFirst() as Promise<FormRow | undefined>;

export interface FormFilter {
  keyword?: string | undefined;
  category?: string | undefined;
  status?: string | undefined;
}

function filteredForms(db: Db, siteId: string, f: FormFilter) {
  let q = forms(db, siteId);
  if (f.keyword) q = q.where(contains('f.name', f.keyword));
  if (f.category) q = q.where('f.category', '=', f.category);
  if (f.status) q = q.where('f.status', '=', f.status);
  return q;
}

export const listForms = (db: Db, siteId: string, f: FormFilter, page: { offset: number; limit: number }) =>
  filteredForms(db, siteId, f).orderBy('f.updated_at', 'desc').orderBy('f.id').offset(page.offset).limit(page.limit).execute() as Promise<FormRow[]>;

export async function countForms(db: Db, siteId: string, f: FormFilter): Promise<number> {
  let q = db.selectFrom('form_defs as f').select((eb) => eb.fn.countAll<number | string>().as('n')).where('f.site_id', '=', siteId);
  if (f.keyword) q = q.where(contains('f.name', f.keyword));
  if (f.category) q = q.where('f.category', '=', f.category);
  if (f.status) q = q.where('f.status', '=', f.status);
  return Number((await q.executeTakeFirst())?.n ?? 0);
}

export const insertForm = (db: Db, f: FormDefsTable) => db.insertInto('form_defs').values(f).execute();

export const updateForm = (db: Db, siteId: string, id: string, set: Partial<Pick<FormDefsTable, 'name' | 'category' | 'description' | 'allow_edit' | 'visitors' | 'status' | 'updated_at'>>) =>
  db.updateTable('form_defs').set(set).where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

/** Takes version number `next` for the form if nobody took it first; answers whether it did. */
export async function claimVersion(db: Db, siteId: string, id: string, next: number, versionId: string, at: number): Promise<boolean> {
  const r = await db
    .updateTable('form_defs')
    .set({ version_count: next, current_version_id: versionId, status: 'open', updated_at: at })
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .where('version_count', '=', next - 1)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const insertVersion = (db: Db, v: FormVersionsTable) => db.insertInto('form_versions').values(v).execute();

export const findVersion = (db: Db, siteId: string, id: string) =>
  db.selectFrom('form_versions').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const listVersions = (db: Db, siteId: string, formId: string) =>
  db
    .selectFrom('form_versions as v')
    .select(['v.id', 'v.form_id', 'v.version', 'v.published_at', 'v.published_by'])
    .select((eb) => eb.selectFrom('form_submissions as s').whereRef('s.version_id', '=', 'v.id').select(eb.fn.countAll<number | string>().as('n')).as('submissions'))
    .where('v.site_id', '=', siteId)
    .where('v.form_id', '=', formId)
    .orderBy('v.version', 'desc')
    .execute();

// Drafts

export const findDraft = (db: Db, formId: string, userId: string) =>
  db.selectFrom('form_drafts').selectAll().where('form_id', '=', formId).where('user_id', '=', userId).executeTakeFirst();

/** The first save of a draft; false when another tab saved one first. */
export async function insertDraft(db: Db, d: FormDraftsTable): Promise<boolean> {
  const r = await db.insertInto('form_drafts').values(d).onConflict((oc) => oc.columns(['form_id', 'user_id']).doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** A later save, only over the revision the writer read. */
export async function updateDraft(db: Db, d: FormDraftsTable): Promise<boolean> {
  const r = await db
    .updateTable('form_drafts')
    .set({ data: d.data, version_id: d.version_id, revision: d.revision, updated_at: d.updated_at })
    .where('form_id', '=', d.form_id)
    .where('user_id', '=', d.user_id)
    .where('revision', '=', d.revision - 1)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const deleteDraft = (db: Db, formId: string, userId: string) => db.deleteFrom('form_drafts').where('form_id', '=', formId).where('user_id', '=', userId).execute();

// Submissions

export type SubmissionRow = FormSubmissionsTable & { form_name: string; allow_edit: number; form_status: string; user_name: string | null; user_number: string | null };

function submissions(db: Db, siteId: string) {
  return db
    .selectFrom('form_submissions as s')
    .innerJoin('form_defs as f', 'f.id', 's.form_id')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .selectAll('s')
    .select(['f.name as form_name', 'f.allow_edit', 'f.status as form_status', 'u.name as user_name', 'u.number as user_number'])
    .where('s.site_id', '=', siteId);
}

export const insertSubmission = (db: Db, s: FormSubmissionsTable) => db.insertInto('form_submissions').values(s).execute();

export const findSubmission = (db: Db, siteId: string, id: string) => submissions(db, siteId).where('s.id', '=', id).executeTakeFirst() as Promise<SubmissionRow | undefined>;

/** An edit by its owner: only at the revision read, and only while no workflow holds it. */
export async function updateSubmission(db: Db, siteId: string, id: string, revision: number, data: string, at: number): Promise<boolean> {
  const r = await db
    .updateTable('form_submissions')
    .set({ data, revision: revision + 1, updated_at: at })
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .where('revision', '=', revision)
    .where('locked_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export interface SubmissionFilter {
  formId?: string | undefined;
  userId?: string | undefined;
  keyword?: string | undefined;
}

function filteredSubmissions(db: Db, siteId: string, f: SubmissionFilter) {
  let q = submissions(db, siteId);
  if (f.formId) q = q.where('s.form_id', '=', f.formId);
  if (f.userId) q = q.where('s.user_id', '=', f.userId);
  if (f.keyword) {
    const k = f.keyword;
    q = q.where((eb) => eb.or([contains('u.name', k), contains('u.number', k)]));
  }
  return q;
}

export const listSubmissions = (db: Db, siteId: string, f: SubmissionFilter, page: { offset: number; limit: number }) =>
  filteredSubmissions(db, siteId, f).orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').offset(page.offset).limit(page.limit).execute() as Promise<SubmissionRow[]>;

export async function countSubmissions(db: Db, siteId: string, f: SubmissionFilter): Promise<number> {
  let q = db.selectFrom('form_submissions as s').leftJoin('users as u', 'u.id', 's.user_id').select((eb) => eb.fn.countAll<number | string>().as('n')).where('s.site_id', '=', siteId);
  if (f.formId) q = q.where('s.form_id', '=', f.formId);
  if (f.userId) q = q.where('s.user_id', '=', f.userId);
  if (f.keyword) {
    const k = f.keyword;
    q = q.where((eb) => eb.or([contains('u.name', k), contains('u.number', k)]));
  }
  return Number((await q.executeTakeFirst())?.n ?? 0);
}

/** The caller's latest submission of a form (a `form` data source with scope `mine`). */
export const latestOf = (db: Db, siteId: string, formId: string, userId: string) =>
  db.selectFrom('form_submissions').select('data').where('site_id', '=', siteId).where('form_id', '=', formId).where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();

/** The data of a form's latest submissions (a `form` data source with scope `values`). */
export const recentData = (db: Db, siteId: string, formId: string, limit: number) =>
  db.selectFrom('form_submissions').select('data').where('site_id', '=', siteId).where('form_id', '=', formId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();

export type ExportRow = Pick<FormSubmissionsTable, 'id' | 'version' | 'data' | 'state' | 'created_at' | 'updated_at'> & { user_name: string | null; user_number: string | null };

/** A page of a form's submissions in order (keyset on created_at, id), for the streamed export. */
export function exportPage(db: Db, siteId: string, formId: string, after: { created_at: number; id: string } | null, limit: number): Promise<ExportRow[]> {
  let q = db
    .selectFrom('form_submissions as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.version', 's.data', 's.state', 's.created_at', 's.updated_at', 'u.name as user_name', 'u.number as user_number'])
    .where('s.site_id', '=', siteId)
    .where('s.form_id', '=', formId);
  if (after) {
    const a = after;
    // The plain bound lets the index start at the key (the OR alone scans from the top: each page slower).
    q = q.where('s.created_at', '>=', a.created_at).where((eb) => eb.or([eb('s.created_at', '>', a.created_at), eb.and([eb('s.created_at', '=', a.created_at), eb('s.id', '>', a.id)])]));
  }
  return q.orderBy('s.created_at').orderBy('s.id').limit(limit).execute();
}
