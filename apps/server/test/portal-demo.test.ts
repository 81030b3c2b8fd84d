/** A fresh demo install has an application square and the schools' home layouts. */
import type { HomeLayout, PortalApp, PortalCategory } from '@campus/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_CONTENT: '1' });
});
afterAll(() => t.close());

it('seeds the directory by role and the schools’ own layouts', async () => {
  const student = await loginAs(t.app, 'student');
  const d = (await student.get<{ categories: PortalCategory[]; apps: PortalApp[]; popular: string[] }>('/api/portal/directory')).d;
  expect(d.categories.map((c) => c.name)).toEqual(['校园生活', '资讯通知', '活动票务']);
  expect(d.apps.map((a) => a.name)).not.toContain('教务系统');
  expect(d.popular.length).toBeGreaterThan(0);
  const teacher = await loginAs(t.app, 'teacher');
  expect((await teacher.get<{ apps: PortalApp[] }>('/api/portal/directory')).d.apps.map((a) => a.name)).toContain('教务系统');
  for (const key of ['csu', 'xidian', 'default']) expect((await student.get<HomeLayout>('/api/portal/home', { key })).d.source).toBe('own');
  expect((await student.get<HomeLayout>('/api/portal/home', { key: 'ustc' })).d.source).toBe('default');
  const xidian = (await student.get<HomeLayout & { apps: PortalApp[] }>('/api/portal/home', { key: 'xidian' })).d;
  expect(xidian.apps.map((a) => a.name)).toEqual(expect.arrayContaining(['电话黄页', '校车时刻']));
});
