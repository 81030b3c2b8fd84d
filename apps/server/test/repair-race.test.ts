/**
 * Racing moves on one order: of concurrent assignments (to different workers) and of a double
 * accept, exactly one wins; the others are refused and the timeline holds one line.
 */
import { E, type RepairOrderDetail } from '@campus/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginAs, createTestApp, type TestApp } from './helpers.js';
import { ok, orderAt, report, setUpRepair, type RepairWorld } from './repair-fixtures.js';

let t: TestApp;
let w: RepairWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await setUpRepair(t.app);
});
afterAll(() => t.close());

it('of concurrent assignments exactly one wins', async () => {
  const second = await loginAs(t.app, 'dispatcher');
  for (let round = 0; round < 3; round++) {
    const o = await report(w, w.student);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? second : w.dispatcher).post('/api/repair/assign', { id: o.id, workerId: i % 2 ? w.workerId : w.worker2Id })),
    );
    expect(results.filter((r) => r.e === E.OK)).toHaveLength(1);
    expect(results.filter((r) => r.e !== E.OK).every((r) => r.e === E.CONFLICT || r.e === E.WRONG_STATE)).toBe(true);
    const d = await ok(w.dispatcher.get<RepairOrderDetail>('/api/repair/detail', { id: o.id }));
    expect(d.timeline.filter((e) => e.action === 'assign')).toHaveLength(1);
    const winner = results.find((r) => r.e === E.OK)!.d as RepairOrderDetail;
    expect(d.workerId).toBe(winner.workerId);
  }
});

it('of a double accept exactly one wins', async () => {
  const o = await orderAt(w, 'assigned');
  const results = await Promise.all(Array.from({ length: 5 }, () => w.worker.post('/api/repair/accept', { id: o.id })));
  expect(results.filter((r) => r.e === E.OK)).toHaveLength(1);
  const d = await ok(w.worker.get<RepairOrderDetail>('/api/repair/detail', { id: o.id }));
  expect(d.state).toBe('accepted');
  expect(d.timeline.filter((e) => e.action === 'accept')).toHaveLength(1);
});

it('a send-back racing a reassignment leaves one consistent outcome', async () => {
  const o = await orderAt(w, 'accepted');
  const [back, re] = await Promise.all([
    w.worker.post('/api/repair/send-back', { id: o.id, reason: '缺配件' }),
    w.dispatcher.post('/api/repair/reassign', { id: o.id, workerId: w.worker2Id }),
  ]);
  expect([back.e, re.e].filter((e) => e === E.OK)).toHaveLength(1);
  const d = await ok(w.dispatcher.get<RepairOrderDetail>('/api/repair/detail', { id: o.id }));
  if (back.e === E.OK) expect(d).toMatchObject({ state: 'submitted', workerId: null });
  else expect(d).toMatchObject({ state: 'assigned', workerId: w.worker2Id });
});
