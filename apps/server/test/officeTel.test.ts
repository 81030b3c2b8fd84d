/**
 * Phone book through HTTP: reading needs login, editing needs officeTel.manage; search by name,
 * number (digits alone too) and unit; frequent and recent per user; the xlsx import checks every
 * row first and takes a file whole or not at all; sites never mix.
 */
import { E, type TelEntry, type TelUnit } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planBook } from '../src/modules/officeTel/xlsx.js';
import { readXlsx, upload, xlsxOf } from './admin-fixtures.js';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
let manager: Client;
let student: Client;
let student2: Client;
beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager');
  student = await loginAs(t.app, 'student');
  student2 = await loginAs(t.app, 'student2');
});
afterAll(() => t.close());

const field = (r: { d: unknown }) => (r.d as { field?: string } | null)?.field;
const save = async (url: string, body: Record<string, unknown>) => {
  const r = await manager.post<{ id: string }>(`/api/officeTel/${url}`, body);
  if (r.e !== E.OK) throw new Error(`${url}: ${r.e} ${r.m}`);
  return r.d.id;
};
const entries = async (c: Client, q: Record<string, string>) => (await c.get<{ list: TelEntry[]; truncated: boolean }>('/api/officeTel/entries', q)).d.list;
const HEADER = ['单位', '科室', '名称', '电话', '地点', '备注', '排序', '紧急'];

describe('editing', () => {
  it('needs a login to read and officeTel.manage to edit', async () => {
    expect((await new Client(t.app).get('/api/officeTel/units')).e).toBe(E.NOT_LOGGED_IN);
    expect((await student.get('/api/officeTel/units')).e).toBe(E.OK);
    expect((await student.post('/api/officeTel/save-unit', { name: '学生处' })).e).toBe(E.FORBIDDEN);
    expect((await student.get('/api/officeTel/admin/entries')).e).toBe(E.FORBIDDEN);
    expect((await student.get('/api/officeTel/export')).e).toBe(E.FORBIDDEN);
  });

  it('names the bad field', async () => {
    const unit = await save('save-unit', { name: '图书馆' });
    const office = await save('save-unit', { name: '流通部', parentId: unit });
    expect(field(await manager.post('/api/officeTel/save-unit', { name: '' }))).toBe('name');
    expect(field(await manager.post('/api/officeTel/save-unit', { name: '三级', parentId: office }))).toBe('parentId');
    expect(field(await manager.post('/api/officeTel/save-entry', { unitId: unit, name: '总台', phones: 'abc' }))).toBe('phones.0');
    expect(field(await manager.post('/api/officeTel/save-entry', { unitId: unit, name: '总台', phones: '' }))).toBe('phones');
    expect(field(await manager.post('/api/officeTel/save-entry', { unitId: 'nope', name: '总台', phones: '123456' }))).toBe('unitId');
    expect(field(await manager.post('/api/officeTel/save-entry', { unitId: unit, phones: '123456' }))).toBe('name');
  });

  it('keeps a unit with entries or offices from being deleted', async () => {
    const unit = await save('save-unit', { name: '财务处' });
    const office = await save('save-unit', { name: '收费科', parentId: unit });
    const e = await save('save-entry', { unitId: office, name: '学费咨询', phones: '010-1234 5678' });
    expect((await manager.post('/api/officeTel/delete-unit', { id: unit })).e).toBe(E.CONFLICT);
    expect((await manager.post('/api/officeTel/delete-unit', { id: office })).e).toBe(E.CONFLICT);
    expect((await manager.post('/api/officeTel/delete-entry', { id: e })).e).toBe(E.OK);
    expect((await manager.post('/api/officeTel/delete-unit', { id: office })).e).toBe(E.OK);
    expect((await manager.post('/api/officeTel/delete-unit', { id: unit })).e).toBe(E.OK);
  });
});

describe('reading', () => {
  let unit: string;
  let police: string;
  beforeAll(async () => {
    unit = await save('save-unit', { name: '保卫处', sort: 1 });
    const office = await save('save-unit', { name: '户籍科', parentId: unit });
    police = await save('save-entry', { unitId: unit, name: '校园报警', phones: '010-6275 1110, 110', location: '保卫处一楼' });
    await save('save-entry', { unitId: office, name: '户口迁移', phones: '010-6275 1188', location: '行政楼 105' });
    const sos = await save('save-unit', { name: '紧急电话', emergency: true });
    await save('save-entry', { unitId: sos, name: '医务室', phones: '010-6275 1120' });
  });

  it('lists a unit with its offices, and the emergency numbers apart', async () => {
    const list = await entries(student, { unitId: unit });
    expect(list.map((e) => e.name)).toEqual(['校园报警', '户口迁移']);
    expect(list[1]).toMatchObject({ unitName: '保卫处', officeName: '户籍科', phones: ['010-6275 1188'] });
    const sos = await entries(student, { emergency: 'true' });
    expect(sos.map((e) => e.name)).toEqual(['医务室']);
    expect(sos[0]!.emergency).toBe(true);
    const units = (await student.get<{ list: TelUnit[] }>('/api/officeTel/units')).d.list;
    expect(units.find((u) => u.id === unit)).toMatchObject({ parentId: null, entries: 1 });
  });

  it('finds by name, by number written any way, and by unit', async () => {
    expect((await entries(student, { keyword: '报警' })).map((e) => e.id)).toEqual([police]);
    expect((await entries(student, { keyword: '62751110' })).map((e) => e.id)).toEqual([police]);
    expect((await entries(student, { keyword: '6275 1110' })).map((e) => e.id)).toEqual([police]);
    expect((await entries(student, { keyword: '户籍' })).map((e) => e.name)).toEqual(['户口迁移']);
    expect((await entries(student, { keyword: '%' })).length).toBe(0);
    expect((await student.get('/api/officeTel/entries', { unitId: 'nope' })).e).toBe(E.NOT_FOUND);
  });

  it('keeps frequent and recent per user', async () => {
    const [a, b] = (await entries(student, { unitId: unit })).map((e) => e.id) as [string, string];
    await student.post('/api/officeTel/view', { id: a });
    await student.post('/api/officeTel/view', { id: a });
    await student.post('/api/officeTel/view', { id: b });
    const mine = (await student.get<{ frequent: TelEntry[]; recent: TelEntry[] }>('/api/officeTel/mine')).d;
    expect(mine.frequent.map((e) => e.id)).toEqual([a, b]);
    expect(mine.recent[0]!.id).toBeDefined();
    expect((await student2.get<{ frequent: TelEntry[] }>('/api/officeTel/mine')).d.frequent).toEqual([]);
    expect(field(await student.post('/api/officeTel/view', { id: 'nope' }))).toBe('id');
  });

  it('keeps sites apart', async () => {
    const pku = await loginAs(t.app, 'student', { 'x-site': 'pku' });
    expect((await pku.get<{ list: TelUnit[] }>('/api/officeTel/units')).d.list).toEqual([]);
    expect((await entries(pku, { keyword: '报警' })).length).toBe(0);
    expect((await pku.post('/api/officeTel/view', { id: police })).e).toBe(E.NOT_FOUND);
    const other = new Client(t.app, { 'x-site': 'pku' });
    other.cookie = manager.cookie;
    expect((await other.post('/api/officeTel/save-unit', { name: '越界' })).e).not.toBe(E.OK);
  });
});

describe('import and export', () => {
  it('checks every row: a bad row names its column and nothing is imported', async () => {
    const before = (await manager.get<{ total: number }>('/api/officeTel/admin/entries')).d.total;
    const file = await xlsxOf([HEADER, ['教务处', '', '教务办公室', '010-1111 2222', '', '', '', ''], ['教务处', '考试中心', '', 'abc', '', '', 'x', '也许'], ['', '', '某人', '123456', '', '', '', '']]);
    const r = await upload(manager, '/api/officeTel/import', file, 'book.xlsx');
    expect(r.e).toBe(E.OK);
    const d = r.d as { ok: boolean; errors: { row: number; field: string }[] };
    expect(d.ok).toBe(false);
    expect(d.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 3, field: 'name' }),
        expect.objectContaining({ row: 3, field: 'phones' }),
        expect.objectContaining({ row: 3, field: 'sort' }),
        expect.objectContaining({ row: 3, field: 'emergency' }),
        expect.objectContaining({ row: 4, field: 'unit' }),
      ]),
    );
    expect(d.errors.some((e) => e.row === 2)).toBe(false);
    expect((await manager.get<{ total: number }>('/api/officeTel/admin/entries')).d.total).toBe(before);
    expect(field(await upload(manager, '/api/officeTel/import', Buffer.from('unit,name\n'), 'book.csv'))).toBe('file');
    const noCols = (await upload(manager, '/api/officeTel/import', await xlsxOf([['单位', '名称']]), 'b.xlsx')).d as { errors: { field: string }[] };
    expect(noCols.errors.map((e) => e.field)).toEqual(['phones']);
  });

  it('replaces the whole book with a good file, keeping views of entries that stay', async () => {
    const [kept] = await entries(student, { keyword: '医务室' });
    await student.post('/api/officeTel/view', { id: kept!.id });
    const file = await xlsxOf([
      HEADER,
      ['紧急电话', '', '医务室', '010-6275 1120', '', '', '0', ''],
      ['紧急电话', '', '校园报警', '110；010-6275 1110', '保卫处', '24 小时', '1', '是'],
      ['教务处', '考试中心', '考务咨询', '010-6275 2021', '行政楼 208', '', '', ''],
    ]);
    const r = await upload(manager, '/api/officeTel/import', file, 'book.xlsx');
    expect(r.d).toEqual({ ok: true, units: 3, entries: 3 });
    expect((await manager.get<{ total: number }>('/api/officeTel/admin/entries')).d.total).toBe(3);
    expect((await entries(student, { keyword: '户口' })).length).toBe(0);
    const sos = await entries(student, { emergency: 'true' });
    expect(sos.map((e) => e.name)).toEqual(['医务室', '校园报警']);
    expect(sos[0]!.id).toBe(kept!.id);
    expect(sos[1]!.phones).toEqual(['110', '010-6275 1110']);
    const mine = (await student.get<{ recent: TelEntry[] }>('/api/officeTel/mine')).d.recent;
    expect(mine.map((e) => e.id)).toEqual([kept!.id]);

    const x = await manager.raw({ method: 'GET', url: '/api/officeTel/export' });
    expect(x.statusCode).toBe(200);
    const rows = await readXlsx(x.rawPayload);
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toContainEqual(['教务处', '考试中心', '考务咨询', '010-6275 2021', '行政楼 208', '', '0', '']);
    // The export imports back unchanged.
    expect((await upload(manager, '/api/officeTel/import', x.rawPayload, 'again.xlsx')).d).toEqual({ ok: true, units: 3, entries: 3 });
  });
});

it('takes two imports at once one after the other, never mixing them', async () => {
  const book = (unit: string, n: number) => xlsxOf([HEADER, ...Array.from({ length: n }, (_, i) => [unit, '', `号码${i}`, `010-5555 ${1000 + i}`, '', '', '', ''])]);
  const [a, b] = await Promise.all([upload(manager, '/api/officeTel/import', await book('甲', 30), 'a.xlsx'), upload(manager, '/api/officeTel/import', await book('乙', 40), 'b.xlsx')]);
  expect([a.d, b.d]).toEqual([
    { ok: true, units: 1, entries: 30 },
    { ok: true, units: 1, entries: 40 },
  ]);
  const units = (await student.get<{ list: TelUnit[] }>('/api/officeTel/units')).d.list;
  expect(units).toHaveLength(1);
  expect((await manager.get<{ total: number }>('/api/officeTel/admin/entries')).d.total).toBe(units[0]!.name === '甲' ? 30 : 40);
});

it('plans units and offices from rows (pure)', () => {
  const row = (n: number, unit: string, office: string, name: string) => ({ row: n, unit, office, name, phones: '123456', location: '', notes: '', sort: '', emergency: '' });
  const { errors, plan } = planBook([row(2, 'A', '', 'x'), row(3, 'A', 'B', 'y'), row(4, 'A', 'B', 'y')]);
  expect(plan.units.map((u) => [u.name, u.parent])).toEqual([
    ['A', null],
    ['B', 'A'],
  ]);
  expect(errors).toEqual([{ row: 4, field: 'name', message: 'same unit, office and name as row 3', key: 'reason.samePhoneEntryAsRow', params: { row: 3 } }]);
});
