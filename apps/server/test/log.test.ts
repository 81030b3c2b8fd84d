import crypto from 'node:crypto';
import { E } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nowS = () => Math.floor(Date.now() / 1000);
/** Spec section 7, computed independently: md5 of appkey, timestamp (seconds) and url. */
const sign = (appkey: string, ts: number | string, url: string) =>
  crypto.createHash('md5').update(`${appkey}${ts}${url}`).digest('hex');

function visit(appkey: string, url: string, ts = nowS()) {
  return { appkey, url, timestamp: ts, signature: sign(appkey, ts, url) };
}

const accessRows = (url: string) =>
  t.app.platform.db.selectFrom('access_log').selectAll().where('url', '=', url).execute();

describe('access log (spec: appkey, url, timestamp, md5 signature)', () => {
  it('records a correctly signed visit with the logged-in user', async () => {
    const c = await loginAs(t.app, 'student');
    const url = 'https://portal.example.edu/site/news/index?x=1';
    const r = await c.post('/api/log/access', visit('news', url));
    expect(r.e).toBe(0);
    const rows = await accessRows(url);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ appkey: 'news', site_id: 'demo' });
    expect(rows[0]!.user_id).not.toBeNull();
  });

  it('accepts the form-encoded body the apps send, anonymously', async () => {
    const url = '/site/home/index';
    const ts = nowS();
    const form = new URLSearchParams({ appkey: 'home', url, timestamp: String(ts), signature: sign('home', ts, url) });
    const r = await new Client(t.app).postForm('/api/log/access', form.toString());
    expect(r.e).toBe(0);
    expect((await accessRows(url))[0]?.user_id).toBeNull();
  });

  it("records the url's service parameter as the appkey when the key is 'location'", async () => {
    const url = 'https://portal.example.edu/site/sso/index?service=library&ticket=x';
    expect((await new Client(t.app).post('/api/log/access', visit('location', url))).e).toBe(0);
    expect((await accessRows(url))[0]?.appkey).toBe('library');
  });

  it('refuses a bad signature and records nothing', async () => {
    const url = '/site/forged';
    const v = { ...visit('news', url), appkey: 'other' };
    const r = await new Client(t.app).post('/api/log/access', v);
    expect(r.e).toBe(E.BAD_SIGNATURE);
    expect(r.d).toMatchObject({ field: 'signature' });
    expect(await accessRows(url)).toHaveLength(0);
  });

  it('refuses a timestamp more than 5 minutes away, in either direction', async () => {
    const c = new Client(t.app);
    expect((await c.post('/api/log/access', visit('news', '/site/stale', nowS() - 301))).e).toBe(E.EXPIRED);
    expect((await c.post('/api/log/access', visit('news', '/site/future', nowS() + 301))).e).toBe(E.EXPIRED);
    expect((await c.post('/api/log/access', visit('news', '/site/recent', nowS() - 240))).e).toBe(0);
    // Milliseconds are not seconds.
    expect((await c.post('/api/log/access', visit('news', '/site/ms', Date.now()))).e).toBe(E.EXPIRED);
  });

  it('refuses a replay of the same signed visit, but counts another caller on the same page', async () => {
    const v = visit('news', '/site/replayed');
    const a = await loginAs(t.app, 'teacher');
    expect((await a.post('/api/log/access', v)).e).toBe(0);
    const again = await a.post('/api/log/access', v);
    expect(again.e).toBe(E.BAD_SIGNATURE);
    expect(again.m).toContain('already used');
    const b = await loginAs(t.app, 'counselor');
    expect((await b.post('/api/log/access', v)).e).toBe(0);
    expect(await accessRows('/site/replayed')).toHaveLength(2);
  });

  it('names the field of malformed input', async () => {
    const r = await new Client(t.app).post('/api/log/access', { appkey: 'news', url: '/x', timestamp: 'soon', signature: 'zz' });
    expect(r.e).toBe(E.BAD_INPUT);
    expect(['timestamp', 'signature']).toContain((r.d as { field: string }).field);
  });
});

describe('client error log (spec: save-web-log)', () => {
  const webRows = () => t.app.platform.db.selectFrom('web_log').selectAll().orderBy('id').execute();

  it('stores the three fields, serialising objects and cutting long values instead of failing', async () => {
    const before = (await webRows()).length;
    const r = await new Client(t.app, { 'user-agent': 'PhoneBrowser/1.0' }).post('/api/log/save-web-log', {
      err_message: 'x'.repeat(10_000),
      return_data: { e: 0, d: { list: [1, 2] } },
      vue_data: 'route=/site/news/index',
    });
    expect(r.e).toBe(0);
    const rows = await webRows();
    expect(rows).toHaveLength(before + 1);
    const row = rows[rows.length - 1]!;
    expect(row.err_message).toHaveLength(2000);
    expect(JSON.parse(row.return_data)).toEqual({ e: 0, d: { list: [1, 2] } });
    expect(row.vue_data).toBe('route=/site/news/index');
    expect(row.user_agent).toBe('PhoneBrowser/1.0');
  });

  it('accepts an empty form post', async () => {
    expect((await new Client(t.app).postForm('/api/log/save-web-log', '')).e).toBe(0);
  });

  it('limits each address to 60 a minute so the table cannot be flooded', async () => {
    const flood = new Client(t.app);
    const from = { remoteAddress: '10.9.8.7' };
    const results: number[] = [];
    for (let i = 0; i < 62; i++) {
      const res = await flood.raw({ method: 'POST', url: '/api/log/save-web-log', payload: { err_message: `e${i}` }, ...from });
      results.push(res.json().e as number);
    }
    expect(results.slice(0, 60).every((e) => e === 0)).toBe(true);
    expect(results.slice(60)).toEqual([E.TOO_MANY_REQUESTS, E.TOO_MANY_REQUESTS]);
    const other = await flood.raw({ method: 'POST', url: '/api/log/save-web-log', payload: {}, remoteAddress: '10.9.8.8' });
    expect(other.json().e).toBe(0);
  });
});
