import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setTimeZone, timeText } from '../../../lib/time';
import { addDays, canCancel, codeFromScan, datesBetween, showsQr, statusColor, weekdayOf } from './format';

// The site keeps Shanghai's clock (UTC+8); the tests run in another zone (UTC), as a visiting phone would.
beforeEach(() => setTimeZone('Asia/Shanghai'));
afterEach(() => setTimeZone(undefined));

describe('appointment screen helpers', () => {
  it('lists the bookable dates across months, bounded', () => {
    expect(datesBetween('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(datesBetween('2026-01-01', '2027-01-01')).toHaveLength(60);
    expect(datesBetween('2026-01-02', '2026-01-01')).toEqual([]);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(weekdayOf('2026-11-22')).toBe(0);
  });
  it('offers cancel and the QR only in live states', () => {
    expect(canCancel({ status: 'approved', startsAt: 200 }, 100)).toBe(true);
    expect(canCancel({ status: 'approved', startsAt: 100 }, 100)).toBe(false);
    expect(canCancel({ status: 'checked', startsAt: 200 }, 100)).toBe(false);
    expect(showsQr({ status: 'approved', code: 'GA1' })).toBe(true);
    expect(showsQr({ status: 'rejected', code: 'GA1' })).toBe(false);
    expect(statusColor('noshow')).toBe('danger');
  });
  it('reads a scanned code bare or from a link', () => {
    expect(codeFromScan(' gaabc234 ')).toBe('GAABC234');
    expect(codeFromScan('https://x/site/generalApp/details?code=GAXY23&x=1')).toBe('GAXY23');
  });
  it('shows a check-in time on the site’s clock', () => {
    expect(timeText(Date.parse('2026-03-02T08:00+08:00') / 1000)).toBe('2026-03-02 08:00');
  });
});
