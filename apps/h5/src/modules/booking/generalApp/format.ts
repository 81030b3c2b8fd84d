/**
 * Pure helpers of the appointment screens: the bookable dates, time texts, which actions an
 * appointment offers, and the weekday of a local date. Times are shown on the site's clock.
 */
import type { GaAppointment, GaStatus } from '@campus/api';

export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);
}

/** Local dates from `first` to `last` inclusive (at most 60). */
export function datesBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let d = first; d <= last && out.length < 60; d = addDays(d, 1)) out.push(d);
  return out;
}

export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** `2026-11-23 10:00-11:00`, in the site's local time (the server's texts). */
export const spanText = (a: Pick<GaAppointment, 'day' | 'from' | 'to'>): string => `${a.day} ${a.from}-${a.to}`;

/** The tag colour of a state. */
export function statusColor(s: GaStatus): 'primary' | 'success' | 'warning' | 'danger' | 'default' {
  switch (s) {
    case 'pending':
      return 'warning';
    case 'approved':
      return 'primary';
    case 'checked':
    case 'completed':
      return 'success';
    case 'rejected':
    case 'noshow':
      return 'danger';
    default:
      return 'default';
  }
}

/** The applicant may cancel a pending or approved appointment before it starts. */
export const canCancel = (a: Pick<GaAppointment, 'status' | 'startsAt'>, nowSeconds: number): boolean =>
  (a.status === 'pending' || a.status === 'approved') && a.startsAt > nowSeconds;

/** The QR is worth showing while the appointment can still be checked in. */
export const showsQr = (a: Pick<GaAppointment, 'status' | 'code'>): boolean =>
  (a.status === 'approved' || a.status === 'pending') && a.code !== '';

/** The text a scanner hands over may be the bare code or a link carrying it as `code=`. */
export function codeFromScan(text: string): string {
  const m = /[?&]code=([A-Za-z0-9]+)/.exec(text);
  return (m ? m[1]! : text).trim().toUpperCase();
}
