/**
 * Changing a mobile number or e-mail address: a 6-digit code goes to the NEW address through
 * the channel's sender, and the change happens only with that code. Codes are stored hashed,
 * live 10 minutes, allow 5 tries, work once; sending is limited per user and channel.
 */
import crypto from 'node:crypto';
import { AppError, E, badInput } from '@campus/api';
import { codeSender, type CodeChannel } from '../../integrations/senders/index.js';
import type { Ctx } from '../../platform/context.js';
import { newId, now, safeEqual, sha256 } from '../../platform/util.js';
import { currentUser } from './service.js';
import { maskEmail, maskMobile } from './mask.js';
import { claimOnce, kvDrop } from '../../platform/kv.js';
import {
  consumeCode,
  contactTaken,
  countCodesSince,
  deleteCode,
  insertCode,
  latestOpenCode,
  takeAttempt,
  updateUser,
} from './queries.js';

export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_SECONDS = 60;
export const MAX_SENDS_PER_DAY = 10;

const FIELD: Record<CodeChannel, 'mobile' | 'email'> = { mobile: 'mobile', email: 'email' };
const mask = (channel: CodeChannel, v: string) => (channel === 'mobile' ? maskMobile(v) : maskEmail(v));
// The id salts the hash: equal codes of two rows do not hash alike.
const hashCode = (id: string, code: string) => sha256(`${id}:${code}`);

/** One number or address per account on a site: SSO's mobile check and resets look people up by it. */
async function refuseTaken(ctx: Ctx, field: 'mobile' | 'email', to: string, myId: string): Promise<void> {
  if (await contactTaken(ctx.db, ctx.site.id, field, to, myId)) {
    throw new AppError(E.ALREADY_TAKEN, `${field}: used by another account`, { field });
  }
}

export async function sendCode(ctx: Ctx, channel: CodeChannel, to: string) {
  const me = await currentUser(ctx);
  const field = FIELD[channel];
  if (me[field] === to) throw badInput(field, 'this is already your current one');
  await refuseTaken(ctx, field, to, me.id);
  const t = now();
  if ((await countCodesSince(ctx.db, me.id, channel, t - 24 * 3600)) >= MAX_SENDS_PER_DAY) {
    throw new AppError(E.TOO_MANY_REQUESTS, undefined, { retry_after: 24 * 3600 });
  }
  const slot = `user.code:${channel}:${me.id}`;
  if (!(await claimOnce(ctx.db, ctx.site.id, slot, t, t + RESEND_SECONDS, String(t)))) {
    throw new AppError(E.TOO_MANY_REQUESTS, undefined, { retry_after: RESEND_SECONDS });
  }
  const id = newId();
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await insertCode(ctx.db, {
    id, site_id: ctx.site.id, user_id: me.id, channel, target: to, code_hash: hashCode(id, code), expires_at: t + CODE_TTL_SECONDS, at: t,
  });
  try {
    await codeSender(channel).send(to, code, {
      db: ctx.db, siteId: ctx.site.id, userId: me.id, validMinutes: CODE_TTL_SECONDS / 60, lang: ctx.lang, log: ctx.req.log,
    });
  } catch (err) {
    // Nobody received it: forget the code and let the person ask again at once.
    await deleteCode(ctx.db, id);
    await kvDrop(ctx.db, ctx.site.id, slot);
    throw err;
  }
  await ctx.audit(`user.${channel}-code`, me.username, { to: mask(channel, to) });
  return { to: mask(channel, to), expiresIn: CODE_TTL_SECONDS, resendIn: RESEND_SECONDS };
}

/** Verifies the code sent to `to` and, when it matches, makes `to` the account's address. */
export async function changeContact(ctx: Ctx, channel: CodeChannel, to: string, code: string) {
  const me = ctx.me();
  const field = FIELD[channel];
  const t = now();
  const row = await latestOpenCode(ctx.db, ctx.site.id, me.id, channel);
  const refuse = () => new AppError(E.BAD_CODE, 'code: wrong, expired or already used', { field: 'code' });
  // The try is counted before comparing, so the sixth try fails even with the right code.
  if (!row || !(await takeAttempt(ctx.db, row.id, t, CODE_MAX_ATTEMPTS))) throw refuse();
  if (row.target !== to || !safeEqual(row.code_hash, hashCode(row.id, code))) throw refuse();
  await refuseTaken(ctx, field, to, me.id);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeCode(trx, row.id, t))) throw refuse();
    await updateUser(trx, ctx.site.id, me.id, { [field]: to, updated_at: t });
  });
  await ctx.audit(`user.edit-${channel}`, me.username, { from: mask(channel, me[field]), to: mask(channel, to) });
  return mask(channel, to);
}
