/**
 * Frozen. Activities (places `taken` only change by conditional updates, never past
 * `capacity`), sign-ups (one row per person and activity, check-in code unique per site),
 * attached files, comments, photo albums and photos.
 */
import { sql, type Kysely } from 'kysely';

// Kysely<any>: migrations must not depend on the app's table types (they change later).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('activities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('organiser', 'text', (c) => c.notNull())
    .addColumn('cover_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('place', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('signup_open_at', 'bigint', (c) => c.notNull())
    .addColumn('signup_close_at', 'bigint', (c) => c.notNull())
    .addColumn('capacity', 'integer')
    .addColumn('taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('needs_approval', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('cancelled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancel_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('checkin_secret', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('activities_taken', sql`taken >= 0 and (capacity is null or taken <= capacity)`)
    .execute();
  await db.schema.createIndex('activities_list').on('activities').columns(['site_id', 'published', 'starts_at']).execute();
  await db.schema.createIndex('activities_owner').on('activities').columns(['site_id', 'created_by']).execute();

  await db.schema
    .createTable('activity_signups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('checked_at', 'bigint')
    .addColumn('checked_by', 'text')
    .execute();
  await db.schema.createIndex('activity_signups_one').on('activity_signups').columns(['activity_id', 'user_id']).unique().execute();
  await db.schema.createIndex('activity_signups_code').on('activity_signups').columns(['site_id', 'code']).unique().execute();
  await db.schema.createIndex('activity_signups_user').on('activity_signups').columns(['site_id', 'user_id']).execute();

  await db.schema
    .createTable('activity_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('upload_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activity_files_activity').on('activity_files').columns(['activity_id', 'created_at']).execute();

  await db.schema
    .createTable('activity_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activity_comments_activity').on('activity_comments').columns(['activity_id', 'created_at']).execute();

  await db.schema
    .createTable('activity_albums')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activity_albums_activity').on('activity_albums').columns(['activity_id']).execute();

  await db.schema
    .createTable('activity_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('album_id', 'text', (c) => c.notNull())
    .addColumn('upload_id', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activity_photos_album').on('activity_photos').columns(['album_id', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['activity_photos', 'activity_albums', 'activity_comments', 'activity_files', 'activity_signups', 'activities']) {
    await db.schema.dropTable(t).execute();
  }
}
