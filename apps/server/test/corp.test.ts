import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { E } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from './helpers.js';

/** A stand-in for the enterprise messaging platform: gettoken and getuserinfo. */
const calls = { token: 0, user: 0 };
const server = http.createServer((req, res) => {
  const u = new URL(req.url ?? '/', 'http://x');
  const send = (b: object) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(b));
  if (u.pathname === '/cgi-bin/gettoken') {
    calls.token++;
    return u.searchParams.get('corpsecret') === 'CORP-SECRET' ? send({ errcode: 0, access_token: 'CAT', expires_in: 7200 }) : send({ errcode: 40001 });
  }
  if (u.pathname === '/cgi-bin/auth/getuserinfo') {
    calls.user++;
    const code = u.searchParams.get('code');
    if (u.searchParams.get('access_token') !== 'CAT') return send({ errcode: 42001 });
    if (code === 'teacher-code') return send({ errcode: 0, userid: 'T0001' });
    if (code === 'stranger-code') return send({ errcode: 0, userid: 'X9999' });
    return send({ errcode: 40029, errmsg: 'invalid code' });
  }
  res.writeHead(404).end();
});

let t: TestApp;
let base = '';
beforeAll(async () => {
  t = await createTestApp();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const db = t.app.platform.db;
  const corp = { corpId: 'ww-corp', agentId: 1000002, secret: 'CORP-SECRET', apiBase: base };
  await db.updateTable('sites').set({ integrations: JSON.stringify({ corp }) }).where('id', 'in', ['demo', 'fudan']).execute();
  t.app.platform.sites.invalidate();
  const teacher = await db.selectFrom('users').select('id').where('site_id', '=', 'demo').where('username', '=', 'teacher').executeTakeFirstOrThrow();
  await db
    .insertInto('sso_identities')
    .values({ id: 'corp-t1', site_id: 'demo', provider: 'corp', subject: 'T0001', user_id: teacher.id, at: 0 })
    .execute();
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

const HOST = { host: 'portal.example.edu' };

async function start(c: Client, redirectUrl: string | undefined, headers: Record<string, string> = {}) {
  const q = redirectUrl === undefined ? '' : `?redirectUrl=${encodeURIComponent(redirectUrl)}`;
  const res = await c.raw({ method: 'GET', url: `/api/corp/index${q}`, headers: { ...HOST, ...headers } });
  const state = res.cookies.find((k) => k.name === 'cp_corp');
  return { res, location: res.headers.location ? new URL(String(res.headers.location)) : null, state: state?.value ?? '' };
}

function callback(c: Client, q: Record<string, string>, stateCookie: string) {
  const qs = new URLSearchParams(q).toString();
  return c.raw({ method: 'GET', url: `/api/corp/callback?${qs}`, headers: { ...HOST, cookie: `${c.cookie ? `${c.cookie}; ` : ''}cp_corp=${stateCookie}` } });
}

describe('enterprise messaging-app login redirect (spec: /api/corp/index?redirectUrl=)', () => {
  it("redirects to the app's authorize page with our callback and a one-time state", async () => {
    const { res, location, state } = await start(new Client(t.app), '/site/center/personal?tab=1');
    expect(res.statusCode).toBe(302);
    expect(location!.origin + location!.pathname).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(location!.hash).toBe('#wechat_redirect');
    const p = location!.searchParams;
    expect(p.get('appid')).toBe('ww-corp');
    expect(p.get('agentid')).toBe('1000002');
    expect(p.get('response_type')).toBe('code');
    expect(p.get('scope')).toBe('snsapi_base');
    expect(p.get('redirect_uri')).toBe('http://portal.example.edu/api/corp/callback');
    expect(p.get('state')).toBe(state);
    expect(state.length).toBeGreaterThan(20);
    expect(res.body).not.toContain('CORP-SECRET');
  });

  it('carries the site in the callback for a non-default site', async () => {
    const { location } = await start(new Client(t.app, { 'x-site': 'fudan' }), undefined);
    expect(location!.searchParams.get('redirect_uri')).toBe('http://portal.example.edu/api/corp/callback?site=fudan');
  });

  it('refuses to send anyone to another site (no open redirect)', async () => {
    for (const bad of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'http://portal.example.edu.evil.example/']) {
      const { res } = await start(new Client(t.app), bad);
      expect(res.json()).toMatchObject({ e: E.BAD_INPUT, d: { field: 'redirectUrl' } });
    }
  });

  it('answers a clear envelope for a site without the integration', async () => {
    const { res } = await start(new Client(t.app, { 'x-site': 'pku' }), '/pku/site/');
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ e: E.NOT_CONFIGURED });
  });
});

describe('coming back from the messaging app', () => {
  it('logs in the bound account and goes to redirectUrl (an absolute url of ours is reduced to its path)', async () => {
    const c = new Client(t.app);
    const { location, state } = await start(c, 'http://portal.example.edu/site/center/personal?tab=1');
    const res = await callback(c, { code: 'teacher-code', state: location!.searchParams.get('state')! }, state);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/site/center/personal?tab=1');
    expect((await c.get<{ username: string }>('/api/getUserName')).d.username).toBe('teacher');
  });

  it('accepts a state only once, and only from the browser that started it', async () => {
    const c = new Client(t.app);
    const { state } = await start(c, '/site/');
    expect((await callback(c, { code: 'teacher-code', state }, 'someone-else')).json()).toMatchObject({ e: E.BAD_TICKET });
    const ok = await callback(c, { code: 'teacher-code', state }, state);
    expect(ok.statusCode).toBe(302);
    const replay = await callback(new Client(t.app), { code: 'teacher-code', state }, state);
    expect(replay.json()).toMatchObject({ e: E.BAD_TICKET });
  });

  it('does not log in a member who is not bound to an account, nor a refused code', async () => {
    const c = new Client(t.app);
    const a = await start(c, '/site/');
    expect((await callback(c, { code: 'stranger-code', state: a.state }, a.state)).json()).toMatchObject({ e: E.SSO_NOT_BOUND });
    const b = await start(c, '/site/');
    expect((await callback(c, { code: 'forged', state: b.state }, b.state)).json()).toMatchObject({ e: E.BAD_CODE });
    expect((await c.get('/api/getUserName')).e).toBe(E.NOT_LOGGED_IN);
  });

  it('sends a user who declined back to the login page', async () => {
    const c = new Client(t.app);
    const { state } = await start(c, '/site/');
    const res = await callback(c, { state }, state);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/site/center/login');
  });

  it('does not accept a state on another site', async () => {
    const c = new Client(t.app);
    const { state } = await start(c, '/site/');
    const res = await callback(c, { code: 'teacher-code', state, site: 'fudan' }, state);
    expect(res.json()).toMatchObject({ e: E.BAD_TICKET });
  });
});
