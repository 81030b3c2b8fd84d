/**
 * Frozen. Single sign-on: a flow row is tied to the browser that started it, a pending identity
 * (waiting to be bound) keeps its subject and what the provider said about it, and one account
 * holds at most one identity per method.
 */
import type { Kysely } from 'kysely';

// Kysely<any>: migrations must not depend on the app's table types (they change later).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // sha256 of the browser's cp_sso cookie: a flow or pending identity only completes in that browser.
  await db.schema.alterTable('sso_flows').addColumn('browser', 'text', (c) => c.notNull().defaultTo('')).execute();
  // The provider's subject, for pending identities.
  await db.schema.alterTable('sso_flows').addColumn('subject', 'text', (c) => c.notNull().defaultTo('')).execute();
  // JSON: display name and attributes/claims the provider released.
  await db.schema.alterTable('sso_flows').addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}')).execute();
  await db.schema.createIndex('sso_flows_expires').on('sso_flows').column('expires_at').execute();
  await db.schema
    .createIndex('sso_identities_user')
    .on('sso_identities')
    .columns(['site_id', 'provider', 'user_id'])
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sso_identities_user').ifExists().execute();
  await db.schema.dropIndex('sso_flows_expires').ifExists().execute();
  await db.schema.alterTable('sso_flows').dropColumn('detail').execute();
  await db.schema.alterTable('sso_flows').dropColumn('subject').execute();
  await db.schema.alterTable('sso_flows').dropColumn('browser').execute();
}
