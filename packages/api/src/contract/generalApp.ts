/**
 * Venue and event appointments (spec: generalApp/*, generalAppPc/*). Managers
 * (`generalApp.manage`) describe spaces (opening hours, slot length, capacity or whole-space
 * booking, horizon, per-person limits, audience, approval, check-in with a grace window);
 * users of a space's audience book a slot (or a weekly series); approvers (`generalApp.approve`,
 * or the space's named approvers) decide; staff (`generalApp.sign`) check attendees in by the
 * appointment's QR code; a missed check-in becomes a no-show when read after start + grace.
 */
import { z } from 'zod';
import { audience } from './audience.js';
import { access, byId, endpoint, pageOf, paging, plainText, requiredText, seconds, zf } from './define.js';

const date = () => z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'a date YYYY-MM-DD');
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'a time HH:MM');
const blank = (v: unknown) => (v === '' ? undefined : v);
const optional = <T extends z.ZodType>(s: T) => z.preprocess(blank, s.optional());

export const GA_CATEGORIES = ['meeting', 'gym', 'lab', 'hall', 'classroom', 'other'] as const;
export type GaCategory = (typeof GA_CATEGORIES)[number];
/** Stored states, plus `expired` (pending when the slot started: never decided). */
export const GA_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'cancelled',
  'checked',
  'completed',
  'noshow',
  'expired',
] as const;
export type GaStatus = (typeof GA_STATUSES)[number];
export const GA_EVENT_KINDS = ['booked', 'approved', 'rejected', 'cancelled', 'checked', 'noshow', 'advice'] as const;

const range = z.object({ from: hhmm, to: hhmm });
/** Opening hours: seven lists (index 0 = Sunday) of up to four ranges. */
export const openingHours = z.array(z.array(range).max(4)).length(7);

export const gaSpace = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(GA_CATEGORIES),
  location: z.string(),
  photos: z.array(z.string()),
  description: z.string(),
  capacity: z.number(),
  whole: z.boolean(),
  hours: openingHours,
  slotMinutes: z.number(),
  horizonDays: z.number(),
  perDay: z.number(),
  perWeek: z.number(),
  approval: z.boolean(),
  checkin: z.boolean(),
  graceMinutes: z.number(),
  enabled: z.boolean(),
});
export type GaSpace = z.infer<typeof gaSpace>;
export const gaSpaceAdmin = gaSpace.extend({
  audience: z.unknown(),
  approvers: z.array(z.object({ id: z.string(), name: z.string() })),
  sort: z.number(),
});

export const gaSlot = z.object({
  startsAt: z.number(),
  endsAt: z.number(),
  from: z.string(),
  to: z.string(),
  capacity: z.number(),
  remaining: z.number(),
  /** open: bookable; full; past: started; mine: the caller holds it. */
  state: z.enum(['open', 'full', 'past', 'mine']),
});
export type GaSlot = z.infer<typeof gaSlot>;

export const gaAppointment = z.object({
  id: z.string(),
  spaceId: z.string(),
  spaceName: z.string(),
  location: z.string(),
  startsAt: z.number(),
  endsAt: z.number(),
  /** The site-local date and times of the slot (the site's timezone, not the phone's). */
  day: z.string(),
  from: z.string(),
  to: z.string(),
  attendees: z.number(),
  purpose: z.string(),
  contact: z.string(),
  status: z.enum(GA_STATUSES),
  reason: z.string(),
  /** The check-in code (shown as a QR) — only to the applicant. */
  code: z.string(),
  checkin: z.boolean(),
  graceUntil: z.number(),
  /** Site-local `HH:MM` by which to check in. */
  graceAt: z.string(),
  checkedAt: z.number().nullable(),
  decidedAt: z.number().nullable(),
  seriesId: z.string().nullable(),
  createdAt: z.number(),
});
export type GaAppointment = z.infer<typeof gaAppointment>;
export const gaAppointmentAdmin = gaAppointment.extend({
  userName: z.string(),
  number: z.string(),
  checkedBy: z.string(),
});
export type GaAppointmentAdmin = z.infer<typeof gaAppointmentAdmin>;
export const gaEvent = z.object({
  id: z.string(),
  appointmentId: z.string(),
  kind: z.enum(GA_EVENT_KINDS),
  note: z.string(),
  by: z.string(),
  at: z.number(),
  spaceName: z.string(),
  startsAt: z.number(),
  /** Site-local `YYYY-MM-DD HH:MM` of the appointment's start and of the event. */
  when: z.string(),
  atText: z.string(),
});

const bookInput = {
  spaceId: zf.id(),
  startsAt: seconds(),
  attendees: zf.int().min(1).max(10000).default(1),
  purpose: requiredText(500),
  contact: requiredText(60),
};

const spaceInput = z
  .object({
    id: zf.id().optional(),
    name: requiredText(80),
    category: z.enum(GA_CATEGORIES),
    location: plainText(200).default(''),
    photos: zf.list(z.string().max(500)).pipe(z.array(z.string()).max(9)).default([]),
    description: plainText(5000).default(''),
    capacity: zf.int().min(1).max(10000),
    whole: zf.bool().default(false),
    hours: openingHours,
    slotMinutes: zf.int().min(10).max(720),
    horizonDays: zf.int().min(1).max(180),
    perDay: zf.int().min(0).max(100).default(0),
    perWeek: zf.int().min(0).max(500).default(0),
    audience,
    approval: zf.bool().default(false),
    approvers: zf.list(zf.id()).pipe(z.array(z.string()).max(50)).default([]),
    checkin: zf.bool().default(false),
    graceMinutes: zf.int().min(0).max(240).default(15),
    enabled: zf.bool().default(true),
    sort: zf.int().min(0).max(100000).default(0),
  })
  .refine((s) => s.perWeek === 0 || s.perDay === 0 || s.perWeek >= s.perDay, {
    path: ['perWeek'],
    message: 'must not be below perDay',
  });

const recordFilter = {
  spaceId: optional(zf.id()),
  from: optional(date()),
  to: optional(date()),
  status: optional(z.enum(GA_STATUSES)),
  keyword: optional(plainText(60)),
};

const usage = z.object({
  days: z.array(z.string()),
  spaces: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      bookings: z.array(z.number()),
      booked: z.number(),
      offered: z.number(),
      utilisation: z.number(),
    }),
  ),
});

const manage = access.module('generalApp', 'manage');

export const generalApp = {
  spaces: endpoint({
    name: 'generalApp.spaces',
    method: 'GET',
    path: '/api/generalApp/spaces',
    input: z.object({ category: optional(z.enum(GA_CATEGORIES)), keyword: optional(plainText(60)) }),
    output: z.object({ list: z.array(gaSpace) }),
    access: access.user,
    summary: 'Enabled spaces whose audience includes the caller',
  }),
  space: endpoint({
    name: 'generalApp.space',
    method: 'GET',
    path: '/api/generalApp/space',
    input: byId,
    output: gaSpace.extend({ today: z.string(), lastDay: z.string(), noShows: z.number() }),
    access: access.user,
    summary: 'One space with its bookable window (local dates) and the caller’s no-show count',
  }),
  slots: endpoint({
    name: 'generalApp.slots',
    method: 'GET',
    path: '/api/generalApp/slots',
    input: z.object({ spaceId: zf.id(), date: date() }),
    output: z.object({ date: z.string(), slots: z.array(gaSlot) }),
    access: access.user,
    summary: 'The slots of a space on a local date with their remaining capacity',
  }),
  appoint: endpoint({
    name: 'generalApp.appoint',
    method: 'POST',
    path: '/api/generalApp/appoint',
    input: z.object(bookInput),
    output: gaAppointment,
    access: access.user,
    summary: 'Book one slot: approved at once, or pending when the space requires approval; never overbooks',
  }),
  appointRepeat: endpoint({
    name: 'generalApp.appointRepeat',
    method: 'POST',
    path: '/api/generalApp/appoint-repeat',
    input: z.object({
      ...bookInput,
      weekdays: zf.list(zf.int().min(0).max(6)).pipe(z.array(z.number()).min(1).max(7)),
      until: date(),
    }),
    output: z.object({
      seriesId: z.string(),
      created: z.array(gaAppointment),
      skipped: z.array(
        z.object({
          startsAt: z.number(),
          /** Site-local `YYYY-MM-DD HH:MM`. */
          when: z.string(),
          why: z.enum(['full', 'taken', 'limit', 'closed', 'horizon', 'past']),
        }),
      ),
    }),
    access: access.user,
    summary:
      'Book the same time weekly on chosen weekdays until a date (at most 26 weeks); conflicting or full slots are skipped and listed',
  }),
  mine: endpoint({
    name: 'generalApp.mine',
    method: 'GET',
    path: '/api/generalApp/mine',
    input: z.object({ scope: z.enum(['upcoming', 'history']).default('upcoming'), ...paging }),
    output: pageOf(gaAppointment).extend({ noShows: z.number() }),
    access: access.user,
    summary: 'The caller’s appointments: upcoming (soonest first) or history (latest first)',
  }),
  detail: endpoint({
    name: 'generalApp.detail',
    method: 'GET',
    path: '/api/generalApp/detail',
    input: byId,
    output: gaAppointment.extend({ events: z.array(gaEvent) }),
    access: access.user,
    summary: 'One of the caller’s appointments with its check-in code and history',
  }),
  cancel: endpoint({
    name: 'generalApp.cancel',
    method: 'POST',
    path: '/api/generalApp/cancel',
    input: byId,
    output: gaAppointment,
    access: access.user,
    summary: 'Cancel one of the caller’s pending or approved appointments before it starts; the capacity returns',
  }),
  events: endpoint({
    name: 'generalApp.events',
    method: 'GET',
    path: '/api/generalApp/events',
    input: z.object(paging),
    output: pageOf(gaEvent),
    access: access.user,
    summary: 'What happened to the caller’s appointments (decisions, check-ins, notes), newest first',
  }),
  pending: endpoint({
    name: 'generalApp.pending',
    method: 'GET',
    path: '/api/generalApp/pending',
    input: z.object({ spaceId: optional(zf.id()), ...paging }),
    output: pageOf(gaAppointmentAdmin),
    access: access.module('generalApp', 'approve'),
    summary: 'Appointments waiting for the caller’s decision, soonest first',
  }),
  decide: endpoint({
    name: 'generalApp.decide',
    method: 'POST',
    path: '/api/generalApp/decide',
    input: z
      .object({ id: zf.id(), approve: zf.bool(), reason: plainText(500).default('') })
      .refine((d) => d.approve || d.reason.length > 0, { path: ['reason'], message: 'required when rejecting' }),
    output: gaAppointmentAdmin,
    access: access.module('generalApp', 'approve'),
    summary: 'Approve or reject (with a reason) a pending appointment; rejecting returns the capacity',
  }),
  signList: endpoint({
    name: 'generalApp.signList',
    method: 'GET',
    path: '/api/generalApp/sign-list',
    input: z.object({ spaceId: optional(zf.id()), date: optional(date()) }),
    output: z.object({ date: z.string(), list: z.array(gaAppointmentAdmin) }),
    access: access.module('generalApp', 'sign'),
    summary: 'Approved and checked-in appointments of a day (default today) to check people in',
  }),
  sign: endpoint({
    name: 'generalApp.sign',
    method: 'POST',
    path: '/api/generalApp/sign',
    input: z
      .object({ code: optional(z.string().trim().min(4).max(64)), id: optional(zf.id()) })
      .refine((d) => d.code || d.id, { path: ['code'], message: 'a code or an id' }),
    output: gaAppointmentAdmin,
    access: access.module('generalApp', 'sign'),
    summary:
      'Check an attendee in by the appointment’s code (QR) or id, once, from 30 minutes before the start until the grace window ends',
  }),
  signLog: endpoint({
    name: 'generalApp.signLog',
    method: 'GET',
    path: '/api/generalApp/sign-log',
    input: z.object({ spaceId: optional(zf.id()), date: optional(date()), ...paging }),
    output: pageOf(gaAppointmentAdmin),
    access: access.module('generalApp', 'sign'),
    summary: 'Who was checked in when and by whom, latest first',
  }),
  adminDetail: endpoint({
    name: 'generalApp.adminDetail',
    method: 'GET',
    path: '/api/generalApp/admin-detail',
    input: byId,
    output: gaAppointmentAdmin.extend({ noShows: z.number(), events: z.array(gaEvent) }),
    access: access.module('generalApp'),
    summary: 'One appointment for staff (managers, approvers, checkers) with the applicant’s no-show count',
  }),
  manageSpaces: endpoint({
    name: 'generalApp.manageSpaces',
    method: 'GET',
    path: '/api/generalApp/manage-spaces',
    input: z.object({ keyword: optional(plainText(60)), category: optional(z.enum(GA_CATEGORIES)), ...paging }),
    output: pageOf(gaSpace.extend({ sort: z.number() })),
    access: manage,
    summary: 'Every space of the site (managers)',
  }),
  manageSpace: endpoint({
    name: 'generalApp.manageSpace',
    method: 'GET',
    path: '/api/generalApp/manage-space',
    input: byId,
    output: gaSpaceAdmin,
    access: manage,
    summary: 'One space with its audience and named approvers (managers)',
  }),
  saveSpace: endpoint({
    name: 'generalApp.saveSpace',
    method: 'POST',
    path: '/api/generalApp/information',
    input: spaceInput,
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Create or update a space (generalAppPc/information)',
  }),
  records: endpoint({
    name: 'generalApp.records',
    method: 'GET',
    path: '/api/generalApp/record',
    input: z.object({ ...recordFilter, ...paging }),
    output: pageOf(gaAppointmentAdmin),
    access: manage,
    summary: 'Appointment records filtered by space, local date range, state and applicant (generalAppPc/record)',
  }),
  recordsExport: endpoint({
    name: 'generalApp.recordsExport',
    method: 'GET',
    path: '/api/generalApp/record-export',
    input: z.object(recordFilter),
    output: z.unknown(),
    access: manage,
    raw: true,
    summary: 'The filtered records as xlsx (姓名, 学工号, space, date, slot, state, purpose, check-in time)',
  }),
  nameList: endpoint({
    name: 'generalApp.nameList',
    method: 'GET',
    path: '/api/generalApp/name-list',
    input: z.object({ spaceId: zf.id(), date: date() }),
    output: z.object({
      space: z.string(),
      date: z.string(),
      slots: z.array(gaSlot.omit({ state: true }).extend({ people: z.array(gaAppointmentAdmin) })),
    }),
    access: manage,
    summary: 'Who holds each slot of a space on a day (generalAppPc/nameList)',
  }),
  nameListExport: endpoint({
    name: 'generalApp.nameListExport',
    method: 'GET',
    path: '/api/generalApp/name-list-export',
    input: z.object({ spaceId: zf.id(), date: date() }),
    output: z.unknown(),
    access: manage,
    raw: true,
    summary: 'The name list of a space and day as xlsx',
  }),
  usage: endpoint({
    name: 'generalApp.usage',
    method: 'GET',
    path: '/api/generalApp/usage',
    input: z
      .object({ from: date(), to: date() })
      .refine((d) => d.from <= d.to, { path: ['to'], message: 'must not be before from' }),
    output: usage,
    access: manage,
    summary: 'Bookings per space per day and utilisation (booked units / offered units) over at most 62 days',
  }),
  advise: endpoint({
    name: 'generalApp.advise',
    method: 'POST',
    path: '/api/generalApp/advice',
    input: z.object({ id: zf.id(), note: requiredText(1000) }),
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Send a note to the applicant of an appointment (generalAppPc/advice); it lands in their messages',
  }),
  adviceList: endpoint({
    name: 'generalApp.adviceList',
    method: 'GET',
    path: '/api/generalApp/advice-list',
    input: z.object(paging),
    output: pageOf(gaEvent.extend({ userName: z.string() })),
    access: manage,
    summary: 'Notes sent to applicants, newest first',
  }),
};
