/**
 * Content's schemas: the shapes answered and the field rules of its inputs. The endpoints are in
 * content.ts, which re-exports the public names; the field helpers stay inside the contract.
 */
import { z } from 'zod';
import { audience } from './audience.js';
import { plainText, requiredText, seconds, zf } from './define.js';

export const CONTENT_KINDS = ['news', 'notice', 'announcement', 'hotissue', 'boda', 'page'] as const;
export const contentKind = z.enum(CONTENT_KINDS);
export type ContentKind = z.infer<typeof contentKind>;
export const CONTENT_STATUSES = ['draft', 'published', 'withdrawn'] as const;
export const contentStatus = z.enum(CONTENT_STATUSES);
export const CONTENT_SORT_FIELDS = ['title', 'publishAt', 'updatedAt', 'createdAt', 'views'] as const;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
export const opt = <T extends z.ZodType>(s: T) => z.preprocess(blank, s.optional()).optional();
/** A value forms may send as JSON text. */
const json = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, s);

/** An attachment URL as the upload endpoints answer it. */
export const ATTACH_URL = /^\/site\/attach\?file=all\/(?!.*\.\.)[A-Za-z0-9._/-]{1,200}$/;
export const attachUrl = z.string().trim().regex(ATTACH_URL, 'an uploaded file (/site/attach?file=all/...)');
export const PAGE_SLUG = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

export const contentCategory = z.object({
  id: z.string(),
  kind: contentKind,
  name: z.string(),
  public: z.boolean(),
  sort: z.number(),
});
export type ContentCategory = z.infer<typeof contentCategory>;

export const contentAttachment = z.object({ url: z.string(), name: z.string(), size: z.number(), mime: z.string() });

/** What readers get in lists. */
export const contentSummary = z.object({
  id: z.string(),
  kind: contentKind,
  categoryId: z.string().nullable(),
  categoryName: z.string(),
  slug: z.string().nullable(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  publishAt: z.number().nullable(),
  expireAt: z.number().nullable(),
  pinned: z.boolean(),
  required: z.boolean(),
  views: z.number(),
  /** The caller has opened it / confirmed it (false when logged out). */
  read: z.boolean(),
  confirmed: z.boolean(),
});
export type ContentSummary = z.infer<typeof contentSummary>;

export const contentDetail = contentSummary.extend({
  /** Sanitized HTML: safe to render as is. */
  body: z.string(),
  attachments: z.array(contentAttachment),
  /** Hot issues: the caller follows it. */
  following: z.boolean(),
});
export type ContentDetail = z.infer<typeof contentDetail>;

/** What managers get: everything, including status and audience. */
export const contentItem = contentDetail.extend({
  status: contentStatus,
  audience: audience,
  createdAt: z.number(),
  updatedAt: z.number(),
  /** Scheduled: published with a publish time still ahead. */
  scheduled: z.boolean(),
});
export type ContentItem = z.infer<typeof contentItem>;

/** Fields an editor writes; `body` is rich text (sanitized on the server), the rest plain text. */
export const editable = {
  categoryId: opt(zf.id()),
  slug: opt(z.string().regex(PAGE_SLUG, 'letters, digits, _ and -, starting with a letter')),
  title: requiredText(200),
  summary: plainText(1000).default(''),
  cover: z.preprocess(blank, attachUrl.optional()).optional(),
  body: z.string().max(200_000).default(''),
  attachments: zf.list(attachUrl).pipe(z.array(z.string()).max(20)).default([]),
  audience: json(audience),
  expireAt: opt(seconds()),
  required: zf.bool().default(false),
};

export const sorter = opt(
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const [field, order = 'ascend'] = v.split(/[,: ]/);
      return { field, order };
    },
    z.object({ field: z.enum(CONTENT_SORT_FIELDS), order: z.enum(['ascend', 'descend']) }),
  ),
);

export const contentStats = z.object({
  id: z.string(),
  title: z.string(),
  audienceSize: z.number(),
  readCount: z.number(),
  confirmedCount: z.number(),
  /** People of the audience who have not confirmed (required reading) or not read, first 500. */
  notConfirmed: z.array(
    z.object({ id: z.string(), username: z.string(), name: z.string(), className: z.string(), departmentName: z.string(), read: z.boolean() }),
  ),
  notConfirmedTotal: z.number(),
});
export type ContentStats = z.infer<typeof contentStats>;

