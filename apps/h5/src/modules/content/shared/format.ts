import { dateParts } from '@campus/api/rules';

/** yyyy-mm-dd hh:mm for a time in seconds, '' for none. */
export function fullTime(t: number | null | undefined): string {
  if (!t) return '';
  try {
    return dateParts(t).fullTime;
  } catch {
    return '';
  }
}

export function dayOnly(t: number | null | undefined): string {
  if (!t) return '';
  try {
    return dateParts(t).noTime;
  } catch {
    return '';
  }
}

/** 1.2 MB / 34 KB. */
export function fileSize(n: number): string {
  if (n >= 1024 * 1024) return `${(n / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(n / 1024))} KB`;
}
