/**
 * The 2 s cache of permission maps: a change made by another server process (a direct write
 * here, which this process never hears of) shows within the TTL, even while the map is read
 * all the time — a hit must not keep a busy entry alive. And the sessions a process has seen:
 * believed while changes are heard, never kept from a read that raced a drop, still idle-limited.
 */
import { E } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TTL_MS } from '../src/platform/auth-cache.js';
import { sha256 } from '../src/platform/util.js';
import { createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

it('a role map changed by another process shows within the TTL while the map is read continuously', async () => {
  const manager = await loginAs(t.app, 'manager');
  const before = await manager.get<Record<string, unknown>>('/api/getAllAuth');
  expect(before.d).toHaveProperty('news');

  // Another process edits the manager role: this process's cache is not told.
  const db = t.app.platform.db;
  await db
    .updateTable('roles')
    .set({ auth: JSON.stringify({ news: { module: ['manage'] } }) })
    .where('site_id', '=', 'demo')
    .where('code', '=', 'manager')
    .execute();

  let clock = Date.now();
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
  const seen: string[][] = [];
  for (let i = 0; i < 8; i++) {
    clock += TTL_MS / 4;
    seen.push(Object.keys((await manager.get<Record<string, unknown>>('/api/getAllAuth')).d).sort());
  }
  vi.restoreAllMocks();
  expect(seen.at(-1)).toEqual(['news']);
  // Never later than one TTL after the change (reads every TTL/4).
  expect(seen.findIndex((k) => k.length === 1)).toBeLessThanOrEqual(4);
});

describe('sessions this process has seen', () => {
  const sid = (cookie: string) => sha256(cookie.replace(/^cp_sid=/, ''));

  it('are believed for minutes while other processes are heard, and read again within the TTL while they are not', async () => {
    const student = await loginAs(t.app, 'student');
    expect((await student.get('/api/getAllAuth')).e).toBe(0);
    // Another process ends the session with a direct write this process never hears of.
    const row = await t.app.platform.db.selectFrom('sessions').selectAll().where('id', '=', sid(student.cookie)).executeTakeFirstOrThrow();
    await t.app.platform.db.deleteFrom('sessions').where('id', '=', row.id).execute();
    let clock = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    try {
      clock += 30_000;
      // Heard (one process, or a live listener): believed; a change would have been announced.
      expect((await student.get('/api/getAllAuth')).e).toBe(0);
      // Not heard (the listener is away): the session is read again, and found ended.
      t.app.platform.signals.connect(async () => undefined, () => false);
      expect((await student.get('/api/getAllAuth')).e).toBe(E.NOT_LOGGED_IN);
    } finally {
      t.app.platform.signals.connect(async () => undefined, () => true);
      vi.restoreAllMocks();
    }
  });

  it('keeps no session read while a drop happened (a read that raced a logout)', async () => {
    const student = await loginAs(t.app, 'student2');
    const cache = t.app.platform.auth.sessions;
    const id = sid(student.cookie);
    expect((await student.get('/api/getAllAuth')).e).toBe(0);
    const live = cache.get(id)!;
    const stamp = cache.stamp();
    await t.app.platform.auth.sessionEnded(id);
    cache.set(id, live, stamp);
    expect(cache.get(id)).toBeUndefined();
  });

  it('finds a session by its token without hashing it again, and a logout still ends it', async () => {
    const student = await loginAs(t.app, 'student');
    const other = await loginAs(t.app, 'student');
    const cache = t.app.platform.auth.sessions;
    const cookie = student.cookie;
    const token = cookie.replace(/^cp_sid=/, '');
    const asThatCookie = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/getAllAuth', headers: { cookie } })).json<{ e: number }>().e;
    expect(await asThatCookie()).toBe(0);
    expect((await other.get('/api/getAllAuth')).e).toBe(0);
    // The id remembered for the token is its hash: another token never finds this session.
    expect(cache.idOf(token)).toBe(sid(cookie));
    expect(cache.idOf(`${token}x`)).toBe(sha256(`${token}x`));
    expect((await student.get('/api/auth/logout')).e).toBe(0);
    // The token's id is still remembered; the session it names is gone, here and in the database.
    expect(cache.idOf(token)).toBe(sid(cookie));
    expect(await asThatCookie()).toBe(E.NOT_LOGGED_IN);
    expect((await other.get('/api/getAllAuth')).e).toBe(0);
  });

  it('still ends on the idle limit, and a busy one is touched once a minute', async () => {
    const student = await loginAs(t.app, 'teacher');
    const id = sid(student.cookie);
    const db = t.app.platform.db;
    const seen = async () => (await db.selectFrom('sessions').select('last_seen_at').where('id', '=', id).executeTakeFirstOrThrow()).last_seen_at;
    expect((await student.get('/api/getAllAuth')).e).toBe(0);
    const first = Number(await seen());
    let clock = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    try {
      clock += 61_000;
      expect((await student.get('/api/getAllAuth')).e).toBe(0);
      await vi.waitFor(async () => expect(Number(await seen())).toBeGreaterThanOrEqual(first + 61));
      clock += (t.app.platform.policy.idleSeconds + 1) * 1000;
      expect((await student.get('/api/getAllAuth')).e).toBe(E.NOT_LOGGED_IN);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
