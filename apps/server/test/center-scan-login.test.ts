/** Scan-login: a desktop shows a code, a logged-in phone scans and confirms, the desktop is in. */
import { E, SCAN_LOGIN_TTL_SECONDS } from '@campus/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../src/modules/center/clock.js';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

interface Created {
  id: string;
  code: string;
  expiresAt: number;
  poll: string;
}
interface Status {
  state: string;
  name: string | null;
  login: { user: { username: string } } | null;
}

const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
let t: TestApp;
const realNow = clock.now;

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  clock.now = realNow;
});
afterAll(() => t.close());

async function desktop(headers: Record<string, string> = {}) {
  const c = new Client(t.app, { 'user-agent': DESKTOP_UA, ...headers });
  const r = await c.post<Created>('/api/center/scan-login/create');
  expect(r.e).toBe(0);
  return { c, req: r.d, poll: () => c.get<Status>('/api/center/scan-login/status', { id: r.d.id, poll: r.d.poll }) };
}
const sessionsOf = async (username: string) => {
  const u = await t.app.platform.db.selectFrom('users').select('id').where('site_id', '=', 'demo').where('username', '=', username).executeTakeFirstOrThrow();
  const rows = await t.app.platform.db.selectFrom('sessions').select('id').where('user_id', '=', u.id).execute();
  return rows.length;
};

describe('scan-login', () => {
  it('logs the desktop in as the phone user after scan and confirm', async () => {
    const d = await desktop();
    expect(d.req.code).toBe(`/site/smlogin/index?id=${d.req.id}`);
    expect((await d.poll()).d).toMatchObject({ state: 'waiting', name: null, login: null });

    const phone = await loginAs(t.app, 'student');
    const scanned = await phone.post<{ ip: string; device: string; site: { id: string } }>('/api/center/scan-login/scan', { id: d.req.id });
    expect(scanned.e).toBe(0);
    expect(scanned.d).toMatchObject({ state: 'scanned', device: 'Chrome / Windows', site: { id: 'demo' } });
    expect(scanned.d.ip).not.toBe('');
    expect((await d.poll()).d).toMatchObject({ state: 'scanned', name: '张*' });
    expect((await d.c.get('/api/auth/me')).d).toMatchObject({ user: null });

    expect((await phone.post('/api/center/scan-login/confirm', { id: d.req.id })).d).toEqual({ state: 'confirmed' });
    const before = await sessionsOf('student');
    const done = await d.poll();
    expect(done.d.state).toBe('confirmed');
    expect(done.d.login?.user.username).toBe('student');
    expect((await d.c.get('/api/auth/me')).d).toMatchObject({ user: { username: 'student' } });
    expect(await sessionsOf('student')).toBe(before + 1);

    // Later polls report the outcome but never mint another session.
    const again = await d.poll();
    expect(again.d).toMatchObject({ state: 'confirmed', login: null });
    expect(await sessionsOf('student')).toBe(before + 1);
    // Final: the phone cannot cancel what it confirmed.
    expect((await phone.post('/api/center/scan-login/cancel', { id: d.req.id })).e).toBe(E.CONFLICT);
  });

  it('never lets the phone obtain the desktop session', async () => {
    const d = await desktop();
    const phone = await loginAs(t.app, 'student');
    const phoneCookie = phone.cookie;
    const scanned = await phone.post('/api/center/scan-login/scan', { id: d.req.id });
    const confirmed = await phone.post('/api/center/scan-login/confirm', { id: d.req.id });
    expect(JSON.stringify([scanned, confirmed])).not.toContain(d.req.poll);
    // The phone knows the id (it is in the QR) but not the desktop's poll secret.
    const stolen = await phone.get<Status>('/api/center/scan-login/status', { id: d.req.id });
    expect(stolen.e).toBe(E.FORBIDDEN);
    expect((await phone.get('/api/center/scan-login/status', { id: d.req.id, poll: 'guess' })).e).toBe(E.FORBIDDEN);
    expect(phone.cookie).toBe(phoneCookie);
    // The desktop still collects its own session afterwards.
    expect((await d.poll()).d.login?.user.username).toBe('student');
  });

  it('sets the poll secret as an HttpOnly cookie the desktop can poll with', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/center/scan-login/create', headers: { 'x-requested-with': 'XMLHttpRequest' } });
    const cookie = res.cookies.find((k) => k.name === 'cp_sml');
    const { id, poll } = (res.json() as { d: Created }).d;
    expect(cookie).toMatchObject({ value: poll, httpOnly: true, path: '/api/center/scan-login' });
    const r = await t.app.inject({ method: 'GET', url: `/api/center/scan-login/status?id=${id}`, headers: { cookie: `cp_sml=${poll}`, 'x-requested-with': 'XMLHttpRequest' } });
    expect(r.json()).toMatchObject({ e: 0, d: { state: 'waiting' } });
  });

  it('lets exactly one of two confirms and one of two polls win', async () => {
    const d = await desktop();
    const phone = await loginAs(t.app, 'student');
    await phone.post('/api/center/scan-login/scan', { id: d.req.id });
    const confirms = await Promise.all([0, 1, 2].map(() => phone.post('/api/center/scan-login/confirm', { id: d.req.id })));
    expect(confirms.filter((r) => r.e === 0)).toHaveLength(1);
    expect(confirms.filter((r) => r.e === E.CONFLICT)).toHaveLength(2);
    const before = await sessionsOf('student');
    const polls = await Promise.all([d.poll(), d.poll(), d.poll()]);
    expect(polls.every((p) => p.e === 0 && p.d.state === 'confirmed')).toBe(true);
    expect(polls.filter((p) => p.d.login !== null)).toHaveLength(1);
    expect(await sessionsOf('student')).toBe(before + 1);
  });

  it('belongs to the first phone that scanned', async () => {
    const d = await desktop();
    const phone = await loginAs(t.app, 'student');
    const other = await loginAs(t.app, 'student2');
    expect((await phone.post('/api/center/scan-login/scan', { id: d.req.id })).e).toBe(0);
    expect((await phone.post('/api/center/scan-login/scan', { id: d.req.id })).e).toBe(0); // a reload
    expect((await other.post('/api/center/scan-login/scan', { id: d.req.id })).e).toBe(E.FORBIDDEN);
    expect((await other.post('/api/center/scan-login/confirm', { id: d.req.id })).e).toBe(E.FORBIDDEN);
    expect((await other.post('/api/center/scan-login/cancel', { id: d.req.id })).e).toBe(E.FORBIDDEN);
    expect((await d.poll()).d.state).toBe('scanned');
  });

  it('refuses an expired request and reports it to the desktop', async () => {
    const d = await desktop();
    const phone = await loginAs(t.app, 'student');
    clock.now = () => realNow() + SCAN_LOGIN_TTL_SECONDS + 1;
    expect((await phone.post('/api/center/scan-login/scan', { id: d.req.id })).e).toBe(E.EXPIRED);
    expect((await d.poll()).d.state).toBe('expired');

    // Scanned in time, confirmed too late.
    clock.now = realNow;
    const d2 = await desktop();
    await phone.post('/api/center/scan-login/scan', { id: d2.req.id });
    clock.now = () => realNow() + SCAN_LOGIN_TTL_SECONDS + 1;
    expect((await phone.post('/api/center/scan-login/confirm', { id: d2.req.id })).e).toBe(E.EXPIRED);
    expect((await d2.poll()).d).toMatchObject({ state: 'expired', login: null });
  });

  it('ends in cancelled when the phone refuses, for good', async () => {
    const d = await desktop();
    const phone = await loginAs(t.app, 'student');
    expect((await phone.post('/api/center/scan-login/confirm', { id: d.req.id })).e).toBe(E.CONFLICT); // not scanned yet
    await phone.post('/api/center/scan-login/scan', { id: d.req.id });
    expect((await phone.post('/api/center/scan-login/cancel', { id: d.req.id })).d).toEqual({ state: 'cancelled' });
    expect((await phone.post('/api/center/scan-login/confirm', { id: d.req.id })).e).toBe(E.CONFLICT);
    expect((await d.poll()).d).toMatchObject({ state: 'cancelled', login: null });
    expect((await d.c.get('/api/auth/me')).d).toMatchObject({ user: null });
  });

  it('stays on its own site', async () => {
    const d = await desktop({ 'x-site': 'pku' });
    expect(d.req.code).toBe(`/pku/site/smlogin/index?id=${d.req.id}`);
    const phone = await loginAs(t.app, 'student');
    expect((await phone.post('/api/center/scan-login/scan', { id: d.req.id })).e).toBe(E.NOT_FOUND);
    // A demo desktop cannot poll a pku request either.
    expect((await new Client(t.app).get('/api/center/scan-login/status', { id: d.req.id, poll: d.req.poll })).e).toBe(E.NOT_FOUND);
  });

  it('limits how many requests one address may open', async () => {
    const create = () =>
      t.app.inject({ method: 'POST', url: '/api/center/scan-login/create', remoteAddress: '10.9.9.9', headers: { 'x-requested-with': 'XMLHttpRequest' } });
    for (let i = 0; i < 60; i++) expect((await create()).json()).toMatchObject({ e: 0 });
    expect((await create()).json()).toMatchObject({ e: E.TOO_MANY_REQUESTS });
    expect((await new Client(t.app).post('/api/center/scan-login/create')).e).toBe(0); // others are not affected
  });

  it('needs a logged-in phone and a well-formed id', async () => {
    const d = await desktop();
    expect((await new Client(t.app).post('/api/center/scan-login/scan', { id: d.req.id })).e).toBe(E.NOT_LOGGED_IN);
    const phone = await loginAs(t.app, 'student');
    const r = await phone.post('/api/center/scan-login/scan', {});
    expect(r.e).toBe(E.BAD_INPUT);
    expect(r.d).toMatchObject({ field: 'id' });
    expect((await phone.post('/api/center/scan-login/scan', { id: 'nope' })).e).toBe(E.NOT_FOUND);
  });
});
