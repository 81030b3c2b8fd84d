/**
 * Voucher rules through HTTP: batches (managers only, bad input named), claiming within the
 * audience and limits, issuing to an audience at once, the holder's states, writing off once
 * within validity (who, when, where), records with xlsx export, and site isolation.
 */
import { E } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateOf } from '../src/modules/voucher/service.js';
import { now } from '../src/platform/util.js';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';
import { batchBody, createBatch } from './voucher-fixtures.js';

interface Mine {
  list: { id: string; code: string; state: string; batch: { id: string } }[];
}

let t: TestApp;
let manager: Client;
let student: Client;
let student2: Client;
let checker: Client;
beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager');
  student = await loginAs(t.app, 'student');
  student2 = await loginAs(t.app, 'student2');
  checker = await loginAs(t.app, 'checker');
});
afterAll(() => t.close());

const mineOf = async (c: Client, batchId: string) => (await c.get<Mine>('/api/voucher/mine')).d.list.filter((v) => v.batch.id === batchId);

it('labels a voucher from its status and validity (pure)', () => {
  expect(stateOf({ status: 'issued', valid_from: 100, valid_to: 200 }, 50)).toBe('notYet');
  expect(stateOf({ status: 'issued', valid_from: 100, valid_to: 200 }, 150)).toBe('valid');
  expect(stateOf({ status: 'issued', valid_from: 100, valid_to: 200 }, 200)).toBe('expired');
  expect(stateOf({ status: 'used', valid_from: 100, valid_to: 200 }, 150)).toBe('used');
});

describe('batches', () => {
  it('are for managers; bad input names its field', async () => {
    expect((await student.post('/api/voucher/save-batch', batchBody())).e).toBe(E.FORBIDDEN);
    expect((await checker.get('/api/voucher/batches')).e).toBe(E.FORBIDDEN);
    const bad = await manager.post('/api/voucher/save-batch', batchBody({ validTo: 1 }));
    expect(bad.e).toBe(E.BAD_INPUT);
    expect((bad.d as { field: string }).field).toBe('validTo');
    expect(((await manager.post('/api/voucher/save-batch', batchBody({ quantity: 0 }))).d as { field: string }).field).toBe('quantity');
    expect(((await manager.post('/api/voucher/save-batch', batchBody({ mode: 'gift' }))).d as { field: string }).field).toBe('mode');
  });

  it('keeps the quantity above what is issued', async () => {
    const body = batchBody({ quantity: 3 });
    const id = await createBatch(manager, body);
    await student.post('/api/voucher/claim', { batchId: id });
    await student2.post('/api/voucher/claim', { batchId: id });
    const low = await manager.post('/api/voucher/save-batch', { ...body, id, quantity: 1 });
    expect((low.d as { field: string }).field).toBe('quantity');
    expect((await manager.post('/api/voucher/save-batch', { ...body, id, quantity: 5 })).e).toBe(E.OK);
    const d = await manager.get<{ quantity: number; remaining: number; issued: number }>('/api/voucher/batch-detail', { id });
    expect(d.d).toMatchObject({ quantity: 5, remaining: 3, issued: 2 });
  });
});

describe('claiming', () => {
  it('claims within the limit and the audience', async () => {
    const id = await createBatch(manager, { perPerson: 2, quantity: 3 });
    const teachersOnly = await createBatch(manager, { audience: { roles: ['teacher'] } });
    const list = await student.get<{ list: { id: string; canClaim: boolean }[] }>('/api/voucher/claimable');
    expect(list.d.list.map((b) => b.id)).toContain(id);
    expect(list.d.list.map((b) => b.id)).not.toContain(teachersOnly);
    expect((await student.post('/api/voucher/claim', { batchId: teachersOnly })).e).toBe(E.NOT_FOUND);
    const v = await student.post<{ code: string; state: string }>('/api/voucher/claim', { batchId: id });
    expect(v.e).toBe(E.OK);
    expect(v.d.code).toMatch(/^[A-Z2-9]{12}$/);
    expect(v.d.state).toBe('valid');
    expect((await student.post('/api/voucher/claim', { batchId: id })).e).toBe(E.OK);
    expect((await student.post('/api/voucher/claim', { batchId: id })).e).toBe(E.LIMIT_REACHED);
    expect((await student2.post('/api/voucher/claim', { batchId: id })).e).toBe(E.OK);
    expect((await student2.post('/api/voucher/claim', { batchId: id })).e).toBe(E.SOLD_OUT);
    expect(await mineOf(student, id)).toHaveLength(2);
  });

  it('does not offer an issue-mode batch for claiming', async () => {
    const id = await createBatch(manager, { mode: 'issue' });
    expect((await student.post('/api/voucher/claim', { batchId: id })).e).toBe(E.NOT_FOUND);
  });
});

describe('issuing', () => {
  it('issues one voucher to each audience member at once, and not twice', async () => {
    const id = await createBatch(manager, { mode: 'issue', audience: { users: [] , roles: ['student'] }, quantity: 50 });
    const r = await manager.post<{ issued: number }>('/api/voucher/issue', { batchId: id });
    expect(r.e).toBe(E.OK);
    expect(r.d.issued).toBeGreaterThanOrEqual(2);
    expect(await mineOf(student, id)).toHaveLength(1);
    expect(await mineOf(student2, id)).toHaveLength(1);
    expect((await manager.post<{ issued: number }>('/api/voucher/issue', { batchId: id })).d.issued).toBe(0);
  });

  it('takes named people by 学工号 and names unknown ones', async () => {
    const bad = await manager.post('/api/voucher/save-batch', batchBody({ mode: 'issue', audience: { users: ['x'] }, numbers: ['NOPE-1'] }));
    expect(bad.e).toBe(E.BAD_INPUT);
    expect((bad.d as { field: string }).field).toBe('numbers');
    const { audience: _a, ...nobody } = batchBody();
    void _a;
    expect(((await manager.post('/api/voucher/save-batch', nobody)).d as { field: string }).field).toBe('audience');
    const number = (await t.app.platform.db.selectFrom('users').select('number').where('username', '=', 'student').executeTakeFirstOrThrow()).number;
    const { audience: _drop, ...noAudience } = batchBody({ mode: 'issue', numbers: [number] });
    void _drop;
    const saved = await manager.post<{ id: string }>('/api/voucher/save-batch', noAudience);
    expect(saved.e).toBe(E.OK);
    const id = saved.d.id;
    expect((await manager.get<{ numbers: string[] }>('/api/voucher/batch-detail', { id })).d.numbers).toEqual([number]);
    expect((await manager.post<{ issued: number }>('/api/voucher/issue', { batchId: id })).d.issued).toBe(1);
    expect(await mineOf(student, id)).toHaveLength(1);
  });

  it('issues nothing when the quantity does not cover the audience', async () => {
    const id = await createBatch(manager, { mode: 'issue', audience: { site: true }, quantity: 1 });
    expect((await manager.post('/api/voucher/issue', { batchId: id })).e).toBe(E.SOLD_OUT);
    expect(await mineOf(student, id)).toHaveLength(0);
    const claimMode = await createBatch(manager);
    expect((await manager.post('/api/voucher/issue', { batchId: claimMode })).e).toBe(E.WRONG_STATE);
  });
});

describe('writing off', () => {
  it('writes off once, by staff only, recording who and where', async () => {
    const id = await createBatch(manager);
    const v = await student.post<{ code: string }>('/api/voucher/claim', { batchId: id });
    expect((await student.post('/api/voucher/write-off', { code: v.d.code })).e).toBe(E.FORBIDDEN);
    const w = await checker.post<{ name: string; batchName: string }>('/api/voucher/write-off', { code: v.d.code.toLowerCase(), place: '一食堂' });
    expect(w.e).toBe(E.OK);
    expect(w.d.name).not.toBe('');
    const again = await checker.post('/api/voucher/write-off', { code: v.d.code });
    expect(again.e).toBe(E.ALREADY_DONE);
    expect(again.d).toMatchObject({ field: 'code', place: '一食堂' });
    expect((again.d as { usedBy: string }).usedBy).not.toBe('');
    expect((await mineOf(student, id))[0]!.state).toBe('used');
    expect((await checker.post('/api/voucher/write-off', { code: 'NOTAREALCODE' })).e).toBe(E.NOT_FOUND);
    expect((await checker.post('/api/voucher/write-off', { code: '' })).e).toBe(E.BAD_INPUT);
    const recent = await checker.get<{ list: { code: string }[] }>('/api/voucher/my-write-offs');
    expect(recent.d.list.map((r) => r.code)).toContain(v.d.code);
  });

  it('refuses outside the validity', async () => {
    const id = await createBatch(manager, { validFrom: now() + 3600, validTo: now() + 7200 });
    const v = await student.post<{ code: string; state: string }>('/api/voucher/claim', { batchId: id });
    expect(v.d.state).toBe('notYet');
    expect((await checker.post('/api/voucher/write-off', { code: v.d.code })).e).toBe(E.NOT_OPEN_YET);
    await t.app.platform.db.updateTable('voucher_batches').set({ valid_from: now() - 7200, valid_to: now() - 3600 }).where('id', '=', id).execute();
    expect((await checker.post('/api/voucher/write-off', { code: v.d.code })).e).toBe(E.CODE_EXPIRED);
    expect((await mineOf(student, id))[0]!.state).toBe('expired');
  });

  it('keeps codes per site', async () => {
    const id = await createBatch(manager);
    const v = await student2.post<{ code: string }>('/api/voucher/claim', { batchId: id });
    const other = new Client(t.app, { 'x-site': 'pku' });
    other.cookie = checker.cookie;
    expect((await other.post('/api/voucher/write-off', { code: v.d.code })).e).not.toBe(E.OK);
    expect((await checker.post('/api/voucher/write-off', { code: v.d.code })).e).toBe(E.OK);
  });

  it('lists and exports the records for managers', async () => {
    const id = await createBatch(manager, { name: '记录测试券' });
    const v = await student.post<{ code: string }>('/api/voucher/claim', { batchId: id });
    await checker.post('/api/voucher/write-off', { code: v.d.code, place: '超市' });
    const r = await manager.get<{ list: { code: string; usedByName: string; place: string }[]; total: number }>('/api/voucher/records', { batchId: id });
    expect(r.d.total).toBe(1);
    expect(r.d.list[0]).toMatchObject({ code: v.d.code, place: '超市' });
    expect((await checker.get('/api/voucher/records')).e).toBe(E.FORBIDDEN);
    const x = await manager.raw({ method: 'GET', url: `/api/voucher/records-export?batchId=${id}` });
    expect(x.statusCode).toBe(200);
    expect(x.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
