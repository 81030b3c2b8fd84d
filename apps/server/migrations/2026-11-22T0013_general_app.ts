/**
 * Frozen. Venue and event appointments: spaces (opening hours, capacity, rules as columns and
 * JSON text), slot counters created on first booking (one row per space and start, `remaining`
 * only changed by conditional updates), per-person usage counters per day and week, the
 * appointments (a live appointment holds its slot in `hold`, unique per user, so one person
 * cannot book one slot twice) and an event log per appointment.
 */
import { sql, type Kysely } from 'kysely';

// Kysely<any>: migrations must not depend on the app's table types (they change later).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ga_spaces')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('whole', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hours', 'text', (c) => c.notNull())
    .addColumn('slot_minutes', 'integer', (c) => c.notNull())
    .addColumn('horizon_days', 'integer', (c) => c.notNull())
    .addColumn('per_day', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('per_week', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('approval', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('approvers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('checkin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('grace_minutes', 'integer', (c) => c.notNull().defaultTo(15))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ga_spaces_site').on('ga_spaces').columns(['site_id', 'enabled', 'sort']).execute();

  await db.schema
    .createTable('ga_slots')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('space_id', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('remaining', 'integer', (c) => c.notNull())
    .addCheckConstraint('ga_slots_remaining', sql`remaining >= 0 and remaining <= capacity`)
    .execute();
  await db.schema.createIndex('ga_slots_start').on('ga_slots').columns(['space_id', 'starts_at']).unique().execute();

  await db.schema
    .createTable('ga_usage')
    .addColumn('space_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ga_usage_pk', ['space_id', 'user_id', 'period'])
    .addCheckConstraint('ga_usage_used', sql`used >= 0`)
    .execute();

  await db.schema
    .createTable('ga_appointments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('space_id', 'text', (c) => c.notNull())
    .addColumn('slot_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('series_id', 'text')
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('attendees', 'integer', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('hold', 'text')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('checkin', 'integer', (c) => c.notNull())
    .addColumn('grace_until', 'bigint', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('week', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'bigint')
    .addColumn('checked_at', 'bigint')
    .addColumn('checked_by', 'text')
    .addColumn('cancelled_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ga_appointments_hold')
    .on('ga_appointments')
    .columns(['user_id', 'hold'])
    .unique()
    .execute();
  await db.schema
    .createIndex('ga_appointments_code')
    .on('ga_appointments')
    .columns(['site_id', 'code'])
    .unique()
    .execute();
  await db.schema
    .createIndex('ga_appointments_user')
    .on('ga_appointments')
    .columns(['site_id', 'user_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('ga_appointments_space')
    .on('ga_appointments')
    .columns(['site_id', 'space_id', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('ga_appointments_status')
    .on('ga_appointments')
    .columns(['site_id', 'status', 'starts_at'])
    .execute();

  await db.schema
    .createTable('ga_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('appointment_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('by_id', 'text')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ga_events_user').on('ga_events').columns(['site_id', 'user_id', 'at']).execute();
  await db.schema.createIndex('ga_events_appointment').on('ga_events').columns(['appointment_id', 'at']).execute();
}
