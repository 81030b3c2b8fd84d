/** A fresh demo install shows a phone book with emergency numbers and shuttle departures. */
import type { BusStop, Departure, TelEntry } from '@campus/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_CONTENT: '1' });
});
afterAll(() => t.close());

it('seeds the phone book and the shuttle bus', async () => {
  const student = await loginAs(t.app, 'student');
  const sos = await student.get<{ list: TelEntry[] }>('/api/officeTel/entries', { emergency: 'true' });
  expect(sos.d.list.map((e) => e.name)).toContain('医务室');
  const stops = (await student.get<{ list: BusStop[] }>('/api/shuttleBus/stops')).d.list;
  const lib = stops.find((s) => s.name === '图书馆')!;
  const next = await student.get<{ list: Departure[] }>('/api/shuttleBus/next', { stopId: lib.id });
  expect(next.d.list.length).toBeGreaterThan(0);
});
