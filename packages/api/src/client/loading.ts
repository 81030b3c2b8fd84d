/**
 * The loading counter (spec sections 4 and 9): each request that shows the loading overlay adds
 * one; finishing takes one away 300 ms later, and only while the count is above 0, so quick
 * back-to-back requests do not make the overlay flicker and a stray decrement never goes negative.
 */
export const LOADING_DECREMENT_DELAY_MS = 300;

export interface LoadingCounter {
  inc(): void;
  /** Decrements 300 ms from now, only if the count is then above 0. */
  dec(): void;
  get(): number;
  /** Called with the new count on every change; returns the unsubscribe function. */
  subscribe(fn: (count: number) => void): () => void;
}

export function createLoadingCounter(delayMs = LOADING_DECREMENT_DELAY_MS): LoadingCounter {
  let count = 0;
  const listeners = new Set<(count: number) => void>();
  const emit = (): void => listeners.forEach((fn) => fn(count));
  return {
    inc() {
      count += 1;
      emit();
    },
    dec() {
      setTimeout(() => {
        if (count > 0) {
          count -= 1;
          emit();
        }
      }, delayMs);
    },
    get: () => count,
    subscribe(fn) {
      listeners.add(fn);
      return () => {
        listeners.delete(fn);
      };
    },
  };
}
