import { describe, expect, it } from 'vitest';
import {
  formatRanges,
  hoursFromForm,
  hoursToForm,
  parseRanges,
  tabsFor,
  usageSeries,
  weekHours,
} from '../src/pages/generalApp/components/logic';

describe('opening hours in the form', () => {
  it('reads ranges separated by commas or spaces, and names a bad piece', () => {
    expect(parseRanges('08:00-12:00, 14:00-22:00')).toEqual({
      ranges: [
        { from: '08:00', to: '12:00' },
        { from: '14:00', to: '22:00' },
      ],
    });
    expect(parseRanges('08:00 - 12:00，13:00-24:00')).toEqual({
      ranges: [
        { from: '08:00', to: '12:00' },
        { from: '13:00', to: '24:00' },
      ],
    });
    expect(parseRanges('')).toEqual({ ranges: [] });
    expect(parseRanges('8-12')).toEqual({ bad: '8-12' });
  });
  it('round-trips seven weekdays and points at the wrong one', () => {
    const hours = [
      [],
      [{ from: '08:00', to: '12:00' }],
      [],
      [],
      [],
      [],
      [
        { from: '09:00', to: '10:00' },
        { from: '11:00', to: '12:00' },
      ],
    ];
    expect(hoursFromForm(hoursToForm(hours))).toEqual({ hours });
    expect(hoursFromForm({ ...hoursToForm(hours), hours3: '25:00-26:00' })).toEqual({
      bad: { field: 'hours3', piece: '25:00-26:00' },
    });
    expect(formatRanges(undefined)).toBe('');
  });
  it('sums up a week in one line for the list: same days joined, closed days named', () => {
    const day = [{ from: '08:00', to: '22:00' }];
    expect(weekHours([day, day, day, day, day, day, day])).toBe('每天 08:00-22:00');
    expect(weekHours([[], day, day, day, day, day, [{ from: '09:00', to: '17:00' }]])).toBe('周一至周五 08:00-22:00; 周六 09:00-17:00; 周日 不开放');
  });
});

describe('tabs and chart', () => {
  it('gives managers everything and approvers the queue', () => {
    expect(tabsFor({ canGeneralApp: true, canGeneralAppApprove: true, manage: true })).toEqual([
      'manage',
      'record',
      'approval',
      'nameList',
      'usage',
      'advice',
    ]);
    expect(tabsFor({ canGeneralApp: true, canGeneralAppApprove: true, manage: false })).toEqual(['approval']);
  });
  it('stacks bookings per space with utilisation in the name', () => {
    const s = usageSeries({
      days: ['2026-11-22', '2026-11-23'],
      spaces: [{ name: 'A', bookings: [1, 2], utilisation: 0.1234 }],
    });
    expect(s.categories).toEqual(['11-22', '11-23']);
    expect(s.series[0]).toMatchObject({ name: 'A (12.3%)', data: [1, 2], stack: 'bookings' });
  });
});
