/** The demo install shows repair orders to each role: the student's own, the repairman's queue, the dispatcher's board. */
import type { RepairOrderDetail, RepairOrderRow } from '@campus/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from './helpers.js';
import { ok } from './repair-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_CONTENT: '1' });
});
afterAll(() => t.close());

interface Page {
  list: RepairOrderRow[];
  total: number;
}

it('seeds categories, areas, a worker on duty and orders in several states', async () => {
  const student = await loginAs(t.app, 'student');
  const opts = await ok(student.get<{ categories: { name: string }[]; areas: { buildings: string[] }[] }>('/api/repair/options'));
  expect(opts.categories.map((c) => c.name)).toEqual(expect.arrayContaining(['水电', '门窗', '空调', '网络']));
  const mine = await ok(student.get<Page>('/api/repair/mine'));
  expect(new Set(mine.list.map((o) => o.state))).toEqual(new Set(['submitted', 'assigned', 'in_progress', 'done', 'rated']));
  const worker = await loginAs(t.app, 'repairman');
  const queue = await ok(worker.get<Page & { onDuty: boolean }>('/api/repair/queue'));
  expect(queue.onDuty).toBe(true);
  expect(queue.list.length).toBe(2);
  const dispatcher = await loginAs(t.app, 'dispatcher');
  const board = await ok(dispatcher.get<Page>('/api/repair/board'));
  expect(board.total).toBe(1);
  const d = await ok(dispatcher.get<RepairOrderDetail>('/api/repair/detail', { id: mine.list.find((o) => o.state === 'rated')!.id }));
  expect(d.timeline.map((e) => e.action)).toEqual(['submit', 'assign', 'accept', 'start', 'finish', 'rate']);
  const manager = await loginAs(t.app, 'manager');
  const now = Math.floor(Date.now() / 1000);
  const s = await ok(manager.get<{ total: { total: number } }>('/api/repair/statistics', { from: String(now - 7 * 86400), to: String(now + 60) }));
  expect(s.total.total).toBe(5);
});
