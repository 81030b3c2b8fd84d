/**
 * Home layouts through HTTP: a layout is checked section by section and a refusal names the bad
 * section; a key without its own layout shows the site's default, else the built-in one; the
 * entry grids carry only apps the reader may see; sites never mix.
 */
import { E, type HomeLayout, type PortalApp } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type Client, type TestApp } from './helpers.js';

let t: TestApp;
let admin: Client;
let student: Client;
let teacher: Client;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  student = await loginAs(t.app, 'student');
  teacher = await loginAs(t.app, 'teacher');
  const app = async (name: string, extra: Record<string, unknown> = {}) =>
    (await admin.post<{ id: string }>('/api/portal/save-app', { name, kind: 'route', target: '/news/index', ...extra })).d.id;
  ids.news = await app('新闻');
  ids.staff = await app('教职工服务', { roles: ['teacher'] });
});
afterAll(() => t.close());

type Home = HomeLayout & { apps: PortalApp[]; favorites: string[]; popular: string[] };
const field = (r: { d: unknown }) => (r.d as { field?: string } | null)?.field;
const home = async (c: Client, key?: string) => (await c.get<Home>('/api/portal/home', key ? { key } : undefined)).d;
const saveLayout = (key: string, sections: unknown[], title = '') => admin.post('/api/portal/save-layout', { key, title, sections });

describe('checking a layout', () => {
  it('names the bad section and what is wrong in it', async () => {
    const good = { id: 'a', type: 'links', items: [{ title: '首页', target: '/news/index' }] };
    expect(field(await saveLayout('csu', [good, { id: 'b', type: 'banner', items: [{ image: 'javascript:x' }] }]))).toBe('sections.1.items.0.image');
    expect(field(await saveLayout('csu', [good, good]))).toBe('sections.1.id');
    expect(field(await saveLayout('csu', [{ id: 'c', type: 'weather' }]))).toBe('sections.0.type');
    expect(field(await saveLayout('csu', [good, { id: 'd', type: 'entries', source: 'apps', appIds: [] }]))).toBe('sections.1.appIds');
    expect(field(await saveLayout('csu', [{ id: 'e', type: 'entries', appIds: [ids.news, 'gone'] }]))).toBe('sections.0.appIds.1');
    expect(field(await saveLayout('csu', [{ id: 'f', type: 'news', categoryId: 'nope' }]))).toBe('sections.0.categoryId');
    expect(field(await saveLayout('csu', [{ id: 'g', type: 'links', items: [{ title: '', target: '/x' }] }]))).toBe('sections.0.items.0.title');
    expect(field(await saveLayout('Bad key', [good]))).toBe('key');
    const r = await admin.postForm('/api/portal/save-layout', `key=csu&sections=${encodeURIComponent('[{"id":"x","type":"banner","items":[]}]')}`);
    expect(r.e).toBe(E.BAD_INPUT);
    expect(field(r)).toBe('sections.0.items');
    expect(r.m).toContain('sections.0.items');
  });

  it('stores a valid layout sent as form-encoded JSON text, with defaults filled in', async () => {
    const sections = [{ id: 'grid', type: 'entries', appIds: [ids.news, ids.staff] }, { id: 'n', type: 'notices' }];
    const r = await admin.postForm('/api/portal/save-layout', `key=pku&title=${encodeURIComponent('北大首页')}&sections=${encodeURIComponent(JSON.stringify(sections))}`);
    expect(r.e).toBe(E.OK);
    const got = (await admin.get<HomeLayout>('/api/portal/admin/layout', { key: 'pku' })).d;
    expect(got).toMatchObject({ key: 'pku', title: '北大首页', source: 'own' });
    expect(got.sections[0]).toMatchObject({ type: 'entries', source: 'apps', columns: 4 });
    expect(got.sections[1]).toMatchObject({ type: 'notices', limit: 5 });
  });
});

describe('showing a layout', () => {
  it('falls back from the key to the site default to the built-in layout', async () => {
    const builtin = await home(student, 'bjut');
    expect(builtin.source).toBe('builtin');
    expect(builtin.sections.map((s) => s.type)).toEqual(['entries', 'news', 'notices', 'phoneBook']);
    expect((await saveLayout('default', [{ id: 'l', type: 'links', items: [{ title: '校车', target: '/shuttleBus/index' }] }], '演示')).e).toBe(E.OK);
    const fallback = await home(student, 'bjut');
    expect(fallback).toMatchObject({ key: 'bjut', source: 'default', title: '演示' });
    expect((await home(student)).source).toBe('own');
    expect((await saveLayout('bjut', [{ id: 'n', type: 'news', limit: 3 }], '工大')).e).toBe(E.OK);
    expect(await home(student, 'bjut')).toMatchObject({ source: 'own', title: '工大', sections: [{ type: 'news', limit: 3 }] });
    expect((await admin.post('/api/portal/delete-layout', { key: 'bjut' })).e).toBe(E.OK);
    expect((await home(student, 'bjut')).source).toBe('default');
    expect((await student.get('/api/portal/home', { key: '../x' })).e).toBe(E.BAD_INPUT);
  });

  it('gives each reader only the grid apps their roles may see', async () => {
    expect((await home(student, 'pku')).apps.map((a) => a.name)).toEqual(['新闻']);
    expect((await home(teacher, 'pku')).apps.map((a) => a.name).sort()).toEqual(['教职工服务', '新闻'].sort());
  });

  it('keeps each site’s layouts apart', async () => {
    const other = await loginAs(t.app, 'student', { 'x-site': 'pku' });
    const h = await home(other, 'pku');
    expect(h.source).toBe('builtin');
    expect(h.apps).toEqual([]);
    expect((await admin.get<{ list: { key: string }[] }>('/api/portal/admin/layouts')).d.list.map((l) => l.key)).toEqual(['default', 'pku']);
  });
});
