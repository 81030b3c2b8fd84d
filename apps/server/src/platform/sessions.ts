/**
 * Sessions live in the database (several processes may share it). The cookie holds a random
 * token; the row is keyed by its sha256, so a leaked table does not leak live sessions.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { groupCommitOf, NOT_NOW, type Db } from './db/index.js';
import type { Session, User } from './db/schema.js';
import type { AuthCache, LiveSession } from './auth-cache.js';
import { compiledOnce, precompiled } from './sql.js';
import { now, randomToken, sha256 } from './util.js';

export const SESSION_COOKIE = 'cp_sid';

/** What the session functions need of the platform. */
export interface SessionStore {
  db: Db;
  policy: SessionPolicy;
  auth: AuthCache;
}

export interface SessionPolicy {
  idleSeconds: number;
  absoluteSeconds: number;
  secureCookies: boolean;
}

export async function createSession(
  db: Db,
  policy: SessionPolicy,
  user: Pick<User, 'id' | 'site_id'>,
  meta: { ip: string; userAgent: string },
): Promise<{ token: string; session: Session }> {
  const token = randomToken(32);
  const t = now();
  const session: Session = {
    id: sha256(token),
    user_id: user.id,
    site_id: user.site_id,
    created_at: t,
    last_seen_at: t,
    expires_at: t + policy.absoluteSeconds,
    ip: meta.ip.slice(0, 64),
    user_agent: meta.userAgent.slice(0, 300),
  };
  await db.insertInto('sessions').values(session).execute();
  return { token, session };
}

/** The session with its user, by id: every logged-in request that misses the cache runs it. */
const sessionById = precompiled((db, id: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('sessions')
    .select([
      'users.username', 'users.name', 'users.status', 'users.is_super', 'users.site_id as user_site_id',
      'users.password_hash', 'users.kind', 'users.number', 'users.mobile', 'users.email', 'users.avatar',
      'users.gender', 'users.department_id', 'users.class_id', 'users.created_at as user_created_at',
      'users.updated_at as user_updated_at',
    ])
    .where('sessions.id', '=', id),
);

/** Touch at most once a minute: a write per request would cost more than it tells. */
const TOUCH_SECONDS = 60;

const touchQuery = compiledOnce((db, id: string, t: number) => db.updateTable('sessions').set({ last_seen_at: t }).where('id', '=', id));

/**
 * The sessions touched in this turn of the event loop, per database, waiting for the turn's
 * group commit (SQLite): one piece of work writes them all.
 */
const touchesOfTurn = new WeakMap<Db, Map<string, number>>();

/**
 * Moves a session's last-seen time, without holding up the request: memory has it at once, and
 * the row only decides when an idle session ends (a day later), here or in another process. On
 * SQLite it is committed with the other writes of this turn of the event loop: when a rush
 * starts, thousands of students come back after a minute or more at once, and a commit each,
 * waited for, took 40% off the speed of the rush that met them (bench:rush, 11k grabs a second
 * instead of 19k). The touches of a turn are one piece of that commit, not one each: a savepoint
 * and three promises each came to about a twentieth of such a rush's server CPU (a profile of
 * bench:rush). A touch that fails (the database closing) is tried again a minute later.
 */
function touch(db: Db, live: LiveSession, t: number): void {
  live.session.last_seen_at = t;
  const grouped = groupCommitOf(db);
  if (!grouped) {
    db.executeQuery(touchQuery(db, live.session.id, t)).catch(() => undefined);
    return;
  }
  const waiting = touchesOfTurn.get(db);
  if (waiting) {
    waiting.set(live.session.id, t);
    return;
  }
  const turn = new Map([[live.session.id, t]]);
  touchesOfTurn.set(db, turn);
  const done = () => {
    if (touchesOfTurn.get(db) === turn) touchesOfTurn.delete(db);
  };
  grouped((run) => {
    done();
    for (const [id, at] of turn) {
      const q = touchQuery(db, id, at);
      run(q.sql, q.parameters);
    }
  })
    .then((r) => {
      if (r !== NOT_NOW) return;
      // Another transaction held the connection: written one by one, through Kysely.
      done();
      for (const [id, at] of turn) db.executeQuery(touchQuery(db, id, at)).catch(() => undefined);
    })
    .catch(() => undefined);
}

/**
 * The live session of `token` when memory alone can say (cached and fresh): most calls.
 * Undefined when the database must be asked (resolveSession).
 */
export function cachedSession(store: Pick<SessionStore, 'db' | 'auth' | 'policy'>, token: string): LiveSession | undefined {
  const sessions = store.auth.sessions;
  const cached = sessions.get(sessions.idOf(token));
  if (!cached) return undefined;
  const s = cached.session;
  const t = now();
  if (s.expires_at <= t || s.last_seen_at + store.policy.idleSeconds <= t) return undefined;
  if (t - s.last_seen_at >= TOUCH_SECONDS) touch(store.db, cached, t);
  return cached;
}

/** The live session and its active user for a cookie token, or null (and the stale row removed). */
export async function resolveSession(store: SessionStore, token: string): Promise<LiveSession | null> {
  const hit = cachedSession(store, token);
  if (hit) return hit;
  const { db, policy } = store;
  const cache = store.auth.sessions;
  const id = cache.idOf(token);
  // Cached but idle here: it may be busy in another process, the row says.
  cache.delete(id);
  const stamp = cache.stamp();
  const [row] = await sessionById(db, id);
  if (!row) return null;
  const t = now();
  if (row.status !== 'active' || row.expires_at <= t || row.last_seen_at + policy.idleSeconds <= t) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  const session: Session = {
    id: row.id, user_id: row.user_id, site_id: row.site_id, created_at: row.created_at,
    last_seen_at: row.last_seen_at, expires_at: row.expires_at, ip: row.ip, user_agent: row.user_agent,
  };
  const user: User = {
    id: row.user_id, site_id: row.user_site_id, username: row.username, name: row.name,
    password_hash: row.password_hash, kind: row.kind, number: row.number, mobile: row.mobile,
    email: row.email, avatar: row.avatar, gender: row.gender, department_id: row.department_id,
    class_id: row.class_id, status: row.status, is_super: row.is_super, created_at: row.user_created_at,
    updated_at: row.user_updated_at,
  };
  const live = { session, user };
  if (t - row.last_seen_at >= TOUCH_SECONDS) touch(db, live, t);
  cache.set(id, live, stamp, token);
  return live;
}

export async function destroySession(store: Pick<SessionStore, 'db' | 'auth'>, token: string): Promise<void> {
  const id = sha256(token);
  await store.db.deleteFrom('sessions').where('id', '=', id).execute();
  await store.auth.sessionEnded(id);
}

/** Ends every session of a user (account disabled, password changed). */
export async function destroyUserSessions(store: Pick<SessionStore, 'db' | 'auth'>, userId: string, exceptId?: string): Promise<void> {
  let q = store.db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptId) q = q.where('id', '!=', exceptId);
  await q.execute();
  await store.auth.userChanged(userId);
}

export function setSessionCookie(reply: FastifyReply, policy: SessionPolicy, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: policy.secureCookies,
    maxAge: policy.absoluteSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, policy: SessionPolicy): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: policy.secureCookies });
}

export function sessionToken(req: FastifyRequest): string | undefined {
  const v = req.cookies[SESSION_COOKIE];
  return v && v.length <= 100 ? v : undefined;
}
