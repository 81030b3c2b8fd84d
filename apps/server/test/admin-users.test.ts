import { E, type AdminUser } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG, makeUser, readXlsx, upload, xlsxOf } from './admin-fixtures.js';
import { Client, PASSWORD, createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
let admin: Client;
type Page = { list: AdminUser[]; total: number };
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

const findByUsername = async (username: string) =>
  (await admin.get<Page>('/api/admin/users/list', { keyword: username })).d.list.find((u) => u.username === username)!;

describe('the user list', () => {
  it('searches username, name and number on the server and pages the result', async () => {
    expect((await admin.get<Page>('/api/admin/users/list', { keyword: '张三' })).d.list.map((u) => u.username)).toEqual(
      ['student'],
    );
    expect((await admin.get<Page>('/api/admin/users/list', { keyword: 'T100' })).d.total).toBe(3);
    const p1 = await admin.get<Page>('/api/admin/users/list', {
      pageSize: '4',
      current: '1',
      sorter: 'username,ascend',
    });
    const p3 = await admin.get<Page>('/api/admin/users/list', {
      pageSize: '4',
      current: '3',
      sorter: 'username,ascend',
    });
    expect(p1.d.total).toBe(12);
    expect(p1.d.list.map((u) => u.username)).toEqual(['admin', 'approver', 'checker', 'counselor']);
    expect(p3.d.list.map((u) => u.username)).toEqual(['repairman', 'student', 'student2', 'teacher']);
  });

  it('filters by kind, role and department, and sorts either way', async () => {
    const staff = await admin.get<Page>('/api/admin/users/list', { kind: 'staff' });
    expect(staff.d.list.every((u) => u.kind === 'staff')).toBe(true);
    expect(staff.d.total).toBe(7);
    const roles = (await admin.get<{ list: { id: string; code: string }[] }>('/api/admin/roles/list')).d.list;
    const studentRole = roles.find((r) => r.code === 'student')!;
    const students = await admin.get<Page>('/api/admin/users/list', {
      roleId: studentRole.id,
      sorter: 'username,descend',
    });
    expect(students.d.list.map((u) => u.username)).toEqual(['student2', 'student']);
    const dept = students.d.list[0]!.departmentId!;
    expect(
      (await admin.get<Page>('/api/admin/users/list', { departmentId: dept })).d.list.map((u) => u.username),
    ).toEqual(['student2']);
  });

  it('treats LIKE wildcards in the search as plain text', async () => {
    expect((await admin.get<Page>('/api/admin/users/list', { keyword: '%' })).d.total).toBe(0);
  });

  it('refuses an unknown sort field, naming it', async () => {
    const r = await admin.get('/api/admin/users/list', { sorter: 'password_hash,ascend' });
    expect(r.e).toBe(E.BAD_INPUT);
    expect(r.m).toContain('sorter');
  });

  it('answers 10004 for an id that is not a user of this site', async () => {
    expect((await admin.get('/api/admin/users/get', { id: 'no-such-id' })).e).toBe(E.NOT_FOUND);
  });
});

describe('creating and changing users', () => {
  it('creates a user with a generated password that then works, once', async () => {
    const r = await admin.post<{ user: AdminUser; password: string }>('/api/admin/users/create', {
      username: 'newbie',
      name: '新人',
      kind: 'teacher',
    });
    expect(r.e).toBe(0);
    expect(r.d.password).toMatch(/^.{12}$/);
    expect(r.d.user).toMatchObject({ username: 'newbie', kind: 'teacher', status: 'active', isSuper: false });
    const c = new Client(t.app);
    expect((await c.post('/api/auth/login', { username: 'newbie', password: r.d.password })).e).toBe(0);
    expect((await admin.get<AdminUser>('/api/admin/users/get', { id: r.d.user.id })).d).not.toHaveProperty('password');
  });

  it('refuses a taken username with a conflict naming the field', async () => {
    const r = await admin.post('/api/admin/users/create', { username: 'teacher', name: 'x' });
    expect(r.e).toBe(E.CONFLICT);
    // The reason's key lets the console say it in the manager's language (账号: 已被占用).
    expect(r.d).toEqual({ field: 'username', issues: [{ field: 'username', message: 'already taken', key: 'reason.taken' }] });
  });

  it('applies the password policy and validates the fields', async () => {
    const weak = await admin.post('/api/admin/users/create', { username: 'weakling', name: 'w', password: 'abc' });
    expect(weak.e).toBe(E.WEAK_PASSWORD);
    expect(weak.d).toMatchObject({ field: 'password' });
    const email = await admin.post('/api/admin/users/create', { username: 'mailer', name: 'm', email: 'not-an-email' });
    expect(email.e).toBe(E.BAD_INPUT);
    expect(email.m).toContain('email');
    const nul = await admin.post('/api/admin/users/create', { username: 'nul', name: 'a\u0000b' });
    expect(nul.e).toBe(E.BAD_INPUT);
    expect(nul.d).toMatchObject({ field: 'name' });
    const bad = await admin.post('/api/admin/users/create', { username: 'a b', name: 'm' });
    expect(bad.m).toContain('username');
  });

  it('updates the profile and refuses a department that is not this site’s', async () => {
    const u = await findByUsername('student2');
    const r = await admin.postForm<AdminUser>(
      '/api/admin/users/update',
      `id=${u.id}&name=${encodeURIComponent('李四四')}&mobile=13800000000&email=li%40example.edu`,
    );
    expect(r.d).toMatchObject({ name: '李四四', mobile: '13800000000', email: 'li@example.edu' });
    const other = await admin.post('/api/admin/users/update', { id: u.id, departmentId: 'elsewhere' });
    expect(other.e).toBe(E.BAD_INPUT);
    expect(other.d).toMatchObject({ field: 'departmentId' });
  });

  it('disabling ends all the user’s sessions and stops logins until enabled again', async () => {
    const { client, id, username } = await makeUser(t.app);
    expect((await client.get('/api/getUserName')).e).toBe(0);
    const r = await admin.post<AdminUser>('/api/admin/users/disable', { id });
    expect(r.d.status).toBe('disabled');
    expect((await client.get('/api/getUserName')).e).toBe(E.NOT_LOGGED_IN);
    expect((await new Client(t.app).post('/api/auth/login', { username, password: STRONG })).e).toBe(
      E.ACCOUNT_DISABLED,
    );
    await admin.post('/api/admin/users/enable', { id });
    expect((await new Client(t.app).post('/api/auth/login', { username, password: STRONG })).e).toBe(0);
  });

  it('nobody can disable themselves', async () => {
    const me = await findByUsername('admin');
    const r = await admin.post('/api/admin/users/disable', { id: me.id });
    expect(r.e).toBe(E.FORBIDDEN);
    expect((await findByUsername('admin')).status).toBe('active');
  });

  it('reset-password returns a new password; the old one and the old sessions stop working', async () => {
    const { client, id, username } = await makeUser(t.app);
    const r = await admin.post<{ password: string }>('/api/admin/users/reset-password', { id });
    expect(r.e).toBe(0);
    expect(r.d.password).not.toBe(STRONG);
    expect((await client.get('/api/getUserName')).e).toBe(E.NOT_LOGGED_IN);
    expect((await new Client(t.app).post('/api/auth/login', { username, password: STRONG })).e).toBe(E.BAD_CREDENTIALS);
    expect((await new Client(t.app).post('/api/auth/login', { username, password: r.d.password })).e).toBe(0);
  });

  it('sets roles of this site only, and the new map applies to the next call', async () => {
    const { client, id } = await makeUser(t.app);
    expect((await client.get('/api/getAllAuth')).d).toEqual({});
    const roles = (await admin.get<{ list: { id: string; code: string }[] }>('/api/admin/roles/list')).d.list;
    const dispatcher = roles.find((r) => r.code === 'dispatcher')!;
    const r = await admin.post<AdminUser>('/api/admin/users/set-roles', { id, roleIds: [dispatcher.id] });
    expect(r.d.roles.map((x) => x.code)).toEqual(['dispatcher']);
    expect((await client.get<Record<string, unknown>>('/api/getAllAuth')).d).toHaveProperty('repair');
    const foreign = await admin.post('/api/admin/users/set-roles', { id, roleIds: ['role-of-another-site'] });
    expect(foreign.e).toBe(E.BAD_INPUT);
    expect(foreign.d).toMatchObject({ field: 'roleIds' });
  });

  it('concurrent role changes and creations never fail or mix', async () => {
    const { id } = await makeUser(t.app);
    const roles = (await admin.get<{ list: { id: string; code: string }[] }>('/api/admin/roles/list')).d.list;
    const sets = [
      ['teacher', 'checker'],
      ['checker', 'repairman'],
      ['teacher'],
      ['repairman', 'dispatcher', 'teacher'],
    ];
    const results = await Promise.all(
      sets.map((codes) =>
        admin.post<AdminUser>('/api/admin/users/set-roles', {
          id,
          roleIds: codes.map((c) => roles.find((r) => r.code === c)!.id),
        }),
      ),
    );
    expect(results.map((r) => r.e)).toEqual([0, 0, 0, 0]);
    const final = (await admin.get<AdminUser>('/api/admin/users/get', { id })).d.roles.map((r) => r.code).sort();
    expect(sets.map((x) => [...x].sort())).toContainEqual(final);
    const twins = await Promise.all(
      [1, 2, 3].map(() => admin.post('/api/admin/users/create', { username: 'twin', name: 't' })),
    );
    expect(twins.map((r) => r.e).sort()).toEqual([0, E.CONFLICT, E.CONFLICT]);
  });

  it('records every change in the audit log', async () => {
    const log = await admin.get<{ list: { action: string }[] }>('/api/admin/audit/list', {
      action: 'admin.users',
      pageSize: '100',
    });
    const actions = new Set(log.d.list.map((x) => x.action));
    for (const a of ['create', 'update', 'disable', 'enable', 'reset-password', 'set-roles'])
      expect(actions).toContain(`admin.users.${a}`);
  });
});

describe('super-administrators', () => {
  it('only a super-administrator can make or touch one', async () => {
    const { client: siteAdmin } = await makeUser(t.app, { roles: ['admin'] });
    const made = await siteAdmin.post('/api/admin/users/create', { username: 'wannabe', name: 'w', isSuper: 'true' });
    expect(made.e).toBe(E.FORBIDDEN);
    const sup = await findByUsername('admin');
    expect((await siteAdmin.post('/api/admin/users/reset-password', { id: sup.id })).e).toBe(E.FORBIDDEN);
    expect((await siteAdmin.post('/api/admin/users/disable', { id: sup.id })).e).toBe(E.FORBIDDEN);
    const teacher = await findByUsername('teacher');
    expect((await siteAdmin.post('/api/admin/users/update', { id: teacher.id, isSuper: true })).e).toBe(E.FORBIDDEN);
    expect((await findByUsername('teacher')).isSuper).toBe(false);
    expect((await admin.post<AdminUser>('/api/admin/users/update', { id: teacher.id, isSuper: true })).d.isSuper).toBe(
      true,
    );
    expect((await admin.post<AdminUser>('/api/admin/users/update', { id: teacher.id, isSuper: false })).d.isSuper).toBe(
      false,
    );
  });
});

describe('import and export', () => {
  const header = ['username', 'name', 'number', 'kind', 'department', 'class', 'mobile', 'email', 'roles'];

  it('imports nothing when one row is bad, and reports row and field', async () => {
    const file = await xlsxOf([
      header,
      ['imp1', '导入一', 'N001', 'student', '计算机学院', '计科2401班', '', '', 'student'],
      ['imp2', '导入二', 'N002', 'alien', '计算机学院', '', '', 'bad-mail', 'student'],
      ['imp3', '导入三', 'N003', 'teacher', '不存在学院', '', '', '', 'nosuchrole'],
      ['imp1', '重复', 'N004', 'student', '', '', '', '', ''],
      ['x', '', 'N005', 'student', '', '', 'call me', '', ''],
    ]);
    const r = await upload(admin, '/api/admin/users/import', file);
    expect(r.e).toBe(0);
    const d = r.d as { ok: boolean; errors: { row: number; field: string }[] };
    expect(d.ok).toBe(false);
    expect(d.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 3, field: 'kind' }),
        expect.objectContaining({ row: 3, field: 'email' }),
        expect.objectContaining({ row: 4, field: 'department' }),
        expect.objectContaining({ row: 4, field: 'roles' }),
        expect.objectContaining({ row: 5, field: 'username' }),
      ]),
    );
    // Each cell's reason is catalogued, so the console says it in the manager's language.
    const keyOf = (row: number, field: string) => (d.errors as { row: number; field: string; key?: string }[]).find((e) => e.row === row && e.field === field)?.key;
    expect(keyOf(3, 'email')).toBe('reason.notEmail');
    expect([keyOf(6, 'username'), keyOf(6, 'name'), keyOf(6, 'mobile')]).toEqual(['reason.usernameFormat', 'reason.required', 'reason.notPhone']);
    expect(d.errors.some((e) => e.row === 2)).toBe(false);
    expect((await admin.get<Page>('/api/admin/users/list', { keyword: 'imp' })).d.total).toBe(0);
  });

  it('reports a username that already exists', async () => {
    const r = await upload(
      admin,
      '/api/admin/users/import',
      await xlsxOf([header, ['student', 'x', '', '', '', '', '', '', '']]),
    );
    expect(r.d).toEqual({ ok: false, errors: [{ row: 2, field: 'username', message: 'already taken', key: 'reason.taken' }] });
  });

  it('imports every row of a good file, with departments, classes and roles', async () => {
    const file = await xlsxOf([
      header,
      ['imp1', '导入一', 'N001', 'student', '计算机学院', '计科2401班', '13900000001', 'a@example.edu', 'student'],
      ['imp2', '导入二', 'N002', 'teacher', '数学学院', '', '', '', 'teacher,checker'],
    ]);
    const r = await upload(admin, '/api/admin/users/import', file);
    const d = r.d as { ok: true; created: number; passwords: { username: string; password: string }[] };
    expect(d).toMatchObject({ ok: true, created: 2 });
    const imp1 = await findByUsername('imp1');
    expect(imp1).toMatchObject({ departmentName: '计算机学院', className: '计科2401班', mobile: '13900000001' });
    expect((await findByUsername('imp2')).roles.map((x) => x.code)).toEqual(['checker', 'teacher']);
    const pw = d.passwords.find((p) => p.username === 'imp2')!.password;
    expect((await new Client(t.app).post('/api/auth/login', { username: 'imp2', password: pw })).e).toBe(0);
  });

  it('refuses a file that is not an xlsx, naming the field', async () => {
    const r = await upload(admin, '/api/admin/users/import', Buffer.from('username,name\nx,y\n'), 'users.csv');
    expect(r.e).toBe(E.BAD_INPUT);
    expect(r.d).toMatchObject({ field: 'file' });
  });

  it('exports the filtered list as a real xlsx file', async () => {
    const roles = (await admin.get<{ list: { id: string; code: string }[] }>('/api/admin/roles/list')).d.list;
    const roleId = roles.find((r) => r.code === 'student')!.id;
    const res = await admin.raw({
      method: 'GET',
      url: '/api/admin/users/export',
      query: { roleId, sorter: 'username,ascend' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="users-demo-\d{8}\.xlsx"/);
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]!.slice(0, 9)).toEqual(header);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['imp1', 'student', 'student2']);
    expect(rows[2]).toEqual(
      expect.arrayContaining(['student', '张三', '2024010101', 'student', '计算机学院', '计科2401班']),
    );
  });

  it('serves an import template whose header the import accepts', async () => {
    const res = await admin.raw({ method: 'GET', url: '/api/admin/users/import-template' });
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(header);
    const values = await readXlsx(res.rawPayload, 1);
    expect(values.flat()).toContain('计算机学院');
  });

  it('keeps the demo password of untouched accounts', async () => {
    expect((await new Client(t.app).post('/api/auth/login', { username: 'student', password: PASSWORD })).e).toBe(0);
  });
});
