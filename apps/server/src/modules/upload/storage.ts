/**
 * The attachment store: files under the upload directory at `yyyy/mm/<uuidv7>-<128 random bits>.<ext>`,
 * named by the server only. UUIDv7 sorts by time but is partly predictable (time and a counter), so
 * the random suffix is what makes an attachment URL unguessable.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { resolveInside } from '../../platform/stored.js';
import { ALLOWED_EXTS } from './sniff.js';

/** The only shape a stored name can have; checked before the file system is touched. */
export const STORED_NAME = new RegExp(
  `^(\\d{4})/(0[1-9]|1[0-2])/[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}-[0-9a-f]{32}\\.(${ALLOWED_EXTS.join('|')})$`,
);

export function newStoredName(id: string, ext: string, at = new Date()): string {
  const yyyy = String(at.getUTCFullYear()).padStart(4, '0');
  const mm = String(at.getUTCMonth() + 1).padStart(2, '0');
  return `${yyyy}/${mm}/${id}-${crypto.randomBytes(16).toString('hex')}.${ext}`;
}

/** Writes a new file; never overwrites (the name is new, `wx` makes sure). */
export async function writeStored(dir: string, stored: string, buf: Buffer): Promise<void> {
  const file = path.join(dir, stored);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, buf, { flag: 'wx', mode: 0o640 });
}

export async function removeStored(dir: string, stored: string): Promise<void> {
  await fs.rm(path.join(dir, stored), { force: true });
}

/** The real path of a stored file, or null: only a name of the store's own shape, inside the store. */
export async function resolveStored(dir: string, stored: string): Promise<{ file: string; size: number } | null> {
  if (!STORED_NAME.test(stored)) return null;
  return resolveInside(dir, stored);
}
