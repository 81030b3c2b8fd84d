/** Pure helpers of the activity screens (tested in format.test.ts). */
import type { ActivityState, ActivitySummary } from '@campus/api';
import { clockText, dateText, timeText, wallSeconds } from '../../../lib/time';

/** `start – end`, the end without its date when on the same day. */
export function fmtRange(a: number, b: number): string {
  const x = timeText(a);
  const y = timeText(b);
  return x.slice(0, 10) === y.slice(0, 10) ? `${x} – ${y.slice(11)}` : `${x} – ${y}`;
}

/** Tag colour of a state. */
export function stateColor(s: ActivityState): 'primary' | 'success' | 'warning' | 'danger' | 'default' {
  if (s === 'signup') return 'success';
  if (s === 'ongoing') return 'primary';
  if (s === 'full' || s === 'notOpen') return 'warning';
  if (s === 'cancelled') return 'danger';
  return 'default';
}

/** What the detail's main button does for the caller. */
export function primaryAction(a: Pick<ActivitySummary, 'state' | 'myStatus'>): 'signup' | 'cancel' | 'none' {
  const live = a.myStatus === 'pending' || a.myStatus === 'approved';
  if (live) return a.state === 'ongoing' || a.state === 'ended' || a.state === 'cancelled' ? 'none' : 'cancel';
  if (a.myStatus === 'rejected' || a.myStatus === 'removed') return 'none';
  return a.state === 'signup' ? 'signup' : 'none';
}

/** A date-and-time field's text (`YYYY-MM-DDTHH:mm`, a wall time on the site's clock) ↔ seconds. */
export const toLocalInput = (s: number): string => `${dateText(s)}T${clockText(s)}`;
export const fromLocalInput = (v: string): number => wallSeconds(v) ?? NaN;

/** The id query parameter of the current address. */
export function idParam(search: string, key = 'id'): string {
  return new URLSearchParams(search).get(key) ?? '';
}

/** The organiser's rotating check-in code (the server's `ACT1.` format), as opposed to a participant's code. */
export const isCheckinCode = (text: string): boolean => text.trim().startsWith('ACT1.');
