/**
 * Voucher storage. Claims and issues take from `remaining` with conditional UPDATEs inside the
 * transaction that writes the vouchers; a write-off is one conditional UPDATE (issued → used),
 * so of two concurrent write-offs exactly one wins, in any number of processes.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import { attempt, contains, Rollback } from '../../platform/sql.js';
import type { VoucherBatchesTable, VouchersTable } from './tables.js';

export const findBatch = (db: Db, siteId: string, id: string) =>
  db.selectFrom('voucher_batches').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export function listBatches(db: Db, siteId: string, f: { keyword?: string | undefined; claimOnly?: boolean }) {
  let q = db.selectFrom('voucher_batches').selectAll().where('site_id', '=', siteId);
  if (f.claimOnly) q = q.where('mode', '=', 'claim').where('published', '=', 1);
  if (f.keyword) q = q.where(contains('name', f.keyword));
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export const insertBatch = (db: Db, b: VoucherBatchesTable) => db.insertInto('voucher_batches').values(b).execute();

/** Edits a batch; the quantity moves `remaining` by the same delta and never below what is issued. */
export async function updateBatch(
  db: Db,
  b: Omit<VoucherBatchesTable, 'remaining' | 'created_by' | 'created_at'>,
): Promise<boolean> {
  const { id, site_id, quantity, ...rest } = b;
  const r = await db
    .updateTable('voucher_batches')
    .set({ ...rest, quantity, remaining: sql<number>`remaining + (${quantity} - quantity)` })
    .where('site_id', '=', site_id)
    .where('id', '=', id)
    .where(sql<boolean>`remaining + (${quantity} - quantity) >= 0`)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const vouchersOfUser = (db: Db, siteId: string, userId: string) =>
  db
    .selectFrom('vouchers as v')
    .innerJoin('voucher_batches as b', 'b.id', 'v.batch_id')
    .select([
      'v.id',
      'v.code',
      'v.status',
      'v.created_at',
      'v.used_at',
      'b.id as batch_id',
      'b.name',
      'b.description',
      'b.benefit',
      'b.valid_from',
      'b.valid_to',
    ])
    .where('v.site_id', '=', siteId)
    .where('v.user_id', '=', userId)
    .orderBy('v.created_at', 'desc')
    .orderBy('v.id', 'desc')
    .execute();

export async function heldCounts(db: Db, siteId: string, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('vouchers')
    .select(['batch_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .groupBy('batch_id')
    .execute();
  return new Map(rows.map((r) => [r.batch_id, Number(r.n)]));
}

export async function batchCounters(db: Db, siteId: string, ids: string[]) {
  if (!ids.length) return new Map<string, { issued: number; used: number }>();
  const rows = await db
    .selectFrom('vouchers')
    .select([
      'batch_id',
      (eb) => eb.fn.countAll<number | string>().as('issued'),
      (eb) => eb.fn.count<number | string>('used_at').as('used'),
    ])
    .where('site_id', '=', siteId)
    .where('batch_id', 'in', ids)
    .groupBy('batch_id')
    .execute();
  return new Map(rows.map((r) => [r.batch_id, { issued: Number(r.issued), used: Number(r.used) }]));
}

export type ClaimResult = { ok: true } | { ok: false; why: 'SOLD_OUT' | 'LIMIT_REACHED' };

/** Take one from `remaining` (locks the batch row on PostgreSQL), then insert under the per-person limit. */
export async function claim(db: Db, v: VouchersTable, perPerson: number): Promise<ClaimResult> {
  return attempt(db, async (trx) => {
    const dec = await trx
      .updateTable('voucher_batches')
      .set((eb) => ({ remaining: eb('remaining', '-', 1) }))
      .where('site_id', '=', v.site_id)
      .where('id', '=', v.batch_id)
      .where('remaining', '>', 0)
      .executeTakeFirst();
    if (Number(dec.numUpdatedRows) !== 1) throw new Rollback('SOLD_OUT');
    const ins = await sql`
        insert into vouchers (id, site_id, batch_id, user_id, code, status, created_at, used_place)
        select ${v.id}, ${v.site_id}, ${v.batch_id}, ${v.user_id}, ${v.code}, ${v.status}, cast(${v.created_at} as bigint), ''
        where (select count(*) from vouchers where batch_id = ${v.batch_id} and user_id = ${v.user_id}) < cast(${perPerson} as integer)
      `.execute(trx);
    if (Number(ins.numAffectedRows ?? 0) !== 1) throw new Rollback('LIMIT_REACHED');
  });
}

/**
 * Issues one voucher to each of `userIds` who holds none of the batch, all or nothing. The batch
 * row is locked first (PostgreSQL: until commit; SQLite: one writer), so two issues racing do not
 * both give the same people a voucher. Answers how many were issued, or 'short' with the need.
 */
export async function issueAll(
  db: Db,
  siteId: string,
  batchId: string,
  userIds: string[],
  make: (userId: string) => VouchersTable,
): Promise<{ issued: number } | { short: number }> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('voucher_batches')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('site_id', '=', siteId)
      .where('id', '=', batchId)
      .execute();
    const held = new Set(
      (
        await trx
          .selectFrom('vouchers')
          .select('user_id')
          .where('site_id', '=', siteId)
          .where('batch_id', '=', batchId)
          .execute()
      ).map((r) => r.user_id),
    );
    const rows = userIds.filter((u) => !held.has(u)).map(make);
    if (!rows.length) return { issued: 0 };
    const dec = await trx
      .updateTable('voucher_batches')
      .set((eb) => ({ remaining: eb('remaining', '-', rows.length) }))
      .where('site_id', '=', siteId)
      .where('id', '=', batchId)
      .where('remaining', '>=', rows.length)
      .executeTakeFirst();
    if (Number(dec.numUpdatedRows) !== 1) return { short: rows.length };
    for (let i = 0; i < rows.length; i += 400)
      await trx
        .insertInto('vouchers')
        .values(rows.slice(i, i + 400))
        .execute();
    return { issued: rows.length };
  });
}

export const findByCode = (db: Db, siteId: string, code: string) =>
  db.selectFrom('vouchers').selectAll().where('site_id', '=', siteId).where('code', '=', code).executeTakeFirst();

/** issued → used, once. */
export async function writeOff(
  db: Db,
  siteId: string,
  id: string,
  by: string,
  place: string,
  at: number,
): Promise<boolean> {
  const r = await db
    .updateTable('vouchers')
    .set({ status: 'used', used_at: at, used_by: by, used_place: place })
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .where('status', '=', 'issued')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const userOf = (db: Db, id: string) =>
  db.selectFrom('users').select(['name', 'number']).where('id', '=', id).executeTakeFirst();

function recordQuery(
  db: Db,
  siteId: string,
  f: { batchId?: string | undefined; keyword?: string | undefined; usedBy?: string },
) {
  let q = db
    .selectFrom('vouchers as v')
    .innerJoin('voucher_batches as b', 'b.id', 'v.batch_id')
    .innerJoin('users as h', 'h.id', 'v.user_id')
    .leftJoin('users as s', 's.id', 'v.used_by')
    .where('v.site_id', '=', siteId)
    .where('v.status', '=', 'used');
  if (f.batchId) q = q.where('v.batch_id', '=', f.batchId);
  if (f.usedBy) q = q.where('v.used_by', '=', f.usedBy);
  if (f.keyword) {
    const k = f.keyword;
    q = q.where((eb) => eb.or([contains('h.name', k), contains('h.number', k), contains('v.code', k)]));
  }
  return q;
}

export async function records(
  db: Db,
  siteId: string,
  f: { batchId?: string | undefined; keyword?: string | undefined; usedBy?: string },
  page?: { current: number; pageSize: number },
) {
  let q = recordQuery(db, siteId, f)
    .select([
      'v.id',
      'v.code',
      'v.used_at',
      'v.used_place',
      'b.name as batch_name',
      'h.name as holder_name',
      'h.number as holder_number',
      's.name as used_by_name',
    ])
    .orderBy('v.used_at', 'desc')
    .orderBy('v.id', 'desc');
  if (page) q = q.limit(page.pageSize).offset((page.current - 1) * page.pageSize);
  const [rows, count] = await Promise.all([
    q.execute(),
    recordQuery(db, siteId, f)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
  ]);
  return {
    total: Number(count?.n ?? 0),
    rows: rows.map((r) => ({
      id: r.id,
      code: r.code,
      batchName: r.batch_name,
      holderName: r.holder_name,
      holderNumber: r.holder_number,
      usedAt: Number(r.used_at),
      usedByName: r.used_by_name ?? '',
      place: r.used_place,
    })),
  };
}

/** Active users of the site by 学工号. */
export const usersByNumbers = (db: Db, siteId: string, numbers: string[]) =>
  numbers.length
    ? db
        .selectFrom('users')
        .select(['id', 'number'])
        .where('site_id', '=', siteId)
        .where('status', '=', 'active')
        .where('number', 'in', numbers)
        .execute()
    : Promise.resolve([]);

export const numbersOf = async (db: Db, siteId: string, ids: string[]) =>
  ids.length
    ? (
        await db.selectFrom('users').select('number').where('site_id', '=', siteId).where('id', 'in', ids).execute()
      ).map((r) => r.number)
    : [];
