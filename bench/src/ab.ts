/**
 * `npm run bench:ab`: two builds of the server side by side, on the answer most requests of a
 * rush get (a grab of a sold-out ticket, as bench:steady). BENCH_A and BENCH_B name their
 * entries (default: apps/server/dist-a/main.mjs against apps/server/dist/main.mjs; copy the
 * build before a change to dist-a). Each has its own database with the same 20,000 logged-in
 * students. Short rounds take turns (A B B A …), so the machine's speed, which moves from one
 * second to the next here, weighs on both alike; each pair of rounds gives one difference in
 * server CPU per request, and the median of those differences is printed with the range of
 * the middle half. A change of five or ten µs a request shows from one run, which bench:rush
 * and bench:steady cannot tell from the machine's noise.
 * BENCH_USERS, BENCH_CONNECTIONS, BENCH_ROUNDS (pairs) and BENCH_SECONDS change the sizes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, startProcess, stop, waitFor, type Started } from './lib.js';
import { addStudents, createEvent, grabPath, grabRound } from './students.js';

const USERS = Number(process.env.BENCH_USERS ?? 20_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 1);
const entries = { A: process.env.BENCH_A ?? 'apps/server/dist-a/main.mjs', B: process.env.BENCH_B ?? 'apps/server/dist/main.mjs' };

interface Side {
  name: 'A' | 'B';
  server: Started;
  dataDir: string;
  url: string;
  cookies: string[];
  cpuUs: number[];
}

/** Server CPU per answered request (µs, user + kernel) of one round of sold-out grabs. */
async function round(side: Side, seconds: number): Promise<number> {
  const r = await grabRound(side.url, side.server.pid(), side.cookies, seconds, CONNECTIONS);
  if (r.notAnswered > 0) throw new Error(`${side.name}: ${r.notAnswered} requests not answered`);
  return r.cpuUs;
}

async function start(name: 'A' | 'B', entry: string): Promise<Side> {
  if (!fs.existsSync(path.resolve(root, entry))) throw new Error(`${name}: no build at ${entry}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `campus-bench-ab-${name}-`));
  const server = startProcess('node', [entry], { HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1', LOG_LEVEL: 'error', DATABASE_URL: '' });
  const base = await server.base;
  await waitFor(`${base}/api/health`);
  const cookies = await addStudents(path.join(dataDir, 'portal.sqlite'), USERS, 'ab');
  // One ticket: the first grab takes it, every later one is refused as sold out.
  const { typeId } = await createEvent(base, 1);
  return { name, server, dataDir, url: `${base}${grabPath('/api/ticket/enroll', typeId)}`, cookies, cpuUs: [] };
}

const quartiles = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return { q1: at(0.25), median: at(0.5), q3: at(0.75) };
};

const sides: Side[] = [];
try {
  sides.push(await start('A', entries.A), await start('B', entries.B));
  const [a, b] = sides as [Side, Side];
  // Warm-up: every session read once, the JIT settled.
  for (const s of sides) await round(s, 4);
  console.log(`\nbench: two builds, sold-out grabs, rounds taking turns (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? '?'}; SQLite)`);
  console.log(`A ${entries.A}\nB ${entries.B}`);
  console.log(`setup  ${USERS} students each, ${CONNECTIONS} connections, ${ROUNDS} pairs of ${SECONDS} s rounds`);
  const diffs: number[] = [];
  for (let k = 0; k < ROUNDS; k++) {
    // A B, then B A: a machine getting slower or faster weighs on both.
    const order = k % 2 === 0 ? [a, b] : [b, a];
    for (const s of order) s.cpuUs.push(await round(s, SECONDS));
    diffs.push(b.cpuUs.at(-1)! - a.cpuUs.at(-1)!);
    console.log(`pair ${String(k + 1).padStart(2)}   A ${a.cpuUs.at(-1)!.toFixed(1).padStart(6)} µs   B ${b.cpuUs.at(-1)!.toFixed(1).padStart(6)} µs   B - A ${diffs.at(-1)!.toFixed(1).padStart(6)} µs`);
  }
  const qa = quartiles(a.cpuUs);
  const qb = quartiles(b.cpuUs);
  const qd = quartiles(diffs);
  console.log(`median A ${qa.median.toFixed(1)} µs, B ${qb.median.toFixed(1)} µs of server CPU a request`);
  console.log(`B - A  ${qd.median.toFixed(1)} µs (middle half ${qd.q1.toFixed(1)} to ${qd.q3.toFixed(1)}), ${((100 * qd.median) / qa.median).toFixed(1)}% of A`);
} finally {
  for (const s of sides) {
    stop(s.server);
    fs.rmSync(s.dataDir, { recursive: true, force: true });
  }
}
