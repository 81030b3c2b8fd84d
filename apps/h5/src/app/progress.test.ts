import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgress, DONE_MS, RISE_MS } from './progress';

describe('navigation progress bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rises to 98% over 3 s', () => {
    const p = createProgress();
    p.start();
    expect(p.get()).toEqual({ visible: true, percent: 0, duration: 0 });
    vi.advanceTimersByTime(20);
    expect(p.get()).toEqual({ visible: true, percent: 98, duration: RISE_MS });
    expect(RISE_MS).toBe(3000);
  });

  it('completes in 0.3 s and then hides', () => {
    const p = createProgress();
    p.start();
    vi.advanceTimersByTime(1000);
    p.done();
    expect(p.get()).toEqual({ visible: true, percent: 100, duration: DONE_MS });
    expect(DONE_MS).toBe(300);
    vi.advanceTimersByTime(299);
    expect(p.get().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(p.get().visible).toBe(false);
  });

  it('done before the rise began cancels the rise', () => {
    const p = createProgress();
    p.start();
    p.done();
    vi.advanceTimersByTime(DONE_MS + 50);
    expect(p.get()).toEqual({ visible: false, percent: 0, duration: 0 });
  });

  it('done without start does nothing; listeners hear every change', () => {
    const p = createProgress();
    const seen: number[] = [];
    p.subscribe(() => seen.push(p.get().percent));
    p.done();
    expect(seen).toEqual([]);
    p.start();
    vi.advanceTimersByTime(16);
    p.done();
    vi.advanceTimersByTime(DONE_MS);
    expect(seen).toEqual([0, 98, 100, 0]);
  });
});
