/**
 * Scan-login: the desktop shows a code, a logged-in phone scans and confirms, and the desktop's
 * own poll becomes a session. The desktop proves itself with a poll secret the phone never sees.
 * Every step is a conditional update on one row, so two phones or two polls cannot both win and
 * a confirmed, cancelled or expired request never changes again.
 */
import { AppError, E, SCAN_LOGIN_TTL_SECONDS, type ScanLoginState } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { newId, randomToken, safeEqual, sha256 } from '../../platform/util.js';
import { startSession } from '../auth/service.js';
import { clock } from './clock.js';
import { deviceSummary } from './device.js';
import { maskName } from './person.js';
import { consumeScanLogin, countScanLoginsFrom, findActiveUser, findScanLogin, insertScanLogin, moveScanLogin, pruneScanLogins, type ScanLoginRow } from './queries.js';

export const POLL_COOKIE = 'cp_sml';
const POLL_PATH = '/api/center/scan-login';
/** After the phone confirms, the desktop has this long to collect its session. */
const COLLECT_SECONDS = 60;

function stateOf(row: ScanLoginRow, t: number): ScanLoginState {
  if (row.state === 'cancelled') return 'cancelled';
  if (row.expires_at <= t && row.consumed_at === null) return 'expired';
  return row.state as ScanLoginState;
}

function phonePath(ctx: Ctx, id: string): string {
  const prefix = ctx.site.id === ctx.platform.env.DEFAULT_SITE ? '' : `/${ctx.site.id}`;
  return `${ctx.platform.env.PUBLIC_ORIGIN?.replace(/\/$/, '') ?? ''}${prefix}/site/smlogin/index?id=${encodeURIComponent(id)}`;
}

/** Requests one address may open per TTL (a desktop asks for a new code every two minutes). */
export const MAX_REQUESTS_PER_ADDRESS = 60;

export async function createRequest(ctx: Ctx) {
  const t = clock.now();
  if ((await countScanLoginsFrom(ctx.db, ctx.ip.slice(0, 64), t - SCAN_LOGIN_TTL_SECONDS)) >= MAX_REQUESTS_PER_ADDRESS) {
    throw new AppError(E.TOO_MANY_REQUESTS, undefined, { retry_after: SCAN_LOGIN_TTL_SECONDS });
  }
  const id = newId();
  const poll = randomToken(24);
  await pruneScanLogins(ctx.db, t - 3600);
  await insertScanLogin(ctx.db, {
    id, site_id: ctx.site.id, poll_hash: sha256(poll), state: 'waiting', user_id: null,
    desktop_ip: ctx.ip.slice(0, 64), desktop_ua: String(ctx.req.headers['user-agent'] ?? '').slice(0, 300),
    created_at: t, expires_at: t + SCAN_LOGIN_TTL_SECONDS, scanned_at: null, decided_at: null, consumed_at: null,
  });
  ctx.reply.setCookie(POLL_COOKIE, poll, {
    path: POLL_PATH, httpOnly: true, sameSite: 'strict', secure: ctx.platform.policy.secureCookies, maxAge: SCAN_LOGIN_TTL_SECONDS + COLLECT_SECONDS,
  });
  return { id, code: phonePath(ctx, id), expiresAt: t + SCAN_LOGIN_TTL_SECONDS, expiresIn: SCAN_LOGIN_TTL_SECONDS, poll };
}

/** Desktop poll. The first poll that sees the confirmation logs the desktop in, exactly once. */
export async function pollRequest(ctx: Ctx, id: string, poll: string | undefined) {
  const row = await findScanLogin(ctx.db, ctx.site.id, id);
  if (!row) throw new AppError(E.NOT_FOUND, 'id: no such scan-login', { field: 'id' });
  const presented = poll ?? ctx.req.cookies[POLL_COOKIE];
  if (!presented || !safeEqual(sha256(presented), row.poll_hash)) throw new AppError(E.FORBIDDEN, 'poll: not the desktop that asked', { field: 'poll' });
  const t = clock.now();
  const scanner = row.user_id ? await findActiveUser(ctx.db, ctx.site.id, row.user_id) : undefined;
  const answer = { name: scanner ? maskName(scanner.name) : null, expiresAt: row.expires_at, login: null };
  const state = stateOf(row, t);
  if (state !== 'confirmed' || row.consumed_at !== null) return { ...answer, state };
  if (!scanner) throw new AppError(E.ACCOUNT_DISABLED);
  if (!(await consumeScanLogin(ctx.db, ctx.site.id, id, t))) return { ...answer, state: 'confirmed' as const };
  ctx.reply.clearCookie(POLL_COOKIE, { path: POLL_PATH, httpOnly: true, sameSite: 'strict', secure: ctx.platform.policy.secureCookies });
  return { ...answer, state: 'confirmed' as const, login: await startSession(ctx, scanner) };
}

/** Why a move did not happen, as the phone should hear it. */
async function refuse(ctx: Ctx, id: string, me: string): Promise<never> {
  const row = await findScanLogin(ctx.db, ctx.site.id, id);
  if (!row) throw new AppError(E.NOT_FOUND, 'id: no such scan-login', { field: 'id' });
  const state = stateOf(row, clock.now());
  if (state === 'expired') throw new AppError(E.EXPIRED, undefined, { field: 'id', state });
  if (row.user_id && row.user_id !== me) throw new AppError(E.FORBIDDEN, 'id: scanned by someone else', { field: 'id', state });
  throw new AppError(E.CONFLICT, `id: already ${state}`, { field: 'id', state });
}

export async function scanRequest(ctx: Ctx, id: string) {
  const me = ctx.me();
  const t = clock.now();
  const moved = await moveScanLogin(ctx.db, ctx.site.id, id, t, { from: 'waiting', to: 'scanned', claimUser: me.id, set: { scanned_at: t } });
  const row = await findScanLogin(ctx.db, ctx.site.id, id);
  // Scanning again from the same phone (a reload) shows the same request.
  if (!row || (!moved && (row.state !== 'scanned' || row.user_id !== me.id || stateOf(row, t) === 'expired'))) return refuse(ctx, id, me.id);
  return {
    id, state: stateOf(row, t), site: { id: ctx.site.id, name: ctx.site.name }, ip: row.desktop_ip, device: deviceSummary(row.desktop_ua),
    createdAt: row.created_at, expiresAt: row.expires_at,
  };
}

export async function decideRequest(ctx: Ctx, id: string, to: 'confirmed' | 'cancelled') {
  const me = ctx.me();
  const t = clock.now();
  const set = to === 'confirmed' ? { decided_at: t, expires_at: t + COLLECT_SECONDS } : { decided_at: t };
  if (!(await moveScanLogin(ctx.db, ctx.site.id, id, t, { from: 'scanned', to, userId: me.id, set }))) return refuse(ctx, id, me.id);
  await ctx.audit(`center.scanLogin.${to === 'confirmed' ? 'confirm' : 'cancel'}`, id);
  return { state: to };
}
