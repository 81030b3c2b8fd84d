/**
 * Daily clock-in through HTTP on a fixed clock (Wednesday 2026-11-25, Asia/Shanghai): managers
 * keep rules (fields named when wrong); people see today's windows, clock in once per open
 * window — at a rule's place when it has any, the distance worked out on the server — and read
 * their month (on time, late, missed, rest); managers read a day's figures and export them.
 */
import { E, type ClockStats, type ClockToday } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readXlsx } from './admin-fixtures.js';
import { type Client, createTestApp, loginAs, type TestApp } from './helpers.js';

/** 10:30 in Shanghai. */
const WED = Date.parse('2026-11-25T02:30:00Z');
const at = (ms: number) => vi.setSystemTime(ms);
const HOUR = 3600_000;

let t: TestApp;
let manager: Client;
let student: Client;
let student2: Client;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: WED });
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager');
  student = await loginAs(t.app, 'student');
  student2 = await loginAs(t.app, 'student2');
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const field = (r: { d: unknown }) => (r.d as { field?: string } | null)?.field;
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
const LIBRARY = { name: '图书馆', lat: 39.9087, lng: 116.3975, radius: 200 };
const windows = [
  { name: '早打卡', start: '07:00', end: '08:30', late: '08:00' },
  { name: '上午', start: '10:00', end: '11:00', late: '10:20' },
  { name: '晚打卡', start: '21:00', end: '22:00', late: '' },
];

async function rule(over: Record<string, unknown> = {}): Promise<string> {
  const r = await manager.post<{ id: string }>('/api/clock/save-rule', { name: '学生每日打卡', audience: { roles: ['student'] }, weekdays: ALL_DAYS, windows, ...over });
  if (r.e !== E.OK) throw new Error(`save-rule: ${r.e} ${r.m}`);
  return r.d.id;
}
const punch = (c: Client, body: Record<string, unknown>) => c.post<{ status: string; place: string | null; distance: number | null }>('/api/clock/punch', body);

describe('rules', () => {
  it('need clock.manage and name the bad field', async () => {
    expect((await student.post('/api/clock/save-rule', { name: 'x' })).e).toBe(E.FORBIDDEN);
    expect((await student.get('/api/clock/stats', { ruleId: 'x', date: '2026-11-25' })).e).toBe(E.FORBIDDEN);
    const base = { name: '规则', audience: { site: true }, weekdays: ALL_DAYS, windows };
    expect(field(await manager.post('/api/clock/save-rule', { ...base, name: '' }))).toBe('name');
    expect(field(await manager.post('/api/clock/save-rule', { ...base, weekdays: [] }))).toBe('weekdays');
    expect(field(await manager.post('/api/clock/save-rule', { ...base, windows: [] }))).toBe('windows');
    expect(field(await manager.post('/api/clock/save-rule', { ...base, windows: [{ name: 'a', start: '09:00', end: '08:00' }] }))).toBe('windows.0.end');
    expect(field(await manager.post('/api/clock/save-rule', { ...base, windows: [{ name: 'a', start: '25:00', end: '26:00' }] }))).toBe('windows.0.start');
    expect(field(await manager.post('/api/clock/save-rule', { ...base, windows: [{ name: 'a', start: '07:00', end: '08:00', late: '09:00' }] }))).toBe('windows.0.late');
    expect(field(await manager.post('/api/clock/save-rule', { ...base, windows: [windows[0], { name: 'b', start: '08:00', end: '09:00' }] }))).toBe('windows');
    expect(field(await manager.post('/api/clock/save-rule', { ...base, places: [{ ...LIBRARY, lat: 91 }] }))).toBe('places.0.lat');
    expect(field(await manager.post('/api/clock/save-rule', { ...base, startsOn: '2026-12-01', endsOn: '2026-11-01' }))).toBe('endsOn');
  });
});

describe('clocking in', () => {
  let id: string;
  beforeAll(async () => {
    at(WED);
    id = await rule();
  });

  it('shows today’s windows with their state, only to the rule’s audience', async () => {
    const today = (await student.get<ClockToday>('/api/clock/today')).d;
    expect(today.date).toBe('2026-11-25');
    expect(today.rules.find((r) => r.id === id)?.windows.map((w) => w.state)).toEqual(['closed', 'open', 'upcoming']);
    const teacher = await loginAs(t.app, 'teacher');
    expect((await teacher.get<ClockToday>('/api/clock/today')).d.rules.find((r) => r.id === id)).toBeUndefined();
    expect((await punch(teacher, { ruleId: id, window: 1 })).e).toBe(E.NOT_FOUND);
  });

  it('takes a tap only in an open window, late after the late minute, once', async () => {
    expect((await punch(student, { ruleId: id, window: 0 })).e).toBe(E.ENDED);
    expect((await punch(student, { ruleId: id, window: 2 })).e).toBe(E.NOT_OPEN_YET);
    expect(field(await punch(student, { ruleId: id, window: 7 }))).toBe('window');
    const r = await punch(student, { ruleId: id, window: 1 });
    expect(r.e).toBe(E.OK);
    expect(r.d.status).toBe('late');
    expect((await punch(student, { ruleId: id, window: 1 })).e).toBe(E.ALREADY_DONE);
    at(WED - 20 * 60_000); // 10:10
    expect((await punch(student2, { ruleId: id, window: 1 })).d.status).toBe('onTime');
    at(WED);
  });

  it('checks the place on the server: location required, distance from the nearest place', async () => {
    const placed = await rule({ name: '图书馆打卡', windows: [{ name: '全天', start: '00:00', end: '23:59' }], places: [LIBRARY, { name: '体育馆', lat: 39.95, lng: 116.3, radius: 100 }] });
    expect(field(await punch(student, { ruleId: placed, window: 0 }))).toBe('lat');
    const far = await punch(student, { ruleId: placed, window: 0, lat: 39.9224, lng: 116.3975 });
    expect(far.e).toBe(E.OUT_OF_RANGE);
    expect(far.d).toMatchObject({ field: 'lat', place: '图书馆', radius: 200 });
    const near = await punch(student, { ruleId: placed, window: 0, lat: 39.9095, lng: 116.3975 });
    expect(near.d).toMatchObject({ status: 'onTime', place: '图书馆' });
    expect(near.d.distance).toBeGreaterThan(80);
    expect(near.d.distance).toBeLessThan(100);
  });

  it('gives managers each day’s figures per window and an xlsx of the days', async () => {
    const sr = await manager.get<ClockStats>('/api/clock/stats', { ruleId: id, date: '2026-11-25' });
    const s = sr.d;
    expect(s.expected).toBeGreaterThanOrEqual(2);
    expect(s.windows.map((w) => [w.name, w.onTime, w.late])).toEqual([['早打卡', 0, 0], ['上午', 1, 1], ['晚打卡', 0, 0]]);
    expect(s.windows[0]!.missed).toBe(s.expected);
    expect(s.windows[2]!.pending).toBe(s.expected);
    const me = s.people.find((p) => p.name === '张三')!;
    expect(me.windows.map((w) => w.state)).toEqual(['missed', 'late', 'pending']);
    const res = await manager.raw({ method: 'GET', url: `/api/clock/export?ruleId=${id}&from=2026-11-25&to=2026-11-25` });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(['日期', '姓名', '学工号', '时段', '状态', '打卡时间', '地点', '距离（米）']);
    expect(rows.find((r) => r[1] === '张三' && r[3] === '上午')?.slice(4, 6)).toEqual(['迟到', '10:30']);
    expect(field(await manager.get('/api/clock/export', { ruleId: id, from: '2026-01-01', to: '2026-12-31' }))).toBe('to');
  });

  it('keeps sites apart', async () => {
    const pku = await loginAs(t.app, 'student', { 'x-site': 'pku' });
    expect((await pku.get<ClockToday>('/api/clock/today')).d.rules).toEqual([]);
    expect((await punch(pku, { ruleId: id, window: 1 })).e).toBe(E.NOT_FOUND);
  });

  it('reads the month: rest before the rule, on time or late, missed, future', async () => {
    at(WED + 2 * 24 * HOUR); // Friday 10:30: sessions from Wednesday have idled out
    const friday = await loginAs(t.app, 'student');
    const r = await friday.get<{ days: { date: string; state: string }[] }>('/api/clock/calendar', { month: '2026-11' });
    const cal = r.d.days;
    const day = (d: string) => cal.find((x) => x.date === d)?.state;
    expect(cal).toHaveLength(30);
    expect(day('2026-11-24')).toBe('rest');
    expect(day('2026-11-25')).toBe('missed'); // the morning window was never clocked
    expect(day('2026-11-26')).toBe('missed');
    expect(day('2026-11-28')).toBe('future');
    expect(field(await friday.get('/api/clock/calendar', { month: '2026-13' }))).toBe('month');
    at(WED);
  });
});
