/**
 * The H5's times are the site's wall clock, whatever zone the phone keeps. These tests run in the
 * machine's zone (UTC here) with the site in Shanghai (UTC+8), so the phone's clock would fail them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockText, dateText, loadTimeZone, pickedSeconds, pickerDate, setTimeZone, shortText, timeText, timeZone, today, wallSeconds } from './time';

/** An instant written with its offset: `at('2026-03-02T08:00+08:00')`. */
const at = (iso: string) => Date.parse(iso) / 1000;
const phone = Intl.DateTimeFormat().resolvedOptions().timeZone;

afterEach(() => {
  setTimeZone(undefined);
  vi.unstubAllGlobals();
});

describe('the site’s clock', () => {
  it('writes 08:00 in Shanghai as 08:00, on the Shanghai date', () => {
    setTimeZone('Asia/Shanghai');
    const eight = at('2026-03-02T08:00+08:00');
    expect(timeText(eight)).toBe('2026-03-02 08:00');
    expect(clockText(eight)).toBe('08:00');
    expect(shortText(eight)).toBe('03-02 08:00');
    // 01:30 in Shanghai is still the previous day in UTC.
    expect(dateText(at('2026-03-02T01:30+08:00'))).toBe('2026-03-02');
  });

  it('reads a picked wall time as the instant it is at the site', () => {
    setTimeZone('Asia/Shanghai');
    expect(wallSeconds('2026-03-02 08:00')).toBe(at('2026-03-02T08:00+08:00'));
    expect(wallSeconds('2026-03-02T08:00')).toBe(at('2026-03-02T08:00+08:00'));
    expect(wallSeconds('2026-03-02')).toBe(at('2026-03-02T00:00+08:00'));
    expect(wallSeconds('next tuesday')).toBeUndefined();
  });

  it('counts today by the site’s day, not the phone’s', () => {
    setTimeZone('Asia/Shanghai');
    expect(today(Date.parse('2026-03-01T23:30Z') / 1000)).toBe('2026-03-02');
    expect(today(Date.parse('2026-03-01T12:00Z') / 1000)).toBe('2026-03-01');
  });

  it('gives the wheel pickers the site’s wall time and reads theirs back on the site’s clock', () => {
    setTimeZone('Asia/Shanghai');
    const eight = at('2026-03-02T08:00+08:00');
    const shown = pickerDate(eight);
    expect([shown.getFullYear(), shown.getMonth() + 1, shown.getDate(), shown.getHours(), shown.getMinutes()]).toEqual([2026, 3, 2, 8, 0]);
    expect(pickedSeconds(shown)).toBe(eight);
    expect(pickedSeconds(new Date(2026, 2, 2, 8, 0))).toBe(eight);
  });

  it('keeps the phone’s zone for no zone or one this runtime does not know', () => {
    setTimeZone('Not/AZone');
    expect(timeZone()).toBe(phone);
    setTimeZone(null);
    expect(timeZone()).toBe(phone);
  });
});

describe('loading the site’s zone', () => {
  it('takes the zone the site’s profile names', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ e: 0, m: 'ok', d: { id: 's1', name: 'Site', variants: {}, timezone: 'Asia/Shanghai', flags: {} } })),
    );
    await loadTimeZone();
    expect(timeZone()).toBe('Asia/Shanghai');
  });

  it('keeps the phone’s when the profile does not answer, and still settles', async () => {
    vi.resetModules();
    const fresh = await import('./time');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await fresh.loadTimeZone();
    expect(fresh.timeZone()).toBe(phone);
    expect(fresh.timeZoneKnown()).toBe(true);
  });
});
