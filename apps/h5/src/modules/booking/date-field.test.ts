/** DateField's values stay the text the native date inputs held, so the forms send what they sent. */
import { describe, expect, it } from 'vitest';
import { fromPickerDate, pickerColumnLabel, toPickerDate } from './date-field';

describe('booking date field values', () => {
  it('reads a day and a day with its time as the local date the picker shows', () => {
    expect(toPickerDate('2026-03-05')).toEqual(new Date(2026, 2, 5));
    expect(toPickerDate('2026-03-05T09:30')).toEqual(new Date(2026, 2, 5, 9, 30));
  });

  it('reads nothing from an empty or impossible value', () => {
    expect(toPickerDate('')).toBeNull();
    expect(toPickerDate('2026-02-30')).toBeNull();
    expect(toPickerDate('05/03/2026')).toBeNull();
  });

  it('writes the picked date back to the day or to the minute', () => {
    const d = new Date(2026, 11, 31, 7, 5);
    expect(fromPickerDate(d, 'day')).toBe('2026-12-31');
    expect(fromPickerDate(d, 'minute')).toBe('2026-12-31T07:05');
  });

  it('labels the wheels with numbers only, hours and minutes on two digits', () => {
    expect(pickerColumnLabel('year', 2026)).toBe('2026');
    expect(pickerColumnLabel('month', 3)).toBe('3');
    expect(pickerColumnLabel('hour', 7)).toBe('07');
    expect(pickerColumnLabel('minute', 0)).toBe('00');
  });
});
