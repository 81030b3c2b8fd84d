import { describe, expect, it } from 'vitest';
import { attachInk } from './ink';

/** A canvas as far as the pad uses one: listeners, a 2d context that records, a box at (10, 20). */
function fakeCanvas() {
  const listeners = new Map<string, (e: unknown) => void>();
  const calls: string[] = [];
  const g = new Proxy({} as Record<string, unknown>, {
    get: (_t, k: string) => (...args: unknown[]) => calls.push(`${k}(${args.join(',')})`),
    set: () => true,
  });
  const canvas = {
    width: 0, height: 0, clientWidth: 200, clientHeight: 0,
    getContext: () => g,
    getBoundingClientRect: () => ({ left: 10, top: 20 }),
    setPointerCapture: () => undefined,
    addEventListener: (n: string, fn: (e: unknown) => void) => listeners.set(n, fn),
    removeEventListener: (n: string) => listeners.delete(n),
  };
  const fire = (n: string, x = 0, y = 0) => listeners.get(n)?.({ clientX: x, clientY: y, pointerId: 1 });
  return { canvas: canvas as unknown as HTMLCanvasElement, calls, fire, listeners };
}

describe('attachInk', () => {
  it('draws while the pointer is down, says so once, and forgets it when cleared', () => {
    const f = fakeCanvas();
    const seen: boolean[] = [];
    const ink = attachInk(f.canvas, { fallback: { width: 500, height: 120 }, onInk: (v) => seen.push(v) });
    expect([f.canvas.width, f.canvas.height]).toEqual([200, 120]);
    f.fire('pointermove', 50, 50);
    expect(ink.inked()).toBe(false);
    f.fire('pointerdown', 20, 30);
    f.fire('pointermove', 60, 70);
    f.fire('pointermove', 80, 90);
    f.fire('pointerup');
    f.fire('pointermove', 99, 99);
    expect(f.calls.filter((c) => c.startsWith('lineTo'))).toEqual(['lineTo(50,50)', 'lineTo(70,70)']);
    expect(f.calls).toContain('moveTo(10,10)');
    expect([ink.inked(), seen]).toEqual([true, [true]]);
    ink.clear();
    expect([ink.inked(), seen]).toEqual([false, [true, false]]);
    ink.detach();
    expect(f.listeners.size).toBe(0);
  });
});
