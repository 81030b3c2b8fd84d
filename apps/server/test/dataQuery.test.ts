/**
 * Query service through HTTP: a manager defines a set and imports its rows from xlsx (checked
 * whole, every bad cell named, all or nothing); people find only the row their keys name (and,
 * with a number column, only their own), only while the set is open, and at most the hourly
 * limit — also when the queries come at once; queries and hits are counted.
 */
import { E, type AdminQuerySet, type QueryAnswer, type QuerySet } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planRows } from '../src/modules/dataQuery/xlsx.js';
import { upload, xlsxOf } from './admin-fixtures.js';
import { type Client, createTestApp, loginAs, type TestApp } from './helpers.js';

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
const HEAD = ['考生号', '身份证号', '姓名', '录取专业', '学院', '学号'];
const ROWS = [
  ['26110101', '11010120060101123X', '张三', '计算机科学与技术', '计算机学院', '2024010101'],
  ['26110102', '110101200602021234', '李四', '数学与应用数学', '数学学院', '2024010201'],
];
const now = () => Math.floor(Date.now() / 1000);

async function makeSet(over: Record<string, unknown> = {}): Promise<string> {
  const r = await manager.post<{ id: string }>('/api/dataQuery/save-set', {
    title: '2026 本科录取结果',
    keyColumns: ['身份证号', '姓名'],
    showColumns: ['姓名', '录取专业', '学院'],
    limitPerHour: 5,
    published: true,
    ...over,
  });
  if (r.e !== E.OK) throw new Error(`save-set: ${r.e} ${r.m}`);
  return r.d.id;
}
const importInto = async (id: string, rows: (string | number)[][]) => upload(manager, `/api/dataQuery/import?id=${id}`, await xlsxOf(rows), 'data.xlsx');
const query = (c: Client, id: string, values: string[]) => c.post<QueryAnswer>('/api/dataQuery/query', { id, values });

describe('managing', () => {
  it('needs dataQuery.manage and names the bad field', async () => {
    expect((await student.post('/api/dataQuery/save-set', { title: 'x', keyColumns: ['a'], showColumns: ['b'] })).e).toBe(E.FORBIDDEN);
    expect((await student.get('/api/dataQuery/admin/sets')).e).toBe(E.FORBIDDEN);
    expect(field(await manager.post('/api/dataQuery/save-set', { title: '', keyColumns: ['a'], showColumns: ['b'] }))).toBe('title');
    expect(field(await manager.post('/api/dataQuery/save-set', { title: 'x', keyColumns: [], showColumns: ['b'] }))).toBe('keyColumns');
    expect(field(await manager.post('/api/dataQuery/save-set', { title: 'x', keyColumns: ['a'], showColumns: [] }))).toBe('showColumns');
    expect(field(await manager.post('/api/dataQuery/save-set', { title: 'x', keyColumns: ['a', 'a'], showColumns: ['b'] }))).toBe('keyColumns');
    expect(field(await manager.post('/api/dataQuery/save-set', { title: 'x', keyColumns: ['a'], showColumns: ['b'], opensAt: 200, closesAt: 100 }))).toBe('closesAt');
    expect(field(await manager.post('/api/dataQuery/save-set', { title: 'x', keyColumns: ['a'], showColumns: ['b'], limitPerHour: 0 }))).toBe('limitPerHour');
  });

  it('refuses a whole file for any bad row, naming row and column', async () => {
    const id = await makeSet();
    const missing = await importInto(id, [['身份证号', '姓名', '学院'], ROWS[0]!.slice(1, 3)]);
    expect(missing.d).toEqual({ ok: false, errors: [{ row: 1, field: '录取专业', message: 'column missing', key: 'reason.columnMissing' }] });
    const r = await importInto(id, [HEAD, ROWS[0]!, ['26110103', '', '王五', '物理学', '物理学院', ''], [...ROWS[0]!.slice(0, 1), '11010120060101123x', '张三', '化学', '化学院', '']]);
    const errors = (r.d as { errors: { row: number; field: string; message: string }[] }).errors;
    expect(errors).toEqual([
      { row: 3, field: '身份证号', message: 'required', key: 'reason.required' },
      { row: 4, field: '身份证号', message: 'same keys as row 2', key: 'reason.sameKeysAsRow', params: { row: 2 } },
    ]);
    expect((await manager.get<{ list: AdminQuerySet[] }>('/api/dataQuery/admin/sets')).d.list.find((s) => s.id === id)?.rows).toBe(0);
    expect((await upload(manager, '/api/dataQuery/import', await xlsxOf([HEAD]), 'd.xlsx')).d).toMatchObject({ field: 'id' });
    expect((await upload(manager, `/api/dataQuery/import?id=${id}`, Buffer.from('not a sheet'), 'd.xlsx')).d).toMatchObject({ field: 'file' });
  });

  it('plans rows purely: blank keys and duplicates (after normalising) are errors', () => {
    const r = planRows(['a', 'b'], [{ row: 2, cells: ['1', 'x'] }, { row: 3, cells: [' 1', 'X'] }], { keys: ['a', 'b'], required: [] });
    expect(r.errors).toEqual([{ row: 3, field: 'a', message: 'same keys as row 2', key: 'reason.sameKeysAsRow', params: { row: 2 } }]);
  });
});

describe('querying', () => {
  let id: string;
  beforeAll(async () => {
    id = await makeSet();
    expect((await importInto(id, [HEAD, ...ROWS])).d).toEqual({ ok: true, rows: 2 });
  });

  it('lists published sets and what to type', async () => {
    const sets = (await student.get<{ list: QuerySet[] }>('/api/dataQuery/sets')).d.list;
    expect(sets.find((s) => s.id === id)).toMatchObject({ keyColumns: ['身份证号', '姓名'], state: 'open', limitPerHour: 5 });
    const draft = await makeSet({ published: false });
    expect((await student.get('/api/dataQuery/set', { id: draft })).e).toBe(E.NOT_FOUND);
  });

  it('finds the row the keys name, typed loosely, showing only the chosen columns', async () => {
    const r = await query(student, id, ['11010120060101123x', ' 张三 ']);
    expect(r.d).toEqual({ found: true, fields: [{ label: '姓名', value: '张三' }, { label: '录取专业', value: '计算机科学与技术' }, { label: '学院', value: '计算机学院' }], left: 4 });
    expect((await query(student, id, ['11010120060101123X', '李四'])).d).toMatchObject({ found: false, fields: [] });
    expect(field(await query(student, id, ['11010120060101123X']))).toBe('values');
    expect(field(await query(student, id, ['', '张三']))).toBe('values.0');
  });

  it('answers a set tied to numbers only with the caller’s own row', async () => {
    const own = await makeSet({ numberColumn: '学号' });
    await importInto(own, [HEAD, ...ROWS]);
    expect((await query(student, own, ['110101200602021234', '李四'])).d.found).toBe(false);
    expect((await query(student2, own, ['110101200602021234', '李四'])).d.found).toBe(true);
  });

  it('refuses outside the open window', async () => {
    const later = await makeSet({ opensAt: now() + 3600 });
    const past = await makeSet({ opensAt: now() - 7200, closesAt: now() - 3600 });
    expect((await query(student, later, ['1', '2'])).e).toBe(E.NOT_OPEN_YET);
    expect((await query(student, past, ['1', '2'])).e).toBe(E.ENDED);
  });

  it('stops at the hourly limit even when the queries come at once, and counts queries and hits', async () => {
    const limited = await makeSet({ limitPerHour: 3 });
    await importInto(limited, [HEAD, ...ROWS]);
    const res = await Promise.all(Array.from({ length: 10 }, (_, i) => query(student2, limited, ['110101200602021234', i === 0 ? '李四' : `猜${i}`])));
    expect(res.filter((r) => r.e === E.OK)).toHaveLength(3);
    expect(res.filter((r) => r.e !== E.OK).every((r) => r.e === E.TOO_MANY_REQUESTS)).toBe(true);
    // Another person keeps their own quota.
    expect((await query(student, limited, ['11010120060101123X', '张三'])).e).toBe(E.OK);
    const set = (await manager.get<{ list: AdminQuerySet[] }>('/api/dataQuery/admin/sets')).d.list.find((s) => s.id === limited)!;
    expect(set.queries).toBe(4);
    expect(set.hits).toBe(res.filter((r) => r.e === E.OK && r.d.found).length + 1);
  });

  it('keeps the keys once rows exist, and sites apart', async () => {
    expect(field(await manager.post('/api/dataQuery/save-set', { id, title: 'x', keyColumns: ['考生号'], showColumns: ['姓名'] }))).toBe('keyColumns');
    expect(field(await manager.post('/api/dataQuery/save-set', { id, title: 'x', keyColumns: ['身份证号', '姓名'], showColumns: ['不存在'] }))).toBe('showColumns');
    expect((await manager.post('/api/dataQuery/save-set', { id, title: '改名', keyColumns: ['身份证号', '姓名'], showColumns: ['学院'], published: true })).e).toBe(E.OK);
    const pku = await loginAs(t.app, 'student', { 'x-site': 'pku' });
    expect((await query(pku, id, ['11010120060101123X', '张三'])).e).toBe(E.NOT_FOUND);
  });
});
