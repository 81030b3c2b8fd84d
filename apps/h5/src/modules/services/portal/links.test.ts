import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setTimeZone } from '../../../lib/time';
import { dayOf, detailPath, isOutside } from './links';

// The site keeps Shanghai's clock (UTC+8); the tests run in another zone (UTC), as a visiting phone would.
beforeEach(() => setTimeZone('Asia/Shanghai'));
afterEach(() => setTimeZone(undefined));

describe('home section links', () => {
  it('tells outside addresses from paths of the app', () => {
    expect(isOutside('https://lib.example.edu/')).toBe(true);
    expect(isOutside('HTTP://x.example')).toBe(true);
    expect(isOutside('/officeTel/homePage')).toBe(false);
  });

  it('opens news and notices on their detail screens', () => {
    expect(detailPath('news', { id: 'a b' })).toBe('/news/detail?id=a%20b');
    expect(detailPath('notices', { id: 'n1' })).toBe('/notice/noticepage?id=n1');
  });

  it('shows a publish time as a day, nothing when there is none', () => {
    expect(dayOf(null)).toBe('');
    expect(dayOf(Date.parse('2026-11-05T12:00+08:00') / 1000)).toBe('2026-11-05');
    expect(dayOf(Date.parse('2026-11-05T01:00+08:00') / 1000)).toBe('2026-11-05');
  });
});
