/**
 * What hangs off an activity: the organiser's files, participants' comments (sanitized: limited
 * markup only), photo albums and photos (participants and organisers add, owners and
 * organisers remove). Files and photos reference the caller's own uploads.
 */
import { AppError, E, badInput } from '@campus/api';
import sanitizeHtml from 'sanitize-html';
import type { Ctx } from '../../platform/context.js';
import { newId, now } from '../../platform/util.js';
import { isOrganiser, notFound } from './access.js';
import * as x from './extras-queries.js';
import * as q from './queries.js';
import { organised, takesPart, visible } from './service.js';

const attachUrl = (stored: string) => `/site/attach?file=all/${stored}`;

/** Comments keep only light inline markup and line breaks; links are dropped. */
export function sanitizeComment(html: string): string {
  return sanitizeHtml(html, { allowedTags: ['b', 'strong', 'i', 'em', 'u', 's', 'br', 'p'], allowedAttributes: {}, disallowedTagsMode: 'discard', nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title'] }).trim();
}

async function ownUpload(ctx: Ctx, uploadId: string, image: boolean) {
  const u = await q.findUpload(ctx.db, ctx.site.id, uploadId);
  if (!u || u.user_id !== ctx.me().id) throw badInput('uploadId', 'not one of your uploads');
  if (image && !u.mime.startsWith('image/')) throw badInput('uploadId', 'not an image');
  return u;
}

const toFile = (f: { id: string; name: string; url: string; size: number; mime: string; created_at: number }) => ({ id: f.id, name: f.name, url: f.url, size: Number(f.size), mime: f.mime, createdAt: Number(f.created_at) });

export async function files(ctx: Ctx, id: string) {
  const { a } = await visible(ctx, id);
  return { list: (await x.filesOf(ctx.db, ctx.site.id, a.id)).map(toFile) };
}

export async function addFile(ctx: Ctx, id: string, uploadId: string) {
  const { a, r } = await organised(ctx, id);
  const u = await ownUpload(ctx, uploadId, false);
  const f = { id: newId(), site_id: ctx.site.id, activity_id: a.id, upload_id: u.id, name: u.original_name, url: attachUrl(u.stored_name), size: Number(u.size), mime: u.mime, created_by: r.me.id, created_at: now() };
  await x.insertFile(ctx.db, f);
  await ctx.audit('activity.addFile', a.id, { file: f.id });
  return toFile(f);
}

export async function removeFile(ctx: Ctx, fileId: string) {
  const f = await x.findFile(ctx.db, ctx.site.id, fileId);
  if (!f) throw notFound('fileId');
  await organised(ctx, f.activity_id, 'fileId');
  await x.deleteFile(ctx.db, ctx.site.id, f.id);
  return null;
}

export async function comments(ctx: Ctx, p: { id: string; current: number; pageSize: number }) {
  const { a, r } = await visible(ctx, p.id);
  const org = isOrganiser(r, a);
  const { rows, total } = await x.commentsOf(ctx.db, ctx.site.id, a.id, p);
  return {
    list: rows.map((c) => ({ id: c.id, userId: c.user_id, name: c.name, body: c.body, createdAt: Number(c.created_at), canDelete: org || c.user_id === r.me.id })),
    total,
    current: p.current,
    pageSize: p.pageSize,
  };
}

export async function comment(ctx: Ctx, id: string, body: string) {
  const { a, r } = await visible(ctx, id);
  if (!(await takesPart(ctx, a, r))) throw new AppError(E.NOT_ELIGIBLE, 'id: only participants comment', { field: 'id' });
  const clean = sanitizeComment(body);
  if (!sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim()) throw badInput('body', 'empty');
  const c = { id: newId(), site_id: ctx.site.id, activity_id: a.id, user_id: r.me.id, body: clean, created_at: now() };
  await x.insertComment(ctx.db, c);
  return { id: c.id, userId: c.user_id, name: r.me.name, body: c.body, createdAt: c.created_at, canDelete: true };
}

export async function deleteComment(ctx: Ctx, commentId: string) {
  const c = await x.findComment(ctx.db, ctx.site.id, commentId);
  if (!c) throw notFound('commentId');
  const { a, r } = await visible(ctx, c.activity_id, 'commentId');
  if (c.user_id !== r.me.id && !isOrganiser(r, a)) throw new AppError(E.FORBIDDEN, 'commentId: not yours', { field: 'commentId' });
  await x.deleteComment(ctx.db, ctx.site.id, c.id);
  return null;
}

export async function albums(ctx: Ctx, id: string) {
  const { a } = await visible(ctx, id);
  const [list, photos] = await Promise.all([x.albumsOf(ctx.db, ctx.site.id, a.id), x.photosOfActivity(ctx.db, ctx.site.id, a.id)]);
  return {
    list: list.map((al) => {
      const mine = photos.filter((p) => p.album_id === al.id);
      return { id: al.id, title: al.title, cover: mine[0]?.url ?? '', count: mine.length, createdAt: Number(al.created_at) };
    }),
  };
}

export async function createAlbum(ctx: Ctx, id: string, title: string) {
  const { a, r } = await organised(ctx, id);
  const al = { id: newId(), site_id: ctx.site.id, activity_id: a.id, title, created_by: r.me.id, created_at: now() };
  await x.insertAlbum(ctx.db, al);
  return { id: al.id, title, cover: '', count: 0, createdAt: al.created_at };
}

async function albumOf(ctx: Ctx, albumId: string) {
  const al = await x.findAlbum(ctx.db, ctx.site.id, albumId);
  if (!al) throw notFound('albumId');
  const { a, r } = await visible(ctx, al.activity_id, 'albumId');
  return { al, a, r };
}

export async function photos(ctx: Ctx, albumId: string) {
  const { al, a, r } = await albumOf(ctx, albumId);
  const org = isOrganiser(r, a);
  const rows = await x.photosOf(ctx.db, ctx.site.id, al.id);
  return {
    title: al.title,
    activityId: a.id,
    canUpload: await takesPart(ctx, a, r),
    list: rows.map((p) => ({ id: p.id, url: p.url, userId: p.user_id, name: p.name, createdAt: Number(p.created_at), canDelete: org || p.user_id === r.me.id })),
  };
}

export async function addPhoto(ctx: Ctx, albumId: string, uploadId: string) {
  const { al, a, r } = await albumOf(ctx, albumId);
  if (!(await takesPart(ctx, a, r))) throw new AppError(E.NOT_ELIGIBLE, 'albumId: only participants add photos', { field: 'albumId' });
  const u = await ownUpload(ctx, uploadId, true);
  const p = { id: newId(), site_id: ctx.site.id, activity_id: a.id, album_id: al.id, upload_id: u.id, url: attachUrl(u.stored_name), user_id: r.me.id, created_at: now() };
  await x.insertPhoto(ctx.db, p);
  return { id: p.id, url: p.url, userId: p.user_id, name: r.me.name, createdAt: p.created_at, canDelete: true };
}

export async function removePhoto(ctx: Ctx, photoId: string) {
  const p = await x.findPhoto(ctx.db, ctx.site.id, photoId);
  if (!p) throw notFound('photoId');
  const { a, r } = await visible(ctx, p.activity_id, 'photoId');
  if (p.user_id !== r.me.id && !isOrganiser(r, a)) throw new AppError(E.FORBIDDEN, 'photoId: not yours', { field: 'photoId' });
  await x.deletePhoto(ctx.db, ctx.site.id, p.id);
  return null;
}
