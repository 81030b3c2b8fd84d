/**
 * The ticket state machine (spec section 4 labels, `ticket.status.*` in packages/i18n).
 * Pure: no database, no clock — the service passes `now` and the caller's tickets.
 */
import type { TicketLabel, TicketStatus } from '@campus/api';

export interface EventTimes {
  /** When the event itself starts: refunds are allowed before it. */
  starts_at: number;
  open_at: number;
  close_at: number;
}

/** The label a user sees for one ticket type, given their own tickets of that type. */
export function statusFor(
  event: EventTimes,
  type: { remaining: number },
  now: number,
  mine: readonly { status: TicketStatus }[],
): TicketLabel {
  if (mine.some((t) => t.status === 'checked')) return 'checked';
  if (mine.some((t) => t.status === 'issued') && now < event.starts_at) return 'cancelTicket';
  if (now >= event.close_at) return 'ended';
  if (now < event.open_at) return 'notStarted';
  if (type.remaining <= 0) return 'soldOut';
  return 'grab';
}

/** Allowed transitions of an issued ticket; checked and cancelled are final. */
const NEXT: Record<TicketStatus, readonly TicketStatus[]> = {
  issued: ['checked', 'cancelled'],
  checked: [],
  cancelled: [],
};

export function canTransition(from: TicketStatus, to: TicketStatus): boolean {
  return NEXT[from].includes(to);
}

/** Why a grab is refused at `now`, before touching the counters (null: the window is open). */
export function windowError(event: EventTimes, now: number): 'NOT_OPEN_YET' | 'ENDED' | null {
  if (now < event.open_at) return 'NOT_OPEN_YET';
  if (now >= event.close_at) return 'ENDED';
  return null;
}

/** A refund is allowed before the event starts. */
export const canRefund = (event: EventTimes, now: number): boolean => now < event.starts_at;
