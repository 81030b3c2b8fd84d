import { E } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('audience picker options', () => {
  it('lets a content manager list the site’s roles, departments and classes by name', async () => {
    const m = await loginAs(t.app, 'manager');
    const r = await m.get<{ roles: { code: string }[]; departments: { name: string }[]; classes: { name: string }[] }>('/api/audience/options');
    expect(r.e).toBe(0);
    expect(r.d.classes.map((c) => c.name)).toEqual(expect.arrayContaining(['计科2401班', '数学2401班']));
    expect(r.d.departments.map((d) => d.name)).toContain('计算机学院');
    expect(r.d.roles.map((x) => x.code)).toContain('student');
  });

  it('finds people by part of a name or account, wildcards taken literally', async () => {
    const m = await loginAs(t.app, 'manager');
    const r = await m.get<{ list: { username: string; className: string }[] }>('/api/audience/people', { keyword: 'stud' });
    expect(r.d.list.map((p) => p.username).sort()).toEqual(['student', 'student2']);
    expect(r.d.list.find((p) => p.username === 'student')?.className).toBe('计科2401班');
    expect((await m.get<{ list: unknown[] }>('/api/audience/people', { keyword: '%' })).d.list).toEqual([]);
  });

  it('others (a student) may look people up by name only, never seeing accounts or numbers; groups are refused', async () => {
    const s = await loginAs(t.app, 'student');
    expect((await s.get('/api/audience/options')).e).toBe(E.FORBIDDEN);
    const byAccount = await s.get<{ list: unknown[] }>('/api/audience/people', { keyword: 'counselor' });
    expect(byAccount.d.list).toEqual([]);
    const counselor = await t.app.platform.db.selectFrom('users').select('name').where('site_id', '=', 'demo').where('username', '=', 'counselor').executeTakeFirstOrThrow();
    const byName = await s.get<{ list: { name: string; username: string; number: string }[] }>('/api/audience/people', { keyword: counselor.name });
    expect(byName.d.list).toEqual([expect.objectContaining({ name: counselor.name, username: '', number: '' })]);
  });

  it('never lists another site', async () => {
    const m = await loginAs(t.app, 'manager');
    const r = await m.get<{ list: { username: string }[] }>('/api/audience/people', { keyword: '北大' });
    expect(r.d.list).toEqual([]);
  });
});
