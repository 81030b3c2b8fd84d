/**
 * `npm run bench:live`: live delivery at scale. 2,000 open Server-Sent Events streams (users
 * and sessions written straight into the database: logging in 2,000 times through scrypt would
 * measure scrypt), then one notice from the console to a 20,000-member class. Prints the time
 * until every stream received it and the server's memory. Goals (issue 4): all delivered within
 * 2 s, server memory under 300 MB. SQLite, one server process (the built dist/main.mjs); with
 * BENCH_PG=postgres://... two server processes on PostgreSQL (a throw-away schema), the streams
 * split between them and the notice sent through the first (LISTEN/NOTIFY carries it across).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@campus/server/src/platform/db/index.js';
import { login, startProcess, waitFor, type Started } from './lib.js';
import { writeStudents } from './students.js';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20_000);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 2_000);
const SITE = 'demo';

const PG = process.env.BENCH_PG || '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-bench-live-'));
const schema = `bench_live_${crypto.randomBytes(4).toString('hex')}`;
/** The servers' DATABASE_URL: the bench schema as their search path. */
const pgUrl = PG ? `${PG}${PG.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}` : '';
const openDb = () => (PG ? openDatabase({ databaseUrl: PG, pgSchema: schema }) : openDatabase({ sqliteFile: path.join(dataDir, 'portal.sqlite') }));
const startServer = () =>
  startProcess('node', ['apps/server/dist/main.mjs'], { HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1', LOG_LEVEL: 'error', DATABASE_URL: pgUrl });
const portals: Started[] = [];

const rssMb = (pid: number): number => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

/** A class of MEMBERS students on the demo site; sessions for the first STREAMS. Returns class id and cookies. */
async function populate(): Promise<{ classId: string; cookies: string[] }> {
  const database = openDb();
  const db = database.db;
  const t = Math.floor(Date.now() / 1000);
  const classId = crypto.randomUUID();
  let cookies: string[] = [];
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('classes').values({ id: classId, site_id: SITE, department_id: null, name: 'bench 2026', grade: '2026', counselor_user_id: null, created_at: t }).execute();
    cookies = await writeStudents(trx, MEMBERS, 'bench', { classId, sessions: STREAMS });
  });
  await database.close();
  return { classId, cookies };
}

interface Stream {
  req: http.ClientRequest;
  /** When the marker arrived (ms, performance.now()). */
  got: Promise<number>;
}

/** Opens one stream; resolves once the server said `ready`. */
function openStream(base: URL, cookie: string, marker: string): Promise<Stream> {
  return new Promise((resolveOpen, rejectOpen) => {
    let resolveGot: (t: number) => void = () => undefined;
    const got = new Promise<number>((r) => (resolveGot = r));
    const req = http.get({ host: base.hostname, port: base.port, path: '/api/message/stream', headers: { cookie }, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        rejectOpen(new Error(`stream answered ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      let seen = '';
      let ready = false;
      res.on('data', (chunk: string) => {
        // Keep only a tail: enough to find a marker split across chunks.
        seen = (seen + chunk).slice(-4096);
        if (!ready && seen.includes('event: ready')) {
          ready = true;
          resolveOpen({ req, got });
        }
        if (seen.includes(marker)) resolveGot(performance.now());
      });
    });
    req.on('error', rejectOpen);
  });
}

async function openAll(base: URL, cookies: string[], marker: string): Promise<Stream[]> {
  const out: Stream[] = [];
  for (let i = 0; i < cookies.length; i += 100) out.push(...(await Promise.all(cookies.slice(i, i + 100).map((c) => openStream(base, c, marker)))));
  return out;
}

const mb = (n: number) => `${n.toFixed(0)} MB`;
const ms = (n: number) => `${n.toFixed(0)} ms`;

try {
  if (PG) {
    const admin = openDb();
    await admin.db.schema.createSchema(schema).execute();
    await admin.close();
  }
  // The first server creates the tables and the demo data; a second (PostgreSQL) joins it.
  portals.push(startServer());
  const bases = [await portals[0]!.base];
  await waitFor(`${bases[0]}/api/health`);
  if (PG) {
    portals.push(startServer());
    bases.push(await portals[1]!.base);
    await waitFor(`${bases[1]}/api/health`);
  }
  const baseUrl = bases[0]!;
  const pids = portals.map((p) => p.child.pid!);
  const rss = () => pids.map(rssMb);
  const rssIdle = rss();
  const { classId, cookies } = await populate();
  const marker = `bench-${crypto.randomUUID()}`;

  const tOpen = performance.now();
  // Streams alternate between the servers (one server on SQLite).
  const streams = (
    await Promise.all(bases.map((b, i) => openAll(new URL(b), cookies.filter((_, j) => j % bases.length === i), marker)))
  ).flat();
  const openMs = performance.now() - tOpen;
  const manager = await login(baseUrl, 'manager');
  const rssOpen = rss();

  const rssPeak = [...rssOpen];
  const sample = () => rss().forEach((v, i) => (rssPeak[i] = Math.max(rssPeak[i]!, v)));
  const sampler = setInterval(sample, 20);
  const t0 = performance.now();
  const send = await fetch(`${baseUrl}/api/message/send`, {
    method: 'POST',
    headers: { cookie: manager, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ title: marker, body: 'Live delivery benchmark', category: 'notice', audience: { classes: [classId] } }),
  });
  const sent = (await send.json()) as { e: number; m: string; d: { recipients: number } };
  const tSent = performance.now() - t0;
  if (sent.e !== 0) throw new Error(`send failed: ${sent.e} ${sent.m}`);
  const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 30_000).unref());
  const arrivals = await Promise.race([Promise.all(streams.map((s) => s.got)), timeout]);
  clearInterval(sampler);
  sample();
  for (const s of streams) s.req.destroy();

  const setup = PG ? 'PostgreSQL; two server processes, sent through the first' : 'SQLite; one server process';
  console.log(`\nbench: live delivery (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? '?'}; ${setup})`);
  console.log(`audience                         ${sent.d.recipients} members (one class), ${streams.length} open live streams`);
  console.log(`opening the streams              ${ms(openMs)}`);
  console.log(`send request (write ${sent.d.recipients} rows)  ${ms(tSent)}`);
  if (arrivals === 'timeout') {
    const done = (await Promise.all(streams.map((s) => Promise.race([s.got, Promise.resolve(-1)])))).filter((x) => x >= 0).length;
    console.log(`delivered                        only ${done} of ${streams.length} streams within 30 s`);
  } else {
    const rel = arrivals.map((a) => a - t0).sort((a, b) => a - b);
    const at = (q: number) => rel[Math.min(rel.length - 1, Math.floor(q * rel.length))]!;
    console.log(`first stream received it         ${ms(rel[0]!)} after the send began`);
    console.log(`median / p99                     ${ms(at(0.5))} / ${ms(at(0.99))}`);
    console.log(`every stream received it         ${ms(rel[rel.length - 1]!)}  (goal <= 2000 ms)`);
  }
  pids.forEach((_, i) => {
    const name = PG ? `server ${i + 1} RSS` : 'server RSS';
    const open = `${cookies.filter((_, j) => j % pids.length === i).length} streams open`;
    console.log(`${name.padEnd(32)} idle ${mb(rssIdle[i]!)}, ${open} ${mb(rssOpen[i]!)}, peak during delivery ${mb(rssPeak[i]!)}  (goal < 300 MB)`);
  });
} finally {
  await Promise.all(
    portals.map((p) => (p.child.exitCode !== null ? undefined : new Promise((r) => p.child.once('exit', r).kill('SIGTERM')))),
  );
  if (PG) {
    const admin = openDb();
    await admin.db.schema.dropSchema(schema).ifExists().cascade().execute();
    await admin.close();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
