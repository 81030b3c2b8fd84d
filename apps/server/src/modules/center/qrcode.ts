/**
 * Personal QR codes. A code names (site, user, 30-second window, nonce) and carries an
 * HMAC-SHA256 under a per-site secret kept in `kv`, so every process issues and checks the same
 * codes. A code is good in its window and the next one (clock skew, slow scanners), and a scanner
 * can use it once per purpose: a screenshot is worthless a minute later and cannot be reused.
 */
import crypto from 'node:crypto';
import { AppError, E, QR_PERIOD_SECONDS, badInput } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { macOf, siteSecret } from '../../platform/signing.js';
import { safeEqual } from '../../platform/util.js';
import { clock } from './clock.js';
import { personOf, seesInFull } from './person.js';
import { claimQrUse, findActiveUser, pruneQrUses } from './queries.js';

const PREFIX = 'cp1';
const SECRET_KEY = 'center.qr_secret';

interface Claims {
  site: string;
  user: string;
  window: number;
  nonce: string;
}

export async function issueCode(ctx: Ctx) {
  const me = ctx.me();
  const t = clock.now();
  const window = Math.floor(t / QR_PERIOD_SECONDS);
  const payload = Buffer.from([ctx.site.id, me.id, window, crypto.randomBytes(9).toString('base64url')].join(':')).toString('base64url');
  const signed = `${PREFIX}.${payload}`;
  const code = `${signed}.${macOf(await siteSecret(ctx.db, ctx.site.id, SECRET_KEY), signed)}`;
  return {
    code,
    expiresAt: (window + 2) * QR_PERIOD_SECONDS,
    refreshIn: (window + 1) * QR_PERIOD_SECONDS - t,
    period: QR_PERIOD_SECONDS,
    person: await personOf(ctx, me, false),
  };
}

function parse(code: string): { signed: string; mac: string; claims: Claims } {
  const parts = code.split('.');
  const [prefix, payload, mac] = parts;
  if (parts.length !== 3 || prefix !== PREFIX || !payload || !mac) throw badInput('code', 'not a personal QR code');
  const fields = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  const [site, user, window, nonce] = fields;
  if (fields.length !== 4 || !site || !user || !nonce || !/^\d{1,12}$/.test(window ?? '')) throw badInput('code', 'not a personal QR code');
  return { signed: `${prefix}.${payload}`, mac, claims: { site, user, window: Number(window), nonce } };
}

export async function verifyCode(ctx: Ctx, code: string, purpose: string) {
  const scanner = ctx.me();
  const { signed, mac, claims } = parse(code);
  if (claims.site !== ctx.site.id) throw new AppError(E.FORBIDDEN, 'code: issued on another site', { field: 'code' });
  if (!safeEqual(mac, macOf(await siteSecret(ctx.db, ctx.site.id, SECRET_KEY), signed))) throw new AppError(E.BAD_SIGNATURE, undefined, { field: 'code' });
  const t = clock.now();
  const current = Math.floor(t / QR_PERIOD_SECONDS);
  // The previous window is the grace; one ahead tolerates a process whose clock runs slightly fast.
  if (claims.window < current - 1 || claims.window > current + 1) throw new AppError(E.EXPIRED, undefined, { field: 'code' });
  const subject = await findActiveUser(ctx.db, ctx.site.id, claims.user);
  if (!subject) throw new AppError(E.NOT_FOUND, 'code: no such active user', { field: 'code' });
  const expiresAt = (claims.window + 2) * QR_PERIOD_SECONDS;
  await pruneQrUses(ctx.db, t - QR_PERIOD_SECONDS);
  const first = await claimQrUse(ctx.db, {
    site_id: ctx.site.id, nonce: claims.nonce, purpose, user_id: subject.id, scanner_id: scanner.id, at: t, expires_at: expiresAt,
  });
  if (!first) throw new AppError(E.BAD_TICKET, undefined, { field: 'code', purpose });
  await ctx.audit('center.qrcode.verify', subject.username, { purpose });
  return { person: await personOf(ctx, subject, !(await seesInFull(ctx, subject))), purpose, issuedAt: claims.window * QR_PERIOD_SECONDS };
}
