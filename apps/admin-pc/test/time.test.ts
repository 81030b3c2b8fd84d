import { afterEach, describe, expect, it } from 'vitest';
import { clockText, dateText, setTimeZone, timeText, timeZone, wallSeconds, wallText } from '../src/lib/time';
import { pickerValue, toSeconds } from '../src/lib/table';

afterEach(() => setTimeZone(undefined));

describe('console times', () => {
  const s = new Date(2026, 10, 5, 9, 7, 42).getTime() / 1000;
  it('are written one way, to the minute, whatever the browser language', () => {
    expect(timeText(s)).toBe('2026-11-05 09:07');
    expect(dateText(s)).toBe('2026-11-05');
    expect(clockText(s)).toBe('09:07');
  });
  it('say "-" when there is none', () => {
    expect(timeText(null)).toBe('-');
    expect(timeText(undefined)).toBe('-');
  });
});

describe("times on the site's clock, whatever this computer's zone", () => {
  // 2026-12-01 00:30 UTC: already the 1st at 08:30 in Beijing, still 30 November in New York.
  const instant = Date.UTC(2026, 11, 1, 0, 30) / 1000;

  it('are shown in the site’s zone', () => {
    setTimeZone('Asia/Shanghai');
    expect(timeText(instant)).toBe('2026-12-01 08:30');
    setTimeZone('America/New_York');
    expect(timeText(instant)).toBe('2026-11-30 19:30');
  });

  it('are taken in the site’s zone: a picker’s 08:30 is the school’s 08:30', () => {
    setTimeZone('Asia/Shanghai');
    expect(wallSeconds('2026-12-01 08:30')).toBe(instant);
    expect(wallSeconds('2026-12-01T08:30:00')).toBe(instant);
    expect(toSeconds('2026-12-01 08:30:00')).toBe(instant);
    expect(toSeconds({ format: () => '2026-12-01 08:30:00', valueOf: () => 0 })).toBe(instant);
    expect(pickerValue(instant)).toBe('2026-12-01 08:30:00');
    expect(wallSeconds(wallText(instant + 17))).toBe(instant + 17);
    expect(wallSeconds('2026-12-01')).toBe(Date.UTC(2026, 10, 30, 16) / 1000);
  });

  it('an instant stays an instant (milliseconds), and nonsense is nothing', () => {
    setTimeZone('Asia/Shanghai');
    expect(toSeconds(instant * 1000)).toBe(instant);
    expect(toSeconds('')).toBeUndefined();
    expect(wallSeconds('1 December')).toBeUndefined();
  });

  it('across a daylight-saving change: each wall time of the day maps to its own instant', () => {
    setTimeZone('America/New_York');
    // 2026-03-08: 02:00 EST jumps to 03:00 EDT; 01:30 is EST (UTC-5), 03:30 EDT (UTC-4).
    expect(wallSeconds('2026-03-08 01:30')).toBe(Date.UTC(2026, 2, 8, 6, 30) / 1000);
    expect(wallSeconds('2026-03-08 03:30')).toBe(Date.UTC(2026, 2, 8, 7, 30) / 1000);
    // 02:30 never happens that day: read past the change (03:30 EDT).
    expect(timeText(wallSeconds('2026-03-08 02:30')!)).toBe('2026-03-08 03:30');
    // 2026-11-01: 01:30 happens twice (EDT, then EST); the first is meant.
    expect(wallSeconds('2026-11-01 01:30')).toBe(Date.UTC(2026, 10, 1, 5, 30) / 1000);
  });

  it('an unknown zone name leaves this computer’s zone', () => {
    setTimeZone('Mars/Olympus');
    expect(timeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
