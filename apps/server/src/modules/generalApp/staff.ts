/**
 * Staff work: approvers decide pending requests (a space's named approvers only, when it names
 * any; managers always), checkers check attendees in by the QR code or from the day's list, and
 * every staff member can open one appointment with the applicant's no-show count.
 */
import { AppError, E } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { hasModule } from '../../platform/permissions.js';
import { now } from '../../platform/util.js';
import { announceDecision } from './notices.js';
import * as q from './queries.js';
import { approversOf, toAdmin, toEvent } from './shape.js';
import { notFound } from './service.js';
import { addDays, instantOf, localOf } from './slots.js';
import type { GaSpacesTable } from './tables.js';

async function mayDecide(ctx: Ctx, s: GaSpacesTable): Promise<boolean> {
  if (ctx.isSuper || hasModule((await ctx.authz()).auth, 'generalApp', 'manage')) return true;
  const named = approversOf(s);
  return named.length === 0 || named.includes(ctx.me().id);
}

/** Spaces whose requests the caller decides. */
async function decidable(ctx: Ctx): Promise<string[]> {
  const all = await q.listSpaces(ctx.db, ctx.site.id, {});
  const out: string[] = [];
  for (const s of all) if (await mayDecide(ctx, s)) out.push(s.id);
  return out;
}

export async function pending(ctx: Ctx, p: { spaceId?: string | undefined; current: number; pageSize: number }) {
  const t = now();
  const mine = await decidable(ctx);
  const spaceIds = p.spaceId ? mine.filter((id) => id === p.spaceId) : mine;
  const r = await q.records(ctx.db, ctx.site.id, { spaceIds, statuses: ['pending'], from: t }, 'asc', p);
  return {
    list: r.rows.map((row) => toAdmin(row, t, ctx.timezone)),
    total: r.total,
    current: p.current,
    pageSize: p.pageSize,
  };
}

async function adminRow(ctx: Ctx, id: string) {
  const row = await q.joined(ctx.db, ctx.site.id).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toAdmin(row, now(), ctx.timezone);
}

export async function decide(ctx: Ctx, input: { id: string; approve: boolean; reason: string }) {
  const me = ctx.me();
  const a = await q.findAppointment(ctx.db, ctx.site.id, input.id);
  const s = a && (await q.findSpace(ctx.db, ctx.site.id, a.space_id));
  if (!a || !s) throw notFound();
  if (!(await mayDecide(ctx, s))) throw new AppError(E.FORBIDDEN, 'id: not an approver of this space', { field: 'id' });
  const t = now();
  if (a.status !== 'pending')
    throw new AppError(E.ALREADY_DONE, `id: the appointment is ${a.status}`, { field: 'id', status: a.status });
  if (Number(a.starts_at) <= t) throw new AppError(E.ENDED, 'id: the slot has started', { field: 'id' });
  const done = input.approve
    ? await q.approve(ctx.db, a, me.id, t)
    : await q.release(ctx.db, a, ['pending'], 'rejected', me.id, t, input.reason);
  if (!done) throw new AppError(E.ALREADY_DONE, 'id: decided meanwhile', { field: 'id' });
  await ctx.audit(input.approve ? 'generalApp.approve' : 'generalApp.reject', a.id, { reason: input.reason });
  await announceDecision(ctx, a, s.name, input.approve, input.reason);
  return adminRow(ctx, a.id);
}

function dayRange(ctx: Ctx, date: string | undefined) {
  const tz = ctx.timezone;
  const d = date ?? localOf(now(), tz).date;
  return { date: d, from: instantOf(d, 0, tz), to: instantOf(addDays(d, 1), 0, tz) };
}

export async function signList(ctx: Ctx, f: { spaceId?: string | undefined; date?: string | undefined }) {
  const t = now();
  await q.settle(ctx.db, ctx.site.id, t);
  const r = dayRange(ctx, f.date);
  const rows = await q.records(
    ctx.db,
    ctx.site.id,
    {
      from: r.from,
      to: r.to,
      spaceIds: f.spaceId ? [f.spaceId] : undefined,
      statuses: ['approved', 'checked', 'completed', 'noshow'],
    },
    'asc',
  );
  return { date: r.date, list: rows.rows.map((row) => toAdmin(row, t, ctx.timezone)) };
}

export async function sign(ctx: Ctx, input: { code?: string | undefined; id?: string | undefined }) {
  const me = ctx.me();
  const t = now();
  await q.settle(ctx.db, ctx.site.id, t);
  const field = input.code ? 'code' : 'id';
  const a = input.code
    ? await q.findByCode(ctx.db, ctx.site.id, input.code.trim().toUpperCase())
    : await q.findAppointment(ctx.db, ctx.site.id, input.id!);
  if (!a) throw notFound(field);
  if (!(await q.checkIn(ctx.db, a, me.id, t))) {
    if (a.status === 'checked' || a.status === 'completed')
      throw new AppError(E.ALREADY_DONE, `${field}: already checked in`, { field, checkedAt: Number(a.checked_at) });
    if (a.status !== 'approved')
      throw new AppError(E.WRONG_STATE, `${field}: the appointment is ${a.status}`, { field, status: a.status });
    if (Number(a.starts_at) - q.CHECKIN_EARLY > t)
      throw new AppError(E.NOT_OPEN_YET, `${field}: check-in opens 30 minutes before the start`, {
        field,
        opensAt: Number(a.starts_at) - q.CHECKIN_EARLY,
      });
    throw new AppError(E.ENDED, `${field}: the check-in window has passed`, { field });
  }
  await ctx.audit('generalApp.sign', a.id);
  return adminRow(ctx, a.id);
}

export async function signLog(
  ctx: Ctx,
  f: { spaceId?: string | undefined; date?: string | undefined; current: number; pageSize: number },
) {
  const t = now();
  const r = f.date ? dayRange(ctx, f.date) : undefined;
  const res = await q.records(
    ctx.db,
    ctx.site.id,
    { checkedOnly: true, spaceIds: f.spaceId ? [f.spaceId] : undefined, ...(r ? { from: r.from, to: r.to } : {}) },
    'desc',
    f,
    'checked_at',
  );
  return {
    list: res.rows.map((row) => toAdmin(row, t, ctx.timezone)),
    total: res.total,
    current: f.current,
    pageSize: f.pageSize,
  };
}

export async function adminDetail(ctx: Ctx, id: string) {
  await q.settle(ctx.db, ctx.site.id, now());
  const row = await adminRow(ctx, id);
  const a = (await q.findAppointment(ctx.db, ctx.site.id, id))!;
  const events = await q.events(ctx.db, ctx.site.id, { appointmentId: id }).orderBy('e.at').orderBy('e.id').execute();
  return {
    ...row,
    noShows: await q.noShowsOf(ctx.db, ctx.site.id, a.user_id),
    events: events.map((e) => toEvent(e, ctx.timezone)),
  };
}
