import { describe, expect, it } from 'vitest';
import { clockText, dateText, timeText } from '../src/lib/time';

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
