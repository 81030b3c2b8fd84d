import { audience } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inAudience, resolveAudience } from '../src/platform/audience.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
const ids: Record<string, string> = {};
let cls: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const u of await t.app.platform.db.selectFrom('users').select(['id', 'username']).where('site_id', '=', 'demo').execute()) ids[u.username] = u.id;
  cls = Object.fromEntries((await t.app.platform.db.selectFrom('classes').select(['id', 'name']).execute()).map((c) => [c.name, c.id]));
});
afterAll(() => t.close());

const names = (list: string[]) => Object.entries(ids).filter(([, id]) => list.includes(id)).map(([n]) => n).sort();

describe('audiences', () => {
  it('refuses an empty audience with a clear message', () => {
    expect(audience.safeParse({}).success).toBe(false);
    expect(audience.safeParse({ site: 'true' }).success).toBe(true);
  });

  it('resolves one class to exactly its students', async () => {
    const got = await resolveAudience(t.app.platform.db, 'demo', audience.parse({ classes: [cls['计科2401班']!] }));
    expect(names(got)).toEqual(['student']);
  });

  it('resolves roles and named users as a union, never across sites', async () => {
    const got = await resolveAudience(t.app.platform.db, 'demo', audience.parse({ roles: ['counselor'], users: [ids.teacher!] }));
    expect(names(got)).toEqual(['counselor', 'teacher']);
    const pku = await resolveAudience(t.app.platform.db, 'pku', audience.parse({ users: [ids.teacher!] }));
    expect(pku).toEqual([]);
  });

  it('leaves disabled accounts out', async () => {
    await t.app.platform.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', ids.student2!).execute();
    const got = await resolveAudience(t.app.platform.db, 'demo', audience.parse({ site: true }));
    expect(got).not.toContain(ids.student2);
    expect(got.length).toBe(Object.keys(ids).length - 1);
  });

  it('checks one user against an audience the same way', () => {
    const u = { id: 'u1', site_id: 'demo', department_id: 'd1', class_id: 'c1', status: 'active' };
    expect(inAudience(u, ['student'], 'demo', { classes: ['c1'] })).toBe(true);
    expect(inAudience(u, ['student'], 'demo', { classes: ['c2'], roles: ['teacher'] })).toBe(false);
    expect(inAudience(u, ['student'], 'pku', { site: true })).toBe(false);
    expect(inAudience({ ...u, status: 'disabled' }, [], 'demo', { site: true })).toBe(false);
  });
});
