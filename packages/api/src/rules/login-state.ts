/**
 * The login data kept in browser storage (spec sections 3 and 4): the permission map (auth
 * control), the username and the validation flag. Logout clears all three. Before each
 * navigation the validation flag — the stored login flag — is removed, so the next screen checks
 * the session again, and the entry address is remembered without its fragment (the messaging
 * app signs share links against the address the user entered by).
 */
import type { AuthMap } from '../contract/auth.js';
import type { StorageLike } from './cache.js';

export const LOGIN_KEYS = {
  auth: 'authControl',
  username: 'username',
  validated: 'validation',
  entryUrl: 'entryUrl',
} as const;

export interface LoginState {
  auth: AuthMap | null;
  username: string | null;
  validated: boolean;
}

export function saveLogin(storage: StorageLike, login: { auth: AuthMap; username: string; validated?: boolean }): void {
  storage.setItem(LOGIN_KEYS.auth, JSON.stringify(login.auth));
  storage.setItem(LOGIN_KEYS.username, login.username);
  if (login.validated ?? true) storage.setItem(LOGIN_KEYS.validated, '1');
  else storage.removeItem(LOGIN_KEYS.validated);
}

export function clearLogin(storage: StorageLike): void {
  storage.removeItem(LOGIN_KEYS.auth);
  storage.removeItem(LOGIN_KEYS.username);
  storage.removeItem(LOGIN_KEYS.validated);
}

function isAuthMap(v: unknown): v is AuthMap {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  return Object.values(v).every((entry: unknown) => {
    const list = (entry as { module?: unknown } | null)?.module;
    return Array.isArray(list) && list.every((s) => typeof s === 'string');
  });
}

/** What is stored; a corrupted permission map reads as none. */
export function readLogin(storage: StorageLike): LoginState {
  let auth: AuthMap | null = null;
  const raw = storage.getItem(LOGIN_KEYS.auth);
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw);
      auth = isAuthMap(parsed) ? parsed : null;
    } catch {
      auth = null;
    }
  }
  return {
    auth,
    username: storage.getItem(LOGIN_KEYS.username),
    validated: storage.getItem(LOGIN_KEYS.validated) === '1',
  };
}

/** Each page load has its own Location object: the first navigation of a load records the entry. */
const entered = new WeakSet<object>();

export function beforeNavigate(storage: StorageLike, location: { href: string }): void {
  storage.removeItem(LOGIN_KEYS.validated);
  if (entered.has(location)) return;
  entered.add(location);
  storage.setItem(LOGIN_KEYS.entryUrl, location.href.split('#')[0] ?? location.href);
}

export function entryUrl(storage: StorageLike): string | null {
  return storage.getItem(LOGIN_KEYS.entryUrl);
}
