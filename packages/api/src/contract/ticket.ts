/**
 * Tickets (spec: ticket/*). Managers (`ticket.manage`) create events with ticket types (quota,
 * per-person limit), a grabbing window and an audience; users of the audience grab tickets first
 * come first served and may refund before the event starts; checkers (`ticket.check`) check a
 * ticket once by its redemption code (兑换码). In `reserve` mode users enrol during the window
 * and a fair random draw allocates the tickets after it closes. Users subscribe to an event to
 * hear when grabbing opens or a ticket comes back; a sold-out type has a waiting list whose head
 * is offered a returned ticket as a hold that lapses after the event's hold minutes.
 */
import { z } from 'zod';
import { audience } from './audience.js';
import { access, byId, endpoint, pageOf, paging, plainText, seconds, zf } from './define.js';


/** The label keys of `ticket.status.*` (packages/i18n ns/ticket.ts) the server answers. */
export const TICKET_LABELS = [
  'notStarted',
  'soldOut',
  'grab',
  'reserve',
  'enroll',
  'reservedWaiting',
  'ended',
  'checked',
  'subscribeCancelled',
  'cancelTicket',
] as const;
export type TicketLabel = (typeof TICKET_LABELS)[number];
export const TICKET_STATUSES = ['issued', 'checked', 'cancelled'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_MODES = ['grab', 'reserve'] as const;
export type TicketMode = (typeof TICKET_MODES)[number];

/** The caller's place on a type's waiting list: waiting in line, or holding an offered ticket until `holdUntil`. */
export const ticketWait = z.object({
  status: z.enum(['waiting', 'held']),
  /** 1-based place among those waiting (0 while holding). */
  position: z.number(),
  holdUntil: z.number().nullable(),
});

export const ticketType = z.object({
  id: z.string(),
  name: z.string(),
  quota: z.number(),
  remaining: z.number(),
  perPerson: z.number(),
  /** Units offered to waiting-list holders right now (not grabbable). */
  held: z.number(),
  /** The label for the caller (a `ticket.status.*` key). */
  label: z.enum(TICKET_LABELS),
  /** The caller's waiting-list place on this type, if any. */
  wait: ticketWait.nullable(),
  /** The caller enrolled in this type's draw (reserve mode) and it has not run yet. */
  reserved: z.boolean(),
});

export const myTicket = z.object({
  id: z.string(),
  typeId: z.string(),
  code: z.string(),
  status: z.enum(TICKET_STATUSES),
  createdAt: z.number(),
  checkedAt: z.number().nullable(),
});
export type MyTicket = z.infer<typeof myTicket>;

export const ticketEvent = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  place: z.string(),
  mode: z.enum(TICKET_MODES),
  startsAt: z.number(),
  openAt: z.number(),
  closeAt: z.number(),
  /** Refunds are accepted until this time (defaults to the start). */
  refundUntil: z.number(),
  /** How long a returned ticket is held for the head of the waiting list; 0 = no waiting list. */
  holdMinutes: z.number(),
  /** Reserve mode: draw on the first read after the window closes. */
  autoDraw: z.boolean(),
  drawnAt: z.number().nullable(),
  published: z.boolean(),
});
/** The live part of an event for the caller: counters, labels, waiting-list places, subscription. */
export const ticketStatusView = z.object({
  id: z.string(),
  now: z.number(),
  subscribed: z.boolean(),
  types: z.array(ticketType),
});
export type TicketEvent = z.infer<typeof ticketEvent>;
export type TicketTypeView = z.infer<typeof ticketType>;
export const ticketEventDetail = ticketEvent.extend({
  types: z.array(ticketType),
  mine: z.array(myTicket),
  /** The caller as printed on their tickets (姓名, 学工号). */
  holder: z.object({ name: z.string(), number: z.string() }),
  subscribed: z.boolean(),
  now: z.number(),
});
export type TicketEventDetail = z.infer<typeof ticketEventDetail>;

const typeInput = z.object({
  id: zf.id().optional(),
  name: plainText(60).pipe(z.string().min(1)),
  quota: zf.int().min(0).max(1000000),
  perPerson: zf.int().min(1).max(100).default(1),
});

const eventInput = z
  .object({
    id: zf.id().optional(),
    title: plainText(120).pipe(z.string().min(1)),
    description: plainText(5000).default(''),
    place: plainText(200).default(''),
    mode: z.enum(TICKET_MODES).default('grab'),
    startsAt: seconds(),
    openAt: seconds(),
    closeAt: seconds(),
    /** Refund deadline; absent = the start. */
    refundUntil: seconds().optional(),
    holdMinutes: zf.int().min(0).max(1440).default(15),
    autoDraw: zf.bool().default(false),
    audience,
    published: zf.bool().default(true),
    types: z.array(typeInput).min(1).max(20),
  })
  .refine((e) => e.openAt < e.closeAt, { path: ['closeAt'], message: 'must be after openAt' })
  .refine((e) => e.closeAt <= e.startsAt, { path: ['startsAt'], message: 'must not be before closeAt' })
  .refine((e) => e.refundUntil === undefined || e.refundUntil <= e.startsAt, { path: ['refundUntil'], message: 'must not be after startsAt' });

const byType = z.object({ typeId: zf.id() });

/** What enrol gave: a ticket (grab mode) or a place in the draw (reserve mode). */
export const enrollResult = z.discriminatedUnion('kind', [
  myTicket.extend({ kind: z.literal('ticket') }),
  z.object({ kind: z.literal('reservation'), typeId: z.string(), createdAt: z.number() }),
]);
export const drawSummary = z.object({
  id: z.string(),
  drawnAt: z.number(),
  /** false when the draw had already run: the summary is the stored result. */
  ranNow: z.boolean(),
  types: z.array(z.object({ id: z.string(), name: z.string(), quota: z.number(), entrants: z.number(), winners: z.number(), issued: z.number() })),
});
export type DrawSummary = z.infer<typeof drawSummary>;
export const ticketHolder = z.object({
  id: z.string(),
  name: z.string(),
  number: z.string(),
  typeName: z.string(),
  code: z.string(),
  status: z.enum(TICKET_STATUSES),
  createdAt: z.number(),
  checkedAt: z.number().nullable(),
});
export type TicketHolder = z.infer<typeof ticketHolder>;

export const ticket = {
  index: endpoint({
    name: 'ticket.index',
    method: 'GET',
    path: '/api/ticket/index',
    input: z.object(paging),
    output: pageOf(ticketEvent),
    access: access.user,
    summary: 'Published events whose audience includes the caller, newest first',
  }),
  detail: endpoint({
    name: 'ticket.detail',
    method: 'GET',
    path: '/api/ticket/detail',
    input: byId,
    output: ticketEventDetail,
    access: access.user,
    summary: 'An event with its ticket types, remaining counts, the caller’s labels and tickets',
  }),
  status: endpoint({
    name: 'ticket.status',
    method: 'GET',
    path: '/api/ticket/status',
    input: byId,
    output: ticketStatusView,
    access: access.user,
    summary: 'The caller’s labels, counters and waiting-list places per type (for polling during a rush)',
  }),
  enroll: endpoint({
    name: 'ticket.enroll',
    method: 'POST',
    path: '/api/ticket/enroll',
    input: byType,
    output: enrollResult,
    access: access.user,
    urlInput: true,
    summary: 'Grab one ticket (grab mode, first come first served, never oversells) or enter the draw (reserve mode)',
  }),
  subscribe: endpoint({
    name: 'ticket.subscribe',
    method: 'POST',
    path: '/api/ticket/subscribe',
    input: byId,
    output: z.object({ subscribed: z.boolean() }),
    access: access.user,
    summary: 'Be notified when grabbing opens or a ticket of the event is returned',
  }),
  cancelSub: endpoint({
    name: 'ticket.cancelSub',
    method: 'POST',
    path: '/api/ticket/cancel-sub',
    input: byId,
    output: z.object({ subscribed: z.boolean() }),
    access: access.user,
    summary: 'Stop the notifications of an event',
  }),
  waitJoin: endpoint({
    name: 'ticket.waitJoin',
    method: 'POST',
    path: '/api/ticket/wait-join',
    input: byType,
    output: ticketWait,
    access: access.user,
    summary: 'Join the waiting list of a sold-out type',
  }),
  waitLeave: endpoint({
    name: 'ticket.waitLeave',
    method: 'POST',
    path: '/api/ticket/wait-leave',
    input: byType,
    output: z.object({ left: z.boolean() }),
    access: access.user,
    summary: 'Leave a waiting list (a held ticket goes to the next in line)',
  }),
  holdConfirm: endpoint({
    name: 'ticket.holdConfirm',
    method: 'POST',
    path: '/api/ticket/hold-confirm',
    input: byType,
    output: myTicket,
    access: access.user,
    summary: 'Take the ticket held for the caller before the hold lapses',
  }),
  refund: endpoint({
    name: 'ticket.refund',
    method: 'POST',
    path: '/api/ticket/refund',
    input: byId,
    output: myTicket,
    access: access.user,
    summary: 'Cancel one of the caller’s tickets before the event starts; the unit returns to the pool',
  }),
  check: endpoint({
    name: 'ticket.check',
    method: 'POST',
    path: '/api/ticket/check',
    input: z.object({ code: z.string().trim().min(4).max(200) }),
    output: myTicket.extend({ eventTitle: z.string(), typeName: z.string(), name: z.string(), number: z.string() }),
    access: access.module('ticket', 'check'),
    summary: 'Check a ticket by its redemption code (or a scanned text carrying `code=`), exactly once; a second check answers when it was checked',
  }),
  manageList: endpoint({
    name: 'ticket.manageList',
    method: 'GET',
    path: '/api/ticket/manage-list',
    input: z.object(paging),
    output: pageOf(ticketEvent.extend({ issued: z.number(), quota: z.number() })),
    access: access.module('ticket', 'manage'),
    summary: 'Every event of the site with its counters (managers)',
  }),
  manageDetail: endpoint({
    name: 'ticket.manageDetail',
    method: 'GET',
    path: '/api/ticket/manage-detail',
    input: byId,
    output: ticketEvent.extend({
      audience: z.unknown(),
      types: z.array(ticketType.pick({ id: true, name: true, quota: true, remaining: true, perPerson: true, held: true }).extend({ issued: z.number(), entrants: z.number(), waiting: z.number() })),
    }),
    access: access.module('ticket', 'manage'),
    summary: 'One event with its audience and type counters (managers)',
  }),
  draw: endpoint({
    name: 'ticket.draw',
    method: 'POST',
    path: '/api/ticket/draw',
    input: byId,
    output: drawSummary,
    access: access.module('ticket', 'manage'),
    summary: 'Run the random draw of a closed reserve event (idempotent: a second call answers the stored result)',
  }),
  holders: endpoint({
    name: 'ticket.holders',
    method: 'GET',
    path: '/api/ticket/holders',
    input: z.object({ id: zf.id(), ...paging }),
    output: pageOf(ticketHolder),
    access: access.module('ticket', 'manage'),
    summary: 'The ticket holders of an event (managers)',
  }),
  export: endpoint({
    name: 'ticket.export',
    method: 'GET',
    path: '/api/ticket/export',
    input: byId,
    output: z.null(),
    raw: true,
    access: access.module('ticket', 'manage'),
    summary: 'The ticket holders of an event as an xlsx file',
  }),
  manageSave: endpoint({
    name: 'ticket.manageSave',
    method: 'POST',
    path: '/api/ticket/manage-save',
    input: eventInput,
    output: z.object({ id: z.string() }),
    access: access.module('ticket', 'manage'),
    summary: 'Create or update an event and its ticket types; a quota never drops below what is issued',
  }),
};
