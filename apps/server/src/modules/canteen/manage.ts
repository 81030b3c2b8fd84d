/** The canteen admin's side: canteens and their staff, menus (quota, price, cut-off), bookings. */
import { AppError, E, badInput, type ParsedInputOf, type contract, reason } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { newId, now } from '../../platform/util.js';
import * as q from './queries.js';
import { hoursOf, notFound, toBooking, toMenu } from './service.js';
import { hoursProblem, sortHours } from './rules.js';

type C = typeof contract.canteen;

export async function adminCanteens(ctx: Ctx) {
  const [rows, staff] = await Promise.all([q.listCanteens(ctx.db, ctx.site.id, false), q.staffOf(ctx.db, ctx.site.id)]);
  return {
    list: rows.map((c) => ({
      id: c.id,
      name: c.name,
      location: c.location,
      seats: Number(c.seats),
      hours: hoursOf(c.hours),
      active: Number(c.active) === 1,
      sort: Number(c.sort),
      staff: staff.filter((s) => s.canteen_id === c.id).map((s) => ({ id: s.id, name: s.name, username: s.username })),
    })),
  };
}

export async function saveCanteen(ctx: Ctx, c: ParsedInputOf<C['saveCanteen']>) {
  const problem = hoursProblem(c.hours);
  if (problem) throw badInput('hours', problem);
  const wanted = [...new Set(c.staff.filter(Boolean))];
  const found = await q.accountIds(ctx.db, ctx.site.id, wanted);
  const missing = wanted.findIndex((a) => !found.some((u) => u.username === a || u.number === a));
  if (missing >= 0) throw badInput(`staff.${missing}`, reason('noSuchAccount', { account: wanted[missing]! }));
  const staff = [...new Set(found.map((u) => u.id))];
  const row = { site_id: ctx.site.id, name: c.name, location: c.location, seats: c.seats, hours: JSON.stringify(sortHours(c.hours)), active: c.active ? 1 : 0, sort: c.sort };
  if (c.id) {
    if (!(await q.findCanteen(ctx.db, ctx.site.id, c.id))) throw notFound();
    await q.saveCanteen(ctx.db, { ...row, id: c.id }, staff, false);
    await ctx.audit('canteen.save', c.id);
    return { id: c.id };
  }
  const id = newId();
  await q.saveCanteen(ctx.db, { ...row, id, created_at: now() }, staff, true);
  await ctx.audit('canteen.create', id);
  return { id };
}

export async function adminMenus(ctx: Ctx, f: ParsedInputOf<C['adminMenus']>) {
  const filter = { canteenId: f.canteenId, from: f.from, to: f.to };
  const [rows, total] = await Promise.all([
    q.listMenus(ctx.db, ctx.site.id, filter, { offset: (f.current - 1) * f.pageSize, limit: f.pageSize }, true),
    q.countMenus(ctx.db, ctx.site.id, filter),
  ]);
  const dishes = await q.dishesOf(ctx.db, rows.map((m) => m.id));
  return { list: rows.map((m) => ({ ...toMenu(m, dishes), canteenName: m.canteen_name })), total, current: f.current, pageSize: f.pageSize };
}

export async function saveMenu(ctx: Ctx, m: ParsedInputOf<C['saveMenu']>) {
  if (!(await q.findCanteen(ctx.db, ctx.site.id, m.canteenId))) throw notFound('canteenId');
  if (m.bookable && m.cutoffAt === undefined) throw badInput('cutoffAt', 'required for a bookable meal');
  if (m.bookable && m.quota < 1) throw badInput('quota', 'at least 1 for a bookable meal');
  const t = now();
  const settings = { note: m.note, bookable: m.bookable ? 1 : 0, price: m.price, quota: m.bookable ? m.quota : 0, cutoff_at: m.bookable ? (m.cutoffAt ?? null) : null, updated_at: t };
  const dishes = m.dishes.map((d, i) => ({ id: newId(), name: d.name, category: d.category, price: d.price, sort: i }));
  const id = await ctx.db.transaction().execute(async (trx) => {
    const old = await q.findMenuAt(trx, m.canteenId, m.date, m.meal);
    if (old) {
      // Conditional on the counter, so a booking arriving meanwhile is never left above the quota.
      if (!(await q.updateMenu(trx, { ...settings, id: old.id })))
        throw m.bookable ? badInput('quota', 'below the places already booked') : badInput('bookable', 'people have booked this meal');
      await q.replaceDishes(trx, ctx.site.id, old.id, dishes);
      return old.id;
    }
    const id = newId();
    await q.insertMenu(trx, { ...settings, id, site_id: ctx.site.id, canteen_id: m.canteenId, date: m.date, meal: m.meal, booked: 0, created_at: t });
    await q.replaceDishes(trx, ctx.site.id, id, dishes);
    return id;
  });
  await ctx.audit('canteen.menu.save', id);
  return { id };
}

export async function deleteMenu(ctx: Ctx, id: string) {
  if (!(await q.findMenu(ctx.db, ctx.site.id, id))) throw notFound();
  if (!(await q.deleteMenu(ctx.db, ctx.site.id, id))) throw new AppError(E.CONFLICT, 'id: people have booked this meal', { field: 'id' });
  await ctx.audit('canteen.menu.delete', id);
  return null;
}

export async function bookings(ctx: Ctx, f: ParsedInputOf<C['bookings']>) {
  const filter = { menuId: f.menuId, status: f.status };
  const [rows, total] = await Promise.all([
    q.listBookings(ctx.db, ctx.site.id, filter, (f.current - 1) * f.pageSize, f.pageSize),
    q.countBookings(ctx.db, ctx.site.id, filter),
  ]);
  return { list: rows.map((r) => toBooking(r)), total, current: f.current, pageSize: f.pageSize };
}
