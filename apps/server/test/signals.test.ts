/**
 * Change signals and memos (platform/signals.ts): a memo answers only while its topic is
 * unchanged, the listener is up and it is young enough; a change during the read voids it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Signals } from '../src/platform/signals.js';

afterEach(() => vi.restoreAllMocks());

describe('memo', () => {
  it('keeps an answer until its topic is bumped, here or by another process', async () => {
    const s = new Signals();
    const m = s.memo<string>('ticket.supply', 60_000);
    m.set('a', 'sold out', m.stamp());
    expect(m.get('a')).toBe('sold out');
    await s.bump('other.topic');
    expect(m.get('a')).toBe('sold out');
    await s.bump('ticket.supply');
    expect(m.get('a')).toBeUndefined();
    m.set('a', 'sold out', m.stamp());
    s.heard('ticket.supply');
    expect(m.get('a')).toBeUndefined();
  });

  it('does not keep an answer read while the topic changed', async () => {
    const s = new Signals();
    const m = s.memo<string>('t', 60_000);
    const stamp = m.stamp();
    await s.bump('t'); // a refund committed while the read was in flight
    m.set('a', 'stale', stamp);
    expect(m.get('a')).toBeUndefined();
  });

  it('forgets everything after a gap in the announcements and is unused while not listening', () => {
    const s = new Signals();
    let up = true;
    s.connect(async () => undefined, () => up);
    const m = s.memo<string>('t', 60_000);
    m.set('a', 'x', m.stamp());
    up = false;
    expect(m.get('a')).toBeUndefined();
    m.set('b', 'x', m.stamp());
    up = true;
    expect(m.get('b')).toBeUndefined();
    m.set('c', 'x', m.stamp());
    s.gap();
    expect(m.get('c')).toBeUndefined();
  });

  it('expires an answer after its maximum age', () => {
    let clock = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    const m = new Signals().memo<string>('t', 1000);
    m.set('a', 'x', m.stamp());
    clock += 999;
    expect(m.get('a')).toBe('x');
    clock += 2;
    expect(m.get('a')).toBeUndefined();
  });

  it('tells the other processes, and a failed announcement does not fail the change', async () => {
    const s = new Signals();
    const told: string[] = [];
    s.connect(async (topic) => void told.push(topic), () => true);
    await s.bump('t');
    expect(told).toEqual(['t']);
    s.connect(() => Promise.reject(new Error('connection lost')), () => true);
    await expect(s.bump('t')).resolves.toBeUndefined();
  });
});
