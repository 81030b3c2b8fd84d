/**
 * Frozen. The agenda: groups (班级) with members and a join code; items (personal when group_id
 * is null, else published to a group) with reminder offsets as JSON text and a repeat rule;
 * each member's read and confirmation of group items; the reminders' next firing per item and
 * offset (claimed by a conditional update, so one process sends each); per-person settings with
 * the hash of their calendar feed secret.
 */
import type { Kysely } from 'kysely';

// Kysely<any>: migrations must not depend on the app's table types (they change later).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('agenda_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('agenda_groups_code').on('agenda_groups').columns(['site_id', 'code']).unique().execute();
  await db.schema.createIndex('agenda_groups_owner').on('agenda_groups').columns(['site_id', 'owner_id']).execute();

  await db.schema
    .createTable('agenda_members')
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('agenda_members_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema.createIndex('agenda_members_user').on('agenda_members').columns(['site_id', 'user_id']).execute();

  await db.schema
    .createTable('agenda_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('group_id', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('all_day', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remind', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('repeat', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('repeat_until', 'text')
    .addColumn('color', 'text', (c) => c.notNull().defaultTo('blue'))
    .addColumn('need_confirm', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('agenda_items_owner').on('agenda_items').columns(['site_id', 'owner_id', 'start_at']).execute();
  await db.schema.createIndex('agenda_items_group').on('agenda_items').columns(['group_id', 'start_at']).execute();

  await db.schema
    .createTable('agenda_receipts')
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .addColumn('confirmed_at', 'bigint')
    .addPrimaryKeyConstraint('agenda_receipts_pk', ['item_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('agenda_reminders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('fire_at', 'bigint', (c) => c.notNull())
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint')
    .execute();
  await db.schema.createIndex('agenda_reminders_due').on('agenda_reminders').columns(['state', 'fire_at']).execute();
  await db.schema.createIndex('agenda_reminders_item').on('agenda_reminders').columns(['item_id']).execute();

  await db.schema
    .createTable('agenda_settings')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('default_remind', 'text', (c) => c.notNull().defaultTo('[15]'))
    .addColumn('group_reminders', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('feed_hash', 'text')
    .addPrimaryKeyConstraint('agenda_settings_pk', ['site_id', 'user_id'])
    .execute();
  await db.schema.createIndex('agenda_settings_feed').on('agenda_settings').columns(['feed_hash']).unique().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['agenda_settings', 'agenda_reminders', 'agenda_receipts', 'agenda_items', 'agenda_members', 'agenda_groups']) {
    await db.schema.dropTable(t).execute();
  }
}
