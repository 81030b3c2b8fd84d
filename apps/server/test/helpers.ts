/**
 * Test harness: a real app on a fresh database — SQLite in memory, or, when DATABASE_URL is
 * set, a throw-away PostgreSQL schema — with the demo data, and helpers to act as a role.
 */
import { E } from '@campus/api';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { openDatabase, type Database } from '../src/platform/db/index.js';
import { loadEnv } from '../src/platform/env.js';
import { createSession } from '../src/platform/sessions.js';
import { newId, now, randomToken } from '../src/platform/util.js';

export const PASSWORD = 'Demo@1234';
export const dbKind = process.env.DATABASE_URL ? 'postgres' : 'sqlite';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function createTestApp(envOverrides: Record<string, string> = {}, opts: { serveApps?: boolean } = {}): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  let database: Database;
  let dropSchema: (() => Promise<void>) | undefined;
  if (url) {
    const schema = `t_${randomToken(6).toLowerCase().replace(/[^a-z0-9]/g, 'x')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    database = openDatabase({ databaseUrl: url, pgSchema: schema });
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    };
  } else {
    database = openDatabase({ sqliteFile: ':memory:' });
  }
  const env = loadEnv({
    DEMO: '1',
    DEMO_CONTENT: '0',
    LOG_LEVEL: 'silent',
    SCRYPT_LOG_N: '12',
    DATA_DIR: `/tmp/campus-test-${process.pid}-${randomToken(4)}`,
    ...envOverrides,
  });
  const app = await buildApp({ env, database, logger: false, serveApps: opts.serveApps });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await dropSchema?.();
    },
  };
}

export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const;

/** A browser-like client: keeps its cookie, sends the XHR header, reads the envelope. */
export class Client {
  cookie = '';
  constructor(
    readonly app: FastifyInstance,
    readonly headers: Record<string, string> = {},
  ) {}

  async raw(opts: InjectOptions): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({
      ...opts,
      headers: { ...XHR, ...this.headers, ...(this.cookie ? { cookie: this.cookie } : {}), ...(opts.headers ?? {}) },
    });
    const set = res.cookies.find((c) => c.name === 'cp_sid');
    if (set) this.cookie = set.value && !(set.maxAge !== undefined && set.maxAge <= 0) ? `cp_sid=${set.value}` : '';
    return res;
  }

  async get<T = unknown>(url: string, query?: Record<string, string>) {
    const res = await this.raw({ method: 'GET', url, ...(query ? { query } : {}) });
    return { status: res.statusCode, ...(res.json() as { e: number; m: string; d: T }) };
  }

  async post<T = unknown>(url: string, body: Record<string, unknown> = {}) {
    const res = await this.raw({ method: 'POST', url, payload: body });
    return { status: res.statusCode, ...(res.json() as { e: number; m: string; d: T }) };
  }

  /** Form-encoded, as the apps send by default. */
  async postForm<T = unknown>(url: string, form: string) {
    const res = await this.raw({
      method: 'POST',
      url,
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return { status: res.statusCode, ...(res.json() as { e: number; m: string; d: T }) };
  }
}

export async function loginAs(app: FastifyInstance, username: string, headers: Record<string, string> = {}): Promise<Client> {
  const c = new Client(app, headers);
  const r = await c.post('/api/auth/login', { username, password: PASSWORD });
  if (r.e !== E.OK) throw new Error(`login as ${username} failed: ${r.e} ${r.m}`);
  return c;
}

/**
 * `n` active students of site `demo` written straight into the database, each with a client
 * holding a live session (thousands of scrypt logins would only test scrypt). Names are
 * `${name}${i}`, numbers `${number}${i}`.
 */
export async function makeStudents(
  app: FastifyInstance,
  n: number,
  o: { prefix: string; name: string; number: string },
): Promise<{ id: string; client: Client }[]> {
  const db = app.platform.db;
  const t = now();
  const out: { id: string; client: Client }[] = [];
  for (let i = 0; i < n; i++) {
    const id = newId();
    await db
      .insertInto('users')
      .values({
        id,
        site_id: 'demo',
        username: `${o.prefix}${i}_${id.slice(-6)}`,
        name: `${o.name}${i}`,
        password_hash: '!',
        kind: 'student',
        number: `${o.number}${i}`,
        mobile: '',
        email: '',
        avatar: '',
        gender: '',
        department_id: null,
        class_id: null,
        status: 'active',
        is_super: 0,
        created_at: t,
        updated_at: t,
      })
      .execute();
    const { token } = await createSession(db, app.platform.policy, { id, site_id: 'demo' }, { ip: '127.0.0.1', userAgent: 'test' });
    const client = new Client(app);
    client.cookie = `cp_sid=${token}`;
    out.push({ id, client });
  }
  return out;
}
