import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from './create-client.js';
import { fakeFetch, getItem } from './fake-fetch.test-helper.js';
import { createLoadingCounter } from './loading.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loading counter', () => {
  it('counts up at once and down 300 ms after being asked', () => {
    const c = createLoadingCounter();
    c.inc();
    c.inc();
    expect(c.get()).toBe(2);
    c.dec();
    vi.advanceTimersByTime(299);
    expect(c.get()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(c.get()).toBe(1);
  });

  it('never goes below 0', () => {
    const c = createLoadingCounter();
    c.inc();
    c.dec();
    c.dec();
    c.dec();
    vi.advanceTimersByTime(300);
    expect(c.get()).toBe(0);
    c.inc();
    expect(c.get()).toBe(1);
  });

  it('decrements only if above 0 when the delay ends, not when asked', () => {
    const c = createLoadingCounter();
    c.dec(); // asked at 0 ...
    c.inc(); // ... but by the time it runs the count is 1
    vi.advanceTimersByTime(300);
    expect(c.get()).toBe(0);
  });

  it('tells subscribers every change until they unsubscribe', () => {
    const c = createLoadingCounter();
    const seen: number[] = [];
    const off = c.subscribe((n) => seen.push(n));
    c.inc();
    c.dec();
    vi.advanceTimersByTime(300);
    off();
    c.inc();
    expect(seen).toEqual([1, 0]);
  });

  it('stays up through back-to-back requests (no flicker)', () => {
    const c = createLoadingCounter();
    c.inc();
    c.dec();
    vi.advanceTimersByTime(100);
    c.inc();
    vi.advanceTimersByTime(200);
    expect(c.get()).toBe(1);
  });
});

describe('counted calls', () => {
  it('add one while in flight and take it away after, on success and on failure', async () => {
    const counter = createLoadingCounter();
    const f = fakeFetch({ body: { e: 0, m: 'ok', d: null } }, { error: new TypeError('offline') });
    const client = createClient({
      fetch: f.fetch,
      handlers: { loading: (d) => (d === 1 ? counter.inc() : counter.dec()), networkError: () => undefined },
    });
    const p = client.call(getItem, { id: '1' }, { loading: true });
    expect(counter.get()).toBe(1);
    await p;
    await client.call(getItem, { id: '1' }, { loading: true }).catch(() => undefined);
    expect(counter.get()).toBe(2);
    vi.advanceTimersByTime(300);
    expect(counter.get()).toBe(0);
  });

  it('are the only ones counted', async () => {
    const loading = vi.fn();
    const f = fakeFetch();
    await createClient({ fetch: f.fetch, handlers: { loading } }).call(getItem, { id: '1' });
    expect(loading).not.toHaveBeenCalled();
  });
});
