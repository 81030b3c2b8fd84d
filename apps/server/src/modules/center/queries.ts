/**
 * SQL of the center module. Every query names the site; state changes are conditional updates
 * whose row count says whether this caller won (several processes may share the database).
 */
import type { Db } from '../../platform/db/index.js';
import type { CenterCaptchasTable, CenterScanLoginsTable } from '../../platform/db/schema.js';

// --- people ---

export const findActiveUser = (db: Db, siteId: string, id: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();

export async function departmentName(db: Db, siteId: string, departmentId: string | null): Promise<string> {
  if (!departmentId) return '';
  const r = await db.selectFrom('departments').select('name').where('site_id', '=', siteId).where('id', '=', departmentId).executeTakeFirst();
  return r?.name ?? '';
}

// --- personal QR codes ---

/** Records a use; false when this code was already used for this purpose. */
export async function claimQrUse(
  db: Db,
  row: { site_id: string; nonce: string; purpose: string; user_id: string; scanner_id: string; at: number; expires_at: number },
): Promise<boolean> {
  const r = await db
    .insertInto('center_qr_uses')
    .values(row)
    .onConflict((oc) => oc.columns(['site_id', 'nonce', 'purpose']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const pruneQrUses = (db: Db, before: number) => db.deleteFrom('center_qr_uses').where('expires_at', '<', before).execute();

// --- scan-login ---

export type ScanLoginRow = CenterScanLoginsTable;

export const insertScanLogin = (db: Db, row: ScanLoginRow) => db.insertInto('center_scan_logins').values(row).execute();

export const findScanLogin = (db: Db, siteId: string, id: string) =>
  db.selectFrom('center_scan_logins').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

/**
 * Moves a live request from one state to the next, only if it is still in `from` (and, when
 * given, held by `userId`). True when this call made the change.
 */
export async function moveScanLogin(
  db: Db,
  siteId: string,
  id: string,
  at: number,
  move: { from: string; to: string; userId?: string; claimUser?: string; set?: Partial<ScanLoginRow> },
): Promise<boolean> {
  let q = db
    .updateTable('center_scan_logins')
    .set({ state: move.to, ...(move.claimUser ? { user_id: move.claimUser } : {}), ...move.set })
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .where('state', '=', move.from)
    .where('expires_at', '>', at);
  if (move.userId) q = q.where('user_id', '=', move.userId);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The desktop's one chance to turn a confirmation into a session. */
export async function consumeScanLogin(db: Db, siteId: string, id: string, at: number): Promise<boolean> {
  const r = await db
    .updateTable('center_scan_logins')
    .set({ consumed_at: at })
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .where('state', '=', 'confirmed')
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function countScanLoginsFrom(db: Db, ip: string, since: number): Promise<number> {
  const r = await db
    .selectFrom('center_scan_logins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('desktop_ip', '=', ip)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

export const pruneScanLogins = (db: Db, before: number) => db.deleteFrom('center_scan_logins').where('expires_at', '<', before).execute();

// --- slider captcha ---

export const insertCaptcha = (db: Db, row: CenterCaptchasTable) => db.insertInto('center_captchas').values(row).execute();

export const findCaptcha = (db: Db, siteId: string, id: string) =>
  db.selectFrom('center_captchas').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

/** Counts a try on an open, live puzzle below the limit; false when none is left. */
export async function takeCaptchaTry(db: Db, siteId: string, id: string, at: number, maxTries: number): Promise<boolean> {
  const r = await db
    .updateTable('center_captchas')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .where('state', '=', 'open')
    .where('tries', '<', maxTries)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function closeCaptcha(
  db: Db,
  siteId: string,
  id: string,
  set: Pick<CenterCaptchasTable, 'state'> & Partial<Pick<CenterCaptchasTable, 'pass_hash' | 'pass_expires_at'>>,
): Promise<boolean> {
  const r = await db
    .updateTable('center_captchas')
    .set(set)
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .where('state', '=', 'open')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Spends a pass token once; true when it was valid, unused and still fresh on this site. */
export async function spendCaptchaPass(db: Db, siteId: string, passHash: string, at: number): Promise<boolean> {
  const r = await db
    .updateTable('center_captchas')
    .set({ pass_used_at: at })
    .where('site_id', '=', siteId)
    .where('pass_hash', '=', passHash)
    .where('state', '=', 'passed')
    .where('pass_used_at', 'is', null)
    .where('pass_expires_at', '>', at)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function countCaptchasFrom(db: Db, ip: string, since: number): Promise<number> {
  const r = await db
    .selectFrom('center_captchas')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

export const pruneCaptchas = (db: Db, before: number) => db.deleteFrom('center_captchas').where('expires_at', '<', before).execute();

// --- service-hall favourites (user_settings) ---
