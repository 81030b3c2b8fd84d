/**
 * Once per window under concurrency: one person tapping twenty times at once gets one record
 * and nineteen ALREADY_DONE; a crowd tapping at once each gets theirs. Runs on SQLite and, with
 * DATABASE_URL, on PostgreSQL.
 */
import { E } from '@campus/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, loginAs, makeStudents, type TestApp } from './helpers.js';

let t: TestApp;
let ruleId: string;
beforeAll(async () => {
  t = await createTestApp();
  const manager = await loginAs(t.app, 'manager');
  const r = await manager.post<{ id: string }>('/api/clock/save-rule', {
    name: '全天打卡',
    audience: { site: true },
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    windows: [{ name: '全天', start: '00:00', end: '23:59' }],
  });
  ruleId = r.d.id;
});
afterAll(() => t.close());

const records = (userIds: string[]) =>
  t.app.platform.db.selectFrom('clock_records').select('user_id').where('rule_id', '=', ruleId).where('user_id', 'in', userIds).execute();

it('twenty taps at once by one person make one record', async () => {
  const [u] = await makeStudents(t.app, 1, { prefix: 'tap', name: '连点', number: 'TAP' });
  const res = await Promise.all(Array.from({ length: 20 }, () => u!.client.post('/api/clock/punch', { ruleId, window: 0 })));
  for (const r of res) expect(r.status).toBeLessThan(500);
  expect(res.filter((r) => r.e === E.OK)).toHaveLength(1);
  expect(res.filter((r) => r.e !== E.OK).every((r) => r.e === E.ALREADY_DONE)).toBe(true);
  expect(await records([u!.id])).toHaveLength(1);
});

it('thirty people tapping at once each get their record', async () => {
  const crowd = await makeStudents(t.app, 30, { prefix: 'crowd', name: '同学', number: 'CR' });
  const res = await Promise.all(crowd.map((u) => u.client.post('/api/clock/punch', { ruleId, window: 0 })));
  expect(res.every((r) => r.e === E.OK)).toBe(true);
  expect(await records(crowd.map((u) => u.id))).toHaveLength(30);
});
