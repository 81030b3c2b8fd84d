import { describe, expect, it } from 'vitest';
import { addDays, canCancel, codeFromScan, datesBetween, hourRuns, showsQr, statusColor, weekdayOf } from './format';

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
});

describe('opening hours in runs', () => {
  it('joins days with the same hours, Monday first, Sunday last', () => {
    const week: Record<number, string> = { 1: '08:00-22:00', 2: '08:00-22:00', 3: '08:00-22:00', 4: '08:00-22:00', 5: '08:00-22:00', 6: '09:00-17:00', 0: '' };
    expect(hourRuns((d) => week[d]!)).toEqual([
      { first: 1, last: 5, text: '08:00-22:00' },
      { first: 6, last: 6, text: '09:00-17:00' },
      { first: 0, last: 0, text: '' },
    ]);
  });
  it('gives one run when every day is the same', () => {
    expect(hourRuns(() => '07:00-21:00')).toEqual([{ first: 1, last: 0, text: '07:00-21:00' }]);
  });
  it('does not join equal days that are not next to each other', () => {
    const week: Record<number, string> = { 1: 'a', 2: 'b', 3: 'a', 4: 'a', 5: 'a', 6: 'a', 0: 'a' };
    expect(hourRuns((d) => week[d]!).map((r) => [r.first, r.last])).toEqual([[1, 1], [2, 2], [3, 0]]);
  });
});
