/**
 * Canteens (spec rows bjtucanteen/index and mucMeals/index). A canteen admin (`canteen.manage`)
 * keeps the canteens (place, seats, opening hours per meal, staff) and publishes a menu per day
 * and meal — dishes with prices, typed in or imported from xlsx — and may make a meal bookable
 * with a quota, a price and a booking cut-off. Students book and cancel before the cut-off (the
 * quota never oversells: one conditional update takes a place); a booking shows a pick-up code
 * that the canteen's staff (`canteen.writeOff`, assigned to that canteen) write off once.
 */
import { z } from 'zod';
import { importError } from './admin.js';
import { access, byId, endpoint, plainText, requiredText, widePaging, zf } from './define.js';

export const CANTEEN_MEALS = ['breakfast', 'lunch', 'dinner'] as const;
export type Meal = (typeof CANTEEN_MEALS)[number];
export const MEAL_BOOKING_STATUSES = ['booked', 'cancelled', 'taken'] as const;
export type MealBookingStatus = (typeof MEAL_BOOKING_STATUSES)[number];
/** How full a canteen is now, from the pick-ups of the last minutes against its seats. */
export const CROWD_LEVELS = ['closed', 'quiet', 'normal', 'busy'] as const;
export type CrowdLevel = (typeof CROWD_LEVELS)[number];
/** Minutes of pick-ups that count as "now" for the crowding estimate. */
export const CROWD_WINDOW_MINUTES = 20;
/** Columns of the menu workbook, in order (headings also accepted in Chinese). */
export const MENU_IMPORT_COLUMNS = ['canteen', 'date', 'meal', 'dish', 'category', 'price'] as const;
export type MenuColumn = (typeof MENU_IMPORT_COLUMNS)[number];

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const opt = <T extends z.ZodType>(s: T) => z.preprocess(blank, s.optional()).optional();
/** A form field carrying JSON (a list typed in a form) is parsed; bad JSON stays text and fails the schema. */
const json = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v || '[]') as unknown;
  } catch {
    return v;
  }
};
/** A real calendar date `YYYY-MM-DD` (not 2030-02-30). */
const realDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
};
const date = () => z.string().regex(DATE, 'not a date (YYYY-MM-DD)').refine(realDate, 'not a date (YYYY-MM-DD)');
/** Money typed as yuan with at most two decimals, carried as integer cents. */
export const CANTEEN_MONEY = /^\d{1,6}(\.\d{1,2})?$/;
export const yuanToCents = (yuan: string): number => Math.round(Number(yuan) * 100);
const cents = () =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().regex(CANTEEN_MONEY, 'a price like 12.50')).transform(yuanToCents);

export const mealHours = z.object({ meal: z.enum(CANTEEN_MEALS), open: z.string().regex(HHMM, 'HH:MM'), close: z.string().regex(HHMM, 'HH:MM') });
export type MealHours = z.infer<typeof mealHours>;

export const menuDish = z.object({ id: z.string(), name: z.string(), category: z.string(), price: z.number() });
export type MenuDish = z.infer<typeof menuDish>;

export const mealMenu = z.object({
  id: z.string(),
  canteenId: z.string(),
  date: z.string(),
  meal: z.enum(CANTEEN_MEALS),
  dishes: z.array(menuDish),
  note: z.string(),
  bookable: z.boolean(),
  /** Cents for one booked set meal. */
  price: z.number(),
  quota: z.number(),
  booked: z.number(),
  remaining: z.number(),
  /** Seconds; bookings and cancellations close then. */
  cutoffAt: z.number().nullable(),
});
export type MealMenu = z.infer<typeof mealMenu>;

export const canteenInfo = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  seats: z.number(),
  hours: z.array(mealHours),
  active: z.boolean(),
  sort: z.number(),
  /** Accounts of the staff who write off its pick-up codes. */
  staff: z.array(z.object({ id: z.string(), name: z.string(), username: z.string() })),
});
export type Canteen = z.infer<typeof canteenInfo>;

export const canteenCrowd = z.object({
  level: z.enum(CROWD_LEVELS),
  /** The meal being served now, if any. */
  meal: z.enum(CANTEEN_MEALS).nullable(),
  /** Pick-ups in the last CROWD_WINDOW_MINUTES. */
  recent: z.number(),
  /** Booked for the meal being served and not picked up yet. */
  waiting: z.number(),
});

export const mealBooking = z.object({
  id: z.string(),
  menuId: z.string(),
  canteenId: z.string(),
  canteenName: z.string(),
  date: z.string(),
  meal: z.enum(CANTEEN_MEALS),
  status: z.enum(MEAL_BOOKING_STATUSES),
  /** The pick-up code (6 digits) shown at the counter. */
  code: z.string(),
  price: z.number(),
  cutoffAt: z.number().nullable(),
  /** Until the cut-off, while booked. */
  cancellable: z.boolean(),
  userName: z.string(),
  userNumber: z.string(),
  bookedAt: z.number(),
  takenAt: z.number().nullable(),
});
export type MealBooking = z.infer<typeof mealBooking>;

const manage = access.module('canteen', 'manage');
const writeOff = access.module('canteen', 'writeOff');

export const canteen = {
  list: endpoint({
    name: 'canteen.list',
    method: 'GET',
    path: '/api/canteen/list',
    input: z.object({}),
    output: z.object({ today: z.string(), list: z.array(canteenInfo.omit({ staff: true }).extend({ crowd: canteenCrowd, open: z.boolean() })) }),
    access: access.user,
    summary: 'The open canteens with their hours and how crowded each is now',
  }),
  menus: endpoint({
    name: 'canteen.menus',
    method: 'GET',
    path: '/api/canteen/menus',
    input: z.object({ canteenId: opt(zf.id()), date: opt(date()) }),
    output: z.object({ date: z.string(), list: z.array(mealMenu) }),
    access: access.user,
    summary: 'Menus of a day (today by default), of one canteen or all',
  }),
  bookable: endpoint({
    name: 'canteen.bookable',
    method: 'GET',
    path: '/api/canteen/bookable',
    input: z.object({}),
    output: z.object({ list: z.array(mealMenu.extend({ canteenName: z.string() })) }),
    access: access.user,
    summary: 'Meals open for booking now (before their cut-off), soonest first',
  }),
  book: endpoint({
    name: 'canteen.book',
    method: 'POST',
    path: '/api/canteen/book',
    input: z.object({ menuId: zf.id() }),
    output: mealBooking,
    access: access.user,
    summary: 'Book a meal: refused when full, past the cut-off, or already booked',
  }),
  cancel: endpoint({
    name: 'canteen.cancel',
    method: 'POST',
    path: '/api/canteen/cancel',
    input: byId,
    output: z.null(),
    access: access.user,
    summary: 'Cancel my booking before the cut-off (the place goes back to the quota)',
  }),
  mine: endpoint({
    name: 'canteen.mine',
    method: 'GET',
    path: '/api/canteen/mine',
    input: z.object({}),
    output: z.object({ list: z.array(mealBooking) }),
    access: access.user,
    summary: 'My bookings, upcoming first',
  }),
  writeOff: endpoint({
    name: 'canteen.writeOff',
    method: 'POST',
    path: '/api/canteen/write-off',
    input: z.object({ canteenId: zf.id(), code: z.string().trim().regex(/^\d{6}$/, '6 digits') }),
    output: mealBooking,
    access: writeOff,
    summary: 'Staff write off today’s pick-up code at their canteen, once',
  }),
  myCanteens: endpoint({
    name: 'canteen.myCanteens',
    method: 'GET',
    path: '/api/canteen/my-canteens',
    input: z.object({}),
    output: z.object({ list: z.array(z.object({ id: z.string(), name: z.string() })) }),
    access: writeOff,
    summary: 'The canteens the calling staff member writes off at',
  }),
  adminCanteens: endpoint({
    name: 'canteen.adminCanteens',
    method: 'GET',
    path: '/api/canteen/admin/canteens',
    input: z.object({}),
    output: z.object({ list: z.array(canteenInfo) }),
    access: manage,
    summary: 'Every canteen of the site with its staff',
  }),
  saveCanteen: endpoint({
    name: 'canteen.saveCanteen',
    method: 'POST',
    path: '/api/canteen/admin/save-canteen',
    input: z.object({
      id: opt(zf.id()),
      name: requiredText(60),
      location: plainText(120).default(''),
      seats: zf.int().min(0).max(100000).default(0),
      hours: z.preprocess(json, z.array(mealHours).max(3)).default([]),
      active: zf.bool().default(true),
      sort: zf.int().min(0).max(100000).default(0),
      /** Accounts (or 学工号) of the staff. */
      staff: zf.list(plainText(64)).default([]),
    }),
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Create or edit a canteen: place, seats, hours per meal, staff accounts',
  }),
  adminMenus: endpoint({
    name: 'canteen.adminMenus',
    method: 'GET',
    path: '/api/canteen/admin/menus',
    input: z.object({ ...widePaging, canteenId: opt(zf.id()), from: opt(date()), to: opt(date()) }),
    output: z.object({ list: z.array(mealMenu.extend({ canteenName: z.string() })), total: z.number(), current: z.number(), pageSize: z.number() }),
    access: manage,
    summary: 'Published menus, newest day first',
  }),
  saveMenu: endpoint({
    name: 'canteen.saveMenu',
    method: 'POST',
    path: '/api/canteen/admin/save-menu',
    input: z.object({
      canteenId: zf.id(),
      date: date(),
      meal: z.enum(CANTEEN_MEALS),
      dishes: z.preprocess(json, z.array(z.object({ name: requiredText(60), category: plainText(20).default(''), price: cents() })).max(80)),
      note: plainText(200).default(''),
      bookable: zf.bool().default(false),
      price: cents().default(0),
      quota: zf.int().min(0).max(100000).default(0),
      /** Seconds; required for a bookable meal. */
      cutoffAt: opt(zf.int().min(0)),
    }),
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Publish (or replace) the menu of a canteen, day and meal; a quota below the booked count is refused',
  }),
  deleteMenu: endpoint({
    name: 'canteen.deleteMenu',
    method: 'POST',
    path: '/api/canteen/admin/delete-menu',
    input: byId,
    output: z.null(),
    access: manage,
    summary: 'Withdraw a menu nobody has booked',
  }),
  importMenus: endpoint({
    name: 'canteen.importMenus',
    method: 'POST',
    path: '/api/canteen/admin/import-menus',
    input: z.object({}),
    output: z.discriminatedUnion('ok', [
      z.object({ ok: z.literal(true), menus: z.number(), dishes: z.number() }),
      z.object({ ok: z.literal(false), errors: z.array(importError) }),
    ]),
    access: manage,
    multipart: true,
    summary: 'Dishes of many menus from an xlsx (multipart `file`): each menu in the file gets these dishes; all or nothing',
  }),
  bookings: endpoint({
    name: 'canteen.bookings',
    method: 'GET',
    path: '/api/canteen/admin/bookings',
    input: z.object({ ...widePaging, menuId: opt(zf.id()), status: opt(z.enum(MEAL_BOOKING_STATUSES)) }),
    output: z.object({ list: z.array(mealBooking), total: z.number(), current: z.number(), pageSize: z.number() }),
    access: manage,
    summary: 'Bookings of a menu (or all), for the counter list',
  }),
};
