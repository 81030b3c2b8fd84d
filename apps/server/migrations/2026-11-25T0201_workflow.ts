/**
 * Frozen. Approval workflows: a process per form, instances (one per submission, with the
 * definition they started with and a revision every action bumps first), tasks per step pass,
 * copies, the timeline, standing delegations and the webhook outbox.
 */
import type { Kysely } from 'kysely';

// Kysely<any>: migrations must not depend on the app's table types (they change later).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wf_processes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('webhook_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('template_key', 'text')
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('wf_processes_form', ['site_id', 'form_id'])
    .execute();
  await db.schema.createIndex('wf_processes_template').on('wf_processes').columns(['site_id', 'template_key']).execute();

  await db.schema
    .createTable('wf_instances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('process_id', 'text', (c) => c.notNull())
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('submission_id', 'text', (c) => c.notNull().unique())
    .addColumn('applicant_id', 'text', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('step_key', 'text')
    .addColumn('round', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('urged_at', 'bigint')
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema.createIndex('wf_instances_applicant').on('wf_instances').columns(['site_id', 'applicant_id', 'started_at']).execute();
  await db.schema.createIndex('wf_instances_site').on('wf_instances').columns(['site_id', 'state', 'started_at']).execute();

  await db.schema
    .createTable('wf_tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('instance_id', 'text', (c) => c.notNull())
    .addColumn('step_key', 'text', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('due_at', 'bigint')
    .addColumn('reminded_at', 'bigint')
    .addColumn('escalated_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('acted_at', 'bigint')
    .execute();
  await db.schema.createIndex('wf_tasks_user').on('wf_tasks').columns(['site_id', 'user_id', 'state', 'created_at']).execute();
  await db.schema.createIndex('wf_tasks_instance').on('wf_tasks').columns(['instance_id', 'round']).execute();
  await db.schema.createIndex('wf_tasks_due').on('wf_tasks').columns(['state', 'due_at']).execute();

  await db.schema
    .createTable('wf_cc')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('instance_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('wf_cc_pk', ['instance_id', 'user_id'])
    .execute();
  await db.schema.createIndex('wf_cc_user').on('wf_cc').columns(['site_id', 'user_id', 'at']).execute();

  await db.schema
    .createTable('wf_actions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('instance_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('step_key', 'text')
    .addColumn('actor_id', 'text')
    .addColumn('on_behalf_of', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('targets', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wf_actions_instance').on('wf_actions').columns(['instance_id', 'seq']).execute();
  await db.schema.createIndex('wf_actions_actor').on('wf_actions').columns(['site_id', 'actor_id', 'at']).execute();

  await db.schema
    .createTable('wf_delegations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('from_id', 'text', (c) => c.notNull())
    .addColumn('to_id', 'text', (c) => c.notNull())
    .addColumn('form_id', 'text')
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wf_delegations_from').on('wf_delegations').columns(['site_id', 'from_id']).execute();
  await db.schema.createIndex('wf_delegations_to').on('wf_delegations').columns(['site_id', 'to_id']).execute();

  await db.schema
    .createTable('wf_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('instance_id', 'text', (c) => c.notNull())
    .addColumn('process_id', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_at', 'bigint')
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wf_deliveries_due').on('wf_deliveries').columns(['state', 'next_at']).execute();
  await db.schema.createIndex('wf_deliveries_site').on('wf_deliveries').columns(['site_id', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['wf_deliveries', 'wf_delegations', 'wf_actions', 'wf_cc', 'wf_tasks', 'wf_instances', 'wf_processes']) await db.schema.dropTable(t).execute();
}
