/** The demo seat data: two rooms with maps and sessions today, bookable by a student. */
import { E } from '@campus/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoSeat } from '../src/seed/demo-seat.js';
import { createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoSeat(t.app.platform.db, 'demo', {});
});
afterAll(() => t.close());

it('seeds two rooms with maps and today’s sessions', async () => {
  const student = await loginAs(t.app, 'student');
  const rooms = await student.get<{ list: { id: string; name: string; seats: number; sessionsToday: number }[] }>('/api/seat/index');
  expect(rooms.d.list).toHaveLength(2);
  for (const r of rooms.d.list) {
    expect(r.seats).toBeGreaterThan(40);
    expect(r.sessionsToday).toBe(3);
  }
  const d = await student.get<{ sessions: { id: string }[] }>('/api/seat/detail', { id: rooms.d.list[0]!.id });
  const map = await student.get<{ cells: { kind: string; unavailable: boolean }[] }>('/api/seat/map', { sessionId: d.d.sessions[0]!.id });
  expect(map.e).toBe(E.OK);
  expect(map.d.cells.some((c) => c.kind === 'aisle')).toBe(true);
});
