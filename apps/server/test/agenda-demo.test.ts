/** A fresh demo install shows the student their class group's meeting and their own items. */
import type { AgendaGroup, AgendaOccurrence } from '@campus/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from './helpers.js';
import { day, ok } from './agenda-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_CONTENT: '1' });
});
afterAll(() => t.close());

it('seeds a class group with a weekly meeting and personal items', async () => {
  const student = await loginAs(t.app, 'student');
  const list = (await ok(student.get<{ list: AgendaOccurrence[] }>('/api/agenda/range', { from: day(0), to: day(13) }))).list;
  expect(list.filter((o) => o.title === '每周班会')).toHaveLength(2);
  expect(list.some((o) => o.title === '图书馆还书' && o.allDay)).toBe(true);
  const groups = (await ok(student.get<{ list: AgendaGroup[] }>('/api/agenda/groups'))).list;
  expect(groups.map((g) => [g.name, g.role])).toEqual([['计科2401班 班级事务', 'member']]);
});
