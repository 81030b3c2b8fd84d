/**
 * Sign-up races through HTTP with real sessions: many concurrent sign-ups for the last places
 * never exceed the capacity, one person racing gets one row, and sign-ups racing withdrawals
 * keep `taken` equal to the live sign-ups. On PostgreSQL also across two app instances.
 */
import { E } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './helpers.js';
import { startInstances, type Instances } from './instances.js';
import { createActivity } from './activity-fixtures.js';
import { makeUsers } from './ticket-fixtures.js';

const url = process.env.DATABASE_URL;

async function counts(app: FastifyInstance, id: string) {
  const db = app.platform.db;
  const a = await db
    .selectFrom('activities')
    .select(['capacity', 'taken'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('activity_signups')
    .select(['user_id', 'status'])
    .where('activity_id', '=', id)
    .execute();
  const live = rows.filter((r) => r.status === 'pending' || r.status === 'approved');
  return {
    capacity: a.capacity === null ? null : Number(a.capacity),
    taken: Number(a.taken),
    live: live.length,
    rows: rows.length,
    people: new Set(rows.map((r) => r.user_id)).size,
  };
}

function suite(name: string, two: boolean) {
  describe.skipIf(two && !url)(name, () => {
    let n: Instances;
    beforeAll(async () => {
      n = await startInstances(two);
    });
    afterAll(() => n?.close());
    const split = (clients: Parameters<Instances['split']>[0]) => n.split(clients);

    it('64 concurrent sign-ups for the last 8 places take exactly 8', async () => {
      const manager = await loginAs(n.a.app, 'manager');
      const id = await createActivity(manager, { capacity: 12 });
      for (const u of await makeUsers(n.a.app, 4, 'aearly'))
        expect((await u.client.post('/api/activity/signup', { id })).e).toBe(E.OK);
      const users = await makeUsers(n.a.app, 64, 'arush');
      const res = await Promise.all(
        split(users.map((u) => u.client)).map((c) => c.post('/api/activity/signup', { id })),
      );
      for (const r of res) expect(r.status).toBeLessThan(500);
      expect(res.filter((r) => r.e === E.OK)).toHaveLength(8);
      expect(res.filter((r) => r.e !== E.OK).every((r) => r.e === E.SOLD_OUT)).toBe(true);
      expect(await counts(n.a.app, id)).toMatchObject({ capacity: 12, taken: 12, live: 12 });
    });

    it('one person signing up 10 times at once gets one sign-up and one place', async () => {
      const manager = await loginAs(n.a.app, 'manager');
      const id = await createActivity(manager, { capacity: 5 });
      const [u] = await makeUsers(n.a.app, 1, 'aone');
      const res = await Promise.all(
        split(Array.from({ length: 10 }, () => u!.client)).map((c) => c.post('/api/activity/signup', { id })),
      );
      for (const r of res) expect(r.status).toBeLessThan(500);
      expect(res.filter((r) => r.e === E.OK)).toHaveLength(1);
      expect(await counts(n.a.app, id)).toMatchObject({ taken: 1, live: 1, rows: 1 });
    });

    it('sign-ups racing withdrawals keep taken = live sign-ups ≤ capacity', async () => {
      const manager = await loginAs(n.a.app, 'manager');
      const id = await createActivity(manager, { capacity: 6 });
      const users = await makeUsers(n.a.app, 12, 'amix');
      const first = await Promise.all(users.map((u) => u.client.post('/api/activity/signup', { id })));
      const holders = users.filter((_, i) => first[i]!.e === E.OK);
      expect(holders).toHaveLength(6);
      const ops = [
        ...holders.slice(0, 3).map((h) => h.client.post('/api/activity/cancel-signup', { id })),
        ...split(users.map((u) => u.client)).map((c) => c.post('/api/activity/signup', { id })),
      ];
      const res = await Promise.all(ops);
      for (const r of res) expect(r.status).toBeLessThan(500);
      const c = await counts(n.a.app, id);
      expect(c.taken).toBe(c.live);
      expect(c.taken).toBeLessThanOrEqual(6);
    });
  });
}

suite('sign-up races on one instance', false);
suite('sign-up races across two instances sharing one PostgreSQL schema', true);
