/**
 * Frozen. Seat rooms with a grid map (cells: seats and aisles), sessions (a start and an end per
 * room), bookings and the site's seat settings.
 *
 * Double booking is made impossible by three nullable unique keys on a booking, set while it is
 * live (held, booked, checked) and NULL once it is released: `seat_key` = session:seat (one live
 * booking per seat), `user_key` = session:user (one per person per session) and `day_key` =
 * room:user:day:slot (the room's per-day limit, slot < limit). NULLs never collide on either database.
 */
import type { Kysely } from 'kysely';

// Kysely<any>: migrations must not depend on the app's table types (they change later).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('seat_rooms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('open_hours', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hold_minutes', 'integer', (c) => c.notNull())
    .addColumn('grace_minutes', 'integer', (c) => c.notNull())
    .addColumn('per_day_limit', 'integer', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cols', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('checkin_token', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seat_rooms_site').on('seat_rooms').columns(['site_id', 'name']).execute();

  await db.schema
    .createTable('seat_cells')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('room_id', 'text', (c) => c.notNull())
    .addColumn('r', 'integer', (c) => c.notNull())
    .addColumn('c', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unavailable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('power', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('near_window', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('seat_cells_place').on('seat_cells').columns(['room_id', 'r', 'c']).unique().execute();

  await db.schema
    .createTable('seat_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('room_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seat_sessions_slot').on('seat_sessions').columns(['room_id', 'starts_at']).unique().execute();
  await db.schema.createIndex('seat_sessions_day').on('seat_sessions').columns(['site_id', 'day']).execute();

  await db.schema
    .createTable('seat_bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('room_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('seat_id', 'text', (c) => c.notNull())
    .addColumn('seat_label', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('seat_key', 'text')
    .addColumn('user_key', 'text')
    .addColumn('day_key', 'text')
    .addColumn('held_until', 'bigint')
    .addColumn('deadline', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('confirmed_at', 'bigint')
    .addColumn('checked_at', 'bigint')
    .addColumn('checked_by', 'text')
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema.createIndex('seat_bookings_seat_key').on('seat_bookings').column('seat_key').unique().execute();
  await db.schema.createIndex('seat_bookings_user_key').on('seat_bookings').column('user_key').unique().execute();
  await db.schema.createIndex('seat_bookings_day_key').on('seat_bookings').column('day_key').unique().execute();
  await db.schema.createIndex('seat_bookings_code').on('seat_bookings').columns(['site_id', 'code']).unique().execute();
  await db.schema.createIndex('seat_bookings_session').on('seat_bookings').columns(['session_id', 'status']).execute();
  await db.schema.createIndex('seat_bookings_user').on('seat_bookings').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('seat_settings')
    .addColumn('site_id', 'text', (c) => c.primaryKey())
    .addColumn('no_show_limit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['seat_settings', 'seat_bookings', 'seat_sessions', 'seat_cells', 'seat_rooms']) await db.schema.dropTable(t).execute();
}
