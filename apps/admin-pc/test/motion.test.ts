import { afterEach, describe, expect, it, vi } from 'vitest';
import { reduced, subscribe } from '../src/lib/motion';

/** A system setting that can be switched while the console is open. */
function systemSetting(initially: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: initially,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  vi.stubGlobal('window', { matchMedia: (q: string) => (q === '(prefers-reduced-motion: reduce)' ? media : { matches: false }) });
  return {
    listeners,
    set(value: boolean) {
      media.matches = value;
      listeners.forEach((l) => l());
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('reduced motion (the console drops its animations when the system asks for less motion)', () => {
  it('reads the system setting and hears when it changes', () => {
    const setting = systemSetting(false);
    expect(reduced()).toBe(false);
    const seen: boolean[] = [];
    const stop = subscribe(() => seen.push(reduced()));
    setting.set(true);
    setting.set(false);
    expect(seen).toEqual([true, false]);
    stop();
    expect(setting.listeners.size).toBe(0);
  });

  it('is off where the browser cannot tell', () => {
    vi.stubGlobal('window', {});
    expect(reduced()).toBe(false);
    expect(() => subscribe(() => undefined)()).not.toThrow();
  });
});
