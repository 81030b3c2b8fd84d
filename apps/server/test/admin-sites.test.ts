import { E, type AdminSite } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from './admin-fixtures.js';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

const getSite = async (id: string) => (await admin.get<AdminSite>('/api/admin/sites/get', { id })).d;
const logoutUrlOn = async (site: string) =>
  (await new Client(t.app, { 'x-site': site }).get<{ logout_url: string }>('/api/logout')).d.logout_url;

describe('sites, for the super-administrator', () => {
  it('lists every site with its flags and user counts', async () => {
    const r = await admin.get<{ list: AdminSite[] }>('/api/admin/sites/list');
    expect(r.d.list.map((s) => s.id)).toEqual(['demo', 'fudan', 'moe', 'pku']);
    expect(r.d.list.find((s) => s.id === 'pku')).toMatchObject({
      flags: { hideAddService: true, showMoveTips: false },
      users: 1,
    });
    expect(r.d.list[0]).toMatchObject({ isDefault: true, users: 12 });
  });

  it('creates a site with the built-in roles, refusing bad and taken ids', async () => {
    expect((await admin.post('/api/admin/sites/create', { id: 'Bad Id', name: 'x' })).d).toMatchObject({ field: 'id' });
    expect((await admin.post('/api/admin/sites/create', { id: 'pku', name: 'x' })).e).toBe(E.CONFLICT);
    const r = await admin.post<AdminSite>('/api/admin/sites/create', {
      id: 'zju',
      name: '东方大学',
      copyright: '© 东方大学',
      loginPath: '/cas/login',
      flags: { showMoveTips: true },
    });
    expect(r.e).toBe(0);
    expect(r.d).toMatchObject({
      id: 'zju',
      loginPath: '/cas/login',
      flags: { showMoveTips: true, hideAddService: false },
      users: 0,
    });
    const roles = await t.app.platform.db.selectFrom('roles').select('code').where('site_id', '=', 'zju').execute();
    expect(roles.map((x) => x.code)).toEqual(expect.arrayContaining(['student', 'teacher', 'admin', 'manager']));
  });

  it('updates the profile, and the site answers with it at once', async () => {
    expect(await logoutUrlOn('fudan')).toBe('/fudan/site/center/login');
    const r = await admin.post<AdminSite>('/api/admin/sites/update', {
      id: 'fudan',
      logoutPath: 'https://sso.fudan.example/logout',
      copyright: '© 2026 南方大学',
      logo: 'all/2026/11/logo.png',
      variants: { dailyReport: { fields: ['temperature', 'location'] } },
      integrations: { oidc: { clientSecret: 's3cret' } },
    });
    expect(r.e).toBe(0);
    expect(await logoutUrlOn('fudan')).toBe('https://sso.fudan.example/logout');
    const s = await getSite('fudan');
    expect(s).toMatchObject({
      copyright: '© 2026 南方大学',
      logo: 'all/2026/11/logo.png',
      variants: { dailyReport: { fields: ['temperature', 'location'] } },
    });
    expect(s.integrations).toEqual({ oidc: { clientSecret: 's3cret' } });
  });

  it('accepts only same-origin paths or https addresses for login and logout', async () => {
    for (const loginPath of [
      '//evil.example/login',
      'http://plain.example/login',
      'javascript:alert(1)',
      '/\\evil.example',
    ]) {
      const r = await admin.post('/api/admin/sites/update', { id: 'moe', loginPath });
      expect(r.e, loginPath).toBe(E.BAD_INPUT);
      expect(r.d, loginPath).toMatchObject({ field: 'loginPath' });
    }
    expect((await admin.post('/api/admin/sites/update', { id: 'moe', logo: '../../etc/passwd' })).d).toMatchObject({
      field: 'logo',
    });
    expect((await getSite('moe')).loginPath).toBe('');
  });

  it('merges partial flags and checks them against the flags schema', async () => {
    await admin.post('/api/admin/sites/update', { id: 'pku', flags: { showMoveTips: true } });
    expect((await getSite('pku')).flags).toEqual({ hideAddService: true, showMoveTips: true, hiddenModules: [] });
    const wrong = await admin.post('/api/admin/sites/update', { id: 'pku', flags: { hideAddService: 'yes' } });
    expect(wrong.e).toBe(E.BAD_INPUT);
    // Said as the schema's check (which the apps word in the user's language), not as English words.
    expect(wrong.d).toMatchObject({ field: 'flags.hideAddService', issues: [{ field: 'flags.hideAddService', code: 'invalid_type', params: { expected: 'boolean' } }] });
    const unknown = await admin.post('/api/admin/sites/update', { id: 'pku', flags: { unknownFlag: true } });
    expect(unknown.e).toBe(E.BAD_INPUT);
    expect(unknown.d).toMatchObject({ field: 'flags', issues: [{ code: 'unrecognized_keys', params: { keys: ['unknownFlag'] } }] });
    expect((await getSite('pku')).flags).toEqual({ hideAddService: true, showMoveTips: true, hiddenModules: [] });
    // A form body sends the flags as JSON text.
    const form = await admin.postForm<AdminSite>(
      '/api/admin/sites/update',
      `id=pku&flags=${encodeURIComponent('{"hiddenModules":["repair"]}')}`,
    );
    expect(form.d.flags).toEqual({ hideAddService: true, showMoveTips: true, hiddenModules: ['repair'] });
  });

  it('keeps both of two concurrent flag changes', async () => {
    await Promise.all([
      admin.post('/api/admin/sites/update', { id: 'moe', flags: { showMoveTips: true } }),
      admin.post('/api/admin/sites/update', { id: 'moe', flags: { hiddenModules: ['news'] } }),
      admin.post('/api/admin/sites/update', { id: 'moe', copyright: '© MOE' }),
    ]);
    const s = await getSite('moe');
    expect(s.flags).toEqual({ hideAddService: true, showMoveTips: true, hiddenModules: ['news'] });
    expect(s.copyright).toBe('© MOE');
  });

  it('answers 10004 for a site that does not exist', async () => {
    expect((await admin.get('/api/admin/sites/get', { id: 'nowhere' })).e).toBe(E.NOT_FOUND);
    expect((await admin.post('/api/admin/sites/update', { id: 'nowhere', name: 'x' })).e).toBe(E.NOT_FOUND);
  });

  it('is closed to site administrators who are not super', async () => {
    const { client } = await makeUser(t.app, { roles: ['admin'] });
    expect((await client.get('/api/admin/sites/list')).e).toBe(E.FORBIDDEN);
    expect((await client.get('/api/admin/sites/get', { id: 'demo' })).e).toBe(E.FORBIDDEN);
    expect((await client.post('/api/admin/sites/update', { id: 'demo', name: 'mine' })).e).toBe(E.FORBIDDEN);
    expect((await client.post('/api/admin/sites/create', { id: 'mysite', name: 'mine' })).e).toBe(E.FORBIDDEN);
    expect((await getSite('demo')).name).toBe('演示大学');
  });

  it('writes the changes to the audit log without the secrets', async () => {
    const log = await admin.get<{ list: { action: string; target: string; detail: unknown }[] }>(
      '/api/admin/audit/list',
      { action: 'admin.sites' },
    );
    expect(log.d.list.map((x) => x.action)).toEqual(
      expect.arrayContaining(['admin.sites.create', 'admin.sites.update']),
    );
    expect(JSON.stringify(log.d.list)).not.toContain('s3cret');
  });
});
