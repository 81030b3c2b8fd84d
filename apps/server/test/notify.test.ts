/**
 * The notification service: audience fan-out into the message centre, the push decision
 * (do-not-disturb: muted categories and quiet hours) seen through a real live subscription,
 * to-do completion, and streams that end with their session.
 */
import { E } from '@campus/api';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeTodo, notify } from '../src/platform/notify/index.js';
import { isQuiet, localMinutes, mayPush, readSettings, siteTimezone } from '../src/platform/notify/dnd.js';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';
import { SseClient } from './notify-sse.js';

let t: TestApp;
let base: string;
const ids: Record<string, string> = {};
const cls: Record<string, string> = {};
let student: Client;
let student2: Client;

beforeAll(async () => {
  t = await createTestApp(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {});
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const db = t.app.platform.db;
  for (const u of await db.selectFrom('users').select(['id', 'username']).where('site_id', '=', 'demo').execute()) ids[u.username] = u.id;
  for (const c of await db.selectFrom('classes').select(['id', 'name']).execute()) cls[c.name] = c.id;
  student = await loginAs(t.app, 'student');
  student2 = await loginAs(t.app, 'student2');
});
afterAll(() => t.close());

const p = () => t.app.platform;
const rowsOf = (userId: string, batchId: string) =>
  p().db.selectFrom('messages').selectAll().where('user_id', '=', userId).where('batch_id', '=', batchId).execute();

/** A sentinel notice to one user: once it arrives, anything sent before it would have too. */
async function sentinel(username: string, sse: SseClient): Promise<void> {
  const r = await notify(p(), { siteId: 'demo', audience: { users: [ids[username]!] }, category: 'system', title: `sentinel-${Math.random()}` });
  await sse.waitFor((e) => e.event === 'message' && (JSON.parse(e.data) as { batchId: string }).batchId === r.batchId);
}

describe('notify()', () => {
  it('writes one copy per member of a class audience and nobody else', async () => {
    const r = await notify(p(), { siteId: 'demo', audience: { classes: [cls['计科2401班']!] }, category: 'notice', title: '班会通知', body: '<b>plain</b>', link: '/site/message/index' });
    expect(r.recipients).toBe(1);
    const rows = await p().db.selectFrom('messages').select(['user_id', 'title', 'body', 'kind', 'pushed']).where('batch_id', '=', r.batchId).execute();
    expect(rows).toEqual([{ user_id: ids.student, title: '班会通知', body: '<b>plain</b>', kind: 'info', pushed: 1 }]);
    const list = await student2.get<{ total: number; list: { title: string }[] }>('/api/message/list');
    expect(list.d.list.map((m) => m.title)).not.toContain('班会通知');
  });

  it('never writes across sites', async () => {
    const r = await notify(p(), { siteId: 'pku', audience: { users: [ids.student!] }, category: 'notice', title: 'x' });
    expect(r.recipients).toBe(0);
  });

  it('refuses bad notices, naming the field', async () => {
    const bad = [
      [{ category: 'Bad Cat' }, 'category'],
      [{ title: '  ' }, 'title'],
      [{ link: 'javascript:alert(1)' }, 'link'],
      [{ link: '//evil.example/x' }, 'link'],
      [{ link: 'https://evil.example/' }, 'link'],
      [{ todo: { ref: '' } }, 'todo.ref'],
    ] as const;
    for (const [patch, field] of bad) {
      const err = await notify(p(), { siteId: 'demo', audience: { site: true }, category: 'notice', title: 'ok', ...patch }).catch((e: unknown) => e);
      expect(err, field).toMatchObject({ e: E.BAD_INPUT, d: { field } });
    }
  });
});

describe('live delivery and do-not-disturb', () => {
  it('pushes a notice to a connected member of the audience, not to others', async () => {
    const a = await SseClient.open(base, student.cookie);
    const b = await SseClient.open(base, student2.cookie);
    try {
      const r = await notify(p(), { siteId: 'demo', audience: { classes: [cls['计科2401班']!] }, category: 'notice', title: 'live one', link: '/site/message/index' });
      const ev = await a.waitFor((e) => e.event === 'message' && e.data.includes(r.batchId));
      const msg = JSON.parse(ev.data) as { id: string; title: string; link: string };
      expect(msg).toMatchObject({ title: 'live one', link: '/site/message/index' });
      expect(ev.id).toBe(msg.id);
      const [row] = await rowsOf(ids.student!, r.batchId);
      expect(row?.id).toBe(msg.id);
      await sentinel('student2', b);
      expect(b.messages.map((m) => m.batchId)).not.toContain(r.batchId);
    } finally {
      a.close();
      b.close();
    }
  });

  it('stores but does not push a muted category', async () => {
    const saved = await student.post('/api/user/save-notice-settings', { mutedCategories: ['news'] });
    expect(saved.e).toBe(0);
    const a = await SseClient.open(base, student.cookie);
    const b = await SseClient.open(base, student2.cookie);
    try {
      const r = await notify(p(), { siteId: 'demo', audience: { users: [ids.student!, ids.student2!] }, category: 'news', title: 'muted for one' });
      await b.waitFor((e) => e.data.includes(r.batchId));
      await sentinel('student', a);
      expect(a.messages.map((m) => m.batchId)).not.toContain(r.batchId);
      const [row] = await rowsOf(ids.student!, r.batchId);
      expect(row).toMatchObject({ pushed: 0, read_at: null });
      const list = await student.get<{ list: { title: string }[] }>('/api/message/list', { category: 'news' });
      expect(list.d.list.map((m) => m.title)).toContain('muted for one');
    } finally {
      a.close();
      b.close();
      await student.post('/api/user/save-notice-settings', {});
    }
  });

  it('stores but does not push during quiet hours (site timezone), and pushes outside them', async () => {
    const nowMin = localMinutes(Math.floor(Date.now() / 1000), 'Asia/Shanghai');
    const hhmm = (m: number) => `${String(Math.floor((((m % 1440) + 1440) % 1440) / 60)).padStart(2, '0')}:${String((((m % 1440) + 1440) % 1440) % 60).padStart(2, '0')}`;
    const a = await SseClient.open(base, student.cookie);
    try {
      // A window around now: held back.
      await student.post('/api/user/save-notice-settings', { dnd: true, quietStart: hhmm(nowMin - 60), quietEnd: hhmm(nowMin + 60) });
      const quiet = await notify(p(), { siteId: 'demo', audience: { users: [ids.student!] }, category: 'notice', title: 'at night' });
      expect((await rowsOf(ids.student!, quiet.batchId))[0]).toMatchObject({ pushed: 0 });
      // A window that ended an hour ago: pushed (and the first one never arrives).
      await student.post('/api/user/save-notice-settings', { dnd: true, quietStart: hhmm(nowMin - 180), quietEnd: hhmm(nowMin - 60) });
      const loud = await notify(p(), { siteId: 'demo', audience: { users: [ids.student!] }, category: 'notice', title: 'by day' });
      await a.waitFor((e) => e.data.includes(loud.batchId));
      expect(a.messages.map((m) => m.batchId)).not.toContain(quiet.batchId);
      const counts = await student.get<{ unread: number }>('/api/message/counts');
      expect(counts.d.unread).toBeGreaterThanOrEqual(2);
    } finally {
      a.close();
      await student.post('/api/user/save-notice-settings', {});
    }
  });

  it('replays what a reconnecting stream missed (Last-Event-ID)', async () => {
    const a = await SseClient.open(base, student.cookie);
    const first = await notify(p(), { siteId: 'demo', audience: { users: [ids.student!] }, category: 'notice', title: 'before the drop' });
    const ev = await a.waitFor((e) => e.data.includes(first.batchId));
    a.close();
    const missed = await notify(p(), { siteId: 'demo', audience: { users: [ids.student!] }, category: 'notice', title: 'while away' });
    const again = await SseClient.open(base, student.cookie, { 'last-event-id': ev.id });
    try {
      expect(again.messages.map((m) => m.batchId)).toEqual([missed.batchId]);
      // The missed notice's announcement may come after the reconnect (NOTIFY is asynchronous):
      // it was replayed, so it is not written again; the next notice is.
      expect(await p().notifier?.hub.deliver(missed.batchId, 'demo')).toBe(0);
      const later = await notify(p(), { siteId: 'demo', audience: { users: [ids.student!] }, category: 'notice', title: 'after the return' });
      await again.waitFor((e) => e.data.includes(later.batchId));
      expect(again.messages.map((m) => m.batchId)).toEqual([missed.batchId, later.batchId]);
    } finally {
      again.close();
    }
  });

  it('refuses the stream without a login (10013) and ends it when the session ends', async () => {
    const anon = await new Client(t.app).get('/api/message/stream');
    expect(anon.e).toBe(E.NOT_LOGGED_IN);
    const c = await loginAs(t.app, 'teacher');
    const s = await SseClient.open(base, c.cookie);
    expect(p().notifier?.hub.size).toBeGreaterThanOrEqual(1);
    await c.get('/api/auth/logout');
    await p().notifier?.hub.checkSessions();
    await s.waitEnd();
  });
});

describe('to-do items', () => {
  it('stay open until done: for one person, then for everyone who had it', async () => {
    const ref = `test:approve:${Math.random()}`;
    const r = await notify(p(), { siteId: 'demo', audience: { users: [ids.student!, ids.student2!] }, category: 'todo', title: '请审批', link: '/site/message/index?x=1', todo: { ref } });
    expect(r.recipients).toBe(2);
    const open = await student.get<{ list: { id: string; kind: string; link: string; doneAt: null }[] }>('/api/message/todos');
    expect(open.d.list.find((m) => m.link === '/site/message/index?x=1')).toMatchObject({ kind: 'todo', doneAt: null });
    const before = (await student.get<{ todo: number }>('/api/message/counts')).d.todo;

    expect(await completeTodo(p(), 'demo', ref, ids.student)).toBe(1);
    expect((await student.get<{ todo: number }>('/api/message/counts')).d.todo).toBe(before - 1);
    const done = await student.get<{ list: { title: string; doneAt: number; readAt: number }[] }>('/api/message/done');
    expect(done.d.list[0]).toMatchObject({ title: '请审批' });
    expect(done.d.list[0]?.readAt).not.toBeNull();
    const still = await student2.get<{ list: { title: string }[] }>('/api/message/todos');
    expect(still.d.list.map((m) => m.title)).toContain('请审批');

    expect(await completeTodo(p(), 'pku', ref)).toBe(0);
    expect(await completeTodo(p(), 'demo', ref)).toBe(1);
    expect(await completeTodo(p(), 'demo', ref)).toBe(0);
    const none = await student2.get<{ list: { title: string }[] }>('/api/message/todos');
    expect(none.d.list.map((m) => m.title)).not.toContain('请审批');
  });
});

describe('do-not-disturb rules', () => {
  const s = (v: object) => readSettings(JSON.stringify(v));
  it('applies quiet hours only with dnd on, wrapping midnight', () => {
    const night = s({ dnd: true, quietStart: '22:00', quietEnd: '07:00' });
    expect(isQuiet(night, 23 * 60)).toBe(true);
    expect(isQuiet(night, 6 * 60 + 59)).toBe(true);
    expect(isQuiet(night, 7 * 60)).toBe(false);
    expect(isQuiet(night, 12 * 60)).toBe(false);
    expect(isQuiet(s({ dnd: false, quietStart: '22:00', quietEnd: '07:00' }), 23 * 60)).toBe(false);
    expect(isQuiet(s({ dnd: true }), 12 * 60)).toBe(true);
    expect(mayPush(s({ mutedCategories: ['news'] }), 'news', 600)).toBe(false);
    expect(mayPush(s({ mutedCategories: ['news'] }), 'notice', 600)).toBe(true);
    expect(mayPush(readSettings('not json'), 'news', 600)).toBe(true);
  });

  it('reads the timezone from the site, Asia/Shanghai by default', () => {
    expect(siteTimezone('{}')).toBe('Asia/Shanghai');
    expect(siteTimezone(JSON.stringify({ message: { timezone: 'Europe/London' } }))).toBe('Europe/London');
    expect(siteTimezone(JSON.stringify({ message: { timezone: 'Not/AZone' } }))).toBe('Asia/Shanghai');
    // 2026-01-01T00:00:00Z is 08:00 in Shanghai and 00:00 in London.
    expect(localMinutes(1767225600, 'Asia/Shanghai')).toBe(8 * 60);
    expect(localMinutes(1767225600, 'Europe/London')).toBe(0);
  });
});
