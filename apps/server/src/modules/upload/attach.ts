/**
 * GET /site/attach?file=all/<stored name>: serves an uploaded file. Attachment URLs are
 * capabilities (anyone holding the link may read it, as <img src> in the apps and shared pages
 * need), made unguessable by the random suffix of the stored name. There is no way out of the
 * store: the name must match the server's own pattern, resolve (symlinks followed) to a regular
 * file inside the store, and have its row in `uploads`. Single byte ranges are honoured so
 * phone browsers can play video.
 */
import { AppError, E } from '@campus/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../platform/errors.js';
import { sendStored } from '../../platform/stored.js';
import { findUploadByStoredName } from './queries.js';
import { isInline } from './sniff.js';
import { ATTACH_PATH } from './service.js';
import { resolveStored } from './storage.js';

export { contentDisposition } from '../../platform/stored.js';

const notFound = () => new AppError(E.NOT_FOUND, 'file: no such attachment', { field: 'file' });

async function serve(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
  const q = req.query as Record<string, unknown> | undefined;
  const file = q?.file;
  if (typeof file !== 'string' || !file.startsWith('all/')) return sendError(notFound(), req, reply);
  const stored = file.slice('all/'.length);
  const found = await resolveStored(app.platform.uploadDir, stored);
  const row = found ? await findUploadByStoredName(app.platform.db, stored) : undefined;
  if (!found || !row) return sendError(notFound(), req, reply);

  return sendStored(req, reply, found, {
    mime: row.mime,
    name: row.original_name,
    disposition: isInline(row.mime) ? 'inline' : 'attachment',
    cacheControl: 'private, max-age=86400, immutable',
  });
}

export function registerAttach(app: FastifyInstance): void {
  // Not an /api call (the spec's address), so not mounted from the contract; same envelope on errors.
  app.get(ATTACH_PATH, { schema: { hide: true } }, (req, reply) => serve(app, req, reply));
}
