/** A view that replaces the current screen until the next navigation (spec section 8). */
import { useSyncExternalStore } from 'react';

export type PageError = { kind: 'system' | 'noData' | 'network'; message?: string | undefined } | null;

let current: PageError = null;
const listeners = new Set<() => void>();

export function setPageError(e: PageError): void {
  current = e;
  listeners.forEach((l) => l());
}

export function usePageError(): PageError {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}
