/** Campus code storage: gates, blocks and the passage log, always within one site. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import { contains } from '../../platform/sql.js';
import type { CcGatesTable, CcPassagesTable } from './tables.js';

/** A person as the code and the log show them. */
const holderColumns = ['u.id as user_id', 'u.name as user_name', 'u.username', 'u.number', 'u.kind', 'u.avatar', 'd.name as department'] as const;

export const findHolder = (db: Db, siteId: string, userId: string) =>
  db
    .selectFrom('users as u')
    .leftJoin('departments as d', 'd.id', 'u.department_id')
    .select([...holderColumns, 'u.status'])
    .where('u.site_id', '=', siteId)
    .where('u.id', '=', userId)
    .executeTakeFirst();
export type HolderRow = NonNullable<Awaited<ReturnType<typeof findHolder>>>;

export const findAccount = (db: Db, siteId: string, account: string) =>
  db
    .selectFrom('users')
    .select(['id'])
    .where('site_id', '=', siteId)
    .where((eb) => eb.or([eb('username', '=', account), eb('number', '=', account)]))
    .orderBy(sql`case when username = ${account} then 0 else 1 end`)
    .executeTakeFirst();

export const listGates = (db: Db, siteId: string, activeOnly: boolean) => {
  let q = db.selectFrom('cc_gates').selectAll().where('site_id', '=', siteId);
  if (activeOnly) q = q.where('active', '=', 1);
  return q.orderBy('sort').orderBy('name').execute();
};

export async function passageCounts(db: Db, siteId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('cc_passages')
    .select(['gate_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('site_id', '=', siteId)
    .groupBy('gate_id')
    .execute();
  return new Map(rows.map((r) => [r.gate_id, Number(r.n)]));
}

export const findGate = (db: Db, siteId: string, id: string) =>
  db.selectFrom('cc_gates').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const insertGate = (db: Db, g: CcGatesTable) => db.insertInto('cc_gates').values(g).execute();

export const updateGate = (db: Db, g: Omit<CcGatesTable, 'created_at'>) =>
  db.updateTable('cc_gates').set({ name: g.name, location: g.location, active: g.active, sort: g.sort }).where('site_id', '=', g.site_id).where('id', '=', g.id).execute();

/** Deletes a gate nobody has passed; false when it has passages (or is gone). */
export async function deleteUnusedGate(db: Db, siteId: string, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom('cc_gates')
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('cc_passages').select('id').where('site_id', '=', siteId).where('gate_id', '=', id))))
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** The account's block in force at `t`, if any. */
export const activeBlock = (db: Db, siteId: string, userId: string, t: number) =>
  db
    .selectFrom('cc_blocks')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', t)]))
    .executeTakeFirst();

/** Blocks (or re-blocks) an account: one row per account, the latest reason and end win. */
export const upsertBlock = (db: Db, b: { id: string; site_id: string; user_id: string; reason: string; until: number | null; by_id: string; at: number }) =>
  db
    .insertInto('cc_blocks')
    .values(b)
    .onConflict((oc) => oc.columns(['site_id', 'user_id']).doUpdateSet({ reason: b.reason, until: b.until, by_id: b.by_id, at: b.at }))
    .execute();

export const blockIdOf = (db: Db, siteId: string, userId: string) =>
  db.selectFrom('cc_blocks').select('id').where('site_id', '=', siteId).where('user_id', '=', userId).executeTakeFirst();

export async function deleteBlock(db: Db, siteId: string, id: string): Promise<boolean> {
  const r = await db.deleteFrom('cc_blocks').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

function blocksQuery(db: Db, siteId: string, t: number, keyword?: string) {
  let q = db
    .selectFrom('cc_blocks as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .leftJoin('departments as d', 'd.id', 'u.department_id')
    .leftJoin('users as by', 'by.id', 'b.by_id')
    .where('b.site_id', '=', siteId)
    .where((eb) => eb.or([eb('b.until', 'is', null), eb('b.until', '>', t)]));
  if (keyword) q = q.where((eb) => eb.or([contains('u.name', keyword), contains('u.username', keyword), contains('u.number', keyword), contains('b.reason', keyword)]));
  return q;
}

export const listBlocks = (db: Db, siteId: string, t: number, keyword: string | undefined, offset: number, limit: number) =>
  blocksQuery(db, siteId, t, keyword)
    .select([...holderColumns, 'b.id', 'b.reason', 'b.until', 'b.at', 'by.name as by_name'])
    .orderBy('b.at', 'desc')
    .orderBy('b.id')
    .offset(offset)
    .limit(limit)
    .execute();
export type BlockRow = Awaited<ReturnType<typeof listBlocks>>[number];

export async function countBlocks(db: Db, siteId: string, t: number, keyword?: string): Promise<number> {
  const r = await blocksQuery(db, siteId, t, keyword).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** Logs a scan; false when this code's nonce was already used (the unique index decides, across processes). */
export async function insertPassage(db: Db, p: CcPassagesTable): Promise<boolean> {
  const r = await db
    .insertInto('cc_passages')
    .values(p)
    .onConflict((oc) => oc.columns(['site_id', 'nonce']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export interface PassageFilter {
  gateId?: string | undefined;
  direction?: string | undefined;
  result?: string | undefined;
  keyword?: string | undefined;
  /** Instants, inclusive start and exclusive end. */
  since?: number | undefined;
  before?: number | undefined;
  userId?: string;
  guardId?: string;
  id?: string;
}

function passagesQuery(db: Db, siteId: string, f: PassageFilter) {
  let q = db
    .selectFrom('cc_passages as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('departments as d', 'd.id', 'u.department_id')
    .leftJoin('cc_gates as g', 'g.id', 'p.gate_id')
    .leftJoin('users as gu', 'gu.id', 'p.guard_id')
    .where('p.site_id', '=', siteId);
  if (f.id) q = q.where('p.id', '=', f.id);
  if (f.gateId) q = q.where('p.gate_id', '=', f.gateId);
  if (f.direction) q = q.where('p.direction', '=', f.direction);
  if (f.result) q = q.where('p.result', '=', f.result);
  if (f.userId) q = q.where('p.user_id', '=', f.userId);
  if (f.guardId) q = q.where('p.guard_id', '=', f.guardId);
  if (f.since !== undefined) q = q.where('p.at', '>=', f.since);
  if (f.before !== undefined) q = q.where('p.at', '<', f.before);
  const kw = f.keyword;
  if (kw) q = q.where((eb) => eb.or([contains('u.name', kw), contains('u.username', kw), contains('u.number', kw)]));
  return q;
}

export const listPassages = (db: Db, siteId: string, f: PassageFilter, offset: number, limit: number) =>
  passagesQuery(db, siteId, f)
    .select([...holderColumns, 'p.id', 'p.at', 'p.gate_id', 'p.direction', 'p.result', 'p.reason', 'g.name as gate_name', 'gu.name as guard_name'])
    .orderBy('p.at', 'desc')
    .orderBy('p.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
export type PassageRow = Awaited<ReturnType<typeof listPassages>>[number];

export async function countPassages(db: Db, siteId: string, f: PassageFilter): Promise<number> {
  const r = await passagesQuery(db, siteId, f).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number(r?.n ?? 0);
}
