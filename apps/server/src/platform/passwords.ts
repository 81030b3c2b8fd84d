/** Password hashing with scrypt (memory-hard, built into Node: no native addon to build). */
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (pw: string, salt: Buffer, len: number, opts: crypto.ScryptOptions) => Promise<Buffer>;
const KEYLEN = 32;

export async function hashPassword(password: string, logN = 15): Promise<string> {
  const salt = crypto.randomBytes(16);
  const N = 2 ** logN;
  const key = await scrypt(password.normalize('NFKC'), salt, KEYLEN, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
  return `scrypt$${logN}$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, logN, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !logN || !r || !p || !salt || !hash) return false;
  const N = 2 ** Number(logN);
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: 256 * N * Number(r),
  });
  return crypto.timingSafeEqual(key, expected);
}

/** A password policy every site shares: 8+ characters with three of four character kinds. */
export function passwordProblem(pw: string): string | null {
  if (pw.length < 8) return 'at least 8 characters';
  if (pw.length > 128) return 'at most 128 characters';
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(pw)).length;
  return kinds >= 3 ? null : 'use three of: lower-case, upper-case, digits, symbols';
}
