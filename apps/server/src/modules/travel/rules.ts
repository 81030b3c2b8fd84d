/** Pure travel rules: a trip's status on a local date, and what the traveller may still do. */
import type { TripStatus } from '@campus/api';

export interface TripDates {
  status: string;
  depart_date: string;
  return_date: string;
}

/** Stored registered trips become away on the departure date and overdue after the return date. */
export function statusOn(t: TripDates, today: string): TripStatus {
  if (t.status === 'cancelled' || t.status === 'returned') return t.status;
  if (today > t.return_date) return 'overdue';
  if (today >= t.depart_date) return 'away';
  return 'registered';
}

/** Only a trip that has not started can be cancelled; only one under way (or overdue) can end by a return report. */
export const cancellable = (t: TripDates, today: string) => statusOn(t, today) === 'registered';
export const returnable = (t: TripDates, today: string) => ['away', 'overdue'].includes(statusOn(t, today));
