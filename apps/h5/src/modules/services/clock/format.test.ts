import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clockText, setTimeZone } from '../../../lib/time';
import { monthGrid, shiftMonth } from './format';

// The site keeps Shanghai's clock (UTC+8); the tests run in another zone (UTC), as a visiting phone would.
beforeEach(() => setTimeZone('Asia/Shanghai'));
afterEach(() => setTimeZone(undefined));

describe('clock-in calendar helpers', () => {
  it('moves across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-11', 0)).toBe('2026-11');
  });

  it('lays a month out in whole weeks from Sunday', () => {
    const weeks = monthGrid('2026-11'); // 1 November 2026 is a Sunday
    expect(weeks[0]).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
    expect(weeks).toHaveLength(5);
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    const feb = monthGrid('2026-02'); // starts on a Sunday, 28 days
    expect(feb).toHaveLength(4);
    expect(monthGrid('2026-12')[0]!.slice(0, 3)).toEqual([null, null, '2026-12-01']); // a Tuesday
  });
  it('shows a clock-in time on the site’s clock', () => {
    expect(clockText(Date.parse('2026-03-02T08:00+08:00') / 1000)).toBe('08:00');
  });
});
