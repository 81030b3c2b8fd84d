/**
 * `npm run bench:repair`: repair statistics and export at scale. 1,000,000 orders over one year
 * (20 workers, the demo categories and areas, states and times varied) are written straight into
 * the SQLite database of a running server (seed/volume-repair.ts), then:
 * the console's statistics endpoint for the whole year, by month (goal: < 200 ms), and an xlsx
 * export of 100,000 orders, streamed (goals: < 5 s, server RSS < 250 MB; RSS sampled from /proc
 * every 20 ms). One server process, SQLite. BENCH_SERVER picks the server bundle
 * (default apps/server/dist/main.mjs); BENCH_ORDERS and BENCH_EXPORT change the sizes; BENCH_NODE_ARGS
 * adds node flags to the server (`--cpu-prof --cpu-prof-dir=/tmp/prof` profiles it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@campus/server/src/platform/db/index.js';
import { seedRepairVolume } from '@campus/server/src/seed/volume-repair.js';
import { login, startProcess, stop, waitFor } from './lib.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const EXPORT = Number(process.env.BENCH_EXPORT ?? 100_000);
const SERVER = process.env.BENCH_SERVER ?? 'apps/server/dist/main.mjs';
const WORKERS = 20;
const SITE = 'demo';
const YEAR = 365 * 86400;

/** BENCH_KEEP=1 leaves the database in place (its folder is printed) for a closer look. */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-bench-repair-'));

/** Writes ORDERS orders, one every YEAR/ORDERS seconds from `start`; answers the step. */
async function populate(start: number): Promise<number> {
  const database = openDatabase({ sqliteFile: path.join(dataDir, 'portal.sqlite') });
  const step = Math.max(1, Math.floor(YEAR / ORDERS));
  const began = Date.now();
  await seedRepairVolume(database.db, SITE, { count: ORDERS, start, step, workers: WORKERS });
  console.log(`inserted ${ORDERS.toLocaleString('en')} orders in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  await database.close();
  return step;
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
}

async function main() {
  const portal = startProcess('node', [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), SERVER], { HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1', LOG_LEVEL: 'error', DATABASE_URL: '' });
  try {
    const base = await portal.base;
    await waitFor(`${base}/api/health`);
    const start = Math.floor(Date.now() / 1000) - YEAR - 86400;
    const step = await populate(start);
    const manager = await login(base, 'manager');
    const get = (p: string) => fetch(base + p, { headers: { cookie: manager } });

    const statsUrl = `/api/repair/statistics?from=${start}&to=${start + YEAR + 86400}&period=month`;
    const first = (await (await get(statsUrl)).json()) as { e: number; m: string; d: { total: { total: number }; byWorker: unknown[] } };
    if (first.e !== 0) throw new Error(`statistics: ${first.e} ${first.m}`);
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const t0 = performance.now();
      await (await get(statsUrl)).arrayBuffer();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(`statistics over ${first.d.total.total.toLocaleString('en')} orders (${first.d.byWorker.length} workers, by month): median ${times[3]!.toFixed(0)} ms, best ${times[0]!.toFixed(0)} ms (goal < 200 ms)`);

    const pid = portal.child.pid!;
    const rssBefore = rssMb(pid);
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
    const t0 = performance.now();
    const res = await get(`/api/repair/export?from=${start}&to=${start + EXPORT * step}`);
    let bytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    const ms = performance.now() - t0;
    clearInterval(sampler);
    console.log(`export of ${EXPORT.toLocaleString('en')} orders: ${(ms / 1000).toFixed(2)} s, ${(bytes / 1e6).toFixed(1)} MB xlsx (goal < 5 s); server RSS ${rssBefore.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (goal < 250 MB)`);
    if (res.status !== 200) throw new Error(`export answered ${res.status}`);
  } finally {
    stop(portal);
    if (process.env.BENCH_KEEP) console.log(`database kept in ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
