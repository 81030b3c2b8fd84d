/** Content categories of a site, per kind. */
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import type { ContentCategoriesTable } from '../../platform/db/schema.js';

export const listCategories = (db: Db, siteId: string, kind: string, publicOnly: boolean) => {
  let q = db.selectFrom('content_categories').selectAll().where('site_id', '=', siteId).where('kind', '=', kind);
  if (publicOnly) q = q.where('public', '=', 1);
  return q.orderBy('sort').orderBy('name').execute();
};

export const insertCategory = (db: Db, row: Insertable<ContentCategoriesTable>) => db.insertInto('content_categories').values(row).execute();

export const updateCategory = (db: Db, siteId: string, id: string, set: Updateable<ContentCategoriesTable>) =>
  db.updateTable('content_categories').set(set).where('site_id', '=', siteId).where('id', '=', id).execute();

/** Deletes the category unless an item uses it (checked in the same statement). */
export async function deleteUnusedCategory(db: Db, siteId: string, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom('content_categories')
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('content_items').select('content_items.id').whereRef('content_items.category_id', '=', 'content_categories.id'))))
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
