/** Rows to the contract's shapes. */
import type { SeatBooking, SeatBookingState, SeatCell, SeatRoom } from '@campus/api';
import type { SeatBookingsTable, SeatCellsTable, SeatRoomsTable, SeatSessionsTable } from './tables.js';

export const toRoom = (r: SeatRoomsTable, seats: number): SeatRoom => ({
  id: r.id,
  name: r.name,
  place: r.place,
  openHours: r.open_hours,
  description: r.description,
  holdMinutes: Number(r.hold_minutes),
  graceMinutes: Number(r.grace_minutes),
  perDayLimit: Number(r.per_day_limit),
  published: Number(r.published) === 1,
  rows: Number(r.rows),
  cols: Number(r.cols),
  seats,
});

export const toSession = (s: SeatSessionsTable, free: number) => ({
  id: s.id,
  roomId: s.room_id,
  title: s.title,
  startsAt: Number(s.starts_at),
  endsAt: Number(s.ends_at),
  free,
});

export const toCell = (c: SeatCellsTable): SeatCell => ({
  r: Number(c.r),
  c: Number(c.c),
  kind: c.kind === 'seat' ? 'seat' : 'aisle',
  ...(c.kind === 'seat' ? { id: c.id } : {}),
  label: c.label,
  unavailable: Number(c.unavailable) === 1,
  power: Number(c.power) === 1,
  window: Number(c.near_window) === 1,
});

const num = (v: number | null) => (v === null ? null : Number(v));

export function toBooking(b: SeatBookingsTable, room: SeatRoomsTable | undefined, s: SeatSessionsTable | undefined): SeatBooking {
  return {
    id: b.id,
    roomId: b.room_id,
    roomName: room?.name ?? '',
    place: room?.place ?? '',
    sessionId: b.session_id,
    sessionTitle: s?.title ?? '',
    startsAt: Number(s?.starts_at ?? 0),
    endsAt: Number(s?.ends_at ?? 0),
    seatId: b.seat_id,
    seatLabel: b.seat_label,
    state: b.status as SeatBookingState,
    code: b.code,
    heldUntil: b.status === 'held' ? num(b.held_until) : null,
    deadline: num(b.deadline),
    createdAt: Number(b.created_at),
    checkedAt: num(b.checked_at),
  };
}
