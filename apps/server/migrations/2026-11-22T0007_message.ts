/**
 * Frozen. The message centre grows into the notification service's store: each row is one
 * recipient's copy of a notice (`batch_id` ties the copies of one send together), to-do items
 * (`kind` 'todo' with a `ref` closed by `done_at`), who sent it, and whether it was pushed live
 * (0 when do-not-disturb held it back: it still lands in the centre).
 */
import type { Kysely } from 'kysely';

// Kysely<any>: migrations must not depend on the app's table types (they change later).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('kind', 'text', (c) => c.notNull().defaultTo('info')).execute();
  await db.schema.alterTable('messages').addColumn('ref', 'text').execute();
  await db.schema.alterTable('messages').addColumn('done_at', 'bigint').execute();
  await db.schema.alterTable('messages').addColumn('batch_id', 'text').execute();
  await db.schema.alterTable('messages').addColumn('sender_id', 'text').execute();
  await db.schema.alterTable('messages').addColumn('pushed', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('messages_user_read').on('messages').columns(['user_id', 'read_at']).execute();
  await db.schema.createIndex('messages_site_ref').on('messages').columns(['site_id', 'ref']).execute();
  await db.schema.createIndex('messages_batch_user').on('messages').columns(['batch_id', 'user_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const i of ['messages_batch_user', 'messages_site_ref', 'messages_user_read']) await db.schema.dropIndex(i).ifExists().execute();
  for (const c of ['pushed', 'sender_id', 'batch_id', 'done_at', 'ref', 'kind']) await db.schema.alterTable('messages').dropColumn(c).execute();
}
