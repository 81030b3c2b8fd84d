/**
 * Videos and photo collections: curated by managers (`video.manage`, `photoCollection.manage`),
 * read by every user of the site. Every file they point at must be an upload of this site of
 * the right type: an mp4 for a video's source, images for covers and collection photos.
 */
import { AppError, E, type Video } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import type { MediaVideosTable, PhotoCollectionsTable } from '../../platform/db/schema.js';
import { hasModule } from '../../platform/permissions.js';
import { newId, now, parseJson } from '../../platform/util.js';
import * as q from './queries.js';
import { checkUpload, isImage, isMp4 } from './uploads.js';

const notFound = () => new AppError(E.NOT_FOUND, 'id: not found', { field: 'id' });
const offsetOf = (p: { current: number; pageSize: number }) => (p.current - 1) * p.pageSize;

function toVideo(r: MediaVideosTable): Video {
  return {
    id: r.id,
    title: r.title,
    summary: r.summary,
    src: r.src,
    cover: r.cover,
    views: Number(r.views),
    published: r.published === 1,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}

const canManageVideos = async (ctx: Ctx) => ctx.isSuper || hasModule((await ctx.authz()).auth, 'video', 'manage');

export async function listVideos(
  ctx: Ctx,
  p: { current: number; pageSize: number; keyword?: string | undefined; all?: boolean | undefined },
) {
  ctx.me();
  const all = p.all === true && (await canManageVideos(ctx));
  const r = await q.listVideos(ctx.db, ctx.site.id, {
    all,
    keyword: p.keyword,
    offset: offsetOf(p),
    limit: p.pageSize,
  });
  return { list: r.rows.map(toVideo), total: r.total, current: p.current, pageSize: p.pageSize };
}

export async function videoDetail(ctx: Ctx, id: string): Promise<Video> {
  ctx.me();
  await q.countView(ctx.db, ctx.site.id, id);
  const row = await q.findVideo(ctx.db, ctx.site.id, id);
  if (!row || (row.published !== 1 && !(await canManageVideos(ctx)))) throw notFound();
  return toVideo(row);
}

interface VideoInput {
  id?: string | undefined;
  title: string;
  summary: string;
  src: string;
  cover: string;
  published: boolean;
}

export async function saveVideo(ctx: Ctx, input: VideoInput): Promise<Video> {
  const me = ctx.me();
  await checkUpload(ctx, 'src', input.src, { mime: isMp4, must: 'mustBeMp4' });
  if (input.cover) await checkUpload(ctx, 'cover', input.cover, { mime: isImage, must: 'mustBeImage' });
  const t = now();
  const fields = {
    title: input.title,
    summary: input.summary,
    src: input.src,
    cover: input.cover,
    published: input.published ? 1 : 0,
    updated_at: t,
  };
  let id = input.id;
  if (id) {
    const r = await q.updateVideo(ctx.db, ctx.site.id, id, fields);
    if (Number(r.numUpdatedRows) !== 1) throw notFound();
  } else {
    id = newId();
    await q.insertVideo(ctx.db, { ...fields, id, site_id: ctx.site.id, views: 0, author_id: me.id, created_at: t });
  }
  await ctx.audit('video.save', id);
  return toVideo((await q.findVideo(ctx.db, ctx.site.id, id))!);
}

export async function removeVideo(ctx: Ctx, id: string) {
  const r = await q.deleteVideo(ctx.db, ctx.site.id, id);
  if (Number(r.numDeletedRows) !== 1) throw notFound();
  await ctx.audit('video.remove', id);
  return null;
}

type CollectionPhoto = { url: string; caption: string };

function toCollection(r: PhotoCollectionsTable) {
  const photos = parseJson<CollectionPhoto[]>(r.photos, []);
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    cover: r.cover || photos[0]?.url || '',
    count: photos.length,
    updatedAt: Number(r.updated_at),
    photos,
  };
}

export async function listCollections(ctx: Ctx, p: { current: number; pageSize: number }) {
  ctx.me();
  const r = await q.listCollections(ctx.db, ctx.site.id, offsetOf(p), p.pageSize);
  const list = r.rows.map((x) => {
    const { photos: _photos, ...rest } = toCollection(x);
    return rest;
  });
  return { list, total: r.total, current: p.current, pageSize: p.pageSize };
}

export async function collectionDetail(ctx: Ctx, id: string) {
  ctx.me();
  const row = await q.findCollection(ctx.db, ctx.site.id, id);
  if (!row) throw notFound();
  return toCollection(row);
}

export async function saveCollection(
  ctx: Ctx,
  input: { id?: string | undefined; title: string; description: string; cover: string; photos: CollectionPhoto[] },
) {
  const me = ctx.me();
  if (input.cover) await checkUpload(ctx, 'cover', input.cover, { mime: isImage, must: 'mustBeImage' });
  for (const [i, ph] of input.photos.entries())
    await checkUpload(ctx, `photos.${i}.url`, ph.url, { mime: isImage, must: 'mustBeImage' });
  const t = now();
  const fields = {
    title: input.title,
    description: input.description,
    cover: input.cover,
    photos: JSON.stringify(input.photos),
    updated_at: t,
  };
  let id = input.id;
  if (id) {
    const r = await q.updateCollection(ctx.db, ctx.site.id, id, fields);
    if (Number(r.numUpdatedRows) !== 1) throw notFound();
  } else {
    id = newId();
    await q.insertCollection(ctx.db, { ...fields, id, site_id: ctx.site.id, author_id: me.id, created_at: t });
  }
  await ctx.audit('photoCollection.save', id);
  return toCollection((await q.findCollection(ctx.db, ctx.site.id, id))!);
}

export async function removeCollection(ctx: Ctx, id: string) {
  const r = await q.deleteCollection(ctx.db, ctx.site.id, id);
  if (Number(r.numDeletedRows) !== 1) throw notFound();
  await ctx.audit('photoCollection.remove', id);
  return null;
}
