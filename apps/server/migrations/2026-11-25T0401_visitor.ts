/**
 * Frozen. Visitors: sign-in codes sent to a mobile number before any account exists (hashed,
 * counted tries, used once), and the passes of approved visits (one per submission, a hand-typed
 * code unique per site, the window in seconds, checked in once: `checked_in_at` is set by a
 * conditional update).
 */
import type { Kysely } from 'kysely';

// Kysely<any>: migrations must not depend on the app's table types (they change later).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('visitor_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('visitor_codes_mobile').on('visitor_codes').columns(['site_id', 'mobile', 'at']).execute();

  await db.schema
    .createTable('visitor_passes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('submission_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('visit_date', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'bigint', (c) => c.notNull())
    .addColumn('valid_to', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('checked_in_at', 'bigint')
    .addColumn('checked_in_by', 'text')
    .execute();
  await db.schema.createIndex('visitor_passes_submission').on('visitor_passes').columns(['site_id', 'submission_id']).unique().execute();
  await db.schema.createIndex('visitor_passes_code').on('visitor_passes').columns(['site_id', 'code']).unique().execute();
  await db.schema.createIndex('visitor_passes_date').on('visitor_passes').columns(['site_id', 'visit_date']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['visitor_passes', 'visitor_codes']) await db.schema.dropTable(t).execute();
}
