/** The text values of DateField (wall times, no zone) and the Date its wheel picker holds, both ways. */
export type DatePrecision = 'day' | 'minute';

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm` as a local Date; null when it is not one. */
export function toPickerDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, Number.isNaN(h) ? 0 : h, Number.isNaN(mi) ? 0 : mi);
  return date.getMonth() === mo - 1 ? date : null;
}

/** The picked local Date as the field's text, to the day or to the minute. */
export function fromPickerDate(d: Date, precision: DatePrecision): string {
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return precision === 'day' ? day : `${day}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A wheel's label: the number itself (the same in every language), hours and minutes on two digits. */
export function pickerColumnLabel(type: string, n: number): string {
  return type === 'hour' || type === 'minute' ? pad(n) : String(n);
}
