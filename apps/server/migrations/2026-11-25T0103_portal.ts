/**
 * Frozen. The portal: app categories and apps per site (roles as JSON text, a use counter),
 * each user's ordered favourites and search history, and the home layouts (sections as JSON
 * text) per site and layout key.
 */
import type { Kysely } from 'kysely';

// Kysely<any>: migrations must not depend on the app's table types (they change later).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('portal_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('portal_categories_site').on('portal_categories').columns(['site_id', 'sort']).execute();

  await db.schema
    .createTable('portal_apps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('sso_method', 'text')
    .addColumn('roles', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('portal_apps_site').on('portal_apps').columns(['site_id', 'category_id', 'sort']).execute();

  await db.schema
    .createTable('portal_favorites')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('app_id', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('portal_favorites_pk', ['user_id', 'app_id'])
    .execute();
  await db.schema.createIndex('portal_favorites_app').on('portal_favorites').columns(['app_id']).execute();

  await db.schema
    .createTable('portal_searches')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('keyword', 'text', (c) => c.notNull())
    // Orders searches made within one second (the newest is kept when the list is trimmed).
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('portal_searches_pk', ['user_id', 'keyword'])
    .execute();

  await db.schema
    .createTable('portal_layouts')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('layout_key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sections', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('portal_layouts_pk', ['site_id', 'layout_key'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['portal_layouts', 'portal_searches', 'portal_favorites', 'portal_apps', 'portal_categories']) await db.schema.dropTable(t).ifExists().execute();
}
