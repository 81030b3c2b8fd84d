/**
 * Repair counts and writes times on the site's clock (the timezone of its profile), daylight
 * saving included: an order reported at 23:00 in New York counts on that New York date (not on
 * the next day, as at UTC+8), its export and notices show New York times; the same instant on a
 * Shanghai site is the next morning. An install upgraded from the UTC+8 roll-up is corrected by
 * its migration.
 */
import type { RepairFigures } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { up as migrateSiteDays, down as unmigrateSiteDays } from '../migrations/2026-11-27T0501_repair_site_days.js';
import { rebuildStats } from '../src/modules/repair/queries.js';
import { dayOf, delta } from '../src/modules/repair/rollup.js';
import type { RepairOrdersTable } from '../src/modules/repair/tables.js';
import { instantOf } from '../src/platform/time.js';
import { newId } from '../src/platform/util.js';
import { readXlsx } from './admin-fixtures.js';
import { createTestApp, loginAs, type TestApp } from './helpers.js';
import { ok, report, setUpRepair, type RepairWorld } from './repair-fixtures.js';

/** 2026-03-10 03:00 UTC: 23:00 on 9 March in New York (UTC-5), 11:00 on 10 March in Shanghai. */
const AT = Date.UTC(2026, 2, 10, 3) / 1000;
const NEW_YORK = 'America/New_York';
const SHANGHAI = 'Asia/Shanghai';
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86400_000;

interface Stats {
  total: RepairFigures;
  byPeriod: RepairFigures[];
}

async function setZone(t: TestApp, siteId: string, tz: string) {
  const db = t.app.platform.db;
  const { variants } = await db.selectFrom('sites').select('variants').where('id', '=', siteId).executeTakeFirstOrThrow();
  await db.updateTable('sites').set({ variants: JSON.stringify({ ...JSON.parse(variants), message: { timezone: tz } }) }).where('id', '=', siteId).execute();
  t.app.platform.sites.invalidate(siteId);
}

/** Statistics per day over the site's dates [first, last], as the console asks for them. */
const statsOver = (w: RepairWorld, tz: string, first: string, last: string) =>
  ok(w.dispatcher.get<Stats>('/api/repair/statistics', { from: String(instantOf(first, 0, tz)), to: String(instantOf(last, 24 * 60, tz)), period: 'day' }));

/** A site in `tz` whose student reports a leaking tap at AT (the clock stands still there). */
async function siteIn(tz: string) {
  vi.setSystemTime(AT * 1000);
  const t = await createTestApp();
  await setZone(t, 'demo', tz);
  const w = await setUpRepair(t.app);
  const order = await report(w, w.student, { description: '夜里漏水' });
  return { t, w, order };
}

describe('a site in New York', () => {
  let site: Awaited<ReturnType<typeof siteIn>>;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    site = await siteIn(NEW_YORK);
  });
  afterAll(async () => {
    await site.t.close();
    vi.useRealTimers();
  });

  it('counts an order reported at 23:00 on that New York date', async () => {
    const s = await statsOver(site.w, NEW_YORK, '2026-03-08', '2026-03-10');
    expect(s.total.total).toBe(1);
    expect(s.byPeriod.map((p) => [p.key, p.total])).toEqual([['2026-03-09', 1]]);
    expect((await statsOver(site.w, NEW_YORK, '2026-03-10', '2026-03-10')).total.total).toBe(0);
    expect((await statsOver(site.w, NEW_YORK, '2026-03-09', '2026-03-09')).total.total).toBe(1);
  });

  it('recomputes the same roll-up from the orders', async () => {
    const db = site.t.app.platform.db;
    const rows = () => db.selectFrom('repair_stats').selectAll().where('site_id', '=', 'demo').where('total', '!=', 0).orderBy('dim').orderBy('day').orderBy('key').execute();
    const kept = await rows();
    expect(kept.map((r) => Number(r.day))).toEqual([dayNumber('2026-03-09'), dayNumber('2026-03-09'), dayNumber('2026-03-09')]);
    await rebuildStats(db, 'demo');
    expect(await rows()).toEqual(kept);
  });

  it('exports the times on the New York clock', async () => {
    const res = await site.w.dispatcher.raw({ method: 'GET', url: '/api/repair/export', query: { keyword: '夜里漏水' } });
    const rows = await readXlsx(res.rawPayload);
    expect(rows).toHaveLength(2);
    expect(rows[1]![0]).toBe(site.order.id);
    expect(rows[1]![1]).toBe('2026-03-09 23:00:00');
  });

  it('tells the dispatchers the due time on the New York clock', async () => {
    // Water repairs are to be assigned within 30 minutes: at midnight the order is overdue.
    vi.setSystemTime((AT + 3600) * 1000);
    await ok(site.w.dispatcher.get('/api/repair/board'));
    const msgs = await site.t.app.platform.db.selectFrom('messages').select('body').where('link', 'like', `%${site.order.id}%`).where('title', 'like', '%超时%').execute();
    expect(msgs.length).toBeGreaterThan(0);
    for (const m of msgs) expect(m.body).toContain('2026-03-09 23:30');
  });
});

describe('a site in Shanghai', () => {
  let site: Awaited<ReturnType<typeof siteIn>>;
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    site = await siteIn(SHANGHAI);
  });
  afterAll(async () => {
    await site.t.close();
    vi.useRealTimers();
  });

  it('counts the same instant on the next day, 10 March', async () => {
    const s = await statsOver(site.w, SHANGHAI, '2026-03-08', '2026-03-10');
    expect(s.byPeriod.map((p) => [p.key, p.total])).toEqual([['2026-03-10', 1]]);
    expect((await statsOver(site.w, SHANGHAI, '2026-03-09', '2026-03-09')).total.total).toBe(0);
    const res = await site.w.dispatcher.raw({ method: 'GET', url: '/api/repair/export', query: { keyword: '夜里漏水' } });
    expect((await readXlsx(res.rawPayload))[1]![1]).toBe('2026-03-10 11:00:00');
  });

  it('recounts the days when the super-administrator moves the site to New York', async () => {
    const admin = await loginAs(site.t.app, 'admin');
    const { variants } = await ok(admin.get<{ variants: Record<string, unknown> }>('/api/admin/sites/get', { id: 'demo' }));
    await ok(admin.post('/api/admin/sites/update', { id: 'demo', variants: { ...variants, message: { timezone: NEW_YORK } } }));
    const s = await statsOver(site.w, NEW_YORK, '2026-03-08', '2026-03-10');
    expect(s.byPeriod.map((p) => [p.key, p.total])).toEqual([['2026-03-09', 1]]);
  });
});

describe('upgrading an install whose roll-up counted every site at UTC+8', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const order = (siteId: string, created_at: number, o: Partial<RepairOrdersTable> = {}): RepairOrdersTable => ({
    id: newId(), site_id: siteId, reporter_id: 'r', category_id: 'water', area_id: 'east', building: '东1栋', room: '', description: 'x', photos: '[]',
    preferred_time: '', contact_name: '', contact_phone: '', asset_code: '', state: 'submitted', priority: 0, worker_id: null, before_photos: '[]',
    after_photos: '[]', materials: '[]', rating: null, rating_comment: '', back_reason: '', merged_into: null, reopen_count: 0, version: 0,
    assigned_at: null, accepted_at: null, started_at: null, finished_at: null, closed_at: null, assign_due_at: null, finish_due_at: null,
    escalated_at: null, updated_at: created_at, created_at, ...o,
  });
  /** Orders and the roll-up an earlier version kept for them: every day a UTC+8 day (as Shanghai's). */
  async function storedTheOldWay(orders: RepairOrdersTable[]) {
    const db = t.app.platform.db;
    await db.insertInto('repair_orders').values(orders).execute();
    // One order a day here: each adds rows of its own.
    for (const o of orders) await db.insertInto('repair_stats').values(delta(null, o, SHANGHAI)).execute();
  }
  const daysOf = async (siteId: string) =>
    (await t.app.platform.db.selectFrom('repair_stats').select(['day', 'total']).where('site_id', '=', siteId).where('dim', '=', 'c').orderBy('day').execute()).map((r) => [
      Number(r.day),
      Number(r.total),
    ]);

  it('moves a New York site’s orders to their New York dates, daylight saving included', async () => {
    await setZone(t, 'fudan', NEW_YORK);
    // AT: the evening before in New York. 8 March 06:30 UTC: 01:30 in New York (winter time, the
    // clocks go forward at 07:00 UTC), 14:30 in Shanghai. 9 March 12:00 UTC: 08:00 (summer time), 20:00.
    const orders = [order('fudan', AT), order('fudan', Date.UTC(2026, 2, 8, 6, 30) / 1000), order('fudan', Date.UTC(2026, 2, 9, 12) / 1000)];
    await storedTheOldWay(orders);
    expect(await daysOf('fudan')).toEqual([
      [dayNumber('2026-03-08'), 1],
      [dayNumber('2026-03-09'), 1],
      [dayNumber('2026-03-10'), 1],
    ]);
    await migrateSiteDays(t.app.platform.db);
    expect(await daysOf('fudan')).toEqual([
      [dayNumber('2026-03-08'), 1],
      [dayNumber('2026-03-09'), 2],
    ]);
    expect(orders.map((o) => dayOf(o.created_at, NEW_YORK))).toEqual([dayNumber('2026-03-09'), dayNumber('2026-03-08'), dayNumber('2026-03-09')]);
    // The way back restores the UTC+8 days.
    await unmigrateSiteDays(t.app.platform.db);
    expect((await daysOf('fudan')).map(([d]) => d)).toEqual([dayNumber('2026-03-08'), dayNumber('2026-03-09'), dayNumber('2026-03-10')]);
  });

  it('leaves a UTC+8 site’s roll-up as it was', async () => {
    await storedTheOldWay([order('pku', AT), order('pku', AT - 86400, { state: 'cancelled' })]);
    const db = t.app.platform.db;
    const rows = () => db.selectFrom('repair_stats').selectAll().where('site_id', '=', 'pku').orderBy('dim').orderBy('day').orderBy('key').execute();
    const before = await rows();
    expect(before).toHaveLength(6);
    await migrateSiteDays(db);
    expect(await rows()).toEqual(before);
  });
});
