/**
 * Shuttle bus (spec: shuttleBus/*). Routes run through ordered stops; each route has timetables
 * (trips with a departure time per stop, the service days they run on, an effective date range).
 * The next departures from a stop are computed on the server in the site's timezone, with the
 * site's holidays. Holders of `shuttleBus.manage` edit everything in the console and may import
 * a timetable's trips from xlsx (all rows checked first, all or nothing).
 */
import { z } from 'zod';
import { importError } from './admin.js';
import { access, byId, endpoint, plainText, requiredText, zf } from './define.js';


/** A departure time `HH:MM` (24 h) in the site's timezone. */
export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Service days: a holiday of the site wins over its weekday or weekend. */
export const SERVICE_DAYS = ['weekday', 'weekend', 'holiday'] as const;
export type ServiceDay = (typeof SERVICE_DAYS)[number];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const date = () =>
  z
    .string()
    .regex(DATE, 'YYYY-MM-DD')
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'not a date');
const optionalDate = () => z.preprocess((v) => (v === '' || v === null ? undefined : v), date().optional());
const jsonish = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

/** One trip: a time per stop of the route, in the route's order; null = does not stop there. */
export const trip = z.array(z.union([z.string().regex(HHMM, 'HH:MM'), z.null()]));

export const busStop = z.object({ id: z.string(), name: z.string(), position: z.string(), lat: z.number().nullable(), lng: z.number().nullable() });
export type BusStop = z.infer<typeof busStop>;

export const busRoute = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  notes: z.string(),
  sort: z.number(),
  stops: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type BusRoute = z.infer<typeof busRoute>;

export const busTimetable = z.object({
  id: z.string(),
  routeId: z.string(),
  name: z.string(),
  days: z.array(z.enum(SERVICE_DAYS)),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  trips: z.array(trip),
  /** Runs today (the site's date), by its days and date range. */
  today: z.boolean(),
});
export type BusTimetable = z.infer<typeof busTimetable>;

export const departure = z.object({
  routeId: z.string(),
  routeName: z.string(),
  color: z.string(),
  timetableId: z.string(),
  /** The site's local date and time of the departure. */
  date: z.string(),
  time: z.string(),
  /** The instant, seconds. */
  at: z.number(),
  /** The route's last stop on this trip. */
  towards: z.string(),
});
export type Departure = z.infer<typeof departure>;

const manage = access.module('shuttleBus', 'manage');
const listOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item) });

export const timetableInput = z
  .object({
    id: zf.id().optional(),
    routeId: zf.id(),
    name: requiredText(60),
    days: zf.list(z.enum(SERVICE_DAYS)).pipe(z.array(z.enum(SERVICE_DAYS)).min(1, 'choose at least one')),
    validFrom: optionalDate(),
    validTo: optionalDate(),
    trips: z.preprocess(jsonish, z.array(trip).max(300)).default([]),
  })
  .refine((t) => !t.validFrom || !t.validTo || t.validFrom <= t.validTo, { path: ['validTo'], message: 'must not be before validFrom' });

export const shuttleBus = {
  stops: endpoint({
    name: 'shuttleBus.stops',
    method: 'GET',
    path: '/api/shuttleBus/stops',
    input: z.object({}),
    output: listOf(busStop),
    access: access.user,
    summary: 'Every stop of the site',
  }),
  routes: endpoint({
    name: 'shuttleBus.routes',
    method: 'GET',
    path: '/api/shuttleBus/routes',
    input: z.object({}),
    output: listOf(busRoute),
    access: access.user,
    summary: 'Every route of the site with its stops in order',
  }),
  route: endpoint({
    name: 'shuttleBus.route',
    method: 'GET',
    path: '/api/shuttleBus/route',
    input: byId,
    output: z.object({ route: busRoute, stops: z.array(busStop), timetables: z.array(busTimetable), today: z.string() }),
    access: access.user,
    summary: 'One route: its stops and every timetable (which of them run today)',
  }),
  next: endpoint({
    name: 'shuttleBus.next',
    method: 'GET',
    path: '/api/shuttleBus/next',
    input: z.object({
      stopId: zf.id(),
      /** From this instant (seconds); now when left out. */
      at: zf.int().min(0).max(4102444800).optional(),
      /** Departures per route. */
      perRoute: zf.int().min(1).max(10).default(3),
    }),
    output: z.object({ now: z.number(), timezone: z.string(), list: z.array(departure) }),
    access: access.user,
    summary: 'The next departures from a stop across routes (within a week), in the site’s timezone',
  }),
  holidays: endpoint({
    name: 'shuttleBus.holidays',
    method: 'GET',
    path: '/api/shuttleBus/holidays',
    input: z.object({}),
    output: z.object({ dates: z.array(z.string()) }),
    access: manage,
    summary: 'The site’s holiday dates (holiday service runs on them)',
  }),
  saveHolidays: endpoint({
    name: 'shuttleBus.saveHolidays',
    method: 'POST',
    path: '/api/shuttleBus/save-holidays',
    input: z.object({ dates: zf.list(date()).pipe(z.array(z.string()).max(400)) }),
    output: z.null(),
    access: manage,
    summary: 'Replace the site’s holiday dates',
  }),
  saveStop: endpoint({
    name: 'shuttleBus.saveStop',
    method: 'POST',
    path: '/api/shuttleBus/save-stop',
    input: z.object({
      id: zf.id().optional(),
      name: requiredText(60),
      position: plainText(120).default(''),
      lat: z.preprocess((v) => (v === '' || v === null ? undefined : v), zf.num().min(-90).max(90).optional()),
      lng: z.preprocess((v) => (v === '' || v === null ? undefined : v), zf.num().min(-180).max(180).optional()),
    }),
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Create or edit a stop',
  }),
  deleteStop: endpoint({
    name: 'shuttleBus.deleteStop',
    method: 'POST',
    path: '/api/shuttleBus/delete-stop',
    input: byId,
    output: z.null(),
    access: manage,
    summary: 'Delete a stop no route uses',
  }),
  saveRoute: endpoint({
    name: 'shuttleBus.saveRoute',
    method: 'POST',
    path: '/api/shuttleBus/save-route',
    input: z.object({
      id: zf.id().optional(),
      name: requiredText(60),
      color: plainText(7).pipe(z.string().regex(/^#[0-9a-fA-F]{6}$/, '#RRGGBB')).default('#1677ff'),
      notes: plainText(300).default(''),
      sort: zf.int().min(0).max(100000).default(0),
      stopIds: zf.list(zf.id()).pipe(z.array(z.string()).min(2, 'at least two stops').max(60)),
    }),
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Create or edit a route and its stops in order (changing the stops of a route with timetables is refused)',
  }),
  deleteRoute: endpoint({
    name: 'shuttleBus.deleteRoute',
    method: 'POST',
    path: '/api/shuttleBus/delete-route',
    input: byId,
    output: z.null(),
    access: manage,
    summary: 'Delete a route with its timetables',
  }),
  saveTimetable: endpoint({
    name: 'shuttleBus.saveTimetable',
    method: 'POST',
    path: '/api/shuttleBus/save-timetable',
    input: timetableInput,
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Create or edit a timetable; each trip has one time (or none) per stop of the route (a time earlier than the one before it is after midnight)',
  }),
  deleteTimetable: endpoint({
    name: 'shuttleBus.deleteTimetable',
    method: 'POST',
    path: '/api/shuttleBus/delete-timetable',
    input: byId,
    output: z.null(),
    access: manage,
    summary: 'Delete a timetable',
  }),
  importTimetable: endpoint({
    name: 'shuttleBus.importTimetable',
    method: 'POST',
    path: '/api/shuttleBus/import-timetable',
    input: z.object({}),
    output: z.discriminatedUnion('ok', [
      z.object({ ok: z.literal(true), trips: z.number() }),
      z.object({ ok: z.literal(false), errors: z.array(importError) }),
    ]),
    access: manage,
    multipart: true,
    summary:
      'Replace a timetable’s trips from an xlsx (query `timetableId`, multipart field `file`; header = the route’s stop names, one row per trip): all rows or none',
  }),
};
