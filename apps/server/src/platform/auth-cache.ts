/**
 * A short-lived in-process cache of live sessions and permission maps: the hot path of every
 * logged-in call (issue 2 bench: getAllAuth within half a bare route's throughput).
 *
 * Correctness: every write that changes who may do what in this process calls `invalidate*`
 * (logout, account disabled, password changed, roles or role maps edited), so the next call
 * sees it. Another server process sharing the database sees such a change within TTL_MS.
 */
import type { AuthMap } from '@campus/api';
import type { Session, User } from './db/schema.js';

export const TTL_MS = 2000;
const MAX_ENTRIES = 100_000;

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

  delete(key: string): void {
    this.map.delete(key);
  }

  deleteWhere(pred: (v: T, key: string) => boolean): void {
    for (const [k, e] of this.map) if (pred(e.value, k)) this.map.delete(k);
  }

  clear(): void {
    this.map.clear();
  }
}

/** sessions keyed by session id (the token's sha256), with an index by user. */
class SessionCache extends TtlCache<{ session: Session; user: User }> {
  private byUser = new Map<string, Set<string>>();

  override set(key: string, value: { session: Session; user: User }): void {
    super.set(key, value);
    let ids = this.byUser.get(value.user.id);
    if (!ids) this.byUser.set(value.user.id, (ids = new Set()));
    ids.add(key);
  }

  dropUser(userId: string): void {
    for (const id of this.byUser.get(userId) ?? []) this.delete(id);
    this.byUser.delete(userId);
  }

  override clear(): void {
    super.clear();
    this.byUser.clear();
  }
}
export const sessionCache = new SessionCache();
/** permission maps keyed by `${userId}:${siteId}`. */
export const authMapCache = new TtlCache<{ auth: AuthMap; roles: string[] }>();

export function invalidateSession(id: string): void {
  sessionCache.delete(id);
}

/** A user's sessions or permissions changed (disabled, password, roles). */
export function invalidateUser(userId: string): void {
  sessionCache.dropUser(userId);
  authMapCache.deleteWhere((_, k) => k.startsWith(`${userId}:`));
}

/** Administration changed accounts, roles or sites: forget everything cached. */
export function invalidateAll(): void {
  sessionCache.clear();
  authMapCache.clear();
}
