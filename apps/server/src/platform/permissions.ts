/**
 * Permission maps (spec section 6): module -> { module: [sub-permissions] }. A user's map is
 * the union of their roles' maps on the site. The server checks the contract's declared access
 * on every call; services add object-level checks.
 */
import { AppError, E, type Access, type AuthMap } from '@campus/api';
import type { Db } from './db/index.js';
import { precompiled } from './sql.js';
import { parseJson } from './util.js';

export function mergeAuth(maps: AuthMap[]): AuthMap {
  const out: Record<string, Set<string>> = {};
  for (const m of maps) {
    for (const [mod, entry] of Object.entries(m)) {
      const subs = (out[mod] ??= new Set());
      for (const s of entry.module) subs.add(s);
    }
  }
  return Object.fromEntries(Object.entries(out).filter(([, s]) => s.size > 0).map(([k, s]) => [k, { module: [...s].sort() }]));
}

/** Spec: accessible if the entry has a non-empty list, optionally containing `sub`. */
export function hasModule(map: AuthMap, module: string, sub?: string): boolean {
  const list = map[module]?.module;
  if (!list || list.length === 0) return false;
  return sub === undefined || list.includes(sub);
}

const rolesOf = precompiled((db, userId: string, siteId: string) =>
  db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['roles.code', 'roles.auth'])
    .where('user_roles.user_id', '=', userId)
    .where('user_roles.site_id', '=', siteId),
);

export async function loadAuthMap(db: Db, userId: string, siteId: string): Promise<{ auth: AuthMap; roles: string[] }> {
  const rows = await rolesOf(db, userId, siteId);
  return { auth: mergeAuth(rows.map((r) => parseJson<AuthMap>(r.auth, {}))), roles: rows.map((r) => r.code).sort() };
}

export interface Caller {
  isSuper: boolean;
  auth: AuthMap;
  loggedIn: boolean;
  /** A visitor account (signed in by SMS code, no campus identity). */
  visitor?: boolean;
}

/**
 * Throws 10013 or 10003 when the caller may not use an endpoint with this access. A visitor
 * passes only `user` endpoints that open to visitors (`visitorsAllowed`).
 */
export function enforce(accessRule: Access, caller: Caller, loginUrl: string, visitorsAllowed = false): void {
  if (accessRule.kind === 'public') return;
  if (!caller.loggedIn) throw new AppError(E.NOT_LOGGED_IN, undefined, { login_url: loginUrl });
  if (caller.visitor && !(accessRule.kind === 'user' && visitorsAllowed)) throw new AppError(E.FORBIDDEN);
  if (accessRule.kind === 'user') return;
  if (caller.isSuper) return;
  if (accessRule.kind === 'super') throw new AppError(E.FORBIDDEN);
  if (!hasModule(caller.auth, accessRule.module, accessRule.sub)) throw new AppError(E.FORBIDDEN);
}
