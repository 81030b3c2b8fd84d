/**
 * Frozen. Ticket events, their ticket types (quota and the remaining counter grabs decrement
 * conditionally) and issued tickets (redemption code unique per site).
 */
import { sql, type Kysely } from 'kysely';

// Kysely<any>: migrations must not depend on the app's table types (they change later).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ticket_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('place', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('open_at', 'bigint', (c) => c.notNull())
    .addColumn('close_at', 'bigint', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ticket_events_list').on('ticket_events').columns(['site_id', 'published', 'open_at']).execute();

  await db.schema
    .createTable('ticket_types')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quota', 'integer', (c) => c.notNull())
    .addColumn('remaining', 'integer', (c) => c.notNull())
    .addColumn('per_person', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('ticket_types_remaining', sql`remaining >= 0 and remaining <= quota`)
    .execute();
  await db.schema.createIndex('ticket_types_event').on('ticket_types').columns(['event_id', 'sort']).execute();

  await db.schema
    .createTable('tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('checked_at', 'bigint')
    .addColumn('checked_by', 'text')
    .addColumn('cancelled_at', 'bigint')
    .execute();
  await db.schema.createIndex('tickets_code').on('tickets').columns(['site_id', 'code']).unique().execute();
  await db.schema.createIndex('tickets_owner').on('tickets').columns(['type_id', 'user_id', 'status']).execute();
  await db.schema.createIndex('tickets_event').on('tickets').columns(['event_id', 'user_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tickets').execute();
  await db.schema.dropTable('ticket_types').execute();
  await db.schema.dropTable('ticket_events').execute();
}
