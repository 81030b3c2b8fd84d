/**
 * Canteens through HTTP: reading needs a login, publishing canteen.manage; a booking takes a
 * place of the quota before the cut-off and gives it back when cancelled; a pick-up code is
 * written off once, by staff of that canteen; menus import from xlsx whole or not at all.
 */
import { E, type MealBooking, type MealMenu } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOf } from '../src/platform/time.js';
import { now } from '../src/platform/util.js';
import { upload, xlsxOf } from './admin-fixtures.js';
import { createCanteen, createMenu } from './canteen-fixtures.js';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
let manager: Client;
let student: Client;
let student2: Client;
let checker: Client;
const field = (r: { d: unknown }) => (r.d as { field?: string } | null)?.field;
const menuOf = async (id: string, canteenId: string, date = '2030-01-01') =>
  (await student.get<{ list: MealMenu[] }>('/api/canteen/menus', { canteenId, date })).d.list.find((m) => m.id === id)!;

beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager');
  student = await loginAs(t.app, 'student');
  student2 = await loginAs(t.app, 'student2');
  checker = await loginAs(t.app, 'checker');
});
afterAll(() => t.close());

describe('publishing', () => {
  it('needs a login to read and canteen.manage to publish', async () => {
    expect((await new Client(t.app).get('/api/canteen/list')).e).toBe(E.NOT_LOGGED_IN);
    expect((await student.get('/api/canteen/list')).e).toBe(E.OK);
    expect((await student.post('/api/canteen/admin/save-canteen', { name: '偷建食堂' })).e).toBe(E.FORBIDDEN);
    expect((await student.get('/api/canteen/admin/bookings')).e).toBe(E.FORBIDDEN);
    expect((await student.post('/api/canteen/write-off', { canteenId: 'x', code: '123456' })).e).toBe(E.FORBIDDEN);
  });

  it('names the bad field', async () => {
    const c = await createCanteen(manager);
    expect(field(await manager.post('/api/canteen/admin/save-canteen', { name: '' }))).toBe('name');
    expect(field(await manager.post('/api/canteen/admin/save-canteen', { name: 'A', hours: [{ meal: 'lunch', open: '13:00', close: '11:00' }] }))).toBe('hours');
    expect(field(await manager.post('/api/canteen/admin/save-canteen', { name: 'A', staff: ['manager', 'ghost'] }))).toBe('staff.1');
    expect(field(await manager.post('/api/canteen/admin/save-menu', { canteenId: c, date: '2030-02-30', meal: 'lunch', dishes: [] }))).toBe('date');
    expect(field(await manager.post('/api/canteen/admin/save-menu', { canteenId: c, date: '2030-01-02', meal: 'supper', dishes: [] }))).toBe('meal');
    expect(field(await manager.post('/api/canteen/admin/save-menu', { canteenId: c, date: '2030-01-02', meal: 'lunch', dishes: [{ name: '面', price: 'cheap' }] }))).toBe('dishes.0.price');
    expect(field(await manager.post('/api/canteen/admin/save-menu', { canteenId: c, date: '2030-01-02', meal: 'lunch', dishes: [], bookable: true, quota: 5 }))).toBe('cutoffAt');
    expect(field(await manager.post('/api/canteen/book', {}))).toBe('menuId');
  });

  it('shows the day’s menus with dishes and prices in cents', async () => {
    const c = await createCanteen(manager);
    const id = await createMenu(manager, c);
    const m = await menuOf(id, c);
    expect(m.dishes.map((d) => [d.name, d.price])).toEqual([['宫保鸡丁', 1250], ['米饭', 50]]);
    expect(m).toMatchObject({ bookable: true, quota: 10, booked: 0, remaining: 10, price: 1500 });
  });
});

describe('booking', () => {
  it('books, refuses a second booking, cancels before the cut-off and books again', async () => {
    const c = await createCanteen(manager);
    const id = await createMenu(manager, c, { quota: 2 });
    const b = await student.post<MealBooking>('/api/canteen/book', { menuId: id });
    expect(b.e).toBe(E.OK);
    expect(b.d).toMatchObject({ status: 'booked', cancellable: true, meal: 'lunch' });
    expect(b.d.code).toMatch(/^\d{6}$/);
    expect((await student.post('/api/canteen/book', { menuId: id })).e).toBe(E.ALREADY_DONE);
    expect((await menuOf(id, c)).remaining).toBe(1);
    // Someone else's booking is not theirs to cancel.
    expect((await student2.post('/api/canteen/cancel', { id: b.d.id })).e).toBe(E.NOT_FOUND);
    expect((await student.post('/api/canteen/cancel', { id: b.d.id })).e).toBe(E.OK);
    expect((await menuOf(id, c)).remaining).toBe(2);
    expect((await student.post('/api/canteen/cancel', { id: b.d.id })).e).toBe(E.WRONG_STATE);
    const again = await student.post<MealBooking>('/api/canteen/book', { menuId: id });
    expect(again.d).toMatchObject({ id: b.d.id, status: 'booked' });
    const mine = (await student.get<{ list: MealBooking[] }>('/api/canteen/mine')).d.list;
    expect(mine.find((x) => x.id === b.d.id)?.status).toBe('booked');
  });

  it('refuses a full meal, a closed one and one that is not bookable', async () => {
    const c = await createCanteen(manager);
    const full = await createMenu(manager, c, { quota: 1 });
    expect((await student.post('/api/canteen/book', { menuId: full })).e).toBe(E.OK);
    expect((await student2.post('/api/canteen/book', { menuId: full })).e).toBe(E.SOLD_OUT);
    const closed = await createMenu(manager, c, { meal: 'dinner', cutoffAt: now() + 3600 });
    // The admin moves the cut-off into the past: booking and cancelling close.
    const b = await student.post<MealBooking>('/api/canteen/book', { menuId: closed });
    await createMenu(manager, c, { meal: 'dinner', cutoffAt: now() - 1 });
    expect((await student2.post('/api/canteen/book', { menuId: closed })).e).toBe(E.ENDED);
    expect((await student.post('/api/canteen/cancel', { id: b.d.id })).e).toBe(E.ENDED);
    // A canteen that closes takes no more bookings.
    const shut = await createCanteen(manager);
    const shutMenu = await createMenu(manager, shut);
    await manager.post('/api/canteen/admin/save-canteen', { id: shut, name: '停业食堂', active: 'false' });
    expect((await student.post('/api/canteen/book', { menuId: shutMenu })).e).toBe(E.NOT_ELIGIBLE);
    const plain = await createMenu(manager, c, { meal: 'breakfast', bookable: false });
    expect((await student.post('/api/canteen/book', { menuId: plain })).e).toBe(E.NOT_ELIGIBLE);
    // The quota cannot drop below what is booked, nor a booked meal stop being bookable.
    expect(field(await manager.post('/api/canteen/admin/save-menu', { canteenId: c, date: '2030-01-01', meal: 'lunch', dishes: [], bookable: true, quota: 0, cutoffAt: now() + 60 }))).toBe('quota');
    expect(field(await manager.post('/api/canteen/admin/save-menu', { canteenId: c, date: '2030-01-01', meal: 'lunch', dishes: [] }))).toBe('bookable');
    expect((await manager.post('/api/canteen/admin/delete-menu', { id: full })).e).toBe(E.CONFLICT);
    expect((await manager.post('/api/canteen/admin/delete-menu', { id: plain })).e).toBe(E.OK);
  });
});

describe('picking up', () => {
  it('lets the canteen’s staff write a code off once, today, at that canteen only', async () => {
    const today = localOf(now(), 'Asia/Shanghai').date;
    const mine = await createCanteen(manager, { staff: 'checker' });
    const other = await createCanteen(manager);
    // checker needs the permission too: give it through a role of their own.
    const admin = await loginAs(t.app, 'admin');
    const role = await admin.post<{ id: string }>('/api/admin/roles/create', { code: 'canteenDesk', name: '窗口', auth: JSON.stringify({ canteen: { module: ['writeOff'] } }) });
    expect(role.e).toBe(E.OK);
    const users = await admin.get<{ list: { id: string; username: string }[] }>('/api/admin/users/list', { keyword: 'checker' });
    const checkerId = users.d.list.find((u) => u.username === 'checker')!.id;
    const roles = (await admin.get<{ list: { id: string; code: string }[] }>('/api/admin/roles/list')).d.list;
    const checkerRole = roles.find((x) => x.code === 'checker')!.id;
    expect((await admin.post('/api/admin/users/set-roles', { id: checkerId, roleIds: [checkerRole, role.d.id] })).e).toBe(E.OK);
    checker = await loginAs(t.app, 'checker');

    const menu = await createMenu(manager, mine, { date: today });
    const b = (await student.post<MealBooking>('/api/canteen/book', { menuId: menu })).d;
    expect((await checker.get<{ list: { id: string }[] }>('/api/canteen/my-canteens')).d.list.map((c) => c.id)).toEqual([mine]);
    expect((await checker.post('/api/canteen/write-off', { canteenId: other, code: b.code })).e).toBe(E.FORBIDDEN);
    expect(field(await checker.post('/api/canteen/write-off', { canteenId: mine, code: '12ab' }))).toBe('code');
    const done = await checker.post<MealBooking>('/api/canteen/write-off', { canteenId: mine, code: b.code });
    expect(done.d).toMatchObject({ status: 'taken', userName: '张三' });
    expect((await checker.post('/api/canteen/write-off', { canteenId: mine, code: b.code })).e).toBe(E.ALREADY_DONE);
    expect((await student.post('/api/canteen/cancel', { id: b.id })).e).toBe(E.WRONG_STATE);
    // The pick-up counts towards the canteen's crowding.
    const list = (await student.get<{ list: { id: string; crowd: { recent: number } }[] }>('/api/canteen/list')).d.list;
    expect(list.find((c) => c.id === mine)?.crowd.recent).toBe(1);
  });
});

describe('menu import', () => {
  it('takes a file whole or not at all, naming each bad cell', async () => {
    const c = await createCanteen(manager, { name: '导入食堂' });
    const bad = await xlsxOf([
      ['食堂', '日期', '餐次', '菜品', '类别', '价格'],
      ['导入食堂', '2030-03-01', '午餐', '红烧肉', '荤菜', '14'],
      ['没有的食堂', '2030-03-01', 'lunch', '青菜', '素菜', '5'],
      ['导入食堂', '2030-03-01', '夜宵', '', '', 'abc'],
    ]);
    const r1 = await upload(manager, '/api/canteen/admin/import-menus', bad, 'menus.xlsx');
    const errs = (r1.d as { ok: boolean; errors: { row: number; field: string }[] }).errors.map((e) => `${e.row}:${e.field}`);
    expect(errs).toEqual(['3:canteen', '4:meal', '4:dish', '4:price']);
    expect((await student.get<{ list: MealMenu[] }>('/api/canteen/menus', { canteenId: c, date: '2030-03-01' })).d.list).toEqual([]);
    const good = await xlsxOf([
      ['canteen', 'date', 'meal', 'dish', 'category', 'price'],
      ['导入食堂', '2030-03-01', '午餐', '红烧肉', '荤菜', '14'],
      ['导入食堂', '2030-03-01', 'lunch', '青菜', '素菜', '5'],
      ['导入食堂', '2030-03-02', '早餐', '豆浆', '饮品', '1.5'],
    ]);
    const r2 = await upload(manager, '/api/canteen/admin/import-menus', good, 'menus.xlsx');
    expect(r2.d).toEqual({ ok: true, menus: 2, dishes: 3 });
    const lunch = (await student.get<{ list: MealMenu[] }>('/api/canteen/menus', { canteenId: c, date: '2030-03-01' })).d.list;
    expect(lunch[0]!.dishes.map((d) => [d.name, d.price])).toEqual([['红烧肉', 1400], ['青菜', 500]]);
  });
});
