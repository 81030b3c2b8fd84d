/**
 * Frozen. The document library (folders per shelf, files pointing at uploads with an audience
 * kept twice: as JSON for editing and as rows for filtering in SQL), the query service (sets,
 * their rows keyed by the normalised key values, each user's hourly quota) and daily clock-in
 * (rules with windows and places as JSON text, one record per person, rule, day and window).
 */
import type { Kysely } from 'kysely';

// Kysely<any>: migrations must not depend on the app's table types (they change later).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('file_folders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('shelf', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('file_folders_site').on('file_folders').columns(['site_id', 'shelf', 'sort']).execute();

  await db.schema
    .createTable('library_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('shelf', 'text', (c) => c.notNull())
    .addColumn('folder_id', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('upload_id', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('library_files_site').on('library_files').columns(['site_id', 'shelf', 'created_at']).execute();
  await db.schema.createIndex('library_files_folder').on('library_files').columns(['folder_id']).execute();

  await db.schema
    .createTable('library_file_audience')
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('library_file_audience_pk', ['file_id', 'type', 'value'])
    .execute();
  await db.schema.createIndex('library_file_audience_value').on('library_file_audience').columns(['type', 'value']).execute();

  await db.schema
    .createTable('dq_sets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('key_columns', 'text', (c) => c.notNull())
    .addColumn('show_columns', 'text', (c) => c.notNull())
    .addColumn('number_column', 'text')
    .addColumn('opens_at', 'bigint')
    .addColumn('closes_at', 'bigint')
    .addColumn('limit_per_hour', 'integer', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('row_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('queries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('dq_sets_site').on('dq_sets').columns(['site_id', 'updated_at']).execute();

  await db.schema
    .createTable('dq_rows')
    .addColumn('set_id', 'text', (c) => c.notNull())
    .addColumn('row_key', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('dq_rows_pk', ['set_id', 'row_key'])
    .execute();

  await db.schema
    .createTable('dq_quota')
    .addColumn('set_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('hour_start', 'bigint', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('dq_quota_pk', ['set_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('clock_rules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('weekdays', 'text', (c) => c.notNull())
    .addColumn('windows', 'text', (c) => c.notNull())
    .addColumn('places', 'text', (c) => c.notNull())
    .addColumn('starts_on', 'text')
    .addColumn('ends_on', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clock_rules_site').on('clock_rules').columns(['site_id']).execute();

  await db.schema
    .createTable('clock_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('rule_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('window_index', 'integer', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('place', 'text')
    .addColumn('distance', 'integer')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .execute();
  // One record per person, rule, day and window: concurrent taps make one row.
  await db.schema.createIndex('clock_records_once').on('clock_records').columns(['rule_id', 'user_id', 'date', 'window_index']).unique().execute();
  await db.schema.createIndex('clock_records_day').on('clock_records').columns(['rule_id', 'date']).execute();
  await db.schema.createIndex('clock_records_user').on('clock_records').columns(['user_id', 'date']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['clock_records', 'clock_rules', 'dq_quota', 'dq_rows', 'dq_sets', 'library_file_audience', 'library_files', 'file_folders']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
