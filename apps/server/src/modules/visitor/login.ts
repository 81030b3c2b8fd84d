/**
 * Signing in as a visitor: a 6-digit code to a mobile number, then a session for the `visitor`
 * account of that number, made on the first sign-in (no password: this is its only way in).
 * Codes are stored hashed (salted by id), live 10 minutes, allow 5 tries, work once; sending is
 * limited per number (once a minute, 10 a day) and per address. A number that belongs to a
 * campus account is refused: that person signs in with their account, and a code must never
 * open a campus account.
 */
import crypto from 'node:crypto';
import { AppError, E } from '@campus/api';
import { codeSender } from '../../integrations/senders/index.js';
import type { Ctx } from '../../platform/context.js';
import { claimOnce, hit, kvDrop } from '../../platform/kv.js';
import { macOf, siteSecret } from '../../platform/signing.js';
import { newId, now, safeEqual, sha256 } from '../../platform/util.js';
import { startSession } from '../auth/service.js';
import { maskMobile } from '../user/mask.js';
import * as q from './queries.js';

export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_SECONDS = 60;
export const MAX_SENDS_PER_DAY = 10;
/** Per address and hour: a campus NAT puts many visitors behind one, but not hundreds an hour. */
export const MAX_SENDS_PER_ADDRESS_HOUR = 60;

const hashCode = (id: string, code: string) => sha256(`visitor:${id}:${code}`);
/**
 * The account's username: derived from the number under a per-site secret, so one number makes one
 * account (the unique username settles two first sign-ins at once) while people searches, which
 * show usernames, do not reveal the number.
 */
const usernameOf = async (ctx: Ctx, mobile: string) => `visitor_${macOf(await siteSecret(ctx.db, ctx.site.id, 'visitor.accountKey'), mobile)}`;

/** The visitor account of the number, or null; 30002 naming `mobile` when a campus account holds it. */
async function visitorOf(ctx: Ctx, mobile: string) {
  const users = await q.usersByMobile(ctx.db, ctx.site.id, mobile);
  if (users.some((u) => u.kind !== 'visitor')) throw new AppError(E.ALREADY_TAKEN, 'mobile: belongs to a campus account, sign in with it', { field: 'mobile' });
  return users[0] ?? (await q.findUserByUsername(ctx.db, ctx.site.id, await usernameOf(ctx, mobile))) ?? null;
}

export async function sendCode(ctx: Ctx, mobile: string) {
  const account = await visitorOf(ctx, mobile);
  if (account && account.status !== 'active') throw new AppError(E.ACCOUNT_DISABLED, undefined, { field: 'mobile' });
  const t = now();
  if ((await q.countCodesSince(ctx.db, ctx.site.id, mobile, t - 24 * 3600)) >= MAX_SENDS_PER_DAY) {
    throw new AppError(E.TOO_MANY_REQUESTS, undefined, { retry_after: 24 * 3600, field: 'mobile' });
  }
  if ((await hit(ctx.db, ctx.site.id, `visitor.ip:${ctx.ip}`, t, 3600)) > MAX_SENDS_PER_ADDRESS_HOUR) {
    throw new AppError(E.TOO_MANY_REQUESTS, undefined, { retry_after: 3600 });
  }
  const slot = `visitor.code:${mobile}`;
  if (!(await claimOnce(ctx.db, ctx.site.id, slot, t, t + RESEND_SECONDS, String(t)))) {
    throw new AppError(E.TOO_MANY_REQUESTS, undefined, { retry_after: RESEND_SECONDS, field: 'mobile' });
  }
  const id = newId();
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await q.insertCode(ctx.db, { id, site_id: ctx.site.id, mobile, code_hash: hashCode(id, code), attempts: 0, ip: ctx.ip.slice(0, 64), expires_at: t + CODE_TTL_SECONDS, used_at: null, at: t });
  try {
    // A first-time visitor has no account yet: the built-in sender's inbox copy then reaches
    // nobody and the operator's log carries the code, as for any fresh install without a gateway.
    await codeSender('mobile').send(mobile, code, {
      db: ctx.db, siteId: ctx.site.id, userId: account?.id ?? '', validMinutes: CODE_TTL_SECONDS / 60, lang: ctx.lang, log: ctx.req.log,
    });
  } catch (err) {
    await q.deleteCode(ctx.db, id);
    await kvDrop(ctx.db, ctx.site.id, slot);
    throw err;
  }
  await ctx.audit('visitor.code', maskMobile(mobile));
  return { to: maskMobile(mobile), expiresIn: CODE_TTL_SECONDS, resendIn: RESEND_SECONDS };
}

export async function login(ctx: Ctx, mobile: string, code: string) {
  const t = now();
  const refuse = () => new AppError(E.BAD_CODE, 'code: wrong, expired or already used', { field: 'code' });
  const row = await q.latestOpenCode(ctx.db, ctx.site.id, mobile);
  // The try is counted before comparing, so the sixth try fails even with the right code.
  if (!row || !(await q.takeAttempt(ctx.db, row.id, t, CODE_MAX_ATTEMPTS))) throw refuse();
  if (!safeEqual(row.code_hash, hashCode(row.id, code))) throw refuse();
  if (!(await q.consumeCode(ctx.db, row.id, t))) throw refuse();
  let user = await visitorOf(ctx, mobile);
  let created = false;
  if (!user) {
    const fresh = {
      id: newId(), site_id: ctx.site.id, username: await usernameOf(ctx, mobile), name: maskMobile(mobile), password_hash: '!', kind: 'visitor', number: '', mobile, email: '', avatar: '', gender: '',
      department_id: null, class_id: null, status: 'active', is_super: 0, created_at: t, updated_at: t,
    };
    // Two first sign-ins of one number at once: the unique username lets one insert, both use it.
    created = await q.insertUser(ctx.db, fresh);
    user = await q.findUserByUsername(ctx.db, ctx.site.id, fresh.username) ?? null;
    if (!user) throw new AppError(E.SYSTEM);
  }
  if (user.status !== 'active') throw new AppError(E.ACCOUNT_DISABLED);
  return { ...(await startSession(ctx, user)), created };
}
