/**
 * The signed campus code. A code names (site, user, 30-second window, nonce) and carries an
 * HMAC-SHA256 under a per-site secret kept in `kv`, so every server process issues and checks
 * the same codes. It is good in its window and the next (slow scans, clock skew); the passage
 * log's unique nonce makes it good for one passage, so a screenshot is worthless.
 */
import crypto from 'node:crypto';
import { AppError, CAMPUS_CODE_PERIOD, E, badInput } from '@campus/api';
import type { Db } from '../../platform/db/index.js';
import { macOf, siteSecret } from '../../platform/signing.js';
import { safeEqual } from '../../platform/util.js';

const PREFIX = 'cc1';
const SECRET_KEY = 'campusCode.secret';

export interface Claims {
  site: string;
  user: string;
  window: number;
  nonce: string;
}

export const windowOf = (t: number) => Math.floor(t / CAMPUS_CODE_PERIOD);

export async function signCode(db: Db, siteId: string, userId: string, t: number) {
  const window = windowOf(t);
  const payload = Buffer.from([siteId, userId, window, crypto.randomBytes(9).toString('base64url')].join(':')).toString('base64url');
  const signed = `${PREFIX}.${payload}`;
  return {
    code: `${signed}.${macOf(await siteSecret(db, siteId, SECRET_KEY), signed)}`,
    expiresAt: (window + 2) * CAMPUS_CODE_PERIOD,
    refreshIn: Math.max(1, (window + 1) * CAMPUS_CODE_PERIOD - t),
    period: CAMPUS_CODE_PERIOD,
  };
}

/** The claims of a well-formed code, or bad input naming `code`. */
export function parseCode(code: string): { signed: string; mac: string; claims: Claims } {
  const parts = code.split('.');
  const [prefix, payload, mac] = parts;
  if (parts.length !== 3 || prefix !== PREFIX || !payload || !mac) throw badInput('code', 'not a campus code');
  const fields = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  const [site, user, window, nonce] = fields;
  if (fields.length !== 4 || !site || !user || !nonce || !/^\d{1,12}$/.test(window ?? '')) throw badInput('code', 'not a campus code');
  return { signed: `${prefix}.${payload}`, mac, claims: { site, user, window: Number(window), nonce } };
}

/** The claims of a code signed by this site and still fresh at `t`; otherwise why not. */
export async function checkCode(db: Db, siteId: string, code: string, t: number): Promise<Claims> {
  const { signed, mac, claims } = parseCode(code);
  if (claims.site !== siteId) throw new AppError(E.BAD_SIGNATURE, 'code: issued on another site', { field: 'code' });
  if (!safeEqual(mac, macOf(await siteSecret(db, siteId, SECRET_KEY), signed))) throw new AppError(E.BAD_SIGNATURE, undefined, { field: 'code' });
  const current = windowOf(t);
  // The previous window is the grace; one ahead tolerates a process whose clock runs slightly fast.
  if (claims.window < current - 1 || claims.window > current + 1) throw new AppError(E.CODE_EXPIRED, undefined, { field: 'code' });
  return claims;
}
