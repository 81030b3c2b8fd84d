/**
 * Password login with per-account and per-address limits, session rotation, logout.
 */
import { AppError, E, type SessionUser } from '@campus/api';
import { Ctx } from '../../platform/context.js';
import type { User } from '../../platform/db/schema.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { clearSessionCookie, createSession, destroySession, setSessionCookie } from '../../platform/sessions.js';
import { logoutUrlOf } from '../../platform/sites.js';
import { now } from '../../platform/util.js';
import { spendCaptcha } from '../center/captcha.js';
import { clearFailures, countAttempts, findUserByUsername, recordFailure } from './queries.js';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

let dummyHash: Promise<string> | undefined;

export async function sessionUserOf(ctx: Ctx, user: User): Promise<SessionUser> {
  const { roles } = await ctx.authz();
  return { id: user.id, username: user.username, name: user.name, siteId: user.site_id, isSuper: user.is_super === 1, roles };
}

export async function login(ctx: Ctx, username: string, password: string, captcha?: string) {
  await requireCaptchaAfterFailures(ctx, username, captcha);
  return startSession(ctx, await checkPassword(ctx, username, password));
}

/** A few failures in: each further login attempt also spends a slider-captcha pass (center module). */
export const CAPTCHA_AFTER_ACCOUNT_FAILURES = 3;
/** Higher for an address: a campus NAT puts thousands of people behind one. */
export const CAPTCHA_AFTER_ADDRESS_FAILURES = 10;

async function requireCaptchaAfterFailures(ctx: Ctx, username: string, captcha: string | undefined): Promise<void> {
  const since = now() - LOGIN_WINDOW_SECONDS;
  const acct = await countAttempts(ctx.db, `acct:${ctx.site.id}:${username.toLowerCase()}`, since);
  const ip = await countAttempts(ctx.db, `ip:${ctx.ip}`, since);
  // At the hard limit checkPassword answers 10029; a captcha would not change that.
  if (acct >= MAX_FAILURES_PER_ACCOUNT || ip >= MAX_FAILURES_PER_ADDRESS) return;
  if (acct < CAPTCHA_AFTER_ACCOUNT_FAILURES && ip < CAPTCHA_AFTER_ADDRESS_FAILURES) return;
  if (!(await spendCaptcha(ctx.db, ctx.site.id, captcha))) {
    throw new AppError(E.CAPTCHA_FAILED, undefined, { field: 'captcha', captcha_required: true });
  }
}

/**
 * The account of this site with this username and password, under the per-account and
 * per-address limits. Every password check (login, linking an account) goes through here.
 */
export async function checkPassword(ctx: Ctx, username: string, password: string): Promise<User> {
  const t = now();
  const acctKey = `acct:${ctx.site.id}:${username.toLowerCase()}`;
  const ipKey = `ip:${ctx.ip}`;
  const since = t - LOGIN_WINDOW_SECONDS;
  if ((await countAttempts(ctx.db, acctKey, since)) >= MAX_FAILURES_PER_ACCOUNT || (await countAttempts(ctx.db, ipKey, since)) >= MAX_FAILURES_PER_ADDRESS) {
    throw new AppError(E.TOO_MANY_REQUESTS, undefined, { retry_after: LOGIN_WINDOW_SECONDS });
  }
  const user = await findUserByUsername(ctx.db, ctx.site.id, username);
  // Same work whether or not the account exists, so timing does not reveal usernames.
  dummyHash ??= hashPassword('not-a-password', ctx.platform.env.SCRYPT_LOG_N);
  const ok = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
  if (!user || !ok) {
    await recordFailure(ctx.db, [acctKey, ipKey], t, t - 24 * 3600);
    throw new AppError(E.BAD_CREDENTIALS);
  }
  if (user.status !== 'active') throw new AppError(E.ACCOUNT_DISABLED);
  await clearFailures(ctx.db, acctKey);
  return user;
}

/** Rotates: the presented session (if any) ends and a new id is issued. Used by every login method. */
export async function startSession(ctx: Ctx, user: User) {
  const presented = ctx.req.cookies.cp_sid;
  if (presented) await destroySession(ctx.platform, presented);
  const { token } = await createSession(ctx.db, ctx.platform.policy, user, {
    ip: ctx.ip,
    userAgent: String(ctx.req.headers['user-agent'] ?? ''),
  });
  setSessionCookie(ctx.reply, ctx.platform.policy, token);
  const loggedIn = new Ctx(ctx.platform, ctx.req, ctx.reply, ctx.site, user, null, token);
  await loggedIn.audit('auth.login', user.username);
  const { auth } = await loggedIn.authz();
  return { user: await sessionUserOf(loggedIn, user), auth };
}

export async function logout(ctx: Ctx) {
  const presented = ctx.req.cookies.cp_sid;
  if (presented) await destroySession(ctx.platform, presented);
  clearSessionCookie(ctx.reply, ctx.platform.policy);
  return { logout_url: logoutUrlOf(ctx.site, ctx.platform.env.DEFAULT_SITE) };
}
