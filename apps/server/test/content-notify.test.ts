/**
 * Notices notify their audience when published (now, or by the poller when a scheduled time
 * arrives), required reading is a to-do closed by confirming, and two server processes on one
 * database deliver a scheduled notice exactly once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E, type ContentItem } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { deliverDue } from '../src/modules/content/publishing.js';
import { openDatabase, type Db } from '../src/platform/db/index.js';
import { loadEnv } from '../src/platform/env.js';
import { now, randomToken } from '../src/platform/util.js';
import { loginAs, type Client } from './helpers.js';

/** Two apps (two "server processes") on one database: a SQLite file, or one PostgreSQL schema. */
async function twinApps(): Promise<{ apps: FastifyInstance[]; close(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const tag = randomToken(6).toLowerCase().replace(/[^a-z0-9]/g, 'x');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-twins-'));
  let drop = async () => {};
  if (url) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`create schema t_${tag}`);
    await c.end();
    drop = async () => {
      const d = new pg.Client({ connectionString: url });
      await d.connect();
      await d.query(`drop schema t_${tag} cascade`);
      await d.end();
    };
  }
  const env = loadEnv({ DEMO: '1', LOG_LEVEL: 'silent', SCRYPT_LOG_N: '12', DATA_DIR: dir });
  const open = () => (url ? openDatabase({ databaseUrl: url, pgSchema: `t_${tag}` }) : openDatabase({ sqliteFile: path.join(dir, 'portal.sqlite') }));
  const apps: FastifyInstance[] = [];
  // One after the other: the first migrates and seeds, the second finds it done.
  for (let i = 0; i < 2; i++) {
    const app = await buildApp({ env, database: open(), logger: false });
    await app.ready();
    apps.push(app);
  }
  return {
    apps,
    close: async () => {
      for (const a of apps) await a.close();
      await drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

let twins: Awaited<ReturnType<typeof twinApps>>;
let a: FastifyInstance;
let b: FastifyInstance;
let db: Db;
let manager: Client;
let student: Client;
let classA: string;

beforeAll(async () => {
  twins = await twinApps();
  [a, b] = twins.apps as [FastifyInstance, FastifyInstance];
  db = a.platform.db;
  manager = await loginAs(a, 'manager');
  student = await loginAs(b, 'student');
  classA = (await db.selectFrom('classes').select('id').where('name', '=', '计科2401班').executeTakeFirstOrThrow()).id;
});
afterAll(() => twins.close());

async function draft(over: Record<string, unknown> = {}): Promise<ContentItem> {
  const r = await manager.post<ContentItem>('/api/content/create', { kind: 'notice', title: `通知 ${randomToken(4)}`, summary: '请阅读', audience: { site: true }, ...over });
  expect(r.e, r.m).toBe(E.OK);
  return r.d;
}
async function publish(id: string, publishAt?: number) {
  const r = await manager.post<ContentItem>('/api/content/publish', { id, ...(publishAt ? { publishAt } : {}) });
  expect(r.e, r.m).toBe(E.OK);
  return r.d;
}
const messagesFor = (id: string) =>
  db
    .selectFrom('messages')
    .innerJoin('users', 'users.id', 'messages.user_id')
    .select(['users.username', 'messages.category', 'messages.title', 'messages.link', 'messages.kind', 'messages.ref', 'messages.done_at'])
    .where('messages.link', '=', `/site/notice/noticepage?id=${id}`)
    .orderBy('users.username')
    .execute();
const userId = async (username: string) =>
  (await db.selectFrom('users').select('id').where('username', '=', username).where('site_id', '=', 'demo').executeTakeFirstOrThrow()).id;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('notifications on publish', () => {
  it('tells exactly the audience when a notice is published now', async () => {
    const item = await draft({ audience: { classes: [classA] } });
    expect(await messagesFor(item.id)).toEqual([]);
    await publish(item.id);
    const msgs = await messagesFor(item.id);
    expect(msgs.map((m) => m.username)).toEqual(['student']);
    expect(msgs[0]).toMatchObject({ category: 'notice', title: item.title, kind: 'info', ref: null });
  });

  it('makes required reading a to-do that confirming completes for that reader only', async () => {
    const item = await draft({ required: true, audience: { roles: ['student'] } });
    await publish(item.id);
    const before = await messagesFor(item.id);
    expect(before.map((m) => [m.username, m.kind, m.ref])).toEqual([
      ['student', 'todo', `content:confirm:${item.id}`],
      ['student2', 'todo', `content:confirm:${item.id}`],
    ]);
    expect((await student.post('/api/content/confirm', { id: item.id })).e).toBe(E.OK);
    const after = await messagesFor(item.id);
    expect(after.find((m) => m.username === 'student')?.done_at).not.toBeNull();
    expect(after.find((m) => m.username === 'student2')?.done_at).toBeNull();
  });

  it('does not notify again when a withdrawn notice is republished, and never for news', async () => {
    const item = await draft({ audience: { users: [await userId('student')] } });
    await publish(item.id);
    expect((await manager.post('/api/content/withdraw', { id: item.id })).e).toBe(E.OK);
    await publish(item.id);
    expect(await messagesFor(item.id)).toHaveLength(1);
    const news = await draft({ kind: 'news' });
    await publish(news.id);
    expect(await messagesFor(news.id)).toEqual([]);
  });
});

describe('scheduled notices across two server processes', () => {
  it('are delivered once, when due, however many processes race for them', async () => {
    const item = await draft({ audience: { roles: ['student'] } });
    // Due in 3 s (at least 2 s from now: whole seconds), time enough on a loaded machine to see it wait.
    await publish(item.id, now() + 3);
    expect(await messagesFor(item.id)).toEqual([]);
    // Not due yet: nobody can claim it.
    expect(await deliverDue(a.platform)).toBe(0);
    await sleep(3200);
    const sent = await Promise.all([a, b, a, b, a, b].map((app) => deliverDue(app.platform)));
    // The pollers of both apps may also have taken it; all together, exactly once.
    expect(sent.reduce((x, y) => x + y, 0)).toBeLessThanOrEqual(1);
    await sleep(3500);
    const msgs = await messagesFor(item.id);
    expect(msgs.map((m) => m.username)).toEqual(['student', 'student2']);
    const row = await db.selectFrom('content_items').select('notify_state').where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(row.notify_state).toBe('sent');
  });

  it('are delivered by the poller without anyone calling', async () => {
    const item = await draft({ audience: { classes: [classA] } });
    await publish(item.id, now() + 1);
    let msgs: Awaited<ReturnType<typeof messagesFor>> = [];
    for (let i = 0; i < 30 && msgs.length === 0; i++) {
      await sleep(250);
      msgs = await messagesFor(item.id);
    }
    expect(msgs.map((m) => m.username)).toEqual(['student']);
  });
});
