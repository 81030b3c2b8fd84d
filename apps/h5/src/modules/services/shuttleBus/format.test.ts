import type { Departure } from '@campus/api';
import { describe, expect, it } from 'vitest';
import { byRoute, countdown, layoutOf } from './format';

const dep = (routeId: string, at: number): Departure => ({ routeId, routeName: routeId, color: '#000000', timetableId: 't', date: '2026-11-25', time: '08:00', at, towards: 'X' });

describe('shuttle bus helpers', () => {
  it('counts down to a departure', () => {
    expect(countdown(1030, 1000)).toEqual({ kind: 'departing' });
    expect(countdown(1000 + 5 * 60 + 10, 1000)).toEqual({ kind: 'minutes', n: 5 });
    expect(countdown(1000 + 125 * 60, 1000)).toEqual({ kind: 'hours', h: 2, m: 5 });
  });
  it('groups departures by route in order', () => {
    expect(byRoute([dep('a', 1), dep('b', 2), dep('a', 3)]).map((g) => [g.routeId, g.items.length])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });
  it('takes the layout from the site profile, else from the variant', () => {
    expect(layoutOf({}, undefined)).toBe('list');
    expect(layoutOf({}, 'fudan')).toBe('routes');
    expect(layoutOf({ shuttleBus: { layout: 'list' } }, 'fudan')).toBe('list');
  });
});
