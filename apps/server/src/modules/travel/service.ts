/**
 * Travel registration rules: a student registers, cancels a trip not yet started and reports
 * the return of one under way; counselors (`travel.manage`) see the trips of their own
 * department only, `travel.all` any department. Status as of the site's local date.
 */
import { AppError, E, TRIP_MAX_DAYS, badInput, type ParsedInputOf, type TravelTrip, type contract, reason } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { hasModule } from '../../platform/permissions.js';
import { daysBetween, isDate, localOf } from '../../platform/time.js';
import { newId, now } from '../../platform/util.js';
import * as q from './queries.js';
import { cancellable, returnable, statusOn } from './rules.js';

type C = typeof contract.travel;
const notFound = (field = 'id') => new AppError(E.NOT_FOUND, `${field}: not found`, { field });
export const today = (ctx: Ctx) => localOf(now(), ctx.timezone).date;
const TRANSPORT = new Set(['train', 'plane', 'bus', 'car', 'ship', 'other'] as const);

export const toTrip = (r: q.TripRow, day: string): TravelTrip => ({
  id: r.id,
  userId: r.user_id,
  name: r.name,
  number: r.number,
  department: r.department ?? '',
  className: r.class_name ?? '',
  destination: r.destination,
  region: r.region,
  departDate: r.depart_date,
  returnDate: r.return_date,
  transport: TRANSPORT.has(r.transport as 'other') ? (r.transport as TravelTrip['transport']) : 'other',
  reason: r.reason,
  contactName: r.contact_name,
  contactPhone: r.contact_phone,
  status: statusOn(r, day),
  returnedAt: r.returned_at === null ? null : Number(r.returned_at),
  createdAt: Number(r.created_at),
  cancellable: cancellable(r, day),
  returnable: returnable(r, day),
});

async function one(ctx: Ctx, id: string, day: string): Promise<TravelTrip> {
  const [row] = await q.listTrips(ctx.db, ctx.site.id, { id }, day, 0, 1);
  if (!row) throw notFound();
  return toTrip(row, day);
}

export async function register(ctx: Ctx, input: ParsedInputOf<C['register']>) {
  const me = ctx.me();
  const day = today(ctx);
  if (!isDate(input.departDate)) throw badInput('departDate', 'not a date');
  if (!isDate(input.returnDate)) throw badInput('returnDate', 'not a date');
  if (input.departDate < day) throw badInput('departDate', 'in the past');
  if (input.returnDate < input.departDate) throw badInput('returnDate', 'before the departure');
  if (daysBetween(input.departDate, input.returnDate) > TRIP_MAX_DAYS) throw badInput('returnDate', reason('moreDaysAfterDeparture', { max: TRIP_MAX_DAYS }));
  const id = newId();
  await q.insertTrip(ctx.db, {
    id,
    site_id: ctx.site.id,
    user_id: me.id,
    department_id: me.department_id,
    destination: input.destination,
    region: input.region,
    depart_date: input.departDate,
    return_date: input.returnDate,
    transport: input.transport,
    reason: input.reason,
    contact_name: input.contactName,
    contact_phone: input.contactPhone,
    status: 'registered',
    returned_at: null,
    cancelled_at: null,
    created_at: now(),
  });
  return one(ctx, id, day);
}

export async function mine(ctx: Ctx) {
  const day = today(ctx);
  const rows = await q.listTrips(ctx.db, ctx.site.id, { userId: ctx.me().id }, day, 0, 100);
  return { today: day, list: rows.map((r) => toTrip(r, day)) };
}

async function close(ctx: Ctx, id: string, to: 'cancelled' | 'returned') {
  const me = ctx.me();
  const day = today(ctx);
  const [row] = await q.listTrips(ctx.db, ctx.site.id, { id, userId: me.id }, day, 0, 1);
  // Another person's trip is answered like a missing one.
  if (!row) throw notFound();
  const may = to === 'cancelled' ? cancellable(row, day) : returnable(row, day);
  if (!may || !(await q.closeTrip(ctx.db, ctx.site.id, id, me.id, to, day, now())))
    throw new AppError(E.WRONG_STATE, `id: the trip is ${statusOn(row, day)}`, { field: 'id', status: statusOn(row, day) });
  return one(ctx, id, day);
}

export const cancel = (ctx: Ctx, id: string) => close(ctx, id, 'cancelled');
export const reportReturn = (ctx: Ctx, id: string) => close(ctx, id, 'returned');

/** Whose trips the caller may see: any department with travel.all, else their own (none without one). */
async function scope(ctx: Ctx, departmentId: string | undefined): Promise<{ all: boolean; departmentId: string | null | undefined }> {
  const all = ctx.isSuper || hasModule((await ctx.authz()).auth, 'travel', 'all');
  if (all) return { all, departmentId: departmentId };
  const mine = ctx.me().department_id;
  if (departmentId && departmentId !== mine) throw new AppError(E.FORBIDDEN, 'departmentId: not your department', { field: 'departmentId' });
  if (!mine) throw new AppError(E.FORBIDDEN, 'departmentId: you belong to no department', { field: 'departmentId' });
  return { all, departmentId: mine };
}

export async function filterOf(ctx: Ctx, f: ParsedInputOf<C['export']>): Promise<q.TripFilter> {
  const { departmentId } = await scope(ctx, f.departmentId);
  return { departmentId, status: f.status, awayOn: f.awayOn, keyword: f.keyword };
}

export async function department(ctx: Ctx, f: ParsedInputOf<C['department']>) {
  const day = today(ctx);
  const filter = await filterOf(ctx, f);
  const base = { departmentId: filter.departmentId };
  const [rows, total, away, overdue, registered] = await Promise.all([
    q.listTrips(ctx.db, ctx.site.id, filter, day, (f.current - 1) * f.pageSize, f.pageSize),
    q.countTrips(ctx.db, ctx.site.id, filter, day),
    q.countTrips(ctx.db, ctx.site.id, { ...base, status: 'away' }, day),
    q.countTrips(ctx.db, ctx.site.id, { ...base, status: 'overdue' }, day),
    q.countTrips(ctx.db, ctx.site.id, { ...base, status: 'registered' }, day),
  ]);
  return { today: day, counts: { away, overdue, registered }, list: rows.map((r) => toTrip(r, day)), total, current: f.current, pageSize: f.pageSize };
}

export async function departments(ctx: Ctx) {
  const { all } = await scope(ctx, undefined).catch(() => ({ all: false }));
  const list = all ? await q.departments(ctx.db, ctx.site.id) : await q.departments(ctx.db, ctx.site.id, ctx.me().department_id);
  return { all, list };
}
