/** Shared bench helpers: start a server process, wait for it, run a load, print figures. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** CPU seconds (user + system) the process has used: what its work cost, however busy the machine. */
export function cpuSeconds(pid: number): number {
  const t = cpuTimes(pid);
  return t.user + t.system;
}

/** A process's CPU seconds so far, in user space and in the kernel (on its behalf: syscalls, loopback TCP). */
export function cpuTimes(pid: number): { user: number; system: number; faults: number } {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // Minor page faults too: a heap that gives pages back and takes them again pays them in the kernel.
  return { user: Number(f[11]) / 100, system: Number(f[12]) / 100, faults: Number(f[7]) };
}

export interface Started {
  child: ChildProcess;
  /** http://127.0.0.1:<port> once the process said where it listens. */
  base: Promise<string>;
  /** The serving process: the one that printed `pid N` with its address (behind npx and tsx), else the child. */
  pid(): number;
}

/** Starts a server process on a free port (PORT=0) and learns the port from what it prints. */
export function startProcess(cmd: string, args: string[], env: Record<string, string>): Started {
  // Its own process group, so stopping it also stops what it started (npx → tsx → node).
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  let seen = '';
  const base = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (c: Buffer) => {
      seen += c.toString();
      if (process.env.BENCH_VERBOSE) process.stdout.write(c);
      const m = /http:\/\/(?:127\.0\.0\.1|localhost):(\d+)/.exec(seen);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code} before listening`)));
  });
  const pid = () => Number(/\bpid (\d+)/.exec(seen)?.[1] ?? child.pid);
  return { child, base, pid };
}

/** Stops a started server and everything it spawned. */
export function stop(s: Started): void {
  try {
    if (s.child.pid) process.kill(-s.child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

export function startPortal(extra: Record<string, string> = {}): Started {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-bench-'));
  return startProcess('node', ['apps/server/dist/main.mjs'], {
    HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1', LOG_LEVEL: 'error', DATABASE_URL: '', ...extra,
  });
}

export async function login(base: string, username: string, password = 'Demo@1234'): Promise<string> {
  const r = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' },
    body: new URLSearchParams({ username, password }),
  });
  const cookie = r.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`login failed: ${r.status} ${await r.text()}`);
  return cookie;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Requests answered, warm-up included (for per-request CPU figures). */
  total: number;
}

export async function load(
  url: string,
  opts: { headers?: Record<string, string>; seconds?: number; connections?: number; method?: 'GET' | 'POST'; body?: string } = {},
): Promise<LoadResult> {
  const run = (duration: number) =>
    autocannon({ url, duration, connections: opts.connections ?? 50, headers: opts.headers ?? {}, method: opts.method ?? 'GET', ...(opts.body ? { body: opts.body } : {}) });
  const warm = await run(2); // warm-up: JIT, caches, connection pools
  const r = await run(opts.seconds ?? 10);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors, total: warm.requests.total + r.requests.total };
}

export function row(name: string, r: LoadResult): string {
  return `${name.padEnd(36)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;
}
