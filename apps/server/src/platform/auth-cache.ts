/**
 * A server process's caches of live sessions and permission maps: the hot path of every
 * logged-in call (issue 2 bench: getAllAuth within half a bare route's throughput; issue 5: a
 * ticket rush). One per platform (one per app: tests run several in one process).
 *
 * Permission maps live TTL_MS: another server process's change of roles shows within it.
 *
 * Sessions live up to SESSION_TRUST_MS while this process hears the others (platform/signals:
 * always with one process, as on SQLite; through NOTIFY on PostgreSQL), else TTL_MS. Every
 * write that ends a session or changes an account drops it here and tells the other processes
 * (`sessionEnded`, `userChanged`, `invalidateAll`); a listener that was away drops them all (the
 * signals' epoch). A session read while a drop happened is not kept, so a read that raced a
 * logout cannot keep the ended session. Expiry and the idle limit are checked on every hit.
 */
import type { AuthMap } from '@campus/api';
import type { Session, User } from './db/schema.js';
import type { Signals } from './signals.js';
import { sha256 } from './util.js';

export const TTL_MS = 2000;
/** How long a session is believed without reading it, while other processes' changes are heard. */
export const SESSION_TRUST_MS = 5 * 60_000;
/** Bumped (every session dropped, in every process) when administration changed accounts or sites. */
export const SESSIONS_TOPIC = 'auth.sessions';
const MAX_ENTRIES = 100_000;
/** Kinds of targeted drops between processes (platform/signals). */
const SESSION_DROP = 'auth.session';
const USER_DROP = 'auth.user';

interface Entry<T> {
  value: T;
  at: number;
}

class TtlCache<T> {
  private map = new Map<string, Entry<T>>();

  get(key: string): T | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    if (Date.now() - e.at > TTL_MS) {
      this.map.delete(key);
      return undefined;
    }
    return e.value;
  }

  set(key: string, value: T): void {
    if (this.map.size >= MAX_ENTRIES) this.map.clear();
    this.map.set(key, { value, at: Date.now() });
  }

  deleteWhere(pred: (v: T, key: string) => boolean): void {
    for (const [k, e] of this.map) if (pred(e.value, k)) this.map.delete(k);
  }

  clear(): void {
    this.map.clear();
  }
}

export interface LiveSession {
  session: Session;
  user: User;
}

/** Taken before reading a session: the read is kept only if nothing was dropped meanwhile. */
export interface SessionStamp {
  drops: number;
  gen: number;
}

/** Sessions keyed by session id (the token's sha256), with an index by user. */
class SessionCache {
  private map = new Map<string, { value: LiveSession; at: number; gen: number }>();
  private byUser = new Map<string, Set<string>>();
  /**
   * The ids of the tokens whose sessions were cached: a call finds its session without hashing
   * its cookie, which was a tenth of a sold-out grab's own work. A token maps only to its own
   * hash, so an entry outliving its session lets nothing in (the session is looked up by that id).
   */
  private ids = new Map<string, string>();
  /** Counts drops: a read that saw one happen is not kept. */
  private drops = 0;

  constructor(private readonly signals: Signals) {}

  get(key: string): LiveSession | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    const age = Date.now() - e.at;
    const heard = this.signals.trusted;
    if (e.gen === this.signals.gen(SESSIONS_TOPIC) && (age < TTL_MS || (heard && age < SESSION_TRUST_MS))) return e.value;
    this.delete(key);
    return undefined;
  }

  /** The session id of a cookie token: its sha256, remembered for the tokens of cached sessions. */
  idOf(token: string): string {
    return this.ids.get(token) ?? sha256(token);
  }

  stamp(): SessionStamp {
    return { drops: this.drops, gen: this.signals.gen(SESSIONS_TOPIC) };
  }

  set(key: string, value: LiveSession, stamp: SessionStamp, token?: string): void {
    if (stamp.drops !== this.drops || stamp.gen !== this.signals.gen(SESSIONS_TOPIC)) return;
    if (token !== undefined) {
      if (this.ids.size >= MAX_ENTRIES) this.ids.clear();
      this.ids.set(token, key);
    }
    // Full: the oldest tenth goes (a Map iterates in the order entries were put).
    if (this.map.size >= MAX_ENTRIES) {
      let n = MAX_ENTRIES / 10;
      for (const k of this.map.keys()) {
        if (n-- <= 0) break;
        this.delete(k);
      }
    }
    this.map.delete(key);
    this.map.set(key, { value, at: Date.now(), gen: stamp.gen });
    let ids = this.byUser.get(value.user.id);
    if (!ids) this.byUser.set(value.user.id, (ids = new Set()));
    ids.add(key);
  }

  /** Forgets one entry (expired or idle here): not a drop, nothing changed. */
  delete(key: string): void {
    const e = this.map.get(key);
    if (!e) return;
    this.map.delete(key);
    const ids = this.byUser.get(e.value.user.id);
    ids?.delete(key);
    if (ids?.size === 0) this.byUser.delete(e.value.user.id);
  }

  dropSession(id: string): void {
    this.drops++;
    this.delete(id);
  }

  dropUser(userId: string): void {
    this.drops++;
    for (const id of this.byUser.get(userId) ?? []) this.map.delete(id);
    this.byUser.delete(userId);
  }

  clear(): void {
    this.drops++;
    this.map.clear();
    this.byUser.clear();
    this.ids.clear();
  }
}

export class AuthCache {
  readonly sessions: SessionCache;
  /** Permission maps keyed by `${userId}:${siteId}`. */
  readonly maps = new TtlCache<{ auth: AuthMap; roles: string[] }>();

  constructor(private readonly signals: Signals) {
    this.sessions = new SessionCache(signals);
    // What other processes drop reaches this cache.
    signals.onDrop(SESSION_DROP, (id) => this.sessions.dropSession(id));
    signals.onDrop(USER_DROP, (userId) => this.dropUserHere(userId));
  }

  /** A session ended (logout): forget it here and in the other processes. */
  async sessionEnded(id: string): Promise<void> {
    this.sessions.dropSession(id);
    await this.signals.drop(SESSION_DROP, id);
  }

  /** A user's sessions, account or permissions changed (disabled, password, profile, roles). */
  async userChanged(userId: string): Promise<void> {
    this.dropUserHere(userId);
    await this.signals.drop(USER_DROP, userId);
  }

  /** Administration changed accounts, roles or sites: forget everything cached, in every process. */
  async invalidateAll(): Promise<void> {
    this.sessions.clear();
    this.maps.clear();
    await this.signals.bump(SESSIONS_TOPIC);
  }

  private dropUserHere(userId: string): void {
    this.sessions.dropUser(userId);
    this.maps.deleteWhere((_, k) => k.startsWith(`${userId}:`));
  }
}
