import { describe, expect, it } from 'vitest';
import { backoffDelay, openLiveStream } from './live-stream';

class FakeSource {
  static all: FakeSource[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  readyState = 0;
  listeners = new Map<string, (ev: { data: string }) => void>();
  constructor(public url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, fn: (ev: { data: string }) => void) {
    this.listeners.set(type, fn);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  fail() {
    this.readyState = 2;
    this.onerror?.();
  }
}

function harness() {
  FakeSource.all = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const events: [string, string][] = [];
  const stream = openLiveStream({
    url: '/api/message/stream',
    events: ['todo'],
    onEvent: (t, d) => events.push([t, d]),
    create: (url) => new FakeSource(url) as unknown as EventSource,
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    clearTimer: () => undefined,
    random: () => 0.5,
  });
  return { stream, timers, events, last: () => FakeSource.all[FakeSource.all.length - 1]! };
}

describe('live stream', () => {
  it('grows the reconnect delay up to 30 s, with jitter', () => {
    expect(backoffDelay(0, () => 0.5)).toBe(1000);
    expect(backoffDelay(3, () => 0.5)).toBe(8000);
    expect(backoffDelay(20, () => 0.5)).toBe(30000);
    expect(backoffDelay(0, () => 0)).toBe(800);
    expect(backoffDelay(0, () => 1)).toBe(1200);
  });

  it('delivers default and named events', () => {
    const h = harness();
    h.last().onmessage?.({ data: '{"a":1}' });
    h.last().listeners.get('todo')?.({ data: 'x' });
    expect(h.events).toEqual([
      ['message', '{"a":1}'],
      ['todo', 'x'],
    ]);
  });

  it('reconnects after an error with backoff and resets once connected', () => {
    const h = harness();
    const first = h.last();
    first.fail();
    expect(first.closed).toBe(true);
    expect(h.timers.map((t) => t.ms)).toEqual([1000]);
    h.timers[0]!.fn();
    h.last().fail();
    expect(h.timers.map((t) => t.ms)).toEqual([1000, 2000]);
    h.timers[1]!.fn();
    h.last().onopen?.();
    expect(h.stream.attempts).toBe(0);
    expect(FakeSource.all).toHaveLength(3);
  });

  it('lets EventSource retry a dropped connection itself a few times, then backs off', () => {
    const h = harness();
    const first = h.last();
    for (let i = 0; i < 3; i++) first.onerror?.();
    expect(first.closed).toBe(false);
    expect(h.timers).toHaveLength(0);
    first.onerror?.();
    expect(first.closed).toBe(true);
    expect(h.timers).toHaveLength(1);
  });

  it('stays closed once closed', () => {
    const h = harness();
    h.stream.close();
    expect(h.last().closed).toBe(true);
    h.last().onerror?.();
    expect(h.timers).toHaveLength(0);
  });
});
