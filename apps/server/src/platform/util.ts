/** Small shared helpers: ids, time, hashing, JSON columns. */
import crypto from 'node:crypto';
import { uuidv7 } from 'uuidv7';

export const newId = (): string => uuidv7();
/** Now in integer seconds (spec: timestamps are in seconds). */
export const now = (): number => Math.floor(Date.now() / 1000);
// One-shot: every logged-in request hashes its session token, and a Hash object costs more.
export const sha256 = (s: string | Buffer): string => crypto.hash('sha256', s, 'hex');
export const randomToken = (bytes = 32): string => crypto.randomBytes(bytes).toString('base64url');

export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Constant-time comparison of two strings. */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}
