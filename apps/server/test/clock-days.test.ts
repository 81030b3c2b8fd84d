/** The pure rules of a clock-in day: which days a rule applies on, window states, late, and a day's summary. */
import { describe, expect, it } from 'vitest';
import { appliesOn, datesOf, statusAt, windowDayState, windowState, worst } from '../src/modules/clock/days.js';
import { instantOf } from '../src/platform/time.js';

const TZ = 'Asia/Shanghai';
const W = { name: '早', start: '07:00', end: '08:30', late: '08:00' };
const at = (hhmm: string, s = 0) => instantOf('2026-11-25', hhmm, TZ) + s;
const rule = { weekdays: [1, 2, 3, 4, 5], startsOn: null, endsOn: '2026-12-31', active: true, since: '2026-11-20' };

describe('clock-in days', () => {
  it('applies on its weekdays between its dates, from the day it was made', () => {
    expect(appliesOn(rule, '2026-11-25')).toBe(true); // a Wednesday
    expect(appliesOn(rule, '2026-11-29')).toBe(false); // a Sunday
    expect(appliesOn(rule, '2026-11-19')).toBe(false);
    expect(appliesOn(rule, '2027-01-04')).toBe(false);
    expect(appliesOn({ ...rule, active: false }, '2026-11-25')).toBe(false);
  });

  it('opens at the first second of start and closes after the last second of end', () => {
    expect(windowState(W, '2026-11-25', at('06:59', 59), TZ)).toBe('upcoming');
    expect(windowState(W, '2026-11-25', at('07:00'), TZ)).toBe('open');
    expect(windowState(W, '2026-11-25', at('08:30', 59), TZ)).toBe('open');
    expect(windowState(W, '2026-11-25', at('08:31'), TZ)).toBe('closed');
  });

  it('is late once the late minute has passed, never when the window has no late time', () => {
    expect(statusAt(W, '2026-11-25', at('08:00', 59), TZ)).toBe('onTime');
    expect(statusAt(W, '2026-11-25', at('08:01'), TZ)).toBe('late');
    expect(statusAt({ ...W, late: null }, '2026-11-25', at('08:30'), TZ)).toBe('onTime');
  });

  it('reads a window as its record, missed once closed, else pending; a day as its worst window', () => {
    expect(windowDayState(W, '2026-11-25', { status: 'late' }, at('09:00'), TZ)).toBe('late');
    expect(windowDayState(W, '2026-11-25', undefined, at('09:00'), TZ)).toBe('missed');
    expect(windowDayState(W, '2026-11-25', undefined, at('07:10'), TZ)).toBe('pending');
    expect(worst(['onTime', 'late', 'pending'])).toBe('late');
    expect(worst(['onTime', 'pending'])).toBe('pending');
    expect(worst(['onTime', 'missed', 'late'])).toBe('missed');
    expect(worst([])).toBe('rest');
  });

  it('lists every date of a month', () => {
    expect(datesOf('2028-02')).toHaveLength(29);
    expect(datesOf('2026-11').at(-1)).toBe('2026-11-30');
  });
});
