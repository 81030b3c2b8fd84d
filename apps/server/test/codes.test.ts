import { describe, expect, it } from 'vitest';
import { randomCode } from '../src/platform/util.js';

// The codes people type at a gate or a counter (tickets, bookings, vouchers, check-ins).
describe('randomCode', () => {
  it('gives 12 characters of the unambiguous alphabet after the prefix, never the same twice', () => {
    // 5,000 codes draw through the 4 KB pool of random bytes about 15 times.
    const codes = Array.from({ length: 5000 }, () => randomCode('SEAT-'));
    for (const c of codes) expect(c).toMatch(/^SEAT-[A-HJ-NP-Z2-9]{12}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('uses the whole alphabet at every position, about evenly', () => {
    const n = 32_000;
    const counts = Array.from({ length: 12 }, () => new Map<string, number>());
    for (let i = 0; i < n; i++) [...randomCode()].forEach((ch, pos) => counts[pos]!.set(ch, (counts[pos]!.get(ch) ?? 0) + 1));
    for (const at of counts) {
      expect(at.size).toBe(32);
      // 1,000 expected per character; 6 standard deviations (about 31) either way.
      for (const v of at.values()) expect(Math.abs(v - 1000)).toBeLessThan(190);
    }
  });
});
