/**
 * Content publishing rules through the API: scheduling, expiry, audience on the server, required
 * reading with statistics, view counts, search, categories, attachments and permissions.
 */
import { E, type ContentDetail, type ContentItem, type ContentStats, type ContentSummary } from '@campus/api';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../src/platform/util.js';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
let manager: Client;
let student: Client;
let student2: Client;
let teacher: Client;
let classA: string;
let classB: string;
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

beforeAll(async () => {
  t = await createTestApp();
  [manager, student, student2, teacher] = (await Promise.all(['manager', 'student', 'student2', 'teacher'].map((u) => loginAs(t.app, u)))) as [Client, Client, Client, Client];
  const classes = await t.app.platform.db.selectFrom('classes').select(['id', 'name']).where('site_id', '=', 'demo').execute();
  classA = classes.find((c) => c.name === '计科2401班')!.id;
  classB = classes.find((c) => c.name === '数学2401班')!.id;
});
afterAll(() => t.close());

type Audience = { site?: boolean; classes?: string[]; roles?: string[]; users?: string[]; departments?: string[] };
/** A draft with sensible defaults; override any field. */
async function createItem(over: Record<string, unknown> = {}): Promise<ContentItem> {
  const r = await manager.post<ContentItem>('/api/content/create', {
    kind: 'notice',
    title: `通知 ${Math.random().toString(36).slice(2, 8)}`,
    summary: '摘要',
    body: '<p>正文</p>',
    audience: { site: true } satisfies Audience,
    ...over,
  });
  expect(r.e, r.m).toBe(E.OK);
  return r.d;
}
async function publish(id: string, publishAt?: number): Promise<ContentItem> {
  const r = await manager.post<ContentItem>('/api/content/publish', { id, ...(publishAt ? { publishAt } : {}) });
  expect(r.e, r.m).toBe(E.OK);
  return r.d;
}
const published = async (over: Record<string, unknown> = {}) => publish((await createItem(over)).id);
const listIds = async (c: Client, query: Record<string, string> = {}) => {
  const r = await c.get<{ list: ContentSummary[]; total: number }>('/api/content/list', { kind: 'notice', pageSize: '100', ...query });
  expect(r.e, r.m).toBe(E.OK);
  return r.d.list.map((x) => x.id);
};
const detail = (c: Client, id: string) => c.get<ContentDetail>('/api/content/detail', { id });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('publishing rules', () => {
  it('keeps drafts, scheduled items and expired items from readers', async () => {
    const draft = await createItem();
    const scheduled = await createItem();
    await publish(scheduled.id, now() + 2);
    const expiring = await published({ expireAt: now() + 2 });

    expect(await listIds(student)).not.toContain(draft.id);
    expect((await detail(student, draft.id)).e).toBe(E.NOT_FOUND);
    expect(await listIds(student)).not.toContain(scheduled.id);
    expect((await detail(student, scheduled.id)).e).toBe(E.NOT_FOUND);
    expect(await listIds(student)).toContain(expiring.id);
    const mine = await manager.get<{ list: ContentItem[] }>('/api/content/manage-list', { kind: 'notice', status: 'scheduled' });
    expect(mine.d.list.map((x) => x.id)).toEqual([scheduled.id]);

    await sleep(3100);
    expect(await listIds(student)).toContain(scheduled.id);
    expect((await detail(student, scheduled.id)).e).toBe(E.OK);
    expect(await listIds(student)).not.toContain(expiring.id);
    expect((await detail(student, expiring.id)).e).toBe(E.NOT_FOUND);
  });

  it('hides a withdrawn item and deletes only drafts', async () => {
    const item = await published();
    expect((await manager.post('/api/content/delete', { id: item.id })).e).toBe(E.CONFLICT);
    expect((await manager.post('/api/content/withdraw', { id: item.id })).e).toBe(E.OK);
    expect((await detail(student, item.id)).e).toBe(E.NOT_FOUND);
    expect((await manager.post('/api/content/withdraw', { id: item.id })).e).toBe(E.CONFLICT);
    const draft = await createItem();
    expect((await manager.post('/api/content/delete', { id: draft.id })).e).toBe(E.OK);
    expect((await manager.get('/api/content/get', { id: draft.id })).e).toBe(E.NOT_FOUND);
  });

  it('lists pinned items first', async () => {
    const a = await published({ kind: 'news' });
    const b = await published({ kind: 'news' });
    expect((await manager.post('/api/content/pin', { id: a.id, pinned: true })).e).toBe(E.OK);
    const ids = await listIds(student, { kind: 'news' });
    expect(ids[0]).toBe(a.id);
    expect(ids).toContain(b.id);
  });
});

describe('audience, enforced on the server', () => {
  it('shows a class notice to that class only: 404 and absent from lists for others', async () => {
    const item = await published({ audience: { classes: [classA] } });
    expect(await listIds(student)).toContain(item.id);
    expect((await detail(student, item.id)).e).toBe(E.OK);
    expect(await listIds(student2)).not.toContain(item.id);
    const denied = await detail(student2, item.id);
    expect(denied.e).toBe(E.NOT_FOUND);
    // Same answer as an id that does not exist.
    const missing = await detail(student2, '0190aaaa-0000-7000-8000-000000000000');
    expect({ e: denied.e, m: denied.m, status: denied.status }).toEqual({ e: missing.e, m: missing.m, status: missing.status });
    expect(await listIds(student2, { keyword: item.title })).toEqual([]);
  });

  it('targets roles and named users', async () => {
    const byRole = await published({ audience: { roles: ['teacher'] } });
    const byUser = await published({
      audience: { users: [(await t.app.platform.db.selectFrom('users').select('id').where('username', '=', 'student2').where('site_id', '=', 'demo').executeTakeFirstOrThrow()).id] },
    });
    expect(await listIds(teacher)).toContain(byRole.id);
    expect(await listIds(student)).not.toContain(byRole.id);
    expect(await listIds(student2)).toContain(byUser.id);
    expect((await detail(student, byUser.id)).e).toBe(E.NOT_FOUND);
  });

  it('refuses an audience naming another site’s class or an unknown role', async () => {
    const r = await manager.post('/api/content/create', { kind: 'notice', title: 'x', audience: { classes: ['nope'] } });
    expect(r.e).toBe(E.BAD_INPUT);
    expect((r.d as { field: string }).field).toBe('audience.classes');
    const r2 = await manager.post('/api/content/create', { kind: 'notice', title: 'x', audience: { roles: ['wizard'] } });
    expect((r2.d as { field: string }).field).toBe('audience.roles');
    const r3 = await manager.post('/api/content/create', { kind: 'notice', title: 'x', audience: {} });
    expect(r3.e).toBe(E.BAD_INPUT);
  });

  it('shows logged-out visitors only whole-site items of a public category', async () => {
    const pub = await manager.post<{ id: string }>('/api/content/category-save', { kind: 'news', name: '公开新闻', public: true });
    const priv = await manager.post<{ id: string }>('/api/content/category-save', { kind: 'news', name: '内部新闻' });
    const open = await published({ kind: 'news', categoryId: pub.d.id });
    const internal = await published({ kind: 'news', categoryId: priv.d.id });
    const classOnly = await published({ kind: 'news', categoryId: pub.d.id, audience: { classes: [classA] } });
    const anon = new Client(t.app);
    const ids = await listIds(anon, { kind: 'news' });
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(internal.id);
    expect(ids).not.toContain(classOnly.id);
    expect((await detail(anon, classOnly.id)).e).toBe(E.NOT_FOUND);
    expect((await detail(anon, open.id)).e).toBe(E.OK);
    const cats = await anon.get<{ list: { name: string }[] }>('/api/content/categories', { kind: 'news' });
    expect(cats.d.list.map((c) => c.name)).toEqual(['公开新闻']);
  });
});

describe('required reading', () => {
  it('is confirmed by a reader, counted in statistics and exported as xlsx', async () => {
    const item = await published({ required: true, audience: { classes: [classA, classB] } });
    const todo = await student.get<{ list: ContentSummary[] }>('/api/content/unconfirmed');
    expect(todo.d.list.map((x) => x.id)).toContain(item.id);
    expect((await detail(student, item.id)).d.confirmed).toBe(false);

    expect((await student2.post('/api/content/confirm', { id: 'nope' })).e).toBe(E.NOT_FOUND);
    const c1 = await student.post<{ confirmedAt: number }>('/api/content/confirm', { id: item.id });
    expect(c1.e).toBe(E.OK);
    const c2 = await student.post<{ confirmedAt: number }>('/api/content/confirm', { id: item.id });
    expect(c2.d.confirmedAt).toBe(c1.d.confirmedAt);
    expect((await student.get<{ list: ContentSummary[] }>('/api/content/unconfirmed')).d.list.map((x) => x.id)).not.toContain(item.id);
    expect((await detail(student, item.id)).d.confirmed).toBe(true);

    const s = await manager.get<ContentStats>('/api/content/stats', { id: item.id });
    expect(s.e, s.m).toBe(E.OK);
    expect(s.d).toMatchObject({ audienceSize: 2, readCount: 1, confirmedCount: 1, notConfirmedTotal: 1 });
    expect(s.d.notConfirmed.map((p) => p.username)).toEqual(['student2']);
    expect((await student.get('/api/content/stats', { id: item.id })).e).toBe(E.FORBIDDEN);

    const res = await manager.raw({ method: 'GET', url: `/api/content/stats-export?id=${item.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const ws = wb.worksheets[0]!;
    const rows = ws.getSheetValues().slice(3) as unknown[][];
    const users = rows.map((r) => [r[1], r[6] ? 'confirmed' : ''] as const);
    expect(users).toEqual(expect.arrayContaining([['student', 'confirmed'], ['student2', '']]));
    expect(rows).toHaveLength(2);
  });

  it('refuses confirming an item that is not required reading', async () => {
    const item = await published();
    expect((await student.post('/api/content/confirm', { id: item.id })).e).toBe(E.NOT_FOUND);
  });
});

describe('view counts', () => {
  it('counts each reader once, even when they open it concurrently', async () => {
    const item = await published();
    await Promise.all([1, 2, 3, 4, 5].map(() => detail(student, item.id)));
    await detail(student, item.id);
    const afterOne = await detail(student2, item.id);
    expect(afterOne.d.views).toBe(2);
    const got = await manager.get<ContentItem>('/api/content/get', { id: item.id });
    expect(got.d.views).toBe(2);
  });
});

describe('search', () => {
  it('finds visible items by title or summary, case-insensitively, with % taken literally', async () => {
    const tag = `Zq${Math.random().toString(36).slice(2, 7)}`;
    const a = await published({ title: `图书馆 ${tag} 开放` });
    const b = await published({ summary: `关于 ${tag.toLowerCase()} 的说明` });
    const hidden = await createItem({ title: `草稿 ${tag}` });
    const ids = await listIds(student, { keyword: tag.toUpperCase() });
    expect(ids.sort()).toEqual([a.id, b.id].sort());
    expect(ids).not.toContain(hidden.id);
    expect(await listIds(student, { keyword: '%' })).toEqual([]);
  });
});

describe('hot issues', () => {
  it('are followed, listed as followed and unfollowed', async () => {
    const h = await published({ kind: 'hotissue' });
    const notice = await published();
    expect((await student.post('/api/content/follow', { id: h.id })).e).toBe(E.OK);
    expect((await student.post('/api/content/follow', { id: h.id })).e).toBe(E.OK);
    expect((await student.post('/api/content/follow', { id: notice.id })).e).toBe(E.NOT_FOUND);
    const f = await student.get<{ list: ContentSummary[]; total: number }>('/api/content/followed');
    expect(f.d.list.map((x) => x.id)).toEqual([h.id]);
    expect((await detail(student, h.id)).d.following).toBe(true);
    expect((await student.post('/api/content/unfollow', { id: h.id })).e).toBe(E.OK);
    const after = await student.get<{ total: number }>('/api/content/followed');
    expect(after.e, after.m).toBe(E.OK);
    expect(after.d.total).toBe(0);
  });
});

describe('pages, categories and attachments', () => {
  it('serves an edited page by its slug', async () => {
    const page = await published({ kind: 'page', slug: 'schoolHistory', title: '校史', body: '<h2>1898</h2><p>建校</p>' });
    const r = await student.get<ContentDetail>('/api/content/detail', { kind: 'page', slug: 'schoolHistory' });
    expect(r.d.id).toBe(page.id);
    expect(r.d.body).toBe('<h2>1898</h2><p>建校</p>');
    const dup = await manager.post('/api/content/create', { kind: 'page', slug: 'schoolHistory', title: 'x', audience: { site: true } });
    expect(dup.e).toBe(E.CONFLICT);
    expect((await manager.post('/api/content/create', { kind: 'page', title: 'x', audience: { site: true } })).d).toMatchObject({ field: 'slug' });
  });

  it('keeps category names unique per kind and refuses deleting a used one', async () => {
    const c = await manager.post<{ id: string }>('/api/content/category-save', { kind: 'boda', name: '讲座' });
    expect(c.e).toBe(E.OK);
    expect((await manager.post('/api/content/category-save', { kind: 'boda', name: '讲座' })).e).toBe(E.CONFLICT);
    expect((await manager.post('/api/content/category-save', { kind: 'notice', name: '讲座' })).e).toBe(E.OK);
    await createItem({ kind: 'boda', categoryId: c.d.id });
    expect((await manager.post('/api/content/category-delete', { id: c.d.id })).e).toBe(E.CONFLICT);
    const wrongKind = await manager.post('/api/content/create', { kind: 'news', title: 'x', categoryId: c.d.id, audience: { site: true } });
    expect(wrongKind.d).toMatchObject({ field: 'categoryId' });
    const list = await manager.get<{ list: { name: string }[] }>('/api/content/category-list', { kind: 'boda' });
    expect(list.d.list.map((x) => x.name)).toEqual(['讲座']);
  });

  it('accepts only uploads of this site as cover and attachments', async () => {
    const up = await manager.post<{ url: string; name: string }>('/api/upload/bybase64', { file: PNG, name: 'cover.png' });
    expect(up.e, up.m).toBe(E.OK);
    const item = await createItem({ cover: up.d.url, attachments: [up.d.url] });
    expect(item.cover).toBe(up.d.url);
    expect(item.attachments).toEqual([expect.objectContaining({ url: up.d.url, name: 'cover.png', mime: 'image/png' })]);
    const bogus = await manager.post('/api/content/create', {
      kind: 'notice',
      title: 'x',
      attachments: ['/site/attach?file=all/nothing-here.pdf'],
      audience: { site: true },
    });
    expect(bogus.d).toMatchObject({ field: 'attachments' });
    const outside = await manager.post('/api/content/create', { kind: 'notice', title: 'x', cover: 'https://evil.example/x.png', audience: { site: true } });
    expect(outside.e).toBe(E.BAD_INPUT);
    expect(outside.d).toMatchObject({ field: 'cover' });
  });
});

describe('permissions', () => {
  it('refuses students and teachers every management call', async () => {
    const item = await createItem();
    for (const c of [student, teacher]) {
      expect((await c.post('/api/content/create', { kind: 'notice', title: 'x', audience: { site: true } })).e).toBe(E.FORBIDDEN);
      expect((await c.post('/api/content/publish', { id: item.id })).e).toBe(E.FORBIDDEN);
      expect((await c.get('/api/content/manage-list', { kind: 'news' })).e).toBe(E.FORBIDDEN);
      expect((await c.post('/api/content/category-save', { kind: 'news', name: 'x' })).e).toBe(E.FORBIDDEN);
    }
    expect((await new Client(t.app).post('/api/content/create', { kind: 'notice', title: 'x' })).e).toBe(E.NOT_LOGGED_IN);
  });

  it('never lets the demo manager see or touch another site’s items', async () => {
    const id = '0190bbbb-0000-7000-8000-000000000001';
    const at = now();
    await t.app.platform.db
      .insertInto('content_items')
      .values({
        id, site_id: 'pku', kind: 'notice', category_id: null, slug: null, title: 'pku', summary: '', cover: '', body: '', attachments: '[]',
        audience: '{"site":true}', audience_site: 1, status: 'draft', publish_at: null, expire_at: null, pinned: 0, pinned_at: null,
        required: 0, views: 0, notify_state: 'none', notify_claimed_at: null, author_id: null, created_at: at, updated_at: at,
      })
      .execute();
    await t.app.platform.db.insertInto('content_audience').values({ item_id: id, type: 'site', value: '*' }).execute();
    expect((await manager.get('/api/content/get', { id })).e).toBe(E.NOT_FOUND);
    expect((await manager.post('/api/content/publish', { id })).e).toBe(E.NOT_FOUND);
    expect((await manager.post('/api/content/update', { id, title: 'mine', audience: { site: true } })).e).toBe(E.NOT_FOUND);
    expect((await manager.post('/api/content/delete', { id })).e).toBe(E.NOT_FOUND);
    expect((await manager.get('/api/content/stats', { id })).e).toBe(E.NOT_FOUND);
    const row = await t.app.platform.db.selectFrom('content_items').select(['title', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ title: 'pku', status: 'draft' });
    const ids = (await manager.get<{ list: ContentItem[] }>('/api/content/manage-list', { kind: 'notice', pageSize: '100' })).d.list.map((x) => x.id);
    expect(ids).not.toContain(id);
  });

  it('names the offending field on bad input', async () => {
    const r = await manager.post('/api/content/create', { kind: 'poster', title: 'x', audience: { site: true } });
    expect(r.e).toBe(E.BAD_INPUT);
    expect((r.d as { field: string }).field).toBe('kind');
    const long = await manager.post('/api/content/create', { kind: 'notice', title: 'x'.repeat(201), audience: { site: true } });
    expect((long.d as { field: string }).field).toBe('title');
    const ctrl = await manager.post('/api/content/create', { kind: 'notice', title: 'a\u0000b', audience: { site: true } });
    expect((ctrl.d as { field: string }).field).toBe('title');
  });
});
