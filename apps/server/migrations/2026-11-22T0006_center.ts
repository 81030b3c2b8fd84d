/** Frozen. Identity screens: used personal-QR nonces, scan-login requests, slider captchas. */
import type { Kysely } from 'kysely';

// Kysely<any>: migrations must not depend on the app's table types (they change later).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One row per (code, purpose) verified: the primary key is what makes a code single use.
  await db.schema
    .createTable('center_qr_uses')
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('scanner_id', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('center_qr_uses_pk', ['site_id', 'nonce', 'purpose'])
    .execute();
  await db.schema.createIndex('center_qr_uses_expires').on('center_qr_uses').column('expires_at').execute();

  await db.schema
    .createTable('center_scan_logins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('poll_hash', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('desktop_ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('desktop_ua', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('scanned_at', 'bigint')
    .addColumn('decided_at', 'bigint')
    .addColumn('consumed_at', 'bigint')
    .execute();
  await db.schema.createIndex('center_scan_logins_expires').on('center_scan_logins').column('expires_at').execute();
  await db.schema.createIndex('center_scan_logins_ip').on('center_scan_logins').columns(['desktop_ip', 'created_at']).execute();

  await db.schema
    .createTable('center_captchas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'text', (c) => c.notNull())
    .addColumn('gap_x', 'integer', (c) => c.notNull())
    .addColumn('piece_y', 'integer', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('pass_hash', 'text', (c) => c.unique())
    .addColumn('pass_expires_at', 'bigint')
    .addColumn('pass_used_at', 'bigint')
    .execute();
  await db.schema.createIndex('center_captchas_expires').on('center_captchas').column('expires_at').execute();
  await db.schema.createIndex('center_captchas_ip').on('center_captchas').columns(['ip', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['center_captchas', 'center_scan_logins', 'center_qr_uses']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
