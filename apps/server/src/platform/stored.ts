/**
 * Sending a file of the attachment store: finding it safely (no way out of the store) and
 * streaming it with the right headers and single byte ranges (phone browsers play video and
 * read PDF by ranges). Used by the attachment address and by modules that guard their files
 * (the document library checks visibility first, then sends through here).
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The real path of `stored` inside `dir`, or null. Refuses anything whose resolved location
 * (after following every symlink) is not a regular file inside the store.
 */
export async function resolveInside(dir: string, stored: string): Promise<{ file: string; size: number } | null> {
  try {
    const root = await fsp.realpath(dir);
    const candidate = path.resolve(root, stored);
    const real = await fsp.realpath(candidate);
    if (real !== candidate || !real.startsWith(root + path.sep)) return null;
    const st = await fsp.lstat(real);
    if (!st.isFile()) return null;
    return { file: real, size: st.size };
  } catch {
    return null;
  }
}

/** RFC 6266 / RFC 5987: an ASCII fallback and the exact UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const star = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${star}`;
}

export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'bad' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null; // unsupported forms (several ranges): send it all
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start > end || start >= size ? 'bad' : { start, end };
}

export interface SendOptions {
  mime: string;
  name: string;
  disposition: 'inline' | 'attachment';
  cacheControl: string;
}

/** Streams a found file (whole, or the one range asked for). */
export function sendStored(req: FastifyRequest, reply: FastifyReply, found: { file: string; size: number }, o: SendOptions) {
  reply
    .header('content-type', o.mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(o.disposition, o.name))
    .header('cache-control', o.cacheControl)
    .header('accept-ranges', 'bytes');
  const range = parseRange(req.headers.range, found.size);
  if (range === 'bad') {
    return reply.code(416).header('content-range', `bytes */${found.size}`).header('content-type', 'text/plain').send('');
  }
  if (range) {
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${found.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(fs.createReadStream(found.file, { start: range.start, end: range.end }));
  }
  return reply.header('content-length', found.size).send(fs.createReadStream(found.file));
}
