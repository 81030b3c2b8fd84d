/**
 * Tickets (spec: ticket/*). Managers (`ticket.manage`) create events with ticket types (quota,
 * per-person limit), a grabbing window and an audience; users of the audience grab tickets first
 * come first served and may refund before the event starts; checkers (`ticket.check`) check a
 * ticket once by its redemption code (兑换码). Reserve-then-allocate mode is not built yet.
 */
import { z } from 'zod';
import { audience } from './audience.js';
import { access, endpoint, zf } from './define.js';

// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const plain = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !CONTROL.test(s), 'invalid character');
const seconds = () => zf.int().min(0).max(4102444800);
const paging = {
  current: zf.int().min(1).max(100000).default(1),
  pageSize: zf.int().min(1).max(100).default(20),
};

/** The label keys of `ticket.status.*` (packages/i18n ns/ticket.ts) the server answers. */
export const TICKET_LABELS = ['notStarted', 'soldOut', 'grab', 'ended', 'checked', 'cancelTicket'] as const;
export type TicketLabel = (typeof TICKET_LABELS)[number];
export const TICKET_STATUSES = ['issued', 'checked', 'cancelled'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const ticketType = z.object({
  id: z.string(),
  name: z.string(),
  quota: z.number(),
  remaining: z.number(),
  perPerson: z.number(),
  /** The label for the caller (a `ticket.status.*` key). */
  label: z.enum(TICKET_LABELS),
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
  mode: z.enum(['grab']),
  startsAt: z.number(),
  openAt: z.number(),
  closeAt: z.number(),
  published: z.boolean(),
});
export const ticketEventDetail = ticketEvent.extend({ types: z.array(ticketType), mine: z.array(myTicket) });
export type TicketEventDetail = z.infer<typeof ticketEventDetail>;

const typeInput = z.object({
  id: zf.id().optional(),
  name: plain(60).pipe(z.string().min(1)),
  quota: zf.int().min(0).max(1000000),
  perPerson: zf.int().min(1).max(100).default(1),
});

const eventInput = z
  .object({
    id: zf.id().optional(),
    title: plain(120).pipe(z.string().min(1)),
    description: plain(5000).default(''),
    place: plain(200).default(''),
    mode: z.enum(['grab']).default('grab'),
    startsAt: seconds(),
    openAt: seconds(),
    closeAt: seconds(),
    audience,
    published: zf.bool().default(true),
    types: z.array(typeInput).min(1).max(20),
  })
  .refine((e) => e.openAt < e.closeAt, { path: ['closeAt'], message: 'must be after openAt' })
  .refine((e) => e.closeAt <= e.startsAt, { path: ['startsAt'], message: 'must not be before closeAt' });

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number(), current: z.number(), pageSize: z.number() });
const byId = z.object({ id: zf.id() });

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
  enroll: endpoint({
    name: 'ticket.enroll',
    method: 'POST',
    path: '/api/ticket/enroll',
    input: z.object({ typeId: zf.id() }),
    output: myTicket,
    access: access.user,
    summary: 'Grab one ticket of a type (first come first served); never oversells',
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
    input: z.object({ code: z.string().trim().min(4).max(32) }),
    output: myTicket.extend({ eventTitle: z.string(), typeName: z.string(), name: z.string(), number: z.string() }),
    access: access.module('ticket', 'check'),
    summary: 'Check a ticket by its redemption code, exactly once',
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
      types: z.array(ticketType.omit({ label: true }).extend({ issued: z.number() })),
    }),
    access: access.module('ticket', 'manage'),
    summary: 'One event with its audience and type counters (managers)',
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
