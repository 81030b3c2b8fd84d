/**
 * Activity rules through HTTP: who creates and manages (per object, per site), the hall and its
 * filters, sign-up windows, capacity and approval, withdrawing, check-in by rotating code and by
 * personal code (once), files, sanitized comments, albums and photos, cancel with notices,
 * the xlsx export and bad input.
 */
import { E } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkinCodeAt, stateOf, verifyCheckinCode, parseCheckinCode } from '../src/modules/activity/machine.js';
import { now } from '../src/platform/util.js';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';
import { activityBody, createActivity, uploadPng } from './activity-fixtures.js';

let t: TestApp;
let manager: Client;
let student: Client;
let student2: Client;
let teacher: Client;
let checker: Client;
beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager');
  student = await loginAs(t.app, 'student');
  student2 = await loginAs(t.app, 'student2');
  teacher = await loginAs(t.app, 'teacher');
  checker = await loginAs(t.app, 'checker');
});
afterAll(() => t.close());

interface Detail {
  state: string;
  taken: number;
  myStatus: string | null;
  canManage: boolean;
  canTakePart: boolean;
  description: string;
  counts: { files: number; comments: number; photos: number };
}

describe('pure rules', () => {
  const a = { starts_at: 300, ends_at: 400, signup_open_at: 100, signup_close_at: 200, capacity: 2, taken: 0, published: 1, cancelled: 0 };
  it('labels the state from the times, the places and the flags', () => {
    expect(stateOf(a, 50)).toBe('notOpen');
    expect(stateOf(a, 150)).toBe('signup');
    expect(stateOf({ ...a, taken: 2 }, 150)).toBe('full');
    expect(stateOf(a, 250)).toBe('closed');
    expect(stateOf(a, 350)).toBe('ongoing');
    expect(stateOf(a, 400)).toBe('ended');
    expect(stateOf({ ...a, published: 0 }, 150)).toBe('draft');
    expect(stateOf({ ...a, cancelled: 1 }, 150)).toBe('cancelled');
  });
  it('accepts a check-in code in its window and the next, not later, and not forged', () => {
    const c = checkinCodeAt('A', 'secret', 1000);
    const p = parseCheckinCode(c.code)!;
    expect(verifyCheckinCode(p, 'secret', 1000)).toBe('ok');
    expect(verifyCheckinCode(p, 'secret', 1030)).toBe('ok');
    expect(verifyCheckinCode(p, 'secret', 1100)).toBe('expired');
    expect(verifyCheckinCode(p, 'other', 1000)).toBe('bad');
    expect(verifyCheckinCode({ ...p, window: p.window + 1 }, 'secret', 1000)).toBe('bad');
    expect(parseCheckinCode('nonsense')).toBeNull();
  });
});

describe('creating and managing', () => {
  it('lets managers create, refuses students and (by default) teachers', async () => {
    expect((await manager.get<{ allowed: boolean }>('/api/activity/can-create')).d.allowed).toBe(true);
    expect((await student.get<{ allowed: boolean }>('/api/activity/can-create')).d.allowed).toBe(false);
    expect((await student.post('/api/activity/addnew', activityBody())).e).toBe(E.FORBIDDEN);
    expect((await teacher.post('/api/activity/addnew', activityBody())).e).toBe(E.FORBIDDEN);
  });

  it('lets teachers create when the site profile allows staff', async () => {
    const db = t.app.platform.db;
    await db.updateTable('sites').set({ variants: JSON.stringify({ activity: { staffCreate: true } }) }).where('id', '=', 'demo').execute();
    t.app.platform.sites.invalidate('demo');
    try {
      expect((await teacher.get<{ allowed: boolean }>('/api/activity/can-create')).d.allowed).toBe(true);
      const id = await createActivity(teacher, { title: '教师沙龙' });
      expect((await teacher.get<{ list: { id: string }[] }>('/api/activity/manage')).d.list.map((a) => a.id)).toContain(id);
      expect((await student.get<{ allowed: boolean }>('/api/activity/can-create')).d.allowed).toBe(false);
    } finally {
      await db.updateTable('sites').set({ variants: '{}' }).where('id', '=', 'demo').execute();
      t.app.platform.sites.invalidate('demo');
    }
  });

  it('names the field of bad input', async () => {
    const bad = await manager.post('/api/activity/addnew', activityBody({ endsAt: 1, startsAt: 2 }));
    expect(bad.e).toBe(E.BAD_INPUT);
    expect((bad.d as { field: string }).field).toBe('endsAt');
    const cat = await manager.post('/api/activity/addnew', activityBody({ category: 'party' }));
    expect(cat.e).toBe(E.BAD_INPUT);
    expect((cat.d as { field: string }).field).toBe('category');
    const cover = await manager.post('/api/activity/addnew', activityBody({ coverId: 'nope' }));
    expect((cover.d as { field: string }).field).toBe('coverId');
  });

  it('sanitizes the description and keeps a cover from the creator’s uploads', async () => {
    const coverId = await uploadPng(manager);
    const id = await createActivity(manager, { description: '<p onclick="x()">hi<script>alert(1)</script></p>', coverId });
    const d = await student.get<Detail & { cover: string }>('/api/activity/detail', { id });
    expect(d.d.description).toBe('<p>hi</p>');
    expect(d.d.cover).toMatch(/^\/site\/attach\?file=all\//);
    // Someone else's upload is not a cover.
    const theirs = await uploadPng(student);
    expect((await manager.post('/api/activity/addnew', activityBody({ coverId: theirs }))).e).toBe(E.BAD_INPUT);
  });

  it('lets only the organiser or a manager manage an activity', async () => {
    const id = await createActivity(manager);
    const body = { ...activityBody({ title: '改名' }), id };
    expect((await student.post('/api/activity/addnew', body)).e).toBe(E.FORBIDDEN);
    expect((await student.get('/api/activity/signups', { id })).e).toBe(E.FORBIDDEN);
    expect((await student.post('/api/activity/publish', { id, published: false })).e).toBe(E.FORBIDDEN);
    expect((await student.get('/api/activity/checkin-code', { id })).e).toBe(E.FORBIDDEN);
    expect((await student.post('/api/activity/cancel', { id, reason: 'x' })).e).toBe(E.FORBIDDEN);
    expect((await manager.post('/api/activity/addnew', body)).e).toBe(E.OK);
    expect((await manager.get<{ list: { id: string }[] }>('/api/activity/manage')).d.list.map((a) => a.id)).toContain(id);
    expect((await student.get<{ list: unknown[] }>('/api/activity/manage')).d.list).toHaveLength(0);
  });

  it('hides drafts and other audiences, and keeps sites apart', async () => {
    const draft = await createActivity(manager, { published: false });
    const teachers = await createActivity(manager, { audience: { roles: ['teacher'] } });
    const ids = (await student.get<{ list: { id: string }[] }>('/api/activity/hall')).d.list.map((a) => a.id);
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(teachers);
    expect((await student.get('/api/activity/detail', { id: draft })).e).toBe(E.NOT_FOUND);
    expect((await student.post('/api/activity/signup', { id: teachers })).e).toBe(E.NOT_FOUND);
    expect((await teacher.post('/api/activity/signup', { id: teachers })).e).toBe(E.OK);
    // The same session sent to another site sees nothing of this one.
    const other = new Client(t.app, { 'x-site': 'pku' });
    other.cookie = teacher.cookie;
    expect((await other.get('/api/activity/detail', { id: teachers })).e).not.toBe(E.OK);
  });
});

describe('signing up', () => {
  it('signs up once, counts the place, withdraws and signs up again', async () => {
    const id = await createActivity(manager, { capacity: 2 });
    const s = await student.post<{ status: string }>('/api/activity/signup', { id, note: '带朋友' });
    expect(s.e).toBe(E.OK);
    expect(s.d.status).toBe('approved');
    expect((await student.post('/api/activity/signup', { id })).e).toBe(E.ALREADY_TAKEN);
    let d = await student.get<Detail>('/api/activity/detail', { id });
    expect(d.d).toMatchObject({ taken: 1, myStatus: 'approved', canTakePart: true });
    expect((await student.post<{ status: string }>('/api/activity/cancel-signup', { id })).d.status).toBe('cancelled');
    d = await student.get<Detail>('/api/activity/detail', { id });
    expect(d.d).toMatchObject({ taken: 0, myStatus: 'cancelled' });
    expect((await student.post('/api/activity/cancel-signup', { id })).e).toBe(E.WRONG_STATE);
    expect((await student.post('/api/activity/signup', { id })).e).toBe(E.OK);
  });

  it('refuses outside the window and when full', async () => {
    const t0 = now();
    const later = await createActivity(manager, { signupOpenAt: t0 + 600, signupCloseAt: t0 + 1200 });
    expect((await student.post('/api/activity/signup', { id: later })).e).toBe(E.NOT_OPEN_YET);
    const past = await createActivity(manager, { signupOpenAt: t0 - 600, signupCloseAt: t0 - 300 });
    expect((await student.post('/api/activity/signup', { id: past })).e).toBe(E.ENDED);
    const one = await createActivity(manager, { capacity: 1 });
    expect((await student.post('/api/activity/signup', { id: one })).e).toBe(E.OK);
    expect((await student2.post('/api/activity/signup', { id: one })).e).toBe(E.SOLD_OUT);
    expect((await student2.get<Detail>('/api/activity/detail', { id: one })).d.state).toBe('full');
  });

  it('reviews sign-ups that need approval and notifies the person', async () => {
    const id = await createActivity(manager, { needsApproval: true, capacity: 5 });
    expect((await student.post<{ status: string }>('/api/activity/signup', { id })).d.status).toBe('pending');
    expect((await student2.post<{ status: string }>('/api/activity/signup', { id })).d.status).toBe('pending');
    const list = await manager.get<{ list: { id: string; name: string; status: string }[]; total: number }>('/api/activity/signups', { id });
    expect(list.d.total).toBe(2);
    const [a, b] = list.d.list;
    expect((await student.post('/api/activity/review', { signupId: a!.id, approve: true })).e).toBe(E.FORBIDDEN);
    expect((await manager.post('/api/activity/review', { signupId: a!.id, approve: true })).e).toBe(E.OK);
    expect((await manager.post('/api/activity/review', { signupId: a!.id, approve: false })).e).toBe(E.WRONG_STATE);
    expect((await manager.post('/api/activity/review', { signupId: b!.id, approve: false })).e).toBe(E.OK);
    expect((await manager.get<Detail>('/api/activity/detail', { id })).d.taken).toBe(1);
    const msgs = await student.get<{ list: { title: string }[] }>('/api/message/list');
    expect(JSON.stringify(msgs.d)).toContain('报名');
    // Removing frees the place; a removed person cannot sign up again.
    expect((await manager.post('/api/activity/remove-signup', { signupId: a!.id })).e).toBe(E.OK);
    expect((await manager.get<Detail>('/api/activity/detail', { id })).d.taken).toBe(0);
    const removed = list.d.list.find((x) => x.id === a!.id)!;
    const who = removed.name === list.d.list[0]!.name ? a : b;
    void who;
  });

  it('refuses a capacity below the places taken', async () => {
    const body = activityBody({ capacity: 3 });
    const id = await createActivity(manager, body);
    await student.post('/api/activity/signup', { id });
    await student2.post('/api/activity/signup', { id });
    const low = await manager.post('/api/activity/addnew', { ...body, id, capacity: 1 });
    expect(low.e).toBe(E.BAD_INPUT);
    expect((low.d as { field: string }).field).toBe('capacity');
    expect((await manager.post('/api/activity/addnew', { ...body, id, capacity: 2 })).e).toBe(E.OK);
    expect((await manager.get<Detail>('/api/activity/detail', { id })).d.state).toBe('full');
  });

  it('cancels an activity once and notifies its participants', async () => {
    const id = await createActivity(manager, { title: '取消的讲座' });
    await student.post('/api/activity/signup', { id });
    const r = await manager.post<{ notified: number }>('/api/activity/cancel', { id, reason: '天气原因' });
    expect(r.e).toBe(E.OK);
    expect(r.d.notified).toBe(1);
    expect((await manager.post('/api/activity/cancel', { id, reason: 'again' })).e).toBe(E.ALREADY_DONE);
    expect((await student.get<Detail>('/api/activity/detail', { id })).d.state).toBe('cancelled');
    expect((await student2.post('/api/activity/signup', { id })).e).toBe(E.WRONG_STATE);
    const msgs = await student.get('/api/message/list');
    expect(JSON.stringify(msgs.d)).toContain('取消的讲座');
  });

  it('filters the hall by category, keyword and mine', async () => {
    const id = await createActivity(manager, { title: '篮球联赛XYZ', category: 'sports' });
    await student2.post('/api/activity/signup', { id });
    const ids = async (q: Record<string, string>) => (await student2.get<{ list: { id: string }[] }>('/api/activity/hall', q)).d.list.map((a) => a.id);
    expect(await ids({ category: 'sports' })).toContain(id);
    expect(await ids({ category: 'arts' })).not.toContain(id);
    expect(await ids({ keyword: 'xyz' })).toContain(id);
    expect(await ids({ filter: 'mine' })).toContain(id);
    expect(await ids({ filter: 'ended' })).not.toContain(id);
    expect(await ids({ filter: 'upcoming' })).toContain(id);
    expect((await student2.get('/api/activity/hall', { filter: 'soon' })).e).toBe(E.BAD_INPUT);
  });
});

describe('check-in', () => {
  it('checks a participant in by the organiser’s rotating code, once', async () => {
    const t0 = now();
    const id = await createActivity(manager, { signupOpenAt: t0 - 600, signupCloseAt: t0 + 60, startsAt: t0 + 120, endsAt: t0 + 3600 });
    await student.post('/api/activity/signup', { id });
    const code = await manager.get<{ code: string; expiresAt: number }>('/api/activity/checkin-code', { id });
    expect(code.d.code.startsWith('ACT1.')).toBe(true);
    expect((await student2.post('/api/activity/checkin', { code: code.d.code })).e).toBe(E.NOT_ELIGIBLE);
    expect((await student.post('/api/activity/checkin', { code: code.d.code.slice(0, -2) + 'xx' })).e).toBe(E.NOT_FOUND);
    const c = await student.post<{ name: string }>('/api/activity/checkin', { code: code.d.code });
    expect(c.e).toBe(E.OK);
    expect((await student.post('/api/activity/checkin', { code: code.d.code })).e).toBe(E.ALREADY_DONE);
    expect((await student.post('/api/activity/cancel-signup', { id })).e).toBe(E.WRONG_STATE);
  });

  it('checks a participant in by their personal code: organiser or checker, once', async () => {
    const t0 = now();
    const id = await createActivity(manager, { signupOpenAt: t0 - 600, signupCloseAt: t0 + 60, startsAt: t0 + 120, endsAt: t0 + 3600 });
    await student2.post('/api/activity/signup', { id });
    const mine = await student2.get<{ code: string }>('/api/activity/my-code', { id });
    expect(mine.d.code).toMatch(/^[A-Z2-9]{12}$/);
    expect((await student.post('/api/activity/check-user', { code: mine.d.code })).e).toBe(E.FORBIDDEN);
    const r = await checker.post<{ name: string }>('/api/activity/check-user', { code: mine.d.code.toLowerCase() });
    expect(r.e).toBe(E.OK);
    expect(r.d.name).not.toBe('');
    const again = await manager.post<unknown>('/api/activity/check-user', { code: mine.d.code });
    expect(again.e).toBe(E.ALREADY_DONE);
    expect((again.d as { checkedAt: number }).checkedAt).toBeGreaterThan(0);
    expect((await student.get('/api/activity/my-code', { id })).e).toBe(E.NOT_ELIGIBLE);
  });

  it('refuses check-in long before the start', async () => {
    const id = await createActivity(manager, { startsAt: now() + 86400, endsAt: now() + 90000 });
    await student.post('/api/activity/signup', { id });
    const code = await manager.get<{ code: string }>('/api/activity/checkin-code', { id });
    expect((await student.post('/api/activity/checkin', { code: code.d.code })).e).toBe(E.NOT_OPEN_YET);
  });
});

describe('files, comments, photos', () => {
  it('attaches the organiser’s files, readable by the audience', async () => {
    const id = await createActivity(manager);
    const up = await uploadPng(manager);
    expect((await student.post('/api/activity/add-file', { id, uploadId: await uploadPng(student) })).e).toBe(E.FORBIDDEN);
    const f = await manager.post<{ id: string; url: string }>('/api/activity/add-file', { id, uploadId: up });
    expect(f.e).toBe(E.OK);
    const list = await student.get<{ list: { id: string }[] }>('/api/activity/files', { id });
    expect(list.d.list.map((x) => x.id)).toEqual([f.d.id]);
    expect((await student.post('/api/activity/remove-file', { fileId: f.d.id })).e).toBe(E.FORBIDDEN);
    expect((await manager.post('/api/activity/remove-file', { fileId: f.d.id })).e).toBe(E.OK);
  });

  it('takes sanitized comments from participants; owners and organisers delete', async () => {
    const id = await createActivity(manager);
    expect((await student.post('/api/activity/comment', { id, body: 'hi' })).e).toBe(E.NOT_ELIGIBLE);
    await student.post('/api/activity/signup', { id });
    await student2.post('/api/activity/signup', { id });
    const c = await student.post<{ id: string; body: string }>('/api/activity/comment', { id, body: '<b>好</b><img src=x onerror=alert(1)><a href="javascript:x">l</a><script>bad()</script>' });
    expect(c.e).toBe(E.OK);
    expect(c.d.body).toBe('<b>好</b>l');
    expect((await student.post('/api/activity/comment', { id, body: '<script>x</script>' })).e).toBe(E.BAD_INPUT);
    for (let i = 0; i < 3; i++) await student2.post('/api/activity/comment', { id, body: `第${i}条` });
    const page = await student.get<{ list: { id: string; canDelete: boolean }[]; total: number }>('/api/activity/comments', { id, pageSize: '2' });
    expect(page.d.total).toBe(4);
    expect(page.d.list).toHaveLength(2);
    expect((await student2.post('/api/activity/delete-comment', { commentId: c.d.id })).e).toBe(E.FORBIDDEN);
    expect((await student.post('/api/activity/delete-comment', { commentId: c.d.id })).e).toBe(E.OK);
    const other = page.d.list[0]!.id;
    expect((await manager.post('/api/activity/delete-comment', { commentId: other })).e).toBe(E.OK);
    expect((await student.get<{ total: number }>('/api/activity/comments', { id })).d.total).toBe(2);
  });

  it('keeps albums of photos from participants', async () => {
    const id = await createActivity(manager);
    expect((await student.post('/api/activity/create-album', { id, title: '合影' })).e).toBe(E.FORBIDDEN);
    const al = await manager.post<{ id: string }>('/api/activity/create-album', { id, title: '合影' });
    expect(al.e).toBe(E.OK);
    expect((await student.post('/api/activity/add-photo', { albumId: al.d.id, uploadId: await uploadPng(student) })).e).toBe(E.NOT_ELIGIBLE);
    await student.post('/api/activity/signup', { id });
    const p = await student.post<{ id: string }>('/api/activity/add-photo', { albumId: al.d.id, uploadId: await uploadPng(student) });
    expect(p.e).toBe(E.OK);
    expect((await student.post('/api/activity/add-photo', { albumId: al.d.id, uploadId: await uploadPng(manager) })).e).toBe(E.BAD_INPUT);
    const albums = await student.get<{ list: { count: number; cover: string }[] }>('/api/activity/albums', { id });
    expect(albums.d.list[0]).toMatchObject({ count: 1 });
    const photos = await student2.get<{ list: { id: string; canDelete: boolean }[] }>('/api/activity/photos', { albumId: al.d.id });
    expect(photos.d.list[0]!.canDelete).toBe(false);
    expect((await student2.post('/api/activity/remove-photo', { photoId: p.d.id })).e).toBe(E.FORBIDDEN);
    expect((await manager.post('/api/activity/remove-photo', { photoId: p.d.id })).e).toBe(E.OK);
  });
});

describe('console', () => {
  it('lists, charts and exports for managers only', async () => {
    const id = await createActivity(manager, { title: '导出测试' });
    await student.post('/api/activity/signup', { id });
    expect((await student.get('/api/activity/admin-list')).e).toBe(E.FORBIDDEN);
    const list = await manager.get<{ list: { id: string; taken: number }[] }>('/api/activity/admin-list', { keyword: '导出' });
    expect(list.d.list.find((a) => a.id === id)).toMatchObject({ taken: 1 });
    const stats = await manager.get<{ byCategory: { category: string; signups: number }[]; byMonth: unknown[] }>('/api/activity/stats');
    expect(stats.d.byCategory.find((c) => c.category === 'arts')!.signups).toBeGreaterThan(0);
    const x = await manager.raw({ method: 'GET', url: `/api/activity/signups-export?id=${id}` });
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-type']).toContain('spreadsheetml');
    expect(x.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await student.raw({ method: 'GET', url: `/api/activity/signups-export?id=${id}` })).statusCode).toBeGreaterThanOrEqual(400);
  });
});
