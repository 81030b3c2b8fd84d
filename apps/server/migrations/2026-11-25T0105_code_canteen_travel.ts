/**
 * Frozen. The campus code (gates, blocked accounts, the passage log whose unique nonce makes
 * each code good for one passage), canteens (canteens and their staff, menus per day and meal
 * with dishes and a booking quota counter, bookings with pick-up codes unique per canteen and
 * day) and travel registrations (one row per trip; overdue and away are worked out on read).
 */
import type { Kysely } from 'kysely';

// Kysely<any>: migrations must not depend on the app's table types (they change later).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cc_gates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cc_gates_site').on('cc_gates').columns(['site_id', 'sort']).execute();

  await db.schema
    .createTable('cc_blocks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('until', 'bigint')
    .addColumn('by_id', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cc_blocks_user').on('cc_blocks').columns(['site_id', 'user_id']).unique().execute();

  await db.schema
    .createTable('cc_passages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('gate_id', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('guard_id', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cc_passages_nonce').on('cc_passages').columns(['site_id', 'nonce']).unique().execute();
  await db.schema.createIndex('cc_passages_at').on('cc_passages').columns(['site_id', 'at']).execute();
  await db.schema.createIndex('cc_passages_user').on('cc_passages').columns(['site_id', 'user_id', 'at']).execute();
  await db.schema.createIndex('cc_passages_guard').on('cc_passages').columns(['site_id', 'guard_id', 'at']).execute();

  await db.schema
    .createTable('canteens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seats', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hours', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('canteens_site').on('canteens').columns(['site_id', 'sort']).execute();

  await db.schema
    .createTable('canteen_staff')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('canteen_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('canteen_staff_pk', ['canteen_id', 'user_id'])
    .execute();
  await db.schema.createIndex('canteen_staff_user').on('canteen_staff').columns(['site_id', 'user_id']).execute();

  await db.schema
    .createTable('canteen_menus')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('canteen_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('meal', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bookable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quota', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('booked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cutoff_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('canteen_menus_slot').on('canteen_menus').columns(['canteen_id', 'date', 'meal']).unique().execute();
  await db.schema.createIndex('canteen_menus_site').on('canteen_menus').columns(['site_id', 'date']).execute();

  await db.schema
    .createTable('canteen_dishes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('menu_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('canteen_dishes_menu').on('canteen_dishes').columns(['menu_id', 'sort']).execute();

  await db.schema
    .createTable('canteen_bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('menu_id', 'text', (c) => c.notNull())
    .addColumn('canteen_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('booked_at', 'bigint', (c) => c.notNull())
    .addColumn('cancelled_at', 'bigint')
    .addColumn('taken_at', 'bigint')
    .addColumn('taken_by', 'text')
    .execute();
  await db.schema.createIndex('canteen_bookings_user').on('canteen_bookings').columns(['menu_id', 'user_id']).unique().execute();
  await db.schema.createIndex('canteen_bookings_code').on('canteen_bookings').columns(['canteen_id', 'date', 'code']).unique().execute();
  await db.schema.createIndex('canteen_bookings_mine').on('canteen_bookings').columns(['site_id', 'user_id', 'date']).execute();
  await db.schema.createIndex('canteen_bookings_taken').on('canteen_bookings').columns(['canteen_id', 'taken_at']).execute();

  await db.schema
    .createTable('travel_trips')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('department_id', 'text')
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('depart_date', 'text', (c) => c.notNull())
    .addColumn('return_date', 'text', (c) => c.notNull())
    .addColumn('transport', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    /** registered | returned | cancelled (away and overdue are read from the dates). */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('returned_at', 'bigint')
    .addColumn('cancelled_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('travel_trips_user').on('travel_trips').columns(['site_id', 'user_id', 'depart_date']).execute();
  await db.schema.createIndex('travel_trips_dept').on('travel_trips').columns(['site_id', 'department_id', 'status', 'return_date']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['travel_trips', 'canteen_bookings', 'canteen_dishes', 'canteen_menus', 'canteen_staff', 'canteens', 'cc_passages', 'cc_blocks', 'cc_gates']) {
    await db.schema.dropTable(t).execute();
  }
}
