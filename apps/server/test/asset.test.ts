/**
 * The asset register through HTTP: who reads it (viewers and managers all, keepers theirs,
 * students nothing but the public card a label opens), codes unique per site, sites never
 * mixing, scrapping once, and labels that carry the H5 address.
 */
import { E, type AssetRow } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents, statusOf, toCents } from '../src/modules/asset/values.js';
import { newId, now } from '../src/platform/util.js';
import { assetBody, createAsset } from './asset-fixtures.js';
import { type Client, createTestApp, loginAs, type TestApp } from './helpers.js';

interface Page {
  list: AssetRow[];
  total: number;
}

let t: TestApp;
let manager: Client;
let student: Client;
let teacher: Client;
let dispatcher: Client;
beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager');
  student = await loginAs(t.app, 'student');
  teacher = await loginAs(t.app, 'teacher');
  dispatcher = await loginAs(t.app, 'dispatcher');
});
afterAll(() => t.close());

it('converts money exactly and reads statuses in any language (pure)', () => {
  expect(toCents('1234.5')).toBe(123450);
  expect(toCents('0.07')).toBe(7);
  expect(toCents('12.345')).toBeUndefined();
  expect(toCents('-1')).toBeUndefined();
  expect(fromCents(123450)).toBe('1234.50');
  expect(fromCents(7)).toBe('0.07');
  expect(fromCents(null)).toBe('');
  expect(statusOf('在用')).toBe('inUse');
  expect(statusOf('Under repair')).toBe('repair');
  expect(statusOf('閒置')).toBe('idle');
  expect(statusOf('broken')).toBeUndefined();
});

describe('register', () => {
  it('creates an asset and reads it back with keeper, department and value', async () => {
    const opts = await manager.get<{ departments: { id: string; name: string }[]; canManage: boolean }>('/api/asset/options');
    expect(opts.d.canManage).toBe(true);
    const dept = opts.d.departments[0]!;
    const a = await createAsset(manager, { keeperNumber: 'T1001', departmentId: dept.id, value: '4599' });
    const d = await manager.get<AssetRow>('/api/asset/detail', { id: a.id });
    expect(d.d).toMatchObject({ code: a.code, keeperName: '王老师', keeperNumber: 'T1001', departmentName: dept.name, value: '4599.00', status: 'inUse', purchaseDate: '2024-01-15' });
  });

  it('refuses a duplicate code, naming the field', async () => {
    const a = await createAsset(manager);
    const r = await manager.post('/api/asset/create', assetBody({ code: a.code }));
    expect(r.e).toBe(E.CONFLICT);
    expect((r.d as { field: string }).field).toBe('code');
    const b = await createAsset(manager);
    const u = await manager.post('/api/asset/update', { ...assetBody({ code: a.code }), id: b.id });
    expect(u.e).toBe(E.CONFLICT);
    expect((u.d as { field: string }).field).toBe('code');
  });

  it('names the bad field of a form', async () => {
    const field = async (over: Record<string, unknown>) => ((await manager.post('/api/asset/create', assetBody(over))).d as { field: string }).field;
    expect(await field({ code: 'has space' })).toBe('code');
    expect(await field({ name: '' })).toBe('name');
    expect(await field({ value: '12.345' })).toBe('value');
    expect(await field({ purchaseDate: '2024-13-01' })).toBe('purchaseDate');
    expect(await field({ status: 'scrapped' })).toBe('status');
    expect(await field({ keeperNumber: 'nobody-here' })).toBe('keeperNumber');
    expect(await field({ departmentId: newId() })).toBe('departmentId');
  });

  it('searches over code, name and location, filters, pages and sorts', async () => {
    const tag = `S${Date.now() % 100000}`;
    await createAsset(manager, { code: `${tag}-1`, name: '甲投影仪', category: '教学设备', status: 'idle', value: '10' });
    await createAsset(manager, { code: `${tag}-2`, name: '乙电脑', category: '计算机', value: '30' });
    await createAsset(manager, { code: `X${tag}-3`, name: '丙', location: `${tag} 仓库`, category: '计算机', value: '20' });
    const all = await manager.get<Page>('/api/asset/list', { keyword: tag.toLowerCase(), sorter: 'value,descend' });
    expect(all.d.total).toBe(3);
    expect(all.d.list.map((a) => a.value)).toEqual(['30.00', '20.00', '10.00']);
    expect((await manager.get<Page>('/api/asset/list', { keyword: tag, category: '计算机' })).d.total).toBe(2);
    expect((await manager.get<Page>('/api/asset/list', { keyword: tag, status: 'idle' })).d.list.map((a) => a.name)).toEqual(['甲投影仪']);
    const p2 = await manager.get<Page & { current: number }>('/api/asset/list', { keyword: tag, pageSize: '2', current: '2', sorter: 'code,ascend' });
    expect(p2.d).toMatchObject({ total: 3, current: 2 });
    expect(p2.d.list.map((a) => a.code)).toEqual([`X${tag}-3`]);
    expect((await manager.get('/api/asset/list', { sorter: 'password,ascend' })).e).toBe(E.BAD_INPUT);
  });

  it('scraps once, and a scrapped asset is not edited', async () => {
    const a = await createAsset(manager);
    const s = await manager.post<AssetRow>('/api/asset/scrap', { id: a.id, reason: '损坏' });
    expect(s.d).toMatchObject({ status: 'scrapped', scrapReason: '损坏' });
    expect(s.d.scrappedAt).toBeGreaterThan(0);
    expect((await manager.post('/api/asset/scrap', { id: a.id })).e).toBe(E.ALREADY_DONE);
    expect((await manager.post('/api/asset/update', { ...assetBody(), id: a.id })).e).toBe(E.WRONG_STATE);
  });

  it('gives labels that carry the H5 address of the asset', async () => {
    const a = await createAsset(manager, { code: 'LBL/01' });
    const r = await manager.get<{ list: { code: string; url: string }[] }>('/api/asset/labels', { ids: a.id });
    expect(r.d.list[0]).toMatchObject({ code: 'LBL/01', url: '/site/asset/index?code=LBL%2F01' });
    expect((await student.get('/api/asset/labels', { ids: a.id })).e).toBe(E.FORBIDDEN);
  });
});

describe('who reads it', () => {
  it('refuses a student the register, but shows them the public card of a label', async () => {
    const a = await createAsset(manager, { location: '图书馆 2F' });
    expect((await student.get('/api/asset/me')).d).toEqual({ canRead: false, canManage: false, keeperOnly: false });
    expect((await student.get('/api/asset/list')).e).toBe(E.FORBIDDEN);
    expect((await student.get('/api/asset/options')).e).toBe(E.FORBIDDEN);
    expect((await student.get('/api/asset/detail', { id: a.id })).e).toBe(E.NOT_FOUND);
    expect((await student.post('/api/asset/create', assetBody())).e).toBe(E.FORBIDDEN);
    const c = await student.get<Record<string, unknown>>('/api/asset/card', { code: a.code });
    expect(c.e).toBe(E.OK);
    expect(c.d).toMatchObject({ code: a.code, location: '图书馆 2F', status: 'inUse', canView: false });
    expect(c.d).not.toHaveProperty('value');
    expect(c.d).not.toHaveProperty('keeperName');
    expect((await student.get('/api/asset/card', { code: 'NO-SUCH-CODE' })).e).toBe(E.NOT_FOUND);
  });

  it('lets holders of asset.view read all, but not change anything', async () => {
    const a = await createAsset(manager);
    expect((await dispatcher.get<Page>('/api/asset/list')).d.total).toBeGreaterThan(0);
    expect((await dispatcher.get<AssetRow>('/api/asset/detail', { id: a.id })).d.code).toBe(a.code);
    expect((await dispatcher.get<{ canManage: boolean }>('/api/asset/options')).d.canManage).toBe(false);
    expect((await dispatcher.get('/api/asset/me')).d).toEqual({ canRead: true, canManage: false, keeperOnly: false });
    expect((await dispatcher.post('/api/asset/scrap', { id: a.id })).e).toBe(E.FORBIDDEN);
    expect((await dispatcher.get('/api/asset/export')).e).toBe(E.FORBIDDEN);
  });

  it('lets a keeper read the assets they keep and no other', async () => {
    const mine = await createAsset(manager, { keeperNumber: 'T1001' });
    const other = await createAsset(manager);
    expect((await teacher.get('/api/asset/me')).d).toEqual({ canRead: true, canManage: false, keeperOnly: true });
    const r = await teacher.get<Page>('/api/asset/list', { pageSize: '100' });
    expect(r.e).toBe(E.OK);
    expect(r.d.list.map((a) => a.code)).toContain(mine.code);
    expect(r.d.list.every((a) => a.keeperNumber === 'T1001')).toBe(true);
    expect((await teacher.get('/api/asset/detail', { id: mine.id })).e).toBe(E.OK);
    expect((await teacher.get('/api/asset/detail', { id: other.id })).e).toBe(E.NOT_FOUND);
    expect((await teacher.get<{ canView: boolean }>('/api/asset/card', { code: mine.code })).d.canView).toBe(true);
    expect((await teacher.get<{ canView: boolean }>('/api/asset/card', { code: other.code })).d.canView).toBe(false);
  });
});

describe('sites', () => {
  it('never mix: same code on two sites, each sees its own', async () => {
    const a = await createAsset(manager, { name: '本校资产' });
    const t0 = now();
    const foreignId = newId();
    await t.app.platform.db
      .insertInto('assets')
      .values({ id: foreignId, site_id: 'pku', code: a.code, name: '北方大学资产', category: '', location: '北楼', keeper_id: null, department_id: null, status: 'idle', purchase_date: null, value_cents: null, notes: '', scrap_reason: '', scrapped_at: null, created_by: null, created_at: t0, updated_at: t0 })
      .execute();
    const pku = await loginAs(t.app, 'student', { 'x-site': 'pku' });
    expect((await pku.get<{ name: string }>('/api/asset/card', { code: a.code })).d.name).toBe('北方大学资产');
    expect((await student.get<{ name: string }>('/api/asset/card', { code: a.code })).d.name).toBe('本校资产');
    expect((await pku.get('/api/asset/list')).e).toBe(E.FORBIDDEN);
    expect((await manager.get('/api/asset/detail', { id: foreignId })).e).toBe(E.NOT_FOUND);
    expect((await manager.post('/api/asset/scrap', { id: foreignId })).e).toBe(E.NOT_FOUND);
    const list = await manager.get<Page>('/api/asset/list', { keyword: a.code });
    expect(list.d.list.map((x) => x.name)).toEqual(['本校资产']);
  });
});
