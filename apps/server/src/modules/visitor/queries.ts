/** Visitor storage: sign-in codes, visitor accounts, the visit submissions of the site's visitor form and their passes. */
import type { Db } from '../../platform/db/index.js';
import type { User } from '../../platform/db/schema.js';
import type { VisitorCodesTable, VisitorPassesTable } from './tables.js';

/* ---------- sign-in ---------- */

/** The accounts of the site holding this number (campus accounts and a visitor's). */
export const usersByMobile = (db: Db, siteId: string, mobile: string) =>
  db.selectFrom('users').selectAll().where('site_id', '=', siteId).where('mobile', '=', mobile).orderBy('created_at').execute();

export const findUserByUsername = (db: Db, siteId: string, username: string) =>
  db.selectFrom('users').selectAll().where('site_id', '=', siteId).where('username', '=', username).executeTakeFirst();

/** Inserts the account; false when one with this username appeared meanwhile (the unique constraint decides). */
export async function insertUser(db: Db, u: User): Promise<boolean> {
  const r = await db.insertInto('users').values(u).onConflict((oc) => oc.columns(['site_id', 'username']).doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const countCodesSince = async (db: Db, siteId: string, mobile: string, since: number) =>
  Number((await db.selectFrom('visitor_codes').select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', siteId).where('mobile', '=', mobile).where('at', '>=', since).executeTakeFirst())?.n ?? 0);

export const insertCode = (db: Db, c: VisitorCodesTable) => db.insertInto('visitor_codes').values(c).execute();
export const deleteCode = (db: Db, id: string) => db.deleteFrom('visitor_codes').where('id', '=', id).execute();

export const latestOpenCode = (db: Db, siteId: string, mobile: string) =>
  db
    .selectFrom('visitor_codes')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('mobile', '=', mobile)
    .where('used_at', 'is', null)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Counts a try before the comparison; false when the code is used, expired or out of tries. */
export async function takeAttempt(db: Db, id: string, t: number, max: number): Promise<boolean> {
  const r = await db
    .updateTable('visitor_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', t)
    .where('attempts', '<', max)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Marks the code used; false when another request used it first. */
export async function consumeCode(db: Db, id: string, t: number): Promise<boolean> {
  const r = await db.updateTable('visitor_codes').set({ used_at: t }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/* ---------- visits ---------- */

/** The form the site installed the visitor approval as (the workflow module records the template key). */
export const templateFormId = async (db: Db, siteId: string, key: string) =>
  (await db.selectFrom('wf_processes').select('form_id').where('site_id', '=', siteId).where('template_key', '=', key).orderBy('created_at').limit(1).executeTakeFirst())?.form_id ?? null;

const visitCols = ['s.id', 's.form_id', 's.user_id', 's.state', 's.data', 's.created_at', 'p.id as pass_id', 'p.checked_in_at', 'p.valid_from', 'p.valid_to'] as const;

export const mySubmissions = (db: Db, siteId: string, formId: string, userId: string) =>
  db
    .selectFrom('form_submissions as s')
    .leftJoin('visitor_passes as p', (j) => j.onRef('p.submission_id', '=', 's.id').onRef('p.site_id', '=', 's.site_id'))
    .select(visitCols)
    .where('s.site_id', '=', siteId)
    .where('s.form_id', '=', formId)
    .where('s.user_id', '=', userId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(200)
    .execute();
export type VisitRow = Awaited<ReturnType<typeof mySubmissions>>[number];

export const findSubmission = (db: Db, siteId: string, id: string) =>
  db.selectFrom('form_submissions').select(['id', 'form_id', 'user_id', 'state', 'data', 'created_at']).where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

/**
 * Approved visits of a local date. The stored values are JSON written by JSON.stringify (no
 * spaces), so `"visitDate":"2026-03-05"` narrows them in SQL on both databases; the service
 * confirms on the parsed values.
 */
export const approvedOfDay = (db: Db, siteId: string, formId: string, date: string) =>
  db
    .selectFrom('form_submissions as s')
    .leftJoin('visitor_passes as p', (j) => j.onRef('p.submission_id', '=', 's.id').onRef('p.site_id', '=', 's.site_id'))
    .leftJoin('users as g', 'g.id', 'p.checked_in_by')
    .select([...visitCols, 'g.name as checker_name'])
    .where('s.site_id', '=', siteId)
    .where('s.form_id', '=', formId)
    .where('s.state', '=', 'approved')
    .where('s.data', 'like', `%"visitDate":"${date}"%`)
    .limit(2000)
    .execute();

/* ---------- passes ---------- */

/** Issues the pass unless the submission has one; false when it had (or the code was taken: try another). */
export async function insertPass(db: Db, p: VisitorPassesTable): Promise<boolean> {
  const r = await db.insertInto('visitor_passes').values(p).onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const passOfSubmission = (db: Db, siteId: string, submissionId: string) =>
  db.selectFrom('visitor_passes').selectAll().where('site_id', '=', siteId).where('submission_id', '=', submissionId).executeTakeFirst();

export const findPass = (db: Db, siteId: string, by: { id: string } | { code: string }) =>
  db
    .selectFrom('visitor_passes')
    .selectAll()
    .where('site_id', '=', siteId)
    .$call((qb) => ('id' in by ? qb.where('id', '=', by.id) : qb.where('code', '=', by.code)))
    .executeTakeFirst();

/** Checks the pass in; false when it already was (whoever got there first, in any process). */
export async function checkIn(db: Db, siteId: string, id: string, t: number, by: string): Promise<boolean> {
  const r = await db.updateTable('visitor_passes').set({ checked_in_at: t, checked_in_by: by }).where('site_id', '=', siteId).where('id', '=', id).where('checked_in_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const userName = async (db: Db, siteId: string, id: string) =>
  (await db.selectFrom('users').select('name').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst())?.name ?? '';
