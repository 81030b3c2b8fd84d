/** Pure helpers of the ticket screens: what a label's button does, countdowns, when to poll. */
import type { TicketLabel } from '@campus/api';

/** What tapping the per-type button does; null: the label is shown, the button is disabled. */
export type TicketAction = 'enroll' | 'join' | 'refund' | null;

export function actionOf(label: TicketLabel): TicketAction {
  switch (label) {
    case 'grab':
    case 'reserve':
      return 'enroll';
    case 'enroll':
      return 'join';
    case 'cancelTicket':
      return 'refund';
    default:
      return null;
  }
}

/** `m:ss` left until `until` (seconds), never negative. */
export function countdown(until: number, now: number): string {
  const left = Math.max(0, Math.floor(until - now));
  const m = Math.floor(left / 60);
  const s = left % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

export type ListPhase = 'soon' | 'grabbing' | 'reserving' | 'closed' | 'over';

/** Where an event stands, for the list: before its window, in it, after it, or already held. */
export function listPhase(e: { mode: 'grab' | 'reserve'; openAt: number; closeAt: number; startsAt: number }, now: number): ListPhase {
  if (now >= e.startsAt) return 'over';
  if (now < e.openAt) return 'soon';
  if (now < e.closeAt) return e.mode === 'reserve' ? 'reserving' : 'grabbing';
  return 'closed';
}

/**
 * How often the detail screen asks `ticket.status` (ms), or null to stay quiet: every 3 s while
 * the window is open or something of the caller's is moving (a hold, a waiting place, a draw
 * due), every 30 s shortly before the window opens, otherwise not at all.
 */
export function pollInterval(
  e: { openAt: number; closeAt: number; startsAt: number; mode: 'grab' | 'reserve'; drawnAt: number | null },
  types: readonly { wait: { status: string } | null; reserved: boolean }[],
  now: number,
): number | null {
  if (now >= e.startsAt) return null;
  if (types.some((t) => t.wait !== null)) return 3000;
  if (now >= e.openAt && now < e.closeAt) return 3000;
  if (e.mode === 'reserve' && e.drawnAt === null && now >= e.closeAt && types.some((t) => t.reserved)) return 10000;
  if (now < e.openAt && e.openAt - now <= 600) return 30000;
  return null;
}

/** Whether a grab-mode caller who already holds tickets of a type may grab one more now. */
export function canGrabMore(
  e: { mode: 'grab' | 'reserve'; openAt: number; closeAt: number },
  type: { remaining: number; perPerson: number; label: string },
  liveMine: number,
  now: number,
): boolean {
  return (
    e.mode === 'grab' &&
    type.label === 'cancelTicket' &&
    now >= e.openAt &&
    now < e.closeAt &&
    type.remaining > 0 &&
    liveMine < type.perPerson
  );
}
