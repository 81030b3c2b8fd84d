/**
 * Application square through HTTP: the directory lists only what the caller's roles may see on
 * their site (and the same check guards search, open and favourites); favourites keep their
 * order; the search history keeps the last ten; opening counts and goes through sign-on where
 * configured; editing needs portal.manage.
 */
import { E, SEARCH_HISTORY_MAX, type PortalApp, type PortalCategory } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
let admin: Client;
let student: Client;
let teacher: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  student = await loginAs(t.app, 'student');
  teacher = await loginAs(t.app, 'teacher');
});
afterAll(() => t.close());

type Directory = { categories: PortalCategory[]; apps: PortalApp[]; favorites: string[]; popular: string[]; history: string[] };
const field = (r: { d: unknown }) => (r.d as { field?: string } | null)?.field;
const save = async (url: string, body: Record<string, unknown>, as = admin) => {
  const r = await as.post<{ id: string }>(`/api/portal/${url}`, body);
  if (r.e !== E.OK) throw new Error(`${url}: ${r.e} ${r.m}`);
  return r.d.id;
};
const directory = async (c: Client) => (await c.get<Directory>('/api/portal/directory')).d;
const names = (d: Directory, ids = d.apps.map((a) => a.id)) => ids.map((id) => d.apps.find((a) => a.id === id)?.name);

describe('editing', () => {
  it('needs a login to read and portal.manage to edit', async () => {
    expect((await new Client(t.app).get('/api/portal/directory')).e).toBe(E.NOT_LOGGED_IN);
    expect((await student.get('/api/portal/directory')).e).toBe(E.OK);
    expect((await student.post('/api/portal/save-category', { name: '生活' })).e).toBe(E.FORBIDDEN);
    expect((await student.get('/api/portal/admin/apps')).e).toBe(E.FORBIDDEN);
    expect((await student.post('/api/portal/save-layout', { key: 'csu', sections: '[]' })).e).toBe(E.FORBIDDEN);
  });

  it('names the bad field of an app', async () => {
    const cat = await save('save-category', { name: '测试' });
    const base = { name: '邮箱', kind: 'url', target: 'https://mail.example.edu/', categoryId: cat };
    expect(field(await admin.post('/api/portal/save-app', { ...base, name: '' }))).toBe('name');
    expect(field(await admin.post('/api/portal/save-app', { ...base, target: 'javascript:alert(1)' }))).toBe('target');
    expect(field(await admin.post('/api/portal/save-app', { ...base, kind: 'route' }))).toBe('target');
    expect(field(await admin.post('/api/portal/save-app', { ...base, kind: 'route', target: '//evil.example/x' }))).toBe('target');
    expect(field(await admin.post('/api/portal/save-app', { ...base, categoryId: 'nope' }))).toBe('categoryId');
    expect(field(await admin.post('/api/portal/save-app', { ...base, ssoMethod: 'cas' }))).toBe('ssoMethod');
    expect(field(await admin.post('/api/portal/save-app', { ...base, kind: 'route', target: '/news/index', ssoMethod: 'cas' }))).toBe('ssoMethod');
  });

  it('keeps a category holding apps from being deleted', async () => {
    const cat = await save('save-category', { name: '待删' });
    const app = await save('save-app', { name: '临时', kind: 'route', target: '/news/index', categoryId: cat });
    expect((await admin.post('/api/portal/delete-category', { id: cat })).e).toBe(E.CONFLICT);
    expect((await admin.post('/api/portal/delete-app', { id: app })).e).toBe(E.OK);
    expect((await admin.post('/api/portal/delete-category', { id: cat })).e).toBe(E.OK);
  });
});

describe('the directory', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const life = await save('save-category', { name: '生活服务', sort: 1 });
    const work = await save('save-category', { name: '教学办公', sort: 2 });
    ids.tel = await save('save-app', { name: '电话黄页', kind: 'route', target: '/officeTel/homePage', categoryId: life, description: '办公电话' });
    ids.bus = await save('save-app', { name: '校车时刻', kind: 'route', target: '/shuttleBus/index', categoryId: life });
    ids.seat = await save('save-app', { name: '座位预约', kind: 'route', target: '/seat/index', categoryId: life });
    ids.jw = await save('save-app', { name: '教务系统', kind: 'url', target: 'https://jw.example.edu/', categoryId: work, roles: ['teacher'] });
    ids.off = await save('save-app', { name: '已停用', kind: 'route', target: '/news/index', categoryId: life, enabled: false });
  });

  it('lists only the apps the caller’s roles may see, and only their categories', async () => {
    const s = await directory(student);
    expect(names(s)).toEqual(expect.arrayContaining(['电话黄页', '校车时刻', '座位预约']));
    expect(names(s)).not.toContain('教务系统');
    expect(names(s)).not.toContain('已停用');
    expect(s.categories.map((c) => c.name)).not.toContain('教学办公');
    const tch = await directory(teacher);
    expect(names(tch)).toContain('教务系统');
    expect(tch.categories.find((c) => c.name === '教学办公')?.apps).toBe(1);
  });

  it('never shows another site’s apps', async () => {
    const pku = await loginAs(t.app, 'student', { 'x-site': 'pku' });
    expect((await directory(pku)).apps).toEqual([]);
    expect((await pku.post('/api/portal/open', { id: ids.tel })).e).toBe(E.NOT_FOUND);
    expect((await pku.post('/api/portal/favorite', { id: ids.tel })).e).toBe(E.NOT_FOUND);
  });

  it('refuses to open or favourite what the caller may not see', async () => {
    expect((await student.post('/api/portal/open', { id: ids.jw })).e).toBe(E.NOT_FOUND);
    expect((await student.post('/api/portal/favorite', { id: ids.jw })).e).toBe(E.NOT_FOUND);
    expect((await student.post('/api/portal/open', { id: ids.off })).e).toBe(E.NOT_FOUND);
    expect((await teacher.post<{ url: string }>('/api/portal/open', { id: ids.jw })).d.url).toBe('https://jw.example.edu/');
  });

  it('keeps favourites in the order the user gives', async () => {
    const fav = async (id: string, on = true) => (await student.post<{ favorites: string[] }>('/api/portal/favorite', { id, on })).d.favorites;
    await fav(ids.seat!);
    await fav(ids.tel!);
    expect(await fav(ids.bus!)).toEqual([ids.seat, ids.tel, ids.bus]);
    expect(await fav(ids.tel!)).toEqual([ids.seat, ids.tel, ids.bus]);
    const ordered = await student.post<{ favorites: string[] }>('/api/portal/order-favorites', { ids: [ids.bus, ids.seat] });
    expect(ordered.d.favorites).toEqual([ids.bus, ids.seat, ids.tel]);
    expect((await directory(student)).favorites).toEqual([ids.bus, ids.seat, ids.tel]);
    expect(field(await student.post('/api/portal/order-favorites', { ids: [ids.bus, ids.jw] }))).toBe('ids.1');
    expect(await fav(ids.seat!, false)).toEqual([ids.bus, ids.tel]);
    // Another user's favourites are their own.
    expect((await directory(teacher)).favorites).toEqual([]);
    // Taps racing each other: every app kept, once.
    await Promise.all([ids.tel, ids.bus, ids.seat, ids.tel].map((id) => teacher.post('/api/portal/favorite', { id })));
    expect((await directory(teacher)).favorites.sort()).toEqual([ids.tel, ids.bus, ids.seat].sort());
  });

  it('searches the visible apps and keeps the last ten keywords, newest first', async () => {
    const found = await teacher.post<{ list: PortalApp[]; history: string[] }>('/api/portal/search', { keyword: '电话' });
    expect(found.d.list.map((a) => a.name)).toEqual(['电话黄页']);
    expect((await student.post<{ list: PortalApp[] }>('/api/portal/search', { keyword: '教学' })).d.list).toEqual([]);
    expect((await teacher.post<{ list: PortalApp[] }>('/api/portal/search', { keyword: '教学' })).d.list.map((a) => a.name)).toEqual(['教务系统']);
    for (let i = 1; i <= 12; i++) await teacher.post('/api/portal/search', { keyword: `词${i}` });
    await teacher.post('/api/portal/search', { keyword: '词5' });
    const h = (await directory(teacher)).history;
    expect(h).toHaveLength(SEARCH_HISTORY_MAX);
    expect(h.slice(0, 3)).toEqual(['词5', '词12', '词11']);
    expect(h).not.toContain('电话');
    expect(field(await teacher.post('/api/portal/search', { keyword: '  ' }))).toBe('keyword');
    expect((await teacher.post('/api/portal/clear-history')).e).toBe(E.OK);
    expect((await directory(teacher)).history).toEqual([]);
  });

  it('counts each open, and the most opened are popular', async () => {
    const opens = await Promise.all([1, 2, 3].map(() => student.post<{ kind: string; url: string }>('/api/portal/open', { id: ids.bus })));
    expect(opens.every((o) => o.d.url === '/shuttleBus/index' && o.d.kind === 'route')).toBe(true);
    await student.post('/api/portal/open', { id: ids.tel });
    const d = await directory(student);
    expect(d.popular.slice(0, 2)).toEqual([ids.bus, ids.tel]);
    expect(d.apps.find((a) => a.id === ids.bus)?.uses).toBe(3);
  });

  it('leaves out the services of modules the site profile hides, as the hall does', async () => {
    const flags = async (hiddenModules: string[]) => {
      await t.app.platform.db.updateTable('sites').set({ flags: JSON.stringify({ hiddenModules }) }).where('id', '=', 'demo').execute();
      t.app.platform.sites.invalidate();
    };
    await flags(['shuttleBus', 'seat/index']);
    const d = await directory(student);
    expect(names(d)).not.toContain('校车时刻');
    expect(names(d)).not.toContain('座位预约');
    expect(names(d)).toContain('电话黄页');
    expect((await student.post('/api/portal/open', { id: ids.bus })).e).toBe(E.NOT_FOUND);
    await flags([]);
    expect(names(await directory(student))).toContain('校车时刻');
  });

  it('opens an outside app through the site’s sign-on: CAS, or an OIDC third-party-initiated login', async () => {
    const configure = async (methods: object[]) => {
      await t.app.platform.db.updateTable('sites').set({ integrations: JSON.stringify({ sso: { methods } }) }).where('id', '=', 'demo').execute();
      t.app.platform.sites.invalidate();
    };
    const cas = { id: 'cas', type: 'cas', name: '统一身份认证', serverUrl: 'https://cas.example.edu/cas' };
    const oidc = { id: 'oidc', type: 'oidc', name: '校园账号', issuer: 'https://id.example.edu', clientId: 'portal' };
    await configure([cas, oidc]);
    const open = async (id: string) => (await student.post<{ kind: string; url: string }>('/api/portal/open', { id })).d;
    const mail = await save('save-app', { name: '邮箱', kind: 'url', target: 'https://mail.example.edu/login', ssoMethod: 'cas' });
    expect(await open(mail)).toEqual({ kind: 'url', url: `https://cas.example.edu/cas/login?service=${encodeURIComponent('https://mail.example.edu/login')}` });

    const lib = await save('save-app', { name: '图书馆', kind: 'url', target: 'https://lib.example.edu/oidc/initiate', ssoMethod: 'oidc' });
    expect((await open(lib)).url).toBe(`https://lib.example.edu/oidc/initiate?iss=${encodeURIComponent('https://id.example.edu')}`);
    // Bound to a campus identity: the provider is told who is expected.
    const me = await t.app.platform.db.selectFrom('users').select('id').where('site_id', '=', 'demo').where('username', '=', 'student').executeTakeFirstOrThrow();
    await t.app.platform.db.insertInto('sso_identities').values({ id: crypto.randomUUID(), site_id: 'demo', provider: 'oidc', subject: 's2024010101', user_id: me.id, at: 1 }).execute();
    expect((await open(lib)).url).toBe(`https://lib.example.edu/oidc/initiate?iss=${encodeURIComponent('https://id.example.edu')}&login_hint=s2024010101`);

    // A method the site no longer offers: the plain address.
    await configure([]);
    expect(await open(mail)).toEqual({ kind: 'url', url: 'https://mail.example.edu/login' });
  });
});
