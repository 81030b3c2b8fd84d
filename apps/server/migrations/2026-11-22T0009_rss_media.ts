/**
 * Frozen. RSS subscriptions (with the last fetch cached on the row) and media: videos, the
 * photo wall (photos, likes, reports) and photo collections.
 */
import type { Kysely } from 'kysely';

// Kysely<any>: migrations must not depend on the app's table types (they change later).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rss_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category_id', 'text')
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('items', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('fetched_at', 'bigint')
    .addColumn('error_code', 'integer')
    .addColumn('error_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rss_subscriptions_source')
    .on('rss_subscriptions')
    .columns(['user_id', 'site_id', 'source'])
    .unique()
    .execute();

  await db.schema
    .createTable('media_videos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('src', 'text', (c) => c.notNull())
    .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('author_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('media_videos_list')
    .on('media_videos')
    .columns(['site_id', 'published', 'created_at'])
    .execute();

  await db.schema
    .createTable('photowall_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reviewed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reports', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('moderated_by', 'text')
    .addColumn('moderated_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('photowall_photos_list')
    .on('photowall_photos')
    .columns(['site_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('photowall_photos_user')
    .on('photowall_photos')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('photowall_likes')
    .addColumn('photo_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('photowall_likes_pk', ['photo_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('photowall_reports')
    .addColumn('photo_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('photowall_reports_pk', ['photo_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('photo_collections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('author_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('photo_collections_list')
    .on('photo_collections')
    .columns(['site_id', 'updated_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'photo_collections',
    'photowall_reports',
    'photowall_likes',
    'photowall_photos',
    'media_videos',
    'rss_subscriptions',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
