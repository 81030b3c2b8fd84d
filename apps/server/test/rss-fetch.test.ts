/**
 * The bounded feed fetcher on its own: address rules, limits (size, time, redirects) against
 * small servers on 127.0.0.1 (allow-listed, as loopback is refused by default), and parsing.
 */
import dns from 'node:dns/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isPublicAddress } from '../src/integrations/feeds/address.js';
import { DEFAULT_LIMITS, fetchFeed, FeedError, type FetchLimits } from '../src/integrations/feeds/fetch.js';
import { parseFeed } from '../src/integrations/feeds/parse.js';

const RSS = `<?xml version="1.0"?><rss version="2.0"><channel><title>Campus &amp; Co</title><link>https://example.org/</link>
<item><title>First</title><link>https://example.org/1</link><description>&lt;p&gt;Hello &lt;b&gt;world&lt;/b&gt;&lt;/p&gt;</description><pubDate>Sun, 22 Nov 2026 04:00:00 GMT</pubDate><guid>g1</guid></item>
<item><title><![CDATA[Second <em>one</em>]]></title><link>javascript:alert(1)</link></item></channel></rss>`;

let server: http.Server;
let base = '';
let hits = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits++;
    const url = req.url ?? '/';
    if (url === '/rss') return void res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(RSS);
    if (url === '/gzip') return void res.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync(RSS));
    if (url === '/bomb')
      return void res.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync(Buffer.alloc(5_000_000, 32)));
    if (url === '/big-declared') return void res.writeHead(200, { 'content-length': String(10_000_000) }).end();
    if (url === '/big-chunked') {
      res.writeHead(200, { 'content-type': 'text/xml' });
      const chunk = Buffer.alloc(64 * 1024, 32);
      let sent = 0;
      const pump = () => {
        while (sent < 100 && res.write(chunk)) sent++;
        if (sent < 100) res.once('drain', pump);
        else res.end();
      };
      return pump();
    }
    if (url === '/slow') return; // never answers
    if (url === '/trickle') {
      res.writeHead(200);
      const t = setInterval(() => res.write(' '), 50);
      res.on('close', () => clearInterval(t));
      return;
    }
    if (url.startsWith('/redirect-to?'))
      return void res.writeHead(302, { location: decodeURIComponent(url.slice(13)) }).end();
    if (url === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
    if (url === '/missing') return void res.writeHead(404).end('no');
    res.writeHead(200).end('hello');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const allowed: FetchLimits = { ...DEFAULT_LIMITS, allowHosts: ['127.0.0.1'] };
async function reason(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'ok';
  } catch (err) {
    if (err instanceof FeedError) return err.reason;
    throw err;
  }
}

describe('address rules', () => {
  it('refuses private, loopback, link-local and reserved addresses in v4 and v6 forms', () => {
    for (const a of [
      '127.0.0.1',
      '127.9.9.9',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
    for (const a of [
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::127.0.0.1',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::',
      'ff02::1',
      '[::1]',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
    expect(isPublicAddress('not an address')).toBe(false);
  });

  it('accepts public unicast addresses', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '93.184.216.34', '2606:4700:4700::1111', '2001:4860:4860::8888'])
      expect(isPublicAddress(a), a).toBe(true);
  });
});

describe('fetchFeed', () => {
  it('refuses loopback unless the host is allow-listed', async () => {
    expect(await reason(fetchFeed(`${base}/rss`))).toBe('blocked');
    expect(await reason(fetchFeed(`http://localhost:${new URL(base).port}/rss`))).toBe('blocked');
    expect(await reason(fetchFeed(`http://[::1]:${new URL(base).port}/rss`))).toBe('blocked');
    expect(await reason(fetchFeed(`http://[::ffff:127.0.0.1]:${new URL(base).port}/rss`))).toBe('blocked');
    const r = await fetchFeed(`${base}/rss`, allowed);
    expect(r.body.toString()).toBe(RSS);
  });

  it('refuses other schemes and credentials', async () => {
    expect(await reason(fetchFeed('file:///etc/passwd', allowed))).toBe('bad_url');
    expect(await reason(fetchFeed('ftp://127.0.0.1/x', allowed))).toBe('bad_url');
    expect(await reason(fetchFeed(`http://u:p@127.0.0.1:1/`, allowed))).toBe('bad_url');
  });

  it('re-checks every redirect: a redirect to a loopback name is refused', async () => {
    const to = encodeURIComponent(`http://localhost:${new URL(base).port}/rss`);
    expect(await reason(fetchFeed(`${base}/redirect-to?${to}`, allowed))).toBe('blocked');
    const ok = encodeURIComponent(`${base}/rss`);
    expect((await fetchFeed(`${base}/redirect-to?${ok}`, allowed)).body.toString()).toBe(RSS);
    expect(await reason(fetchFeed(`${base}/redirect-to?${encodeURIComponent('file:///etc/passwd')}`, allowed))).toBe(
      'bad_url',
    );
  });

  it('stops after a few redirects', async () => {
    const before = hits;
    expect(await reason(fetchFeed(`${base}/loop`, allowed))).toBe('redirects');
    expect(hits - before).toBe(DEFAULT_LIMITS.maxRedirects + 1);
  });

  it('aborts answers over the size limit, declared, streamed or compressed', async () => {
    const small = { ...allowed, maxBytes: 100_000 };
    expect(await reason(fetchFeed(`${base}/big-declared`, small))).toBe('too_large');
    expect(await reason(fetchFeed(`${base}/big-chunked`, small))).toBe('too_large');
    expect(await reason(fetchFeed(`${base}/bomb`, small))).toBe('too_large');
    expect((await fetchFeed(`${base}/gzip`, small)).body.toString()).toBe(RSS);
  });

  it('gives up on a server that does not answer, or answers too slowly, within the total time', async () => {
    const quick = { ...allowed, connectMs: 200, totalMs: 300 };
    const t0 = Date.now();
    expect(await reason(fetchFeed(`${base}/slow`, quick))).toBe('timeout');
    expect(await reason(fetchFeed(`${base}/trickle`, quick))).toBe('timeout');
    expect(Date.now() - t0).toBeLessThan(2000);
  });

  it('reports HTTP errors and refused connections', async () => {
    expect(await reason(fetchFeed(`${base}/missing`, allowed))).toBe('http_status');
    expect(await reason(fetchFeed('http://127.0.0.1:1/', allowed))).toBe('unreachable');
    expect(await reason(fetchFeed('http://no-such-host.invalid/', allowed))).toBe('unreachable');
  });
});

describe('name resolution', () => {
  afterEach(() => vi.restoreAllMocks());
  type Answer = { address: string; family: number }[];
  const stub = (...answers: Answer[]) => {
    const spy = vi.spyOn(dns, 'lookup');
    for (const a of answers) spy.mockResolvedValueOnce(a as never);
    return spy;
  };

  it('refuses a name when any of its addresses is internal', async () => {
    stub([
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ]);
    expect(await reason(fetchFeed('http://mixed.test/rss'))).toBe('blocked');
    stub([{ address: '::ffff:169.254.169.254', family: 6 }]);
    expect(await reason(fetchFeed('http://mapped.test/rss'))).toBe('blocked');
  });

  it('connects to the address it checked: a second, different DNS answer is never used', async () => {
    const spy = stub([{ address: '127.0.0.1', family: 4 }], [{ address: '10.255.255.1', family: 4 }]);
    const r = await fetchFeed(`http://rebind.test:${new URL(base).port}/rss`, { ...allowed, allowHosts: ['rebind.test'] });
    expect(r.body.toString()).toBe(RSS);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});

describe('parseFeed', () => {
  it('reads RSS 2.0 as plain text with http links only', () => {
    const f = parseFeed(Buffer.from(RSS));
    expect(f.title).toBe('Campus & Co');
    expect(f.items).toEqual([
      {
        id: 'g1',
        title: 'First',
        link: 'https://example.org/1',
        summary: 'Hello world',
        publishedAt: Date.UTC(2026, 10, 22, 4) / 1000,
      },
      { id: 'Second one', title: 'Second one', link: '', summary: '', publishedAt: null },
    ]);
  });

  it('reads Atom', () => {
    const atom = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Atom feed</title>
      <link rel="self" href="https://a.example/feed.xml"/><link href="https://a.example/"/>
      <entry><id>urn:e1</id><title type="html">A &lt;b&gt;bold&lt;/b&gt; entry</title>
      <link rel="alternate" type="text/html" href="https://a.example/e1"/><updated>2026-11-20T08:00:00Z</updated>
      <summary>Short &#x4e2d;&#25991;</summary></entry></feed>`;
    const f = parseFeed(Buffer.from(atom));
    expect(f).toEqual({
      title: 'Atom feed',
      link: 'https://a.example/',
      items: [
        {
          id: 'urn:e1',
          title: 'A bold entry',
          link: 'https://a.example/e1',
          summary: 'Short 中文',
          publishedAt: Date.UTC(2026, 10, 20, 8) / 1000,
        },
      ],
    });
  });

  it('refuses what is not XML, not a feed, or declares entities (no expansion)', () => {
    const fail = (s: string) => {
      try {
        parseFeed(Buffer.from(s));
        return 'ok';
      } catch (err) {
        return err instanceof FeedError ? err.reason : 'other';
      }
    };
    expect(fail('hello')).toBe('not_xml');
    expect(fail('<rss><channel>')).toBe('not_xml');
    expect(fail('<html><body>hi</body></html>')).toBe('not_feed');
    const lol = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><rss><channel><title>&b;</title></channel></rss>`;
    expect(fail(lol)).toBe('not_feed');
  });
});
