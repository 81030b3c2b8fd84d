import { describe, expect, it } from 'vitest';
import { dayOf, detailPath, isOutside } from './links';

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
    expect(dayOf(new Date(2026, 10, 5, 12).getTime() / 1000)).toBe('2026-11-05');
  });
});
