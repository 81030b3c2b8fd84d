/**
 * The campus code through HTTP: my code rotates and is signed; a guard's check refuses forged,
 * expired and reused codes, logs every passage with gate, direction and guard, and refuses a
 * blocked holder with the reason; the console keeps gates, blocks and the log (with export).
 */
import { E, type CodeBlock, type GatePassage } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCode } from '../src/modules/campusCode/code.js';
import { now } from '../src/platform/util.js';
import { readXlsx } from './admin-fixtures.js';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
let manager: Client;
let guard: Client;
let student: Client;
let gate: string;
type Mine = { code: string; status: string; reason: string; refreshIn: number; holder: { name: string; number: string }; recent: GatePassage[] };
type Verdict = { allowed: boolean; passage: GatePassage };

const field = (r: { d: unknown }) => (r.d as { field?: string } | null)?.field;
const myCode = async (c: Client = student) => (await c.get<Mine>('/api/campusCode/mine')).d;
const verify = (code: string, direction = 'in', gateId = gate) => guard.post<Verdict>('/api/campusCode/verify', { code, gateId, direction });

beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager');
  guard = await loginAs(t.app, 'guard');
  student = await loginAs(t.app, 'student');
  gate = (await manager.post<{ id: string }>('/api/campusCode/admin/save-gate', { name: '东门', location: '学院路' })).d.id;
});
afterAll(() => t.close());

describe('who may do what', () => {
  it('shows anyone logged in their own code, lets only guards check and only managers administer', async () => {
    expect((await new Client(t.app).get('/api/campusCode/mine')).e).toBe(E.NOT_LOGGED_IN);
    const mine = await myCode();
    expect(mine).toMatchObject({ status: 'ok', holder: { name: '张三', number: '2024010101' } });
    expect(mine.refreshIn).toBeGreaterThan(0);
    expect((await student.post('/api/campusCode/verify', { code: mine.code, gateId: gate, direction: 'in' })).e).toBe(E.FORBIDDEN);
    expect((await student.get('/api/campusCode/gates')).e).toBe(E.FORBIDDEN);
    expect((await guard.get('/api/campusCode/admin/passages')).e).toBe(E.FORBIDDEN);
    expect((await guard.post('/api/campusCode/admin/block', { account: 'student', reason: 'x' })).e).toBe(E.FORBIDDEN);
    expect((await guard.get<{ list: { name: string }[] }>('/api/campusCode/gates')).d.list.map((g) => g.name)).toEqual(['东门']);
  });

  it('names the bad field', async () => {
    expect(field(await guard.post('/api/campusCode/verify', { gateId: gate, direction: 'in' }))).toBe('code');
    expect(field(await guard.post('/api/campusCode/verify', { code: 'x', gateId: gate, direction: 'sideways' }))).toBe('direction');
    expect(field(await guard.post('/api/campusCode/verify', { code: (await myCode()).code, gateId: 'nope', direction: 'in' }))).toBe('gateId');
    expect(field(await manager.post('/api/campusCode/admin/save-gate', { name: '' }))).toBe('name');
    expect(field(await manager.post('/api/campusCode/admin/block', { account: 'student' }))).toBe('reason');
    const r = await manager.post('/api/campusCode/admin/block', { account: 'nobody', reason: '测试' });
    expect([r.e, field(r)]).toEqual([E.NOT_FOUND, 'account']);
    expect(field(await manager.post('/api/campusCode/admin/block', { account: 'student', reason: '测试', until: String(now() - 10) }))).toBe('until');
  });
});

describe('checking a code at the gate', () => {
  it('lets the holder through once and logs gate, direction and guard', async () => {
    const { code } = await myCode();
    const r = await verify(code, 'out');
    expect(r.e).toBe(E.OK);
    expect(r.d.allowed).toBe(true);
    expect(r.d.passage).toMatchObject({ gateName: '东门', direction: 'out', result: 'pass', guardName: '刘门卫', holder: { name: '张三', department: '计算机学院' } });
    // The same code again (a screenshot handed on) is refused.
    const again = await verify(code, 'in');
    expect([again.e, field(again)]).toEqual([E.ALREADY_DONE, 'code']);
    expect((await myCode()).recent[0]).toMatchObject({ direction: 'out', gateName: '东门' });
  });

  it('lets one of several guards scanning the same code at once through, and refuses the rest', async () => {
    const { code } = await myCode();
    const other = await loginAs(t.app, 'manager');
    const res = await Promise.all([guard, other, guard, other, guard].map((c) => c.post('/api/campusCode/verify', { code, gateId: gate, direction: 'in' })));
    expect(res.filter((r) => r.e === E.OK)).toHaveLength(1);
    expect(res.filter((r) => r.e === E.ALREADY_DONE)).toHaveLength(4);
  });

  it('refuses a forged, malformed or expired code', async () => {
    const { code } = await myCode();
    const [prefix, payload, mac] = code.split('.') as [string, string, string];
    // Another person's id in the payload, the student's signature.
    const claims = Buffer.from(payload, 'base64url').toString().split(':');
    claims[1] = 'someone-else';
    const forged = `${prefix}.${Buffer.from(claims.join(':')).toString('base64url')}.${mac}`;
    expect((await verify(forged)).e).toBe(E.BAD_SIGNATURE);
    expect((await verify(`${prefix}.${payload}.${mac.slice(1)}A`)).e).toBe(E.BAD_SIGNATURE);
    const junk = await verify('hello');
    expect([junk.e, field(junk)]).toEqual([E.BAD_INPUT, 'code']);
    const studentId = (await myCode()).recent[0]!.holder.userId;
    const old = await signCode(t.app.platform.db, 'demo', studentId, now() - 120);
    const expired = await verify(old.code);
    expect([expired.e, field(expired)]).toEqual([E.CODE_EXPIRED, 'code']);
    // The previous window is still good (a code fetched just before it rotated).
    const recent = await signCode(t.app.platform.db, 'demo', studentId, now() - 30);
    expect((await verify(recent.code)).e).toBe(E.OK);
  });

  it('refuses a blocked holder with the reason, shows them red, and lets them pass once lifted', async () => {
    const b = await manager.post<{ id: string }>('/api/campusCode/admin/block', { account: '2024010201', reason: '校园卡挂失待核实' });
    expect(b.e).toBe(E.OK);
    const student2 = await loginAs(t.app, 'student2');
    const mine = await myCode(student2);
    expect(mine).toMatchObject({ status: 'blocked', reason: '校园卡挂失待核实' });
    const r = await verify(mine.code);
    expect(r.d.allowed).toBe(false);
    expect(r.d.passage).toMatchObject({ result: 'blocked', reason: '校园卡挂失待核实' });
    const list = (await manager.get<{ list: CodeBlock[] }>('/api/campusCode/admin/blocks', { keyword: '李四' })).d.list;
    expect(list.map((x) => x.holder.name)).toEqual(['李四']);
    expect((await manager.post('/api/campusCode/admin/unblock', { id: b.d.id })).e).toBe(E.OK);
    expect((await verify((await myCode(student2)).code)).d.allowed).toBe(true);
  });

  it('refuses a closed gate and keeps a gate with passages from being deleted', async () => {
    const side = (await manager.post<{ id: string }>('/api/campusCode/admin/save-gate', { name: '西门' })).d.id;
    expect((await verify((await myCode()).code, 'in', side)).e).toBe(E.OK);
    expect((await manager.post('/api/campusCode/admin/delete-gate', { id: side })).e).toBe(E.CONFLICT);
    await manager.post('/api/campusCode/admin/save-gate', { id: side, name: '西门', active: 'false' });
    const r = await verify((await myCode()).code, 'in', side);
    expect([r.e, field(r)]).toEqual([E.NOT_FOUND, 'gateId']);
    const unused = (await manager.post<{ id: string }>('/api/campusCode/admin/save-gate', { name: '临时门' })).d.id;
    expect((await manager.post('/api/campusCode/admin/delete-gate', { id: unused })).e).toBe(E.OK);
  });
});

describe('the passage log', () => {
  it('filters by result, direction and person, and exports what it shows', async () => {
    type Page = { list: GatePassage[]; total: number };
    const blocked = (await manager.get<Page>('/api/campusCode/admin/passages', { result: 'blocked' })).d;
    expect(blocked.list.every((p) => p.result === 'blocked' && p.holder.name === '李四')).toBe(true);
    expect(blocked.total).toBe(1);
    const outs = (await manager.get<Page>('/api/campusCode/admin/passages', { direction: 'out', keyword: '张三' })).d;
    expect(outs.total).toBe(1);
    expect(field(await manager.get('/api/campusCode/admin/passages', { from: '2026-13-01' }))).toBe('from');
    const res = await manager.raw({ method: 'GET', url: '/api/campusCode/admin/passages/export?keyword=%E5%BC%A0%E4%B8%89' });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toContain('门岗');
    expect(rows.slice(1).every((r) => r.includes('张三'))).toBe(true);
    expect(rows.length - 1).toBe((await manager.get<Page>('/api/campusCode/admin/passages', { keyword: '张三' })).d.total);
  });

  it('shows the guard their own checks only', async () => {
    const mine = (await guard.get<{ list: GatePassage[] }>('/api/campusCode/my-checks')).d.list;
    expect(mine.length).toBeGreaterThan(3);
    expect(mine.every((p) => p.guardName === '刘门卫')).toBe(true);
  });
});
