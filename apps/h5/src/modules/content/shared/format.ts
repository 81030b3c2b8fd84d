import { dateText, timeText } from '../../../lib/time';

/** yyyy-mm-dd hh:mm on the site's clock for a time in seconds, '' for none. */
export const fullTime = (t: number | null | undefined): string => (t && Number.isFinite(t) ? timeText(t) : '');

/** yyyy-mm-dd on the site's clock, '' for none. */
export const dayOnly = (t: number | null | undefined): string => (t && Number.isFinite(t) ? dateText(t) : '');

/** 1.2 MB / 34 KB. */
export function fileSize(n: number): string {
  if (n >= 1024 * 1024) return `${(n / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(n / 1024))} KB`;
}
