/**
 * The portal's own feeds: items of a public category as RSS 2.0 (`/api/rss/feed/<site>/<id>.xml`)
 * and as subscription items. Only whole-site, live items appear (what a logged-out reader may
 * see); every text is XML-escaped and links are absolute.
 */
import { AppError, E, type RssItem } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import type { Site } from '../../platform/db/schema.js';
import { now } from '../../platform/util.js';
import { findPublicCategory, publicCategoryItems } from './queries.js';

export const FEED_ITEMS = 50;

/** The H5 screen that shows one item of a kind. */
const DETAIL: Record<string, string> = {
  news: 'news/detail',
  notice: 'notice/noticepage',
  announcement: 'announcementRelease/detail',
  hotissue: 'hotissue/detail',
  boda: 'boda/detail',
};

/** Our origin as readers see it: PUBLIC_ORIGIN, else the request's. */
export function originOf(ctx: Ctx): string {
  const configured = ctx.platform.env.PUBLIC_ORIGIN;
  return configured ? new URL(configured).origin : `${ctx.req.protocol}://${ctx.req.host}`;
}

const h5Base = (ctx: Ctx, site: Site) => (site.id === ctx.platform.env.DEFAULT_SITE ? '/site/' : `/${site.id}/site/`);

export const feedUrlOf = (ctx: Ctx, siteId: string, categoryId: string) =>
  `${originOf(ctx)}/api/rss/feed/${encodeURIComponent(siteId)}/${encodeURIComponent(categoryId)}.xml`;

export async function categoryItems(
  ctx: Ctx,
  site: Site,
  categoryId: string,
): Promise<{ title: string; link: string; items: RssItem[] }> {
  const cat = await findPublicCategory(ctx.db, site.id, categoryId);
  if (!cat) throw new AppError(E.NOT_FOUND, 'categoryId: no such public category', { field: 'categoryId' });
  const base = `${originOf(ctx)}${h5Base(ctx, site)}`;
  const rows = await publicCategoryItems(ctx.db, site.id, cat.id, now(), FEED_ITEMS);
  return {
    title: `${site.name} · ${cat.name}`,
    link: `${base}${(DETAIL[cat.kind] ?? 'news/detail').split('/')[0]}/index`,
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      link: `${base}${DETAIL[r.kind] ?? 'news/detail'}?id=${encodeURIComponent(r.id)}`,
      summary: r.summary,
      publishedAt: r.publish_at === null ? null : Number(r.publish_at),
    })),
  };
}

// eslint-disable-next-line no-control-regex -- characters XML 1.0 cannot carry at all
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
export const xmlEscape = (s: string) =>
  s
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export function rssXml(feed: { title: string; link: string; self: string; items: RssItem[] }): string {
  const el = (tag: string, v: string) => `<${tag}>${xmlEscape(v)}</${tag}>`;
  const items = feed.items.map((i) =>
    [
      '<item>',
      el('title', i.title),
      el('link', i.link),
      `<guid isPermaLink="false">${xmlEscape(i.id)}</guid>`,
      el('description', i.summary),
      i.publishedAt === null ? '' : el('pubDate', new Date(i.publishedAt * 1000).toUTCString()),
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>',
    el('title', feed.title),
    el('link', feed.link),
    `<atom:link href="${xmlEscape(feed.self)}" rel="self" type="application/rss+xml"/>`,
    el('description', feed.title),
    ...items,
    '</channel></rss>',
  ].join('\n');
}

/** GET /api/rss/feed/<site>/<categoryId>.xml — public, cacheable for a few minutes. */
export async function sendCategoryFeed(ctx: Ctx): Promise<null> {
  const params = ctx.req.params as { site?: string; file?: string };
  const m = /^(.{1,64})\.xml$/.exec(params.file ?? '');
  const site = params.site ? await ctx.platform.sites.get(params.site) : null;
  if (!m || !site) throw new AppError(E.NOT_FOUND, 'no such feed');
  const feed = await categoryItems(ctx, site, m[1]!);
  const xml = rssXml({ ...feed, self: feedUrlOf(ctx, site.id, m[1]!) });
  void ctx.reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
  return null;
}
