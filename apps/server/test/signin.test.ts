/**
 * Sign-in rules through HTTP: who may organise and see what, the window, the code, the location
 * radius, device binding, the audience, once per person, the lists, manual records, the numeric,
 * checkpoint and signature modes, and the xlsx export.
 */
import { E, type SigninCode } from '@campus/api';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf, localOf } from '../src/platform/time.js';
import { now } from '../src/platform/util.js';
import { createTestApp, loginAs, type Client, type TestApp } from './helpers.js';
import { classIds, codeOf, createSignin, PNG_DATA_URL, userId } from './signin-fixtures.js';
import { makeUsers } from './ticket-fixtures.js';

interface Result {
  first: boolean;
  record: { late: boolean; distance: number | null; method: string; visits: number; signatureUrl: string | null };
}
interface People {
  list: { userId: string; name: string; record: { method: string; reason: string } | null }[];
  total: number;
  counts: { expected: number; signed: number; late: number };
}

let t: TestApp;
let counselor: Client;
let manager: Client;
let student: Client;
let student2: Client;
let teacher: Client;
let cls: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  counselor = await loginAs(t.app, 'counselor');
  manager = await loginAs(t.app, 'manager');
  student = await loginAs(t.app, 'student');
  student2 = await loginAs(t.app, 'student2');
  teacher = await loginAs(t.app, 'teacher');
  cls = await classIds(t.app);
});
afterAll(() => t.close());

const sign = (c: Client, body: Record<string, unknown>) => c.post<Result>('/api/signin/sign', body);

describe('organising', () => {
  it('lets only signin.manage holders create, and names the bad field', async () => {
    const body = { title: 'x', startsAt: now(), endsAt: now() + 60, audience: { site: true } };
    expect((await student.post('/api/signin/createsign', body)).e).toBe(E.FORBIDDEN);
    expect((await teacher.post('/api/signin/createsign', body)).e).toBe(E.FORBIDDEN);
    const bad = await counselor.post('/api/signin/createsign', { ...body, endsAt: body.startsAt - 1 });
    expect(bad).toMatchObject({ e: E.BAD_INPUT, d: { field: 'endsAt' } });
    expect(bad.m).toMatch(/^endsAt: /);
    const half = await counselor.post('/api/signin/createsign', { ...body, lat: 30, lng: 120 });
    expect(half).toMatchObject({ e: E.BAD_INPUT, d: { field: 'radius' } });
    expect((await counselor.post('/api/signin/createsign', { ...body, audience: {} })).e).toBe(E.BAD_INPUT);
    expect((await counselor.post('/api/signin/createsign', { ...body, mode: 'smoke' })).e).toBe(E.BAD_INPUT);
  });

  it('lists the classes to pick, the counselor’s own first', async () => {
    const r = await counselor.get<{ list: { name: string; mine: boolean; members: number }[] }>('/api/signin/qrcodeclass');
    expect(r.e).toBe(E.OK);
    expect(r.d.list.map((c) => c.name)).toEqual(expect.arrayContaining(['计科2401班', '数学2401班']));
    expect(r.d.list.every((c) => c.mine)).toBe(true);
    expect((await student.get('/api/signin/qrcodeclass')).e).toBe(E.FORBIDDEN);
  });

  it('shows the code and lists only to the organiser or signin.manage holders', async () => {
    const id = await createSignin(counselor);
    expect((await student.get('/api/signin/qrcodebuild', { id })).e).toBe(E.FORBIDDEN);
    expect((await teacher.get('/api/signin/signlist', { id })).e).toBe(E.FORBIDDEN);
    expect((await student.get('/api/signin/export', { id })).e).toBe(E.FORBIDDEN);
    expect((await student.post('/api/signin/manual', { id, userId: 'x', reason: 'r' })).e).toBe(E.FORBIDDEN);
    expect((await manager.get('/api/signin/qrcodebuild', { id })).e).toBe(E.OK);
    expect((await counselor.get('/api/signin/qrcodebuild', { id: 'nope' })).e).toBe(E.NOT_FOUND);
    const c = await codeOf(counselor, id);
    expect(c.url).toBe(`/site/qrcodesign/index?s=${id}&c=${c.code}`);
    expect(c.refreshIn).toBeGreaterThan(0);
    expect(c.refreshIn).toBeLessThanOrEqual(10);
  });

  it('keeps sign-ins of one site away from another site', async () => {
    const id = await createSignin(counselor);
    const pku = await loginAs(t.app, 'student', { 'x-site': 'pku' });
    expect((await pku.get('/api/signin/detail', { id })).e).toBe(E.NOT_FOUND);
    expect((await pku.post('/api/signin/sign', { id, code: (await codeOf(counselor, id)).code })).e).toBe(E.NOT_FOUND);
  });
});

describe('signing', () => {
  it('signs a class member once with the current code, refuses other classes and wrong codes', async () => {
    const id = await createSignin(counselor, { audience: { classes: [cls['计科2401班']] } });
    const { code } = await codeOf(counselor, id);
    expect((await sign(student, { id, code: '0000AAAA0000' })).e).toBe(E.CODE_EXPIRED);
    const ok = await sign(student, { id, code });
    expect(ok.e).toBe(E.OK);
    expect(ok.d).toMatchObject({ first: true, record: { method: 'qr', late: false, distance: null } });
    expect((await sign(student, { id, code })).e).toBe(E.ALREADY_DONE);
    expect((await sign(student2, { id, code })).e).toBe(E.NOT_ELIGIBLE);
    const mine = await student.get<{ list: { id: string; mine: unknown }[] }>('/api/signin/index');
    expect(mine.d.list.find((s) => s.id === id)?.mine).toMatchObject({ method: 'qr' });
    expect((await student2.get<{ list: { id: string }[] }>('/api/signin/index')).d.list.map((s) => s.id)).not.toContain(id);
    expect((await student2.get('/api/signin/detail', { id })).e).toBe(E.NOT_FOUND);
  });

  it('refuses before the window and after it', async () => {
    const later = await createSignin(counselor, { startsAt: now() + 600, endsAt: now() + 1200 });
    expect((await sign(student, { id: later, code: (await codeOf(counselor, later)).code })).e).toBe(E.NOT_OPEN_YET);
    const past = await createSignin(counselor, { startsAt: now() - 1200, endsAt: now() - 600 });
    expect((await sign(student, { id: past, code: (await codeOf(counselor, past)).code })).e).toBe(E.ENDED);
  });

  it('marks a sign after the late threshold as late', async () => {
    const id = await createSignin(counselor, { startsAt: now() - 600, lateMinutes: 5 });
    const r = await sign(student, { id, code: (await codeOf(counselor, id)).code });
    expect(r.d.record.late).toBe(true);
  });

  it('checks the position on the server: inside the radius signs with the distance, outside is refused with it', async () => {
    const id = await createSignin(counselor, { lat: 39.9087, lng: 116.3975, radius: 200 });
    const { code } = await codeOf(counselor, id);
    expect(await sign(student, { id, code })).toMatchObject({ e: E.BAD_INPUT, d: { field: 'lat' } });
    const far = await sign(student, { id, code, lat: 39.9224, lng: 116.3975 });
    expect(far.e).toBe(E.OUT_OF_RANGE);
    expect(far.d).toMatchObject({ field: 'lat', radius: 200 });
    expect((far.d as unknown as { distance: number }).distance).toBeGreaterThan(1500);
    const near = await sign(student, { id, code, lat: 39.9095, lng: 116.3975 });
    expect(near.e).toBe(E.OK);
    expect(near.d.record.distance).toBeGreaterThan(80);
    expect(near.d.record.distance).toBeLessThan(100);
  });

  it('binds one device per account when asked', async () => {
    const id = await createSignin(counselor, { oneDevice: true });
    const { code } = await codeOf(counselor, id);
    expect(await sign(student, { id, code })).toMatchObject({ e: E.BAD_INPUT, d: { field: 'deviceId' } });
    expect((await sign(student, { id, code, deviceId: 'bad id!' })).e).toBe(E.BAD_INPUT);
    expect((await sign(student, { id, code, deviceId: 'phone-one-123' })).e).toBe(E.OK);
    const second = await sign(student2, { id, code, deviceId: 'phone-one-123' });
    expect(second).toMatchObject({ e: E.DEVICE_USED, d: { field: 'deviceId' } });
    expect((await sign(student2, { id, code, deviceId: 'phone-two-456' })).e).toBe(E.OK);
  });

  it('signs with a rotating numeric code typed without the sign-in id', async () => {
    const id = await createSignin(counselor, { mode: 'number', audience: { users: [await userId(t.app, 'student2')] } });
    const c = await codeOf(counselor, id);
    expect(c.code).toMatch(/^\d{6}$/);
    expect(c.url).toContain(`c=${c.code}`);
    expect((await sign(student, { code: c.code })).e).toBe(E.CODE_EXPIRED); // not in its audience: no match
    const r = await sign(student2, { code: c.code });
    expect(r.e).toBe(E.OK);
    expect(r.d).toMatchObject({ record: { method: 'number' } });
    expect((await sign(student2, {})).e).toBe(E.BAD_INPUT);
  });

  it('caps wrong codes per minute so a six-digit code cannot be guessed', async () => {
    const id = await createSignin(counselor, { mode: 'number' });
    const [guesser] = await makeUsers(t.app, 1, 'guess');
    for (let i = 0; i < 10; i++) expect((await sign(guesser!.client, { code: String(100000 + i) })).e).toBe(E.CODE_EXPIRED);
    const { code } = await codeOf(counselor, id);
    expect(await sign(guesser!.client, { id, code })).toMatchObject({ e: E.TOO_MANY_REQUESTS, d: { field: 'code' } });
  });

  it('records every visit of a fixed checkpoint code but one sign-in', async () => {
    const id = await createSignin(counselor, { mode: 'checkpoint', endsAt: now() + 7 * 86400 });
    const c = await codeOf(counselor, id);
    expect(c.refreshIn).toBeNull();
    const a = await sign(student, { id, code: c.code });
    expect(a.d).toMatchObject({ first: true, record: { method: 'checkpoint', visits: 1 } });
    const b = await sign(student, { id, code: (await codeOf(counselor, id)).code });
    expect(b.d).toMatchObject({ first: false, record: { visits: 2 } });
    const list = await counselor.get<People>('/api/signin/signlist', { id });
    expect(list.d.counts.signed).toBe(1);
  });

  it('takes a drawn signature uploaded by the signer, and only theirs', async () => {
    const id = await createSignin(counselor, { mode: 'signature' });
    expect(await codeOf(counselor, id)).toMatchObject({ code: '', refreshIn: null, url: `/site/electronicSign/index?s=${id}` });
    expect(await sign(student, { id })).toMatchObject({ e: E.BAD_INPUT, d: { field: 'signatureId' } });
    const up = await student.post<{ id: string; url: string }>('/api/upload/bybase64', { file: PNG_DATA_URL, name: 'signature.png' });
    expect(up.e).toBe(E.OK);
    expect((await sign(student2, { id, signatureId: up.d.id })).e).toBe(E.BAD_INPUT);
    const r = await sign(student, { id, signatureId: up.d.id });
    expect(r.e).toBe(E.OK);
    expect(r.d.record.signatureUrl).toBe(up.d.url);
  });
});

describe('lists, manual records and export', () => {
  it('lists who signed and who did not, signs someone by hand with a reason, and exports a real xlsx', async () => {
    const id = await createSignin(counselor, { audience: { classes: [cls['计科2401班'], cls['数学2401班']] } });
    const { code } = await codeOf(counselor, id);
    expect((await sign(student, { id, code })).e).toBe(E.OK);
    const signed = await counselor.get<People>('/api/signin/signlist', { id, state: 'signed' });
    expect(signed.d.list.map((p) => p.name)).toEqual(['张三']);
    expect(signed.d.counts).toEqual({ expected: 2, signed: 1, late: 0 });
    const unsigned = await counselor.get<People>('/api/signin/signlist', { id, state: 'unsigned' });
    expect(unsigned.d.total).toBe(1);
    const other = unsigned.d.list[0]!;

    expect((await counselor.post('/api/signin/manual', { id, userId: other.userId, reason: '' })).e).toBe(E.BAD_INPUT);
    expect((await counselor.post('/api/signin/manual', { id, userId: await userId(t.app, 'teacher'), reason: '补签' })).e).toBe(E.NOT_ELIGIBLE);
    const m = await counselor.post<{ method: string; reason: string }>('/api/signin/manual', { id, userId: other.userId, reason: '手机没电' });
    expect(m.d).toMatchObject({ method: 'manual', reason: '手机没电' });
    expect((await counselor.post('/api/signin/manual', { id, userId: other.userId, reason: '再来' })).e).toBe(E.ALREADY_DONE);
    expect((await counselor.get<People>('/api/signin/signlist', { id, state: 'unsigned' })).d.total).toBe(0);

    const stats = await manager.get<{ signed: number; manual: number; timeline: { count: number }[] }>('/api/signin/stats', { id });
    expect(stats.d).toMatchObject({ expected: 2, signed: 2, manual: 1 });
    expect(stats.d.timeline.reduce((s, p) => s + p.count, 0)).toBe(2);

    const list = await manager.get<{ list: { id: string; counts: unknown }[] }>('/api/signin/manage-list', { title: '班会' });
    expect(list.d.list.find((s) => s.id === id)?.counts).toEqual({ expected: 2, signed: 2, late: 0 });
    const mineOnly = await manager.get<{ list: { id: string }[] }>('/api/signin/manage-list', { mine: 'true' });
    expect(mineOnly.d.list.map((s) => s.id)).not.toContain(id);

    const res = await counselor.raw({ method: 'GET', url: `/api/signin/export?id=${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(2).values).toEqual([undefined, '姓名', '学工号', '院系/班级', '状态', '签到时间', '迟到', '方式']);
    const rows = [3, 4].map((n) => ws.getRow(n).values as unknown[]);
    expect(rows.map((r) => r[1])).toEqual(['张三', expect.any(String)]);
    expect(rows[0]![4]).toBe('已签到');
    expect(rows[1]![7]).toBe('手动补签');
  });

  it('shows the demo data’s class sign-in to its class members, open for the whole of the site’s day', async () => {
    const demo = await createTestApp({ DEMO_CONTENT: '1' });
    try {
      const s = await loginAs(demo.app, 'student');
      const list = await s.get<{ list: { title: string; phase: string; startsAt: number; endsAt: number }[] }>('/api/signin/index');
      const demoSign = list.d.list.find((x) => x.title === '今日班会签到');
      expect(demoSign?.phase).toBe('open');
      // Midnight to midnight in Beijing (the demo site's zone), whatever the server's own zone.
      const today = localOf(now(), 'Asia/Shanghai').date;
      expect(demoSign?.startsAt).toBe(instantOf(today, 0, 'Asia/Shanghai'));
      expect(demoSign?.endsAt).toBe(instantOf(today, 24 * 60, 'Asia/Shanghai') - 1);
    } finally {
      await demo.close();
    }
  });

  it('lets the organiser edit and delete, not a student', async () => {
    const id = await createSignin(counselor);
    const d = await counselor.get<{ title: string; lateMinutes: number }>('/api/signin/manage-detail', { id });
    expect(d.d).toMatchObject({ title: '周一班会', lateMinutes: 0 });
    expect((await student.get('/api/signin/manage-detail', { id })).e).toBe(E.FORBIDDEN);
    const upd = await counselor.post('/api/signin/createsign', { id, title: '改名', startsAt: now() - 10, endsAt: now() + 600, audience: { site: true } });
    expect(upd.e).toBe(E.OK);
    expect((await counselor.get<{ title: string }>('/api/signin/manage-detail', { id })).d.title).toBe('改名');
    expect((await student.post('/api/signin/remove', { id })).e).toBe(E.FORBIDDEN);
    expect((await counselor.post('/api/signin/remove', { id })).e).toBe(E.OK);
    expect((await counselor.get<SigninCode>('/api/signin/qrcodebuild', { id })).e).toBe(E.NOT_FOUND);
  });
});
