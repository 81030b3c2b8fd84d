/**
 * `npm run bench`: requests per second of a bare Fastify route and of a logged-in getAllAuth
 * (session lookup + permission map from the database), from one run on this machine, and
 * their ratio. Goal (issue 2): ratio ≥ 0.5.
 */
import os from 'node:os';
import { load, login, row, startPortal, startProcess, stop, waitFor } from './lib.js';

const bare = startProcess('npx', ['tsx', 'bench/src/bare-server.ts'], {});
const portal = startPortal();
try {
  const bareBase = await bare.base;
  const portalBase = await portal.base;
  await waitFor(`${bareBase}/bare`);
  await waitFor(`${portalBase}/api/health`);
  const cookie = await login(portalBase, 'manager');

  // Interleaved rounds: background load on the machine drifts, and should hit both sides alike.
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const ratios: number[] = [];
  console.log(`\nbench: API throughput (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? '?'}; SQLite; 50 connections; ${rounds} interleaved rounds of 5 s each)`);
  for (let i = 1; i <= rounds; i++) {
    const b = await load(`${bareBase}/bare`, { seconds: 5 });
    const a = await load(`${portalBase}/api/getAllAuth`, { headers: { cookie }, seconds: 5 });
    ratios.push(a.rps / b.rps);
    console.log(row(`round ${i} bare Fastify route`, b));
    console.log(row(`round ${i} getAllAuth (logged in)`, a));
    if (a.non2xx || a.errors) console.log('WARNING: getAllAuth had non-2xx answers or errors');
  }
  const median = [...ratios].sort((x, y) => x - y)[Math.floor(ratios.length / 2)]!;
  console.log(`ratio getAllAuth / bare per round: ${ratios.map((r) => r.toFixed(2)).join(', ')}`);
  console.log(`ratio getAllAuth / bare (median): ${median.toFixed(2)}  (goal >= 0.50)`);
} finally {
  stop(bare);
  stop(portal);
}
