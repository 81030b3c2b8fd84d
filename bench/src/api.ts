/**
 * `npm run bench`: requests per second of a bare Fastify route and of a logged-in getAllAuth
 * (session lookup + permission map from the database), from one run on this machine, and
 * their ratio. Goal (issue 2): ratio ≥ 0.5.
 */
import os from 'node:os';
import { load, login, row, startPortal, startProcess, waitFor } from './lib.js';

const barePort = 18301;
const portalPort = 18302;
const bare = startProcess('npx', ['tsx', 'bench/src/bare-server.ts'], { PORT: String(barePort) });
const portal = startPortal(portalPort);
try {
  await waitFor(`http://127.0.0.1:${barePort}/bare`);
  await waitFor(`http://127.0.0.1:${portalPort}/api/health`);
  const cookie = await login(`http://127.0.0.1:${portalPort}`, 'manager');

  const b = await load(`http://127.0.0.1:${barePort}/bare`);
  const a = await load(`http://127.0.0.1:${portalPort}/api/getAllAuth`, { headers: { cookie } });
  console.log(`\nbench: API throughput (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? '?'}; SQLite; 50 connections, 10 s each)`);
  console.log(row('bare Fastify route', b));
  console.log(row('getAllAuth (logged in)', a));
  console.log(`ratio getAllAuth / bare: ${(a.rps / b.rps).toFixed(2)}  (goal >= 0.50)`);
  if (a.non2xx || a.errors) console.log('WARNING: getAllAuth had non-2xx answers or errors');
} finally {
  bare.kill('SIGTERM');
  portal.kill('SIGTERM');
}
