import { E } from '@campus/api';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, loginAs, PASSWORD, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '2048' });
});
afterAll(() => t.close());

const HOST = 'portal.example.edu';

/** Every answer is an envelope, and none shows internals. */
function envelope(res: LightMyRequestResponse): { e: number; m: string; d: unknown } {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as { e: number; m: string; d: unknown };
  expect(typeof body.e).toBe('number');
  expect(typeof body.m).toBe('string');
  expect('d' in body).toBe(true);
  expect(res.body).not.toMatch(/\n\s+at |Error:|node_modules|\/work\/|stack/);
  return body;
}

const post = (url: string, headers: Record<string, string>, payload: string | object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { host: HOST, ...headers }, payload });

describe('CSRF: state changes need X-Requested-With and the same origin', () => {
  it('refuses a POST without X-Requested-With', async () => {
    const res = await post('/api/auth/login', {}, { username: 'student', password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(envelope(res).e).toBe(E.CSRF);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a POST from a foreign Origin or Referer, and an opaque origin', async () => {
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: `http://${HOST}.evil.example` },
      { origin: `https://${HOST}` }, // another scheme is another origin
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
    ];
    for (const h of foreign) {
      const res = await post('/api/auth/login', { 'x-requested-with': 'XMLHttpRequest', ...h }, { username: 'student', password: PASSWORD });
      expect(res.statusCode, JSON.stringify(h)).toBe(403);
      expect(envelope(res).e).toBe(E.CSRF);
    }
  });

  it('accepts the same Origin, the same Referer, or neither', async () => {
    const same: Record<string, string>[] = [{ origin: `http://${HOST}` }, { referer: `http://${HOST}/site/center/login` }, {}];
    for (const h of same) {
      const res = await post('/api/auth/login', { 'x-requested-with': 'XMLHttpRequest', ...h }, { username: 'student', password: PASSWORD });
      expect(envelope(res).e, JSON.stringify(h)).toBe(0);
    }
  });

  it('treats a default port in Host as the same origin', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/auth/login',
      headers: { host: `${HOST}:80`, origin: `http://${HOST}`, 'x-requested-with': 'XMLHttpRequest' },
      payload: { username: 'student', password: PASSWORD },
    });
    expect(envelope(res).e).toBe(0);
  });

  it('refuses GET /api/logout without the header (it ends the session), and the session lives on', async () => {
    const c = await loginAs(t.app, 'student');
    const res = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: c.cookie } });
    expect(res.statusCode).toBe(403);
    expect(envelope(res).e).toBe(E.CSRF);
    expect((await c.get('/api/getUserName')).e).toBe(0);
  });

  it('lets plain reads through without the header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(envelope(res).e).toBe(0);
  });
});

describe('security headers', () => {
  /** Pages get the policy that fits the two apps; API answers (never rendered) load and frame nothing. */
  const expectHeaders = (res: LightMyRequestResponse, url: string) => {
    const csp = String(res.headers['content-security-policy']);
    if (url.startsWith('/api/')) {
      expect(csp).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cache-control']).toBe('no-store');
    } else {
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
  };

  it('are on an API answer, a 404, a refusal and a malformed request', async () => {
    const answers: [string, LightMyRequestResponse][] = [
      ['/api/health', await t.app.inject({ method: 'GET', url: '/api/health' })],
      ['/api/no/such/thing', await t.app.inject({ method: 'GET', url: '/api/no/such/thing' })],
      ['/nowhere', await t.app.inject({ method: 'GET', url: '/nowhere' })],
      ['/api/auth/login', await post('/api/auth/login', {})],
      ['/api/auth/login', await post('/api/auth/login', { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' }, '{bad')],
      // Refused while routing, before any hook.
      ['/api/%E0%A4%A', await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A' })],
    ];
    for (const [url, res] of answers) {
      expectHeaders(res, url);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('let a route say its answer may be cached, but never a refusal', async () => {
    const png = await t.app.inject({ method: 'GET', url: '/api/schoolMap/sample?name=campus' });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe('public, max-age=86400');
    expect(png.headers['x-content-type-options']).toBe('nosniff');
    expect(png.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const refused = await t.app.inject({ method: 'GET', url: '/api/schoolMap/sample?name=nowhere' });
    expect(envelope(refused).e).not.toBe(0);
    expectHeaders(refused, '/api/schoolMap/sample');
  });

  it('add HSTS and Secure cookies only behind https (PUBLIC_ORIGIN)', async () => {
    const https = await createTestApp({ PUBLIC_ORIGIN: 'https://portal.example.edu' });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/api/no/such/thing' });
      expectHeaders(res, '/api/no/such/thing');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      const login = await https.app.inject({
        method: 'POST', url: '/api/auth/login',
        headers: { 'x-requested-with': 'XMLHttpRequest', origin: 'https://portal.example.edu' },
        payload: { username: 'student', password: PASSWORD },
      });
      expect(envelope(login).e).toBe(0);
      expect(String(login.headers['set-cookie'])).toMatch(/; Secure/i);
    } finally {
      await https.close();
    }
  });
});

describe('malformed requests get an envelope, never a stack trace', () => {
  const xhr = { 'x-requested-with': 'XMLHttpRequest' };

  it('broken JSON -> 10001', async () => {
    for (const body of ['{"username": "student",', '{bad json}', '\u0000\u0001', '{"a": NaN}']) {
      const res = await post('/api/auth/login', { ...xhr, 'content-type': 'application/json' }, body);
      expect(res.statusCode, body).toBe(400);
      expect(envelope(res).e).toBe(E.BAD_INPUT);
    }
  });

  it('wrong content type -> 10015; text/plain is read as text and refused as bad input', async () => {
    const text = await post('/api/auth/login', { ...xhr, 'content-type': 'text/plain' }, 'username=student');
    expect(envelope(text)).toMatchObject({ e: E.BAD_INPUT, d: { field: 'body' } });
    for (const type of ['application/xml', 'image/png', 'application/octet-stream', 'multipart/form-data; boundary=x']) {
      const res = await post('/api/auth/login', { ...xhr, 'content-type': type }, 'username=student');
      expect(res.statusCode, type).toBe(415);
      expect(envelope(res).e).toBe(E.UNSUPPORTED_MEDIA);
    }
  });

  it('an oversized body -> 10014, as JSON and as a form', async () => {
    const big = 'x'.repeat(4096);
    const json = await post('/api/auth/login', { ...xhr, 'content-type': 'application/json' }, JSON.stringify({ username: big, password: big }));
    expect(json.statusCode).toBe(413);
    expect(envelope(json).e).toBe(E.PAYLOAD_TOO_LARGE);
    const form = await post('/api/auth/login', { ...xhr, 'content-type': 'application/x-www-form-urlencoded' }, `username=${big}`);
    expect(form.statusCode).toBe(413);
    expect(envelope(form).e).toBe(E.PAYLOAD_TOO_LARGE);
  });

  it('invalid percent-encoding in the URL and in a form body', async () => {
    for (const url of ['/api/%E0%A4%A', '/api/user/get-info?site=%ZZ', '/api/health?x=%E0%A4%A', '/%c0%ae%c0%ae/etc/passwd']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      envelope(res);
    }
    const c = await loginAs(t.app, 'student');
    const res = await c.raw({
      method: 'POST', url: '/api/user/save-info', payload: 'signature=%E0%A4%A&gender=%ZZ',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({ e: E.BAD_INPUT, d: { field: 'gender' } });
  });

  it('an unknown path -> 10004, for GET and POST', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/user/no-such-action', headers: xhr });
      expect(res.statusCode).toBe(404);
      expect(envelope(res).e).toBe(E.NOT_FOUND);
    }
  });

  it('wrong types -> 10001 naming the field', async () => {
    const c = await loginAs(t.app, 'student');
    const cases: [string, unknown, string][] = [
      ['/api/auth/login', { username: 'student', password: 123 }, 'password'],
      ['/api/auth/login', { username: ['a', 'b'], password: 'x' }, 'username'],
      ['/api/user/save-notice-settings', { mutedCategories: { a: 1 } }, 'mutedCategories'],
      ['/api/user/save-notice-settings', { channels: 'all' }, 'channels'],
      ['/api/user/switch', { id: { $ne: null } }, 'id'],
    ];
    for (const [url, body, field] of cases) {
      const res = await c.raw({ method: 'POST', url, payload: body as object });
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      const env = envelope(res);
      expect(env.e).toBe(E.BAD_INPUT);
      expect(env.m).toContain(field);
      expect((env.d as { field: string }).field.startsWith(field)).toBe(true);
    }
  });

  it('odd bodies: a JSON array, a JSON string, null, a prototype-polluting key', async () => {
    for (const body of ['[1,2]', '"student"', 'null', '{"__proto__":{"isSuper":true},"username":"x","password":"y"}', '{"constructor":{"prototype":{"a":1}}}']) {
      const res = await post('/api/auth/login', { ...xhr, 'content-type': 'application/json' }, body);
      expect(res.statusCode, body).toBeLessThan(500);
      expect(envelope(res).e, body).not.toBe(0);
    }
    expect(({} as Record<string, unknown>).isSuper).toBeUndefined();
  });

  it('a site id that is not one -> 10001, an unknown site -> 10004', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-site': '../../etc' } });
    expect(envelope(bad).e).toBe(E.BAD_INPUT);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-site': 'nosuchsite' } });
    expect(envelope(unknown).e).toBe(E.NOT_FOUND);
  });

  it('GET with a huge or nested query stays an envelope', async () => {
    const deep = `/api/health?${'a'.repeat(10)}${'[b]'.repeat(50)}=1`;
    const many = `/api/health?${Array.from({ length: 3000 }, (_, i) => `k${i}=v`).join('&')}`;
    for (const url of [deep, many]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeLessThan(500);
      envelope(res);
    }
  });

  it('a logged-out client sees 10013 on user calls, not a crash', async () => {
    const res = await new Client(t.app).post('/api/user/save-info', { gender: 'male' });
    expect(res.e).toBe(E.NOT_LOGGED_IN);
  });
});
