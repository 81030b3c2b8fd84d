/**
 * Phone book storage. Entries are read joined to their unit and, for an office, its parent unit.
 * The import replaces a site's book inside one transaction that first touches the site's row,
 * so concurrent imports of one site run one after the other (lock order: site row, units, entries, views).
 */
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import { contains } from '../../platform/sql.js';
import type { TelEntriesTable, TelUnitsTable } from './tables.js';

export const listUnits = (db: Db, siteId: string) =>
  db.selectFrom('tel_units').selectAll().where('site_id', '=', siteId).orderBy('sort').orderBy('name').orderBy('id').execute();

export async function entryCounts(db: Db, siteId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('tel_entries')
    .select(['unit_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('site_id', '=', siteId)
    .groupBy('unit_id')
    .execute();
  return new Map(rows.map((r) => [r.unit_id, Number(r.n)]));
}

export const findUnit = (db: Db, siteId: string, id: string) =>
  db.selectFrom('tel_units').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const insertUnit = (db: Db, u: TelUnitsTable) => db.insertInto('tel_units').values(u).execute();

export const updateUnit = (db: Db, u: Omit<TelUnitsTable, 'created_at'>) =>
  db
    .updateTable('tel_units')
    .set({ name: u.name, parent_id: u.parent_id, emergency: u.emergency, sort: u.sort })
    .where('site_id', '=', u.site_id)
    .where('id', '=', u.id)
    .execute();

export async function unitInUse(db: Db, siteId: string, id: string): Promise<boolean> {
  const child = await db.selectFrom('tel_units').select('id').where('site_id', '=', siteId).where('parent_id', '=', id).executeTakeFirst();
  if (child) return true;
  const entry = await db.selectFrom('tel_entries').select('id').where('site_id', '=', siteId).where('unit_id', '=', id).executeTakeFirst();
  return !!entry;
}

export const deleteUnit = (db: Db, siteId: string, id: string) => db.deleteFrom('tel_units').where('site_id', '=', siteId).where('id', '=', id).execute();

export interface EntryFilter {
  unitId?: string | undefined;
  keyword?: string | undefined;
  emergency?: boolean | undefined;
  ids?: string[];
}

function filtered(db: Db, siteId: string, f: EntryFilter) {
  let q = db
    .selectFrom('tel_entries as e')
    .innerJoin('tel_units as u', 'u.id', 'e.unit_id')
    .leftJoin('tel_units as p', 'p.id', 'u.parent_id')
    .where('e.site_id', '=', siteId);
  if (f.unitId) {
    const unitId = f.unitId;
    q = q.where((eb) => eb.or([eb('e.unit_id', '=', unitId), eb('u.parent_id', '=', unitId)]));
  }
  if (f.emergency !== undefined) {
    const flag = sql<SqlBool>`(u.emergency = 1 or coalesce(p.emergency, 0) = 1)`;
    q = q.where(f.emergency ? flag : sql<SqlBool>`not ${flag}`);
  }
  if (f.ids) q = q.where('e.id', 'in', f.ids.length ? f.ids : ['']);
  if (f.keyword) {
    const kw = f.keyword;
    const digits = kw.replace(/[^0-9]/g, '');
    q = q.where((eb) =>
      eb.or([
        contains('e.name', kw),
        contains('e.phones', kw),
        contains('e.location', kw),
        contains('e.notes', kw),
        contains('u.name', kw),
        contains('p.name', kw),
        ...(digits.length >= 3 ? [contains('e.digits', digits)] : []),
      ]),
    );
  }
  return q;
}

export function listEntries(db: Db, siteId: string, f: EntryFilter, page?: { offset: number; limit: number }) {
  let q = filtered(db, siteId, f)
    .select([
      'e.id',
      'e.unit_id',
      'e.name',
      'e.phones',
      'e.location',
      'e.notes',
      'e.sort',
      'u.name as unit_name',
      'u.parent_id',
      'u.emergency',
      'p.name as parent_name',
      'p.emergency as parent_emergency',
    ])
    .orderBy(sql`coalesce(p.sort, u.sort)`)
    .orderBy(sql`coalesce(p.name, u.name)`)
    .orderBy(sql`case when u.parent_id is null then 0 else 1 end`)
    .orderBy('u.sort')
    .orderBy('u.name')
    .orderBy('e.sort')
    .orderBy('e.name')
    .orderBy('e.id');
  if (page) q = q.offset(page.offset).limit(page.limit);
  return q.execute();
}
export type EntryRow = Awaited<ReturnType<typeof listEntries>>[number];

export async function countEntries(db: Db, siteId: string, f: EntryFilter): Promise<number> {
  const r = await filtered(db, siteId, f).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number(r?.n ?? 0);
}

export const findEntry = (db: Db, siteId: string, id: string) =>
  db.selectFrom('tel_entries').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const insertEntry = (db: Db, e: TelEntriesTable) => db.insertInto('tel_entries').values(e).execute();

export const updateEntry = (db: Db, e: Omit<TelEntriesTable, 'created_at'>) => {
  const { id, site_id, ...rest } = e;
  return db.updateTable('tel_entries').set(rest).where('site_id', '=', site_id).where('id', '=', id).execute();
};

export async function deleteEntry(db: Db, siteId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const r = await trx.deleteFrom('tel_entries').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
    await trx.deleteFrom('tel_views').where('site_id', '=', siteId).where('entry_id', '=', id).execute();
    return Number(r.numDeletedRows) === 1;
  });
}

/** One more view of an entry by a user (insert or bump). */
export const recordView = (db: Db, siteId: string, userId: string, entryId: string, t: number) =>
  db
    .insertInto('tel_views')
    .values({ site_id: siteId, user_id: userId, entry_id: entryId, count: 1, viewed_at: t })
    .onConflict((oc) => oc.columns(['user_id', 'entry_id']).doUpdateSet({ count: sql`tel_views.count + 1`, viewed_at: t }))
    .execute();

export const viewsOf = (db: Db, siteId: string, userId: string) =>
  db.selectFrom('tel_views').select(['entry_id', 'count', 'viewed_at']).where('site_id', '=', siteId).where('user_id', '=', userId).execute();

/** Replaces the site's whole book: units and entries given, views of entries that are gone dropped. */
export async function replaceBook(db: Db, siteId: string, units: TelUnitsTable[], entries: TelEntriesTable[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('sites').set({ updated_at: sql`updated_at` }).where('id', '=', siteId).execute();
    await trx.deleteFrom('tel_entries').where('site_id', '=', siteId).execute();
    await trx.deleteFrom('tel_units').where('site_id', '=', siteId).execute();
    for (let i = 0; i < units.length; i += 200) await trx.insertInto('tel_units').values(units.slice(i, i + 200)).execute();
    for (let i = 0; i < entries.length; i += 100) await trx.insertInto('tel_entries').values(entries.slice(i, i + 100)).execute();
    const kept = entries.map((e) => e.id);
    let gone = trx.deleteFrom('tel_views').where('site_id', '=', siteId);
    if (kept.length) gone = gone.where('entry_id', 'not in', kept);
    await gone.execute();
  });
}
