/**
 * Who is logged in, shared by every screen: loaded once from /api/auth/me, refreshed after
 * login, switch and logout. The permission map is mirrored to local storage (spec section 3).
 */
import type { AuthMap, SessionUser } from '@campus/api';
import { clearLogin, saveLogin } from '@campus/api/rules';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from './api';
import { authApi } from './endpoints';

export interface SessionState {
  loaded: boolean;
  user: SessionUser | null;
  auth: AuthMap;
}

let state: SessionState = { loaded: false, user: null, auth: {} };
let pending: Promise<SessionState> | undefined;
const listeners = new Set<() => void>();

function set(next: SessionState): void {
  state = next;
  try {
    if (next.user) saveLogin(localStorage, { auth: next.auth, username: next.user.username });
    else if (next.loaded) clearLogin(localStorage);
  } catch {
    // storage refused: the in-memory state still holds
  }
  listeners.forEach((l) => l());
}

export function setSession(login: { user: SessionUser; auth: AuthMap } | null): void {
  set({ loaded: true, user: login?.user ?? null, auth: login?.auth ?? {} });
}

export function loadSession(force = false): Promise<SessionState> {
  if (!force && state.loaded) return Promise.resolve(state);
  if (!force && pending) return pending;
  pending = api(authApi.me, {}, { silent: true })
    .then((d) => {
      setSession(d.user ? { user: d.user, auth: d.auth } : null);
      return state;
    })
    .catch(() => {
      set({ ...state, loaded: true });
      return state;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

/** Logout: clears the three stored items (spec section 4) without telling the screens. */
export function forgetLogin(): void {
  try {
    clearLogin(localStorage);
  } catch {
    // storage refused: nothing stored
  }
}

export function getSession(): SessionState {
  return state;
}

export function useSession(): SessionState {
  const s = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
  useEffect(() => {
    void loadSession();
  }, []);
  return s;
}
