/**
 * Frozen. The asset register: one row per asset, its code unique per site, value in integer
 * cents, purchase date as `YYYY-MM-DD` text (or null); scrapping keeps the row.
 */
import type { Kysely } from 'kysely';

// Kysely<any>: migrations must not depend on the app's table types (they change later).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('assets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('keeper_id', 'text')
    .addColumn('department_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('purchase_date', 'text')
    .addColumn('value_cents', 'bigint')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('scrap_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('scrapped_at', 'bigint')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('assets_code').on('assets').columns(['site_id', 'code']).unique().execute();
  await db.schema.createIndex('assets_keeper').on('assets').columns(['site_id', 'keeper_id']).execute();
  await db.schema.createIndex('assets_status').on('assets').columns(['site_id', 'status']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('assets').execute();
}
