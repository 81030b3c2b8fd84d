/**
 * The codes a sign-in shows. Rotating codes are HMAC(secret of the sign-in, step) truncated,
 * with step = floor(time / 10 s): the server accepts the current and the previous step only, so
 * a code is good for at most 20 s and a screenshot of an older one fails. A checkpoint code is
 * the same HMAC over a fixed label: printable, never rotating. Pure functions of (secret, time).
 */
import crypto from 'node:crypto';
import { SIGNIN_STEP, type SigninMode } from '@campus/api';

export const STEP = SIGNIN_STEP;
export const stepAt = (at: number): number => Math.floor(at / STEP);

const mac = (secret: string, label: string): Buffer => crypto.createHmac('sha256', secret).update(label).digest();

/** 12 hexadecimal characters (48 bits) for the QR code of one step. */
export function qrCode(secret: string, step: number): string {
  return mac(secret, `qr:${step}`).toString('hex').slice(0, 12).toUpperCase();
}

/** Six digits for one step (RFC 4226 dynamic truncation). */
export function numberCode(secret: string, step: number): string {
  const b = mac(secret, `number:${step}`);
  const off = (b[b.length - 1] ?? 0) & 0x0f;
  return String((b.readUInt32BE(off) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The fixed code of a checkpoint (16 hexadecimal characters). */
export function checkpointCode(secret: string): string {
  return mac(secret, 'checkpoint').toString('hex').slice(0, 16).toUpperCase();
}

/** The code to show at `at`, and how many seconds it has left before the next one. */
export function currentCode(mode: SigninMode, secret: string, at: number): { code: string; step: number; refreshIn: number | null } {
  const step = stepAt(at);
  if (mode === 'checkpoint') return { code: checkpointCode(secret), step, refreshIn: null };
  const code = mode === 'number' ? numberCode(secret, step) : qrCode(secret, step);
  return { code, step, refreshIn: (step + 1) * STEP - at };
}

const same = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Whether `code` is good at `at`: the current or the previous step (rotating), or the fixed code. */
export function accepts(mode: SigninMode, secret: string, code: string, at: number): boolean {
  const c = code.trim().toUpperCase();
  if (mode === 'checkpoint') return same(c, checkpointCode(secret));
  const of = mode === 'number' ? numberCode : qrCode;
  const step = stepAt(at);
  return same(c, of(secret, step)) || same(c, of(secret, step - 1));
}

/** Moved down to platform/geo.ts (clock-in checks places too); kept here for signin's callers. */
export { distanceMetres } from '../../platform/geo.js';
