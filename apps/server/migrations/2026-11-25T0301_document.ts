/**
 * Frozen. Official document circulation: documents (numbered per site and year, unique), the
 * number counters, and one receipt per document and receiver (read, signed, handled).
 */
import type { Kysely } from 'kysely';

// Kysely<any>: migrations must not depend on the app's table types (they change later).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('number_year', 'integer', (c) => c.notNull())
    .addColumn('number_seq', 'integer', (c) => c.notNull())
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('header_text', 'text', (c) => c.notNull())
    .addColumn('header_color', 'text', (c) => c.notNull())
    .addColumn('urgency', 'text', (c) => c.notNull())
    .addColumn('secrecy', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('attachments', 'text', (c) => c.notNull())
    .addColumn('targets', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addColumn('reminded_at', 'bigint')
    .execute();
  await db.schema.createIndex('documents_number').on('documents').columns(['site_id', 'number_year', 'number_seq']).unique().execute();
  await db.schema.createIndex('documents_site').on('documents').columns(['site_id', 'sent_at']).execute();
  await db.schema.createIndex('documents_sender').on('documents').columns(['sender_id', 'sent_at']).execute();

  await db.schema
    .createTable('document_numbers')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('last', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_numbers_pk', ['site_id', 'year'])
    .execute();

  await db.schema
    .createTable('document_receipts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('document_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('department_id', 'text')
    .addColumn('forwarded_by', 'text')
    .addColumn('read_at', 'bigint')
    .addColumn('signed_at', 'bigint')
    .addColumn('done_at', 'bigint')
    .addColumn('opinion', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('document_receipts_one').on('document_receipts').columns(['document_id', 'user_id']).unique().execute();
  await db.schema.createIndex('document_receipts_user').on('document_receipts').columns(['site_id', 'user_id', 'done_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_receipts').execute();
  await db.schema.dropTable('document_numbers').execute();
  await db.schema.dropTable('documents').execute();
}
