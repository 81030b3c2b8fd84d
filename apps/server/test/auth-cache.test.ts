/**
 * The 2 s cache of permission maps: a change made by another server process (a direct write
 * here, which this process never hears of) shows within the TTL, even while the map is read
 * all the time — a hit must not keep a busy entry alive.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { TTL_MS } from '../src/platform/auth-cache.js';
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
