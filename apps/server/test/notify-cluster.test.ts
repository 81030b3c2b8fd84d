/**
 * Live delivery across server processes on PostgreSQL: two app instances share one schema
 * (as two processes behind a load balancer would); a notice sent through instance A reaches a
 * person whose live stream is held by instance B (LISTEN/NOTIFY), and the reverse.
 * SQLite is one process by design: there is nothing to test there.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/platform/db/index.js';
import { loadEnv } from '../src/platform/env.js';
import { notify } from '../src/platform/notify/index.js';
import { channelName } from '../src/platform/notify/pg-bus.js';
import { SESSION_TRUST_MS, TTL_MS } from '../src/platform/auth-cache.js';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';
import { SseClient } from './notify-sse.js';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('live delivery across two server instances (PostgreSQL)', () => {
  let a: TestApp;
  let b: FastifyInstance;
  const base: Record<'a' | 'b', string> = { a: '', b: '' };
  const ids: Record<string, string> = {};

  const listen = async (app: FastifyInstance) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    a = await createTestApp({ DATABASE_URL: url! });
    const schema = a.app.platform.database.pgSchema;
    b = await buildApp({
      env: loadEnv({ DATABASE_URL: url, LOG_LEVEL: 'silent', SCRYPT_LOG_N: '12', DATA_DIR: `/tmp/campus-test-${process.pid}-b` }),
      database: openDatabase({ databaseUrl: url, ...(schema ? { pgSchema: schema } : {}) }),
      logger: false,
    });
    await b.ready();
    base.a = await listen(a.app);
    base.b = await listen(b);
    for (const u of await a.app.platform.db.selectFrom('users').select(['id', 'username']).where('site_id', '=', 'demo').execute()) ids[u.username] = u.id;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('runs both instances with a cross-process listener', () => {
    expect(a.app.platform.notifier?.crossProcess).toBe(true);
    expect(b.platform.notifier?.crossProcess).toBe(true);
  });

  it('a notice sent through A reaches a stream held by B', async () => {
    // Sessions live in the database: logged in through A, the cookie works on B.
    const student = await loginAs(a.app, 'student');
    const onB = await SseClient.open(base.b, student.cookie);
    try {
      expect(b.platform.notifier?.hub.size).toBe(1);
      expect(a.app.platform.notifier?.hub.size).toBe(0);
      const manager = await loginAs(a.app, 'manager');
      const sent = await manager.post<{ batchId: string; recipients: number }>('/api/message/send', { title: '跨进程', audience: { users: [ids.student] } });
      expect(sent.e).toBe(0);
      const ev = await onB.waitFor((e) => e.event === 'message' && e.data.includes(sent.d.batchId));
      expect(JSON.parse(ev.data)).toMatchObject({ title: '跨进程', category: 'notice' });
    } finally {
      onB.close();
    }
  });

  it('a notice made by B reaches streams on both A and B, each once', async () => {
    const s1 = await loginAs(a.app, 'student');
    const s2 = await loginAs(a.app, 'student2');
    const onA = await SseClient.open(base.a, s1.cookie);
    const onB = await SseClient.open(base.b, s2.cookie);
    try {
      const r = await notify(b.platform, { siteId: 'demo', audience: { users: [ids.student!, ids.student2!] }, category: 'notice', title: 'both' });
      await onA.waitFor((e) => e.data.includes(r.batchId));
      await onB.waitFor((e) => e.data.includes(r.batchId));
      // A sentinel through the same path: after it arrives, no duplicate of the first is pending.
      const s = await notify(a.app.platform, { siteId: 'demo', audience: { users: [ids.student!] }, category: 'system', title: 'sentinel' });
      await onA.waitFor((e) => e.data.includes(s.batchId));
      expect(onA.messages.filter((m) => m.batchId === r.batchId)).toHaveLength(1);
      expect(onB.messages.filter((m) => m.batchId === r.batchId)).toHaveLength(1);
    } finally {
      onA.close();
      onB.close();
    }
  });

  it('keeps delivering after the listener connections drop (reconnect and catch-up)', async () => {
    const s2 = await loginAs(a.app, 'student2');
    const onB = await SseClient.open(base.b, s2.cookie);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const channel = channelName(a.app.platform.database.pgSchema);
      const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where query = $1', [`LISTEN "${channel}"`]);
      expect(killed.rowCount).toBe(2);
      // Sent while nobody listens: the NOTIFY is lost, the catch-up after reconnecting is not.
      const r = await notify(a.app.platform, { siteId: 'demo', audience: { users: [ids.student2!] }, category: 'notice', title: 'during the gap' });
      await onB.waitFor((e) => e.data.includes(r.batchId), 10_000);
    } finally {
      onB.close();
      await admin.end();
    }
  });

  /** B's view of a cookie made through A, asked every 25 ms until `done` or `ms` passed. */
  async function onBUntil(cookie: string, done: (e: number) => boolean, ms: number): Promise<{ e: number; after: number }> {
    const c = new Client(b);
    c.cookie = cookie;
    const t0 = Date.now();
    for (;;) {
      const { e } = await c.get('/api/getAllAuth');
      if (done(e) || Date.now() - t0 > ms) return { e, after: Date.now() - t0 };
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  it('a logout through A ends the session on B at once, though B believes sessions it has seen for minutes', async () => {
    expect(SESSION_TRUST_MS).toBeGreaterThan(60_000);
    const student = await loginAs(a.app, 'student');
    const cookie = student.cookie;
    // B reads the session once and keeps it.
    expect((await onBUntil(cookie, () => true, 0)).e).toBe(0);
    expect((await student.get('/api/auth/logout')).e).toBe(0);
    // Told through NOTIFY: refused well before the short TTL could have expired B's copy.
    const seen = await onBUntil(cookie, (e) => e === 10013, 3 * TTL_MS);
    expect(seen.e).toBe(10013);
    expect(seen.after).toBeLessThan(TTL_MS);
  });

  it('an account disabled through A is refused on B at once', async () => {
    const counselor = await loginAs(a.app, 'counselor');
    expect((await onBUntil(counselor.cookie, () => true, 0)).e).toBe(0);
    const admin = await loginAs(a.app, 'admin');
    const disabled = await admin.post('/api/admin/users/disable', { id: ids.counselor });
    try {
      expect(disabled.e).toBe(0);
      const seen = await onBUntil(counselor.cookie, (e) => e === 10013, 3 * TTL_MS);
      expect(seen.e).toBe(10013);
      expect(seen.after).toBeLessThan(TTL_MS);
    } finally {
      await admin.post('/api/admin/users/enable', { id: ids.counselor });
    }
  });
});
