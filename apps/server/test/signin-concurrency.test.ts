/**
 * Once only under concurrency, through HTTP with real sessions: one person firing many scans at
 * once gets one record, two accounts racing on one device get one record, a crowd all signs.
 * On PostgreSQL the same again with two app instances sharing one schema.
 */
import { E } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, loginAs, type TestApp } from './helpers.js';
import { startInstances, type Instances } from './instances.js';
import { codeOf, createSignin } from './signin-fixtures.js';
import { makeUsers } from './ticket-fixtures.js';

const url = process.env.DATABASE_URL;

async function records(app: FastifyInstance, signinId: string) {
  return app.platform.db
    .selectFrom('signin_records')
    .select(['user_id', 'device_id'])
    .where('signin_id', '=', signinId)
    .execute();
}

function scenarios(apps: () => { a: FastifyInstance; spread: (c: Client[]) => Client[] }) {
  it('one person scanning 20 times at once gets one record and 19 ALREADY_DONE', async () => {
    const { a, spread } = apps();
    const counselor = await loginAs(a, 'counselor');
    const id = await createSignin(counselor);
    const { code } = await codeOf(counselor, id);
    const [u] = await makeUsers(a, 1, 'twice');
    const res = await Promise.all(
      spread(Array.from({ length: 20 }, () => u!.client)).map((c) => c.post('/api/signin/sign', { id, code })),
    );
    for (const r of res) expect(r.status).toBeLessThan(500);
    expect(res.filter((r) => r.e === E.OK)).toHaveLength(1);
    expect(res.filter((r) => r.e !== E.OK).every((r) => r.e === E.ALREADY_DONE)).toBe(true);
    expect(await records(a, id)).toHaveLength(1);
  });

  it('ten accounts racing on one device: one record, the rest DEVICE_USED', async () => {
    const { a, spread } = apps();
    const counselor = await loginAs(a, 'counselor');
    const id = await createSignin(counselor, { oneDevice: true });
    const { code } = await codeOf(counselor, id);
    const users = await makeUsers(a, 10, 'shared');
    const res = await Promise.all(
      spread(users.map((u) => u.client)).map((c) =>
        c.post('/api/signin/sign', { id, code, deviceId: 'one-shared-phone' }),
      ),
    );
    for (const r of res) expect(r.status).toBeLessThan(500);
    expect(res.filter((r) => r.e === E.OK)).toHaveLength(1);
    expect(res.filter((r) => r.e !== E.OK).every((r) => r.e === E.DEVICE_USED)).toBe(true);
    expect(await records(a, id)).toHaveLength(1);
  });

  it('a crowd of 40 signing at once all get exactly one record each', async () => {
    const { a, spread } = apps();
    const counselor = await loginAs(a, 'counselor');
    const id = await createSignin(counselor);
    const { code } = await codeOf(counselor, id);
    const users = await makeUsers(a, 40, 'crowd');
    const clients = spread(users.map((u) => u.client));
    const res = await Promise.all([...clients, ...clients].map((c) => c.post('/api/signin/sign', { id, code })));
    expect(res.filter((r) => r.e === E.OK)).toHaveLength(40);
    const rows = await records(a, id);
    expect(new Set(rows.map((r) => r.user_id)).size).toBe(40);
    expect(rows).toHaveLength(40);
  });
}

describe('one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  scenarios(() => ({ a: t.app, spread: (c) => c }));
});

describe.skipIf(!url)('two instances sharing one PostgreSQL schema', () => {
  let n: Instances;
  beforeAll(async () => {
    n = await startInstances(true);
  });
  afterAll(() => n?.close());
  scenarios(() => ({ a: n.a.app, spread: n.split }));
});
