import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { E } from '@campus/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jsapiSignature, PlatformTicketSource } from '../src/integrations/messaging/jsapi-ticket.js';
import { kvTokenCache } from '../src/integrations/messaging/queries.js';
import { Client, createTestApp, type TestApp } from './helpers.js';

/** The JS-SDK algorithm, written out independently of the server's code. */
const sha1Sign = (ticket: string, nonce: string, ts: number, url: string) =>
  crypto
    .createHash('sha1')
    .update(`jsapi_ticket=${ticket}&noncestr=${nonce}&timestamp=${ts}&url=${url.split('#')[0]}`)
    .digest('hex');

/** A small stand-in for the messaging platform: token and ticket endpoints, with switches. */
class FakePlatform {
  server = http.createServer((req, res) => this.handle(req, res));
  calls = { token: 0, ticket: 0 };
  staleOnce = false;
  hang = false;
  seq = 0;
  base = '';

  async start() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop() {
    this.server.closeAllConnections();
    return new Promise<void>((r) => this.server.close(() => r()));
  }
  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    if (this.hang) return; // never answers
    const u = new URL(req.url ?? '/', this.base);
    const send = (body: object) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (u.pathname === '/cgi-bin/token') {
      this.calls.token++;
      if (u.searchParams.get('appid') !== 'wxapp' || u.searchParams.get('secret') !== 'S3CRET') {
        return send({ errcode: 40013, errmsg: 'invalid appid' });
      }
      return send({ access_token: `AT${++this.seq}`, expires_in: 7200 });
    }
    if (u.pathname === '/cgi-bin/ticket/getticket') {
      this.calls.ticket++;
      if (this.staleOnce) {
        this.staleOnce = false;
        return send({ errcode: 40001, errmsg: 'invalid credential' });
      }
      return send({ errcode: 0, errmsg: 'ok', ticket: `TICKET-for-${u.searchParams.get('access_token')}`, expires_in: 7200 });
    }
    res.writeHead(404).end();
  }
}

let t: TestApp;
const fake = new FakePlatform();
beforeAll(async () => {
  t = await createTestApp();
  await fake.start();
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

async function setShare(site: string, share: unknown) {
  await t.app.platform.db
    .updateTable('sites')
    .set({ integrations: JSON.stringify(share === undefined ? {} : { share }) })
    .where('id', '=', site)
    .execute();
  t.app.platform.sites.invalidate(site);
}

interface Info {
  info: {
    config: { appId: string; timestamp: number; nonceStr: string; signature: string };
    title: string;
    desc: string;
    image: string;
    url: string;
    wid: string;
  };
}

const share = (c: Client, url: string) => c.post<Info>('/api/site/share-config', { service: 'news', service_id: '12', url });

describe('the JS-SDK signature', () => {
  it("matches the messaging platform's published example", () => {
    const ticket = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';
    expect(jsapiSignature(ticket, 'Wm3WZYTPz0wzccnW', 1414587457, 'http://mp.weixin.qq.com?params=value')).toBe(
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    );
  });
});

describe('share config (spec: service, service_id, url)', () => {
  it('answers a clear envelope, not a 500, for a site without share settings', async () => {
    await setShare('demo', undefined);
    const r = await share(new Client(t.app), 'https://portal.example.edu/site/news/detail?id=12');
    expect(r.e).toBe(E.NOT_CONFIGURED);
    expect(r.status).toBeLessThan(500);
    expect(r.m).toContain('share');
  });

  it('names the broken setting when the site has an invalid one', async () => {
    await setShare('demo', { ticketSource: { type: 'static', ticket: 'x' } });
    const r = await share(new Client(t.app), 'https://portal.example.edu/site/');
    expect(r.e).toBe(E.NOT_CONFIGURED);
    expect(r.m).toContain('appId');
  });

  it('signs the page url (without its fragment) with a static ticket and fills the share card', async () => {
    await setShare('demo', {
      appId: 'wxstatic',
      ticketSource: { type: 'static', ticket: 'STATIC-TICKET' },
      title: '校园服务大厅',
      desc: '一站式办事',
      image: 'https://img.example.edu/share.png',
    });
    const url = 'https://portal.example.edu/site/news/detail?id=12&code=abc&state=xyz#/comments';
    const r = await share(new Client(t.app), url);
    expect(r.e).toBe(0);
    const { config, ...card } = r.d.info;
    expect(config.appId).toBe('wxstatic');
    expect(Math.abs(config.timestamp - Date.now() / 1000)).toBeLessThan(5);
    expect(config.nonceStr).toMatch(/^[0-9a-f]{16}$/);
    expect(config.signature).toBe(sha1Sign('STATIC-TICKET', config.nonceStr, config.timestamp, url));
    expect(card).toEqual({
      title: '校园服务大厅',
      desc: '一站式办事',
      image: 'https://img.example.edu/share.png',
      url: 'https://portal.example.edu/site/news/detail?id=12',
      wid: 'demo',
    });
    // A fresh nonce every time.
    expect((await share(new Client(t.app), url)).d.info.config.nonceStr).not.toBe(config.nonceStr);
  });

  it('refuses a url that is not an absolute http(s) address, naming the field', async () => {
    for (const url of ['javascript:alert(1)', '/site/news', '']) {
      const r = await new Client(t.app).post('/api/site/share-config', { url });
      expect(r).toMatchObject({ e: E.BAD_INPUT, d: { field: 'url' } });
    }
  });
});

describe('ticket from the messaging platform', () => {
  beforeEach(async () => {
    fake.calls = { token: 0, ticket: 0 };
    fake.hang = false;
    await t.app.platform.db.deleteFrom('kv').execute();
    await setShare('fudan', { appId: 'wxapp', ticketSource: { type: 'wechat', apiBase: fake.base, appSecret: 'S3CRET', timeoutMs: 300 } });
  });

  it('fetches the access token and the ticket once, then serves every page from the shared cache', async () => {
    const c = new Client(t.app, { 'x-site': 'fudan' });
    const url = 'https://fudan.example.edu/fudan/site/home/index';
    const a = await share(c, url);
    expect(a.e).toBe(0);
    expect(a.d.info.config.signature).toBe(sha1Sign('TICKET-for-AT1', a.d.info.config.nonceStr, a.d.info.config.timestamp, url));
    await share(c, url);
    await share(c, `${url}?x=2`);
    expect(fake.calls).toEqual({ token: 1, ticket: 1 });
    // Another server process (another adapter over the same database) reuses it too.
    const other = new PlatformTicketSource({ appId: 'wxapp', appSecret: 'S3CRET', apiBase: fake.base, cache: kvTokenCache(t.app.platform.db, 'fudan') });
    expect(await other.ticket()).toBe('TICKET-for-AT1');
    expect(fake.calls).toEqual({ token: 1, ticket: 1 });
    const rows = await t.app.platform.db.selectFrom('kv').selectAll().where('site_id', '=', 'fudan').execute();
    expect(rows.map((r) => r.key).sort()).toEqual(['messaging:wxapp:access_token', 'messaging:wxapp:jsapi_ticket']);
    const ticketRow = rows.find((r) => r.key.endsWith('jsapi_ticket'))!;
    expect(ticketRow.expires_at - Date.now() / 1000).toBeGreaterThan(6000);
  });

  it('fetches again once the cached ticket has expired', async () => {
    const c = new Client(t.app, { 'x-site': 'fudan' });
    await share(c, 'https://fudan.example.edu/a');
    await t.app.platform.db.updateTable('kv').set({ expires_at: 1 }).where('key', 'like', '%jsapi_ticket').execute();
    await share(c, 'https://fudan.example.edu/a');
    expect(fake.calls).toEqual({ token: 1, ticket: 2 });
  });

  it('renews a token the platform says is no longer valid, once', async () => {
    fake.staleOnce = true;
    const r = await share(new Client(t.app, { 'x-site': 'fudan' }), 'https://fudan.example.edu/a');
    expect(r.e).toBe(0);
    expect(fake.calls).toEqual({ token: 2, ticket: 2 });
  });

  it('answers UPSTREAM_FAILED without secrets when the platform refuses, hangs or is down', async () => {
    const c = new Client(t.app, { 'x-site': 'fudan' });
    await setShare('fudan', { appId: 'wxapp', ticketSource: { type: 'wechat', apiBase: fake.base, appSecret: 'WRONG', timeoutMs: 300 } });
    const refused = await share(c, 'https://fudan.example.edu/a');
    expect(refused.e).toBe(E.UPSTREAM_FAILED);
    expect(refused.m).toContain('40013');
    expect(refused.m).not.toContain('WRONG');

    await setShare('fudan', { appId: 'wxapp', ticketSource: { type: 'wechat', apiBase: fake.base, appSecret: 'S3CRET', timeoutMs: 300 } });
    fake.hang = true;
    const started = Date.now();
    const hung = await share(c, 'https://fudan.example.edu/a');
    expect(hung.e).toBe(E.UPSTREAM_FAILED);
    expect(hung.m).toContain('timed out');
    expect(Date.now() - started).toBeLessThan(3000);

    await setShare('fudan', { appId: 'wxapp', ticketSource: { type: 'wechat', apiBase: 'http://127.0.0.1:9', appSecret: 'S3CRET' } });
    expect((await share(c, 'https://fudan.example.edu/a')).e).toBe(E.UPSTREAM_FAILED);
  });
});
