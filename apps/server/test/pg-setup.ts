/**
 * Global setup of the server's tests: on PostgreSQL, the test apps' schemas are named after this
 * run (`t_<run>_…`), and the run's end drops every one of them — the emptied schemas the workers
 * kept for their next app (helpers.ts) and any a failed file left behind.
 */
import pg from 'pg';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    testRun: string;
  }
}

/** The prefix of this run's schemas (read in a test worker). */
export function testSchemaPrefix(): string {
  return `t_${inject('testRun')}_`;
}

export default function setup(project: TestProject): (() => Promise<void>) | undefined {
  const run = Math.random().toString(36).slice(2, 8);
  project.provide('testRun', run);
  const url = process.env.DATABASE_URL;
  if (!url) return undefined;
  return async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      const { rows } = await c.query<{ s: string }>(`select nspname as s from pg_namespace where nspname like $1`, [`t\\_${run}\\_%`]);
      for (const { s } of rows) await c.query(`drop schema ${s} cascade`);
    } finally {
      await c.end();
    }
  };
}
