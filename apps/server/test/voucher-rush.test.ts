/**
 * Races through HTTP with real sessions: concurrent claims never exceed the quantity or the
 * per-person limit, and of concurrent write-offs of one code exactly one succeeds, the others
 * get ALREADY_DONE. On PostgreSQL the same with two app instances sharing one schema.
 */
import { E } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './helpers.js';
import { startInstances, type Instances } from './instances.js';
import { createBatch } from './voucher-fixtures.js';
import { makeUsers } from './ticket-fixtures.js';

const url = process.env.DATABASE_URL;

async function counts(app: FastifyInstance, batchId: string) {
  const db = app.platform.db;
  const b = await db
    .selectFrom('voucher_batches')
    .select(['quantity', 'remaining'])
    .where('id', '=', batchId)
    .executeTakeFirstOrThrow();
  const rows = await db.selectFrom('vouchers').select('user_id').where('batch_id', '=', batchId).execute();
  const per = new Map<string, number>();
  for (const r of rows) per.set(r.user_id, (per.get(r.user_id) ?? 0) + 1);
  return {
    quantity: Number(b.quantity),
    remaining: Number(b.remaining),
    issued: rows.length,
    maxPerUser: Math.max(0, ...per.values()),
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

    it('48 concurrent claims for 10 vouchers issue exactly 10', async () => {
      const manager = await loginAs(n.a.app, 'manager');
      const batchId = await createBatch(manager, { quantity: 10 });
      const users = await makeUsers(n.a.app, 48, 'vclaim');
      const res = await Promise.all(
        split(users.map((u) => u.client)).map((c) => c.post('/api/voucher/claim', { batchId })),
      );
      for (const r of res) expect(r.status).toBeLessThan(500);
      expect(res.filter((r) => r.e === E.OK)).toHaveLength(10);
      expect(res.filter((r) => r.e !== E.OK).every((r) => r.e === E.SOLD_OUT)).toBe(true);
      expect(await counts(n.a.app, batchId)).toMatchObject({ quantity: 10, remaining: 0, issued: 10, maxPerUser: 1 });
    });

    it('one user claiming 12 times at once gets no more than the limit', async () => {
      const manager = await loginAs(n.a.app, 'manager');
      const batchId = await createBatch(manager, { quantity: 30, perPerson: 2 });
      const [u] = await makeUsers(n.a.app, 1, 'vgreedy');
      const res = await Promise.all(
        split(Array.from({ length: 12 }, () => u!.client)).map((c) => c.post('/api/voucher/claim', { batchId })),
      );
      expect(res.filter((r) => r.e === E.OK)).toHaveLength(2);
      expect(await counts(n.a.app, batchId)).toMatchObject({ issued: 2, remaining: 28, maxPerUser: 2 });
    });

    it('issues racing each other give every audience member exactly one voucher', async () => {
      const manager = await loginAs(n.a.app, 'manager');
      const batchId = await createBatch(manager, { quantity: 500, mode: 'issue', audience: { roles: ['student'] } });
      const res = await Promise.all(
        split(Array.from({ length: 6 }, () => manager)).map((c) =>
          c.post<{ issued: number }>('/api/voucher/issue', { batchId }),
        ),
      );
      for (const r of res) expect(r.e).toBe(E.OK);
      const c = await counts(n.a.app, batchId);
      expect(c.maxPerUser).toBe(1);
      expect(res.reduce((n, r) => n + r.d.issued, 0)).toBe(c.issued);
      expect(c.issued + c.remaining).toBe(500);
    });

    it('16 concurrent write-offs of one code: one succeeds, the rest are ALREADY_DONE', async () => {
      const manager = await loginAs(n.a.app, 'manager');
      const checker = await loginAs(n.a.app, 'checker');
      const batchId = await createBatch(manager, { quantity: 5 });
      const [u] = await makeUsers(n.a.app, 1, 'vholder');
      const v = await u!.client.post<{ code: string }>('/api/voucher/claim', { batchId });
      const res = await Promise.all(
        split(Array.from({ length: 16 }, () => checker)).map((c) =>
          c.post('/api/voucher/write-off', { code: v.d.code }),
        ),
      );
      for (const r of res) expect(r.status).toBeLessThan(500);
      expect(res.filter((r) => r.e === E.OK)).toHaveLength(1);
      expect(res.filter((r) => r.e === E.ALREADY_DONE)).toHaveLength(15);
      const row = await n.a.app.platform.db
        .selectFrom('vouchers')
        .selectAll()
        .where('code', '=', v.d.code)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('used');
      expect(row.used_by).not.toBeNull();
    });
  });
}

suite('voucher races on one instance', false);
suite('voucher races across two instances sharing one PostgreSQL schema', true);
