/**
 * The repair export walks a date range page by page (100 orders a page, newest first, by the
 * key of the last order read): every order in the range once, none outside it, none skipped at
 * a page's edge, orders of the same second included.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedRepairVolume } from '../src/seed/volume-repair.js';
import { readXlsx } from './admin-fixtures.js';
import { createTestApp, type TestApp } from './helpers.js';
import { setUpRepair, type RepairWorld } from './repair-fixtures.js';

/** 450 orders, one every 30 s from START (volume-0 … volume-449), every tenth second shared. */
const START = Date.UTC(2026, 0, 5) / 1000;
const STEP = 30;
let t: TestApp;
let w: RepairWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await setUpRepair(t.app);
  await seedRepairVolume(t.app.platform.db, 'demo', { count: 450, start: START, step: STEP, workers: 3 });
  // Two more orders in the very second of volume-220: the second page ends inside that second (220-b is its last row).
  const db = t.app.platform.db;
  const twin = await db.selectFrom('repair_orders').selectAll().where('id', '=', 'volume-220').executeTakeFirstOrThrow();
  await db.insertInto('repair_orders').values([{ ...twin, id: 'volume-220-a' }, { ...twin, id: 'volume-220-b' }]).execute();
});
afterAll(() => t.close());

it('exports every order of the range once, newest first, across several pages', async () => {
  // From volume-20 up to (not including) volume-420: 400 orders and the two twins.
  const res = await w.dispatcher.raw({ method: 'GET', url: '/api/repair/export', query: { from: String(START + 20 * STEP), to: String(START + 420 * STEP) } });
  expect(res.statusCode).toBe(200);
  const ids = (await readXlsx(res.rawPayload)).slice(1).map((r) => r[0]);
  const volume = (i: number) => `volume-${i}`;
  const expected = Array.from({ length: 400 }, (_, k) => 419 - k).flatMap((i) => (i === 220 ? ['volume-220-b', 'volume-220-a', volume(i)] : [volume(i)]));
  expect(ids).toEqual(expected);
});
