/**
 * Shuttle bus through HTTP: editing needs shuttleBus.manage; the next departures from a stop are
 * right across midnight, weekends, holidays and date ranges, in the site's timezone; a timetable
 * import takes a file whole or not at all; bad input names its field; sites never mix.
 */
import { E, type Departure } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantOf } from '../src/platform/time.js';
import { upload, xlsxOf } from './admin-fixtures.js';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
let manager: Client;
let student: Client;
const stops: Record<string, string> = {};
let route: string;
let weekday: string;

const TZ = 'Asia/Shanghai';
const field = (r: { d: unknown }) => (r.d as { field?: string } | null)?.field;
const save = async (url: string, body: Record<string, unknown>) => {
  const r = await manager.post<{ id: string }>(`/api/shuttleBus/${url}`, body);
  if (r.e !== E.OK) throw new Error(`${url}: ${r.e} ${r.m}`);
  return r.d.id;
};
/** Departures from a stop at a local date and time of the site. */
const next = async (stop: string, date: string, hhmm: string, c = student) => {
  const r = await c.get<{ list: Departure[]; timezone: string }>('/api/shuttleBus/next', { stopId: stops[stop]!, at: String(instantOf(date, hhmm, TZ)) });
  if (r.e !== E.OK) throw new Error(`next: ${r.e} ${r.m}`);
  return r.d.list.map((d) => `${d.date} ${d.time}`);
};

beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager');
  student = await loginAs(t.app, 'student');
  for (const name of ['东门', '图书馆', '西门']) stops[name] = await save('save-stop', { name });
  route = await save('save-route', { name: '1 号线', color: '#ff0000', stopIds: [stops['东门'], stops['图书馆'], stops['西门']] });
  // 2026-11-25 is a Wednesday; 2026-11-28 a Saturday.
  weekday = await save('save-timetable', {
    routeId: route,
    name: '工作日',
    days: ['weekday'],
    validFrom: '2026-11-01',
    validTo: '2026-12-31',
    trips: JSON.stringify([
      ['07:30', '07:40', '07:50'],
      ['12:00', null, '12:20'],
      ['23:50', '00:05', '00:15'],
    ]),
  });
  await save('save-timetable', { routeId: route, name: '周末', days: ['weekend', 'holiday'], trips: [['09:00', '09:10', '09:20']] });
});
afterAll(() => t.close());

describe('next departures', () => {
  it('lists the next trips of the day from a stop', async () => {
    expect(await next('东门', '2026-11-25', '07:00')).toEqual(['2026-11-25 07:30', '2026-11-25 12:00', '2026-11-25 23:50']);
    expect(await next('东门', '2026-11-25', '07:30')).toEqual(['2026-11-25 07:30', '2026-11-25 12:00', '2026-11-25 23:50']);
    // The 12:00 trip does not stop at 图书馆; the last stop is an arrival, not a departure.
    expect(await next('图书馆', '2026-11-25', '07:41')).toEqual(['2026-11-26 00:05', '2026-11-26 07:40', '2026-11-27 00:05']);
    expect(await next('西门', '2026-11-25', '07:00')).toEqual([]);
  });

  it('crosses midnight, into the weekend timetable', async () => {
    // Friday night: the late trip, then Saturday's service.
    expect(await next('东门', '2026-11-27', '23:00')).toEqual(['2026-11-27 23:50', '2026-11-28 09:00', '2026-11-29 09:00']);
    // Just after midnight on Saturday: Friday's late trip still reaches 图书馆 at 00:05.
    expect(await next('图书馆', '2026-11-28', '00:01')).toEqual(['2026-11-28 00:05', '2026-11-28 09:10', '2026-11-29 09:10']);
  });

  it('keeps to the date range and the site’s holidays', async () => {
    // After 2026-12-31 only the weekend timetable runs.
    expect(await next('东门', '2026-12-31', '13:00')).toEqual(['2026-12-31 23:50', '2027-01-02 09:00', '2027-01-03 09:00']);
    expect(await next('东门', '2026-10-30', '13:00')).toEqual(['2026-10-31 09:00', '2026-11-01 09:00', '2026-11-02 07:30']);
    expect((await manager.post('/api/shuttleBus/save-holidays', { dates: ['2026-11-26'] })).e).toBe(E.OK);
    expect(await next('东门', '2026-11-25', '23:55')).toEqual(['2026-11-26 09:00', '2026-11-27 07:30', '2026-11-27 12:00']);
    expect((await manager.get<{ dates: string[] }>('/api/shuttleBus/holidays')).d.dates).toEqual(['2026-11-26']);
    await manager.post('/api/shuttleBus/save-holidays', { dates: [] });
  });

  it('counts in the site’s timezone', async () => {
    // 16:00 UTC on Wednesday is 00:00 on Thursday in Shanghai.
    const r = await student.get<{ list: Departure[]; timezone: string }>('/api/shuttleBus/next', { stopId: stops['东门']!, at: String(Date.UTC(2026, 10, 25, 16, 0) / 1000) });
    expect(r.d.timezone).toBe(TZ);
    expect(r.d.list[0]).toMatchObject({ date: '2026-11-26', time: '07:30', towards: '西门', routeName: '1 号线', color: '#ff0000' });
    const db = t.app.platform.db;
    const { variants } = await db.selectFrom('sites').select('variants').where('id', '=', 'demo').executeTakeFirstOrThrow();
    await db.updateTable('sites').set({ variants: JSON.stringify({ ...JSON.parse(variants), message: { timezone: 'Europe/London' } }) }).where('id', '=', 'demo').execute();
    t.app.platform.sites.invalidate();
    try {
      const london = await student.get<{ list: Departure[]; timezone: string }>('/api/shuttleBus/next', { stopId: stops['东门']!, at: String(Date.UTC(2026, 10, 25, 16, 0) / 1000) });
      expect(london.d.timezone).toBe('Europe/London');
      expect(london.d.list[0]).toMatchObject({ date: '2026-11-25', time: '23:50' });
    } finally {
      await db.updateTable('sites').set({ variants }).where('id', '=', 'demo').execute();
      t.app.platform.sites.invalidate();
    }
  });

  it('shows a route with its stops and timetables', async () => {
    const r = await student.get<{ stops: { name: string }[]; timetables: { name: string; trips: unknown[] }[] }>('/api/shuttleBus/route', { id: route });
    expect(r.d.stops.map((s) => s.name)).toEqual(['东门', '图书馆', '西门']);
    expect(r.d.timetables.map((x) => [x.name, x.trips.length])).toEqual([
      ['工作日', 3],
      ['周末', 1],
    ]);
  });
});

describe('editing', () => {
  it('is for managers, and bad input names its field', async () => {
    expect((await new Client(t.app).get('/api/shuttleBus/stops')).e).toBe(E.NOT_LOGGED_IN);
    expect((await student.post('/api/shuttleBus/save-stop', { name: '北门' })).e).toBe(E.FORBIDDEN);
    expect((await student.get('/api/shuttleBus/holidays')).e).toBe(E.FORBIDDEN);
    const base = { routeId: route, name: 'x', days: ['weekday'] };
    expect(field(await manager.post('/api/shuttleBus/save-timetable', { ...base, trips: [['07:00', '07:10']] }))).toBe('trips');
    expect(field(await manager.post('/api/shuttleBus/save-timetable', { ...base, trips: [['25:00', '07:10', '07:20']] }))).toMatch(/^trips/);
    const backwards = await manager.post('/api/shuttleBus/save-timetable', { ...base, trips: [['07:50', '07:40', '08:00']] });
    expect(field(backwards)).toBe('trips');
    expect(backwards.m).toContain('trip 1: times must increase');
    expect(field(await manager.post('/api/shuttleBus/save-timetable', { ...base, days: [] }))).toBe('days');
    expect(field(await manager.post('/api/shuttleBus/save-timetable', { ...base, days: ['monday'] }))).toMatch(/^days/);
    expect(field(await manager.post('/api/shuttleBus/save-timetable', { ...base, validFrom: '2026-12-01', validTo: '2026-11-01' }))).toBe('validTo');
    expect(field(await manager.post('/api/shuttleBus/save-timetable', { ...base, validFrom: '2026-02-30' }))).toBe('validFrom');
    expect(field(await manager.post('/api/shuttleBus/save-timetable', { ...base, routeId: 'nope' }))).toBe('routeId');
    expect(field(await manager.post('/api/shuttleBus/save-route', { name: 'r', stopIds: [stops['东门']] }))).toBe('stopIds');
    expect(field(await manager.post('/api/shuttleBus/save-route', { name: 'r', color: 'red', stopIds: [stops['东门'], stops['西门']] }))).toBe('color');
    expect(field(await student.get('/api/shuttleBus/next', { stopId: 'nope' }))).toBe('stopId');
  });

  it('keeps a route’s stops while it has timetables, and a used stop', async () => {
    const r = await manager.post('/api/shuttleBus/save-route', { id: route, name: '1 号线', stopIds: [stops['东门'], stops['西门']] });
    expect(r.e).toBe(E.CONFLICT);
    expect(field(r)).toBe('stopIds');
    expect((await manager.post('/api/shuttleBus/save-route', { id: route, name: '一号线', color: '#ff0000', stopIds: [stops['东门'], stops['图书馆'], stops['西门']] })).e).toBe(E.OK);
    expect((await manager.post('/api/shuttleBus/delete-stop', { id: stops['西门'] })).e).toBe(E.CONFLICT);
  });

  it('keeps sites apart', async () => {
    const pku = await loginAs(t.app, 'student', { 'x-site': 'pku' });
    expect((await pku.get<{ list: unknown[] }>('/api/shuttleBus/stops')).d.list).toEqual([]);
    expect((await pku.get('/api/shuttleBus/next', { stopId: stops['东门']! })).e).toBe(E.NOT_FOUND);
    expect((await pku.get('/api/shuttleBus/route', { id: route })).e).toBe(E.NOT_FOUND);
  });
});

describe('timetable import', () => {
  const url = () => `/api/shuttleBus/import-timetable?timetableId=${weekday}`;
  const trips = async () => (await student.get<{ timetables: { id: string; trips: unknown[][] }[] }>('/api/shuttleBus/route', { id: route })).d.timetables.find((x) => x.id === weekday)!.trips;

  it('refuses a file with a bad row, naming the row and the stop, and changes nothing', async () => {
    const before = await trips();
    const file = await xlsxOf([
      ['车次', '东门', '图书馆', '西门'],
      ['1', '06:30', '06:40', '06:50'],
      ['2', '07:00', '7点', '07:20'],
      ['3', '08:00', '-', '-'],
    ]);
    const r = await upload(manager, url(), file, 'tt.xlsx');
    expect(r.d).toEqual({
      ok: false,
      errors: [
        // With each reason's key, so the console says it in the manager's language.
        { row: 3, field: '图书馆', message: 'not a time (HH:MM)', key: 'reason.notTime' },
        { row: 4, field: '东门', message: 'calls at fewer than two stops', key: 'reason.fewerThanTwoStops' },
      ],
    });
    expect(await trips()).toEqual(before);
    const badHeader = (await upload(manager, url(), await xlsxOf([['东门', '西门', '图书馆']]), 'tt.xlsx')).d as { errors: { row: number; field: string }[] };
    expect(badHeader.errors[0]).toMatchObject({ row: 1, field: '图书馆' });
  });

  it('replaces the trips with a good file', async () => {
    const file = await xlsxOf([
      ['东门', '图书馆', '西门'],
      ['8:00', '08:10', '08:20'],
      ['06:30', '—', '06:50'],
    ]);
    expect((await upload(manager, url(), file, 'tt.xlsx')).d).toEqual({ ok: true, trips: 2 });
    expect(await trips()).toEqual([
      ['06:30', null, '06:50'],
      ['08:00', '08:10', '08:20'],
    ]);
    expect(field(await upload(manager, '/api/shuttleBus/import-timetable', file, 'tt.xlsx'))).toBe('timetableId');
    expect((await upload(student, url(), file, 'tt.xlsx')).e).toBe(E.FORBIDDEN);
  });
});
