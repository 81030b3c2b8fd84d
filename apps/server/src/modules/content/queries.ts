/**
 * Content items: reading with the visibility rules in SQL (so paging is exact), and writing
 * items together with their audience rows.
 */
import type { Audience } from '@campus/api';
import { sql, type Expression, type ExpressionBuilder, type SqlBool, type Insertable, type Transaction, type UpdateObject, type Updateable } from 'kysely';
import { contains } from '../../platform/sql.js';
import type { Db } from '../../platform/db/index.js';
import type { ContentItemsTable, DB } from '../../platform/db/schema.js';

/** Who is reading: a logged-in user of the site, or nobody (public items only). */
export interface Viewer {
  userId: string;
  roles: readonly string[];
  departmentId: string | null;
  classId: string | null;
}

type ItemsEb = ExpressionBuilder<DB, 'content_items'>;

/** Published, publish time reached, not expired. */
export function isLive(eb: ItemsEb, at: number): Expression<SqlBool> {
  return eb.and([
    eb('content_items.status', '=', 'published'),
    eb('content_items.publish_at', 'is not', null),
    eb('content_items.publish_at', '<=', at),
    eb.or([eb('content_items.expire_at', 'is', null), eb('content_items.expire_at', '>', at)]),
  ]);
}

/** The viewer is in the item's audience; nobody: whole-site items of a public category. */
export function isForViewer(eb: ItemsEb, viewer: Viewer | null): Expression<SqlBool> {
  if (!viewer) {
    return eb.and([
      eb('content_items.audience_site', '=', 1),
      eb.exists(
        eb
          .selectFrom('content_categories')
          .select('content_categories.id')
          .whereRef('content_categories.id', '=', 'content_items.category_id')
          .where('content_categories.public', '=', 1),
      ),
    ]);
  }
  return eb.exists(
    eb
      .selectFrom('content_audience')
      .select('content_audience.item_id')
      .whereRef('content_audience.item_id', '=', 'content_items.id')
      .where((a) => {
        const ors = [
          a('content_audience.type', '=', 'site'),
          a.and([a('content_audience.type', '=', 'user'), a('content_audience.value', '=', viewer.userId)]),
        ];
        if (viewer.classId) ors.push(a.and([a('content_audience.type', '=', 'class'), a('content_audience.value', '=', viewer.classId)]));
        if (viewer.departmentId)
          ors.push(a.and([a('content_audience.type', '=', 'department'), a('content_audience.value', '=', viewer.departmentId)]));
        if (viewer.roles.length) ors.push(a.and([a('content_audience.type', '=', 'role'), a('content_audience.value', 'in', viewer.roles)]));
        return a.or(ors);
      }),
  );
}

export function matchesKeyword(eb: ItemsEb, keyword: string): Expression<SqlBool> {
  return eb.or([contains('content_items.title', keyword), contains('content_items.summary', keyword)]);
}

const selectItems = (db: Db) =>
  db
    .selectFrom('content_items')
    .leftJoin('content_categories', 'content_categories.id', 'content_items.category_id')
    .selectAll('content_items')
    .select((eb) => eb.fn.coalesce('content_categories.name', sql<string>`''`).as('category_name'));

export type ItemRow = Awaited<ReturnType<typeof findItem>> & object;

export const findItem = (db: Db, siteId: string, id: string) =>
  selectItems(db).where('content_items.site_id', '=', siteId).where('content_items.id', '=', id).executeTakeFirst();

export const findPage = (db: Db, siteId: string, kind: string, slug: string) =>
  selectItems(db)
    .where('content_items.site_id', '=', siteId)
    .where('content_items.kind', '=', kind)
    .where('content_items.slug', '=', slug)
    .executeTakeFirst();

export interface VisibleFilter {
  kind?: string | undefined;
  categoryId?: string | undefined;
  keyword?: string | undefined;
  requiredOnly?: boolean;
  ids?: readonly string[];
}

function visibleQuery(db: Db, siteId: string, at: number, viewer: Viewer | null, f: VisibleFilter) {
  return selectItems(db).where((eb) => {
    const conds: Expression<SqlBool>[] = [eb('content_items.site_id', '=', siteId), isLive(eb, at), isForViewer(eb, viewer)];
    if (f.kind) conds.push(eb('content_items.kind', '=', f.kind));
    if (f.categoryId) conds.push(eb('content_items.category_id', '=', f.categoryId));
    if (f.keyword) conds.push(matchesKeyword(eb, f.keyword));
    if (f.requiredOnly) conds.push(eb('content_items.required', '=', 1));
    if (f.ids) conds.push(f.ids.length ? eb('content_items.id', 'in', f.ids) : sql<SqlBool>`1 = 0`);
    return eb.and(conds);
  });
}

/** Visible items, pinned first (latest pin first), then newest publish time. */
export async function listVisible(db: Db, siteId: string, at: number, viewer: Viewer | null, f: VisibleFilter, page: { offset: number; limit: number }) {
  const base = visibleQuery(db, siteId, at, viewer, f);
  const [rows, count] = await Promise.all([
    base
      .orderBy('content_items.pinned', 'desc')
      .orderBy('content_items.pinned_at', 'desc')
      .orderBy('content_items.publish_at', 'desc')
      .orderBy('content_items.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The same visibility check for one item (used with inAudience as a second check). */
export const findVisible = (db: Db, siteId: string, at: number, viewer: Viewer | null, id: string) =>
  visibleQuery(db, siteId, at, viewer, { ids: [id] }).executeTakeFirst();

/** Audience rows: one per member kind and value, so reader queries can filter in SQL. */
export function audienceRows(itemId: string, a: Audience) {
  if (a.site) return [{ item_id: itemId, type: 'site', value: '*' }];
  const rows: { item_id: string; type: string; value: string }[] = [];
  const add = (type: string, values: readonly string[] | undefined) => {
    for (const value of new Set(values ?? [])) rows.push({ item_id: itemId, type, value });
  };
  add('role', a.roles);
  add('department', a.departments);
  add('class', a.classes);
  add('user', a.users);
  return rows;
}

export async function insertItem(trx: Transaction<DB>, row: Insertable<ContentItemsTable>, a: Audience): Promise<void> {
  await trx.insertInto('content_items').values(row).execute();
  const rows = audienceRows(row.id, a);
  if (rows.length) await trx.insertInto('content_audience').values(rows).execute();
}

export async function updateItem(
  trx: Transaction<DB>,
  siteId: string,
  id: string,
  set: Updateable<ContentItemsTable>,
  a?: Audience,
): Promise<void> {
  await trx.updateTable('content_items').set(set).where('site_id', '=', siteId).where('id', '=', id).execute();
  if (a) {
    await trx.deleteFrom('content_audience').where('item_id', '=', id).execute();
    const rows = audienceRows(id, a);
    if (rows.length) await trx.insertInto('content_audience').values(rows).execute();
  }
}

/** A conditional update: applied only while the item is in one of `from`; answers whether it was. */
export async function transition(db: Db, siteId: string, id: string, from: readonly string[], set: UpdateObject<DB, 'content_items'>): Promise<boolean> {
  const r = await db
    .updateTable('content_items')
    .set(set)
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteDraft(db: Db, siteId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const r = await trx.deleteFrom('content_items').where('site_id', '=', siteId).where('id', '=', id).where('status', '=', 'draft').executeTakeFirst();
    if (Number(r.numDeletedRows) === 0) return false;
    await trx.deleteFrom('content_audience').where('item_id', '=', id).execute();
    await trx.deleteFrom('content_reads').where('item_id', '=', id).execute();
    await trx.deleteFrom('content_follows').where('item_id', '=', id).execute();
    return true;
  });
}

export interface ManageFilter {
  kind: string;
  status?: string | undefined;
  categoryId?: string | undefined;
  keyword?: string | undefined;
}
const SORT_COLUMNS = {
  title: 'content_items.title',
  publishAt: 'content_items.publish_at',
  updatedAt: 'content_items.updated_at',
  createdAt: 'content_items.created_at',
  views: 'content_items.views',
} as const;
export type ManageSort = { field: keyof typeof SORT_COLUMNS; order: 'ascend' | 'descend' } | undefined;

/** Every item of a kind on the site, for managers; `scheduled` = published with a future time. */
export async function listForManager(db: Db, siteId: string, at: number, f: ManageFilter, sort: ManageSort, page: { offset: number; limit: number }) {
  const base = selectItems(db).where((eb) => {
    const conds: Expression<SqlBool>[] = [eb('content_items.site_id', '=', siteId), eb('content_items.kind', '=', f.kind)];
    if (f.status === 'scheduled') conds.push(eb('content_items.status', '=', 'published'), eb('content_items.publish_at', '>', at));
    else if (f.status === 'published') conds.push(eb('content_items.status', '=', 'published'), eb('content_items.publish_at', '<=', at));
    else if (f.status) conds.push(eb('content_items.status', '=', f.status));
    if (f.categoryId) conds.push(eb('content_items.category_id', '=', f.categoryId));
    if (f.keyword) conds.push(matchesKeyword(eb, f.keyword));
    return eb.and(conds);
  });
  let q = base;
  if (sort) q = q.orderBy(SORT_COLUMNS[sort.field], sort.order === 'ascend' ? 'asc' : 'desc');
  else q = q.orderBy('content_items.pinned', 'desc').orderBy('content_items.updated_at', 'desc');
  const [rows, count] = await Promise.all([
    q.orderBy('content_items.id', 'desc').offset(page.offset).limit(page.limit).execute(),
    base.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Uploads of this site among the given stored names. */
export const siteUploads = (db: Db, siteId: string, stored: readonly string[]) =>
  stored.length
    ? db.selectFrom('uploads').select(['stored_name', 'original_name', 'size', 'mime']).where('site_id', '=', siteId).where('stored_name', 'in', stored).execute()
    : Promise.resolve([]);

export const findCategory = (db: Db, siteId: string, id: string) =>
  db.selectFrom('content_categories').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

/** Of the given ids, those that are not rows of `table` on this site (audience references). */
export async function unknownIds(db: Db, siteId: string, table: 'departments' | 'classes' | 'users', ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const found = new Set(
    (await db.selectFrom(table).select('id').where('site_id', '=', siteId).where('id', 'in', ids).execute()).map((r) => r.id),
  );
  return ids.filter((id) => !found.has(id));
}

export const unknownRoles = async (db: Db, siteId: string, codes: readonly string[]) => {
  if (!codes.length) return [];
  const found = new Set((await db.selectFrom('roles').select('code').where('site_id', '=', siteId).where('code', 'in', codes).execute()).map((r) => r.code));
  return codes.filter((c) => !found.has(c));
};
