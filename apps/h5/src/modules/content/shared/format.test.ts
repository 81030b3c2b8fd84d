import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setTimeZone } from '../../../lib/time';
import { dayOnly, fullTime } from './format';

// The site keeps Shanghai's clock (UTC+8); the tests run in another zone (UTC), as a visiting phone would.
beforeEach(() => setTimeZone('Asia/Shanghai'));
afterEach(() => setTimeZone(undefined));

describe('content times', () => {
  it('shows a publish time on the site’s clock, nothing when there is none', () => {
    const at = Date.parse('2026-11-25T07:30+08:00') / 1000;
    expect(fullTime(at)).toBe('2026-11-25 07:30');
    expect(dayOnly(at)).toBe('2026-11-25');
    expect(fullTime(null)).toBe('');
    expect(dayOnly(0)).toBe('');
    expect(fullTime(Number.NaN)).toBe('');
  });
});
