/**
 * The ticket state machine (spec section 4 labels, `ticket.status.*` in packages/i18n).
 * Pure: no database, no clock — the service passes `now` and the caller's own rows.
 *
 * Labels, first match wins:
 *   checked          a ticket of the type was checked
 *   cancelTicket     the caller holds an issued ticket and refunds are still open
 *   reservedWaiting  reserve mode: entered the draw, which has not run yet
 *   enroll           sold out, the waiting list takes the caller (join it)
 *   ended            the window has closed
 *   notStarted       before the window (subscribeCancelled if the caller cancelled a subscription)
 *   reserve          reserve mode, window open: enter the draw
 *   soldOut          grab mode, nothing left (subscribeCancelled as above)
 *   grab             grab mode, window open, units left
 */
import type { TicketLabel, TicketMode, TicketStatus } from '@campus/api';

export interface EventTimes {
  /** When the event itself starts. */
  starts_at: number;
  open_at: number;
  close_at: number;
  /** Refunds close here (null/absent: at starts_at). */
  refund_until?: number | null;
  mode?: TicketMode;
  drawn_at?: number | null;
  /** 0/absent: no waiting list. */
  hold_minutes?: number;
}

export type SubState = 'none' | 'active' | 'cancelled';
export type EntryState = 'pending' | 'won' | 'lost';
export type WaitState = 'waiting' | 'held' | 'confirmed' | 'lapsed' | 'left';

/** What the caller has on one type besides tickets. */
export interface Mine {
  sub?: SubState;
  entry?: EntryState | null;
  wait?: WaitState | null;
  perPerson?: number;
}

export const refundDeadline = (e: EventTimes): number => e.refund_until ?? e.starts_at;

/** Whether the caller may join the type's waiting list at `now`. */
export function canWait(event: EventTimes, type: { remaining: number }, now: number, tickets: readonly { status: TicketStatus }[], me: Mine = {}): boolean {
  const live = tickets.filter((t) => t.status !== 'cancelled').length;
  const waiting = me.wait === 'waiting' || me.wait === 'held';
  const released = (event.mode ?? 'grab') === 'grab' || event.drawn_at != null;
  return (event.hold_minutes ?? 0) > 0 && now >= event.open_at && now < event.starts_at && released && type.remaining <= 0 && !waiting && live < (me.perPerson ?? 1);
}

/** The label a user sees for one ticket type, given their own tickets and rows of that type. */
export function statusFor(
  event: EventTimes,
  type: { remaining: number },
  now: number,
  mine: readonly { status: TicketStatus }[],
  me: Mine = {},
): TicketLabel {
  const quiet = me.sub === 'cancelled';
  if (mine.some((t) => t.status === 'checked')) return 'checked';
  if (mine.some((t) => t.status === 'issued') && now < refundDeadline(event)) return 'cancelTicket';
  if (me.entry === 'pending' && event.drawn_at == null) return 'reservedWaiting';
  if (canWait(event, type, now, mine, me)) return 'enroll';
  if (now >= event.close_at) return 'ended';
  if (now < event.open_at) return quiet ? 'subscribeCancelled' : 'notStarted';
  if (event.mode === 'reserve') return me.entry ? 'ended' : 'reserve';
  if (type.remaining <= 0) return quiet ? 'subscribeCancelled' : 'soldOut';
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

/** The other machines: subscriptions, draw entries and waiting-list places. */
const SUB: Record<SubState, readonly SubState[]> = { none: ['active'], active: ['cancelled'], cancelled: ['active'] };
const ENTRY: Record<'none' | EntryState, readonly EntryState[]> = { none: ['pending'], pending: ['won', 'lost'], won: [], lost: [] };
const WAIT: Record<'none' | WaitState, readonly WaitState[]> = {
  none: ['waiting'],
  waiting: ['held', 'left'],
  held: ['confirmed', 'lapsed', 'left'],
  confirmed: ['waiting'],
  lapsed: ['waiting'],
  left: ['waiting'],
};
export const canSub = (from: SubState, to: SubState) => SUB[from].includes(to);
export const canEntry = (from: 'none' | EntryState, to: EntryState) => ENTRY[from].includes(to);
export const canWaitMove = (from: 'none' | WaitState, to: WaitState) => WAIT[from].includes(to);

/** Why an enrolment is refused at `now`, before touching the counters (null: the window is open). */
export function windowError(event: EventTimes, now: number): 'NOT_OPEN_YET' | 'ENDED' | null {
  if (now < event.open_at) return 'NOT_OPEN_YET';
  if (now >= event.close_at) return 'ENDED';
  return null;
}

/** A refund is allowed until the event's refund deadline (default: its start). */
export const canRefund = (event: EventTimes, now: number): boolean => now < refundDeadline(event);

/** Whether a reserve event's draw may run (window closed, not drawn yet). */
export const drawDue = (event: EventTimes, now: number): boolean => event.mode === 'reserve' && event.drawn_at == null && now >= event.close_at;
