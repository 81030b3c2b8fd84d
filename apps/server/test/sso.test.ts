/**
 * Single sign-on end to end: our server (through inject) and real identity providers over
 * HTTP — a CAS 3.0 server written for the test and `oidc-provider` — on SQLite and PostgreSQL.
 */
import crypto from 'node:crypto';
import { E } from '@campus/api';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { now } from '../src/platform/util.js';
import { createTestApp, PASSWORD, XHR, type TestApp } from './helpers.js';
import { startCasServer, type CasServer } from './support/cas-server.js';
import { HttpBrowser, startOidcProvider, type OidcProviderHandle } from './support/oidc-provider.js';

const ORIGIN = 'http://campus.test';
const CALLBACKS = `${ORIGIN}/api/sso/callback/`;

let t: TestApp;
let cas: CasServer;
let op: OidcProviderHandle;

/** A browser on our server: every cookie kept (session and sign-on), redirects returned, not followed. */
class Browser {
  jar = new Map<string, string>();
  constructor(
    readonly app: FastifyInstance,
    readonly headers: Record<string, string> = {},
  ) {}

  async send(method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse> {
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { host: 'campus.test', ...XHR, ...this.headers, ...(cookie ? { cookie } : {}) },
    });
    for (const c of res.cookies) {
      if (!c.value || (c.maxAge !== undefined && c.maxAge <= 0)) this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    return res;
  }

  async api<T = unknown>(method: 'GET' | 'POST', url: string, payload?: object) {
    const res = await this.send(method, url, payload);
    return res.json() as { e: number; m: string; d: T };
  }

  /** Opens our URL and returns where it redirects. */
  async go(url: string): Promise<string> {
    const res = await this.send('GET', url);
    expect(res.statusCode, res.body).toBe(302);
    return String(res.headers.location);
  }

  async whoAmI(): Promise<string | null> {
    const r = await this.api<{ username: string }>('GET', '/api/getUserName');
    return r.e === 0 ? r.d.username : null;
  }
}

const pathOf = (u: URL) => u.pathname + u.search;

/** A person signs in at the provider: returns our callback URL the provider sent them to. */
async function atProvider(location: string, fill: Record<string, string>): Promise<URL> {
  return new HttpBrowser().runUntil(location, CALLBACKS, fill);
}

async function casLogin(b: Browser, casUser: string, query = 'method=cas'): Promise<URL> {
  const start = await b.go(`/api/sso/login?${query}`);
  expect(start.startsWith(`${cas.url}/login?service=`)).toBe(true);
  return atProvider(start, { username: casUser, password: `${casUser}-pw` });
}

async function configure(siteId: string, sso: object | null): Promise<void> {
  await t.app.platform.db.updateTable('sites').set({ integrations: JSON.stringify(sso ? { sso } : {}) }).where('id', '=', siteId).execute();
  t.app.platform.sites.invalidate();
}

async function bindDirectly(siteId: string, provider: string, subject: string, username: string): Promise<void> {
  const db = t.app.platform.db;
  const u = await db.selectFrom('users').select('id').where('site_id', '=', siteId).where('username', '=', username).executeTakeFirstOrThrow();
  await db.insertInto('sso_identities').values({ id: crypto.randomUUID(), site_id: siteId, provider, subject, user_id: u.id, at: now() }).execute();
}

const demoMethods = () => [
  { id: 'cas', type: 'cas', name: '统一身份认证', serverUrl: cas.url, allowInsecure: true },
  {
    id: 'oidc', type: 'oidc', name: '校园账号', issuer: op.issuer, clientId: op.clientId, clientSecret: op.clientSecret,
    scopes: ['openid', 'profile'], allowInsecure: true,
  },
];

beforeAll(async () => {
  t = await createTestApp();
  const casUsers = ['cas-zhang', 'cas-li', 'cas-wang', 'cas-zhao', 'cas-sun', 'counselor'];
  cas = await startCasServer(
    Object.fromEntries(casUsers.map((u) => [u, { password: `${u}-pw`, attributes: { name: [`${u} 的姓名`], eduPersonAffiliation: ['student', 'member'] } }])),
  );
  op = await startOidcProvider({
    redirectUris: [`${CALLBACKS}oidc`],
    users: { alice: { password: 'alice-pw', name: 'Alice' }, bob: { password: 'bob-pw', name: 'Bob' } },
  });
  await configure('demo', { methods: demoMethods(), autoBindBy: null });
  await bindDirectly('demo', 'cas', 'cas-zhang', 'student');
  await bindDirectly('demo', 'oidc', 'alice', 'teacher');
});
afterAll(async () => {
  await t?.close();
  await cas?.close();
  await op?.close();
});

describe('methods and redirect targets', () => {
  it('lists the enabled methods of the site without any secret', async () => {
    const res = await new Browser(t.app).send('GET', '/api/sso/init');
    expect(res.json()).toMatchObject({ e: 0, d: { methods: [{ id: 'cas', type: 'cas', name: '统一身份认证' }, { id: 'oidc', type: 'oidc', name: '校园账号' }] } });
    expect(res.body).not.toContain(op.clientSecret);
    expect(res.body).not.toContain(cas.url);
    const pku = await new Browser(t.app, { 'x-site': 'pku' }).api('GET', '/api/sso/init');
    expect(pku.d).toEqual({ methods: [] });
  });

  it('refuses a redirect target on another origin, naming the field', async () => {
    const b = new Browser(t.app);
    for (const target of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'site/center']) {
      const r = await b.api('GET', `/api/sso/login?method=cas&redirect_url=${encodeURIComponent(target)}`);
      expect(r.e, target).toBe(E.BAD_INPUT);
      expect(r.m).toContain('redirect_url');
    }
    expect((await b.api('GET', '/api/sso/login?method=nope')).e).toBe(E.NOT_FOUND);
  });

  it('starts OIDC with code, PKCE S256, state and nonce', async () => {
    const loc = new URL(await new Browser(t.app).go('/api/sso/login?method=oidc'));
    expect(loc.origin).toBe(op.issuer);
    const p = loc.searchParams;
    expect(p.get('response_type')).toBe('code');
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(p.get('state')).toBeTruthy();
    expect(p.get('nonce')).toBeTruthy();
    expect(p.get('redirect_uri')).toBe(`${CALLBACKS}oidc`);
  });
});

describe('CAS 3.0', () => {
  it('logs in a bound identity and lands on the requested page', async () => {
    const b = new Browser(t.app);
    const back = await casLogin(b, 'cas-zhang', `method=cas&redirect_url=${encodeURIComponent('/site/center/personal?tab=1')}`);
    expect(await b.go(pathOf(back))).toBe('/site/center/personal?tab=1');
    expect(await b.whoAmI()).toBe('student');
  });

  it('refuses a replayed ticket, ours and the CAS server both', async () => {
    const b = new Browser(t.app);
    const back = await casLogin(b, 'cas-zhang');
    await b.go(pathOf(back));
    const ticket = back.searchParams.get('ticket')!;
    // The same callback again, from a browser that is not logged in.
    const replay = new Browser(t.app);
    replay.jar.set('cp_sso', b.jar.get('cp_sso')!);
    expect(await replay.go(pathOf(back))).toBe('/site/center/login?sso_error=used');
    // A fresh flow carrying the old ticket: refused before asking the CAS server again.
    const validations = cas.validations;
    const fresh = new URL(await replay.go('/api/sso/login?method=cas'));
    const service = new URL(fresh.searchParams.get('service')!);
    service.searchParams.set('ticket', ticket);
    expect(await replay.go(pathOf(service))).toBe('/site/center/login?sso_error=replay');
    expect(cas.validations).toBe(validations);
    expect(await replay.whoAmI()).toBeNull();
    // The CAS server itself answers INVALID_TICKET for a second validation.
    const xml = await (await fetch(`${cas.url}/p3/serviceValidate?service=${encodeURIComponent(back.href.split('&ticket=')[0]!)}&ticket=${ticket}`)).text();
    expect(xml).toContain('code="INVALID_TICKET"');
  });

  it('sends an unbound identity to the bind page, then binds it with a password and logs in', async () => {
    const b = new Browser(t.app);
    const back = await casLogin(b, 'cas-li', `method=cas&redirect_url=${encodeURIComponent('/site/home/index')}`);
    const bindPage = new URL(await b.go(pathOf(back)), ORIGIN);
    expect(bindPage.pathname).toBe('/site/sso/index');
    const pending = bindPage.searchParams.get('pending')!;
    expect(await b.whoAmI()).toBeNull();
    const info = await b.api('GET', `/api/sso/pending?pending=${pending}`);
    expect(info.d).toMatchObject({ method: 'cas', methodName: '统一身份认证', displayName: 'cas-li 的姓名', currentUser: null });

    // Another browser holding the link cannot use it.
    expect((await new Browser(t.app).api('POST', '/api/sso/bind', { pending, username: 'student2', password: PASSWORD })).e).toBe(E.BAD_INPUT);
    expect((await b.api('POST', '/api/sso/bind', { pending, username: 'student2', password: 'wrong' })).e).toBe(E.BAD_CREDENTIALS);
    expect((await b.api('POST', '/api/sso/bind', { pending, username: 'student2' })).e).toBe(E.BAD_INPUT);
    const ok = await b.api<{ user: { username: string }; redirect_url: string }>('POST', '/api/sso/bind', { pending, username: 'student2', password: PASSWORD });
    expect(ok.e, ok.m).toBe(0);
    expect(ok.d.user.username).toBe('student2');
    expect(ok.d.redirect_url).toBe('/site/home/index');
    expect(await b.whoAmI()).toBe('student2');
    const check = await b.api<{ bindings: { method: string; name: string; boundAt: number }[] }>('GET', '/api/sso/check');
    expect(check.d.bindings).toEqual([{ method: 'cas', type: 'cas', name: '统一身份认证', boundAt: expect.any(Number) }]);
    expect((await b.api('POST', '/api/sso/bind', { pending })).e).toBe(E.EXPIRED);

    // Next time the same identity logs straight in.
    const other = new Browser(t.app);
    expect(await other.go(pathOf(await casLogin(other, 'cas-li')))).toBe('/site/');
    expect(await other.whoAmI()).toBe('student2');
  });

  it('unbinds: the identity is no longer accepted for that account', async () => {
    const b = new Browser(t.app);
    await b.go(pathOf(await casLogin(b, 'cas-li')));
    expect(await b.whoAmI()).toBe('student2');
    expect((await b.api('POST', '/api/sso/unbind', { method: 'cas' })).e).toBe(0);
    expect((await b.api('POST', '/api/sso/unbind', { method: 'cas' })).e).toBe(E.NOT_FOUND);
    expect((await new Browser(t.app).api('POST', '/api/sso/unbind', { method: 'cas' })).e).toBe(E.NOT_LOGGED_IN);
    const again = new Browser(t.app);
    expect(await again.go(pathOf(await casLogin(again, 'cas-li')))).toMatch(/^\/site\/sso\/index\?pending=/);
    expect(await again.whoAmI()).toBeNull();
  });

  it('lets a logged-in user bind a new identity to their own account', async () => {
    const b = new Browser(t.app);
    expect((await b.api('POST', '/api/auth/login', { username: 'leader', password: PASSWORD })).e).toBe(0);
    const pending = new URL(await b.go(pathOf(await casLogin(b, 'cas-wang'))), ORIGIN).searchParams.get('pending')!;
    expect((await b.api('GET', `/api/sso/pending?pending=${pending}`)).d).toMatchObject({ currentUser: '钱院长' });
    expect((await b.api('POST', '/api/sso/bind', { pending })).e).toBe(0);
    expect((await b.api<{ bindings: unknown[] }>('GET', '/api/sso/check')).d.bindings).toHaveLength(1);
    // The account has its CAS identity now: a second one is refused.
    const p2 = new URL(await b.go(pathOf(await casLogin(b, 'cas-zhao'))), ORIGIN).searchParams.get('pending')!;
    expect((await b.api('POST', '/api/sso/bind', { pending: p2 })).e).toBe(E.CONFLICT);
  });

  it('does not log in to a disabled account through its binding', async () => {
    await bindDirectly('demo', 'cas', 'cas-sun', 'repairman');
    await t.app.platform.db.updateTable('users').set({ status: 'disabled' }).where('username', '=', 'repairman').execute();
    const b = new Browser(t.app);
    expect(await b.go(pathOf(await casLogin(b, 'cas-sun')))).toBe('/site/center/login?sso_error=disabled');
    expect(await b.whoAmI()).toBeNull();
  });

  it('refuses an expired flow', async () => {
    const b = new Browser(t.app);
    const back = await casLogin(b, 'cas-zhang');
    await t.app.platform.db.updateTable('sso_flows').set({ expires_at: now() - 1 }).where('purpose', '=', 'login').where('used_at', 'is', null).execute();
    expect(await b.go(pathOf(back))).toBe('/site/center/login?sso_error=expired');
    expect(await b.whoAmI()).toBeNull();
  });

  it('binds automatically when the site matches exactly one account', async () => {
    await configure('demo', { methods: demoMethods(), autoBindBy: 'username' });
    try {
      const b = new Browser(t.app);
      expect(await b.go(pathOf(await casLogin(b, 'counselor')))).toBe('/site/');
      expect(await b.whoAmI()).toBe('counselor');
    } finally {
      await configure('demo', { methods: demoMethods(), autoBindBy: null });
    }
  });

  it("keeps sites apart: another site does not honour this site's binding", async () => {
    await configure('pku', { methods: [demoMethods()[0]] });
    const b = new Browser(t.app, { 'x-site': 'pku' });
    const to = await b.go(pathOf(await casLogin(b, 'cas-zhang', 'method=cas&site=pku')));
    expect(to).toMatch(/^\/pku\/site\/sso\/index\?pending=/);
    expect(await b.whoAmI()).toBeNull();
    // A pending identity of pku cannot be bound on the default site, nor with a demo account.
    const pending = new URL(to, ORIGIN).searchParams.get('pending')!;
    const onDemo = new Browser(t.app);
    onDemo.jar = new Map(b.jar);
    expect((await onDemo.api('POST', '/api/sso/bind', { pending, username: 'student', password: PASSWORD })).e).toBe(E.BAD_INPUT);
    expect((await b.api('POST', '/api/sso/bind', { pending, username: 'teacher', password: PASSWORD })).e).toBe(E.BAD_CREDENTIALS);
    // pku's own student binds; demo's binding of the same subject is untouched.
    expect((await b.api('POST', '/api/sso/bind', { pending, username: 'student', password: PASSWORD })).e).toBe(0);
    expect((await b.api<{ bindings: unknown[] }>('GET', '/api/sso/check')).d.bindings).toHaveLength(1);
    const demo = new Browser(t.app);
    await demo.go(pathOf(await casLogin(demo, 'cas-zhang')));
    expect(await demo.whoAmI()).toBe('student');
    expect((await demo.api<{ name: string }>('GET', '/api/getUserName')).d.name).toBe('张三');
  });

  it('finishes a flow in another server process sharing the database', async () => {
    const second = await buildApp({ env: t.app.platform.env, database: t.app.platform.database, logger: false });
    const b = new Browser(t.app);
    const back = await casLogin(b, 'cas-zhang');
    const onSecond = new Browser(second);
    onSecond.jar = new Map(b.jar);
    expect(await onSecond.go(pathOf(back))).toBe('/site/');
    expect(await onSecond.whoAmI()).toBe('student');
  });
});

describe('OpenID Connect', () => {
  async function oidcStart(b: Browser): Promise<URL> {
    return new URL(await b.go('/api/sso/login?method=oidc&redirect_url=%2Fsite%2Fcenter%2Fpersonal'));
  }

  it('logs in through code + PKCE with a verified ID token', async () => {
    const b = new Browser(t.app);
    const back = await atProvider((await oidcStart(b)).href, { login: 'alice', password: 'alice-pw' });
    expect(back.searchParams.get('code')).toBeTruthy();
    expect(await b.go(pathOf(back))).toBe('/site/center/personal');
    expect(await b.whoAmI()).toBe('teacher');
    expect((await b.api<{ name: string }>('GET', '/api/getUserName')).d.name).toBe('王老师');
  });

  it('refuses a wrong state, and the real one still completes once', async () => {
    const b = new Browser(t.app);
    const back = await atProvider((await oidcStart(b)).href, { login: 'alice', password: 'alice-pw' });
    const forged = new URL(back);
    forged.searchParams.set('state', 'not-a-state-we-issued');
    expect(await b.go(pathOf(forged))).toBe('/site/center/login?sso_error=state');
    expect(await b.whoAmI()).toBeNull();
    expect(await b.go(pathOf(back))).toBe('/site/center/personal');
    expect(await b.go(pathOf(back))).toBe('/site/center/login?sso_error=used');
  });

  it('refuses an ID token whose nonce is not the one this flow sent', async () => {
    const b = new Browser(t.app);
    const start = await oidcStart(b);
    start.searchParams.set('nonce', 'a-nonce-someone-else-chose');
    const back = await atProvider(start.href, { login: 'alice', password: 'alice-pw' });
    expect(await b.go(pathOf(back))).toBe('/site/center/login?sso_error=nonce');
    expect(await b.whoAmI()).toBeNull();
  });

  it("refuses one flow's code presented with another flow's state", async () => {
    const b = new Browser(t.app);
    const backA = await atProvider((await oidcStart(b)).href, { login: 'alice', password: 'alice-pw' });
    const backB = await atProvider((await oidcStart(b)).href, { login: 'alice', password: 'alice-pw' });
    const crossed = new URL(backB);
    crossed.searchParams.set('code', backA.searchParams.get('code')!);
    expect(await b.go(pathOf(crossed))).toBe('/site/center/login?sso_error=token');
    expect(await b.whoAmI()).toBeNull();
  });

  it('refuses a flow started in another browser', async () => {
    const back = await atProvider((await oidcStart(new Browser(t.app))).href, { login: 'alice', password: 'alice-pw' });
    const thief = new Browser(t.app);
    expect(await thief.go(pathOf(back))).toBe('/site/center/login?sso_error=browser');
    expect(await thief.whoAmI()).toBeNull();
  });

  it('sends an unbound OIDC identity to the bind page', async () => {
    const b = new Browser(t.app);
    const back = await atProvider((await oidcStart(b)).href, { login: 'bob', password: 'bob-pw' });
    const to = new URL(await b.go(pathOf(back)), ORIGIN);
    expect(to.pathname).toBe('/site/sso/index');
    expect((await b.api('GET', `/api/sso/pending?pending=${to.searchParams.get('pending')}`)).d).toMatchObject({ method: 'oidc', displayName: 'bob' });
  });
});
