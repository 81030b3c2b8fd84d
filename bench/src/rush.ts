/**
 * `npm run bench:rush`: a ticket rush. An event with 1,000 tickets opens; 20,000 logged-in
 * students (users and sessions written straight into the database: 20,000 logins through scrypt
 * would measure scrypt) grab over 200 concurrent connections, each request as the next student
 * in turn, every student trying twice, each grab as the H5 sends it (a POST with the type's id in
 * the URL, contract `urlInput`). As students do, each has the event's page open before
 * grabbing (one GET of the event): the server has seen every session. Before it, 2,000 other
 * students rush another event (the server warms up as the bare route does). Three such rushes
 * (BENCH_TRIALS), each on a new event the same students wait for, each between two measurements
 * of the bare route: the ratio is their median. A later rush meets students whose last request
 * was more than a minute before (their sessions are touched, as in a real rush).
 * Prints grabs per second (to the last answer), p50/p99 latency, the time until sold out, the
 * oversell count (checked in the database: issued + remaining = quota, nobody over the
 * per-person limit) and every answer's code; in the same run, a bare Fastify route's requests per
 * second before and after the rush, and the ratio; for scale, a bare route given the very request
 * a grab sends, and the same with the id in a form body (what a body costs); a floor: a bare route that only finds the caller's session as the portal does
 * (floor-server.ts), the most a grab that checks its session could reach; and the same rush by
 * students whose sessions the server has never seen (its first minutes after a restart, say).
 * Goals (issue 5): zero oversell, ratio ≥ 0.5, p99 < 150 ms, every request answered with an
 * envelope (no timeouts, no 5xx).
 * SQLite, one server process (the built apps/server/dist; BENCH_SERVER picks another entry).
 * BENCH_USERS, BENCH_QUOTA, BENCH_CONNECTIONS, BENCH_REQUESTS, BENCH_WARM_USERS and BENCH_TRIALS
 * change the sizes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '@campus/server/src/platform/db/index.js';
import { cpuTimes, load, row, startProcess, stop, waitFor, type LoadResult } from './lib.js';
import { addStudents, createEvent, eachStudent, grabPath } from './students.js';

const USERS = Number(process.env.BENCH_USERS ?? 20_000);
const QUOTA = Number(process.env.BENCH_QUOTA ?? 1_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const TRIES = 2;
/** Students of the warm-up rush (another event, before the measured one): not among the USERS. */
const WARM_USERS = Number(process.env.BENCH_WARM_USERS ?? 2_000);
/** How many rushes (each a new event): the ratio printed is their median. */
const TRIALS = Number(process.env.BENCH_TRIALS ?? 3);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-bench-rush-'));
const openDb = () => openDatabase({ sqliteFile: path.join(dataDir, 'portal.sqlite') });
const populate = (count: number, prefix: string) => addStudents(path.join(dataDir, 'portal.sqlite'), count, prefix);

/** Each student opens the event's page once (GET `path`), as everyone waiting for a rush does. */
async function visit(base: string, path: string, cookies: string[], method: 'GET' | 'POST' = 'GET'): Promise<void> {
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
  const t0 = performance.now();
  const r = await autocannon({
    url: base,
    connections: CONNECTIONS,
    amount,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: grabPath(path, typeId),
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

interface Cpu {
  user: number;
  system: number;
  faults: number;
}

interface Trial {
  typeId: string;
  r: Awaited<ReturnType<typeof autocannon>>;
  tally: Tally;
  ms: number;
  before: LoadResult;
  after: LoadResult;
  audit: Awaited<ReturnType<typeof audit>>;
  /** Server and load generator CPU around each measurement: [start, end]. */
  bareCpu: [Cpu, Cpu][];
  grabCpu: [Cpu, Cpu];
  clientBareCpu: [Cpu, Cpu];
  clientGrabCpu: [Cpu, Cpu];
}

/** One rush: a new event with QUOTA tickets that every student has open, grabbed between two measurements of the bare route. */
async function trial(base: string, bareBase: string, barePid: number, portalPid: number, cookies: string[]): Promise<Trial> {
  const { eventId, typeId } = await createEvent(base, QUOTA);
  // Waiting for the rush: every student has the event's page open.
  await visit(base, `/api/ticket/detail?id=${eventId}`, cookies);
  // Server CPU per answered request: what a request costs, however busy the machine is.
  // And the load generator's (this process, on the same cores): a rush sends each request as
  // its own student and reads every answer, which costs it more than the bare route's load.
  const bare0 = cpuTimes(barePid);
  const client0 = cpuTimes(process.pid);
  const before = await load(`${bareBase}/bare`, { seconds: 5, connections: CONNECTIONS });
  const client1 = cpuTimes(process.pid);
  const bare1 = cpuTimes(barePid);
  const portal0 = cpuTimes(portalPid);
  const client2 = cpuTimes(process.pid);
  const { r, tally, ms } = await rush(base, typeId, cookies, Number(process.env.BENCH_REQUESTS ?? cookies.length * TRIES));
  const client3 = cpuTimes(process.pid);
  const portal1 = cpuTimes(portalPid);
  const bare2 = cpuTimes(barePid);
  const after = await load(`${bareBase}/bare`, { seconds: 5, connections: CONNECTIONS });
  const bare3 = cpuTimes(barePid);
  return {
    typeId, r, tally, ms, before, after, audit: await audit(typeId),
    bareCpu: [[bare0, bare1], [bare2, bare3]], grabCpu: [portal0, portal1], clientBareCpu: [client0, client1], clientGrabCpu: [client2, client3],
  };
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
  // The bare route is measured after a warm-up; so is the portal: a smaller rush on another
  // event by other students (JIT, statement cache).
  const warmCookies = await populate(WARM_USERS, 'warm');
  const warm = await rush(base, (await createEvent(base, Math.ceil(WARM_USERS / 4))).typeId, warmCookies, WARM_USERS * 10);
  if (warm.tally.notEnvelope + warm.r.errors + warm.r.timeouts > 0) throw new Error('the warm-up rush had errors');

  // The rush, TRIALS times: each a new event the same students wait for and grab, between two
  // measurements of the bare route. This machine's speed moves from one second to the next (a
  // shared host), so one rush's ratio says little; the median of a few says more. Every rush's
  // figures are printed, and the goals on oversell, p99 and answers hold for every one.
  const trials: Trial[] = [];
  for (let k = 0; k < TRIALS; k++) trials.push(await trial(base, bareBase, bare.pid(), portal.pid(), cookies));
  const rpsOf = (t: Trial) => ({ grab: t.r.requests.total / (t.ms / 1000), bare: (t.before.rps + t.after.rps) / 2 });
  const ratioOf = (t: Trial) => rpsOf(t).grab / rpsOf(t).bare;
  // The rush whose ratio is the median stands for all in the lines below that show one rush.
  const middle = [...trials].sort((x, y) => ratioOf(x) - ratioOf(y))[Math.floor(trials.length / 2)]!;
  const { r, tally, ms, typeId, before, after, audit: a } = middle;

  // For scale: a bare Fastify route given the very request a grab sends.
  const postCpu0 = cpuTimes(bare.pid());
  const barePost: LoadResult = await load(`${bareBase}${grabPath('/bare', typeId)}`, {
    seconds: 5, connections: CONNECTIONS, method: 'POST', headers: { cookie: cookies[0]!, 'x-requested-with': 'XMLHttpRequest' },
  });
  // And with the id in a form body, as the grab sent it before it took its input in the URL.
  const postCpu1 = cpuTimes(bare.pid());
  const bareForm: LoadResult = await load(`${bareBase}/bare`, {
    seconds: 5, connections: CONNECTIONS, method: 'POST', body: `typeId=${typeId}`,
    headers: { cookie: cookies[0]!, 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
  });
  const postCpu2 = cpuTimes(bare.pid());
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
  await visit(floorBase, grabPath('/floor', typeId), floorCookies, 'POST');
  const floorCpu0 = cpuTimes(floor.pid());
  const fl = await rush(floorBase, typeId, floorCookies, r.requests.total, '/floor');
  const floorCpu1 = cpuTimes(floor.pid());
  const floorRps = fl.r.requests.total / (fl.ms / 1000);

  const { grab: grabRps, bare: bareRps } = rpsOf(middle);
  const all = <T,>(f: (t: Trial) => T[]) => trials.flatMap(f);
  const sumOf = (f: (t: Trial) => number) => trials.reduce((n, t) => n + f(t), 0);
  const fivexx = sumOf((t) => Object.entries(t.r.statusCodeStats ?? {}).filter(([s]) => Number(s) >= 500).reduce((n, [, v]) => n + v.count, 0));
  const oversellOf = (x: typeof a) => Math.max(0, x.issued - x.quota) + x.overLimit + Math.abs(x.issued + x.remaining - x.quota);
  const oversell = trials.reduce((n, t) => n + oversellOf(t.audit), 0);
  const coldRps = cold.r.requests.total / (cold.ms / 1000);
  const coldFailed = cold.tally.notEnvelope + cold.r.timeouts + cold.r.errors;
  const codes = new Map<number, number>();
  for (const t of trials) for (const [e, n] of t.tally.codes) codes.set(e, (codes.get(e) ?? 0) + n);
  const ratios = trials.map(ratioOf);
  // Microseconds a request, in user space and in the kernel.
  const per = (n: number, ...spans: [{ user: number; system: number }, { user: number; system: number }][]) => {
    const sum = (k: 'user' | 'system') => spans.reduce((s, [a, b]) => s + b[k] - a[k], 0) * 1e6 / n;
    return { user: sum('user'), system: sum('system'), all: sum('user') + sum('system') };
  };
  console.log(`\nbench: ticket rush (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? '?'}; SQLite; one server process)`);
  console.log(`setup                            ${USERS} students logged in, ${QUOTA} tickets (1 per person), ${CONNECTIONS} connections, ${r.requests.total} grab requests a rush, ${TRIALS} rushes`);
  console.log(`warm-up                          ${WARM_USERS} other students, ${WARM_USERS * 10} grabs of another event first (${(warm.r.requests.total / (warm.ms / 1000)).toFixed(0)} req/s)`);
  trials.forEach((t, k) => {
    const x = rpsOf(t);
    console.log(`rush ${k + 1}                           grab ${x.grab.toFixed(0).padStart(6)} req/s   p99 ${String(t.r.latency.p99).padStart(3)} ms   sold out in ${t.tally.soldOutAt === null ? '-' : t.tally.soldOutAt.toFixed(0)} ms   bare ${t.before.rps.toFixed(0)} before, ${t.after.rps.toFixed(0)} after   ratio ${ratioOf(t).toFixed(2)}   oversell ${oversellOf(t.audit)}   server CPU grab ${per(t.r.requests.total, t.grabCpu).all.toFixed(0)} µs, bare ${per(t.before.total + t.after.total, ...t.bareCpu).all.toFixed(0)} µs`);
  });
  console.log(`the median rush (${trials.indexOf(middle) + 1}):`);
  console.log(row('bare Fastify route (before)', before));
  console.log(row('bare Fastify route (after)', after));
  console.log(row('bare Fastify POST, a grab\'s request', barePost));
  console.log(row('bare POST, the id in a form body', bareForm));
  console.log(`floor: bare POST + the session   ${floorRps.toFixed(0).padStart(8)} req/s   p50 ${String(fl.r.latency.p50).padStart(4)} ms   p99 ${String(fl.r.latency.p99).padStart(4)} ms   (answers ${[...fl.tally.codes].map(([e, n]) => `${e}: ${n}`).join(', ')})`);
  console.log(`grab                             ${grabRps.toFixed(0).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   (goal p99 < 150 ms; the worst rush ${Math.max(...trials.map((t) => t.r.latency.p99))} ms)`);
  console.log(`time until sold out              ${tally.soldOutAt === null ? 'not sold out' : `${tally.soldOutAt.toFixed(0)} ms`}   (whole rush ${ms.toFixed(0)} ms, to the last answer)`);
  console.log(`database after the rush          issued ${a.issued} + remaining ${a.remaining} = ${a.issued + a.remaining} (quota ${a.quota}); users over the limit ${a.overLimit}`);
  console.log(`all ${TRIALS} rushes:`);
  console.log(`answers by code                  ${[...codes].sort((x, y) => x[0] - y[0]).map(([e, n]) => `${e}: ${n}`).join(', ')}`);
  console.log(`not an envelope / 5xx / timeouts / errors   ${sumOf((t) => t.tally.notEnvelope)} / ${fivexx} / ${sumOf((t) => t.r.timeouts)} / ${sumOf((t) => t.r.errors)}   (goal 0)`);
  console.log(`oversell                         ${oversell}   (goal 0)`);
  console.log(`ratio grab / bare                ${(grabRps / bareRps).toFixed(2)}   (goal >= 0.50; the median of ${ratios.map((x) => x.toFixed(2)).join(', ')})`);
  console.log(`ratio floor / bare               ${(floorRps / bareRps).toFixed(2)}   (the most any grab that reads its session could reach)`);
  console.log(`ratio grab / floor               ${(grabRps / floorRps).toFixed(2)}`);
  console.log(`ratio grab / bare POST           ${(grabRps / barePost.rps).toFixed(2)}   (the same request to a route that does nothing)`);
  console.log(`ratio grab / bare POST, rushed   ${(grabRps / bareRushRps).toFixed(2)}   (that route at ${bareRushRps.toFixed(0)} req/s, sent as the rush sends: the load generator's work the same)`);
  console.log(`grab, sessions never seen        ${coldRps.toFixed(0).padStart(8)} req/s   p50 ${String(cold.r.latency.p50).padStart(4)} ms   p99 ${String(cold.r.latency.p99).padStart(4)} ms   ratio / bare ${(coldRps / bareRps).toFixed(2)}   oversell ${oversellOf(coldAudit)}   not answered ${coldFailed}`);
  const bareUs = per(sumOf((t) => t.before.total + t.after.total), ...all((t) => t.bareCpu));
  const grabUs = per(sumOf((t) => t.r.requests.total), ...all((t) => [t.grabCpu]));
  const floorUs = per(fl.r.requests.total, [floorCpu0, floorCpu1]);
  const coldUs = per(cold.r.requests.total, [coldCpu0, coldCpu1]);
  const us = (c: typeof bareUs) => `${c.all.toFixed(0)} µs (user ${c.user.toFixed(0)} + kernel ${c.system.toFixed(0)})`;
  console.log(`server CPU per request           (all rushes) bare ${us(bareUs)}, floor ${us(floorUs)}, grab ${us(grabUs)}; bare / grab ${(bareUs.all / grabUs.all).toFixed(2)}; grab, sessions never seen ${us(coldUs)}`);
  const inUrlUs = per(barePost.total, [postCpu0, postCpu1]);
  const inFormUs = per(bareForm.total, [postCpu1, postCpu2]);
  console.log(`a body's cost                    bare POST, the id in the URL ${us(inUrlUs)}, in a form body ${us(inFormUs)} of server CPU; the grab takes its id in the URL`);
  console.log(`load generator CPU per request   bare ${us(per(sumOf((t) => t.before.total), ...all((t) => [t.clientBareCpu])))}, grab ${us(per(sumOf((t) => t.r.requests.total), ...all((t) => [t.clientGrabCpu])))}   (this process, sharing the ${os.cpus().length} cores)`);
  const faults = (n: number, a: { faults: number }, b: { faults: number }) => ((b.faults - a.faults) / n).toFixed(2);
  console.log(`page faults per request          grab ${faults(r.requests.total, ...middle.grabCpu)}, grab with sessions never seen ${faults(cold.r.requests.total, coldCpu0, coldCpu1)}, floor ${faults(fl.r.requests.total, floorCpu0, floorCpu1)}`);
} finally {
  stop(bare);
  stop(floor);
  await new Promise((r) => (portal.child.exitCode !== null ? r(null) : portal.child.once('exit', r).kill('SIGTERM')));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
