/**
 * The message centre API: a person's own copies only, read receipts and counts per category,
 * read-all, paging, and sending from the console (permission and input checks).
 */
import { E } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/platform/notify/index.js';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

interface Item {
  id: string;
  category: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  readAt: number | null;
  doneAt: number | null;
}
interface Page {
  list: Item[];
  total: number;
  current: number;
  pageSize: number;
}
interface Counts {
  unread: number;
  todo: number;
  categories: { category: string; unread: number; total: number }[];
}

let t: TestApp;
const ids: Record<string, string> = {};
const cls: Record<string, string> = {};
let student: Client;
let student2: Client;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.platform.db;
  for (const u of await db.selectFrom('users').select(['id', 'username']).where('site_id', '=', 'demo').execute()) ids[u.username] = u.id;
  for (const c of await db.selectFrom('classes').select(['id', 'name']).execute()) cls[c.name] = c.id;
  student = await loginAs(t.app, 'student');
  student2 = await loginAs(t.app, 'student2');
  const to = (u: string[]) => ({ users: u.map((n) => ids[n]!) });
  for (let i = 0; i < 3; i++) await notify(t.app.platform, { siteId: 'demo', audience: to(['student', 'student2']), category: 'news', title: `news ${i}` });
  await notify(t.app.platform, { siteId: 'demo', audience: to(['student']), category: 'notice', title: 'notice 0', body: 'hello' });
});
afterAll(() => t.close());

const counts = async (c: Client) => (await c.get<Counts>('/api/message/counts')).d;
const cat = (k: Counts, name: string) => k.categories.find((c) => c.category === name);

describe('message centre', () => {
  it('counts unread per category and in total', async () => {
    const k = await counts(student);
    expect(cat(k, 'news')).toEqual({ category: 'news', unread: 3, total: 3 });
    expect(cat(k, 'notice')).toEqual({ category: 'notice', unread: 1, total: 1 });
    expect(k.unread).toBe(k.categories.reduce((s, c) => s + c.unread, 0));
  });

  it('lists newest first, by category and read state, in pages', async () => {
    const p1 = await student.get<Page>('/api/message/list', { category: 'news', pageSize: '2' });
    expect(p1.d.total).toBe(3);
    expect(p1.d.list.map((m) => m.title)).toEqual(['news 2', 'news 1']);
    const p2 = await student.get<Page>('/api/message/list', { category: 'news', pageSize: '2', current: '2' });
    expect(p2.d.list.map((m) => m.title)).toEqual(['news 0']);
    const bad = await student.get('/api/message/list', { status: 'sometimes' });
    expect(bad).toMatchObject({ e: E.BAD_INPUT, d: { field: 'status' } });
    const badPage = await student.get('/api/message/list', { pageSize: '1000' });
    expect(badPage).toMatchObject({ e: E.BAD_INPUT, d: { field: 'pageSize' } });
  });

  it('records the first read time, and the count drops once', async () => {
    const [m] = (await student.get<Page>('/api/message/list', { category: 'notice' })).d.list;
    const r1 = await student.post<{ readAt: number }>('/api/message/read', { id: m!.id });
    expect(r1.e).toBe(0);
    const r2 = await student.post<{ readAt: number }>('/api/message/read', { id: m!.id });
    expect(r2.d.readAt).toBe(r1.d.readAt);
    expect(cat(await counts(student), 'notice')).toEqual({ category: 'notice', unread: 0, total: 1 });
    const unread = await student.get<Page>('/api/message/list', { status: 'unread', category: 'notice' });
    expect(unread.d.total).toBe(0);
    const read = await student.get<Page>('/api/message/list', { status: 'read', category: 'notice' });
    expect(read.d.list[0]).toMatchObject({ id: m!.id, body: 'hello', readAt: r1.d.readAt });
  });

  it('opening a message reads it', async () => {
    const [m] = (await student2.get<Page>('/api/message/list', { category: 'news', status: 'unread' })).d.list;
    const d = await student2.get<Item>('/api/message/detail', { id: m!.id });
    expect(d.d.readAt).not.toBeNull();
    expect(cat(await counts(student2), 'news')?.unread).toBe(2);
  });

  it("refuses another person's message id as not found", async () => {
    const [m] = (await student.get<Page>('/api/message/list')).d.list;
    expect(await student2.get('/api/message/detail', { id: m!.id })).toMatchObject({ e: E.NOT_FOUND, status: 404 });
    expect(await student2.post('/api/message/read', { id: m!.id })).toMatchObject({ e: E.NOT_FOUND });
    // A person of another site (same username) cannot reach it either.
    const pku = await loginAs(t.app, 'student', { 'x-site': 'pku' });
    expect(await pku.post('/api/message/read', { id: m!.id })).toMatchObject({ e: E.NOT_FOUND });
    expect((await pku.get<Page>('/api/message/list')).d.total).toBe(0);
    expect(await student2.post('/api/message/read', {})).toMatchObject({ e: E.BAD_INPUT, d: { field: 'id' } });
  });

  it('marks all read, or one category, and only mine', async () => {
    const one = await student.post<{ updated: number }>('/api/message/read-all', { category: 'news' });
    expect(one.d.updated).toBe(3);
    expect(cat(await counts(student), 'news')?.unread).toBe(0);
    expect(cat(await counts(student2), 'news')?.unread).toBe(2);
    await notify(t.app.platform, { siteId: 'demo', audience: { users: [ids.student!] }, category: 'system', title: 'sys' });
    const all = await student.post<{ updated: number }>('/api/message/read-all');
    expect(all.d.updated).toBeGreaterThanOrEqual(1);
    expect((await counts(student)).unread).toBe(0);
    expect(await student.post('/api/message/read-all', { category: 'BAD!' })).toMatchObject({ e: E.BAD_INPUT, d: { field: 'category' } });
  });

  it('needs a login for everything', async () => {
    const anon = new Client(t.app);
    for (const path of ['/api/message/list', '/api/message/counts', '/api/message/todos', '/api/message/done']) {
      expect((await anon.get(path)).e, path).toBe(E.NOT_LOGGED_IN);
    }
  });
});

describe('sending from the console', () => {
  it('needs message.send', async () => {
    const r = await student.post('/api/message/send', { title: 'hi', audience: { site: true } });
    expect(r.e).toBe(E.FORBIDDEN);
  });

  it('sends to one class (form-encoded) and audits it', async () => {
    const manager = await loginAs(t.app, 'manager');
    const form = new URLSearchParams({ title: '班级通知', body: '明天8点', link: '/site/message/index', category: 'notice', 'audience[classes][]': cls['数学2401班']! });
    const r = await manager.postForm<{ batchId: string; recipients: number }>('/api/message/send', form.toString());
    expect(r).toMatchObject({ e: 0, d: { recipients: 1 } });
    const got = await student2.get<Page>('/api/message/list', { category: 'notice' });
    expect(got.d.list[0]).toMatchObject({ title: '班级通知', body: '明天8点', link: '/site/message/index', kind: 'info' });
    const mine = await student.get<Page>('/api/message/list', { category: 'notice' });
    expect(mine.d.list.map((m) => m.title)).not.toContain('班级通知');
    const audit = await t.app.platform.db.selectFrom('audit_log').select(['action', 'target']).where('action', '=', 'message.send').execute();
    expect(audit.map((a) => a.target)).toContain(r.d.batchId);
  });

  it('refuses bad input, naming the field', async () => {
    const manager = await loginAs(t.app, 'manager');
    const cases: [Record<string, unknown>, string][] = [
      [{ audience: { site: true } }, 'title'],
      [{ title: 'x', audience: {} }, 'audience'],
      [{ title: 'x', audience: { site: true }, link: 'javascript:alert(1)' }, 'link'],
      [{ title: 'x', audience: { site: true }, link: '//evil.example' }, 'link'],
      [{ title: 'x', audience: { site: true }, category: 'system' }, 'category'],
      [{ title: 'x'.repeat(201), audience: { site: true } }, 'title'],
    ];
    for (const [body, field] of cases) {
      const r = await manager.post('/api/message/send', body);
      expect(r.e, JSON.stringify(body)).toBe(E.BAD_INPUT);
      expect((r.d as { field: string }).field, JSON.stringify(body)).toMatch(new RegExp(`^${field}`));
    }
  });
});
