import { describe, expect, it } from 'vitest';
import { clockIn, instantAt, isTimeZone, offsetAt, wallClock, wallDate, wallFromText, wallOf } from './zone.js';

const NY = 'America/New_York';
const at = (y: number, mo: number, d: number, h: number, mi: number) => Date.UTC(y, mo - 1, d, h, mi) / 1000;
const wall = (year: number, month: number, day: number, hour: number, minute: number, second = 0) => ({ year, month, day, hour, minute, second });

describe('wall clocks of a timezone', () => {
  it('give an instant’s calendar and clock in the zone, not this computer’s', () => {
    const instant = at(2026, 12, 1, 0, 30) + 15;
    expect(wallOf(instant, 'Asia/Shanghai')).toEqual(wall(2026, 12, 1, 8, 30, 15));
    expect(wallOf(instant, NY)).toEqual(wall(2026, 11, 30, 19, 30, 15));
    expect(wallDate(wallOf(instant, NY))).toBe('2026-11-30');
    expect(wallClock(wallOf(instant, 'Asia/Kolkata'))).toBe('06:00');
    expect(offsetAt(instant, 'Asia/Kathmandu')).toBe(5 * 3600 + 45 * 60);
  });

  it('give a wall time’s instant, back and forth', () => {
    expect(instantAt(wall(2026, 12, 1, 8, 30), 'Asia/Shanghai')).toBe(at(2026, 12, 1, 0, 30));
    expect(instantAt(wall(2026, 7, 1, 8, 30), NY)).toBe(at(2026, 7, 1, 12, 30));
    expect(instantAt(wall(2026, 1, 1, 8, 30), NY)).toBe(at(2026, 1, 1, 13, 30));
    // Minutes past 24:00 carry into the next day (a slot that ends at midnight).
    expect(instantAt(wall(2026, 12, 1, 0, 24 * 60), 'Asia/Shanghai')).toBe(at(2026, 12, 1, 16, 0));
  });

  it('read a time the spring-forward night skips past the change, and a repeated one as its first', () => {
    // 2026-03-08: 02:00 EST becomes 03:00 EDT; 02:30 never happens.
    expect(wallClock(wallOf(instantAt(wall(2026, 3, 8, 2, 30), NY), NY))).toBe('03:30');
    expect(instantAt(wall(2026, 3, 8, 3, 30), NY)).toBe(at(2026, 3, 8, 7, 30));
    // 2026-11-01: 01:30 happens twice, first in EDT.
    expect(instantAt(wall(2026, 11, 1, 1, 30), NY)).toBe(at(2026, 11, 1, 5, 30));
  });

  it('change clocks at the very second the zone does', () => {
    const change = at(2026, 3, 8, 7, 0); // 02:00 EST → 03:00 EDT
    expect(wallOf(change - 1, NY)).toEqual(wall(2026, 3, 8, 1, 59, 59));
    expect(wallOf(change, NY)).toEqual(wall(2026, 3, 8, 3, 0, 0));
    const back = at(2026, 11, 1, 6, 0); // 02:00 EDT → 01:00 EST
    expect(wallOf(back - 1, NY)).toEqual(wall(2026, 11, 1, 1, 59, 59));
    expect(wallOf(back, NY)).toEqual(wall(2026, 11, 1, 1, 0, 0));
    // Every second of a day agrees with the zone's database (remembered offsets included).
    const f = new Intl.DateTimeFormat('en-US', { timeZone: NY, hourCycle: 'h23', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    for (let s = change - 3600 * 3; s < change + 3600 * 3; s += 7) {
      const w = wallOf(s, NY);
      expect(`${w.hour}:${w.minute}:${w.second}`).toBe(f.formatToParts(new Date(s * 1000)).filter((p) => p.type !== 'literal').map((p) => Number(p.value)).join(':'));
    }
  });

  it('know the zones the runtime knows', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('a zone’s clock', () => {
  const shanghai = clockIn('Asia/Shanghai');
  const eight = at(2026, 3, 2, 0, 0); // 08:00 in Shanghai

  it('writes an instant as the zone’s date and time', () => {
    expect(shanghai.zone).toBe('Asia/Shanghai');
    expect(shanghai.wall(eight)).toEqual(wall(2026, 3, 2, 8, 0));
    expect(shanghai.date(eight - 7.5 * 3600)).toBe('2026-03-02');
    expect(shanghai.clock(eight)).toBe('08:00');
    expect(shanghai.time(eight)).toBe('2026-03-02 08:00');
    expect(clockIn(NY).time(eight)).toBe('2026-03-01 19:00');
  });

  it('reads a wall time, or its text, as the instant it is in the zone', () => {
    expect(shanghai.at('2026-03-02 08:00')).toBe(eight);
    expect(shanghai.at('2026-03-02T08:00:00')).toBe(eight);
    expect(shanghai.at('2026-03-02')).toBe(eight - 8 * 3600);
    expect(shanghai.at(wall(2026, 3, 2, 8, 0))).toBe(eight);
    expect(shanghai.at('08:00')).toBeUndefined();
  });

  it('reads only the wall texts it writes', () => {
    expect(wallFromText(' 2026-03-02 08:05:09 ')).toEqual(wall(2026, 3, 2, 8, 5, 9));
    expect(wallFromText('2026-03-02')).toEqual(wall(2026, 3, 2, 0, 0));
    expect(wallFromText('2026/03/02')).toBeUndefined();
    expect(wallFromText('2026-03-02 8:05')).toBeUndefined();
  });
});
