import { E, type AuditEntry } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, now } from '../src/platform/util.js';
import { type Client, createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
let admin: Client;
type Page = { list: AuditEntry[]; total: number };
const DAY = 86400;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

describe('the audit log', () => {
  it('records who did what, when and from where', async () => {
    const before = now();
    const r = await admin.post<{ user: { id: string } }>('/api/admin/users/create', {
      username: 'audited',
      name: 'A',
      password: 'Strong#Pass1',
    });
    await admin.post('/api/admin/users/update', { id: r.d.user.id, name: 'B' });
    const log = await admin.get<Page>('/api/admin/audit/list', { action: 'admin.users.' });
    expect(log.d.list.map((x) => x.action)).toEqual(['admin.users.update', 'admin.users.create']);
    expect(log.d.list[1]).toMatchObject({ username: 'admin', name: '系统管理员', target: 'audited', ip: '127.0.0.1' });
    expect(log.d.list[1]!.at).toBeGreaterThanOrEqual(before);
    expect(log.d.list[0]!.detail).toEqual({ id: r.d.user.id, fields: ['name'] });
  });

  it('filters by user, action prefix, time range and address, and pages', async () => {
    await loginAs(t.app, 'teacher');
    await loginAs(t.app, 'teacher');
    await loginAs(t.app, 'manager');
    const teacher = await admin.get<Page>('/api/admin/audit/list', { user: 'teacher' });
    expect(teacher.d.total).toBe(2);
    expect(teacher.d.list.every((x) => x.action === 'auth.login' && x.username === 'teacher')).toBe(true);
    const logins = await admin.get<Page>('/api/admin/audit/list', { action: 'auth', pageSize: '2', current: '2' });
    expect(logins.d.total).toBe(4); // admin, teacher twice, manager
    expect(logins.d.list).toHaveLength(2);
    const future = await admin.get<Page>('/api/admin/audit/list', { from: String(now() + 3600) });
    expect(future.d.total).toBe(0);
    const past = await admin.get<Page>('/api/admin/audit/list', { to: String(now() - 3600) });
    expect(past.d.total).toBe(0);
    const ip = await admin.get<Page>('/api/admin/audit/list', { ip: '127.0.0.1', action: 'auth.login' });
    expect(ip.d.total).toBe(4);
    expect((await admin.get<Page>('/api/admin/audit/list', { ip: '10.9.9.9' })).d.total).toBe(0);
  });

  it('treats LIKE wildcards in the action filter as plain text', async () => {
    expect((await admin.get<Page>('/api/admin/audit/list', { action: '%' })).d.total).toBe(0);
    expect((await admin.get<Page>('/api/admin/audit/list', { action: 'auth_login' })).d.total).toBe(0);
  });

  it('refuses bad filters naming the field', async () => {
    const r = await admin.get('/api/admin/audit/list', { from: 'yesterday' });
    expect(r.e).toBe(E.BAD_INPUT);
    expect(r.m).toContain('from');
    expect((await admin.get('/api/admin/audit/list', { pageSize: '100000' })).e).toBe(E.BAD_INPUT);
  });

  it('shows only this site’s entries', async () => {
    await t.app.platform.db
      .insertInto('audit_log')
      .values({
        id: newId(),
        site_id: 'pku',
        user_id: null,
        action: 'admin.users.create',
        target: 'pku-secret',
        detail: '{}',
        ip: '1.2.3.4',
        at: now(),
      })
      .execute();
    const all = await admin.get<Page>('/api/admin/audit/list', { pageSize: '200' });
    expect(all.d.list.some((x) => x.target === 'pku-secret')).toBe(false);
  });
});

describe('the dashboard figures', () => {
  it('counts logins and access-log hits per local day, with totals', async () => {
    const db = t.app.platform.db;
    const offset = 8 * 3600;
    const t0 = now();
    const todayStart = Math.floor((t0 + offset) / DAY) * DAY - offset;
    // One hit a minute after local midnight (still "yesterday" in UTC), two three days back.
    await db
      .insertInto('access_log')
      .values([
        { id: newId(), site_id: 'demo', user_id: null, appkey: 'k', url: '/a', ip: '', at: todayStart + 60 },
        { id: newId(), site_id: 'demo', user_id: null, appkey: 'k', url: '/b', ip: '', at: todayStart - 3 * DAY + 10 },
        { id: newId(), site_id: 'demo', user_id: null, appkey: 'k', url: '/c', ip: '', at: todayStart - 3 * DAY + 20 },
        { id: newId(), site_id: 'pku', user_id: null, appkey: 'k', url: '/d', ip: '', at: todayStart + 60 },
        { id: newId(), site_id: 'demo', user_id: null, appkey: 'k', url: '/old', ip: '', at: todayStart - 30 * DAY },
      ])
      .execute();
    type Dash = { days: { day: string; logins: number; hits: number }[]; totals: Record<string, number> };
    // The demo site keeps Beijing time (its default).
    const r = await admin.get<Dash>('/api/admin/stats/dashboard', { days: '7' });
    expect(r.d.days).toHaveLength(7);
    const today = new Date((todayStart + offset) * 1000).toISOString().slice(0, 10);
    const threeBack = new Date((todayStart + offset - 3 * DAY) * 1000).toISOString().slice(0, 10);
    expect(r.d.days[6]).toMatchObject({ day: today, hits: 1 });
    expect(r.d.days[6]!.logins).toBe(4); // admin, teacher twice, manager
    expect(r.d.days.find((d) => d.day === threeBack)).toMatchObject({ hits: 2, logins: 0 });
    expect(r.d.days.reduce((n, d) => n + d.hits, 0)).toBe(3);
    expect(r.d.totals).toMatchObject({ users: 13, activeUsers: 13, roles: 11 });
    expect(r.d.totals.sessions).toBeGreaterThanOrEqual(4);
    // On a site that keeps UTC the first hit falls on the day before the Beijing one.
    const { variants } = await db.selectFrom('sites').select('variants').where('id', '=', 'demo').executeTakeFirstOrThrow();
    await db.updateTable('sites').set({ variants: JSON.stringify({ ...JSON.parse(variants), message: { timezone: 'UTC' } }) }).where('id', '=', 'demo').execute();
    t.app.platform.sites.invalidate();
    try {
      const utc = await admin.get<Dash>('/api/admin/stats/dashboard', { days: '7' });
      const utcDay = new Date((todayStart + 60) * 1000).toISOString().slice(0, 10);
      expect(utcDay).not.toBe(today);
      expect(utc.d.days.at(-1)!.day).toBe(new Date(now() * 1000).toISOString().slice(0, 10));
      expect(utc.d.days.find((d) => d.day === utcDay)?.hits).toBe(1);
    } finally {
      await db.updateTable('sites').set({ variants }).where('id', '=', 'demo').execute();
      t.app.platform.sites.invalidate();
    }
  });

  it('is for administrators only', async () => {
    expect((await (await loginAs(t.app, 'student')).get('/api/admin/stats/dashboard')).e).toBe(E.FORBIDDEN);
  });
});
