/**
 * Daily clock-in (打卡, spec: nactaClock/index). A site's manager (`clock.manage`) defines rules:
 * who (an audience), on which weekdays and dates, in which time windows (morning, evening, ...),
 * and optionally at which places (a point and a radius, checked on the server). People clock in
 * once per window on the phone, see their month as a calendar (on time, late, missed), and
 * managers see each day's figures per window and export them as xlsx.
 */
import { z } from 'zod';
import { audience } from './audience.js';
import { access, byId, endpoint, plainText, requiredText, zf } from './define.js';

/** `HH:MM`, 00:00 to 23:59. */
export const CLOCK_TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const hhmm = z.string().regex(CLOCK_TIME, 'a time HH:MM');
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD');
const optionalDate = z.preprocess((v) => (v === '' || v === null ? undefined : v), date.optional());

export const clockWindow = z
  .object({
    name: requiredText(20),
    start: hhmm,
    end: hhmm,
    /** Clocking in after this time (and before `end`) counts as late; null = never late. */
    late: z.preprocess((v) => (v === '' ? null : v), hhmm.nullable().default(null)),
  })
  .refine((w) => w.start < w.end, { message: 'must be after the start', path: ['end'] })
  .refine((w) => w.late === null || (w.late >= w.start && w.late <= w.end), { message: 'must be between start and end', path: ['late'] });
export type ClockWindow = z.infer<typeof clockWindow>;

export const clockPlace = z.object({
  name: requiredText(40),
  lat: zf.num().min(-90).max(90),
  lng: zf.num().min(-180).max(180),
  radius: zf.int().min(10).max(5000),
});
export type ClockPlace = z.infer<typeof clockPlace>;

export const CLOCK_STATUSES = ['onTime', 'late'] as const;
export type ClockStatus = (typeof CLOCK_STATUSES)[number];
/** A day or a window as the calendar and the statistics show it. */
export const CLOCK_DAY_STATES = ['onTime', 'late', 'missed', 'pending', 'rest', 'future'] as const;
export type ClockDayState = (typeof CLOCK_DAY_STATES)[number];

export const clockRule = z.object({
  id: z.string(),
  name: z.string(),
  audience,
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: z.array(z.number()),
  windows: z.array(clockWindow),
  places: z.array(clockPlace),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  active: z.boolean(),
});
export type ClockRule = z.infer<typeof clockRule>;

export const clockRecord = z.object({
  at: z.number(),
  status: z.enum(CLOCK_STATUSES),
  place: z.string().nullable(),
  distance: z.number().nullable(),
});
export type ClockRecord = z.infer<typeof clockRecord>;

export const clockToday = z.object({
  date: z.string(),
  rules: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      places: z.array(clockPlace),
      windows: z.array(
        z.object({
          index: z.number(),
          name: z.string(),
          start: z.string(),
          end: z.string(),
          late: z.string().nullable(),
          state: z.enum(['upcoming', 'open', 'closed']),
          record: clockRecord.nullable(),
        }),
      ),
    }),
  ),
});
export type ClockToday = z.infer<typeof clockToday>;

export const clockStats = z.object({
  date: z.string(),
  expected: z.number(),
  windows: z.array(z.object({ index: z.number(), name: z.string(), onTime: z.number(), late: z.number(), missed: z.number(), pending: z.number() })),
  people: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      number: z.string(),
      windows: z.array(z.object({ state: z.enum(CLOCK_DAY_STATES), at: z.number().nullable() })),
    }),
  ),
});
export type ClockStats = z.infer<typeof clockStats>;

const manage = access.module('clock', 'manage');

export const clock = {
  today: endpoint({
    name: 'clock.today',
    method: 'GET',
    path: '/api/clock/today',
    input: z.object({}),
    output: clockToday,
    access: access.user,
    summary: 'The caller’s clock-in rules for today with each window’s state and the caller’s record',
  }),
  punch: endpoint({
    name: 'clock.punch',
    method: 'POST',
    path: '/api/clock/punch',
    input: z.object({
      ruleId: zf.id(),
      window: zf.int().min(0).max(9),
      lat: zf.num().min(-90).max(90).optional(),
      lng: zf.num().min(-180).max(180).optional(),
    }),
    output: clockRecord,
    access: access.user,
    summary: 'Clock in for a window that is open now (once; at one of the rule’s places when it has any)',
  }),
  calendar: endpoint({
    name: 'clock.calendar',
    method: 'GET',
    path: '/api/clock/calendar',
    input: z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month YYYY-MM') }),
    output: z.object({ month: z.string(), days: z.array(z.object({ date: z.string(), state: z.enum(CLOCK_DAY_STATES) })) }),
    access: access.user,
    summary: 'Each day of a month for the caller: on time, late, missed, pending, rest day or future',
  }),
  adminRules: endpoint({
    name: 'clock.adminRules',
    method: 'GET',
    path: '/api/clock/admin/rules',
    input: z.object({}),
    output: z.object({ list: z.array(clockRule) }),
    access: manage,
    summary: 'Every clock-in rule of the site',
  }),
  saveRule: endpoint({
    name: 'clock.saveRule',
    method: 'POST',
    path: '/api/clock/save-rule',
    input: z
      .object({
        id: zf.id().optional(),
        name: requiredText(60),
        audience,
        weekdays: zf.list(zf.int().min(0).max(6)).pipe(z.array(z.number()).min(1, 'choose at least one day')),
        windows: z.array(clockWindow).min(1, 'add at least one window').max(6),
        places: z.array(clockPlace).max(20).default([]),
        startsOn: optionalDate,
        endsOn: optionalDate,
        active: zf.bool().default(true),
      })
      .refine((r) => !r.startsOn || !r.endsOn || r.startsOn <= r.endsOn, { message: 'must not be before the first day', path: ['endsOn'] }),
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Create or edit a clock-in rule',
  }),
  deleteRule: endpoint({
    name: 'clock.deleteRule',
    method: 'POST',
    path: '/api/clock/delete-rule',
    input: byId,
    output: z.null(),
    access: manage,
    summary: 'Delete a rule with its records',
  }),
  stats: endpoint({
    name: 'clock.stats',
    method: 'GET',
    path: '/api/clock/stats',
    input: z.object({ ruleId: zf.id(), date, keyword: plainText(40).optional() }),
    output: clockStats,
    access: manage,
    summary: 'A rule’s day: how many are expected, on time, late, missed per window, and each person',
  }),
  export: endpoint({
    name: 'clock.export',
    method: 'GET',
    path: '/api/clock/export',
    input: z.object({ ruleId: zf.id(), from: date, to: date }),
    output: z.null(),
    access: manage,
    raw: true,
    summary: 'A rule’s days from `from` to `to` (at most 62) as xlsx: one row per person, day and window',
  }),
};
