/**
 * RSS subscriptions through the API: outside feeds fetched within the site's rules (loopback
 * refused unless allow-listed), broken feeds explained on the subscription, the cache, the
 * portal's own category feeds (RSS 2.0, escaped, absolute links) and subscriptions to them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { E, type RssItem, type RssSubscription } from '@campus/api';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, now } from '../src/platform/util.js';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

const RSS = `<?xml version="1.0"?><rss version="2.0"><channel><title>Library news</title><link>https://lib.example/</link>
<item><title>Opening hours</title><link>https://lib.example/hours</link><description>Open &lt;b&gt;late&lt;/b&gt;</description></item></channel></rss>`;
const ATOM = `<feed xmlns="http://www.w3.org/2005/Atom"><title>Atom side</title><entry><id>urn:x</id><title>Entry</title>
<link href="https://a.example/x"/><updated>2026-11-01T00:00:00Z</updated></entry></feed>`;

let t: TestApp;
let admin: Client;
let student: Client;
let student2: Client;
let teacher: Client;
let server: http.Server;
let port = 0;
let base = '';
const hits = new Map<string, number>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    hits.set(url, (hits.get(url) ?? 0) + 1);
    if (url === '/rss') return void res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(RSS);
    if (url === '/atom') return void res.writeHead(200, { 'content-type': 'application/atom+xml' }).end(ATOM);
    if (url === '/big') return void res.writeHead(200).end(Buffer.alloc(20_000, 32));
    if (url === '/slow') return;
    if (url === '/to-localhost') return void res.writeHead(302, { location: `http://localhost:${port}/rss` }).end();
    res.writeHead(200, { 'content-type': 'text/html' }).end('<p>not a feed');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp();
  [admin, student, student2, teacher] = await Promise.all([
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
    loginAs(t.app, 'teacher'),
  ]);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => server.close(() => r()));
});

const setRss = async (rss: Record<string, unknown> | undefined) => {
  const r = await admin.post('/api/admin/sites/update', { id: 'demo', integrations: rss ? { rss } : {} });
  expect(r.e).toBe(E.OK);
};
const subscribe = (c: Client, url: string) => c.post<RssSubscription>('/api/rssSubscription/subscribe', { url });

describe('outside feeds and the address rules', () => {
  it('refuses internal addresses by default, with a clear reason on the subscription', async () => {
    await setRss(undefined);
    for (const url of [
      `${base}/rss`,
      'http://10.0.0.1/feed',
      'http://169.254.169.254/latest/meta-data/',
      `http://[::1]:${port}/rss`,
      `http://[::ffff:127.0.0.1]:${port}/rss`,
      `http://localhost:${port}/rss`,
    ]) {
      const r = await subscribe(teacher, url);
      expect(r.e, url).toBe(E.OK);
      expect(r.d.error, url).toMatchObject({ e: E.FEED_BLOCKED });
      expect(r.d.error?.m).toContain('内部网络');
    }
    expect(hits.get('/rss') ?? 0).toBe(0);
  });

  it('refuses URLs that are not http(s) as bad input naming the field', async () => {
    for (const url of ['file:///etc/passwd', 'gopher://x/', 'javascript:alert(1)', '']) {
      const r = await subscribe(student, url);
      expect(r.e).toBe(E.BAD_INPUT);
      expect(r.d).toMatchObject({ field: 'url' });
    }
  });

  it('reads an allow-listed local feed (RSS and Atom), caching it for the refresh interval', async () => {
    await setRss({ allowHosts: ['127.0.0.1'], timeoutMs: 500, maxBytes: 10_000 });
    const r = await subscribe(student, `${base}/rss`);
    expect(r.d).toMatchObject({ kind: 'url', title: 'Library news', error: null });
    const info = await student.get<{ items: RssItem[] }>('/api/rssSubscription/rssinfo', { id: r.d.id });
    expect(info.d.items).toEqual([
      {
        id: 'https://lib.example/hours',
        title: 'Opening hours',
        link: 'https://lib.example/hours',
        summary: 'Open late',
        publishedAt: null,
      },
    ]);
    await student.get('/api/rssSubscription/rssinfo', { id: r.d.id });
    expect(hits.get('/rss')).toBe(1);

    const atom = await subscribe(student, `${base}/atom`);
    expect(atom.d.title).toBe('Atom side');
    const items = await student.get<{ items: RssItem[] }>('/api/rssSubscription/rssinfo', { id: atom.d.id });
    expect(items.d.items[0]).toMatchObject({ title: 'Entry', link: 'https://a.example/x' });
  });

  it('refetches once the cached copy is older than the interval', async () => {
    const list = await student.get<{ list: RssSubscription[] }>('/api/rssSubscription/list');
    const sub = list.d.list.find((s) => s.url === `${base}/rss`)!;
    await t.app.platform.db
      .updateTable('rss_subscriptions')
      .set({ fetched_at: now() - 3600 })
      .where('id', '=', sub.id)
      .execute();
    await student.get('/api/rssSubscription/rssinfo', { id: sub.id });
    expect(hits.get('/rss')).toBe(2);
  });

  it('still refuses a redirect from an allowed host to a loopback name', async () => {
    const r = await subscribe(student, `${base}/to-localhost`);
    expect(r.d.error).toMatchObject({ e: E.FEED_BLOCKED });
  });

  it('explains a broken feed: too large, too slow, not a feed, unreachable', async () => {
    expect((await subscribe(student, `${base}/big`)).d.error).toMatchObject({ e: E.FEED_TOO_LARGE });
    const t0 = Date.now();
    expect((await subscribe(student, `${base}/slow`)).d.error).toMatchObject({ e: E.FEED_TIMEOUT });
    expect(Date.now() - t0).toBeLessThan(3000);
    const html = await subscribe(student, `${base}/page`);
    expect(html.d.error).toMatchObject({ e: E.FEED_INVALID });
    expect(html.d.error?.m).toMatch(/RSS 或 Atom/);
    expect((await subscribe(student, 'http://127.0.0.1:1/x')).d.error).toMatchObject({ e: E.FEED_UNREACHABLE });
    // The failure is stored: the list shows it too.
    const list = await student.get<{ list: RssSubscription[] }>('/api/rssSubscription/list');
    expect(list.d.list.find((s) => s.url === `${base}/big`)?.error?.e).toBe(E.FEED_TOO_LARGE);
  });

  it('keeps subscriptions private: another user cannot read or remove them', async () => {
    const mine = (await student.get<{ list: RssSubscription[] }>('/api/rssSubscription/list')).d.list[0]!;
    expect((await student2.get('/api/rssSubscription/rssinfo', { id: mine.id })).e).toBe(E.NOT_FOUND);
    expect((await student2.post('/api/rssSubscription/unsubscribe', { id: mine.id })).e).toBe(E.NOT_FOUND);
    expect((await student2.get<{ list: unknown[] }>('/api/rssSubscription/list')).d.list).toHaveLength(0);
    expect((await student.post('/api/rssSubscription/unsubscribe', { id: mine.id })).e).toBe(E.OK);
    expect((await student.get('/api/rssSubscription/rssinfo', { id: mine.id })).e).toBe(E.NOT_FOUND);
  });

  it('subscribing twice to the same feed keeps one subscription', async () => {
    const a = await subscribe(student2, `${base}/atom`);
    const b = await subscribe(student2, `${base}/atom`);
    expect(b.d.id).toBe(a.d.id);
  });

  it('needs a login', async () => {
    expect((await new Client(t.app).get('/api/rssSubscription/list')).e).toBe(E.NOT_LOGGED_IN);
  });
});

describe("the portal's own feeds", () => {
  const cat = newId();
  const hidden = newId();
  beforeAll(async () => {
    const db = t.app.platform.db;
    const at = now();
    await db
      .insertInto('content_categories')
      .values([
        { id: cat, site_id: 'demo', kind: 'news', name: 'Campus <news> & "more"', public: 1, sort: 0, created_at: at },
        { id: hidden, site_id: 'demo', kind: 'news', name: 'Internal', public: 0, sort: 1, created_at: at },
      ])
      .execute();
    const item = (
      id: string,
      title: string,
      o: { publish?: number | null; site?: number; category?: string } = {},
    ) => ({
      id,
      site_id: 'demo',
      kind: 'news',
      category_id: o.category ?? cat,
      title,
      summary: `${title} summary`,
      audience: '{}',
      audience_site: o.site ?? 1,
      status: 'published',
      publish_at: o.publish === undefined ? at - 60 : o.publish,
      created_at: at,
      updated_at: at,
    });
    await db
      .insertInto('content_items')
      .values([
        item('item-xss', '<script>alert("x")</script> & ]]> \u0001 news'),
        item('item-future', 'Scheduled', { publish: at + 3600 }),
        item('item-class', 'Only one class', { site: 0 }),
        item('item-hidden', 'In a private category', { category: hidden }),
      ])
      .execute();
  });

  it('publishes valid, escaped RSS 2.0 with absolute links, only public whole-site live items', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/rss/feed/demo/${cat}.xml`,
      headers: { host: 'portal.example.edu' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml; charset=utf-8/);
    const xml = res.body;
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain('<script>');
    expect(xml).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; ]]&gt;');
    const doc = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
      rss: {
        '@_version': string;
        channel: { title: string; item: { title: string; link: string } | { title: string; link: string }[] };
      };
    };
    expect(doc.rss['@_version']).toBe('2.0');
    const items = [doc.rss.channel.item].flat();
    expect(items).toHaveLength(1);
    expect(items[0]!.link).toBe('http://portal.example.edu/site/news/detail?id=item-xss');
    expect(xml).not.toMatch(/Scheduled|Only one class|private category/);
  });

  it('has no feed for a private or unknown category, or an unknown site', async () => {
    for (const url of [
      `/api/rss/feed/demo/${hidden}.xml`,
      '/api/rss/feed/demo/nope.xml',
      `/api/rss/feed/nosite/${cat}.xml`,
      `/api/rss/feed/demo/${cat}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/rss/feed/fudan/${cat}.xml` })).statusCode).toBe(404);
  });

  it('lets users subscribe to public categories and read their items', async () => {
    const cats = await student.get<{ list: { id: string; feedUrl: string; subscribed: boolean }[] }>(
      '/api/rssSubscription/categories',
    );
    expect(cats.d.list.map((c) => c.id)).toEqual([cat]);
    expect(cats.d.list[0]!.feedUrl).toMatch(new RegExp(`/api/rss/feed/demo/${cat}\\.xml$`));
    const sub = await student.post<RssSubscription>('/api/rssSubscription/subscribe', { categoryId: cat });
    expect(sub.d).toMatchObject({ kind: 'category', categoryId: cat, error: null });
    const info = await student.get<{ items: RssItem[] }>('/api/rssSubscription/rssinfo', { id: sub.d.id });
    expect(info.d.items.map((i) => i.id)).toEqual(['item-xss']);
    expect((await student.post('/api/rssSubscription/subscribe', { categoryId: hidden })).e).toBe(E.NOT_FOUND);
    expect((await student.post('/api/rssSubscription/subscribe', { categoryId: cat, url: `${base}/rss` })).e).toBe(
      E.BAD_INPUT,
    );
  });
});
