/**
 * Travel registration through HTTP: a student registers (each bad field named), cancels only a
 * trip not yet started and reports the return of one under way; the status follows the dates
 * (away, overdue) when read; counselors see their own department only, with counts and export.
 */
import { E, type TravelTrip } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localOf } from '../src/platform/time.js';
import { now } from '../src/platform/util.js';
import { readXlsx } from './admin-fixtures.js';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
let student: Client;
let student2: Client;
let counselor: Client;
let manager: Client;
const today = localOf(now(), 'Asia/Shanghai').date;
const field = (r: { d: unknown }) => (r.d as { field?: string } | null)?.field;
const body = (o: Record<string, unknown> = {}) => ({
  destination: '杭州市西湖区文三路',
  region: '浙江省杭州市',
  departDate: addDays(today, 3),
  returnDate: addDays(today, 5),
  transport: 'train',
  reason: '回家探亲',
  contactName: '张父',
  contactPhone: '138 0013 8000',
  ...o,
});
type Dept = { today: string; counts: { away: number; overdue: number; registered: number }; list: TravelTrip[]; total: number };

/** Moves a trip's dates (the clock cannot be: what a trip looks like days later). */
const shift = (id: string, depart: number, back: number) =>
  t.app.platform.db.updateTable('travel_trips').set({ depart_date: addDays(today, depart), return_date: addDays(today, back) }).where('id', '=', id).execute();

beforeAll(async () => {
  t = await createTestApp();
  student = await loginAs(t.app, 'student');
  student2 = await loginAs(t.app, 'student2');
  counselor = await loginAs(t.app, 'counselor');
  manager = await loginAs(t.app, 'manager');
});
afterAll(() => t.close());

describe('registering', () => {
  it('names the bad field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ destination: '' }, 'destination'],
      [{ region: undefined }, 'region'],
      [{ departDate: '2030-02-30' }, 'departDate'],
      [{ departDate: addDays(today, -1) }, 'departDate'],
      [{ returnDate: addDays(today, 2) }, 'returnDate'],
      [{ returnDate: addDays(today, 200) }, 'returnDate'],
      [{ transport: 'rocket' }, 'transport'],
      [{ contactPhone: 'call me' }, 'contactPhone'],
      [{ contactName: '  ' }, 'contactName'],
    ];
    for (const [o, f] of cases) expect(field(await student.post('/api/travel/register', body(o))), f).toBe(f);
    expect((await new Client(t.app).post('/api/travel/register', body())).e).toBe(E.NOT_LOGGED_IN);
  });

  it('registers, lists mine, cancels a future trip, and not someone else’s', async () => {
    const r = await student.post<TravelTrip>('/api/travel/register', body());
    expect(r.e).toBe(E.OK);
    expect(r.d).toMatchObject({ status: 'registered', cancellable: true, returnable: false, department: '计算机学院', name: '张三' });
    const mine = (await student.get<{ list: TravelTrip[] }>('/api/travel/mine')).d.list;
    expect(mine.map((x) => x.id)).toContain(r.d.id);
    expect((await student2.get<{ list: TravelTrip[] }>('/api/travel/mine')).d.list.map((x) => x.id)).not.toContain(r.d.id);
    expect((await student2.post('/api/travel/cancel', { id: r.d.id })).e).toBe(E.NOT_FOUND);
    expect((await student.post('/api/travel/report-return', { id: r.d.id })).e).toBe(E.WRONG_STATE);
    const c = await student.post<TravelTrip>('/api/travel/cancel', { id: r.d.id });
    expect(c.d.status).toBe('cancelled');
    expect((await student.post('/api/travel/cancel', { id: r.d.id })).e).toBe(E.WRONG_STATE);
  });

  it('is away from the departure day, overdue after the return date, and returned when reported', async () => {
    const today0 = await student.post<TravelTrip>('/api/travel/register', body({ departDate: today, returnDate: addDays(today, 1) }));
    expect(today0.d).toMatchObject({ status: 'away', cancellable: false, returnable: true });
    expect((await student.post('/api/travel/cancel', { id: today0.d.id })).e).toBe(E.WRONG_STATE);
    await shift(today0.d.id, -4, -1);
    const late = (await student.get<{ list: TravelTrip[] }>('/api/travel/mine')).d.list.find((x) => x.id === today0.d.id)!;
    expect(late.status).toBe('overdue');
    const back = await student.post<TravelTrip>('/api/travel/report-return', { id: today0.d.id });
    expect(back.d.status).toBe('returned');
    expect(back.d.returnedAt).toBeGreaterThan(0);
  });
});

describe('the counselor’s view', () => {
  it('shows the department’s trips with today’s counts, never another department’s', async () => {
    const away = (await student.post<TravelTrip>('/api/travel/register', body({ departDate: today, returnDate: addDays(today, 2) }))).d;
    const over = (await student.post<TravelTrip>('/api/travel/register', body({ destination: '天津', departDate: today, returnDate: addDays(today, 1) }))).d;
    await shift(over.id, -3, -1);
    const other = (await student2.post<TravelTrip>('/api/travel/register', body({ destination: '数学系的旅行' }))).d;

    expect((await student.get('/api/travel/department')).e).toBe(E.FORBIDDEN);
    const d = (await counselor.get<Dept>('/api/travel/department')).d;
    expect(d.list.every((x) => x.department === '计算机学院')).toBe(true);
    expect(d.list.map((x) => x.id)).not.toContain(other.id);
    expect(d.counts).toMatchObject({ away: 1, overdue: 1 });
    const awayToday = (await counselor.get<Dept>('/api/travel/department', { awayOn: today })).d.list.map((x) => x.id);
    expect(awayToday.sort()).toEqual([away.id, over.id].sort());
    expect((await counselor.get<Dept>('/api/travel/department', { status: 'overdue' })).d.list.map((x) => x.id)).toEqual([over.id]);
    // Asking for another department is refused; travel.all (the manager) may.
    const depts = (await manager.get<{ all: boolean; list: { id: string; name: string }[] }>('/api/travel/departments')).d;
    expect(depts.all).toBe(true);
    const math = depts.list.find((x) => x.name === '数学学院')!.id;
    const refused = await counselor.get('/api/travel/department', { departmentId: math });
    expect([refused.e, field(refused)]).toEqual([E.FORBIDDEN, 'departmentId']);
    expect((await manager.get<Dept>('/api/travel/department', { departmentId: math })).d.list.map((x) => x.id)).toEqual([other.id]);
    expect(field(await counselor.get('/api/travel/department', { status: 'lost' }))).toBe('status');
  });

  it('exports what the filter shows', async () => {
    const res = await counselor.raw({ method: 'GET', url: '/api/travel/export?status=overdue' });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(expect.arrayContaining(['姓名', '目的地', '状态']));
    expect(rows.slice(1).map((r) => r.includes('逾期未归'))).toEqual([true]);
  });
});
