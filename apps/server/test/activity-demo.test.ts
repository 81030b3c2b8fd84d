/** The demo activities and vouchers load and read through the endpoints (console and H5). */
import { E } from '@campus/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_CONTENT: '1' });
});
afterAll(() => t.close());

it('serves the demo activities and vouchers', async () => {
  const manager = await loginAs(t.app, 'manager');
  const list = await manager.get<{ list: { title: string; taken: number }[] }>('/api/activity/admin-list');
  expect(list.e, list.m).toBe(E.OK);
  expect(list.d.list.find((a) => a.title === '人工智能前沿讲座')).toMatchObject({ taken: 1 });
  const stats = await manager.get('/api/activity/stats');
  expect(stats.e, stats.m).toBe(E.OK);
  const student = await loginAs(t.app, 'student');
  const mine = await student.get<{ list: { batch: { name: string } }[] }>('/api/voucher/mine');
  expect(mine.d.list.map((v) => v.batch.name)).toContain('校园咖啡兑换券');
  expect((await manager.get<{ total: number }>('/api/voucher/batches')).d.total).toBe(2);
});
