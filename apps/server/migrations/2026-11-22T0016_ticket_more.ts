/**
 * Frozen once shipped. Tickets, continued: the event's mode settings (refund deadline, hold
 * minutes, auto-draw, draw and open-notice flags), the `held` counter of a type
 * (issued + remaining + held = quota), subscriptions, draw entries and the waiting list.
 */
import type { Kysely } from 'kysely';

// Kysely<any>: migrations must not depend on the app's table types (they change later).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ticket_events').addColumn('refund_until', 'bigint').execute();
  await db.schema.alterTable('ticket_events').addColumn('hold_minutes', 'integer', (c) => c.notNull().defaultTo(15)).execute();
  await db.schema.alterTable('ticket_events').addColumn('auto_draw', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('ticket_events').addColumn('drawn_at', 'bigint').execute();
  await db.schema.alterTable('ticket_events').addColumn('open_notified', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('ticket_types').addColumn('held', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  // One row per person and event; `active` flips on subscribe / cancel-sub.
  await db.schema
    .createTable('ticket_subs')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ticket_subs_pk', ['event_id', 'user_id'])
    .execute();

  // Reserve mode: one entry per person and type; pending → won | lost by the draw.
  await db.schema
    .createTable('ticket_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ticket_entries_once').on('ticket_entries').columns(['type_id', 'user_id']).unique().execute();
  await db.schema.createIndex('ticket_entries_event').on('ticket_entries').columns(['event_id', 'status']).execute();

  // The waiting list: one row per person and type, re-queued on rejoin; waiting → held →
  // confirmed | lapsed, or left.
  await db.schema
    .createTable('ticket_waits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('queued_at', 'bigint', (c) => c.notNull())
    .addColumn('hold_until', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ticket_waits_once').on('ticket_waits').columns(['type_id', 'user_id']).unique().execute();
  await db.schema.createIndex('ticket_waits_line').on('ticket_waits').columns(['type_id', 'status', 'queued_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ticket_waits').execute();
  await db.schema.dropTable('ticket_entries').execute();
  await db.schema.dropTable('ticket_subs').execute();
  for (const c of ['refund_until', 'hold_minutes', 'auto_draw', 'drawn_at', 'open_notified']) {
    await db.schema.alterTable('ticket_events').dropColumn(c).execute();
  }
  await db.schema.alterTable('ticket_types').dropColumn('held').execute();
}
