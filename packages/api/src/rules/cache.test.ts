import { describe, expect, it } from 'vitest';
import { createCache } from './cache.js';
import { MemoryStorage } from './memory-storage.test-helper.js';

function setup(prefix?: string) {
  const storage = new MemoryStorage();
  let now = 1_700_000_000_000;
  const cache = createCache(storage, prefix, () => now);
  return { storage, cache, tick: (ms: number) => (now += ms) };
}

describe('local-storage cache (spec section 9)', () => {
  it('stores JSON values under the officeDb prefix', () => {
    const { storage, cache } = setup();
    cache.set('menu', { items: [1, 2], name: '服务' });
    expect(storage.keys()).toEqual(['officeDb_menu']);
    expect(cache.get('menu')).toEqual({ items: [1, 2], name: '服务' });
    cache.set('n', 0);
    cache.set('f', false);
    cache.set('s', '');
    expect([cache.get('n'), cache.get('f'), cache.get('s')]).toEqual([0, false, '']);
  });

  it('never expires by default (expiry 0)', () => {
    const { cache, tick } = setup();
    cache.set('k', 'v');
    tick(10 * 365 * 24 * 3600 * 1000);
    expect(cache.get('k')).toBe('v');
  });

  it('expires after the given seconds and removes the entry when read', () => {
    const { storage, cache, tick } = setup();
    cache.set('k', 'v', 60);
    tick(59_999);
    expect(cache.get('k')).toBe('v');
    tick(1);
    expect(cache.get('k')).toBeUndefined();
    expect(storage.keys()).toEqual([]);
  });

  it('removes entries, and an unreadable one reads as absent and is removed', () => {
    const { storage, cache } = setup();
    cache.set('k', 1);
    cache.remove('k');
    expect(cache.get('k')).toBeUndefined();
    storage.setItem('officeDb_bad', '{not json');
    storage.setItem('officeDb_old', JSON.stringify('raw'));
    expect(cache.get('bad')).toBeUndefined();
    expect(cache.get('old')).toBeUndefined();
    expect(storage.keys()).toEqual([]);
  });

  it('honours another prefix and keeps prefixes apart', () => {
    const storage = new MemoryStorage();
    const a = createCache(storage);
    const b = createCache(storage, 'other');
    a.set('k', 'a');
    b.set('k', 'b');
    expect([a.get('k'), b.get('k')]).toEqual(['a', 'b']);
  });

  it('reports a full storage instead of throwing', () => {
    const { storage, cache } = setup();
    storage.full = true;
    expect(cache.set('k', 'v')).toBe(false);
    expect(cache.get('k')).toBeUndefined();
  });

  it('treats setting undefined as removing', () => {
    const { storage, cache } = setup();
    cache.set('k', 1);
    cache.set('k', undefined);
    expect(storage.keys()).toEqual([]);
  });
});
