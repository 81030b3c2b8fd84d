/**
 * Leave-campus travel registration (spec row bjtuTravel/index). A student registers a trip
 * (destination and region, dates, transport, reason, emergency contact), sees and cancels
 * future ones and reports their return. Their counselors — users of the student's department
 * holding `travel.manage` — see the department's trips (who is away today, who is overdue) and
 * export them; `travel.all` sees every department. A registration, not an approval: the status
 * is registered, away, returned, cancelled, or overdue once the return date has passed without
 * a return report (worked out when read, from the site's local date).
 */
import { z } from 'zod';
import { access, byId, endpoint, plainText, requiredText, zf } from './define.js';

export const TRAVEL_TRANSPORTS = ['train', 'plane', 'bus', 'car', 'ship', 'other'] as const;
export type TravelTransport = (typeof TRAVEL_TRANSPORTS)[number];
export const TRIP_STATUSES = ['registered', 'away', 'returned', 'cancelled', 'overdue'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];
/** The longest trip one registration covers, in days. */
export const TRIP_MAX_DAYS = 180;
/** A phone number as people write it. */
export const TRAVEL_PHONE = /^\+?[0-9][0-9\- ]{5,19}$/;

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const opt = <T extends z.ZodType>(s: T) => z.preprocess(blank, s.optional()).optional();
/** A real calendar date `YYYY-MM-DD` (not 2030-02-30). */
const realDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
};
const date = () => z.string().regex(DATE, 'not a date (YYYY-MM-DD)').refine(realDate, 'not a date (YYYY-MM-DD)');

export const travelTrip = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  number: z.string(),
  department: z.string(),
  className: z.string(),
  destination: z.string(),
  region: z.string(),
  departDate: z.string(),
  returnDate: z.string(),
  transport: z.enum(TRAVEL_TRANSPORTS),
  reason: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  status: z.enum(TRIP_STATUSES),
  returnedAt: z.number().nullable(),
  createdAt: z.number(),
  /** For the traveller: may still cancel (departure in the future) / report the return. */
  cancellable: z.boolean(),
  returnable: z.boolean(),
});
export type TravelTrip = z.infer<typeof travelTrip>;

export const tripFilter = z.object({
  status: opt(z.enum(TRIP_STATUSES)),
  /** Trips under way on this local date (departed, not back, return date not before it). */
  awayOn: opt(date()),
  /** Name, 学工号, destination or region. */
  keyword: opt(plainText(40)),
  /** Only with travel.all; others always see their own department. */
  departmentId: opt(zf.id()),
});

const manage = access.module('travel', 'manage');
const counts = z.object({ away: z.number(), overdue: z.number(), registered: z.number() });

export const travel = {
  register: endpoint({
    name: 'travel.register',
    method: 'POST',
    path: '/api/travel/register',
    input: z.object({
      destination: requiredText(100),
      region: requiredText(60),
      departDate: date(),
      returnDate: date(),
      transport: z.enum(TRAVEL_TRANSPORTS),
      reason: requiredText(300),
      contactName: requiredText(40),
      contactPhone: z.string().trim().regex(TRAVEL_PHONE, 'not a phone number'),
    }),
    output: travelTrip,
    access: access.user,
    summary: 'Register a trip off campus (departure today or later, back within 180 days)',
  }),
  mine: endpoint({
    name: 'travel.mine',
    method: 'GET',
    path: '/api/travel/mine',
    input: z.object({}),
    output: z.object({ today: z.string(), list: z.array(travelTrip) }),
    access: access.user,
    summary: 'My trips, newest first, with their status as of today',
  }),
  cancel: endpoint({
    name: 'travel.cancel',
    method: 'POST',
    path: '/api/travel/cancel',
    input: byId,
    output: travelTrip,
    access: access.user,
    summary: 'Cancel my trip that has not started yet',
  }),
  reportReturn: endpoint({
    name: 'travel.reportReturn',
    method: 'POST',
    path: '/api/travel/report-return',
    input: byId,
    output: travelTrip,
    access: access.user,
    summary: 'Report that I am back from a trip under way (or overdue)',
  }),
  department: endpoint({
    name: 'travel.department',
    method: 'GET',
    path: '/api/travel/department',
    input: tripFilter.extend({
      current: zf.int().min(1).max(100000).default(1),
      pageSize: zf.int().min(1).max(200).default(20),
    }),
    output: z.object({ today: z.string(), counts, list: z.array(travelTrip), total: z.number(), current: z.number(), pageSize: z.number() }),
    access: manage,
    summary: 'Trips of the counselor’s department (any department with travel.all), with today’s counts',
  }),
  departments: endpoint({
    name: 'travel.departments',
    method: 'GET',
    path: '/api/travel/departments',
    input: z.object({}),
    output: z.object({ all: z.boolean(), list: z.array(z.object({ id: z.string(), name: z.string() })) }),
    access: manage,
    summary: 'The departments the caller may look at',
  }),
  export: endpoint({
    name: 'travel.export',
    method: 'GET',
    path: '/api/travel/export',
    input: tripFilter,
    output: z.null(),
    access: manage,
    raw: true,
    summary: 'The filtered trips of the department as xlsx',
  }),
};
