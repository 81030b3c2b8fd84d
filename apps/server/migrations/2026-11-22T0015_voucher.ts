/**
 * Frozen. Voucher batches (`remaining` only changes by conditional updates) and vouchers (code
 * unique per site; issued → used once, with who, when and where).
 */
import { sql, type Kysely } from 'kysely';

// Kysely<any>: migrations must not depend on the app's table types (they change later).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('voucher_batches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('benefit', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'bigint', (c) => c.notNull())
    .addColumn('valid_to', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('remaining', 'integer', (c) => c.notNull())
    .addColumn('per_person', 'integer', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('voucher_batches_remaining', sql`remaining >= 0 and remaining <= quantity`)
    .execute();
  await db.schema.createIndex('voucher_batches_site').on('voucher_batches').columns(['site_id', 'created_at']).execute();

  await db.schema
    .createTable('vouchers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('batch_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('used_by', 'text')
    .addColumn('used_place', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('vouchers_code').on('vouchers').columns(['site_id', 'code']).unique().execute();
  await db.schema.createIndex('vouchers_owner').on('vouchers').columns(['batch_id', 'user_id']).execute();
  await db.schema.createIndex('vouchers_user').on('vouchers').columns(['site_id', 'user_id']).execute();
  await db.schema.createIndex('vouchers_used').on('vouchers').columns(['site_id', 'used_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vouchers').execute();
  await db.schema.dropTable('voucher_batches').execute();
}
