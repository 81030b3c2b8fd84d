/** The gate names a pass's time on the site's clock, with its date when that is not today (the phone here keeps UTC). */
import { afterEach, expect, it } from 'vitest';
import { setTimeZone } from '../../lib/time';
import { whenText } from './paths';

const at = (iso: string) => Date.parse(iso) / 1000;

afterEach(() => setTimeZone(undefined));

it('says only the time for today at the site, and the date too for another day', () => {
  setTimeZone('Asia/Shanghai');
  const noon = at('2026-11-28T12:00+08:00');
  expect(whenText(at('2026-11-28T05:30+08:00'), noon)).toBe('05:30');
  expect(whenText(at('2026-11-29T05:30+08:00'), noon)).toBe('11-29 05:30');
  // 23:30 in Shanghai is 15:30 UTC the same day; 00:30 the next day is still 16:30 UTC "today" on a UTC phone.
  expect(whenText(at('2026-11-29T00:30+08:00'), at('2026-11-28T23:30+08:00'))).toBe('11-29 00:30');
});
