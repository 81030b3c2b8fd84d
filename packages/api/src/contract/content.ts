/**
 * Content: news, notices, announcements, hot issues, boda lists and editable pages (school
 * history, graduation memories) — one module for every kind; the per-school H5 copies
 * (tjuNotice, tjuNews, tjuOfficial, ucassnews) are site variants of the same data.
 * Paths `/api/content/<action>`.
 *
 * Readers see only visible items: published, publish time reached, not expired, and the reader
 * in the item's audience (checked on the server). Logged-out callers see only items for the
 * whole site in a public category. Managing needs `news.manage` for news and `notice.manage`
 * for every other kind (notices, announcements, hot issues, boda lists, pages); statistics also
 * accept `notice.statistics`. The kind decides, so those endpoints declare `user` access and the
 * server checks the module per item.
 */
import { z } from 'zod';
import { contentCategory, contentDetail, contentItem, contentKind, contentStats, contentSummary, CONTENT_STATUSES, editable, opt, PAGE_SLUG, sorter } from './content-shapes.js';
import { access, byId, endpoint, ok, pageOf, paging, plainText, requiredText, seconds, zf } from './define.js';

export {
  ATTACH_URL,
  CONTENT_KINDS,
  CONTENT_SORT_FIELDS,
  CONTENT_STATUSES,
  PAGE_SLUG,
  contentAttachment,
  contentCategory,
  contentDetail,
  contentItem,
  contentKind,
  contentStats,
  contentStatus,
  contentSummary,
  type ContentCategory,
  type ContentDetail,
  type ContentItem,
  type ContentKind,
  type ContentStats,
  type ContentSummary,
} from './content-shapes.js';

export const content = {
  // ---- readers
  list: endpoint({
    name: 'content.list',
    method: 'GET',
    path: '/api/content/list',
    summary: 'Visible items of a kind (pinned first, newest first), by category, with title/summary search.',
    access: access.public,
    input: z.object({ kind: contentKind, categoryId: opt(zf.id()), keyword: opt(plainText(64)), ...paging }),
    output: pageOf(contentSummary),
  }),
  detail: endpoint({
    name: 'content.detail',
    method: 'GET',
    path: '/api/content/detail',
    summary: 'One visible item by id (or a page by kind and slug); counts one view per reader. Invisible items answer 10004.',
    access: access.public,
    input: z
      .object({ id: opt(zf.id()), kind: opt(contentKind), slug: opt(z.string().regex(PAGE_SLUG)) })
      .refine((v) => v.id || (v.kind && v.slug), { message: 'id, or kind and slug', path: ['id'] }),
    output: contentDetail,
  }),
  categories: endpoint({
    name: 'content.categories',
    method: 'GET',
    path: '/api/content/categories',
    summary: 'Categories of a kind on this site (logged-out callers: public ones only).',
    access: access.public,
    input: z.object({ kind: contentKind }),
    output: z.object({ list: z.array(contentCategory) }),
  }),
  confirm: endpoint({
    name: 'content.confirm',
    method: 'POST',
    path: '/api/content/confirm',
    summary: 'Confirm having read a required item (notice/noticetippage); completes its to-do. Idempotent.',
    access: access.user,
    input: byId,
    output: z.object({ confirmedAt: z.number() }),
  }),
  unconfirmed: endpoint({
    name: 'content.unconfirmed',
    method: 'GET',
    path: '/api/content/unconfirmed',
    summary: 'Visible required items the caller has not confirmed yet.',
    access: access.user,
    input: z.object({}),
    output: z.object({ list: z.array(contentSummary) }),
  }),
  follow: endpoint({
    name: 'content.follow',
    method: 'POST',
    path: '/api/content/follow',
    summary: 'Follow a visible hot issue. Idempotent.',
    access: access.user,
    input: byId,
    output: ok,
  }),
  unfollow: endpoint({
    name: 'content.unfollow',
    method: 'POST',
    path: '/api/content/unfollow',
    summary: 'Stop following a hot issue. Idempotent.',
    access: access.user,
    input: byId,
    output: ok,
  }),
  followed: endpoint({
    name: 'content.followed',
    method: 'GET',
    path: '/api/content/followed',
    summary: 'Visible hot issues the caller follows, latest follow first.',
    access: access.user,
    input: z.object(paging),
    output: pageOf(contentSummary),
  }),

  // ---- managers (module per kind: news.manage, or notice.manage for every other kind)
  manageList: endpoint({
    name: 'content.manageList',
    method: 'GET',
    path: '/api/content/manage-list',
    summary: 'Every item of a kind on this site, with status filter, search, paging and sorting (ProTable).',
    access: access.user,
    input: z.object({
      kind: contentKind,
      status: opt(z.enum([...CONTENT_STATUSES, 'scheduled'])),
      categoryId: opt(zf.id()),
      keyword: opt(plainText(64)),
      sorter,
      ...paging,
    }),
    output: pageOf(contentItem),
  }),
  get: endpoint({
    name: 'content.get',
    method: 'GET',
    path: '/api/content/get',
    summary: 'One item of this site, any status, for editing.',
    access: access.user,
    input: byId,
    output: contentItem,
  }),
  create: endpoint({
    name: 'content.create',
    method: 'POST',
    path: '/api/content/create',
    summary: 'A new draft. The body is sanitized; cover and attachments must be uploads of this site.',
    access: access.user,
    input: z.object({ kind: contentKind, ...editable }),
    output: contentItem,
  }),
  update: endpoint({
    name: 'content.update',
    method: 'POST',
    path: '/api/content/update',
    summary: 'Replace the editable fields of an item (a published item stays published).',
    access: access.user,
    input: z.object({ id: zf.id(), ...editable }),
    output: contentItem,
  }),
  preview: endpoint({
    name: 'content.preview',
    method: 'POST',
    path: '/api/content/preview',
    summary: 'How a body renders once sanitized (nothing stored).',
    access: access.user,
    input: z.object({ kind: contentKind, body: z.string().max(200_000) }),
    output: z.object({ body: z.string() }),
  }),
  publish: endpoint({
    name: 'content.publish',
    method: 'POST',
    path: '/api/content/publish',
    summary: 'Publish now, or at `publishAt` (scheduled: invisible to readers until then). Notices notify their audience when due.',
    access: access.user,
    input: z.object({ id: zf.id(), publishAt: opt(seconds()) }),
    output: contentItem,
  }),
  withdraw: endpoint({
    name: 'content.withdraw',
    method: 'POST',
    path: '/api/content/withdraw',
    summary: 'Hide a published item from readers.',
    access: access.user,
    input: byId,
    output: contentItem,
  }),
  pin: endpoint({
    name: 'content.pin',
    method: 'POST',
    path: '/api/content/pin',
    summary: 'Pin (listed first) or unpin an item.',
    access: access.user,
    input: z.object({ id: zf.id(), pinned: zf.bool() }),
    output: contentItem,
  }),
  remove: endpoint({
    name: 'content.remove',
    method: 'POST',
    path: '/api/content/delete',
    summary: 'Delete a draft (published or withdrawn items are kept: withdraw instead).',
    access: access.user,
    input: byId,
    output: ok,
  }),
  categoryList: endpoint({
    name: 'content.categoryList',
    method: 'GET',
    path: '/api/content/category-list',
    summary: 'Categories of a kind, for managers.',
    access: access.user,
    input: z.object({ kind: contentKind }),
    output: z.object({ list: z.array(contentCategory), total: z.number() }),
  }),
  categorySave: endpoint({
    name: 'content.categorySave',
    method: 'POST',
    path: '/api/content/category-save',
    summary: 'Create (no id) or rename/reorder a category; names are unique per kind.',
    access: access.user,
    input: z.object({
      id: opt(zf.id()),
      kind: contentKind,
      name: requiredText(64),
      public: zf.bool().default(false),
      sort: zf.int().min(-100000).max(100000).default(0),
    }),
    output: contentCategory,
  }),
  categoryDelete: endpoint({
    name: 'content.categoryDelete',
    method: 'POST',
    path: '/api/content/category-delete',
    summary: 'Delete an unused category (10009 while items use it).',
    access: access.user,
    input: byId,
    output: ok,
  }),
  stats: endpoint({
    name: 'content.stats',
    method: 'GET',
    path: '/api/content/stats',
    summary: 'Audience size, reads, confirmations and who has not confirmed, for one item.',
    access: access.user,
    input: byId,
    output: contentStats,
  }),
  statsExport: endpoint({
    name: 'content.statsExport',
    method: 'GET',
    path: '/api/content/stats-export',
    summary: 'The statistics of one item as an xlsx download: every audience member with read and confirm times.',
    access: access.user,
    raw: true,
    input: byId,
    output: z.null(),
  }),
};
