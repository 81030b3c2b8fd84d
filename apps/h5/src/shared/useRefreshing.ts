/**
 * A value a screen shows and refreshes on its own (an organiser's rotating code). The first load,
 * and a refusal later (gone, logged out), take the app's usual ways: the error views, the login
 * page, a toast. A refresh that gets no answer keeps the value, marks it stale and tries again
 * after `retryMs`, so a moment of lost Wi-Fi does not take the screen away.
 */
import { useEffect, useRef, useState } from 'react';
import { isConnectionLoss, toastError } from './errors';

export interface Refreshing<T> {
  value: T | null;
  /** When `value` arrived (ms): for counting down from what it says. */
  at: number;
  /** The last refresh got no answer: the value shown may be out of date. */
  stale: boolean;
  /** The first load (or a refusal) failed; the app has said why. */
  failed: boolean;
}

/**
 * Loads with `load(quiet)` while `key` is not empty (a new key starts over), and again after
 * `next(value)` ms. `quiet` asks the call not to leave the screen on a failure.
 */
export function useRefreshing<T>(key: string, load: (quiet: boolean) => Promise<T>, next: (value: T) => number, retryMs: number): Refreshing<T> {
  const [state, setState] = useState<Refreshing<T>>({ value: null, at: 0, stale: false, failed: false });
  const calls = useRef({ load, next });
  calls.current = { load, next };
  useEffect(() => {
    if (!key) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = (quiet: boolean) => {
      calls.current
        .load(quiet)
        .then((value) => {
          if (!live) return;
          setState({ value, at: Date.now(), stale: false, failed: false });
          timer = setTimeout(() => run(true), calls.current.next(value));
        })
        .catch((err: unknown) => {
          if (!live) return;
          if (quiet && isConnectionLoss(err)) {
            setState((s) => ({ ...s, stale: true }));
            timer = setTimeout(() => run(true), retryMs);
          } else if (quiet) run(false);
          else {
            setState((s) => ({ ...s, failed: true }));
            toastError(err);
          }
        });
    };
    run(false);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, retryMs]);
  return state;
}
