import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setTimeZone, timeText } from '../../lib/time';
import { chineseDate } from './format';

// The site keeps Shanghai's clock (UTC+8); the tests run in another zone (UTC), as a visiting phone would.
beforeEach(() => setTimeZone('Asia/Shanghai'));
afterEach(() => setTimeZone(undefined));

describe('document times', () => {
  it('dates a document and its signature on the site’s clock', () => {
    // 07:30 on 25 November in Shanghai is still the 24th in UTC.
    const at = Date.parse('2026-11-25T07:30+08:00') / 1000;
    expect(timeText(at)).toBe('2026-11-25 07:30');
    expect(chineseDate(at)).toBe('2026年11月25日');
  });
});
