import { E } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, now } from '../src/platform/util.js';
import { Client, createTestApp, loginAs, PASSWORD, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.platform.db;
const idOf = async (username: string, site = 'demo') =>
  (await db().selectFrom('users').select('id').where('site_id', '=', site).where('username', '=', username).executeTakeFirstOrThrow()).id;

async function addUpload(username: string, stored: string, mime: string): Promise<void> {
  await db()
    .insertInto('uploads')
    .values({ id: newId(), site_id: 'demo', user_id: await idOf(username), stored_name: stored, original_name: 'a', mime, size: 10, sha256: 'x', at: now() })
    .execute();
}

describe('personal info', () => {
  it('shows my profile with the department, the class and a masked mobile and e-mail', async () => {
    await db().updateTable('users').set({ mobile: '13812341234', email: 'zhangsan@example.edu', gender: 'male' }).where('id', '=', await idOf('student')).execute();
    const c = await loginAs(t.app, 'student');
    const r = await c.get('/api/user/get-info');
    expect(r.e).toBe(0);
    expect(r.d).toMatchObject({
      username: 'student', name: '张三', number: '2024010101', kind: 'student', gender: 'male',
      department: '计算机学院', className: '计科2401班', mobile: '138****1234', email: 'z***n@example.edu',
    });
    expect(JSON.stringify(r.d)).not.toContain('13812341234');
  });

  it('asks for a login first', async () => {
    expect((await new Client(t.app).get('/api/user/get-info')).e).toBe(E.NOT_LOGGED_IN);
  });

  it('saves gender and signature, and the change is audited', async () => {
    const c = await loginAs(t.app, 'student2');
    const r = await c.postForm('/api/user/save-info', 'gender=female&signature=%E4%BD%A0%E5%A5%BD');
    expect(r.e).toBe(0);
    expect(r.d).toMatchObject({ gender: 'female', signature: '你好', name: '李四' });
    expect((await c.get('/api/user/get-info')).d).toMatchObject({ gender: 'female', signature: '你好' });
    const audit = await db().selectFrom('audit_log').selectAll().where('action', '=', 'user.save-info').where('user_id', '=', await idOf('student2')).execute();
    expect(audit.length).toBe(1);
  });

  it('refuses to change what the school manages, and bad values, naming the field', async () => {
    const c = await loginAs(t.app, 'student2');
    for (const [body, field] of [
      [{ name: 'Mallory' }, 'name'],
      [{ number: '1' }, 'number'],
      [{ gender: 'robot' }, 'gender'],
      [{ signature: 'x'.repeat(61) }, 'signature'],
      [{ signature: 'a\u0000b' }, 'signature'],
    ] as const) {
      const r = await c.post('/api/user/save-info', body);
      expect(r.e).toBe(E.BAD_INPUT);
      expect((r.d as { field: string }).field).toBe(field);
    }
    expect((await c.get('/api/user/get-info')).d).toMatchObject({ name: '李四', number: '2024010201' });
  });
});

describe('avatar', () => {
  it('takes an image I uploaded on this site', async () => {
    await addUpload('student', '2026/11/me.png', 'image/png');
    const c = await loginAs(t.app, 'student');
    const r = await c.post('/api/user/save-avatar', { avatar: '/site/attach?file=all/2026/11/me.png' });
    expect(r.e).toBe(0);
    expect((await c.get('/api/user/get-info')).d).toMatchObject({ avatar: '/site/attach?file=all/2026/11/me.png' });
  });

  it("refuses another user's upload, a non-image and addresses outside the attachment store", async () => {
    await addUpload('student2', '2026/11/theirs.png', 'image/png');
    await addUpload('student', '2026/11/doc.pdf', 'application/pdf');
    const c = await loginAs(t.app, 'student');
    for (const avatar of [
      '/site/attach?file=all/2026/11/theirs.png',
      '/site/attach?file=all/2026/11/doc.pdf',
      '/site/attach?file=all/../../etc/passwd',
      'https://evil.example/site/attach?file=all/2026/11/me.png',
      '/site/attach?file=all/2026/11/me.png&x=1',
      'javascript:alert(1)',
    ]) {
      const r = await c.post('/api/user/save-avatar', { avatar });
      expect(r.e, avatar).toBe(E.BAD_INPUT);
      expect((r.d as { field: string }).field).toBe('avatar');
    }
    expect((await c.get('/api/user/get-info')).d).toMatchObject({ avatar: '/site/attach?file=all/2026/11/me.png' });
  });

  it('takes the address the upload endpoint answered, and get-info shows it', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const c = await loginAs(t.app, 'teacher');
    const up = await c.post<{ url: string }>('/api/upload/bybase64', { file: `data:image/png;base64,${png}`, name: 'me.png' });
    expect(up.e).toBe(0);
    expect((await c.post('/api/user/save-avatar', { avatar: up.d.url })).e).toBe(0);
    expect((await c.get('/api/user/get-info')).d).toMatchObject({ avatar: up.d.url });
    // Someone else cannot take it.
    const other = await loginAs(t.app, 'student2');
    expect((await other.post('/api/user/save-avatar', { avatar: up.d.url })).e).toBe(E.BAD_INPUT);
  });

  it('removes the avatar with an empty value', async () => {
    const c = await loginAs(t.app, 'student');
    expect((await c.post('/api/user/save-avatar', { avatar: '' })).e).toBe(0);
    expect((await c.get('/api/user/get-info')).d).toMatchObject({ avatar: '' });
  });
});

describe('linked accounts and switching', () => {
  type Accounts = { list: { id: string; username: string; current: boolean }[] };

  it('lists only me until I link another account', async () => {
    const c = await loginAs(t.app, 'teacher');
    const r = await c.get<Accounts>('/api/user/accounts');
    expect(r.d.list.map((a) => [a.username, a.current])).toEqual([['teacher', true]]);
  });

  it('refuses to link with a wrong password', async () => {
    const c = await loginAs(t.app, 'teacher');
    const r = await c.post('/api/user/link-account', { username: 'counselor', password: 'wrong' });
    expect(r.e).toBe(E.BAD_CREDENTIALS);
    expect((await c.get<Accounts>('/api/user/accounts')).d.list).toHaveLength(1);
  });

  it('links with the password, switches with a new session id, and the old cookie is dead', async () => {
    const c = await loginAs(t.app, 'teacher');
    const linked = await c.post<Accounts>('/api/user/link-account', { username: 'counselor', password: PASSWORD });
    expect(linked.d.list.map((a) => a.username)).toEqual(['teacher', 'counselor']);
    const before = c.cookie;
    const r = await c.post<{ user: { username: string } }>('/api/user/switch', { id: await idOf('counselor') });
    expect(r.e).toBe(0);
    expect(r.d.user.username).toBe('counselor');
    expect(c.cookie).not.toBe(before);
    expect((await c.get<{ name: string }>('/api/getUserName')).d.name).toBe('赵辅导员');
    // The link goes both ways: the counselor can switch back.
    expect((await c.get<Accounts>('/api/user/accounts')).d.list.map((a) => a.username)).toEqual(['counselor', 'teacher']);
    const old = new Client(t.app);
    old.cookie = before;
    expect((await old.get('/api/getUserName')).e).toBe(E.NOT_LOGGED_IN);
  });

  it('never switches into an account that is not linked, on this site or another', async () => {
    const c = await loginAs(t.app, 'student');
    for (const id of [await idOf('admin'), await idOf('student', 'pku'), 'not-an-id']) {
      const r = await c.post('/api/user/switch', { id });
      expect(r.e).toBe(E.FORBIDDEN);
    }
    expect((await c.get<{ name: string }>('/api/getUserName')).d.name).toBe('张三');
  });

  it('unlinks, after which switching is refused', async () => {
    const c = await loginAs(t.app, 'leader');
    await c.post('/api/user/link-account', { username: 'manager', password: PASSWORD });
    const manager = await idOf('manager');
    const r = await c.post<Accounts>('/api/user/unlink-account', { id: manager });
    expect(r.d.list).toHaveLength(1);
    expect((await c.post('/api/user/switch', { id: manager })).e).toBe(E.FORBIDDEN);
    expect((await c.post('/api/user/unlink-account', { id: manager })).e).toBe(E.NOT_FOUND);
  });

  it('refuses to switch into a linked account that was disabled', async () => {
    const c = await loginAs(t.app, 'repairman');
    await c.post('/api/user/link-account', { username: 'dispatcher', password: PASSWORD });
    await db().updateTable('users').set({ status: 'disabled' }).where('id', '=', await idOf('dispatcher')).execute();
    expect((await c.post('/api/user/switch', { id: await idOf('dispatcher') })).e).toBe(E.ACCOUNT_DISABLED);
    await db().updateTable('users').set({ status: 'active' }).where('id', '=', await idOf('dispatcher')).execute();
  });
});

describe('notice settings', () => {
  it('starts from defaults and stores what I save', async () => {
    const c = await loginAs(t.app, 'student');
    expect((await c.get('/api/user/notice-settings')).d).toEqual({
      dnd: false, quietStart: '', quietEnd: '', mutedCategories: [], channels: { inbox: true, sms: false, email: false, wechat: true },
    });
    const form = 'dnd=1&quietStart=22:00&quietEnd=07:30&mutedCategories=news&mutedCategories=activity&channels[sms]=1&channels[wechat]=0';
    const saved = await c.postForm('/api/user/save-notice-settings', form);
    expect(saved.e).toBe(0);
    const expected = {
      dnd: true, quietStart: '22:00', quietEnd: '07:30', mutedCategories: ['activity', 'news'], channels: { inbox: true, sms: true, email: false, wechat: false },
    };
    expect(saved.d).toEqual(expected);
    expect((await c.get('/api/user/notice-settings')).d).toEqual(expected);
    // Another user's settings are their own.
    expect((await (await loginAs(t.app, 'student2')).get<{ dnd: boolean }>('/api/user/notice-settings')).d.dnd).toBe(false);
  });

  it('refuses bad shapes and ranges, naming the field', async () => {
    const c = await loginAs(t.app, 'student');
    for (const [body, field] of [
      [{ quietStart: '25:00', quietEnd: '07:00' }, 'quietStart'],
      [{ quietStart: '22:00' }, 'quietEnd'],
      [{ quietStart: '22:00', quietEnd: '22:00' }, 'quietEnd'],
      [{ mutedCategories: ['ok', 'NOT OK'] }, 'mutedCategories.1'],
      [{ mutedCategories: Array.from({ length: 51 }, (_, i) => `c${i}`) }, 'mutedCategories'],
      [{ dnd: 'maybe' }, 'dnd'],
      [{ channels: { sms: 'loud' } }, 'channels.sms'],
    ] as const) {
      const r = await c.post('/api/user/save-notice-settings', body);
      expect(r.e, JSON.stringify(body)).toBe(E.BAD_INPUT);
      expect((r.d as { field: string }).field).toBe(field);
    }
  });
});

describe('change password', () => {
  it('changes it, ends my other sessions and keeps this one', async () => {
    const here = await loginAs(t.app, 'approver');
    const elsewhere = await loginAs(t.app, 'approver');
    const r = await here.post('/api/user/change-password', { oldPassword: PASSWORD, newPassword: 'N3w-Passw0rd' });
    expect(r.e).toBe(0);
    expect((await here.get('/api/getUserName')).e).toBe(0);
    expect((await elsewhere.get('/api/getUserName')).e).toBe(E.NOT_LOGGED_IN);
    expect((await new Client(t.app).post('/api/auth/login', { username: 'approver', password: PASSWORD })).e).toBe(E.BAD_CREDENTIALS);
    expect((await new Client(t.app).post('/api/auth/login', { username: 'approver', password: 'N3w-Passw0rd' })).e).toBe(0);
    const audit = await db().selectFrom('audit_log').select('action').where('action', '=', 'user.change-password').execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses a wrong old password and a weak new one, naming the field', async () => {
    const c = await loginAs(t.app, 'manager');
    const wrong = await c.post('/api/user/change-password', { oldPassword: 'nope', newPassword: 'N3w-Passw0rd' });
    expect(wrong.e).toBe(E.BAD_CREDENTIALS);
    expect(wrong.d).toMatchObject({ field: 'oldPassword' });
    const weak = await c.post('/api/user/change-password', { oldPassword: PASSWORD, newPassword: 'short' });
    expect(weak.e).toBe(E.WEAK_PASSWORD);
    expect(weak.m).toContain('newPassword');
    expect(weak.d).toMatchObject({ field: 'newPassword' });
    expect((await c.post('/api/user/change-password', { oldPassword: PASSWORD })).d).toMatchObject({ field: 'newPassword' });
    expect((await new Client(t.app).post('/api/auth/login', { username: 'manager', password: PASSWORD })).e).toBe(0);
  });
});
