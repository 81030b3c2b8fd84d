/**
 * RSS subscription (spec `rssSubscription`: index, rssinfo): a user's outside RSS/Atom feeds
 * and the portal's own public categories, read on demand with a cached copy. The portal also
 * publishes one RSS 2.0 feed per public category at `/api/rss/feed/<site>/<categoryId>.xml`.
 * A feed that cannot be read keeps its last items and carries `error` (a 4001x code).
 */
import { z } from 'zod';
import { access, byId, endpoint, ok, zf } from './define.js';

export const rssItem = z.object({
  id: z.string(),
  title: z.string(),
  link: z.string(),
  summary: z.string(),
  publishedAt: z.number().nullable(),
});
export type RssItem = z.infer<typeof rssItem>;

export const rssSubscription = z.object({
  id: z.string(),
  /** `url`: an outside feed; `category`: a public category of this portal. */
  kind: z.enum(['url', 'category']),
  url: z.string(),
  categoryId: z.string().nullable(),
  title: z.string(),
  link: z.string(),
  fetchedAt: z.number().nullable(),
  /** Why the last fetch failed (code 40010-40014 and its message), null when it worked. */
  error: z.object({ e: z.number(), m: z.string() }).nullable(),
  createdAt: z.number(),
});
export type RssSubscription = z.infer<typeof rssSubscription>;

const feedUrl = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine((s) => /^https?:\/\//i.test(s), 'an http or https URL');

export const rss = {
  list: endpoint({
    name: 'rss.list',
    method: 'GET',
    path: '/api/rssSubscription/list',
    summary: 'My subscriptions with the state of their last fetch.',
    access: access.user,
    input: z.object({}),
    output: z.object({ list: z.array(rssSubscription), total: z.number() }),
  }),
  categories: endpoint({
    name: 'rss.categories',
    method: 'GET',
    path: '/api/rssSubscription/categories',
    summary: 'The public content categories of this site, each with its RSS feed URL.',
    access: access.user,
    input: z.object({}),
    output: z.object({
      list: z.array(
        z.object({ id: z.string(), kind: z.string(), name: z.string(), feedUrl: z.string(), subscribed: z.boolean() }),
      ),
    }),
  }),
  subscribe: endpoint({
    name: 'rss.subscribe',
    method: 'POST',
    path: '/api/rssSubscription/subscribe',
    summary:
      'Subscribe to an outside feed (`url`) or a public category (`categoryId`); the feed is fetched once right away.',
    access: access.user,
    input: z
      .object({ url: feedUrl.optional(), categoryId: zf.id().optional() })
      .refine((v) => (v.url === undefined) !== (v.categoryId === undefined), {
        message: 'give either url or categoryId',
        path: ['url'],
      }),
    output: rssSubscription,
  }),
  unsubscribe: endpoint({
    name: 'rss.unsubscribe',
    method: 'POST',
    path: '/api/rssSubscription/unsubscribe',
    summary: 'Remove one of my subscriptions.',
    access: access.user,
    input: byId,
    output: ok,
  }),
  info: endpoint({
    name: 'rss.info',
    method: 'GET',
    path: '/api/rssSubscription/rssinfo',
    summary: 'The items of one of my subscriptions; refetched when the cached copy is older than the refresh interval.',
    access: access.user,
    input: byId,
    output: z.object({ subscription: rssSubscription, items: z.array(rssItem) }),
  }),
  feed: endpoint({
    name: 'rss.feed',
    method: 'GET',
    path: '/api/rss/feed/:site/:file',
    summary: 'RSS 2.0 feed of a public category: `/api/rss/feed/<site>/<categoryId>.xml`.',
    access: access.public,
    raw: true,
    input: z.object({}),
    output: z.null(),
  }),
};
