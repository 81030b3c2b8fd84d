/**
 * Frozen. A form may be opened to visitors (accounts signed in by SMS code, without a campus
 * identity): only such forms can be seen or filled by them (the visitor application).
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('form_defs').addColumn('visitors', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('form_defs').dropColumn('visitors').execute();
}
