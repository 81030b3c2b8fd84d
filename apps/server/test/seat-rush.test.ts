/**
 * Seat races through HTTP with real sessions: many people racing for one seat get exactly one
 * hold; one person firing many holds keeps one per session and the room's per-day limit; holds,
 * confirms and cancels racing never leave two live bookings on one seat. Counts are read from the
 * database after each run. On PostgreSQL the same again with two app instances sharing a schema.
 */
import { E } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, loginAs, type TestApp } from './helpers.js';
import { startInstances, type Instances } from './instances.js';
import { createRoom, createSeatSession, liveCounts, makeUsers, sessionsOnOneDay } from './seat-fixtures.js';

const url = process.env.DATABASE_URL;

const codes = async (calls: Promise<{ status: number; e: number }>[]) => {
  const res = await Promise.all(calls);
  for (const r of res) expect(r.status).toBeLessThan(500);
  return res.map((r) => r.e);
};

/** The races, run against one app (`peer` = identity) or two (`peer` moves half the callers to B). */
function races(app: () => FastifyInstance, peer: (clients: Client[]) => Client[]) {
  it('48 people racing for one seat: exactly one hold', async () => {
    const manager = await loginAs(app(), 'manager');
    const room = await createRoom(manager);
    const sessionId = await createSeatSession(manager, room.id);
    const users = await makeUsers(app(), 48, 'one');
    const seatId = room.seats[0]!.id;
    const r = await codes(peer(users.map((u) => u.client)).map((c) => c.post('/api/seat/hold', { sessionId, seatId })));
    expect(r.filter((e) => e === E.OK)).toHaveLength(1);
    expect(r.filter((e) => e !== E.OK).every((e) => e === E.ALREADY_TAKEN)).toBe(true);
    expect(await liveCounts(app(), sessionId)).toEqual({ live: 1, maxPerSeat: 1, maxPerUser: 1 });
  });

  it('one person firing 12 holds on 12 seats of one session keeps one', async () => {
    const manager = await loginAs(app(), 'manager');
    const room = await createRoom(manager);
    const sessionId = await createSeatSession(manager, room.id);
    const [u] = await makeUsers(app(), 1, 'greedy');
    const clients = peer(Array.from({ length: 12 }, () => u!.client));
    await codes(clients.map((c, i) => c.post('/api/seat/hold', { sessionId, seatId: room.seats[i]!.id })));
    expect(await liveCounts(app(), sessionId)).toMatchObject({ live: 1, maxPerSeat: 1, maxPerUser: 1 });
  });

  it('one person holding in 6 sessions of one day at once stays within the per-day limit of 2', async () => {
    const manager = await loginAs(app(), 'manager');
    const room = await createRoom(manager, { perDayLimit: 2 });
    const sessions = await sessionsOnOneDay(manager, room.id, [
      ['08:00', '09:00'],
      ['09:00', '10:00'],
      ['10:00', '11:00'],
      ['11:00', '12:00'],
      ['13:00', '14:00'],
      ['14:00', '15:00'],
    ]);
    const [u] = await makeUsers(app(), 1, 'daily');
    const r = await codes(
      peer(sessions.map(() => u!.client)).map((c, i) =>
        c.post('/api/seat/hold', { sessionId: sessions[i], seatId: room.seats[0]!.id }),
      ),
    );
    expect(r.filter((e) => e === E.OK).length).toBeLessThanOrEqual(2);
    expect(r.filter((e) => e !== E.OK).every((e) => e === E.LIMIT_REACHED)).toBe(true);
    let live = 0;
    for (const s of sessions) live += (await liveCounts(app(), s)).live;
    expect(live).toBeLessThanOrEqual(2);
    expect(live).toBe(r.filter((e) => e === E.OK).length);
  });

  it('30 people holding, confirming and cancelling on 6 seats never double-book', async () => {
    const manager = await loginAs(app(), 'manager');
    const room = await createRoom(manager, { rows: 1, cols: 6 });
    const sessionId = await createSeatSession(manager, room.id);
    const users = await makeUsers(app(), 30, 'mix');
    const clients = peer(users.map((u) => u.client));
    for (let round = 0; round < 3; round++) {
      await Promise.all(
        clients.map(async (c, i) => {
          const h = await c.post<{ id: string }>('/api/seat/hold', {
            sessionId,
            seatId: room.seats[(i + round) % 6]!.id,
          });
          expect(h.status).toBeLessThan(500);
          if (h.e !== E.OK) return;
          const cf = await c.post('/api/seat/confirm', { id: h.d.id });
          expect(cf.status).toBeLessThan(500);
          if (i % 3 === 0) expect((await c.post('/api/seat/cancel', { id: h.d.id })).status).toBeLessThan(500);
        }),
      );
      const counts = await liveCounts(app(), sessionId);
      expect(counts.maxPerSeat).toBeLessThanOrEqual(1);
      expect(counts.maxPerUser).toBeLessThanOrEqual(1);
      expect(counts.live).toBeLessThanOrEqual(6);
    }
  });
}

describe('races on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  races(
    () => t.app,
    (c) => c,
  );
});

describe.skipIf(!url)('races across two instances sharing one PostgreSQL schema', () => {
  let n: Instances;
  beforeAll(async () => {
    n = await startInstances(true);
  });
  afterAll(() => n?.close());
  races(
    () => n.a.app,
    (clients) => n.split(clients),
  );
});
