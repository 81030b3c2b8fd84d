/**
 * The navigation progress bar (spec section 9): rises to 98% over 3 s, completes in 0.3 s.
 * A tiny store so the bar component and tests read the same state.
 */
export const RISE_MS = 3000;
export const DONE_MS = 300;
export const RISE_TO = 98;

export interface ProgressState {
  visible: boolean;
  percent: number;
  /** Transition time of the current move, in ms. */
  duration: number;
}

export interface Progress {
  start(): void;
  done(): void;
  get(): ProgressState;
  subscribe(fn: () => void): () => void;
}

export function createProgress(): Progress {
  let state: ProgressState = { visible: false, percent: 0, duration: 0 };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (s: ProgressState) => {
    state = s;
    listeners.forEach((l) => l());
  };
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    start() {
      clear();
      set({ visible: true, percent: 0, duration: 0 });
      // Next tick, so the browser paints 0% before the 3 s transition to 98% begins.
      timer = setTimeout(() => set({ visible: true, percent: RISE_TO, duration: RISE_MS }), 16);
    },
    done() {
      if (!state.visible) return;
      clear();
      set({ visible: true, percent: 100, duration: DONE_MS });
      timer = setTimeout(() => set({ visible: false, percent: 0, duration: 0 }), DONE_MS);
    },
    get: () => state,
    subscribe(fn) {
      listeners.add(fn);
      return () => {
        listeners.delete(fn);
      };
    },
  };
}

export const progress = createProgress();
