/**
 * Frozen. The phone book (units and offices as one tree, entries with numbers as JSON text, each
 * user's views for frequent and recent) and the shuttle bus (stops, routes with ordered stops,
 * timetables with trips as JSON text, the site's holiday dates).
 */
import type { Kysely } from 'kysely';

// Kysely<any>: migrations must not depend on the app's table types (they change later).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tel_units')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('emergency', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tel_units_site').on('tel_units').columns(['site_id', 'parent_id', 'sort']).execute();

  await db.schema
    .createTable('tel_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('unit_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phones', 'text', (c) => c.notNull())
    .addColumn('digits', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tel_entries_unit').on('tel_entries').columns(['site_id', 'unit_id', 'sort']).execute();

  await db.schema
    .createTable('tel_views')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('viewed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('tel_views_pk', ['user_id', 'entry_id'])
    .execute();
  await db.schema.createIndex('tel_views_entry').on('tel_views').columns(['entry_id']).execute();

  await db.schema
    .createTable('bus_stops')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bus_stops_site').on('bus_stops').columns(['site_id', 'name']).execute();

  await db.schema
    .createTable('bus_routes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bus_routes_site').on('bus_routes').columns(['site_id', 'sort']).execute();

  await db.schema
    .createTable('bus_route_stops')
    .addColumn('route_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('stop_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bus_route_stops_pk', ['route_id', 'seq'])
    .execute();
  await db.schema.createIndex('bus_route_stops_stop').on('bus_route_stops').columns(['site_id', 'stop_id']).execute();

  await db.schema
    .createTable('bus_timetables')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('route_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('days', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'text')
    .addColumn('valid_to', 'text')
    .addColumn('trips', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bus_timetables_route').on('bus_timetables').columns(['site_id', 'route_id']).execute();

  await db.schema
    .createTable('bus_holidays')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bus_holidays_pk', ['site_id', 'date'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['bus_holidays', 'bus_timetables', 'bus_route_stops', 'bus_routes', 'bus_stops', 'tel_views', 'tel_entries', 'tel_units'])
    await db.schema.dropTable(t).execute();
}
