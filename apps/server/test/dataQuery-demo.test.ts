/** A fresh demo install has library folders, an admission query 张三 can use, and a clock-in rule for students. */
import type { ClockRule, FileFolder, QueryAnswer, QuerySet } from '@campus/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_CONTENT: '1' });
});
afterAll(() => t.close());

it('seeds the library folders, the admission query and the clock-in rule', async () => {
  const student = await loginAs(t.app, 'student');
  const folders = (await student.get<{ list: FileFolder[] }>('/api/files/folders', { shelf: 'common' })).d.list;
  expect(folders.map((f) => f.name)).toContain('教务表格');
  const set = (await student.get<{ list: QuerySet[] }>('/api/dataQuery/sets')).d.list[0]!;
  expect(set.keyColumns).toEqual(['考生号', '姓名']);
  const r = await student.post<QueryAnswer>('/api/dataQuery/query', { id: set.id, values: ['26110101', '张三'] });
  expect(r.d.fields.find((f) => f.label === '录取专业')?.value).toBe('计算机科学与技术');
  const manager = await loginAs(t.app, 'manager');
  const rules = (await manager.get<{ list: ClockRule[] }>('/api/clock/admin/rules')).d.list;
  expect(rules.map((x) => x.name)).toContain('学生晨晚打卡');
});
