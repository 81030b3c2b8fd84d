/**
 * Canteen rules: what is served and how crowded it is, booking within the quota before the
 * cut-off, cancelling before it, writing a pick-up code off once at the right canteen.
 */
import { AppError, CROWD_WINDOW_MINUTES, E, type MealBooking, type MealHours, type MealMenu, type ParsedInputOf, type contract } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { hasModule } from '../../platform/permissions.js';
import { Rollback, attempt } from '../../platform/sql.js';
import { localOf } from '../../platform/time.js';
import { newId, now, parseJson } from '../../platform/util.js';
import * as q from './queries.js';
import { crowdLevel, mealAt, pickupCode, sortHours } from './rules.js';

type C = typeof contract.canteen;
export const notFound = (field = 'id') => new AppError(E.NOT_FOUND, `${field}: not found`, { field });
export const today = (ctx: Ctx, t = now()) => localOf(t, ctx.timezone).date;
const meal = (m: string) => (m === 'breakfast' || m === 'dinner' ? m : 'lunch');
export const hoursOf = (json: string): MealHours[] => sortHours(parseJson<MealHours[]>(json, []));

export function toMenu(m: q.MenuRow | Awaited<ReturnType<typeof q.findMenu>> & object, dishes: Awaited<ReturnType<typeof q.dishesOf>>): MealMenu {
  const quota = Number(m.quota);
  const booked = Number(m.booked);
  return {
    id: m.id,
    canteenId: m.canteen_id,
    date: m.date,
    meal: meal(m.meal),
    dishes: dishes.filter((d) => d.menu_id === m.id).map((d) => ({ id: d.id, name: d.name, category: d.category, price: Number(d.price) })),
    note: m.note,
    bookable: Number(m.bookable) === 1,
    price: Number(m.price),
    quota,
    booked,
    remaining: Math.max(0, quota - booked),
    cutoffAt: m.cutoff_at === null ? null : Number(m.cutoff_at),
  };
}

export const toBooking = (r: q.BookingRow, t = now()): MealBooking => ({
  id: r.id,
  menuId: r.menu_id,
  canteenId: r.canteen_id,
  canteenName: r.canteen_name,
  date: r.date,
  meal: meal(r.meal),
  status: r.status === 'taken' ? 'taken' : r.status === 'cancelled' ? 'cancelled' : 'booked',
  code: r.code,
  price: Number(r.price),
  cutoffAt: r.cutoff_at === null ? null : Number(r.cutoff_at),
  cancellable: r.status === 'booked' && r.cutoff_at !== null && Number(r.cutoff_at) > t,
  userName: r.user_name,
  userNumber: r.user_number,
  bookedAt: Number(r.booked_at),
  takenAt: r.taken_at === null ? null : Number(r.taken_at),
});

export async function list(ctx: Ctx) {
  const t = now();
  const local = localOf(t, ctx.timezone);
  const [rows, counts] = await Promise.all([q.listCanteens(ctx.db, ctx.site.id, true), q.crowdCounts(ctx.db, ctx.site.id, t - CROWD_WINDOW_MINUTES * 60, local.date)]);
  return {
    today: local.date,
    list: rows.map((c) => {
      const hours = hoursOf(c.hours);
      const now = mealAt(hours, local.minutes);
      const recent = counts.recent.get(c.id) ?? 0;
      return {
        id: c.id,
        name: c.name,
        location: c.location,
        seats: Number(c.seats),
        hours,
        active: true,
        sort: Number(c.sort),
        open: now !== null,
        crowd: { level: crowdLevel(now, recent, Number(c.seats)), meal: now, recent, waiting: now ? (counts.waiting.get(c.id)?.get(now) ?? 0) : 0 },
      };
    }),
  };
}

async function withDishes(ctx: Ctx, rows: q.MenuRow[]) {
  const dishes = await q.dishesOf(ctx.db, rows.map((m) => m.id));
  return rows.map((m) => ({ ...toMenu(m, dishes), canteenName: m.canteen_name }));
}

export async function menus(ctx: Ctx, f: ParsedInputOf<C['menus']>) {
  const date = f.date ?? today(ctx);
  if (f.canteenId && !(await q.findCanteen(ctx.db, ctx.site.id, f.canteenId))) throw notFound('canteenId');
  return { date, list: await withDishes(ctx, await q.listMenus(ctx.db, ctx.site.id, { canteenId: f.canteenId, date })) };
}

export async function bookable(ctx: Ctx) {
  return { list: await withDishes(ctx, await q.openMenus(ctx.db, ctx.site.id, now())) };
}

async function bookingById(ctx: Ctx, id: string): Promise<MealBooking> {
  const [row] = await q.listBookings(ctx.db, ctx.site.id, { id }, 0, 1);
  if (!row) throw new AppError(E.SYSTEM);
  return toBooking(row);
}

type Why = 'full' | 'already';

export async function book(ctx: Ctx, menuId: string): Promise<MealBooking> {
  const me = ctx.me();
  const t = now();
  let bookingId = '';
  const r = await attempt<Why>(ctx.db, async (trx) => {
    if (!(await q.takePlace(trx, ctx.site.id, menuId, t))) throw new Rollback('full');
    const mine = await q.findBookingOf(trx, menuId, me.id);
    if (mine) {
      if (!(await q.reopenBooking(trx, mine.id, t))) throw new Rollback('already');
      bookingId = mine.id;
      return;
    }
    const menu = await q.findMenu(trx, ctx.site.id, menuId);
    if (!menu) throw new Rollback('full');
    // A code clash with another booking of the canteen's day is rare (1 in 10^6 per pair): draw again.
    for (let i = 0; i < 8; i++) {
      const id = newId();
      const row = { id, site_id: ctx.site.id, menu_id: menuId, canteen_id: menu.canteen_id, date: menu.date, user_id: me.id, status: 'booked', code: pickupCode(), booked_at: t, cancelled_at: null, taken_at: null, taken_by: null };
      if (await q.insertBooking(trx, row)) {
        bookingId = id;
        return;
      }
      if (await q.findBookingOf(trx, menuId, me.id)) throw new Rollback('already');
    }
    throw new AppError(E.CONFLICT, 'menuId: try again', { field: 'menuId' });
  });
  if (!r.ok) throw await refusal(ctx, menuId, r.why, t);
  return bookingById(ctx, bookingId);
}

/** Why a place could not be taken, worked out after the refused transaction. */
async function refusal(ctx: Ctx, menuId: string, why: Why, t: number): Promise<AppError> {
  if (why === 'already') return new AppError(E.ALREADY_DONE, 'menuId: already booked', { field: 'menuId' });
  const m = await q.findMenu(ctx.db, ctx.site.id, menuId);
  if (!m) return notFound('menuId');
  const canteen = await q.findCanteen(ctx.db, ctx.site.id, m.canteen_id);
  if (Number(m.bookable) !== 1 || Number(canteen?.active ?? 0) !== 1) return new AppError(E.NOT_ELIGIBLE, 'menuId: this meal is not bookable', { field: 'menuId' });
  if (m.cutoff_at === null || Number(m.cutoff_at) <= t) return new AppError(E.ENDED, 'menuId: booking has closed', { field: 'menuId' });
  return new AppError(E.SOLD_OUT, undefined, { field: 'menuId', remaining: 0 });
}

export async function cancel(ctx: Ctx, id: string) {
  const me = ctx.me();
  const t = now();
  const [row] = await q.listBookings(ctx.db, ctx.site.id, { id, userId: me.id }, 0, 1);
  // Someone else's booking is answered like a missing one: ids are not for probing.
  if (!row) throw notFound();
  if (row.status !== 'booked') throw new AppError(E.WRONG_STATE, `id: the booking is ${row.status}`, { field: 'id' });
  if (row.cutoff_at === null || Number(row.cutoff_at) <= t) throw new AppError(E.ENDED, 'id: past the cut-off', { field: 'id' });
  const r = await attempt<'gone'>(ctx.db, async (trx) => {
    if (!(await q.cancelBooking(trx, id, me.id, t))) throw new Rollback('gone');
    await q.givePlaceBack(trx, row.menu_id);
  });
  if (!r.ok) throw new AppError(E.WRONG_STATE, 'id: no longer booked', { field: 'id' });
  return null;
}

export async function mine(ctx: Ctx) {
  const rows = await q.listBookings(ctx.db, ctx.site.id, { userId: ctx.me().id }, 0, 60);
  const t = now();
  return { list: rows.map((r) => toBooking(r, t)) };
}

async function isManager(ctx: Ctx): Promise<boolean> {
  return ctx.isSuper || hasModule((await ctx.authz()).auth, 'canteen', 'manage');
}

export async function myCanteens(ctx: Ctx) {
  if (await isManager(ctx)) return { list: (await q.listCanteens(ctx.db, ctx.site.id, true)).map((c) => ({ id: c.id, name: c.name })) };
  return { list: await q.canteensOfStaff(ctx.db, ctx.site.id, ctx.me().id) };
}

export async function writeOff(ctx: Ctx, input: ParsedInputOf<C['writeOff']>): Promise<MealBooking> {
  const staff = ctx.me();
  const canteen = await q.findCanteen(ctx.db, ctx.site.id, input.canteenId);
  if (!canteen) throw notFound('canteenId');
  // Staff write off at the canteens they work in; canteen managers anywhere.
  if (!(await isManager(ctx)) && !(await q.isStaff(ctx.db, ctx.site.id, canteen.id, staff.id))) throw new AppError(E.FORBIDDEN, 'canteenId: not your canteen', { field: 'canteenId' });
  const t = now();
  const [row] = await q.listBookings(ctx.db, ctx.site.id, { code: { canteenId: canteen.id, date: today(ctx, t), code: input.code } }, 0, 1);
  if (!row) throw notFound('code');
  if (row.status === 'cancelled') throw new AppError(E.WRONG_STATE, 'code: the booking was cancelled', { field: 'code' });
  if (row.status === 'taken' || !(await q.takeBooking(ctx.db, row.id, staff.id, t))) {
    const again = await bookingById(ctx, row.id);
    throw new AppError(E.ALREADY_DONE, 'code: already picked up', { field: 'code', takenAt: again.takenAt });
  }
  await ctx.audit('canteen.writeOff', row.id);
  return bookingById(ctx, row.id);
}
