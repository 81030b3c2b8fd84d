/**
 * The photo wall. A photo is an image the poster uploaded on this site. Sites choose
 * pre-moderation (new photos wait hidden until approved) or post-moderation (shown at once,
 * queued for a look); a report queues a photo again, and hides it meanwhile on pre-moderated
 * sites. Only approved photos are shown or liked; likes are one per user with the counter
 * moved in the same transaction as the like row.
 */
import { AppError, E, PHOTO_STATUSES, type Photo } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { newId, now, parseJson } from '../../platform/util.js';
import * as q from './queries-photos.js';
import { checkUpload, isImage } from './uploads.js';

type Status = (typeof PHOTO_STATUSES)[number];
const statusOf = (s: string): Status => ((PHOTO_STATUSES as readonly string[]).includes(s) ? (s as Status) : 'pending');

/** `variants.photowall.moderation` of the site: `pre` or `post` (the default). */
export function moderationOf(variants: string): 'pre' | 'post' {
  const v = parseJson<Record<string, unknown>>(variants, {}).photowall;
  return v && typeof v === 'object' && (v as Record<string, unknown>).moderation === 'pre' ? 'pre' : 'post';
}

export function toPhoto(r: q.PhotoRow, viewerId: string): Photo {
  return {
    id: r.id,
    url: r.url,
    caption: r.caption,
    author: String(r.author ?? ''),
    mine: r.user_id === viewerId,
    status: statusOf(r.status),
    likes: Number(r.likes),
    liked: Boolean(Number(r.liked)),
    reports: Number(r.reports),
    createdAt: Number(r.created_at),
  };
}

const notFound = () => new AppError(E.NOT_FOUND, 'id: no such photo', { field: 'id' });
const pageOf = <T>(list: T[], total: number, p: { current: number; pageSize: number }) => ({
  list,
  total,
  current: p.current,
  pageSize: p.pageSize,
});
const offsetOf = (p: { current: number; pageSize: number }) => (p.current - 1) * p.pageSize;

export async function list(ctx: Ctx, p: { current: number; pageSize: number; sort: 'newest' | 'popular' }) {
  const me = ctx.me();
  const r = await q.listShown(ctx.db, ctx.site.id, me.id, p.sort, offsetOf(p), p.pageSize);
  return pageOf(
    r.rows.map((x) => toPhoto(x, me.id)),
    r.total,
    p,
  );
}

export async function mine(ctx: Ctx, p: { current: number; pageSize: number }) {
  const me = ctx.me();
  const r = await q.listByUser(ctx.db, ctx.site.id, me.id, offsetOf(p), p.pageSize);
  return pageOf(
    r.rows.map((x) => toPhoto(x, me.id)),
    r.total,
    p,
  );
}

export async function upload(ctx: Ctx, input: { url: string; caption: string }): Promise<Photo> {
  const me = ctx.me();
  await checkUpload(ctx, 'url', input.url, { mime: isImage, must: 'mustBeImage', ownerId: me.id });
  const id = newId();
  const pre = moderationOf(ctx.site.variants) === 'pre';
  await q.insertPhoto(ctx.db, {
    id,
    site_id: ctx.site.id,
    user_id: me.id,
    url: input.url,
    caption: input.caption,
    status: pre ? 'pending' : 'approved',
    reviewed: 0,
    likes: 0,
    reports: 0,
    created_at: now(),
  });
  const row = await q.findPhoto(ctx.db, ctx.site.id, me.id, id);
  return toPhoto(row!, me.id);
}

export async function remove(ctx: Ctx, id: string) {
  const me = ctx.me();
  const done = await ctx.db.transaction().execute((trx) => q.deletePhoto(trx, ctx.site.id, id, me.id));
  if (!done) throw notFound();
  return null;
}

/** A photo others can act on: shown on this site. */
async function shown(ctx: Ctx, id: string) {
  const row = await q.findPhoto(ctx.db, ctx.site.id, ctx.me().id, id);
  if (!row || row.status !== 'approved') throw notFound();
  return row;
}

export async function like(ctx: Ctx, id: string, on: boolean) {
  const me = ctx.me();
  await shown(ctx, id);
  const likes = await ctx.db.transaction().execute(async (trx) => {
    if (on) await q.addLike(trx, ctx.site.id, id, me.id, now());
    else await q.removeLike(trx, id, me.id);
    return q.likesOf(trx, id);
  });
  return { likes, liked: on };
}

export async function report(ctx: Ctx, input: { id: string; reason: string }) {
  const me = ctx.me();
  const row = await shown(ctx, input.id);
  const pre = moderationOf(ctx.site.variants) === 'pre';
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await q.addReport(trx, ctx.site.id, row.id, me.id, input.reason, now()))) return;
    await trx
      .updateTable('photowall_photos')
      .set((eb) => ({ reports: eb('reports', '+', 1), reviewed: 0, ...(pre ? { status: 'pending' } : {}) }))
      .where('id', '=', row.id)
      .where('status', '=', 'approved')
      .execute();
  });
  return null;
}

export async function queue(ctx: Ctx, p: { current: number; pageSize: number }) {
  const me = ctx.me();
  const r = await q.listQueue(ctx.db, ctx.site.id, me.id, offsetOf(p), p.pageSize);
  const reasons = await q.reasonsOf(
    ctx.db,
    r.rows.map((x) => x.id),
  );
  const list = r.rows.map((x) => ({
    ...toPhoto(x, me.id),
    reasons: reasons.filter((y) => y.photo_id === x.id).map((y) => y.reason),
  }));
  return pageOf(list, r.total, p);
}

const RESULT = { approve: 'approved', reject: 'rejected', remove: 'removed' } as const;

export async function moderate(ctx: Ctx, input: { id: string; action: keyof typeof RESULT }): Promise<Photo> {
  const me = ctx.me();
  const row = await q.findPhoto(ctx.db, ctx.site.id, me.id, input.id);
  if (!row) throw notFound();
  await q.updatePhoto(ctx.db, row.id, {
    status: RESULT[input.action],
    reviewed: 1,
    moderated_by: me.id,
    moderated_at: now(),
  });
  await ctx.audit(`photowall.${input.action}`, row.id);
  return toPhoto((await q.findPhoto(ctx.db, ctx.site.id, me.id, row.id))!, me.id);
}
