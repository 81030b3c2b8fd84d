/**
 * Uploads (spec section 7): multipart (`/api/upload/index`) and base64 (`/api/upload/bybase64`).
 * Each file is size-checked, sniffed against the allowlist, written under a server-chosen name
 * and recorded in `uploads`; a request either stores all its files or none.
 */
import crypto from 'node:crypto';
import { AppError, E, badInput, type UploadedFile } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/index.js';
import type { UploadsTable } from '../../platform/db/schema.js';
import { newId, now } from '../../platform/util.js';
import { insertUploads } from './queries.js';
import { sniff } from './sniff.js';
import { newStoredName, removeStored, writeStored } from './storage.js';

export const ATTACH_PATH = '/site/attach';
export const FILE_FIELDS = new Set(['file', 'file[]', 'files', 'files[]']);

export const attachUrlOf = (stored: string) => `${ATTACH_PATH}?file=all/${stored}`;

/** The name the user gave, reduced to its last path segment, printable, at most 200 characters. */
export function cleanName(name: string | undefined, ext: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return printable && printable !== '.' && printable !== '..' ? printable : `upload.${ext}`;
}

export interface Incoming {
  buf: Buffer;
  name: string | undefined;
  field: string;
}

function tooLarge(field: string, limit: number): AppError {
  return new AppError(E.PAYLOAD_TOO_LARGE, `${field}: larger than ${limit} bytes`, { field, limit });
}

/** Whose upload a file is, and where the store is. */
export interface UploadOwner {
  uploadDir: string;
  siteId: string;
  userId: string;
}

/** Stores one checked file; the caller records it (or removes it if the request fails later). */
async function store(owner: UploadOwner, limit: number, f: Incoming): Promise<UploadsTable> {
  if (f.buf.length > limit) throw tooLarge(f.field, limit);
  if (f.buf.length === 0) throw badInput(f.field, 'empty file');
  const { ext, mime } = await sniff(f.buf, f.field);
  const id = newId();
  const stored = newStoredName(id, ext);
  await writeStored(owner.uploadDir, stored, f.buf);
  return {
    id,
    site_id: owner.siteId,
    user_id: owner.userId,
    stored_name: stored,
    original_name: cleanName(f.name, ext),
    mime,
    size: f.buf.length,
    sha256: crypto.createHash('sha256').update(f.buf).digest('hex'),
    at: now(),
  };
}

const fileOf = (r: UploadsTable): UploadedFile => ({ id: r.id, url: attachUrlOf(r.stored_name), name: r.original_name, size: r.size, mime: r.mime });

function answerOf(rows: UploadsTable[]): UploadedFile & { files: UploadedFile[] } {
  const files = rows.map(fileOf);
  return { ...files[0]!, files };
}

/** Stores the files one by one as they arrive; any failure removes what this request wrote. */
export async function saveAll(ctx: Ctx, incoming: AsyncIterable<Incoming> | Iterable<Incoming>) {
  const owner = { uploadDir: ctx.platform.uploadDir, siteId: ctx.site.id, userId: ctx.me().id };
  const rows: UploadsTable[] = [];
  try {
    for await (const f of incoming) rows.push(await store(owner, ctx.platform.env.UPLOAD_LIMIT_BYTES, f));
    if (rows.length === 0) throw badInput('file', 'no file sent');
    await insertUploads(ctx.db, rows);
    await ctx.audit('upload.save', rows.map((r) => r.id).join(','), { count: rows.length });
  } catch (err) {
    await Promise.all(rows.map((r) => removeStored(ctx.platform.uploadDir, r.stored_name)));
    throw err;
  }
  return answerOf(rows);
}

/**
 * A file the server makes itself (the demo's drawn signatures), stored and recorded exactly as if
 * `owner` had uploaded it: sniffed, named by the store, served at its attachment URL.
 */
export async function saveAs(db: Db, owner: UploadOwner, f: { buf: Buffer; name: string }): Promise<UploadedFile> {
  const row = await store(owner, Number.POSITIVE_INFINITY, { ...f, field: 'file' });
  try {
    await insertUploads(db, [row]);
  } catch (err) {
    await removeStored(owner.uploadDir, row.stored_name);
    throw err;
  }
  return fileOf(row);
}

/** The multipart body's file parts (field `file`); other fields are read and ignored. */
export async function* multipartFiles(ctx: Ctx): AsyncGenerator<Incoming> {
  const req = ctx.req;
  if (!req.isMultipart()) throw new AppError(E.UNSUPPORTED_MEDIA, 'body: must be multipart/form-data', { field: 'body' });
  for await (const part of req.parts()) {
    if (part.type !== 'file') continue;
    if (!FILE_FIELDS.has(part.fieldname)) {
      part.file.resume();
      continue;
    }
    // toBuffer() stops at the multipart fileSize limit (UPLOAD_LIMIT_BYTES) and throws 10014.
    const buf = await part.toBuffer();
    yield { buf, name: part.filename, field: 'file' };
  }
}

const DATA_URL = /^data:([a-z0-9.+/-]*)(;[a-z0-9=.+-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** A data URL or plain base64 (standard or URL-safe alphabet); the declared type is ignored. */
export function decodeBase64(text: string, limit: number): Buffer {
  const head = DATA_URL.exec(text);
  if (text.startsWith('data:') && !head) throw badInput('file', 'a data URL must be base64-encoded');
  const body = (head ? text.slice(head[0].length) : text).replace(/\s+/g, '');
  if (!BASE64.test(body) || body.length % 4 === 1) throw badInput('file', 'not valid base64');
  // Cheap upper bound before decoding anything.
  if (Math.floor((body.length * 3) / 4) - 2 > limit) throw tooLarge('file', limit);
  return Buffer.from(body.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

export function saveBase64(ctx: Ctx, input: { file: string; name?: string | undefined }) {
  ctx.me();
  const buf = decodeBase64(input.file, ctx.platform.env.UPLOAD_LIMIT_BYTES);
  return saveAll(ctx, [{ buf, name: input.name, field: 'file' }]);
}
