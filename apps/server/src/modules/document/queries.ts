/**
 * Document storage. Each state change of a receipt is one conditional UPDATE (`... IS NULL`), so
 * a second tab or a double tap changes nothing; numbers come from an atomic increment of the
 * site's counter for the year, backed by a unique index on (site, year, sequence).
 */
import type { Expression, SqlBool } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import { contains } from '../../platform/sql.js';
import type { DocumentReceiptsTable, DocumentsTable } from './tables.js';

const CHUNK = 400;
const chunks = <T>(list: readonly T[], n = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += n) out.push(list.slice(i, i + n));
  return out;
};

/** Departments of the site with their active people. */
export async function units(db: Db, siteId: string) {
  const [rows, counts] = await Promise.all([
    db.selectFrom('departments').select(['id', 'name', 'parent_id']).where('site_id', '=', siteId).orderBy('name').orderBy('id').execute(),
    db
      .selectFrom('users')
      .select(['department_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('site_id', '=', siteId)
      .where('status', '=', 'active')
      .groupBy('department_id')
      .execute(),
  ]);
  const byDept = new Map(counts.map((c) => [c.department_id, Number(c.n)]));
  return rows.map((r) => ({ id: r.id, name: r.name, parentId: r.parent_id, people: byDept.get(r.id) ?? 0 }));
}

export async function departmentsByIds(db: Db, siteId: string, ids: readonly string[]) {
  if (!ids.length) return [];
  return db.selectFrom('departments').select(['id', 'name', 'parent_id']).where('site_id', '=', siteId).where('id', 'in', [...ids]).execute();
}

export async function usersByIds(db: Db, siteId: string, ids: readonly string[]) {
  const out: { id: string; name: string; department_id: string | null; status: string }[] = [];
  for (const part of chunks(ids)) out.push(...(await db.selectFrom('users').select(['id', 'name', 'department_id', 'status']).where('site_id', '=', siteId).where('id', 'in', part).execute()));
  return out;
}

/** Active people of the site in these departments or among these ids, with their unit. */
export async function receivers(db: Db, siteId: string, departments: readonly string[], users: readonly string[]) {
  if (!departments.length && !users.length) return [];
  return db
    .selectFrom('users')
    .select(['id', 'department_id'])
    .where('site_id', '=', siteId)
    .where('status', '=', 'active')
    .where((eb) => {
      const ors: Expression<SqlBool>[] = [];
      if (departments.length) ors.push(eb('department_id', 'in', [...departments]));
      if (users.length) ors.push(eb('id', 'in', [...users]));
      return eb.or(ors);
    })
    .execute();
}

export const findUploads = (db: Db, siteId: string, ids: readonly string[]) =>
  ids.length
    ? db.selectFrom('uploads').select(['id', 'original_name', 'mime', 'size', 'stored_name']).where('site_id', '=', siteId).where('id', 'in', [...ids]).execute()
    : Promise.resolve([]);

/** The next number of the site's year: the counter row is created once, then incremented atomically. */
export async function nextNumber(db: Db, siteId: string, year: number): Promise<number> {
  await db.insertInto('document_numbers').values({ site_id: siteId, year, last: 0 }).onConflict((oc) => oc.columns(['site_id', 'year']).doNothing()).execute();
  const row = await db
    .updateTable('document_numbers')
    .set((eb) => ({ last: eb('last', '+', 1) }))
    .where('site_id', '=', siteId)
    .where('year', '=', year)
    .returning('last')
    .executeTakeFirstOrThrow();
  return Number(row.last);
}

export const insertDocument = (db: Db, row: DocumentsTable) => db.insertInto('documents').values(row).execute();

/** Adds receipts; a person who already has one keeps it (forwarding twice adds nobody). Returns who was added. */
export async function addReceipts(db: Db, rows: DocumentReceiptsTable[]): Promise<string[]> {
  const added: string[] = [];
  for (const part of chunks(rows)) {
    const got = await db
      .insertInto('document_receipts')
      .values(part)
      .onConflict((oc) => oc.columns(['document_id', 'user_id']).doNothing())
      .returning('user_id')
      .execute();
    added.push(...got.map((g) => g.user_id));
  }
  return added;
}

export const findDocument = (db: Db, siteId: string, id: string) =>
  db
    .selectFrom('documents as d')
    .leftJoin('users as s', 's.id', 'd.sender_id')
    .selectAll('d')
    .select('s.name as sender_name')
    .where('d.site_id', '=', siteId)
    .where('d.id', '=', id)
    .executeTakeFirst();
export type DocRow = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

export const findReceipt = (db: Db, docId: string, userId: string) =>
  db
    .selectFrom('document_receipts as r')
    .leftJoin('users as f', 'f.id', 'r.forwarded_by')
    .selectAll('r')
    .select('f.name as forwarded_by_name')
    .where('r.document_id', '=', docId)
    .where('r.user_id', '=', userId)
    .executeTakeFirst();
export type ReceiptRow = NonNullable<Awaited<ReturnType<typeof findReceipt>>>;

const changed = (r: { numUpdatedRows: bigint }) => Number(r.numUpdatedRows) > 0;

/** The first open: true when this call recorded it. */
export async function markRead(db: Db, docId: string, userId: string, at: number): Promise<boolean> {
  const r = await db.updateTable('document_receipts').set({ read_at: at }).where('document_id', '=', docId).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirst();
  return changed(r);
}

export async function markSigned(db: Db, docId: string, userId: string, at: number): Promise<boolean> {
  const r = await db
    .updateTable('document_receipts')
    .set((eb) => ({ signed_at: at, read_at: eb.fn.coalesce('read_at', eb.val(at)) }))
    .where('document_id', '=', docId)
    .where('user_id', '=', userId)
    .where('signed_at', 'is', null)
    .executeTakeFirst();
  return changed(r);
}

export async function markDone(db: Db, docId: string, userId: string, opinion: string, at: number): Promise<boolean> {
  const r = await db
    .updateTable('document_receipts')
    .set((eb) => ({ opinion, done_at: at, signed_at: eb.fn.coalesce('signed_at', eb.val(at)), read_at: eb.fn.coalesce('read_at', eb.val(at)) }))
    .where('document_id', '=', docId)
    .where('user_id', '=', userId)
    .where('done_at', 'is', null)
    .executeTakeFirst();
  return changed(r);
}

/** Claims the hourly reminder: true when no reminder went out in the last `interval` seconds. */
export async function claimRemind(db: Db, siteId: string, id: string, at: number, interval: number): Promise<boolean> {
  const r = await db
    .updateTable('documents')
    .set({ reminded_at: at })
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .where((eb) => eb.or([eb('reminded_at', 'is', null), eb('reminded_at', '<=', at - interval)]))
    .executeTakeFirst();
  return changed(r);
}

export async function unreadUsers(db: Db, docId: string): Promise<string[]> {
  const rows = await db.selectFrom('document_receipts').select('user_id').where('document_id', '=', docId).where('read_at', 'is', null).execute();
  return rows.map((r) => r.user_id);
}

export function receiptsOf(db: Db, docId: string, state?: string) {
  let q = db
    .selectFrom('document_receipts as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('departments as dep', 'dep.id', 'r.department_id')
    .leftJoin('users as f', 'f.id', 'r.forwarded_by')
    .selectAll('r')
    .select(['u.name', 'u.number', 'dep.name as department_name', 'f.name as forwarded_by_name'])
    .where('r.document_id', '=', docId);
  if (state === 'unread') q = q.where('r.read_at', 'is', null);
  if (state === 'read') q = q.where('r.read_at', 'is not', null);
  if (state === 'unsigned') q = q.where('r.signed_at', 'is', null);
  if (state === 'signed') q = q.where('r.signed_at', 'is not', null).where('r.done_at', 'is', null);
  if (state === 'done') q = q.where('r.done_at', 'is not', null);
  return q.orderBy('dep.name').orderBy('u.number').orderBy('r.id').execute();
}
export type ReceiptListRow = Awaited<ReturnType<typeof receiptsOf>>[number];

/** Receivers and how many read, per document. */
export async function readCounts(db: Db, docIds: readonly string[]): Promise<Map<string, { receivers: number; read: number }>> {
  if (!docIds.length) return new Map();
  const rows = await db
    .selectFrom('document_receipts')
    .select(['document_id', (eb) => eb.fn.countAll<number | string>().as('n'), (eb) => eb.fn.count<number | string>('read_at').as('read')])
    .where('document_id', 'in', [...docIds])
    .groupBy('document_id')
    .execute();
  return new Map(rows.map((r) => [r.document_id, { receivers: Number(r.n), read: Number(r.read) }]));
}

/** People of a unit (to forward to), with whether they already have the document. */
export async function colleagues(db: Db, siteId: string, departmentId: string, docId: string, keyword?: string) {
  let q = db
    .selectFrom('users as u')
    .leftJoin('document_receipts as r', (j) => j.onRef('r.user_id', '=', 'u.id').on('r.document_id', '=', docId))
    .select(['u.id', 'u.name', 'u.number', 'r.id as receipt_id'])
    .where('u.site_id', '=', siteId)
    .where('u.status', '=', 'active')
    .where('u.department_id', '=', departmentId);
  if (keyword) q = q.where((eb) => eb.or([contains('u.name', keyword), contains('u.number', keyword)]));
  return q.orderBy('u.name').orderBy('u.id').limit(500).execute();
}

export interface ListFilter {
  /** The reader (their receipt is joined); null in the console. */
  userId: string;
  box?: string;
  /** Sees every document of the site (managers). */
  all: boolean;
  keyword?: string | undefined;
  kind?: string | undefined;
  urgency?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
  senderOnly?: boolean;
}

export async function listDocuments(db: Db, siteId: string, f: ListFilter, page: { offset: number; limit: number }) {
  const base = db
    .selectFrom('documents as d')
    .leftJoin('document_receipts as r', (j) => j.onRef('r.document_id', '=', 'd.id').on('r.user_id', '=', f.userId))
    .leftJoin('users as s', 's.id', 'd.sender_id')
    .where((eb) => {
      const conds: Expression<SqlBool>[] = [eb('d.site_id', '=', siteId)];
      const mine = eb.or([eb('r.id', 'is not', null), eb('d.sender_id', '=', f.userId)]);
      if (f.senderOnly || f.box === 'sent') conds.push(eb('d.sender_id', '=', f.userId));
      else if (f.box === 'handle') conds.push(eb('r.id', 'is not', null), eb('r.done_at', 'is', null));
      else if (f.box === 'already') conds.push(eb('r.done_at', 'is not', null));
      else if (!f.all) conds.push(mine);
      if (f.box === 'affairs') conds.push(eb('d.kind', '=', 'affairs'));
      if (f.kind) conds.push(eb('d.kind', '=', f.kind));
      if (f.urgency) conds.push(eb('d.urgency', '=', f.urgency));
      if (f.from !== undefined) conds.push(eb('d.sent_at', '>=', f.from));
      if (f.to !== undefined) conds.push(eb('d.sent_at', '<=', f.to));
      if (f.keyword) conds.push(eb.or([contains('d.title', f.keyword), contains('d.number', f.keyword), contains('d.issuer', f.keyword)]));
      return eb.and(conds);
    });
  const [rows, count] = await Promise.all([
    base
      .selectAll('d')
      .select(['s.name as sender_name', 'r.id as r_id', 'r.read_at', 'r.signed_at', 'r.done_at', 'r.opinion', 'r.forwarded_by'])
      .orderBy('d.sent_at', 'desc')
      .orderBy('d.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
export type ListRow = Awaited<ReturnType<typeof listDocuments>>['rows'][number];

