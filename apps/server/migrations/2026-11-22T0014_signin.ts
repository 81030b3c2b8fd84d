/**
 * Frozen. Sign-ins (window, audience, mode, optional point and radius, one-device flag, the
 * secret the rotating codes derive from), one record per person (unique: a person signs once,
 * a device serves one account per sign-in), checkpoint visits (every scan of a fixed code) and
 * wrong-code attempts (to cap guessing).
 */
import type { Kysely } from 'kysely';

// Kysely<any>: migrations must not depend on the app's table types (they change later).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('signins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('organiser_id', 'text', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('late_at', 'bigint')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('radius', 'integer')
    .addColumn('one_device', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('signins_list').on('signins').columns(['site_id', 'starts_at']).execute();
  await db.schema.createIndex('signins_organiser').on('signins').columns(['site_id', 'organiser_id']).execute();

  await db.schema
    .createTable('signin_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('signin_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('late', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('distance', 'integer')
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('device_id', 'text')
    .addColumn('session_id', 'text')
    .addColumn('signature_upload_id', 'text')
    .addColumn('signature_url', 'text')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('by_user_id', 'text')
    .execute();
  // Once per person; one account per device (NULL device ids never collide).
  await db.schema.createIndex('signin_records_once').on('signin_records').columns(['signin_id', 'user_id']).unique().execute();
  await db.schema.createIndex('signin_records_device').on('signin_records').columns(['signin_id', 'device_id']).unique().execute();
  await db.schema.createIndex('signin_records_time').on('signin_records').columns(['signin_id', 'at']).execute();

  await db.schema
    .createTable('signin_visits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('signin_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('distance', 'integer')
    .execute();
  await db.schema.createIndex('signin_visits_person').on('signin_visits').columns(['signin_id', 'user_id', 'at']).execute();

  // Wrong codes per person: a six-digit code lives 20 s, so guessing is capped per minute.
  await db.schema
    .createTable('signin_failures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('signin_failures_user').on('signin_failures').columns(['user_id', 'at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('signin_failures').execute();
  await db.schema.dropTable('signin_visits').execute();
  await db.schema.dropTable('signin_records').execute();
  await db.schema.dropTable('signins').execute();
}
