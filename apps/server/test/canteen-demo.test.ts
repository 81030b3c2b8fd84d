/** A fresh demo install: gates for the guard, canteens with menus a student can book, trips the counselor sees. */
import { E, type MealMenu } from '@campus/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_CONTENT: '1' });
});
afterAll(() => t.close());

it('seeds the campus code, canteens and travel registrations', async () => {
  const guard = await loginAs(t.app, 'guard');
  expect((await guard.get<{ list: { name: string }[] }>('/api/campusCode/gates')).d.list.map((g) => g.name)).toEqual(['东门', '南门']);
  const student = await loginAs(t.app, 'student');
  const canteens = await student.get<{ list: { name: string; hours: unknown[] }[] }>('/api/canteen/list');
  expect(canteens.d.list.map((c) => c.name)).toContain('学一食堂');
  const open = (await student.get<{ list: MealMenu[] }>('/api/canteen/bookable')).d.list;
  expect(open.length).toBeGreaterThan(0);
  expect((await student.post('/api/canteen/book', { menuId: open[0]!.id })).e).toBe(E.OK);
  const counselor = await loginAs(t.app, 'counselor');
  const dept = await counselor.get<{ counts: { away: number; overdue: number } }>('/api/travel/department');
  expect(dept.d.counts).toMatchObject({ away: 1, overdue: 1 });
});
