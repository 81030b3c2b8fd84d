/**
 * Issue 2: permissions enforced — function-level (the contract's access on every call),
 * object-level (ids of another site are not found) and across sites.
 */
import { E, contract, type AdminRole, type AdminUser } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, multipart, upload, xlsxOf } from './admin-fixtures.js';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
let admin: Client;
let pkuStudentId: string;

/** A valid input for every admin endpoint, so a refusal can only come from the permission check. */
const SAMPLES: Record<keyof typeof contract.admin, Record<string, unknown>> = {
  usersList: {},
  usersGet: { id: 'x' },
  usersCreate: { username: 'probe', name: 'p' },
  usersUpdate: { id: 'x', name: 'n' },
  usersDisable: { id: 'x' },
  usersEnable: { id: 'x' },
  usersResetPassword: { id: 'x' },
  usersSetRoles: { id: 'x', roleIds: [] },
  usersImport: {},
  usersImportTemplate: {},
  usersExport: {},
  rolesList: {},
  rolesCreate: { code: 'probe', name: 'p' },
  rolesUpdate: { id: 'x', name: 'n' },
  rolesDelete: { id: 'x' },
  rolesModules: {},
  sitesList: {},
  sitesGet: { id: 'demo' },
  sitesCreate: { id: 'probe', name: 'p' },
  sitesUpdate: { id: 'demo', name: 'n' },
  auditList: {},
  statsDashboard: {},
  departmentsList: {},
  departmentsCreate: { name: 'd' },
  departmentsUpdate: { id: 'x', name: 'n' },
  classesList: {},
  classesCreate: { name: 'c' },
  classesUpdate: { id: 'x', name: 'n' },
};

async function call(c: Client, key: keyof typeof contract.admin): Promise<number> {
  const ep = contract.admin[key];
  const input = SAMPLES[key];
  if (ep.multipart) {
    const { payload, headers } = multipart(
      'file',
      'u.xlsx',
      await xlsxOf([
        ['username', 'name'],
        ['probe', 'p'],
      ]),
    );
    return ((await c.raw({ method: 'POST', url: ep.path, payload, headers })).json() as { e: number }).e;
  }
  if (ep.method === 'GET') return (await c.get(ep.path, input as Record<string, string>)).e;
  return (await c.post(ep.path, input)).e;
}

const roleId = async (code: string) =>
  (await admin.get<{ list: AdminRole[] }>('/api/admin/roles/list')).d.list.find((r) => r.code === code)!.id;
const userId = async (username: string) =>
  (await admin.get<{ list: AdminUser[] }>('/api/admin/users/list', { keyword: username })).d.list.find(
    (u) => u.username === username,
  )!.id;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  pkuStudentId = (
    await t.app.platform.db
      .selectFrom('users')
      .select('id')
      .where('site_id', '=', 'pku')
      .where('username', '=', 'student')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

describe('function-level: the contract’s permission on every admin endpoint', () => {
  const keys = Object.keys(contract.admin) as (keyof typeof contract.admin)[];

  it('has a sample input for every endpoint', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...keys].sort());
  });

  it('answers 10013 to nobody', async () => {
    const anon = new Client(t.app);
    for (const k of keys) expect(await call(anon, k), k).toBe(E.NOT_LOGGED_IN);
  });

  it('answers 10003 to a student on every endpoint', async () => {
    const student = await loginAs(t.app, 'student');
    for (const k of keys) expect(await call(student, k), k).toBe(E.FORBIDDEN);
  });

  it('answers 10003 to a manager (an administrator, but without `system`)', async () => {
    const manager = await loginAs(t.app, 'manager');
    for (const k of keys) expect(await call(manager, k), k).toBe(E.FORBIDDEN);
    expect((await admin.get<{ list: unknown[] }>('/api/admin/users/list', { keyword: 'probe' })).d.list).toEqual([]);
  });

  it('keeps sites to the super-administrator', async () => {
    const { client } = await makeUser(t.app, { roles: ['admin'] });
    expect((await client.get('/api/admin/users/list')).e).toBe(0);
    expect((await client.get('/api/admin/sites/list')).e).toBe(E.FORBIDDEN);
    expect((await admin.get('/api/admin/sites/list')).e).toBe(0);
  });
});

describe('object-level and across sites', () => {
  it('an administrator of demo cannot read or change a user of pku by id', async () => {
    const { client: siteAdmin } = await makeUser(t.app, { roles: ['admin'] });
    const before = await t.app.platform.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', pkuStudentId)
      .executeTakeFirstOrThrow();
    for (const c of [siteAdmin, admin]) {
      expect((await c.get('/api/admin/users/get', { id: pkuStudentId })).e).toBe(E.NOT_FOUND);
      expect((await c.post('/api/admin/users/update', { id: pkuStudentId, name: 'hijacked' })).e).toBe(E.NOT_FOUND);
      expect((await c.post('/api/admin/users/disable', { id: pkuStudentId })).e).toBe(E.NOT_FOUND);
      expect((await c.post('/api/admin/users/reset-password', { id: pkuStudentId })).e).toBe(E.NOT_FOUND);
      expect((await c.post('/api/admin/users/set-roles', { id: pkuStudentId, roleIds: [] })).e).toBe(E.NOT_FOUND);
    }
    const after = await t.app.platform.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', pkuStudentId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    const roles = await t.app.platform.db
      .selectFrom('user_roles')
      .select('role_id')
      .where('user_id', '=', pkuStudentId)
      .execute();
    expect(roles).toHaveLength(1);
  });

  it('lists only this site’s users and refuses another site’s roles', async () => {
    const all = await admin.get<{ list: AdminUser[]; total: number }>('/api/admin/users/list', {
      keyword: 'student',
      pageSize: '200',
    });
    expect(all.d.list.map((u) => u.id)).not.toContain(pkuStudentId);
    const pkuRole = await t.app.platform.db
      .selectFrom('roles')
      .select('id')
      .where('site_id', '=', 'pku')
      .where('code', '=', 'admin')
      .executeTakeFirstOrThrow();
    const teacher = await userId('teacher');
    const r = await admin.post('/api/admin/users/set-roles', { id: teacher, roleIds: [pkuRole.id] });
    expect(r.e).toBe(E.BAD_INPUT);
    expect((await admin.post('/api/admin/roles/update', { id: pkuRole.id, auth: {} })).e).toBe(E.NOT_FOUND);
  });

  it('a demo session asking for another site is not logged in there', async () => {
    admin.headers['x-site'] = 'pku';
    try {
      expect((await admin.get('/api/admin/users/list')).e).toBe(E.NOT_LOGGED_IN);
    } finally {
      delete admin.headers['x-site'];
    }
  });
});

describe('custom roles', () => {
  it('a role with { system: { module: [audit] } } lets teacher read the audit log but not users', async () => {
    const teacher = await loginAs(t.app, 'teacher');
    expect((await teacher.get('/api/admin/audit/list')).e).toBe(E.FORBIDDEN);
    const created = await admin.post<AdminRole>('/api/admin/roles/create', {
      code: 'auditor',
      name: '审计员',
      auth: { system: { module: ['audit'] } },
    });
    await admin.post('/api/admin/users/set-roles', {
      id: await userId('teacher'),
      roleIds: [await roleId('teacher'), created.d.id, await roleId('dispatcher')],
    });
    // The same session, next call: no stale permission cache.
    expect((await teacher.get('/api/admin/audit/list')).e).toBe(0);
    expect((await teacher.get('/api/admin/users/list')).e).toBe(E.FORBIDDEN);
    expect((await teacher.get('/api/admin/roles/list')).e).toBe(E.FORBIDDEN);
    expect((await teacher.get('/api/getAllAuth')).d).toEqual({
      system: { module: ['audit'] },
      repair: { module: ['dispatch', 'statistics'] },
      asset: { module: ['view'] },
    });
  });

  it('changing a role’s map takes effect on the members’ next call', async () => {
    const teacher = await loginAs(t.app, 'teacher');
    const id = await roleId('auditor');
    await admin.post('/api/admin/roles/update', { id, auth: { system: { module: ['users'] } } });
    expect((await teacher.get('/api/admin/users/list')).e).toBe(0);
    expect((await teacher.get('/api/admin/audit/list')).e).toBe(E.FORBIDDEN);
    expect((await teacher.get<Record<string, { module: string[] }>>('/api/getAllAuth')).d.system).toEqual({
      module: ['users'],
    });
    await admin.post('/api/admin/roles/update', { id, auth: {} });
    expect((await teacher.get('/api/admin/users/list')).e).toBe(E.FORBIDDEN);
  });

  it('an administrator of users cannot hand out a system permission they do not hold, and is told which', async () => {
    const teacher = await loginAs(t.app, 'teacher');
    await admin.post('/api/admin/roles/update', { id: await roleId('auditor'), auth: { system: { module: ['users'] } } });
    const roleAdmin = await admin.post<AdminRole>('/api/admin/roles/create', { code: 'roleadmin', name: '角色管理员', auth: { system: { module: ['roles'] } } });
    const why = { message: 'only holders of system.roles may grant it', key: 'reason.onlyHoldersGrant', params: { permission: 'system.roles' } };

    const refused = await teacher.post('/api/admin/users/set-roles', { id: await userId('student2'), roleIds: [roleAdmin.d.id] });
    expect(refused.e).toBe(E.FORBIDDEN);
    expect((refused.d as { issues: unknown[] }).issues).toEqual([{ field: 'system', ...why }]);

    const imported = await upload(teacher, '/api/admin/users/import', await xlsxOf([['username', 'name', 'roles'], ['grantee1', '被授权人', 'roleadmin']]));
    expect(imported.d).toEqual({ ok: false, errors: [{ row: 2, field: 'roles', ...why }] });
    await admin.post('/api/admin/roles/update', { id: await roleId('auditor'), auth: {} });
  });
});
