/**
 * The seat rules that need no database (pure; the service passes `now`): when a booking must be
 * checked in, what a seat looks like to a caller, and what the room's check-in QR carries.
 */
import type { SeatState } from '@campus/api';

/** Check in from the start (or from confirming, for a walk-in) for `graceMinutes`, never past the end. */
export function deadlineOf(session: { starts_at: number; ends_at: number }, confirmedAt: number, graceMinutes: number): number {
  return Math.min(session.ends_at, Math.max(session.starts_at, confirmedAt) + graceMinutes * 60);
}

/** Why a check-in at `now` is refused (null: inside the window). */
export function checkinError(session: { starts_at: number }, deadline: number, now: number): 'NOT_OPEN_YET' | 'ENDED' | null {
  if (now < session.starts_at) return 'NOT_OPEN_YET';
  if (now >= deadline) return 'ENDED';
  return null;
}

/** A seat's state for a caller, from the map and the session's live bookings. */
export function seatStateOf(
  seat: { id: string; unavailable: boolean },
  live: ReadonlyMap<string, { status: string; user_id: string }>,
  me: string,
): SeatState {
  const b = live.get(seat.id);
  if (b) return b.user_id === me ? 'mine' : b.status === 'held' ? 'held' : 'taken';
  return seat.unavailable ? 'unavailable' : 'free';
}

export const QR_PREFIX = 'CAMPUS-SEAT';
export const roomQr = (roomId: string, token: string): string => `${QR_PREFIX}:${roomId}:${token}`;

/** The room id and token of a scanned room code (null: not a room code). */
export function parseRoomQr(text: string): { roomId: string; token: string } | null {
  const m = /^CAMPUS-SEAT:([A-Za-z0-9-]{1,64}):([A-Za-z0-9_-]{16,64})$/.exec(text.trim());
  return m ? { roomId: m[1]!, token: m[2]! } : null;
}
