import { describe, expect, it } from 'vitest';
import { hm, sessionLabel, sessionName, span, times } from './format';

// 2026-11-27 13:00 in Shanghai (05:00 UTC), a session of four hours.
const start = Date.UTC(2026, 10, 27, 5) / 1000;
const end = start + 4 * 3600;

describe('seat times', () => {
  it('are the site’s wall-clock times, whatever zone the phone is in', () => {
    expect(times(start, end, 'Asia/Shanghai')).toBe('13:00-17:00');
    expect(span(start, end, 'Asia/Shanghai')).toBe('11-27 13:00-17:00');
    expect(times(start, end, 'UTC')).toBe('05:00-09:00');
    // Midnight is 00:00 (not 24:00), and the date is the site's: 16:00 UTC is the next day in Shanghai.
    expect(hm(Date.UTC(2026, 10, 27, 16) / 1000, 'Asia/Shanghai')).toBe('00:00');
    expect(span(Date.UTC(2026, 10, 27, 16) / 1000, Date.UTC(2026, 10, 27, 18) / 1000, 'Asia/Shanghai')).toBe('11-28 00:00-02:00');
  });
});

describe('sessionLabel', () => {
  it('names a session by its date and times once when its title is just its times', () => {
    expect(sessionLabel('13:00-17:00', start, end, 'Asia/Shanghai')).toBe('11-27 13:00-17:00');
    expect(sessionLabel('', start, end, 'Asia/Shanghai')).toBe('11-27 13:00-17:00');
    expect(sessionName('13:00-17:00', start, end, 'Asia/Shanghai')).toBe('13:00-17:00');
  });
  it('puts a title of its own before the date and times', () => {
    expect(sessionLabel('晚自习', start, end, 'Asia/Shanghai')).toBe('晚自习 11-27 13:00-17:00');
    expect(sessionName('晚自习', start, end, 'Asia/Shanghai')).toBe('晚自习 13:00-17:00');
  });
});
