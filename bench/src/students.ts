/** Students, their sessions and ticket events for the benches (rush.ts, steady.ts, live.ts). */
import crypto from 'node:crypto';
import { openDatabase, type Db } from '@campus/server/src/platform/db/index.js';
import autocannon from 'autocannon';
import { cpuTimes, login } from './lib.js';

const SITE = 'demo';

/** A student's row in `users` on the demo site. */
function studentRow(id: string, username: string, name: string, number: string, t: number, classId: string | null = null) {
  return {
    id, site_id: SITE, username, name, password_hash: '!', kind: 'student', number,
    mobile: '', email: '', avatar: '', gender: '', department_id: null, class_id: classId, status: 'active', is_super: 0,
    created_at: t, updated_at: t,
  };
}

/** A live session of `userId`: its row in `sessions` (the token's hash) and the cookie that carries it. */
function sessionOf(userId: string, t: number) {
  const token = crypto.randomBytes(32).toString('base64url');
  const row = {
    id: crypto.createHash('sha256').update(token).digest('hex'), user_id: userId, site_id: SITE, created_at: t,
    last_seen_at: t, expires_at: t + 86_400, ip: '127.0.0.1', user_agent: 'bench',
  };
  return { row, cookie: `cp_sid=${token}` };
}

/**
 * `count` students on the demo site (in the class `classId`, if given), written with `db` (a
 * transaction, say); the first `sessions` of them (all, unless given) with a live session.
 * Returns the sessions' cookies.
 */
export async function writeStudents(
  db: Db,
  count: number,
  prefix: string,
  opts: { classId?: string; sessions?: number } = {},
): Promise<string[]> {
  const t = Math.floor(Date.now() / 1000);
  const users = [];
  const sessions = [];
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = crypto.randomUUID();
    users.push(studentRow(id, `${prefix}${i}`, `${prefix} ${i}`, `${prefix}-${i}`, t, opts.classId ?? null));
    if (i < (opts.sessions ?? count)) {
      const s = sessionOf(id, t);
      sessions.push(s.row);
      cookies.push(s.cookie);
    }
  }
  for (let i = 0; i < users.length; i += 400) await db.insertInto('users').values(users.slice(i, i + 400)).execute();
  for (let i = 0; i < sessions.length; i += 400) await db.insertInto('sessions').values(sessions.slice(i, i + 400)).execute();
  return cookies;
}

/**
 * `count` students on the demo site, each with a live session, written straight into the
 * portal's SQLite file (20,000 logins through scrypt would measure scrypt); returns their cookies.
 */
export async function addStudents(sqliteFile: string, count: number, prefix: string): Promise<string[]> {
  const database = openDatabase({ sqliteFile });
  const cookies = await database.db.transaction().execute((trx) => writeStudents(trx, count, prefix));
  await database.close();
  return cookies;
}

/** An autocannon `setupRequest`: each request as the next student in turn (their cookie), as the apps send it (a body as a form). */
export function eachStudent(cookies: string[]) {
  let next = 0;
  return (req: { headers?: Record<string, string>; body?: string }) => {
    req.headers = {
      ...req.headers,
      cookie: cookies[next++ % cookies.length]!,
      ...(req.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      'x-requested-with': 'XMLHttpRequest',
    };
    return req;
  };
}

/** A grab's path as the H5 sends it: a POST whose input, the type's id, is in the URL (contract `urlInput`). */
export const grabPath = (path: string, typeId: string) => `${path}?typeId=${encodeURIComponent(typeId)}`;

/** One round of POSTs to `url` for `seconds`, each request as the next student, and what each cost the server (`pid`). */
export interface GrabRound {
  rps: number;
  /** Server CPU (user + kernel) per answered request, µs. */
  cpuUs: number;
  userUs: number;
  faults: number;
  notAnswered: number;
}

export async function grabRound(url: string, pid: number, cookies: string[], seconds: number, connections: number): Promise<GrabRound> {
  const c0 = cpuTimes(pid);
  const r = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [{ method: 'POST', setupRequest: eachStudent(cookies) }],
  });
  const c1 = cpuTimes(pid);
  const n = r.requests.total;
  return {
    rps: n / seconds,
    cpuUs: ((c1.user + c1.system - c0.user - c0.system) * 1e6) / n,
    userUs: ((c1.user - c0.user) * 1e6) / n,
    faults: (c1.faults - c0.faults) / n,
    notAnswered: r.errors + r.timeouts + r.non2xx,
  };
}

async function post(base: string, cookie: string, p: string, body: unknown): Promise<{ e: number; m: string; d: unknown }> {
  const r = await fetch(base + p, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  });
  return (await r.json()) as { e: number; m: string; d: unknown };
}

/** The manager creates the event through the console's endpoint; returns its id and its ticket type's. */
export async function createEvent(base: string, quota: number): Promise<{ eventId: string; typeId: string }> {
  const manager = await login(base, 'manager');
  const t = Math.floor(Date.now() / 1000);
  const saved = await post(base, manager, '/api/ticket/manage-save', {
    title: 'Rush benchmark concert', description: 'bench', place: 'Hall', mode: 'grab',
    openAt: t - 1, closeAt: t + 3600, startsAt: t + 7200, audience: { site: true }, published: true,
    types: [{ name: 'Standard', quota, perPerson: 1 }],
  });
  if (saved.e !== 0) throw new Error(`creating the event failed: ${saved.e} ${saved.m}`);
  const eventId = (saved.d as { id: string }).id;
  const d = await fetch(`${base}${'/api/ticket/manage-detail'}?id=${eventId}`, { headers: { cookie: manager } });
  const detail = (await d.json()) as { d: { types: { id: string }[] } };
  return { eventId, typeId: detail.d.types[0]!.id };
}
