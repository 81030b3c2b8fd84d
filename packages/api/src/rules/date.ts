/**
 * The date helper of spec sections 3 and 5: parts of a time, zero-padded, in the browser's
 * local time zone. Timestamps are in seconds (spec section 9).
 */
export interface DateParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  min: string;
  sec: string;
  /** yyyy-mm-dd hh:mm */
  fullTime: string;
  /** yyyy-mm-dd */
  noTime: string;
}

/** Two digits: 3 -> '03', 12 -> '12'. */
export function pad2(n: number | string): string {
  return String(n).padStart(2, '0');
}

/** Throws RangeError for a value that is not a time, rather than showing NaN-NaN-NaN. */
export function dateParts(time: number | Date): DateParts {
  const d = time instanceof Date ? time : new Date(time * 1000);
  if (Number.isNaN(d.getTime())) throw new RangeError(`not a time: ${String(time)}`);
  const year = String(d.getFullYear());
  const month = pad2(d.getMonth() + 1);
  const day = pad2(d.getDate());
  const hour = pad2(d.getHours());
  const min = pad2(d.getMinutes());
  const sec = pad2(d.getSeconds());
  const noTime = `${year}-${month}-${day}`;
  return { year, month, day, hour, min, sec, noTime, fullTime: `${noTime} ${hour}:${min}` };
}
