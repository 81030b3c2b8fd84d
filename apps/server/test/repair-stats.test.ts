/**
 * Repair statistics on a known data set: counts, average times, SLA compliance and satisfaction
 * by category, area, worker and day/week/month (site time UTC+8), merged duplicates left out.
 */
import { E, type RepairFigures } from '@campus/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rebuildStats } from '../src/modules/repair/queries.js';
import { periodKey } from '../src/modules/repair/stats.js';
import type { RepairOrdersTable } from '../src/modules/repair/tables.js';
import { newId } from '../src/platform/util.js';
import { createTestApp, type TestApp } from './helpers.js';
import { ok, setUpRepair, type RepairWorld } from './repair-fixtures.js';

interface Stats {
  total: RepairFigures;
  byCategory: RepairFigures[];
  byArea: RepairFigures[];
  byWorker: RepairFigures[];
  byPeriod: RepairFigures[];
}

let t: TestApp;
let w: RepairWorld;
let west: string;
/** 2020-01-06 00:00 site time (a Monday). */
const D0 = Date.UTC(2020, 0, 6) / 1000 - 8 * 3600;
const H = 3600;
const DAY = 86400;

beforeAll(async () => {
  t = await createTestApp();
  w = await setUpRepair(t.app);
  west = (await ok(w.manager.post<{ id: string }>('/api/repair/save-area', { name: '西区', buildings: ['西1栋'] }))).id;
  const reporter = (await t.app.platform.db.selectFrom('users').select('id').where('username', '=', 'student').where('site_id', '=', 'demo').executeTakeFirstOrThrow()).id;
  const order = (o: Partial<RepairOrdersTable> & { created_at: number }): RepairOrdersTable => ({
    id: newId(), site_id: 'demo', reporter_id: reporter, category_id: w.water, area_id: w.east, building: '东1栋', room: '', description: 'x', photos: '[]',
    preferred_time: '', contact_name: '', contact_phone: '', asset_code: '', state: 'submitted', priority: 0, worker_id: null, before_photos: '[]',
    after_photos: '[]', materials: '[]', rating: null, rating_comment: '', back_reason: '', merged_into: null, reopen_count: 0, version: 0,
    assigned_at: null, accepted_at: null, started_at: null, finished_at: null, closed_at: null, assign_due_at: null, finish_due_at: o.created_at + DAY,
    escalated_at: null, updated_at: o.created_at, ...o,
  });
  const a = D0 + 10 * H;
  const b = D0 + 12 * H;
  const c = D0 + DAY + 9 * H;
  await t.app.platform.db
    .insertInto('repair_orders')
    .values([
      order({ created_at: a, state: 'rated', worker_id: w.workerId, assigned_at: a + 600, finished_at: a + 3600, rating: 5 }),
      order({ created_at: b, state: 'rated', worker_id: w.worker2Id, assigned_at: b + 1200, finished_at: b + 90000, rating: 3 }),
      order({ created_at: c, category_id: w.net, state: 'done', worker_id: w.workerId, assigned_at: c + 300, finished_at: c + 1800, finish_due_at: null }),
      order({ created_at: D0 + 8 * DAY, area_id: west }),
      order({ created_at: D0 + DAY + 20 * H, state: 'cancelled' }),
      order({ created_at: D0 + 2 * H, state: 'merged' }),
      // Outside the range: the day before, and another site.
      order({ created_at: D0 - 1 }),
      order({ created_at: D0 + H, site_id: 'pku' }),
    ])
    .execute();
  // Written straight into the table: the roll-up is recomputed, as after a bulk import.
  await rebuildStats(t.app.platform.db, 'demo');
});
afterAll(() => t.close());

const stats = (period = 'day') => ok(w.dispatcher.get<Stats>('/api/repair/statistics', { from: String(D0), to: String(D0 + 31 * DAY), period }));

it('counts, averages, SLA compliance and satisfaction for the site', async () => {
  const s = await stats();
  expect(s.total).toMatchObject({ total: 5, finished: 3, cancelled: 1, avgAssignMinutes: 11.7, avgFinishMinutes: 530, slaCounted: 2, slaMet: 1, slaRate: 0.5, rated: 2, satisfaction: 4 });
});

it('by category, area and worker', async () => {
  const s = await stats();
  const water = s.byCategory.find((x) => x.key === w.water)!;
  expect(water).toMatchObject({ label: '水电', total: 4, finished: 2, avgAssignMinutes: 15, avgFinishMinutes: 780, slaRate: 0.5, satisfaction: 4 });
  expect(s.byCategory.find((x) => x.key === w.net)).toMatchObject({ label: '网络', total: 1, finished: 1, slaCounted: 0, slaRate: null, satisfaction: null });
  expect(s.byArea.map((x) => [x.label, x.total])).toEqual([['东区', 4], ['西区', 1]]);
  expect(s.byWorker.map((x) => [x.key, x.total])).toEqual([[w.workerId, 2], [w.worker2Id, 1]]);
  expect(s.byWorker[0]).toMatchObject({ label: '周师傅', avgAssignMinutes: 7.5, avgFinishMinutes: 45, satisfaction: 5 });
});

it('by day, week and month in site time', async () => {
  expect((await stats('day')).byPeriod.map((x) => [x.key, x.total])).toEqual([['2020-01-06', 2], ['2020-01-07', 2], ['2020-01-14', 1]]);
  expect((await stats('week')).byPeriod.map((x) => [x.key, x.total])).toEqual([['2020-01-06', 4], ['2020-01-13', 1]]);
  expect((await stats('month')).byPeriod.map((x) => [x.key, x.total, x.finished])).toEqual([['2020-01-01', 5, 3]]);
  expect(periodKey(Math.floor((D0 + 8 * 3600) / DAY) + 6, 'week')).toBe('2020-01-06');
});

it('is for repair.statistics and names bad fields', async () => {
  expect((await w.worker.get('/api/repair/statistics', { from: '0', to: '10' })).e).toBe(E.FORBIDDEN);
  const bad = await w.dispatcher.get('/api/repair/statistics', { from: '100', to: '10' });
  expect(bad.e).toBe(E.BAD_INPUT);
  expect((bad.d as { field: string }).field).toBe('to');
  const empty = await ok(w.dispatcher.get<Stats>('/api/repair/statistics', { from: '0', to: '100' }));
  expect(empty.total).toMatchObject({ total: 0, avgAssignMinutes: null, satisfaction: null });
});

it('the roll-up kept with every change equals one recomputed from the orders', async () => {
  const { orderAt, report } = await import('./repair-fixtures.js');
  const a = await orderAt(w, 'done');
  await ok(w.student.post('/api/repair/rate', { id: a.id, stars: 1 }));
  await ok(w.dispatcher.post('/api/repair/assign', { id: a.id, workerId: w.worker2Id }));
  const b = await orderAt(w, 'done');
  await ok(w.student.post('/api/repair/rate', { id: b.id, stars: 5 }));
  const c = await orderAt(w, 'accepted');
  await ok(w.dispatcher.post('/api/repair/reassign', { id: c.id, workerId: w.worker2Id }));
  await ok(w.worker2.post('/api/repair/send-back', { id: c.id, reason: '缺配件' }));
  const d = await report(w, w.student2, { categoryId: w.net });
  await ok(w.dispatcher.post('/api/repair/merge', { id: d.id, intoId: c.id }));
  const e = await report(w, w.student2);
  await ok(w.student2.post('/api/repair/cancel', { id: e.id }));
  const rows = () =>
    t.app.platform.db.selectFrom('repair_stats').selectAll().where('site_id', '=', 'demo').where('total', '!=', 0).orderBy('dim').orderBy('day').orderBy('key').execute();
  const kept = await rows();
  const today = await stats();
  await rebuildStats(t.app.platform.db, 'demo');
  expect(await rows()).toEqual(kept);
  expect(await stats()).toEqual(today);
  const now = Math.floor(Date.now() / 1000);
  const s = await ok(w.dispatcher.get<Stats>('/api/repair/statistics', { from: String(now - 3600), to: String(now + 3600) }));
  expect(s.total).toMatchObject({ total: 4, finished: 2, cancelled: 1, rated: 2, satisfaction: 3 });
});
