/**
 * Frozen. Repair orders and dispatch: categories (with SLA minutes), areas (buildings as JSON),
 * workers' duty and skills, automatic assignment rules, orders (state moved by conditional
 * updates on `version`), their timeline, and the statistics roll-up (sums per site day and
 * category, area or worker, so figures over a million orders read a few thousand rows).
 */
import type { Kysely } from 'kysely';

// Kysely<any>: migrations must not depend on the app's table types (they change later).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('repair_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('assign_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('finish_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('repair_categories_site').on('repair_categories').columns(['site_id', 'sort']).execute();

  await db.schema
    .createTable('repair_areas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('buildings', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('repair_areas_site').on('repair_areas').columns(['site_id', 'sort']).execute();

  await db.schema
    .createTable('repair_workers')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('on_duty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('repair_workers_pk', ['site_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('repair_skills')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('repair_skills_pk', ['site_id', 'user_id', 'category_id'])
    .execute();
  await db.schema.createIndex('repair_skills_category').on('repair_skills').columns(['site_id', 'category_id']).execute();

  await db.schema
    .createTable('repair_rules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('area_id', 'text')
    .addColumn('worker_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('repair_rules_site').on('repair_rules').columns(['site_id', 'category_id']).execute();

  await db.schema
    .createTable('repair_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('reporter_id', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('area_id', 'text', (c) => c.notNull())
    .addColumn('building', 'text', (c) => c.notNull())
    .addColumn('room', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('preferred_time', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('asset_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('worker_id', 'text')
    .addColumn('before_photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('after_photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('materials', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('rating', 'integer')
    .addColumn('rating_comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('back_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('merged_into', 'text')
    .addColumn('reopen_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('assigned_at', 'bigint')
    .addColumn('accepted_at', 'bigint')
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .addColumn('assign_due_at', 'bigint')
    .addColumn('finish_due_at', 'bigint')
    .addColumn('escalated_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('repair_orders_reporter').on('repair_orders').columns(['site_id', 'reporter_id', 'created_at']).execute();
  await db.schema.createIndex('repair_orders_worker').on('repair_orders').columns(['site_id', 'worker_id', 'state']).execute();
  await db.schema.createIndex('repair_orders_state').on('repair_orders').columns(['site_id', 'state', 'created_at']).execute();
  // Newest first (lists, the export's keyset pages) without a sort.
  await db.schema.createIndex('repair_orders_created').on('repair_orders').columns(['site_id', 'created_at', 'id']).execute();

  // Statistics: each order's figures summed per site day and per category (dim c), area (a) and
  // worker (w, '' for none), kept up to date in the transaction that changes the order.
  await db.schema
    .createTable('repair_stats')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('dim', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('finished', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancelled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('assigned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('assign_sum', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('finish_sum', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sla_counted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sla_met', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('repair_stats_pk', ['site_id', 'dim', 'day', 'key'])
    .execute();

  await db.schema
    .createTable('repair_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('repair_events_order').on('repair_events').columns(['order_id', 'at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['repair_stats', 'repair_events', 'repair_orders', 'repair_rules', 'repair_skills', 'repair_workers', 'repair_areas', 'repair_categories']) {
    await db.schema.dropTable(t).execute();
  }
}
