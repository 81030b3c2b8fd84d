/** Asset storage: every query is scoped to one site. */
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import { containsPattern } from '../../platform/sql.js';
import type { AssetsTable } from './tables.js';

export interface AssetFilter {
  keyword?: string | undefined;
  category?: string | undefined;
  status?: string | undefined;
  departmentId?: string | undefined;
  /** Only the assets this user keeps (a keeper without the view permission). */
  keeperId?: string | undefined;
}
export interface AssetSort {
  field: 'code' | 'name' | 'category' | 'status' | 'purchaseDate' | 'value' | 'updatedAt';
  order: 'ascend' | 'descend';
}
const SORT_COLUMNS = {
  code: 'a.code',
  name: 'a.name',
  category: 'a.category',
  status: 'a.status',
  purchaseDate: 'a.purchase_date',
  value: 'a.value_cents',
  updatedAt: 'a.updated_at',
} as const;

function base(db: Db, siteId: string, f: AssetFilter) {
  let q = db
    .selectFrom('assets as a')
    .leftJoin('users as k', 'k.id', 'a.keeper_id')
    .leftJoin('departments as d', 'd.id', 'a.department_id')
    .where('a.site_id', '=', siteId);
  if (f.keyword) {
    const p = containsPattern(f.keyword);
    q = q.where(
      sql<SqlBool>`(lower(a.code) like ${p} escape '\\' or lower(a.name) like ${p} escape '\\' or lower(a.location) like ${p} escape '\\')`,
    );
  }
  if (f.category) q = q.where('a.category', '=', f.category);
  if (f.status) q = q.where('a.status', '=', f.status);
  if (f.departmentId) q = q.where('a.department_id', '=', f.departmentId);
  if (f.keeperId) q = q.where('a.keeper_id', '=', f.keeperId);
  return q;
}

const COLUMNS = [
  'a.id',
  'a.site_id',
  'a.code',
  'a.name',
  'a.category',
  'a.location',
  'a.keeper_id',
  'a.department_id',
  'a.status',
  'a.purchase_date',
  'a.value_cents',
  'a.notes',
  'a.scrap_reason',
  'a.scrapped_at',
  'a.created_by',
  'a.created_at',
  'a.updated_at',
  'k.name as keeper_name',
  'k.number as keeper_number',
  'd.name as department_name',
] as const;

export type AssetJoined = AssetsTable & { keeper_name: string | null; keeper_number: string | null; department_name: string | null };

export async function list(db: Db, siteId: string, f: AssetFilter, sort: AssetSort | undefined, page: { offset: number; limit: number }) {
  const [rows, count] = await Promise.all([
    base(db, siteId, f)
      .select(COLUMNS)
      .orderBy(sql.ref(SORT_COLUMNS[sort?.field ?? 'updatedAt']), sort?.order === 'ascend' ? 'asc' : 'desc')
      .orderBy('a.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base(db, siteId, f)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows: rows as AssetJoined[], total: Number(count?.n ?? 0) };
}

export async function findById(db: Db, siteId: string, id: string): Promise<AssetJoined | undefined> {
  return (await base(db, siteId, {}).select(COLUMNS).where('a.id', '=', id).executeTakeFirst()) as AssetJoined | undefined;
}

export async function findByCode(db: Db, siteId: string, code: string): Promise<AssetJoined | undefined> {
  return (await base(db, siteId, {}).select(COLUMNS).where('a.code', '=', code).executeTakeFirst()) as AssetJoined | undefined;
}

export async function keepsAny(db: Db, siteId: string, userId: string): Promise<boolean> {
  const r = await db.selectFrom('assets').select('id').where('site_id', '=', siteId).where('keeper_id', '=', userId).limit(1).executeTakeFirst();
  return !!r;
}

/** Which of `codes` already exist on the site. */
export async function takenCodes(db: Db, siteId: string, codes: string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < codes.length; i += 500) {
    const part = codes.slice(i, i + 500);
    if (!part.length) continue;
    const rows = await db.selectFrom('assets').select('code').where('site_id', '=', siteId).where('code', 'in', part).execute();
    for (const r of rows) out.add(r.code);
  }
  return out;
}

export async function categories(db: Db, siteId: string, keeperId?: string): Promise<string[]> {
  let q = db.selectFrom('assets').select('category').distinct().where('site_id', '=', siteId).where('category', '!=', '');
  if (keeperId) q = q.where('keeper_id', '=', keeperId);
  return (await q.orderBy('category').execute()).map((r) => r.category);
}

export const departments = (db: Db, siteId: string) =>
  db.selectFrom('departments').select(['id', 'name']).where('site_id', '=', siteId).orderBy('name').execute();

export const departmentById = (db: Db, siteId: string, id: string) =>
  db.selectFrom('departments').select(['id', 'name']).where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

/** Users of the site by 学工号 or username (a keeper is named either way). */
export const usersByKey = (db: Db, siteId: string, keys: string[]) =>
  keys.length
    ? db
        .selectFrom('users')
        .select(['id', 'name', 'number', 'username'])
        .where('site_id', '=', siteId)
        .where((eb) => eb.or([eb('number', 'in', keys), eb('username', 'in', keys)]))
        .execute()
    : Promise.resolve([]);

export const insert = (db: Db, rows: AssetsTable[]) => db.insertInto('assets').values(rows).execute();

/** All rows in one transaction: a file is imported whole or not at all. */
export async function insertAll(db: Db, rows: AssetsTable[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 100) await trx.insertInto('assets').values(rows.slice(i, i + 100)).execute();
  });
}

export async function update(db: Db, siteId: string, id: string, set: Partial<AssetsTable>): Promise<boolean> {
  const r = await db.updateTable('assets').set(set).where('site_id', '=', siteId).where('id', '=', id).where('status', '!=', 'scrapped').executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const byIds = (db: Db, siteId: string, ids: string[]) =>
  db.selectFrom('assets').select(['id', 'code', 'name', 'location']).where('site_id', '=', siteId).where('id', 'in', ids).orderBy('code').execute();
