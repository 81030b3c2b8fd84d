/**
 * Subscriptions: a user's outside feeds and portal categories. Outside feeds are fetched on
 * demand through the bounded fetcher and cached on the row; a refetch is claimed in the
 * database so a feed is fetched at most once per refresh interval, across processes. A failed
 * fetch keeps the last good items and records why (a 4001x code and message) for the H5.
 */
import { AppError, E, badInput, defaultMessages, type RssItem, type RssSubscription } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { newId, now, parseJson } from '../../platform/util.js';
import { checkUrl, fetchFeed, FeedError, type FeedFailure } from '../../integrations/feeds/fetch.js';
import { parseFeed } from '../../integrations/feeds/parse.js';
import { categoryItems, feedUrlOf } from './portal.js';
import * as q from './queries.js';
import { rssSettingsOf } from './settings.js';

export const MAX_SUBSCRIPTIONS = 50;
const CATEGORY = 'category:';

const CODE_OF: Record<FeedFailure, number> = {
  blocked: E.FEED_BLOCKED,
  timeout: E.FEED_TIMEOUT,
  too_large: E.FEED_TOO_LARGE,
  not_xml: E.FEED_INVALID,
  not_feed: E.FEED_INVALID,
  bad_url: E.FEED_UNREACHABLE,
  unreachable: E.FEED_UNREACHABLE,
  http_status: E.FEED_UNREACHABLE,
  redirects: E.FEED_UNREACHABLE,
};

function toSubscription(r: q.SubscriptionRow): RssSubscription {
  return {
    id: r.id,
    kind: r.category_id ? 'category' : 'url',
    url: r.url,
    categoryId: r.category_id,
    title: r.title,
    link: r.link,
    fetchedAt: r.fetched_at === null ? null : Number(r.fetched_at),
    error: r.error_code === null ? null : { e: Number(r.error_code), m: r.error_message },
    createdAt: Number(r.created_at),
  };
}

export async function listMine(ctx: Ctx) {
  const list = (await q.listSubscriptions(ctx.db, ctx.site.id, ctx.me().id)).map(toSubscription);
  return { list, total: list.length };
}

export async function categories(ctx: Ctx) {
  const me = ctx.me();
  const mine = new Set((await q.listSubscriptions(ctx.db, ctx.site.id, me.id)).map((s) => s.category_id));
  const cats = await q.publicCategories(ctx.db, ctx.site.id);
  return { list: cats.map((c) => ({ ...c, feedUrl: feedUrlOf(ctx, ctx.site.id, c.id), subscribed: mine.has(c.id) })) };
}

/** Fetches and parses an outside feed, recording the items or the reason it failed. */
async function refresh(ctx: Ctx, row: q.SubscriptionRow): Promise<q.SubscriptionRow> {
  const { limits } = rssSettingsOf(ctx.site);
  try {
    const feed = parseFeed((await fetchFeed(row.url, limits)).body);
    const set = {
      title: feed.title || row.title || row.url,
      link: feed.link,
      items: JSON.stringify(feed.items),
      error_code: null,
      error_message: '',
    };
    await q.updateSubscription(ctx.db, row.id, set);
    return { ...row, ...set };
  } catch (err) {
    if (!(err instanceof FeedError)) throw err;
    const code = CODE_OF[err.reason];
    const set = { error_code: code, error_message: `${defaultMessages[code] ?? ''}: ${err.message}` };
    await q.updateSubscription(ctx.db, row.id, set);
    return { ...row, ...set };
  }
}

export async function subscribe(
  ctx: Ctx,
  input: { url?: string | undefined; categoryId?: string | undefined },
): Promise<RssSubscription> {
  const me = ctx.me();
  let source: string;
  let row: q.SubscriptionRow;
  const base = {
    id: newId(),
    site_id: ctx.site.id,
    user_id: me.id,
    items: '[]',
    fetched_at: null,
    error_code: null,
    error_message: '',
    created_at: now(),
  };
  if (input.categoryId !== undefined) {
    const feed = await categoryItems(ctx, ctx.site, input.categoryId);
    source = `${CATEGORY}${input.categoryId}`;
    row = { ...base, source, url: '', category_id: input.categoryId, title: feed.title, link: feed.link };
  } else {
    let url: URL;
    try {
      url = checkUrl(input.url ?? '');
    } catch (err) {
      throw badInput('url', err instanceof Error ? err.message : 'not a valid URL');
    }
    source = url.toString();
    row = { ...base, source, url: source, category_id: null, title: url.hostname, link: '' };
  }
  const existing = await q.findBySource(ctx.db, ctx.site.id, me.id, source);
  if (existing) return toSubscription(existing);
  if ((await q.countSubscriptions(ctx.db, ctx.site.id, me.id)) >= MAX_SUBSCRIPTIONS) {
    throw new AppError(E.LIMIT_REACHED, `at most ${MAX_SUBSCRIPTIONS} subscriptions`, { limit: MAX_SUBSCRIPTIONS });
  }
  await q.insertSubscription(ctx.db, row);
  const stored = await q.findBySource(ctx.db, ctx.site.id, me.id, source);
  if (!stored) throw new AppError(E.CONFLICT);
  if (stored.id !== row.id || stored.category_id) return toSubscription(stored);
  // The first fetch happens now, so a broken feed says so at once.
  const claimed = await q.claimRefresh(ctx.db, stored.id, now(), 0);
  return toSubscription(claimed ? await refresh(ctx, stored) : stored);
}

export async function unsubscribe(ctx: Ctx, id: string) {
  const r = await q.deleteSubscription(ctx.db, ctx.site.id, ctx.me().id, id);
  if (Number(r.numDeletedRows) !== 1) throw new AppError(E.NOT_FOUND, 'id: no such subscription', { field: 'id' });
  return null;
}

export async function info(ctx: Ctx, id: string): Promise<{ subscription: RssSubscription; items: RssItem[] }> {
  let row = await q.findSubscription(ctx.db, ctx.site.id, ctx.me().id, id);
  if (!row) throw new AppError(E.NOT_FOUND, 'id: no such subscription', { field: 'id' });
  if (row.category_id) {
    const feed = await categoryItems(ctx, ctx.site, row.category_id).catch((err: unknown) => {
      // A category made private or deleted after subscribing: say so instead of failing.
      if (err instanceof AppError && err.e === E.NOT_FOUND) return null;
      throw err;
    });
    if (!feed) {
      const gone = { ...toSubscription(row), error: { e: E.NOT_FOUND, m: 'category: no longer public' } };
      return { subscription: gone, items: [] };
    }
    return { subscription: { ...toSubscription(row), fetchedAt: now() }, items: feed.items };
  }
  const at = now();
  if (await q.claimRefresh(ctx.db, row.id, at, at - rssSettingsOf(ctx.site).refreshSeconds)) {
    row = await refresh(ctx, { ...row, fetched_at: at });
  }
  return { subscription: toSubscription(row), items: parseJson<RssItem[]>(row.items, []) };
}
