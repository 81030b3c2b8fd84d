import { describe, expect, it } from 'vitest';
import { dateParts, pad2 } from './date.js';

describe('pad2', () => {
  it('pads to two digits and leaves longer values alone', () => {
    expect([pad2(0), pad2(7), pad2(12), pad2('5'), pad2(123)]).toEqual(['00', '07', '12', '05', '123']);
  });
});

describe('dateParts (local time, seconds)', () => {
  it('splits a timestamp in seconds into zero-padded parts', () => {
    const local = new Date(2024, 0, 5, 3, 7, 9); // 2024-01-05 03:07:09 here
    const parts = dateParts(local.getTime() / 1000);
    expect(parts).toEqual({
      year: '2024',
      month: '01',
      day: '05',
      hour: '03',
      min: '07',
      sec: '09',
      fullTime: '2024-01-05 03:07',
      noTime: '2024-01-05',
    });
  });

  it('accepts a Date and keeps two-digit values as they are', () => {
    const parts = dateParts(new Date(2023, 11, 31, 23, 59, 58));
    expect(parts.fullTime).toBe('2023-12-31 23:59');
    expect(parts.noTime).toBe('2023-12-31');
  });

  it('reads fractional seconds by their whole second', () => {
    const t = new Date(2024, 5, 1, 12, 0, 0).getTime() / 1000;
    expect(dateParts(t + 0.9).sec).toBe('00');
  });

  it('refuses what is not a time', () => {
    expect(() => dateParts(Number.NaN)).toThrow(RangeError);
    expect(() => dateParts(new Date('nope'))).toThrow(RangeError);
  });
});
