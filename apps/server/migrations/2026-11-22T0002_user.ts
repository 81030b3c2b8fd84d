/** Frozen. Links between accounts of one person on one site (for "switch account"). */
import type { Kysely } from 'kysely';

// Kysely<any>: migrations must not depend on the app's table types (they change later).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Stored in both directions (A->B and B->A) so "accounts of A" is one indexed lookup.
  await db.schema
    .createTable('user_links')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('linked_user_id', 'text', (c) => c.notNull())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_links_pk', ['user_id', 'linked_user_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_links').ifExists().execute();
}
