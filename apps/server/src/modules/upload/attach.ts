/**
 * GET /site/attach?file=all/<stored name>: serves an uploaded file. Attachment URLs are
 * capabilities (anyone holding the link may read it, as <img src> in the apps and shared pages
 * need), made unguessable by the random suffix of the stored name. There is no way out of the
 * store: the name must match the server's own pattern, resolve (symlinks followed) to a regular
 * file inside the store, and have its row in `uploads`. Single byte ranges are honoured so
 * phone browsers can play video.
 */
import fs from 'node:fs';
import { AppError, E } from '@campus/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../platform/errors.js';
import { findUploadByStoredName } from './queries.js';
import { isInline } from './sniff.js';
import { ATTACH_PATH } from './service.js';
import { resolveStored } from './storage.js';

/** RFC 6266 / RFC 5987: an ASCII fallback and the exact UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const star = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${star}`;
}

function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'bad' | null {
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

const notFound = () => new AppError(E.NOT_FOUND, 'file: no such attachment', { field: 'file' });

async function serve(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
  const q = req.query as Record<string, unknown> | undefined;
  const file = q?.file;
  if (typeof file !== 'string' || !file.startsWith('all/')) return sendError(notFound(), req, reply);
  const stored = file.slice('all/'.length);
  const found = await resolveStored(app.platform.uploadDir, stored);
  const row = found ? await findUploadByStoredName(app.platform.db, stored) : undefined;
  if (!found || !row) return sendError(notFound(), req, reply);

  reply
    .header('content-type', row.mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(isInline(row.mime) ? 'inline' : 'attachment', row.original_name))
    .header('cache-control', 'private, max-age=86400, immutable')
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

export function registerAttach(app: FastifyInstance): void {
  // Not an /api call (the spec's address), so not mounted from the contract; same envelope on errors.
  app.get(ATTACH_PATH, { schema: { hide: true } }, (req, reply) => serve(app, req, reply));
}
