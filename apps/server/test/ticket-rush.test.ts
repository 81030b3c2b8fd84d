/**
 * A rush through HTTP with real sessions: many concurrent grabs for the last units never issue
 * more than the quota, never more than the per-person limit, and `issued + remaining = quota`
 * after each run. On PostgreSQL the same again with two app instances sharing one schema.
 */
import { E } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, loginAs, type TestApp } from './helpers.js';
import { startInstances, type Instances } from './instances.js';
import { counters, createEvent, eventBody, makeUsers } from './ticket-fixtures.js';

const url = process.env.DATABASE_URL;

async function rush(clients: Client[], typeId: string) {
  const res = await Promise.all(clients.map((c) => c.post('/api/ticket/enroll', { typeId })));
  for (const r of res) expect(r.status).toBeLessThan(500);
  const codes = res.map((r) => r.e);
  return { ok: codes.filter((e) => e === E.OK).length, codes };
}

describe('rush on one instance', () => {
  let t: TestApp;
  let manager: Client;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await loginAs(t.app, 'manager');
  });
  afterAll(() => t.close());

  it('64 concurrent grabs for the last 10 units issue exactly 10', async () => {
    const ev = await createEvent(manager, eventBody({ types: [{ quota: 20 }] }));
    const typeId = ev.typeIds[0]!;
    const early = await makeUsers(t.app, 10, 'early');
    for (const u of early) expect((await u.client.post('/api/ticket/enroll', { typeId })).e).toBe(E.OK);
    const users = await makeUsers(t.app, 64);
    const r = await rush(
      users.map((u) => u.client),
      typeId,
    );
    expect(r.ok).toBe(10);
    expect(r.codes.filter((e) => e !== E.OK).every((e) => e === E.SOLD_OUT)).toBe(true);
    const c = await counters(t.app, typeId);
    expect(c).toMatchObject({ quota: 20, issued: 20, remaining: 0, maxPerUser: 1 });
    expect(c.issued + c.remaining).toBe(c.quota);
  });

  it('one user firing 20 concurrent grabs gets no more than the limit', async () => {
    const ev = await createEvent(manager, eventBody({ types: [{ quota: 50, perPerson: 3 }] }));
    const typeId = ev.typeIds[0]!;
    const [u] = await makeUsers(t.app, 1, 'greedy');
    const r = await rush(
      Array.from({ length: 20 }, () => u!.client),
      typeId,
    );
    expect(r.ok).toBe(3);
    expect(r.codes.filter((e) => e !== E.OK).every((e) => e === E.LIMIT_REACHED)).toBe(true);
    expect(await counters(t.app, typeId)).toMatchObject({ quota: 50, issued: 3, remaining: 47, maxPerUser: 3 });
  });

  it('grabs and refunds racing keep issued + remaining = quota', async () => {
    const ev = await createEvent(manager, eventBody({ types: [{ quota: 8, perPerson: 2 }] }));
    const typeId = ev.typeIds[0]!;
    const users = await makeUsers(t.app, 12, 'mix');
    const first = await Promise.all(users.map((u) => u.client.post<{ id: string }>('/api/ticket/enroll', { typeId })));
    const held = users.flatMap((u, i) => (first[i]!.e === E.OK ? [{ u, id: first[i]!.d.id }] : []));
    expect(held).toHaveLength(8);
    const ops = [
      ...held.slice(0, 4).map((h) => h.u.client.post('/api/ticket/refund', { id: h.id })),
      ...users.map((u) => u.client.post('/api/ticket/enroll', { typeId })),
    ];
    const res = await Promise.all(ops);
    for (const r of res) expect(r.status).toBeLessThan(500);
    const c = await counters(t.app, typeId);
    expect(c.issued + c.remaining).toBe(c.quota);
    expect(c.issued).toBeLessThanOrEqual(8);
    expect(c.maxPerUser).toBeLessThanOrEqual(2);
  });

  it('a sold-out answer lasts only until a unit comes back: a refund, a higher quota', async () => {
    const ev = await createEvent(manager, eventBody({ types: [{ quota: 1 }] }));
    const typeId = ev.typeIds[0]!;
    const [holder, a, b] = await makeUsers(t.app, 3, 'back');
    const got = await holder!.client.post<{ id: string }>('/api/ticket/enroll', { typeId });
    expect(got.e).toBe(E.OK);
    // Asked twice: the second answer may come from what the first one read.
    for (let i = 0; i < 2; i++) expect((await a!.client.post('/api/ticket/enroll', { typeId })).e).toBe(E.SOLD_OUT);
    expect((await holder!.client.post('/api/ticket/refund', { id: got.d.id })).e).toBe(E.OK);
    expect((await a!.client.post('/api/ticket/enroll', { typeId })).e).toBe(E.OK);

    expect((await b!.client.post('/api/ticket/enroll', { typeId })).e).toBe(E.SOLD_OUT);
    const raised = await manager.post('/api/ticket/manage-save', eventBody({ id: ev.id, types: [{ id: typeId, quota: 2 }] }));
    expect(raised.e).toBe(E.OK);
    expect((await b!.client.post('/api/ticket/enroll', { typeId })).e).toBe(E.OK);
    expect(await counters(t.app, typeId)).toMatchObject({ quota: 2, issued: 2, remaining: 0 });
  });

  it('a sold-out answer remembered for one audience is not given to someone outside it', async () => {
    const ev = await createEvent(manager, eventBody({ types: [{ quota: 1 }], audience: { roles: ['manager'] } }));
    const typeId = ev.typeIds[0]!;
    expect((await manager.post('/api/ticket/enroll', { typeId })).e).toBe(E.OK);
    expect((await manager.post('/api/ticket/enroll', { typeId })).e).toBe(E.SOLD_OUT);
    const [student] = await makeUsers(t.app, 1, 'outside');
    expect((await student!.client.post('/api/ticket/enroll', { typeId })).e).toBe(E.NOT_FOUND);
  });
});

describe.skipIf(!url)('rush across two instances sharing one PostgreSQL schema', () => {
  let n: Instances;
  beforeAll(async () => {
    n = await startInstances(true);
  });
  afterAll(() => n?.close());

  it('64 concurrent grabs on A and B for the last 10 units issue exactly 10', async () => {
    const manager = await loginAs(n.a.app, 'manager');
    const ev = await createEvent(manager, eventBody({ types: [{ quota: 20 }] }));
    const typeId = ev.typeIds[0]!;
    for (const u of await makeUsers(n.a.app, 10, 'early'))
      expect((await u.client.post('/api/ticket/enroll', { typeId })).e).toBe(E.OK);
    const users = await makeUsers(n.a.app, 64);
    const r = await rush(n.split(users.map((u) => u.client)), typeId);
    expect(r.ok).toBe(10);
    const c = await counters(n.a.app, typeId);
    expect(c).toMatchObject({ quota: 20, issued: 20, remaining: 0, maxPerUser: 1 });
  });

  it('a refund on A gives the unit back to a grab on B that was told "sold out"', async () => {
    const manager = await loginAs(n.a.app, 'manager');
    const ev = await createEvent(manager, eventBody({ types: [{ quota: 1 }] }));
    const typeId = ev.typeIds[0]!;
    const [holder, other] = await makeUsers(n.a.app, 2, 'cross');
    const got = await holder!.client.post<{ id: string }>('/api/ticket/enroll', { typeId });
    const [, onB] = n.split([other!.client, other!.client]);
    expect((await onB!.post('/api/ticket/enroll', { typeId })).e).toBe(E.SOLD_OUT);
    const signals = n.b!.platform.signals;
    const before = signals.gen('ticket.supply');
    expect((await holder!.client.post('/api/ticket/refund', { id: got.d.id })).e).toBe(E.OK);
    // B hears of it through NOTIFY, not by waiting for its memo to age.
    await expect.poll(() => signals.gen('ticket.supply'), { timeout: 5000, interval: 10 }).not.toBe(before);
    expect((await onB!.post('/api/ticket/enroll', { typeId })).e).toBe(E.OK);
  });

  it('one user firing 20 grabs across A and B gets no more than the limit', async () => {
    const manager = await loginAs(n.a.app, 'manager');
    const ev = await createEvent(manager, eventBody({ types: [{ quota: 50, perPerson: 3 }] }));
    const typeId = ev.typeIds[0]!;
    const [u] = await makeUsers(n.a.app, 1, 'greedy');
    const r = await rush(n.split(Array.from({ length: 20 }, () => u!.client)), typeId);
    expect(r.ok).toBe(3);
    expect(await counters(n.a.app, typeId)).toMatchObject({ issued: 3, remaining: 47, maxPerUser: 3 });
  });
});
