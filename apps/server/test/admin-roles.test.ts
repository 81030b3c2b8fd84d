import { E, type AdminRole, type AdminUser } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from './admin-fixtures.js';
import { type Client, createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
let admin: Client;
type List = { list: AdminRole[]; total: number };
const roles = async (c: Client = admin) => (await c.get<List>('/api/admin/roles/list')).d.list;
const roleByCode = async (code: string) => (await roles()).find((r) => r.code === code)!;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

describe('roles of a site', () => {
  it('lists the built-in roles with their maps and member counts', async () => {
    const list = await roles();
    expect(list.map((r) => r.code)).toEqual(
      expect.arrayContaining(['student', 'teacher', 'manager', 'admin', 'checker']),
    );
    const student = list.find((r) => r.code === 'student')!;
    expect(student).toMatchObject({ builtin: true, members: 2, auth: {} });
    expect(list.find((r) => r.code === 'dispatcher')!.auth).toEqual({
      asset: { module: ['view'] },
      repair: { module: ['dispatch', 'statistics'] },
    });
  });

  it('creates a role from a form body carrying the map as JSON, normalising it', async () => {
    const auth = JSON.stringify({ repair: { module: ['work', 'dispatch', 'work'] }, news: { module: [] } });
    const r = await admin.postForm<AdminRole>(
      '/api/admin/roles/create',
      `code=nightShift&name=${encodeURIComponent('夜班')}&auth=${encodeURIComponent(auth)}`,
    );
    expect(r.e).toBe(0);
    expect(r.d).toMatchObject({
      code: 'nightShift',
      name: '夜班',
      builtin: false,
      members: 0,
      auth: { repair: { module: ['dispatch', 'work'] } },
    });
  });

  it('refuses a taken code with a conflict naming the field', async () => {
    const r = await admin.post('/api/admin/roles/create', { code: 'teacher', name: 'again' });
    expect(r.e).toBe(E.CONFLICT);
    expect(r.d).toMatchObject({ field: 'code' });
  });

  it('refuses maps of the wrong shape or with bad module keys, naming the field', async () => {
    const cases = [
      { 'bad key!': { module: ['x'] } },
      { repair: ['work'] },
      { repair: { module: 'work' } },
      { repair: { module: ['<script>'] } },
    ];
    for (const auth of cases) {
      const r = await admin.post('/api/admin/roles/create', { code: 'broken', name: 'b', auth });
      expect(r.e, JSON.stringify(auth)).toBe(E.BAD_INPUT);
      expect(r.m).toMatch(/^auth/);
    }
    expect((await admin.post('/api/admin/roles/create', { code: '9lives', name: 'b' })).d).toMatchObject({
      field: 'code',
    });
    expect((await roles()).some((r) => r.code === 'broken')).toBe(false);
  });

  it('updates the name and the map', async () => {
    const role = await roleByCode('nightShift');
    const r = await admin.post<AdminRole>('/api/admin/roles/update', {
      id: role.id,
      name: '夜间值班',
      auth: { repair: { module: ['work'] }, asset: { module: ['view'] } },
    });
    expect(r.d).toMatchObject({
      name: '夜间值班',
      auth: { asset: { module: ['view'] }, repair: { module: ['work'] } },
    });
    expect((await admin.post('/api/admin/roles/update', { id: 'nope', name: 'x' })).e).toBe(E.NOT_FOUND);
  });

  it('deletes only custom roles nobody holds', async () => {
    expect((await admin.post('/api/admin/roles/delete', { id: (await roleByCode('checker')).id })).e).toBe(E.CONFLICT);
    const role = await roleByCode('nightShift');
    const { id } = await makeUser(t.app, { roles: ['nightShift'] });
    const inUse = await admin.post('/api/admin/roles/delete', { id: role.id });
    expect(inUse.e).toBe(E.CONFLICT);
    expect((await roleByCode('nightShift')).members).toBe(1);
    await admin.post<AdminUser>('/api/admin/users/set-roles', { id, roleIds: [] });
    expect((await admin.post('/api/admin/roles/delete', { id: role.id })).e).toBe(0);
    expect(await roleByCode('nightShift')).toBeUndefined();
  });

  it('lists the known modules and sub-permissions for the editor', async () => {
    const list = (await admin.get<{ list: { key: string; subs: string[] }[] }>('/api/admin/roles/modules')).d.list;
    const byKey = Object.fromEntries(list.map((m) => [m.key, m.subs]));
    expect(byKey.system).toEqual(expect.arrayContaining(['audit', 'roles', 'sites', 'users']));
    expect(byKey.repair).toEqual(['dispatch', 'manage', 'statistics', 'work']);
    expect(byKey.ticket).toEqual(expect.arrayContaining(['check', 'manage']));
  });
});

describe('administrators cannot raise their own rights', () => {
  it('a role administrator cannot create a role carrying system rights they lack', async () => {
    await admin.post('/api/admin/roles/create', {
      code: 'roleKeeper',
      name: 'rk',
      auth: { system: { module: ['roles'] } },
    });
    const { client } = await makeUser(t.app, { roles: ['roleKeeper'] });
    const r = await client.post('/api/admin/roles/create', {
      code: 'sneaky',
      name: 's',
      auth: { system: { module: ['users'] } },
    });
    expect(r.e).toBe(E.FORBIDDEN);
    const own = await roleByCode('roleKeeper');
    const widened = await client.post('/api/admin/roles/update', {
      id: own.id,
      auth: { system: { module: ['roles', 'users'] } },
    });
    expect(widened.e).toBe(E.FORBIDDEN);
    expect((await roleByCode('roleKeeper')).auth).toEqual({ system: { module: ['roles'] } });
    // Business permissions are theirs to bundle.
    expect(
      (
        await client.post('/api/admin/roles/create', {
          code: 'fine',
          name: 'f',
          auth: { news: { module: ['manage'] } },
        })
      ).e,
    ).toBe(0);
  });

  it('a user administrator cannot hand out the admin role', async () => {
    await admin.post('/api/admin/roles/create', {
      code: 'userKeeper',
      name: 'uk',
      auth: { system: { module: ['users'] } },
    });
    const { client, id } = await makeUser(t.app, { roles: ['userKeeper'] });
    const r = await client.post('/api/admin/users/set-roles', { id, roleIds: [(await roleByCode('admin')).id] });
    expect(r.e).toBe(E.FORBIDDEN);
    const ok = await client.post<AdminUser>('/api/admin/users/set-roles', {
      id,
      roleIds: [(await roleByCode('userKeeper')).id, (await roleByCode('manager')).id],
    });
    expect(ok.d.roles.map((x) => x.code).sort()).toEqual(['manager', 'userKeeper']);
  });
});
