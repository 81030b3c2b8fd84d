/**
 * A model test of holds and bookings (fast-check), through HTTP: random sequences of hold,
 * confirm, cancel and the clock moving on, by three people on three seats in two sessions of one
 * day (one already started) with a per-day limit of one. Every answer matches a small model, and
 * after each step no seat has two live bookings and nobody holds more than the day allows.
 */
import { E } from '@campus/api';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { localOf } from '../src/platform/time.js';
import { now } from '../src/platform/util.js';
import { createTestApp, loginAs, type Client, type TestApp } from './helpers.js';
import { createRoom, createSeatSession, liveCounts, makeUsers } from './seat-fixtures.js';

const USERS = 3;
const HOLD = 180;
const GRACE = 15 * 60;

type Op = { kind: 'hold' | 'confirm' | 'cancel' | 'lapse'; user: number; seat: number; session: number };
const op = fc.record({
  kind: fc.constantFrom<Op['kind']>('hold', 'hold', 'confirm', 'cancel', 'lapse'),
  user: fc.integer({ min: 0, max: USERS - 1 }),
  seat: fc.integer({ min: 0, max: 2 }),
  session: fc.integer({ min: 0, max: 1 }),
});

interface Row {
  id: string;
  user: number;
  session: number;
  seat: number;
  status: 'held' | 'booked' | 'released' | 'expired' | 'cancelled' | 'noshow';
  heldUntil: number;
  deadline: number;
}

let t: TestApp;
let manager: Client;
let users: { id: string; client: Client }[];
beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager');
  users = await makeUsers(t.app, USERS, 'model');
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

it('random hold/confirm/cancel/lapse sequences match the model and never double-book', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
      vi.useRealTimers();
      const room = await createRoom(manager, { rows: 1, cols: 3, perDayLimit: 1, holdMinutes: HOLD / 60, graceMinutes: GRACE / 60 });
      const base = now();
      // Session 0 started a minute ago; session 1 starts in 30 minutes (the same local day, unless run near midnight).
      const starts = [base - 60, base + 1800];
      const sameDay = localOf(starts[0]!, 'Asia/Shanghai').date === localOf(starts[1]!, 'Asia/Shanghai').date;
      const sessions = [await createSeatSession(manager, room.id, -60, 3 * 3600, 'S0'), await createSeatSession(manager, room.id, 1800, 3600, 'S1')];
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(base * 1000);
      let clock = base;
      const rows: Row[] = [];
      const lapse = () => {
        for (const r of rows) {
          if (r.status === 'held' && r.heldUntil <= clock) r.status = 'expired';
          if (r.status === 'booked' && r.deadline <= clock) r.status = 'noshow';
        }
      };
      const live = (r: Row) => r.status === 'held' || r.status === 'booked';
      for (const o of ops) {
        const c = users[o.user]!.client;
        lapse();
        if (o.kind === 'lapse') {
          clock += 200;
          vi.setSystemTime(clock * 1000);
          continue;
        }
        if (o.kind === 'hold') {
          for (const r of rows) if (r.user === o.user && r.session === o.session && r.status === 'held') r.status = 'released';
          const want = rows.some((r) => r.user === o.user && live(r) && (sameDay || r.session === o.session)) ? E.LIMIT_REACHED : rows.some((r) => r.session === o.session && r.seat === o.seat && live(r)) ? E.ALREADY_TAKEN : E.OK;
          const res = await c.post<{ id: string }>('/api/seat/hold', { sessionId: sessions[o.session], seatId: room.seats[o.seat]!.id });
          expect(res.e).toBe(want);
          if (res.e === E.OK) rows.push({ id: res.d.id, user: o.user, session: o.session, seat: o.seat, status: 'held', heldUntil: clock + HOLD, deadline: 0 });
        } else {
          const mine = rows.filter((r) => r.user === o.user);
          const r = mine[mine.length - 1];
          if (!r) continue;
          if (o.kind === 'confirm') {
            const want = r.status === 'held' ? E.OK : r.status === 'booked' ? E.ALREADY_DONE : r.status === 'expired' || r.status === 'released' ? E.HOLD_EXPIRED : E.WRONG_STATE;
            expect((await c.post('/api/seat/confirm', { id: r.id })).e).toBe(want);
            if (want === E.OK) {
              r.status = 'booked';
              r.deadline = Math.min(starts[r.session]! + (r.session === 0 ? 3 * 3600 : 3600), Math.max(starts[r.session]!, clock) + GRACE);
            }
          } else {
            const want = r.status === 'held' ? E.OK : r.status === 'booked' ? (clock >= starts[r.session]! ? E.ENDED : E.OK) : E.WRONG_STATE;
            expect((await c.post('/api/seat/cancel', { id: r.id })).e).toBe(want);
            if (want === E.OK) r.status = r.status === 'held' ? 'released' : 'cancelled';
          }
        }
        for (const s of sessions) {
          const counts = await liveCounts(t.app, s);
          expect(counts.maxPerSeat).toBeLessThanOrEqual(1);
          expect(counts.maxPerUser).toBeLessThanOrEqual(1);
        }
        const total = (await Promise.all(sessions.map((s) => liveCounts(t.app, s)))).reduce((n, x) => n + x.live, 0);
        expect(total).toBe(rows.filter((r) => live(r) && !(r.status === 'held' && r.heldUntil <= clock) && !(r.status === 'booked' && r.deadline <= clock)).length);
      }
      vi.useRealTimers();
    }),
    { numRuns: 25 },
  );
});
