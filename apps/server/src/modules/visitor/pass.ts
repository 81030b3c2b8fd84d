/**
 * The signed visitor pass. A token names (site, pass id, window start, window end) and carries an
 * HMAC-SHA256 under a per-site secret kept in `kv` (platform/signing.ts), so every server process
 * issues and checks the same passes. The window is in the token so a gate can refuse a stale QR
 * before reading anything; the pass row's `checked_in_at` makes it good for one check-in.
 */
import crypto from 'node:crypto';
import { AppError, E, PASS_CODE_RE, badInput } from '@campus/api';
import type { Db } from '../../platform/db/index.js';
import { macOf, siteSecret } from '../../platform/signing.js';
import { safeEqual } from '../../platform/util.js';

const PREFIX = 'vp1';
const SECRET_KEY = 'visitor.passSecret';
/** No 0/O/1/I: read aloud and typed at a gate. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface PassClaims {
  site: string;
  pass: string;
  from: number;
  to: number;
}

export async function signPass(db: Db, c: PassClaims): Promise<string> {
  const payload = Buffer.from([c.site, c.pass, c.from, c.to].join(':')).toString('base64url');
  const signed = `${PREFIX}.${payload}`;
  return `${signed}.${macOf(await siteSecret(db, c.site, SECRET_KEY), signed)}`;
}

/** A random hand-typed code (40 bits); uniqueness per site is the table's. */
export const newPassCode = (): string => Array.from(crypto.randomBytes(8), (b) => ALPHABET[b % ALPHABET.length]).join('');

/** What the gate read: a token to verify, or a typed code to look up; anything else is bad input naming `pass`. */
export function readPass(text: string): { token: string } | { code: string } {
  const up = text.trim();
  if (up.startsWith(`${PREFIX}.`)) return { token: up };
  const code = up.toUpperCase().replace(/[\s-]/g, '');
  if (PASS_CODE_RE.test(code)) return { code };
  throw badInput('pass', 'not a visitor pass');
}

/** The claims of a token signed by this site; a forged or altered one is 20005 naming `pass`. */
export async function checkPassToken(db: Db, siteId: string, token: string): Promise<PassClaims> {
  const parts = token.split('.');
  const [prefix, payload, mac] = parts;
  if (parts.length !== 3 || prefix !== PREFIX || !payload || !mac) throw badInput('pass', 'not a visitor pass');
  const fields = Buffer.from(payload, 'base64url').toString('utf8').split(':');
  const [site, pass, from, to] = fields;
  if (fields.length !== 4 || !site || !pass || !/^\d{1,12}$/.test(from ?? '') || !/^\d{1,12}$/.test(to ?? '')) throw badInput('pass', 'not a visitor pass');
  if (site !== siteId) throw new AppError(E.BAD_SIGNATURE, 'pass: issued on another site', { field: 'pass' });
  if (!safeEqual(mac, macOf(await siteSecret(db, siteId, SECRET_KEY), `${prefix}.${payload}`))) throw new AppError(E.BAD_SIGNATURE, 'pass: bad signature', { field: 'pass' });
  return { site, pass, from: Number(from), to: Number(to) };
}
