/**
 * Official document circulation through HTTP: a sender with `document.send` numbers and sends a
 * document to units and people; every active person of a unit gets a receipt and a to-do; only
 * receivers, the sender and managers read it; a receiver's first open is the read confirmation
 * (once, however many tabs open it), signing and handling are recorded once; numbers never
 * repeat; the sender tracks, reminds (once an hour) and exports the receipts.
 */
import { E, type DocDetail, type DocReceipt, type DocSummary, type MessageItem, type MyReceipt, type UnitStat } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG, departmentId, uploadFile } from './files-fixtures.js';
import { createTestApp, loginAs, type Client, type TestApp } from './helpers.js';

let t: TestApp;
let manager: Client;
let teacher: Client;
let counselor: Client;
let leader: Client;
let student: Client;
let student2: Client;
let cs: string;
let maths: string;
beforeAll(async () => {
  t = await createTestApp();
  const logins = ['manager', 'teacher', 'counselor', 'leader', 'student', 'student2'] as const;
  [manager, teacher, counselor, leader, student, student2] = (await Promise.all(logins.map((u) => loginAs(t.app, u)))) as [Client, Client, Client, Client, Client, Client];
  cs = await departmentId(t.app, '计算机学院');
  maths = await departmentId(t.app, '数学学院');
});
afterAll(() => t.close());

const field = (r: { d: unknown }) => (r.d as { field?: string } | null)?.field;
const userId = async (username: string) => (await t.app.platform.db.selectFrom('users').select('id').where('site_id', '=', 'demo').where('username', '=', username).executeTakeFirstOrThrow()).id;

async function sendDoc(o: Record<string, unknown> = {}) {
  const r = await manager.post<{ id: string; number: string; recipients: number }>('/api/document/send', {
    title: '关于开展安全检查的通知',
    issuer: '演示大学办公室',
    numberPrefix: '演大办',
    body: '<p>请各单位开展安全检查。</p>',
    departments: [cs],
    ...o,
  });
  if (r.e !== E.OK) throw new Error(`send: ${r.e} ${r.m}`);
  return r.d;
}
const detail = (c: Client, id: string) => c.get<DocDetail>('/api/document/detail', { id });
const box = async (c: Client, b: string) => (await c.get<{ list: DocSummary[]; total: number }>('/api/document/list', { box: b, pageSize: '100' })).d.list;

describe('sending', () => {
  it('reaches every active person of the chosen unit, with a to-do linking to the document', async () => {
    const sent = await sendDoc({ title: '期末考试工作通知' });
    // 计算机学院: teacher, counselor, leader and student (the sender is elsewhere).
    expect(sent.recipients).toBe(4);
    expect(sent.number).toMatch(/^演大办〔\d{4}〕\d+号$/);
    for (const c of [teacher, counselor, leader, student]) {
      expect((await box(c, 'handle')).map((d) => d.id)).toContain(sent.id);
      const todos = (await c.get<{ list: MessageItem[] }>('/api/message/todos', { pageSize: '100' })).d.list;
      expect(todos.find((m) => m.link === `/site/document/officialpage?id=${sent.id}`)).toBeTruthy();
    }
    expect((await box(student2, 'handle')).map((d) => d.id)).not.toContain(sent.id);
    expect((await box(manager, 'sent')).map((d) => d.id)).toContain(sent.id);
  });

  it('adds named people and keeps the body safe', async () => {
    const sent = await sendDoc({ departments: [], users: [await userId('student2')], body: '<p onclick="x()">正文<script>alert(1)</script></p>' });
    expect(sent.recipients).toBe(1);
    const d = (await detail(student2, sent.id)).d;
    expect(d.body).toBe('<p>正文</p>');
    expect(d.headerText).toBe('演示大学办公室文件');
  });

  it('needs document.send', async () => {
    expect((await student.post('/api/document/send', { title: 'x', issuer: 'y', body: 'z', departments: [cs] })).e).toBe(E.FORBIDDEN);
    expect((await student.get('/api/document/units')).e).toBe(E.FORBIDDEN);
    expect((await student.get('/api/document/admin/list')).e).toBe(E.FORBIDDEN);
    const units = (await manager.get<{ list: { id: string; name: string; people: number }[] }>('/api/document/units')).d.list;
    expect(units.find((u) => u.id === cs)!.people).toBeGreaterThanOrEqual(4);
  });

  it('names the bad field', async () => {
    const base = { title: '标题', issuer: '办公室', body: '<p>正文</p>', departments: [cs] };
    const bad = async (o: Record<string, unknown>) => field(await manager.post('/api/document/send', { ...base, ...o }));
    expect(await bad({ title: '' })).toBe('title');
    expect(await bad({ issuer: '  ' })).toBe('issuer');
    expect(await bad({ urgency: 'whenever' })).toBe('urgency');
    expect(await bad({ kind: 'memo' })).toBe('kind');
    expect(await bad({ headerColor: 'red' })).toBe('headerColor');
    expect(await bad({ departments: ['nope'] })).toBe('departments');
    expect(await bad({ departments: [] })).toBe('departments');
    expect(await bad({ users: ['nope'] })).toBe('users');
    expect(await bad({ attachments: ['nope'] })).toBe('attachments');
    expect(await bad({ body: '<script>x</script>' })).toBe('body');
  });

  it('never gives two documents the same number, however many are sent at once', async () => {
    const sent = await Promise.all(Array.from({ length: 8 }, (_, i) => sendDoc({ title: `并发发文${i}`, departments: [maths] })));
    const numbers = sent.map((s) => s.number);
    expect(new Set(numbers).size).toBe(8);
    const seqs = numbers.map((n) => Number(/〕(\d+)号/.exec(n)![1])).sort((a, b) => a - b);
    expect(seqs.at(-1)! - seqs[0]!).toBe(7);
  });
});

describe('reading', () => {
  let id: string;
  beforeAll(async () => {
    id = (await sendDoc({ title: '阅读确认测试' })).id;
  });

  it('lets only receivers, the sender and managers read it', async () => {
    expect((await detail(student2, id)).e).toBe(E.FORBIDDEN);
    expect((await student2.post('/api/document/sign', { id })).e).toBe(E.FORBIDDEN);
    expect((await student2.get('/api/document/receipts', { id })).e).toBe(E.FORBIDDEN);
    expect((await detail(student2, '0190aaaa-0000-7000-8000-000000000000')).e).toBe(E.NOT_FOUND);
    // A receiver reads it but does not track the others.
    expect((await detail(student, id)).d.canTrack).toBe(false);
    expect((await student.get('/api/document/receipts', { id })).e).toBe(E.FORBIDDEN);
    // The sender reads without becoming a receiver.
    const own = (await detail(manager, id)).d;
    expect(own.receipt).toBeNull();
    expect(own.canTrack).toBe(true);
    // Only receivers act on a receipt.
    expect((await manager.post('/api/document/sign', { id })).e).toBe(E.FORBIDDEN);
  });

  it('records the read time once under concurrent opens, and the sender sees it', async () => {
    const before = (await manager.get<{ list: DocReceipt[] }>('/api/document/receipts', { id })).d.list.filter((x) => x.readAt !== null).length;
    const opens = await Promise.all(Array.from({ length: 6 }, () => detail(teacher, id)));
    const times = new Set(opens.map((o) => o.d.receipt!.readAt));
    expect(times.size).toBe(1);
    expect([...times][0]).toBeGreaterThan(0);
    const r = (await manager.get<{ list: DocReceipt[]; units: UnitStat[] }>('/api/document/receipts', { id })).d;
    const me = r.list.find((x) => x.name === '王老师')!;
    expect(me.readAt).toBe([...times][0]);
    expect(r.list.filter((x) => x.readAt !== null)).toHaveLength(before + 1);
    expect(r.units.find((u) => u.departmentId === cs)).toMatchObject({ receivers: 4, read: before + 1, signed: 0, done: 0 });
    const unread = (await manager.get<{ list: DocReceipt[] }>('/api/document/receipts', { id, state: 'unread' })).d.list;
    expect(unread.map((x) => x.name)).not.toContain('王老师');
    expect(unread).toHaveLength(4 - before - 1);
  });
});

describe('handling', () => {
  let id: string;
  beforeAll(async () => {
    id = (await sendDoc({ title: '办理测试', kind: 'affairs' })).id;
  });

  it('signs once, then handles once with an opinion, closing the to-do', async () => {
    const first = await counselor.post<MyReceipt>('/api/document/sign', { id });
    expect(first.d.state).toBe('signed');
    const again = await counselor.post<MyReceipt>('/api/document/sign', { id });
    expect(again.d.signedAt).toBe(first.d.signedAt);
    expect(field(await counselor.post('/api/document/handle', { id, opinion: ' ' }))).toBe('opinion');
    const tabs = await Promise.all([counselor.post<MyReceipt>('/api/document/handle', { id, opinion: '同意，按要求落实。' }), counselor.post<MyReceipt>('/api/document/handle', { id, opinion: '另一个标签页' })]);
    expect(tabs.map((r) => r.e).sort()).toEqual([E.OK, E.CONFLICT].sort());
    const mine = (await detail(counselor, id)).d.receipt!;
    expect(mine.state).toBe('done');
    expect(['同意，按要求落实。', '另一个标签页']).toContain(mine.opinion);
    expect((await box(counselor, 'handle')).map((d) => d.id)).not.toContain(id);
    expect((await box(counselor, 'already')).map((d) => d.id)).toContain(id);
    expect((await box(counselor, 'affairs')).map((d) => d.id)).toContain(id);
    const todos = (await counselor.get<{ list: MessageItem[] }>('/api/message/todos', { pageSize: '100' })).d.list;
    expect(todos.find((m) => m.link.endsWith(id))).toBeUndefined();
    const stats = (await manager.get<{ units: UnitStat[] }>('/api/document/receipts', { id })).d.units;
    expect(stats.find((u) => u.departmentId === cs)).toMatchObject({ signed: 1, done: 1 });
  });

  it('forwards only to people of one’s own unit, once each', async () => {
    const other = (await sendDoc({ title: '转发测试', departments: [], users: [await userId('teacher')] })).id;
    const mates = (await teacher.get<{ list: { id: string; name: string; received: boolean }[] }>('/api/document/colleagues', { id: other })).d.list;
    const leaderRow = mates.find((m) => m.name === '钱院长')!;
    expect(leaderRow.received).toBe(false);
    expect(field(await teacher.post('/api/document/forward', { id: other, users: [await userId('student2')] }))).toBe('users');
    expect(field(await teacher.post('/api/document/forward', { id: other, users: [] }))).toBe('users');
    expect((await teacher.post<{ added: number }>('/api/document/forward', { id: other, users: [leaderRow.id] })).d.added).toBe(1);
    expect((await teacher.post<{ added: number }>('/api/document/forward', { id: other, users: [leaderRow.id] })).d.added).toBe(0);
    expect((await detail(leader, other)).d.receipt!.forwardedBy).toBe('王老师');
    expect((await student.post('/api/document/forward', { id: other, users: [leaderRow.id] })).e).toBe(E.FORBIDDEN);
  });

  it('reminds the unread at most once an hour', async () => {
    expect((await student.post('/api/document/remind', { id })).e).toBe(E.FORBIDDEN);
    const r = await manager.post<{ reminded: number }>('/api/document/remind', { id });
    expect(r.e).toBe(E.OK);
    expect(r.d.reminded).toBeGreaterThan(0);
    expect((await manager.post('/api/document/remind', { id })).e).toBe(E.TOO_MANY_REQUESTS);
  });
});

describe('console', () => {
  it('lists, serves attachments to readers only, and exports receipts', async () => {
    const file = await uploadFile(manager, '附件.png', PNG);
    const sent = await sendDoc({ title: '带附件的公文', attachments: [file], urgency: 'very_urgent' });
    const page = (await manager.get<{ list: DocSummary[] }>('/api/document/admin/list', { urgency: 'very_urgent', keyword: '带附件' })).d.list;
    expect(page.map((d) => d.id)).toContain(sent.id);
    expect(page.find((d) => d.id === sent.id)!.receivers).toBe(4);
    const d = (await detail(student, sent.id)).d;
    expect(d.attachments).toEqual([expect.objectContaining({ id: file, name: '附件.png', mime: 'image/png' })]);
    const ok = await student.raw({ method: 'GET', url: `/api/document/attachment?id=${sent.id}&file=${file}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.equals(PNG)).toBe(true);
    const refused = await student2.raw({ method: 'GET', url: `/api/document/attachment?id=${sent.id}&file=${file}` });
    expect(refused.json().e).toBe(E.FORBIDDEN);
    const x = await manager.raw({ method: 'GET', url: `/api/document/admin/export?id=${sent.id}` });
    expect(x.headers['content-type']).toContain('spreadsheetml');
    expect(x.rawPayload.readUInt32LE(0)).toBe(0x04034b50);
    expect((await teacher.raw({ method: 'GET', url: `/api/document/admin/export?id=${sent.id}` })).json().e).toBe(E.FORBIDDEN);
  });

});

describe('demo data', () => {
  it('seeds documents the computing school has to handle, one already handled', async () => {
    const demo = await createTestApp({ DEMO_CONTENT: '1' });
    try {
      const list = await box(await loginAs(demo.app, 'student'), 'handle');
      expect(list.some((d) => d.title.includes('期末考试') && d.number.includes('演大教发'))).toBe(true);
      const handled = await box(await loginAs(demo.app, 'leader'), 'already');
      expect(handled.some((d) => d.receipt?.opinion)).toBe(true);
      // The counter goes on from the seeded numbers: a new document never repeats one.
      const m = await loginAs(demo.app, 'manager');
      const cs2 = await departmentId(demo.app, '计算机学院');
      const sent = await m.post<{ number: string }>('/api/document/send', { title: '新公文', issuer: '办公室', body: '<p>x</p>', departments: [cs2] });
      const seeded = (await box(m, 'sent')).map((d) => d.number);
      expect(seeded.filter((n) => n.endsWith(sent.d.number.replace(/^.*〔/, '〔')))).toHaveLength(1);
    } finally {
      await demo.close();
    }
  });
});
