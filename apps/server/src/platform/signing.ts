/**
 * Per-site signing secrets for codes people show on their phones (scan-login QR, campus code).
 * A secret lives in `kv`, created by the first process that needs it: every process then signs
 * and checks with the same one. A stored secret never changes, so each process caches it.
 */
import crypto from 'node:crypto';
import { AppError, E } from '@campus/api';
import type { Db } from './db/index.js';
import { kvGet, kvInsertIfAbsent } from './kv.js';

/** kv rows carry an expiry; a secret outlives every code: the year 3000. */
const NEVER = 32_503_680_000;
const MAC_BYTES = 16;

/** Per database (tests open several), per site and key. */
const secrets = new WeakMap<Db, Map<string, Buffer>>();

export async function siteSecret(db: Db, siteId: string, key: string): Promise<Buffer> {
  const known = secrets.get(db) ?? new Map<string, Buffer>();
  secrets.set(db, known);
  const cached = known.get(`${siteId}\n${key}`);
  if (cached) return cached;
  await kvInsertIfAbsent(db, siteId, key, crypto.randomBytes(32).toString('base64url'), NEVER);
  const stored = await kvGet(db, siteId, key);
  if (!stored) throw new AppError(E.SYSTEM);
  const secret = Buffer.from(stored, 'base64url');
  known.set(`${siteId}\n${key}`, secret);
  return secret;
}

/** A truncated HMAC-SHA256 of `signed`, base64url. */
export const macOf = (secret: Buffer, signed: string): string =>
  crypto.createHmac('sha256', secret).update(signed).digest().subarray(0, MAC_BYTES).toString('base64url');
