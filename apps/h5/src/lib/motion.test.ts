import { describe, expect, it } from 'vitest';
import { followReducedMotion } from './motion';

/** A phone whose setting can be switched while the page is open, and the switch it loads. */
function phone(initially: boolean) {
  let listener: (() => void) | undefined;
  const media = { matches: initially, addEventListener: (_: string, l: () => void) => (listener = l) };
  const calls: boolean[] = [];
  let loads = 0;
  return {
    calls,
    loads: () => loads,
    win: { matchMedia: (q: string) => (q === '(prefers-reduced-motion: reduce)' ? media : { matches: false }) } as unknown as Window,
    load: () => {
      loads++;
      return Promise.resolve({ setReducedMotion: (r: boolean) => calls.push(r) });
    },
    set(matches: boolean) {
      media.matches = matches;
      listener?.();
    },
  };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('followReducedMotion (popups stop sliding when the phone asks for less motion)', () => {
  it('turns animations off at start when the phone asks, and back on when it stops asking', async () => {
    const p = phone(true);
    followReducedMotion(p.win, p.load);
    await settle();
    expect(p.calls).toEqual([true]);
    p.set(false);
    await settle();
    p.set(true);
    await settle();
    expect(p.calls).toEqual([true, false, true]);
  });

  it('leaves animations on, and the switch unloaded, when the phone does not ask', async () => {
    const p = phone(false);
    followReducedMotion(p.win, p.load);
    await settle();
    expect(p.calls).toEqual([]);
    expect(p.loads()).toBe(0);
  });
});
