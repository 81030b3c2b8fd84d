/**
 * `npm run bench:rush`: a ticket rush. An event with 1,000 tickets opens; 20,000 logged-in
 * students (users and sessions written straight into the database: 20,000 logins through scrypt
 * would measure scrypt) grab over 200 concurrent connections, each request as the next student
 * in turn, every student trying twice. As students do, each has the event's page open before
 * grabbing (one GET of the event): the server has seen every session. Before it, 2,000 other
 * students rush another event (the server warms up as the bare route does).
 * Prints grabs per second (to the last answer), p50/p99 latency, the time until sold out, the
 * oversell count (checked in the database: issued + remaining = quota, nobody over the
 * per-person limit) and every answer's code; in the same run, a bare Fastify route's requests per
 * second before and after the rush, and the ratio; for scale, a bare route given the very request
 * a grab sends; a floor: a bare route that only finds the caller's session as the portal does
 * (floor-server.ts), the most a grab that checks its session could reach; and the same rush by
 * students whose sessions the server has never seen (its first minutes after a restart, say).
 * Goals (issue 5): zero oversell, ratio ≥ 0.5, p99 < 150 ms, every request answered with an
 * envelope (no timeouts, no 5xx).
 * SQLite, one server process (the built apps/server/dist; BENCH_SERVER picks another entry).
 * BENCH_USERS, BENCH_QUOTA, BENCH_CONNECTIONS, BENCH_REQUESTS and BENCH_WARM_USERS change the sizes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '@campus/server/src/platform/db/index.js';
import { cpuTimes, load, row, startProcess, stop, waitFor, type LoadResult } from './lib.js';
import { addStudents, createEvent, eachStudent } from './students.js';

const USERS = Number(process.env.BENCH_USERS ?? 20_000);
const QUOTA = Number(process.env.BENCH_QUOTA ?? 1_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const TRIES = 2;
/** Students of the warm-up rush (another event, before the measured one): not among the USERS. */
const WARM_USERS = Number(process.env.BENCH_WARM_USERS ?? 2_000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-bench-rush-'));
const openDb = () => openDatabase({ sqliteFile: path.join(dataDir, 'portal.sqlite') });
const populate = (count: number, prefix: string) => addStudents(path.join(dataDir, 'portal.sqlite'), count, prefix);

/** Each student opens the event's page once (GET `path`), as everyone waiting for a rush does. */
async function visit(base: string, path: string, cookies: string[], method: 'GET' | 'POST' = 'GET', body?: string): Promise<void> {
  let refused = 0;
  const r = await autocannon({
    url: base,
    connections: CONNECTIONS,
    amount: cookies.length,
    timeout: 10,
    requests: [
      {
        method,
        path,
        ...(body ? { body } : {}),
        setupRequest: eachStudent(cookies),
        onResponse: (_status, text) => {
          // The page's answer (e 0), or the floor's refusal: anything but "not logged in".
          if (!/^\{"e":(0|30001),/.test(text)) refused++;
        },
      },
    ],
  });
  if (refused + r.errors + r.timeouts > 0) throw new Error(`opening the page failed for ${refused + r.errors + r.timeouts} students`);
}

interface Tally {
  codes: Map<number, number>;
  notEnvelope: number;
  soldOutAt: number | null;
  /** When the last answer arrived (ms after the start). */
  lastAt: number;
}

async function rush(base: string, typeId: string, cookies: string[], amount = cookies.length * TRIES, path = '/api/ticket/enroll'): Promise<{ r: Awaited<ReturnType<typeof autocannon>>; tally: Tally; ms: number }> {
  const tally: Tally = { codes: new Map(), notEnvelope: 0, soldOutAt: null, lastAt: 0 };
  const body = `typeId=${typeId}`;
  const t0 = performance.now();
  const r = await autocannon({
    url: base,
    connections: CONNECTIONS,
    amount,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path,
        body,
        setupRequest: eachStudent(cookies),
        onResponse: (_status, text) => {
          tally.lastAt = performance.now() - t0;
          const m = /^\{"e":(\d+)/.exec(text);
          if (!m) {
            tally.notEnvelope++;
            return;
          }
          const e = Number(m[1]);
          tally.codes.set(e, (tally.codes.get(e) ?? 0) + 1);
          if (e === 30001 && tally.soldOutAt === null) tally.soldOutAt = performance.now() - t0;
        },
      },
    ],
  });
  // Not r.duration: with `amount`, autocannon ends on its next one-second tick after the last
  // answer, which would count up to a second of idling as part of the rush.
  return { r, tally, ms: tally.lastAt };
}

/** Oversell, in the database: tickets issued beyond the quota, or beyond a person's limit. */
async function audit(typeId: string) {
  const database = openDb();
  const db = database.db;
  const ty = await db.selectFrom('ticket_types').selectAll().where('id', '=', typeId).executeTakeFirstOrThrow();
  const issued = await db.selectFrom('tickets').select((eb) => eb.fn.countAll<number>().as('n')).where('type_id', '=', typeId).where('status', '!=', 'cancelled').executeTakeFirstOrThrow();
  const overLimit = await db
    .selectFrom('tickets')
    .select('user_id')
    .where('type_id', '=', typeId)
    .where('status', '!=', 'cancelled')
    .groupBy('user_id')
    .having((eb) => eb.fn.countAll(), '>', Number(ty.per_person))
    .execute();
  await database.close();
  return { quota: Number(ty.quota), remaining: Number(ty.remaining), issued: Number(issued.n), overLimit: overLimit.length };
}

const bare = startProcess('npx', ['tsx', 'bench/src/bare-server.ts'], {});
// BENCH_NODE_ARGS: extra node flags for the server (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
// The floor: a bare route that only finds the caller's session, as the portal does (floor-server.ts).
const floor = startProcess('npx', ['tsx', 'bench/src/floor-server.ts'], { FLOOR_SQLITE: path.join(dataDir, 'portal.sqlite') });
const portal = startProcess('node', [...nodeArgs, process.env.BENCH_SERVER ?? 'apps/server/dist/main.mjs'], { HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1', LOG_LEVEL: 'error', DATABASE_URL: '' });
try {
  const bareBase = await bare.base;
  const base = await portal.base;
  await waitFor(`${bareBase}/bare`);
  await waitFor(`${base}/api/health`);
  const cookies = await populate(USERS, 'rush');
  const { eventId, typeId } = await createEvent(base, QUOTA);
  // The bare route is measured after a warm-up; so is the portal: a smaller rush on another
  // event by other students (JIT, statement cache).
  const warmCookies = await populate(WARM_USERS, 'warm');
  const warm = await rush(base, (await createEvent(base, Math.ceil(WARM_USERS / 4))).typeId, warmCookies, WARM_USERS * 10);
  if (warm.tally.notEnvelope + warm.r.errors + warm.r.timeouts > 0) throw new Error('the warm-up rush had errors');
  // Waiting for the rush: every student has the event's page open.
  await visit(base, `/api/ticket/detail?id=${eventId}`, cookies);

  // Server CPU per answered request: what a request costs, however busy the machine is.
  // And the load generator's (this process, on the same cores): a rush sends each request as
  // its own student and reads every answer, which costs it more than the bare route's load.
  const bareCpu0 = cpuTimes(bare.pid());
  const clientCpu0 = cpuTimes(process.pid);
  const before: LoadResult = await load(`${bareBase}/bare`, { seconds: 5, connections: CONNECTIONS });
  const clientCpu1 = cpuTimes(process.pid);
  const bareCpu1 = cpuTimes(bare.pid());
  const portalCpu0 = cpuTimes(portal.pid());
  const clientCpu2 = cpuTimes(process.pid);
  const { r, tally, ms } = await rush(base, typeId, cookies, Number(process.env.BENCH_REQUESTS ?? cookies.length * TRIES));
  const clientCpu3 = cpuTimes(process.pid);
  const portalCpu1 = cpuTimes(portal.pid());
  const bareCpu2 = cpuTimes(bare.pid());
  const after: LoadResult = await load(`${bareBase}/bare`, { seconds: 5, connections: CONNECTIONS });
  const bareCpu3 = cpuTimes(bare.pid());
  const a = await audit(typeId);
  // For scale: a bare Fastify route given the very request a grab sends.
  const barePost: LoadResult = await load(`${bareBase}/bare`, {
    seconds: 5, connections: CONNECTIONS, method: 'POST', body: `typeId=${typeId}`,
    headers: { cookie: cookies[0]!, 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
  });
  // And sent as the rush sends it (each request its own student's, every answer read): the load
  // generator then does for the bare route what it does for a grab.
  const bareRush = await rush(bareBase, typeId, cookies, r.requests.total, '/bare');
  const bareRushRps = bareRush.r.requests.total / (bareRush.ms / 1000);

  // The same rush on a new event by as many students whose sessions this process has never
  // seen: each grab reads its session from the database first.
  const coldCookies = await populate(USERS, 'cold');
  const coldEvent = await createEvent(base, QUOTA);
  const coldCpu0 = cpuTimes(portal.pid());
  const cold = await rush(base, coldEvent.typeId, coldCookies, r.requests.total);
  const coldCpu1 = cpuTimes(portal.pid());
  const coldAudit = await audit(coldEvent.typeId);

  // The floor, as the grab was measured: warmed up by the warm-up's students, then the same
  // number of requests by as many students of its own, each seen once before, the same request.
  const floorBase = await floor.base;
  await rush(floorBase, typeId, warmCookies, WARM_USERS * 10, '/floor');
  const floorCookies = await populate(USERS, 'floor');
  await visit(floorBase, '/floor', floorCookies, 'POST', `typeId=${typeId}`);
  const floorCpu0 = cpuTimes(floor.pid());
  const fl = await rush(floorBase, typeId, floorCookies, r.requests.total, '/floor');
  const floorCpu1 = cpuTimes(floor.pid());
  const floorRps = fl.r.requests.total / (fl.ms / 1000);

  const bareRps = (before.rps + after.rps) / 2;
  const grabRps = r.requests.total / (ms / 1000);
  const fivexx = Object.entries(r.statusCodeStats ?? {}).filter(([s]) => Number(s) >= 500).reduce((n, [, v]) => n + v.count, 0);
  const oversellOf = (x: typeof a) => Math.max(0, x.issued - x.quota) + x.overLimit + Math.abs(x.issued + x.remaining - x.quota);
  const oversell = oversellOf(a);
  const coldRps = cold.r.requests.total / (cold.ms / 1000);
  const coldFailed = cold.tally.notEnvelope + cold.r.timeouts + cold.r.errors;
  const codes = [...tally.codes].sort((x, y) => x[0] - y[0]).map(([e, n]) => `${e}: ${n}`).join(', ');
  console.log(`\nbench: ticket rush (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? '?'}; SQLite; one server process)`);
  console.log(`setup                            ${USERS} students logged in, ${QUOTA} tickets (1 per person), ${CONNECTIONS} connections, ${r.requests.total} grab requests`);
  console.log(`warm-up                          ${WARM_USERS} other students, ${WARM_USERS * 10} grabs of another event first (${(warm.r.requests.total / (warm.ms / 1000)).toFixed(0)} req/s)`);
  console.log(row('bare Fastify route (before)', before));
  console.log(row('bare Fastify route (after)', after));
  console.log(row('bare Fastify POST, a grab\'s request', barePost));
  console.log(`floor: bare POST + the session   ${floorRps.toFixed(0).padStart(8)} req/s   p50 ${String(fl.r.latency.p50).padStart(4)} ms   p99 ${String(fl.r.latency.p99).padStart(4)} ms   (answers ${[...fl.tally.codes].map(([e, n]) => `${e}: ${n}`).join(', ')})`);
  console.log(`grab                             ${grabRps.toFixed(0).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   (goal p99 < 150 ms)`);
  console.log(`time until sold out              ${tally.soldOutAt === null ? 'not sold out' : `${tally.soldOutAt.toFixed(0)} ms`}   (whole rush ${ms.toFixed(0)} ms, to the last answer)`);
  console.log(`answers by code                  ${codes}`);
  console.log(`not an envelope / 5xx / timeouts / errors   ${tally.notEnvelope} / ${fivexx} / ${r.timeouts} / ${r.errors}   (goal 0)`);
  console.log(`database after the rush          issued ${a.issued} + remaining ${a.remaining} = ${a.issued + a.remaining} (quota ${a.quota}); users over the limit ${a.overLimit}`);
  console.log(`oversell                         ${oversell}   (goal 0)`);
  console.log(`ratio grab / bare                ${(grabRps / bareRps).toFixed(2)}   (goal >= 0.50)`);
  console.log(`ratio floor / bare               ${(floorRps / bareRps).toFixed(2)}   (the most any grab that reads its session could reach)`);
  console.log(`ratio grab / floor               ${(grabRps / floorRps).toFixed(2)}`);
  console.log(`ratio grab / bare POST           ${(grabRps / barePost.rps).toFixed(2)}   (the same request to a route that does nothing)`);
  console.log(`ratio grab / bare POST, rushed   ${(grabRps / bareRushRps).toFixed(2)}   (that route at ${bareRushRps.toFixed(0)} req/s, sent as the rush sends: the load generator's work the same)`);
  console.log(`grab, sessions never seen        ${coldRps.toFixed(0).padStart(8)} req/s   p50 ${String(cold.r.latency.p50).padStart(4)} ms   p99 ${String(cold.r.latency.p99).padStart(4)} ms   ratio / bare ${(coldRps / bareRps).toFixed(2)}   oversell ${oversellOf(coldAudit)}   not answered ${coldFailed}`);
  // Microseconds a request, in user space and in the kernel.
  const per = (n: number, ...spans: [{ user: number; system: number }, { user: number; system: number }][]) => {
    const sum = (k: 'user' | 'system') => spans.reduce((s, [a, b]) => s + b[k] - a[k], 0) * 1e6 / n;
    return { user: sum('user'), system: sum('system'), all: sum('user') + sum('system') };
  };
  const bareUs = per(before.total + after.total, [bareCpu0, bareCpu1], [bareCpu2, bareCpu3]);
  const grabUs = per(r.requests.total, [portalCpu0, portalCpu1]);
  const floorUs = per(fl.r.requests.total, [floorCpu0, floorCpu1]);
  const coldUs = per(cold.r.requests.total, [coldCpu0, coldCpu1]);
  const us = (c: typeof bareUs) => `${c.all.toFixed(0)} µs (user ${c.user.toFixed(0)} + kernel ${c.system.toFixed(0)})`;
  console.log(`server CPU per request           bare ${us(bareUs)}, floor ${us(floorUs)}, grab ${us(grabUs)}; bare / grab ${(bareUs.all / grabUs.all).toFixed(2)}; grab, sessions never seen ${us(coldUs)}`);
  console.log(`load generator CPU per request   bare ${us(per(before.total, [clientCpu0, clientCpu1]))}, grab ${us(per(r.requests.total, [clientCpu2, clientCpu3]))}   (this process, sharing the ${os.cpus().length} cores)`);
  const faults = (n: number, a: { faults: number }, b: { faults: number }) => ((b.faults - a.faults) / n).toFixed(2);
  console.log(`page faults per request          grab ${faults(r.requests.total, portalCpu0, portalCpu1)}, grab with sessions never seen ${faults(cold.r.requests.total, coldCpu0, coldCpu1)}, floor ${faults(fl.r.requests.total, floorCpu0, floorCpu1)}`);
} finally {
  stop(bare);
  stop(floor);
  await new Promise((r) => (portal.child.exitCode !== null ? r(null) : portal.child.once('exit', r).kill('SIGTERM')));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
