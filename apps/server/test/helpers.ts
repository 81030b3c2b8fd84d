/**
 * Test harness: a real app on a fresh database — SQLite in memory, or, when DATABASE_URL is
 * set, a PostgreSQL schema of its own (new, or emptied after an earlier test) — with the demo
 * data, and helpers to act as a role.
 */
import { contract, E, type Endpoint } from '@campus/api';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { openDatabase, type Database } from '../src/platform/db/index.js';
import { loadEnv } from '../src/platform/env.js';
import { createSession } from '../src/platform/sessions.js';
import { newId, now, randomToken } from '../src/platform/util.js';
import { testSchemaPrefix } from './pg-setup.js';

export const PASSWORD = 'Demo@1234';
export const dbKind = process.env.DATABASE_URL ? 'postgres' : 'sqlite';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * PostgreSQL schemas of this worker that have every migration and no rows, each waiting for the
 * next test app. Migrating a new schema is 1,500 statements (about a second); emptying a used
 * one is one round trip of 40 ms. A worker keeps its modules from file to file (vitest's
 * `isolate: false`), so the schemas outlive a file; the run's global teardown (pg-setup.ts)
 * drops them.
 */
const emptySchemas: string[] = [];

/** A schema for one test app: an emptied one of this worker's, or a new one. */
async function takeSchema(url: string): Promise<string> {
  const ready = emptySchemas.pop();
  if (ready) return ready;
  const schema = `${testSchemaPrefix()}${randomToken(6).toLowerCase().replace(/[^a-z0-9]/g, 'x')}`;
  await withClient(url, (c) => c.query(`create schema ${schema}`));
  return schema;
}

/** The tables a migrated schema has, but the migrations' own (the same in every schema). */
let tablesOfSchema: string[] | undefined;

/**
 * Deletes every row of the schema but the migrations' own, with foreign keys unchecked (their
 * triggers do not fire in replica mode), and keeps the schema for the next app. A schema that
 * cannot be emptied is dropped.
 */
async function giveBackSchema(url: string, schema: string): Promise<void> {
  await withClient(url, async (c) => {
    try {
      tablesOfSchema ??= (
        await c.query<{ t: string }>(
          `select tablename as t from pg_tables where schemaname = $1 and tablename not like 'kysely\\_migration%'`,
          [schema],
        )
      ).rows.map((r) => r.t);
      await c.query(
        `set session_replication_role = replica; ${tablesOfSchema.map((t) => `delete from ${schema}."${t}"`).join('; ')}; set session_replication_role = default`,
      );
      emptySchemas.push(schema);
    } catch {
      await c.query(`drop schema if exists ${schema} cascade`);
    }
  });
}

async function withClient<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

export async function createTestApp(envOverrides: Record<string, string> = {}, opts: { serveApps?: boolean } = {}): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  let database: Database;
  let release: (() => Promise<void>) | undefined;
  if (url) {
    const schema = await takeSchema(url);
    database = openDatabase({ databaseUrl: url, pgSchema: schema });
    release = () => giveBackSchema(url, schema);
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
      await release?.();
    },
  };
}

export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const;

/** The paths of the POSTs that take their input in the URL (contract `urlInput`): sent as the apps send them. */
const urlInputPaths = new Set(
  Object.values(contract)
    .flatMap((m) => Object.values(m as Record<string, Endpoint>))
    .filter((ep) => ep.urlInput)
    .flatMap((ep) => [ep.path, ...(ep.aliases ?? [])]),
);

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

  /** A JSON body, or, for a POST that takes its input in the URL, the query string (as the apps send it). */
  async post<T = unknown>(url: string, body: Record<string, unknown> = {}) {
    const inUrl = urlInputPaths.has(url);
    const query = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
    const res = await this.raw(inUrl ? { method: 'POST', url, query } : { method: 'POST', url, payload: body });
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
