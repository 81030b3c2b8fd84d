/** Repeat expansion and reminder timing in a site's timezone, DST included (pure). */
import { describe, expect, it } from 'vitest';
import { nextFiring, occurrencesIn, type Rule } from '../src/modules/agenda/repeat.js';
import { instantOf, localOf } from '../src/platform/time.js';

const NY = 'America/New_York';
const SH = 'Asia/Shanghai';

describe('repeat expansion', () => {
  it('keeps 09:00 local across a DST change', () => {
    const start = instantOf('2026-10-26', '09:00', NY);
    const rule: Rule = { allDay: false, startAt: start, endAt: start + 3600, repeat: 'weekly', until: '2026-11-16' };
    const occ = occurrencesIn(rule, NY, start, instantOf('2026-12-31', 0, NY));
    expect(occ.map((o) => localOf(o.start, NY))).toEqual([
      { date: '2026-10-26', minutes: 540, weekday: 1 },
      { date: '2026-11-02', minutes: 540, weekday: 1 },
      { date: '2026-11-09', minutes: 540, weekday: 1 },
      { date: '2026-11-16', minutes: 540, weekday: 1 },
    ]);
    // The clocks went back on 1 Nov: the same wall clock is an hour later in UTC.
    expect(occ[1]!.start - occ[0]!.start).toBe(7 * 86400 + 3600);
  });

  it('finds occurrences of a years-old daily repeat without walking from its start', () => {
    const start = instantOf('2020-01-01', '07:00', SH);
    const rule: Rule = { allDay: false, startAt: start, endAt: start + 1800, repeat: 'daily', until: null };
    const from = instantOf('2026-12-01', 0, SH);
    const occ = occurrencesIn(rule, SH, from, from + 3 * 86400);
    expect(occ.map((o) => localOf(o.start, SH).date)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
  });

  it('includes an occurrence that began before the window and is still going', () => {
    const start = instantOf('2026-12-01', '23:00', SH);
    const rule: Rule = { allDay: false, startAt: start, endAt: start + 4 * 3600, repeat: 'none', until: null };
    expect(occurrencesIn(rule, SH, instantOf('2026-12-02', 0, SH), instantOf('2026-12-03', 0, SH))).toHaveLength(1);
    expect(occurrencesIn(rule, SH, instantOf('2026-12-02', '03:00', SH), instantOf('2026-12-03', 0, SH))).toHaveLength(0);
  });
});

describe('reminder timing', () => {
  it('fires before the next occurrence still ahead, and before 09:00 for all-day items', () => {
    const start = instantOf('2026-12-01', '10:00', SH);
    const rule: Rule = { allDay: false, startAt: start, endAt: start + 3600, repeat: 'daily', until: '2026-12-03' };
    expect(nextFiring(rule, SH, 15, start - 3600)).toEqual({ fireAt: start - 900, startAt: start });
    // Just after the first firing: the next is the following day's.
    expect(nextFiring(rule, SH, 15, start - 900)).toEqual({ fireAt: start + 86400 - 900, startAt: start + 86400 });
    expect(nextFiring(rule, SH, 15, start + 2 * 86400)).toBeNull();
    const day = instantOf('2026-12-10', 0, SH);
    const allDay: Rule = { allDay: true, startAt: day, endAt: day + 86400, repeat: 'none', until: null };
    expect(localOf(nextFiring(allDay, SH, 1440, day - 3 * 86400)!.fireAt, SH)).toMatchObject({ date: '2026-12-09', minutes: 540 });
  });
});
