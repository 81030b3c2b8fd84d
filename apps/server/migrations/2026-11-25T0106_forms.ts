/**
 * Frozen. Dynamic forms: forms per site, their published versions (immutable schema JSON text),
 * one draft per user and form (a revision number for last-write-wins without losing a newer
 * write), and submissions that keep the version they were filled with and leave room for a
 * workflow (process id, lock time).
 */
import type { Kysely } from 'kysely';

// Kysely<any>: migrations must not depend on the app's table types (they change later).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('form_defs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('allow_edit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('owner_id', 'text')
    .addColumn('current_version_id', 'text')
    .addColumn('version_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('form_defs_site').on('form_defs').columns(['site_id', 'status', 'updated_at']).execute();

  await db.schema
    .createTable('form_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('schema', 'text', (c) => c.notNull())
    .addColumn('published_by', 'text', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('form_versions_number', ['form_id', 'version'])
    .execute();

  await db.schema
    .createTable('form_drafts')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('version_id', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('form_drafts_pk', ['form_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('form_submissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('version_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('submitted'))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('process_id', 'text')
    .addColumn('locked_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('form_submissions_form').on('form_submissions').columns(['form_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('form_submissions_user').on('form_submissions').columns(['site_id', 'user_id', 'created_at']).execute();
  await db.schema.createIndex('form_submissions_version').on('form_submissions').columns(['version_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['form_submissions', 'form_drafts', 'form_versions', 'form_defs']) await db.schema.dropTable(t).execute();
}
