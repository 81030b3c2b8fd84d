/** The timetable's pure rules: service days, trips past midnight, xlsx time cells, next departures. */
import { describe, expect, it } from 'vitest';
import { dayKind, dayOffsets, nextDepartures, runsOn } from '../src/modules/shuttleBus/schedule.js';
import { tripProblem } from '../src/modules/shuttleBus/service.js';
import { cellTime, parseTrips } from '../src/modules/shuttleBus/xlsx.js';
import { instantOf } from '../src/platform/time.js';

const none = new Set<string>();

describe('service days', () => {
  it('reads weekdays, weekends, and holidays first', () => {
    expect(dayKind('2026-11-27', none)).toBe('weekday');
    expect(dayKind('2026-11-28', none)).toBe('weekend');
    expect(dayKind('2026-11-29', none)).toBe('weekend');
    expect(dayKind('2026-11-28', new Set(['2026-11-28']))).toBe('holiday');
  });

  it('keeps to the date range, both ends included', () => {
    const tt = { days: ['weekday' as const], validFrom: '2026-11-02', validTo: '2026-11-27' };
    expect(runsOn(tt, '2026-11-02', none)).toBe(true);
    expect(runsOn(tt, '2026-11-27', none)).toBe(true);
    expect(runsOn(tt, '2026-11-30', none)).toBe(false);
    expect(runsOn({ ...tt, validFrom: null, validTo: null }, '2030-01-01', none)).toBe(true);
  });
});

it('accepts times that increase, or wrap once past midnight', () => {
  expect(tripProblem(['07:00', null, '07:10'], 3)).toBeNull();
  expect(tripProblem(['23:50', '00:05', '00:15'], 3)).toBeNull();
  expect(tripProblem(['07:50', '07:40', '08:00'], 3)).toEqual({ message: 'times must increase along the route', key: 'reason.timesMustIncrease' });
  expect(tripProblem(['07:00', '07:10'], 3)).toMatchObject({ message: expect.stringMatching(/needs 3 times/), params: { n: 3 } });
  expect(tripProblem(['07:00', null, null], 3)?.message).toBe('calls at fewer than two stops');
});

it('counts a trip past midnight as the next day', () => {
  expect(dayOffsets(['23:40', null, '23:59', '00:10', '00:20'])).toEqual([0, 0, 0, 1, 1]);
});

it('reads time cells as people type them and as Excel stores them', () => {
  expect(cellTime('7:05', '7:05')).toBe('07:05');
  expect(cellTime(null, '07：05')).toBe('07:05');
  expect(cellTime(new Date(Date.UTC(1899, 11, 30, 8, 15)), 'x')).toBe('08:15');
  expect(cellTime(0.5, '0.5')).toBe('12:00');
  expect(cellTime(null, '-')).toBeNull();
  expect(cellTime(null, '24:00')).toBeUndefined();
  expect(cellTime(null, 'soon')).toBeUndefined();
});

it('parses trips under a header of the route’s stops', () => {
  const cells = (...v: string[]) => v.map((text) => ({ v: text, text }));
  const r = parseTrips(['A', 'B'], ['车次', 'A', 'B'], [{ row: 2, cells: cells('1', '07:00', '07:10') }]);
  expect(r).toEqual({ errors: [], trips: [['07:00', '07:10']] });
});

it('finds departures across a daylight-saving change in the site’s timezone', () => {
  const tz = 'Europe/London';
  const list = nextDepartures({
    stopId: 's1',
    from: instantOf('2026-03-28', '23:00', tz),
    tz,
    routes: [{ id: 'r', name: 'R', color: '#000000', stops: ['s1', 's2'], stopNames: ['One', 'Two'] }],
    timetables: [{ id: 't', routeId: 'r', days: ['weekend'], validFrom: null, validTo: null, trips: [['09:00', '09:30']] }],
    holidays: none,
    perRoute: 2,
  });
  // Clocks go forward on 2026-03-29: 09:00 local is 08:00 UTC that day.
  expect(list.map((d) => [d.date, d.time, d.at])).toEqual([
    ['2026-03-29', '09:00', Date.UTC(2026, 2, 29, 8) / 1000],
    ['2026-04-04', '09:00', Date.UTC(2026, 3, 4, 8) / 1000],
  ]);
});
