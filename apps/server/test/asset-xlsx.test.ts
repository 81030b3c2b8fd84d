/**
 * The register in spreadsheets: an import checks every row first and imports nothing when any
 * row is bad (each problem named by row and column); an export honours the filters and parses
 * back with exceljs (and imports again).
 */
import { E, type AssetRow } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx, upload, xlsxOf } from './admin-fixtures.js';
import { createAsset } from './asset-fixtures.js';
import { type Client, createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
let manager: Client;
let student: Client;
beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager');
  student = await loginAs(t.app, 'student');
});
afterAll(() => t.close());

const HEADER = ['资产编号', '名称', '类别', '存放位置', '保管人', '使用部门', '状态', '购置日期', '价值（元）', '备注'];
const total = async (keyword: string) => (await manager.get<{ total: number }>('/api/asset/list', { keyword })).d.total;

describe('import', () => {
  it('imports nothing when one row is bad, and lists each bad row with its column', async () => {
    const existing = await createAsset(manager, { code: 'IMP-EXIST' });
    const file = await xlsxOf([
      HEADER,
      ['IMP-001', '投影仪', '教学设备', 'A-101', 'T1001', '', '在用', '2024-03-01', '4599.00', ''],
      ['IMP-002', '', '', '', '', '', '', '', '', ''],
      ['IMP-003', '电脑', '', '', 'nobody', '不存在的学院', '坏了', '2024/3/1', '12.345', ''],
      ['IMP-001', '重复', '', '', '', '', '', '', '', ''],
      [existing.code, '已存在', '', '', '', '', '', '', '', ''],
    ]);
    const r = await upload(manager, '/api/asset/import', file, 'assets.xlsx');
    expect(r.e).toBe(E.OK);
    const d = r.d as { ok: boolean; errors: { row: number; field: string }[] };
    expect(d.ok).toBe(false);
    const cells = d.errors.map((x) => `${x.row}:${x.field}`);
    expect(cells).toEqual(expect.arrayContaining(['3:name', '4:keeper', '4:department', '4:status', '4:purchaseDate', '4:value', '5:code', '6:code']));
    expect(cells.some((c) => c.startsWith('2:'))).toBe(false);
    expect(await total('IMP-00')).toBe(0);
  });

  it('imports every row of a good file in one go', async () => {
    const file = await xlsxOf([
      ['code', 'name', 'keeper', 'status', 'value', 'purchaseDate'],
      ['GOOD-1', '扫描仪', 'T1001', 'Idle', '100', '2023-09-01'],
      ['GOOD-2', '白板', '', '', '', ''],
    ]);
    const r = await upload(manager, '/api/asset/import', file, 'assets.xlsx');
    expect(r.d).toEqual({ ok: true, created: 2 });
    const list = await manager.get<{ list: AssetRow[] }>('/api/asset/list', { keyword: 'GOOD-', sorter: 'code,ascend' });
    expect(list.d.list.map((a) => [a.code, a.status, a.keeperNumber, a.value])).toEqual([
      ['GOOD-1', 'idle', 'T1001', '100.00'],
      ['GOOD-2', 'inUse', '', ''],
    ]);
  });

  it('refuses a file that is not an xlsx, or lacks the code column, naming it', async () => {
    const r = await upload(manager, '/api/asset/import', Buffer.from('code,name\nA,B\n'), 'assets.csv');
    expect(r.e).toBe(E.BAD_INPUT);
    expect((r.d as { field: string }).field).toBe('file');
    const n = await upload(manager, '/api/asset/import', await xlsxOf([['name'], ['x']]), 'assets.xlsx');
    expect((n.d as { errors: { row: number; field: string }[] }).errors).toEqual([{ row: 1, field: 'code', message: 'column missing', key: 'reason.columnMissing' }]);
    expect((await upload(student, '/api/asset/import', await xlsxOf([['code']]), 'a.xlsx')).e).toBe(E.FORBIDDEN);
  });
});

describe('export', () => {
  it('honours the filters and parses back with exceljs, then imports again', async () => {
    await createAsset(manager, { code: 'EXP-1', name: '导出甲', category: '导出类', value: '88.8', keeperNumber: 'T1001' });
    await createAsset(manager, { code: 'EXP-2', name: '导出乙', category: '其他类' });
    const res = await manager.raw({ method: 'GET', url: '/api/asset/export?keyword=EXP-&category=%E5%AF%BC%E5%87%BA%E7%B1%BB' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1).map((r) => r.slice(0, 9))).toEqual([['EXP-1', '导出甲', '导出类', '实验楼 101', 'T1001', '', '在用', '2024-01-15', '88.80']]);
    // Re-imported under new codes, the exported columns are understood as they are.
    const again = rows.map((r, i) => (i === 0 ? r : [`RE-${r[0]}`, ...r.slice(1)]));
    const r = await upload(manager, '/api/asset/import', await xlsxOf(again), 'again.xlsx');
    expect(r.d).toEqual({ ok: true, created: 1 });
    expect((await student.raw({ method: 'GET', url: '/api/asset/export' })).statusCode).toBe(403);
  });

  it('serves a template whose header the import accepts', async () => {
    const res = await manager.raw({ method: 'GET', url: '/api/asset/import-template', headers: { 'accept-language': 'en' } });
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]?.[0]).toBe('Asset code');
    const r = await upload(manager, '/api/asset/import', await xlsxOf([rows[0]!, ['TPL-1', 'From template']]), 't.xlsx');
    expect(r.d).toEqual({ ok: true, created: 1 });
  });
});
