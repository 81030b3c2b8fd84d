/**
 * The scale-out path under test: a test app and, for two-instance suites, a second app (another
 * server process's) on the same PostgreSQL schema. `split` sends every second caller through
 * the second instance with the same session, so races cross processes.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/platform/db/index.js';
import { loadEnv } from '../src/platform/env.js';
import { randomToken } from '../src/platform/util.js';
import { Client, createTestApp, type TestApp } from './helpers.js';

export interface Instances {
  a: TestApp;
  /** The second instance; undefined in a one-instance suite. */
  b: FastifyInstance | undefined;
  /** Every second client re-pointed at B with its cookie (all on A without B). */
  split(clients: Client[]): Client[];
  close(): Promise<void>;
}

/** One app (SQLite or PostgreSQL as DATABASE_URL says), or two on one PostgreSQL schema. */
export async function startInstances(two: boolean): Promise<Instances> {
  const url = process.env.DATABASE_URL;
  if (two && !url) throw new Error('two instances need DATABASE_URL');
  const a = await createTestApp(url ? { DATABASE_URL: url } : {});
  let b: FastifyInstance | undefined;
  if (two) {
    const schema = a.app.platform.database.pgSchema;
    b = await buildApp({
      env: loadEnv({
        DATABASE_URL: url,
        LOG_LEVEL: 'silent',
        SCRYPT_LOG_N: '12',
        DATA_DIR: `/tmp/campus-test-${process.pid}-${randomToken(4)}`,
      }),
      database: openDatabase({ databaseUrl: url!, ...(schema ? { pgSchema: schema } : {}) }),
      logger: false,
    });
    await b.ready();
  }
  const split = (clients: Client[]) =>
    clients.map((c, i) => {
      if (!b || i % 2 === 0) return c;
      const other = new Client(b);
      other.cookie = c.cookie;
      return other;
    });
  return {
    a,
    b,
    split,
    close: async () => {
      await b?.close();
      await a.close();
    },
  };
}
