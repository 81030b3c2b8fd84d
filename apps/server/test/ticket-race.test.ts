/**
 * Races of the completed ticket features, through HTTP: concurrent reserve-mode entries and
 * concurrent draws, and refunds handing units to waiters who confirm while others grab. The
 * counters always add up (issued + remaining + held = quota), nobody exceeds the per-person
 * limit, and a held unit is never grabbed. On PostgreSQL, again with two app instances.
 */
import { E } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../src/platform/util.js';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';
import { startInstances, type Instances } from './instances.js';
import { counters, createEvent, eventBody, makeUsers, setTimes } from './ticket-fixtures.js';

const url = process.env.DATABASE_URL;

/** Scenarios run against one app, or against two sharing a database (`other` set). */
function scenarios(get: () => { app: FastifyInstance; other?: FastifyInstance }) {
  const spread = (clients: Client[]) =>
    clients.map((c, i) => {
      const { other } = get();
      if (!other || i % 2 === 0) return c;
      const o = new Client(other);
      o.cookie = c.cookie;
      return o;
    });

  it('concurrent entries (each twice) and five concurrent draws: one draw, within quota and limit', async () => {
    const { app } = get();
    const manager = await loginAs(app, 'manager');
    const ev = await createEvent(manager, eventBody({ mode: 'reserve', types: [{ quota: 7, perPerson: 2 }] }));
    const typeId = ev.typeIds[0]!;
    const users = await makeUsers(app, 24, 'rres');
    const clients = spread([...users, ...users].map((u) => u.client));
    const res = await Promise.all(clients.map((c) => c.post('/api/ticket/enroll', { typeId })));
    for (const r of res) expect(r.status).toBeLessThan(500);
    expect(res.filter((r) => r.e === E.OK)).toHaveLength(24);
    expect(res.filter((r) => r.e === E.ALREADY_TAKEN)).toHaveLength(24);
    await setTimes(app, ev.id, { close_at: now() - 1, open_at: now() - 100 });
    const draws = await Promise.all(
      spread(Array.from({ length: 5 }, () => manager)).map((c) =>
        c.post<{ ranNow: boolean }>('/api/ticket/draw', { id: ev.id }),
      ),
    );
    expect(draws.filter((d) => d.e === E.OK && d.d.ranNow)).toHaveLength(1);
    expect(draws.every((d) => d.e === E.OK)).toBe(true);
    expect(await counters(app, typeId)).toMatchObject({ quota: 7, issued: 7, remaining: 0, held: 0, maxPerUser: 1 });
  });

  it('refunds to waiters who confirm while 40 others grab: counters add up, holds are never grabbed', async () => {
    const { app } = get();
    const manager = await loginAs(app, 'manager');
    const ev = await createEvent(manager, eventBody({ types: [{ quota: 6, perPerson: 2 }] }));
    const typeId = ev.typeIds[0]!;
    const owners = await makeUsers(app, 6, 'rown');
    const got = await Promise.all(owners.map((o) => o.client.post<{ id: string }>('/api/ticket/enroll', { typeId })));
    const waiters = await makeUsers(app, 4, 'rwait');
    for (const w of waiters) expect((await w.client.post('/api/ticket/wait-join', { typeId })).e).toBe(E.OK);
    const grabbers = await makeUsers(app, 40, 'rgrab');
    const ops = [
      ...owners.map((o, i) => spread([o.client])[0]!.post('/api/ticket/refund', { id: got[i]!.d.id })),
      ...spread(grabbers.map((g) => g.client)).map((c) => c.post('/api/ticket/enroll', { typeId })),
      ...spread(waiters.map((w) => w.client)).map((c) => c.post('/api/ticket/hold-confirm', { typeId })),
    ];
    const res = await Promise.all(ops);
    for (const r of res) expect(r.status).toBeLessThan(500);
    let c = await counters(app, typeId);
    expect(c.issued + c.remaining + c.held).toBe(6);
    expect(c.maxPerUser).toBeLessThanOrEqual(2);
    // Every waiter now confirms what is held for them; then nothing is held.
    await Promise.all(waiters.map((w) => w.client.post('/api/ticket/hold-confirm', { typeId })));
    c = await counters(app, typeId);
    expect(c.held).toBe(0);
    expect(c.issued + c.remaining).toBe(6);
    // 4 waiters were first in line for the first 4 returned units: each either holds a ticket or confirmed one.
    const waiterTickets = await app.platform.db
      .selectFrom('tickets')
      .select('user_id')
      .where('type_id', '=', typeId)
      .where('status', '=', 'issued')
      .where(
        'user_id',
        'in',
        waiters.map((w) => w.id),
      )
      .execute();
    expect(waiterTickets).toHaveLength(4);
  });
}

describe('races on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  scenarios(() => ({ app: t.app }));
});

describe.skipIf(!url)('races across two instances sharing one PostgreSQL schema', () => {
  let n: Instances;
  beforeAll(async () => {
    n = await startInstances(true);
  });
  afterAll(() => n?.close());
  scenarios(() => ({ app: n.a.app, other: n.b }));
});
