import { describe, expect, it } from 'vitest';
import { hourRuns, runDays } from './hours.js';

const words = { day: (d: number) => ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][d]!, everyDay: 'Every day', range: (a: string, b: string) => `${a}–${b}` };

describe('opening hours in runs', () => {
  it('joins days with the same hours, Monday first, Sunday last', () => {
    const week: Record<number, string> = { 1: '08:00-22:00', 2: '08:00-22:00', 3: '08:00-22:00', 4: '08:00-22:00', 5: '08:00-22:00', 6: '09:00-17:00', 0: '' };
    const runs = hourRuns((d) => week[d]!);
    expect(runs).toEqual([
      { first: 1, last: 5, text: '08:00-22:00' },
      { first: 6, last: 6, text: '09:00-17:00' },
      { first: 0, last: 0, text: '' },
    ]);
    expect(runs.map((r) => runDays(r, runs.length, words))).toEqual(['Mon–Fri', 'Sat', 'Sun']);
  });
  it('gives one run, every day, when all days are the same', () => {
    const runs = hourRuns(() => '07:00-21:00');
    expect(runs).toEqual([{ first: 1, last: 0, text: '07:00-21:00' }]);
    expect(runDays(runs[0]!, 1, words)).toBe('Every day');
  });
  it('does not join equal days that are not next to each other', () => {
    const week: Record<number, string> = { 1: 'a', 2: 'b', 3: 'a', 4: 'a', 5: 'a', 6: 'a', 0: 'a' };
    expect(hourRuns((d) => week[d]!).map((r) => [r.first, r.last])).toEqual([[1, 1], [2, 2], [3, 0]]);
  });
});
