/**
 * Repair orders through HTTP: reporting (bad input named), who sees what (object level), the
 * state machine refusing forbidden moves, workers acting only on their own orders, cancelling
 * while unassigned, poor ratings reopening, assignment only to on-duty skilled workers, SLA
 * overdue flagged and escalated exactly once, the timeline, and the xlsx export.
 */
import { E, type RepairOrderDetail, type RepairOrderRow } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { next } from '../src/modules/repair/machine.js';
import { now } from '../src/platform/util.js';
import { readXlsx } from './admin-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';
import { ok, orderAt, photoOf, report, setUpRepair, type RepairWorld } from './repair-fixtures.js';

let t: TestApp;
let w: RepairWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await setUpRepair(t.app);
});
afterAll(() => t.close());

interface Page {
  list: RepairOrderRow[];
  total: number;
}
const field = (r: { d: unknown }) => (r.d as { field?: string }).field;

it('the machine refuses moves that skip or leave a final state (pure)', () => {
  expect(next('submitted', 'assign')).toBe('assigned');
  expect(next('submitted', 'accept')).toBeNull();
  expect(next('assigned', 'finish')).toBeNull();
  expect(next('in_progress', 'cancel')).toBeNull();
  expect(next('done', 'reopen')).toBe('reopened');
  expect(next('reopened', 'assign')).toBe('assigned');
  expect(next('rated', 'reassign')).toBeNull();
  expect(next('cancelled', 'addInfo')).toBeNull();
  expect(next('accepted', 'progress')).toBe('accepted');
});

describe('reporting', () => {
  it('names the offending field', async () => {
    const base = { categoryId: w.water, areaId: w.east, building: '东1栋', description: '漏水' };
    const bad = async (o: Record<string, unknown>) => field(await w.student.post('/api/repair/submit', { ...base, ...o }));
    expect(await bad({ categoryId: undefined })).toBe('categoryId');
    expect(await bad({ categoryId: 'nope' })).toBe('categoryId');
    expect(await bad({ areaId: 'nope' })).toBe('areaId');
    expect(await bad({ building: '西9栋' })).toBe('building');
    expect(await bad({ description: '  ' })).toBe('description');
    expect(await bad({ contactPhone: 'call me' })).toBe('contactPhone');
    expect(await bad({ photos: ['http://evil.example/x.png'] })).toBe('photos.0');
    expect(await bad({ photos: ['/site/attach?file=all/not-mine.png'] })).toBe('photos.0');
    // Someone else's upload is not the reporter's photo.
    expect(await bad({ photos: [await photoOf(w.student2)] })).toBe('photos.0');
  });

  it('records the report with photos, SLA due times and a timeline line', async () => {
    const photo = await photoOf(w.student);
    const before = now();
    const o = await report(w, w.student, { photos: [photo], preferredTime: '周末上午', contactPhone: '138 0000 0000', assetCode: 'A-001' });
    expect(o).toMatchObject({ state: 'submitted', photos: [photo], categoryName: '水电', areaName: '东区', preferredTime: '周末上午', assetCode: 'A-001', overdue: false, workerId: null });
    expect(o.assignDueAt! - o.createdAt).toBe(30 * 60);
    expect(o.finishDueAt! - o.createdAt).toBe(1440 * 60);
    expect(o.createdAt).toBeGreaterThanOrEqual(before);
    expect(o.timeline.map((e) => e.action)).toEqual(['submit']);
    expect(o.timeline[0]!.actorName).toBe('张三');
    expect(o.can).toEqual(expect.arrayContaining(['cancel', 'addInfo']));
    expect(o.can).not.toContain('assign');
  });

  it('the options list active categories and areas with buildings', async () => {
    const d = await ok(w.student.get<{ categories: { id: string }[]; areas: { id: string; buildings: string[] }[] }>('/api/repair/options'));
    expect(d.categories.map((c) => c.id)).toEqual(expect.arrayContaining([w.water, w.net]));
    expect(d.areas.find((a) => a.id === w.east)?.buildings).toEqual(['东1栋', '东2栋']);
  });
});

describe('who sees what', () => {
  it('a user sees only their own orders', async () => {
    const o = await report(w, w.student);
    expect((await w.student2.get('/api/repair/detail', { id: o.id })).e).toBe(E.NOT_FOUND);
    expect((await w.student2.post('/api/repair/add-info', { id: o.id, note: 'x' })).e).toBe(E.NOT_FOUND);
    expect((await w.student2.post('/api/repair/cancel', { id: o.id })).e).toBe(E.NOT_FOUND);
    const mine2 = await ok(w.student2.get<Page>('/api/repair/mine'));
    expect(mine2.list.map((r) => r.id)).not.toContain(o.id);
    const mine = await ok(w.student.get<Page>('/api/repair/mine'));
    expect(mine.list.map((r) => r.id)).toContain(o.id);
    expect(mine.list.every((r) => r.reporterName === '张三')).toBe(true);
    // Only dispatchers read the board and the site's orders; a worker sees an order once assigned to them.
    expect((await w.student.get('/api/repair/board')).e).toBe(E.FORBIDDEN);
    expect((await w.worker.get('/api/repair/orders')).e).toBe(E.FORBIDDEN);
    expect((await w.worker2.get('/api/repair/detail', { id: o.id })).e).toBe(E.NOT_FOUND);
    expect((await w.dispatcher.get('/api/repair/detail', { id: o.id })).e).toBe(E.OK);
    await ok(w.dispatcher.post('/api/repair/assign', { id: o.id, workerId: w.worker2Id }));
    expect((await w.worker2.get('/api/repair/detail', { id: o.id })).e).toBe(E.OK);
    expect((await w.worker.get('/api/repair/detail', { id: o.id })).e).toBe(E.NOT_FOUND);
  });

  it('a worker cannot act on another worker’s order', async () => {
    const o = await orderAt(w, 'assigned');
    expect((await w.worker2.post('/api/repair/accept', { id: o.id })).e).toBe(E.FORBIDDEN);
    await ok(w.worker.post('/api/repair/accept', { id: o.id }));
    for (const url of ['/api/repair/start', '/api/repair/progress', '/api/repair/finish']) {
      expect((await w.worker2.post(url, { id: o.id })).e).toBe(E.FORBIDDEN);
    }
    expect((await w.worker2.post('/api/repair/send-back', { id: o.id, reason: '不是我的' })).e).toBe(E.FORBIDDEN);
    const q = await ok(w.worker2.get<Page>('/api/repair/queue'));
    expect(q.list.map((r) => r.id)).not.toContain(o.id);
    expect((await ok(w.worker.get<Page>('/api/repair/queue'))).list.map((r) => r.id)).toContain(o.id);
  });
});

describe('the state machine through the API', () => {
  it('refuses forbidden transitions', async () => {
    const o = await orderAt(w, 'assigned');
    expect((await w.worker.post('/api/repair/start', { id: o.id })).e).toBe(E.WRONG_STATE);
    expect((await w.worker.post('/api/repair/finish', { id: o.id })).e).toBe(E.WRONG_STATE);
    expect((await w.student.post('/api/repair/rate', { id: o.id, stars: 5 })).e).toBe(E.WRONG_STATE);
    expect((await w.dispatcher.post('/api/repair/close', { id: o.id })).e).toBe(E.WRONG_STATE);
    expect((await w.dispatcher.post('/api/repair/assign', { id: o.id, workerId: w.worker2Id })).e).toBe(E.WRONG_STATE);
    const done = await orderAt(w, 'done');
    expect((await w.worker.post('/api/repair/accept', { id: done.id })).e).toBe(E.WRONG_STATE);
    expect((await w.worker.post('/api/repair/send-back', { id: done.id, reason: '太难' })).e).toBe(E.WRONG_STATE);
    expect((await w.dispatcher.post('/api/repair/reassign', { id: done.id, workerId: w.worker2Id })).e).toBe(E.WRONG_STATE);
  });

  it('cancels only while unassigned', async () => {
    const o = await report(w, w.student);
    const c = await ok(w.student.post<RepairOrderDetail>('/api/repair/cancel', { id: o.id, note: '已经好了' }));
    expect(c.state).toBe('cancelled');
    expect((await w.dispatcher.post('/api/repair/assign', { id: o.id, workerId: w.workerId })).e).toBe(E.WRONG_STATE);
    const a = await orderAt(w, 'assigned');
    const r = await w.student.post('/api/repair/cancel', { id: a.id });
    expect(r.e).toBe(E.WRONG_STATE);
    expect(field(r)).toBe('id');
  });

  it('goes the whole way with photos and materials; a good rating closes it', async () => {
    const o = await orderAt(w, 'accepted');
    const before = await photoOf(w.worker);
    const after = await photoOf(w.worker);
    await ok(w.worker.post('/api/repair/start', { id: o.id, beforePhotos: [before] }));
    const bad = await w.worker.post('/api/repair/progress', { id: o.id, materials: [{ name: '', quantity: 1 }] });
    expect(field(bad)).toBe('materials.0.name');
    await ok(w.worker.post('/api/repair/progress', { id: o.id, materials: [{ name: '水龙头', quantity: 1, unit: '个' }], note: '更换阀芯' }));
    const d = await ok(w.worker.post<RepairOrderDetail>('/api/repair/finish', { id: o.id, afterPhotos: [after], materials: [{ name: '生料带', quantity: 2, unit: '卷' }] }));
    expect(d).toMatchObject({ state: 'done', beforePhotos: [before], afterPhotos: [after] });
    expect(d.materials.map((m) => m.name)).toEqual(['水龙头', '生料带']);
    expect(d.finishedAt).not.toBeNull();
    const rated = await ok(w.student.post<RepairOrderDetail>('/api/repair/rate', { id: o.id, stars: 4, comment: '很好' }));
    expect(rated).toMatchObject({ state: 'rated', rating: 4, ratingComment: '很好' });
    expect(rated.timeline.map((e) => e.action)).toEqual(['submit', 'assign', 'accept', 'start', 'progress', 'finish', 'rate']);
    expect(rated.timeline.map((e) => e.actorName)).toEqual(['张三', '吴调度', '周师傅', '周师傅', '周师傅', '周师傅', '张三']);
    expect(rated.timeline.every((e) => e.at > 0)).toBe(true);
    expect((await w.student.post('/api/repair/rate', { id: o.id, stars: 1 })).e).toBe(E.WRONG_STATE);
    // The reporter heard it was done.
    const msgs = await t.app.platform.db.selectFrom('messages').select('title').where('link', 'like', `%${o.id}%`).where('category', '=', 'repair').execute();
    expect(msgs.map((m) => m.title)).toContain('您的报修已完成，请评价');
  });

  it('a poor rating reopens the order for the dispatcher', async () => {
    const o = await orderAt(w, 'done');
    const bad = await w.student.post('/api/repair/rate', { id: o.id, stars: 6 });
    expect(field(bad)).toBe('stars');
    const r = await ok(w.student.post<RepairOrderDetail>('/api/repair/rate', { id: o.id, stars: 2, comment: '还是漏' }));
    expect(r).toMatchObject({ state: 'reopened', workerId: null, reopenCount: 1, rating: 2 });
    expect(r.timeline.at(-1)).toMatchObject({ action: 'reopen', fromState: 'done', toState: 'reopened', note: '还是漏' });
    const board = await ok(w.dispatcher.get<Page>('/api/repair/board', { pageSize: '100' }));
    expect(board.list.map((x) => x.id)).toContain(o.id);
    const again = await ok(w.dispatcher.post<RepairOrderDetail>('/api/repair/assign', { id: o.id, workerId: w.worker2Id }));
    expect(again).toMatchObject({ state: 'assigned', workerId: w.worker2Id });
  });

  it('a worker sends an order back with a reason', async () => {
    const o = await orderAt(w, 'accepted');
    expect(field(await w.worker.post('/api/repair/send-back', { id: o.id, reason: ' ' }))).toBe('reason');
    const r = await ok(w.worker.post<RepairOrderDetail>('/api/repair/send-back', { id: o.id, reason: '需要电工证' }));
    expect(r).toMatchObject({ state: 'submitted', workerId: null, backReason: '需要电工证' });
    expect((await w.worker.get('/api/repair/detail', { id: o.id })).e).toBe(E.NOT_FOUND);
    expect((await ok(w.dispatcher.get<Page>('/api/repair/board', { pageSize: '100' }))).list.map((x) => x.id)).toContain(o.id);
  });

  it('dispatchers reassign, merge duplicates and set priority', async () => {
    const o = await orderAt(w, 'accepted');
    const r = await ok(w.dispatcher.post<RepairOrderDetail>('/api/repair/reassign', { id: o.id, workerId: w.worker2Id, note: '换人' }));
    expect(r).toMatchObject({ state: 'assigned', workerId: w.worker2Id });
    expect(r.timeline.at(-1)).toMatchObject({ action: 'reassign', detail: { workerId: w.worker2Id, previousWorkerId: w.workerId } });
    const dup = await report(w, w.student2);
    expect(field(await w.dispatcher.post('/api/repair/merge', { id: dup.id, intoId: dup.id }))).toBe('intoId');
    const m = await ok(w.dispatcher.post<RepairOrderDetail>('/api/repair/merge', { id: dup.id, intoId: o.id }));
    expect(m).toMatchObject({ state: 'merged', mergedInto: o.id });
    const kept = await ok(w.dispatcher.get<RepairOrderDetail>('/api/repair/detail', { id: o.id }));
    expect(kept.timeline.at(-1)).toMatchObject({ action: 'mergedIn', detail: { fromId: dup.id } });
    const p = await ok(w.dispatcher.post<RepairOrderDetail>('/api/repair/set-priority', { id: o.id, priority: 'urgent' }));
    expect(p.priority).toBe('urgent');
    expect(field(await w.dispatcher.post('/api/repair/set-priority', { id: o.id, priority: 'asap' }))).toBe('priority');
  });
});

describe('assignment', () => {
  it('goes only to an active, on-duty worker skilled for the category', async () => {
    const o = await report(w, w.student, { categoryId: w.net });
    const refuse = async (workerId: string) => {
      const r = await w.dispatcher.post('/api/repair/assign', { id: o.id, workerId });
      expect(r.e).toBe(E.NOT_ELIGIBLE);
      expect(field(r)).toBe('workerId');
      return (r.d as { why: string }).why;
    };
    const studentId = (await ok(w.student.get<RepairOrderDetail>('/api/repair/detail', { id: o.id }))).reporterId;
    expect(await refuse(studentId)).toBe('notWorker');
    expect(await refuse(w.worker2Id)).toBe('noSkill');
    const c = await ok(w.dispatcher.get<{ list: { userId: string }[] }>('/api/repair/candidates', { id: o.id }));
    expect(c.list.map((x) => x.userId)).toEqual([w.workerId]);
    await ok(w.worker.post('/api/repair/duty', { onDuty: false }));
    expect(await refuse(w.workerId)).toBe('offDuty');
    expect((await ok(w.worker.get<{ onDuty: boolean }>('/api/repair/queue'))).onDuty).toBe(false);
    await ok(w.worker.post('/api/repair/duty', { onDuty: true }));
    await ok(w.dispatcher.post('/api/repair/assign', { id: o.id, workerId: w.workerId }));
    // The worker heard about it.
    const msgs = await t.app.platform.db.selectFrom('messages').select('user_id').where('link', 'like', `%${o.id}%`).execute();
    expect(msgs.map((m) => m.user_id)).toContain(w.workerId);
  });

  it('an automatic rule assigns on submit when its worker is eligible', async () => {
    const rule = await ok(w.manager.post<{ id: string }>('/api/repair/save-rule', { categoryId: w.net, areaId: w.east, workerId: w.workerId }));
    const o = await report(w, w.student, { categoryId: w.net });
    expect(o).toMatchObject({ state: 'assigned', workerId: w.workerId });
    expect(o.timeline.map((e) => e.action)).toEqual(['submit', 'autoAssign']);
    await ok(w.worker.post('/api/repair/duty', { onDuty: false }));
    expect((await report(w, w.student, { categoryId: w.net })).state).toBe('submitted');
    await ok(w.worker.post('/api/repair/duty', { onDuty: true }));
    await ok(w.manager.post('/api/repair/delete-rule', { id: rule.id }));
    expect((await report(w, w.student, { categoryId: w.net })).state).toBe('submitted');
  });

  it('set-up is for repair.manage and names bad fields', async () => {
    expect((await w.worker.post('/api/repair/save-category', { name: 'x' })).e).toBe(E.FORBIDDEN);
    expect((await w.dispatcher.post('/api/repair/save-category', { name: 'x' })).e).toBe(E.FORBIDDEN);
    expect(field(await w.manager.post('/api/repair/save-category', { name: 'x', finishMinutes: -1 }))).toBe('finishMinutes');
    expect(field(await w.manager.post('/api/repair/save-worker', { userId: w.workerId, onDuty: true, skills: ['nope'] }))).toBe('skills.0');
    expect(field(await w.manager.post('/api/repair/save-rule', { categoryId: w.net, workerId: 'nobody' }))).toBe('workerId');
    expect(field(await w.manager.post('/api/repair/save-rule', { categoryId: 'nope', workerId: w.workerId }))).toBe('categoryId');
  });
});

describe('SLA', () => {
  it('flags overdue orders and escalates each exactly once', async () => {
    const o = await report(w, w.student);
    const late = await orderAt(w, 'in_progress');
    const db = t.app.platform.db;
    await db.updateTable('repair_orders').set({ assign_due_at: now() - 60 }).where('id', '=', o.id).execute();
    await db.updateTable('repair_orders').set({ finish_due_at: now() - 60 }).where('id', '=', late.id).execute();
    // Several reads at once (as several processes would): still one escalation each.
    await Promise.all([
      w.dispatcher.get('/api/repair/board'),
      w.dispatcher.get('/api/repair/board'),
      w.worker.get('/api/repair/queue'),
      w.student.get('/api/repair/mine'),
      w.dispatcher.get('/api/repair/orders', { overdue: 'true' }),
    ]);
    await w.dispatcher.get('/api/repair/board');
    const d = await ok(w.dispatcher.get<RepairOrderDetail>('/api/repair/detail', { id: o.id }));
    expect(d.overdue).toBe(true);
    expect(d.escalatedAt).not.toBeNull();
    expect(d.timeline.filter((e) => e.action === 'escalate')).toHaveLength(1);
    expect(d.timeline.find((e) => e.action === 'escalate')?.detail).toMatchObject({ kind: 'assign' });
    const l = await ok(w.dispatcher.get<RepairOrderDetail>('/api/repair/detail', { id: late.id }));
    expect(l.timeline.filter((e) => e.action === 'escalate')).toHaveLength(1);
    expect(l.timeline.find((e) => e.action === 'escalate')?.detail).toMatchObject({ kind: 'finish' });
    const overdue = await ok(w.dispatcher.get<Page>('/api/repair/orders', { overdue: 'true', pageSize: '100' }));
    expect(overdue.list.map((x) => x.id)).toEqual(expect.arrayContaining([o.id, late.id]));
    expect(overdue.list.every((x) => x.overdue)).toBe(true);
    // One notice per escalation: the dispatcher once for each; the worker once for theirs.
    const msgs = await db.selectFrom('messages').select(['user_id', 'title', 'link']).where('category', '=', 'repair').where('title', 'like', '%超时%').execute();
    const dispId = (await db.selectFrom('users').select('id').where('username', '=', 'dispatcher').where('site_id', '=', 'demo').executeTakeFirstOrThrow()).id;
    expect(msgs.filter((m) => m.user_id === dispId && m.link.includes(o.id))).toHaveLength(1);
    expect(msgs.filter((m) => m.user_id === dispId && m.link.includes(late.id))).toHaveLength(1);
    expect(msgs.filter((m) => m.user_id === w.workerId && m.link.includes(late.id))).toHaveLength(1);
    expect(msgs.find((m) => m.link.includes(o.id))?.title).toBe('工单超时未派单：水电');
  });

  it('the board filters by category, area and age', async () => {
    const o = await report(w, w.student2, { categoryId: w.net });
    const ids = async (q: Record<string, string>) => (await ok(w.dispatcher.get<Page>('/api/repair/board', { pageSize: '100', ...q }))).list.map((x) => x.id);
    expect(await ids({ categoryId: w.net })).toContain(o.id);
    expect(await ids({ categoryId: w.water })).not.toContain(o.id);
    expect(await ids({ areaId: w.east })).toContain(o.id);
    expect(await ids({ minAgeMinutes: '10' })).not.toContain(o.id);
    expect(await ids({ maxAgeMinutes: '10' })).toContain(o.id);
    expect(field(await w.dispatcher.get('/api/repair/board', { minAgeMinutes: 'soon' }))).toBe('minAgeMinutes');
  });
});

describe('export', () => {
  it('is a real xlsx with a header and one row per order', async () => {
    const o = await report(w, w.student, { description: '导出测试' });
    expect((await w.worker.raw({ method: 'GET', url: '/api/repair/export' })).json()).toMatchObject({ e: E.FORBIDDEN });
    const res = await w.dispatcher.raw({ method: 'GET', url: '/api/repair/export', query: { keyword: '导出测试' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual(expect.arrayContaining(['工单号', '报修时间', '类别', '状态', '维修工']));
    expect(rows).toHaveLength(2);
    expect(rows[1]![0]).toBe(o.id);
    expect(rows[1]).toEqual(expect.arrayContaining(['水电', '东区', '导出测试', '待派单']));
    const en = await w.dispatcher.raw({ method: 'GET', url: '/api/repair/export', query: { keyword: '导出测试' }, headers: { 'accept-language': 'en' } });
    expect((await readXlsx(en.rawPayload))[0]).toContain('Category');
  });
});
