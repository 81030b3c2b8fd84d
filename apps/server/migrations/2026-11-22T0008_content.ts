/**
 * Frozen. Content (news, notices, announcements, hot issues, boda lists, pages): categories,
 * items, who each item is for, reads/confirmations and hot-issue follows.
 */
import type { Kysely } from 'kysely';

// Kysely<any>: migrations must not depend on the app's table types (they change later).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('content_categories_name', ['site_id', 'kind', 'name'])
    .execute();

  await db.schema
    .createTable('content_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text')
    .addColumn('slug', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('audience_site', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('publish_at', 'bigint')
    .addColumn('expire_at', 'bigint')
    .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pinned_at', 'bigint')
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notify_state', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('notify_claimed_at', 'bigint')
    .addColumn('author_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('content_items_list').on('content_items').columns(['site_id', 'kind', 'status', 'publish_at']).execute();
  await db.schema.createIndex('content_items_notify').on('content_items').columns(['notify_state', 'publish_at']).execute();
  await db.schema.createIndex('content_items_slug').on('content_items').columns(['site_id', 'kind', 'slug']).unique().execute();

  // One row per audience member kind/value: lists filter by audience in SQL, so paging is exact.
  await db.schema
    .createTable('content_audience')
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_audience_pk', ['item_id', 'type', 'value'])
    .execute();
  await db.schema.createIndex('content_audience_value').on('content_audience').columns(['type', 'value']).execute();

  await db.schema
    .createTable('content_reads')
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('confirmed_at', 'bigint')
    .addPrimaryKeyConstraint('content_reads_pk', ['item_id', 'user_id'])
    .execute();
  await db.schema.createIndex('content_reads_user').on('content_reads').columns(['user_id', 'item_id']).execute();

  await db.schema
    .createTable('content_follows')
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_follows_pk', ['item_id', 'user_id'])
    .execute();
  await db.schema.createIndex('content_follows_user').on('content_follows').columns(['user_id', 'at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['content_follows', 'content_reads', 'content_audience', 'content_items', 'content_categories']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
