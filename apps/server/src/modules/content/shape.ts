/** Rows to the contract's shapes, and who may manage which kind. */
import { AppError, E, type Audience, type ContentDetail, type ContentItem, type ContentKind, type ContentSummary } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { hasModule } from '../../platform/permissions.js';
import { parseJson } from '../../platform/util.js';
import type { ItemRow, Viewer } from './queries.js';

/** news.manage for news; notice.manage for notices, announcements, hot issues, boda lists and pages. */
export const moduleOf = (kind: string): 'news' | 'notice' => (kind === 'news' ? 'news' : 'notice');

export async function assertManager(ctx: Ctx, kind: string, sub = 'manage'): Promise<void> {
  ctx.me();
  if (ctx.isSuper) return;
  const { auth } = await ctx.authz();
  const mod = moduleOf(kind);
  const ok = hasModule(auth, mod, 'manage') || (sub !== 'manage' && hasModule(auth, mod, sub));
  if (!ok) throw new AppError(E.FORBIDDEN);
}

/** The same answer for "no such item" and "not yours to see": ids do not leak. */
export const notFound = () => new AppError(E.NOT_FOUND, 'id: no such item', { field: 'id' });

export async function viewerOf(ctx: Ctx): Promise<Viewer | null> {
  if (!ctx.user) return null;
  const { roles } = await ctx.authz();
  return { userId: ctx.user.id, roles, departmentId: ctx.user.department_id, classId: ctx.user.class_id };
}

export function toSummary(r: ItemRow, state?: { read: boolean; confirmed: boolean }): ContentSummary {
  return {
    id: r.id,
    kind: r.kind as ContentKind,
    categoryId: r.category_id,
    categoryName: r.category_name,
    slug: r.slug,
    title: r.title,
    summary: r.summary,
    cover: r.cover,
    publishAt: r.publish_at,
    expireAt: r.expire_at,
    pinned: r.pinned === 1,
    required: r.required === 1,
    views: r.views,
    read: state?.read ?? false,
    confirmed: state?.confirmed ?? false,
  };
}

export function toDetail(r: ItemRow, state?: { read: boolean; confirmed: boolean; following: boolean }): ContentDetail {
  return {
    ...toSummary(r, state),
    body: r.body,
    attachments: parseJson(r.attachments, []),
    following: state?.following ?? false,
  };
}

export function toItem(r: ItemRow, at: number): ContentItem {
  return {
    ...toDetail(r),
    status: r.status as ContentItem['status'],
    audience: parseJson<Audience>(r.audience, { site: true }),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    scheduled: r.status === 'published' && r.publish_at !== null && r.publish_at > at,
  };
}
