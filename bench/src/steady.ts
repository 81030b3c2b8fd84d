/**
 * `npm run bench:steady`: what a grab of a sold-out ticket costs the server once a rush has
 * settled, the answer most requests of a rush get. 20,000 logged-in students over 200
 * connections, each request as the next student, grab a type that is sold out; rounds of it
 * alternate with rounds of the same requests sent to a bare Fastify POST route (bare-server.ts),
 * and each round prints the server's CPU per request (from /proc, user + kernel) and its page
 * faults per request. CPU per request moves little when the machine is busy, unlike requests per
 * second, so a change of a few microseconds shows from one run; `bench:rush` measures the rush
 * itself. The first round of grabs, not printed, reads every session once.
 * BENCH_USERS, BENCH_CONNECTIONS, BENCH_ROUNDS and BENCH_SECONDS change the sizes; BENCH_NODE_ARGS
 * adds node flags to the server (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProcess, stop, waitFor } from './lib.js';
import { addStudents, createEvent, grabPath, grabRound, type GrabRound } from './students.js';

const USERS = Number(process.env.BENCH_USERS ?? 20_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-bench-steady-'));
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const portal = startProcess('node', [...nodeArgs, 'apps/server/dist/main.mjs'], {
  HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1', LOG_LEVEL: 'error', DATABASE_URL: '',
});
const bare = startProcess('npx', ['tsx', 'bench/src/bare-server.ts'], {});

type Round = GrabRound;
const round = (url: string, pid: number, cookies: string[], seconds: number) => grabRound(url, pid, cookies, seconds, CONNECTIONS);

const line = (name: string, r: Round) =>
  `${name.padEnd(10)} ${r.rps.toFixed(0).padStart(7)} req/s   CPU ${r.cpuUs.toFixed(1).padStart(5)} µs a request (user ${r.userUs.toFixed(1)})   page faults ${r.faults.toFixed(2)}   not answered ${r.notAnswered}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  const base = await portal.base;
  const bareBase = await bare.base;
  await waitFor(`${base}/api/health`);
  await waitFor(`${bareBase}/bare`);
  const cookies = await addStudents(path.join(dataDir, 'portal.sqlite'), USERS, 'steady');
  // One ticket: the first grab takes it, every later one is refused as sold out.
  const { typeId } = await createEvent(base, 1);
  const grab = `${base}${grabPath('/api/ticket/enroll', typeId)}`;
  const barePost = `${bareBase}${grabPath('/bare', typeId)}`;
  await round(grab, portal.pid(), cookies, SECONDS);
  await round(barePost, bare.pid(), cookies, 2);
  console.log(`\nbench: sold-out grabs in the steady state (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? '?'}; SQLite; one server process)`);
  console.log(`setup      ${USERS} students, ${CONNECTIONS} connections, rounds of ${SECONDS} s, each request as the next student`);
  const grabs: Round[] = [];
  const bares: Round[] = [];
  for (let k = 0; k < ROUNDS; k++) {
    grabs.push(await round(grab, portal.pid(), cookies, SECONDS));
    console.log(line('grab', grabs.at(-1)!));
    bares.push(await round(barePost, bare.pid(), cookies, SECONDS));
    console.log(line('bare POST', bares.at(-1)!));
  }
  const g = median(grabs.map((r) => r.cpuUs));
  const b = median(bares.map((r) => r.cpuUs));
  console.log(`median     grab ${g.toFixed(1)} µs, bare POST ${b.toFixed(1)} µs of server CPU a request; bare / grab ${(b / g).toFixed(2)}`);
} finally {
  stop(bare);
  await new Promise((r) => (portal.child.exitCode !== null ? r(null) : portal.child.once('exit', r).kill('SIGTERM')));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
