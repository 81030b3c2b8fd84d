import type { AgendaOccurrence } from '@campus/api';
import { describe, expect, it } from 'vitest';
import { byDay, monthGrid, onDay, remindParts, sameDayInMonth, shiftMonth, weekGrid, weekdayIndex } from './dates';

const occ = (o: Partial<AgendaOccurrence>): AgendaOccurrence => ({
  itemId: 'i', groupId: null, groupName: null, title: 't', allDay: false, start: 0, end: 0,
  startDate: '2026-12-01', startTime: '09:00', endDate: '2026-12-01', endTime: '10:00',
  location: '', color: 'blue', repeat: 'none', needConfirm: false, confirmed: false, ...o,
});

describe('agenda calendar arithmetic', () => {
  it('lays a month out in whole Monday-first weeks', () => {
    const g = monthGrid('2026-12-15');
    // 1 Dec 2026 is a Tuesday: the grid opens on Monday 30 Nov and closes on Sunday 3 Jan.
    expect(g[0]).toBe('2026-11-30');
    expect(g.at(-1)).toBe('2027-01-03');
    expect(g).toHaveLength(35);
    expect(weekdayIndex(g[0]!)).toBe(0);
    // February 2027 starts on a Monday and has exactly four weeks.
    expect(monthGrid('2027-02-10')).toHaveLength(28);
  });
  it('steps months across years and clamps the day to the month', () => {
    expect(shiftMonth('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftMonth('2026-01-15', -1)).toBe('2025-12-01');
    expect(sameDayInMonth('2027-01-31', 1)).toBe('2027-02-28');
    expect(sameDayInMonth('2028-01-31', 1)).toBe('2028-02-29');
  });
  it('gives the Monday-to-Sunday week of a day', () => {
    expect(weekGrid('2026-12-06')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
  });
  it('shows a multi-day item on each of its days, all-day items first, and not on the day a timed one ends at midnight', () => {
    const trip = occ({ itemId: 'trip', allDay: true, startDate: '2026-12-01', endDate: '2026-12-03', startTime: '', endTime: '' });
    const late = occ({ itemId: 'late', startDate: '2026-12-02', startTime: '22:00', endDate: '2026-12-03', endTime: '00:00', start: 2 });
    const early = occ({ itemId: 'early', startDate: '2026-12-02', endDate: '2026-12-02', start: 1 });
    expect(onDay([late, early, trip], '2026-12-02').map((o) => o.itemId)).toEqual(['trip', 'early', 'late']);
    expect(onDay([late, trip], '2026-12-03').map((o) => o.itemId)).toEqual(['trip']);
    expect(byDay([trip], '2026-11-30', '2026-12-05').map((d) => d.day)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
  });
  it('names reminder offsets in the largest whole unit', () => {
    expect(remindParts(0)).toEqual({ unit: 'atStart', n: 0 });
    expect(remindParts(15)).toEqual({ unit: 'minutes', n: 15 });
    expect(remindParts(120)).toEqual({ unit: 'hours', n: 2 });
    expect(remindParts(2880)).toEqual({ unit: 'days', n: 2 });
    expect(remindParts(10080)).toEqual({ unit: 'weeks', n: 1 });
  });
});
