/**
 * Seat maps per room, holds, bookings and check-in (spec: seat/*).
 *
 * A room has a grid map (rows × cols; each cell a seat, an aisle or nothing) and sessions (a
 * start and an end: daily slots of a study room or one event). A user holds one free seat of a
 * session for a few minutes, confirms it into a booking, and checks in between the start and the
 * end of the grace window — by scanning the room's QR code or at a checker (`seat.check`).
 * Unconfirmed holds and unchecked bookings are released when read after their time.
 */
import { z } from 'zod';
import { audience } from './audience.js';
import { access, byId, endpoint, pageOf, paging, plainText, seconds, zf } from './define.js';

const hhmm = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');
const date = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const SEAT_MAX_ROWS = 60;
export const SEAT_MAX_COLS = 60;

/** A booking's states: held → booked → checked; held → expired | released; booked → cancelled | noshow. */
export const SEAT_BOOKING_STATES = ['held', 'booked', 'checked', 'cancelled', 'expired', 'released', 'noshow'] as const;
export type SeatBookingState = (typeof SEAT_BOOKING_STATES)[number];
/** What a seat looks like to the caller on the map. */
export const SEAT_STATES = ['free', 'held', 'taken', 'unavailable', 'mine'] as const;
export type SeatState = (typeof SEAT_STATES)[number];

export const seatCell = z.object({
  r: z.number(),
  c: z.number(),
  kind: z.enum(['seat', 'aisle']),
  /** Seat id (aisles have none). */
  id: z.string().optional(),
  label: z.string(),
  unavailable: z.boolean(),
  power: z.boolean(),
  window: z.boolean(),
});
export type SeatCell = z.infer<typeof seatCell>;

export const seatRoom = z.object({
  id: z.string(),
  name: z.string(),
  place: z.string(),
  openHours: z.string(),
  description: z.string(),
  holdMinutes: z.number(),
  graceMinutes: z.number(),
  perDayLimit: z.number(),
  published: z.boolean(),
  rows: z.number(),
  cols: z.number(),
  seats: z.number(),
});
export type SeatRoom = z.infer<typeof seatRoom>;

export const seatSession = z.object({
  id: z.string(),
  roomId: z.string(),
  title: z.string(),
  startsAt: z.number(),
  endsAt: z.number(),
  /** Seats neither booked, held nor unavailable right now. */
  free: z.number(),
});
export type SeatSession = z.infer<typeof seatSession>;

export const seatBooking = z.object({
  id: z.string(),
  roomId: z.string(),
  roomName: z.string(),
  place: z.string(),
  sessionId: z.string(),
  sessionTitle: z.string(),
  startsAt: z.number(),
  endsAt: z.number(),
  seatId: z.string(),
  seatLabel: z.string(),
  state: z.enum(SEAT_BOOKING_STATES),
  /** What the booking QR carries (checkers scan it). */
  code: z.string(),
  heldUntil: z.number().nullable(),
  /** Check in from startsAt until this instant (null while only held). */
  deadline: z.number().nullable(),
  createdAt: z.number(),
  checkedAt: z.number().nullable(),
});
export type SeatBooking = z.infer<typeof seatBooking>;

export const seatMapState = z.object({
  now: z.number(),
  /** Seat ids by state; seats not listed are free (or unavailable by the map). */
  held: z.array(z.string()),
  taken: z.array(z.string()),
  mine: seatBooking.nullable(),
});
export type SeatMapState = z.infer<typeof seatMapState>;

export const seatMap = seatMapState.extend({
  room: seatRoom,
  session: seatSession,
  cells: z.array(seatCell),
});
export type SeatMap = z.infer<typeof seatMap>;

const cellInput = z.object({
  r: zf.int().min(0).max(SEAT_MAX_ROWS - 1),
  c: zf.int().min(0).max(SEAT_MAX_COLS - 1),
  kind: z.enum(['seat', 'aisle']),
  label: plainText(20).default(''),
  unavailable: zf.bool().default(false),
  power: zf.bool().default(false),
  window: zf.bool().default(false),
});

const roomInput = z.object({
  id: zf.id().optional(),
  name: plainText(60).pipe(z.string().min(1)),
  place: plainText(120).default(''),
  openHours: plainText(60).default(''),
  description: plainText(2000).default(''),
  holdMinutes: zf.int().min(1).max(30).default(3),
  graceMinutes: zf.int().min(1).max(120).default(15),
  perDayLimit: zf.int().min(1).max(20).default(2),
  audience: audience.default({ site: true }),
  published: zf.bool().default(true),
});

const mapInput = z
  .object({
    id: zf.id(),
    rows: zf.int().min(1).max(SEAT_MAX_ROWS),
    cols: zf.int().min(1).max(SEAT_MAX_COLS),
    cells: z.array(cellInput).max(SEAT_MAX_ROWS * SEAT_MAX_COLS),
  })
  .superRefine((m, ctx) => {
    const seen = new Set<string>();
    const labels = new Set<string>();
    m.cells.forEach((cell, i) => {
      if (cell.r >= m.rows || cell.c >= m.cols) ctx.addIssue({ code: 'custom', path: ['cells', i, 'r'], message: 'outside the grid' });
      const k = `${cell.r}:${cell.c}`;
      if (seen.has(k)) ctx.addIssue({ code: 'custom', path: ['cells', i, 'c'], message: 'two cells at one place' });
      seen.add(k);
      if (cell.kind === 'seat') {
        if (!cell.label) ctx.addIssue({ code: 'custom', path: ['cells', i, 'label'], message: 'a seat needs a label' });
        else if (labels.has(cell.label)) ctx.addIssue({ code: 'custom', path: ['cells', i, 'label'], message: 'duplicate label' });
        labels.add(cell.label);
      }
    });
  });

const slotInput = z.object({ from: hhmm(), to: hhmm() }).refine((s) => s.from < s.to, { path: ['to'], message: 'must be after from' });

const generateInput = z.object({
  roomId: zf.id(),
  from: date(),
  days: zf.int().min(1).max(31).default(1),
  slots: z.array(slotInput).min(1).max(12),
});

const sessionInput = z
  .object({
    roomId: zf.id(),
    title: plainText(60).default(''),
    startsAt: seconds(),
    endsAt: seconds(),
  })
  .refine((s) => s.startsAt < s.endsAt, { path: ['endsAt'], message: 'must be after startsAt' })
  .refine((s) => s.endsAt - s.startsAt <= 86400, { path: ['endsAt'], message: 'at most one day' });

const managedRoom = seatRoom.extend({ audience: z.unknown(), checkinQr: z.string(), sessionsToday: z.number() });

const manageBooking = seatBooking.extend({ name: z.string(), number: z.string() });

const checkResult = manageBooking;

export const seat = {
  index: endpoint({
    name: 'seat.index',
    method: 'GET',
    path: '/api/seat/index',
    input: z.object({}),
    output: z.object({ list: z.array(seatRoom.extend({ free: z.number(), sessionsToday: z.number() })) }),
    access: access.user,
    summary: 'Published rooms whose audience includes the caller, with free seats now or next',
  }),
  detail: endpoint({
    name: 'seat.detail',
    method: 'GET',
    path: '/api/seat/detail',
    input: z.object({ id: zf.id(), date: date().optional() }),
    output: z.object({ room: seatRoom, date: z.string(), sessions: z.array(seatSession), mine: z.array(seatBooking) }),
    access: access.user,
    summary: 'A room with its sessions of one day (default today) and the caller’s bookings there',
  }),
  map: endpoint({
    name: 'seat.map',
    method: 'GET',
    path: '/api/seat/map',
    input: z.object({ sessionId: zf.id() }),
    output: seatMap,
    access: access.user,
    summary: 'The seat map of a session: cells and every seat’s state for the caller',
  }),
  state: endpoint({
    name: 'seat.state',
    method: 'GET',
    path: '/api/seat/state',
    input: z.object({ sessionId: zf.id() }),
    output: seatMapState,
    access: access.user,
    summary: 'Only the seat states of a session (polled by the map)',
  }),
  hold: endpoint({
    name: 'seat.hold',
    method: 'POST',
    path: '/api/seat/hold',
    input: z.object({ sessionId: zf.id(), seatId: zf.id() }),
    output: seatBooking,
    access: access.user,
    urlInput: true,
    summary: 'Hold a free seat for the room’s hold minutes (replaces the caller’s own hold in the session)',
  }),
  confirm: endpoint({
    name: 'seat.confirm',
    method: 'POST',
    path: '/api/seat/confirm',
    input: byId,
    output: seatBooking,
    access: access.user,
    summary: 'Turn the caller’s live hold into a booking',
  }),
  cancel: endpoint({
    name: 'seat.cancel',
    method: 'POST',
    path: '/api/seat/cancel',
    input: byId,
    output: seatBooking,
    access: access.user,
    summary: 'Release a hold, or cancel a booking before its session starts',
  }),
  mine: endpoint({
    name: 'seat.mine',
    method: 'GET',
    path: '/api/seat/mine',
    input: z.object(paging),
    output: pageOf(seatBooking),
    access: access.user,
    summary: 'The caller’s bookings, newest first',
  }),
  booking: endpoint({
    name: 'seat.booking',
    method: 'GET',
    path: '/api/seat/booking',
    input: byId,
    output: seatBooking,
    access: access.user,
    summary: 'One of the caller’s bookings with its state and QR content',
  }),
  checkin: endpoint({
    name: 'seat.checkin',
    method: 'POST',
    path: '/api/seat/checkin',
    input: z.object({ id: zf.id(), code: z.string().trim().min(8).max(500) }),
    output: seatBooking,
    access: access.user,
    summary: 'Check in a booking by scanning its room’s QR code, within the grace window',
  }),
  checkSessions: endpoint({
    name: 'seat.checkSessions',
    method: 'GET',
    path: '/api/seat/check-sessions',
    input: z.object({}),
    output: z.object({ list: z.array(seatSession.extend({ roomName: z.string() })) }),
    access: access.module('seat', 'check'),
    summary: 'Sessions of today across the site’s rooms (checkers)',
  }),
  checkList: endpoint({
    name: 'seat.checkList',
    method: 'GET',
    path: '/api/seat/check-list',
    input: z.object({ sessionId: zf.id() }),
    output: z.object({ list: z.array(manageBooking) }),
    access: access.module('seat', 'check'),
    summary: 'Live bookings of a session by seat (checkers)',
  }),
  check: endpoint({
    name: 'seat.check',
    method: 'POST',
    path: '/api/seat/check',
    input: z
      .object({ code: z.string().trim().min(8).max(500).optional(), id: zf.id().optional() })
      .refine((v) => v.code || v.id, { path: ['code'], message: 'scan a booking code or choose a booking' }),
    output: checkResult,
    access: access.module('seat', 'check'),
    summary: 'A checker checks a booking in by its QR code or by id, within the grace window',
  }),
  manageRooms: endpoint({
    name: 'seat.manageRooms',
    method: 'GET',
    path: '/api/seat/manage-rooms',
    input: z.object({ ...paging, keyword: plainText(60).optional() }),
    output: pageOf(managedRoom),
    access: access.module('seat', 'manage'),
    summary: 'Every room of the site (managers)',
  }),
  manageRoom: endpoint({
    name: 'seat.manageRoom',
    method: 'GET',
    path: '/api/seat/manage-room',
    input: byId,
    output: managedRoom.extend({ cells: z.array(seatCell) }),
    access: access.module('seat', 'manage'),
    summary: 'One room with its map, audience and check-in QR content (managers)',
  }),
  manageSave: endpoint({
    name: 'seat.manageSave',
    method: 'POST',
    path: '/api/seat/manage-save',
    input: roomInput,
    output: z.object({ id: z.string() }),
    access: access.module('seat', 'manage'),
    summary: 'Create or update a room’s settings',
  }),
  manageMap: endpoint({
    name: 'seat.manageMap',
    method: 'POST',
    path: '/api/seat/manage-map',
    input: mapInput,
    output: z.object({ id: z.string(), seats: z.number() }),
    access: access.module('seat', 'manage'),
    summary: 'Replace a room’s map; a seat with live bookings cannot be removed or made unavailable',
  }),
  manageToken: endpoint({
    name: 'seat.manageToken',
    method: 'POST',
    path: '/api/seat/manage-token',
    input: byId,
    output: z.object({ checkinQr: z.string() }),
    access: access.module('seat', 'manage'),
    summary: 'Issue a new room check-in token (old printed codes stop working)',
  }),
  manageSessions: endpoint({
    name: 'seat.manageSessions',
    method: 'GET',
    path: '/api/seat/manage-sessions',
    input: z.object({ ...paging, roomId: zf.id() }),
    output: pageOf(seatSession.extend({ booked: z.number(), checked: z.number(), noShows: z.number() })),
    access: access.module('seat', 'manage'),
    summary: 'A room’s sessions with their counters, latest first',
  }),
  manageGenerate: endpoint({
    name: 'seat.manageGenerate',
    method: 'POST',
    path: '/api/seat/manage-generate',
    input: generateInput,
    output: z.object({ created: z.number() }),
    access: access.module('seat', 'manage'),
    summary: 'Create daily sessions from time slots (existing ones are kept)',
  }),
  manageSession: endpoint({
    name: 'seat.manageSession',
    method: 'POST',
    path: '/api/seat/manage-session',
    input: sessionInput,
    output: z.object({ id: z.string() }),
    access: access.module('seat', 'manage'),
    summary: 'Create one session (an event) for a room',
  }),
  manageSessionDelete: endpoint({
    name: 'seat.manageSessionDelete',
    method: 'POST',
    path: '/api/seat/manage-session-delete',
    input: byId,
    output: z.null(),
    access: access.module('seat', 'manage'),
    summary: 'Delete a session that has no live bookings',
  }),
  manageBookings: endpoint({
    name: 'seat.manageBookings',
    method: 'GET',
    path: '/api/seat/manage-bookings',
    input: z.object({ ...paging, sessionId: zf.id() }),
    output: pageOf(manageBooking),
    access: access.module('seat', 'manage'),
    summary: 'Bookings of a session with their check-in state (managers)',
  }),
  manageExport: endpoint({
    name: 'seat.manageExport',
    method: 'GET',
    path: '/api/seat/manage-export',
    input: z.object({ sessionId: zf.id() }),
    output: z.unknown(),
    access: access.module('seat', 'manage'),
    summary: 'Bookings of a session as xlsx (姓名, 学工号, seat, session, state, times)',
    raw: true,
  }),
  manageNoShows: endpoint({
    name: 'seat.manageNoShows',
    method: 'GET',
    path: '/api/seat/manage-noshows',
    input: z.object(paging),
    output: pageOf(z.object({ userId: z.string(), name: z.string(), number: z.string(), count: z.number(), last: z.number(), blocked: z.boolean() })),
    access: access.module('seat', 'manage'),
    summary: 'People with no-shows in the last 30 days (managers)',
  }),
  settings: endpoint({
    name: 'seat.settings',
    method: 'GET',
    path: '/api/seat/settings',
    input: z.object({}),
    output: z.object({ noShowLimit: z.number() }),
    access: access.module('seat', 'manage'),
    summary: 'The site’s seat rules: no-shows in 30 days that block booking (0 = never)',
  }),
  settingsSave: endpoint({
    name: 'seat.settingsSave',
    method: 'POST',
    path: '/api/seat/settings-save',
    input: z.object({ noShowLimit: zf.int().min(0).max(100) }),
    output: z.object({ noShowLimit: z.number() }),
    access: access.module('seat', 'manage'),
    summary: 'Save the site’s seat rules',
  }),
};
