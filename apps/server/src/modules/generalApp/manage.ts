/**
 * Space management and records for managers (`generalApp.manage`, generalAppPc/*): spaces,
 * appointment records with filters, per-slot name lists, usage per space and day, and notes to
 * applicants. Exports are in xlsx.ts.
 */
import { AppError, E, badInput, type GaStatus, type ParsedInputOf, type contract, reason } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { newId, now, parseJson } from '../../platform/util.js';
import { announceAdvice } from './notices.js';
import * as q from './queries.js';
import { approversOf, hoursOf, toAdmin, toEvent, toSpace } from './shape.js';
import { notFound } from './service.js';
import { addDays, daysBetween, hoursError, instantOf, slotsOn } from './slots.js';
import type { GaSpacesTable } from './tables.js';

type SaveInput = ParsedInputOf<typeof contract.generalApp.saveSpace>;
type Filter = ParsedInputOf<typeof contract.generalApp.recordsExport>;

export async function listSpaces(
  ctx: Ctx,
  p: { keyword?: string | undefined; category?: string | undefined; current: number; pageSize: number },
) {
  const all = await q.listSpaces(ctx.db, ctx.site.id, { keyword: p.keyword, category: p.category });
  const start = (p.current - 1) * p.pageSize;
  return {
    list: all.slice(start, start + p.pageSize).map((s) => ({ ...toSpace(s), sort: Number(s.sort) })),
    total: all.length,
    current: p.current,
    pageSize: p.pageSize,
  };
}

export async function getSpace(ctx: Ctx, id: string) {
  const s = await q.findSpace(ctx.db, ctx.site.id, id);
  if (!s) throw notFound();
  const ids = approversOf(s);
  const people = await q.usersByIds(ctx.db, ctx.site.id, ids);
  return {
    ...toSpace(s),
    sort: Number(s.sort),
    audience: parseJson(s.audience, {}),
    approvers: people.map((u) => ({ id: u.id, name: u.name })),
  };
}

export async function saveSpace(ctx: Ctx, input: SaveInput): Promise<{ id: string }> {
  const me = ctx.me();
  const bad = hoursError(input.hours);
  if (bad) throw badInput('hours', bad);
  const known = await q.usersByIds(ctx.db, ctx.site.id, [...new Set(input.approvers)]);
  if (known.length !== new Set(input.approvers).size) throw badInput('approvers', 'not a user of this site');
  const t = now();
  const isNew = !input.id;
  const row: GaSpacesTable = {
    id: input.id ?? newId(),
    site_id: ctx.site.id,
    name: input.name,
    category: input.category,
    location: input.location,
    photos: JSON.stringify(input.photos),
    description: input.description,
    capacity: input.capacity,
    whole: input.whole ? 1 : 0,
    hours: JSON.stringify(input.hours),
    slot_minutes: input.slotMinutes,
    horizon_days: input.horizonDays,
    per_day: input.perDay,
    per_week: input.perWeek,
    audience: JSON.stringify(input.audience),
    approval: input.approval ? 1 : 0,
    approvers: JSON.stringify([...new Set(input.approvers)]),
    checkin: input.checkin ? 1 : 0,
    grace_minutes: input.graceMinutes,
    enabled: input.enabled ? 1 : 0,
    sort: input.sort,
    created_by: me.id,
    created_at: t,
    updated_at: t,
  };
  if (isNew) await q.insertSpace(ctx.db, row);
  else if (!(await q.updateSpace(ctx.db, row, input.whole ? 1 : input.capacity, t))) throw notFound();
  await ctx.audit(isNew ? 'generalApp.space.create' : 'generalApp.space.update', row.id);
  return { id: row.id };
}

/** A records filter in local dates to instants; `to` is inclusive. */
export function filterOf(ctx: Ctx, f: Filter): q.RecordFilter {
  const tz = ctx.timezone;
  if (f.from && f.to && f.to < f.from) throw badInput('to', 'must not be before from');
  const statuses: Record<GaStatus, string[]> = {
    pending: ['pending'],
    expired: ['pending'],
    approved: ['approved'],
    rejected: ['rejected'],
    cancelled: ['cancelled'],
    checked: ['checked'],
    completed: ['completed'],
    noshow: ['noshow'],
  };
  return {
    spaceIds: f.spaceId ? [f.spaceId] : undefined,
    from: f.from ? instantOf(f.from, 0, tz) : undefined,
    to: f.to ? instantOf(addDays(f.to, 1), 0, tz) : undefined,
    statuses: f.status ? statuses[f.status] : undefined,
    keyword: f.keyword,
  };
}

export async function records(ctx: Ctx, f: Filter & { current: number; pageSize: number }) {
  const t = now();
  await q.settle(ctx.db, ctx.site.id, t);
  const base = filterOf(ctx, f);
  // pending and expired are one stored state: split by the start time.
  if (f.status === 'pending') base.from = Math.max(base.from ?? 0, t);
  if (f.status === 'expired') base.to = Math.min(base.to ?? t, t);
  const r = await q.records(ctx.db, ctx.site.id, base, 'desc', f);
  return {
    list: r.rows.map((row) => toAdmin(row, t, ctx.timezone)),
    total: r.total,
    current: f.current,
    pageSize: f.pageSize,
  };
}

export async function nameList(ctx: Ctx, spaceId: string, date: string) {
  const s = await q.findSpace(ctx.db, ctx.site.id, spaceId);
  if (!s) throw notFound('spaceId');
  const tz = ctx.timezone;
  const t = now();
  await q.settle(ctx.db, ctx.site.id, t);
  const list = slotsOn({ hours: hoursOf(s), slotMinutes: Number(s.slot_minutes) }, date, tz);
  const from = instantOf(date, 0, tz);
  const to = instantOf(addDays(date, 1), 0, tz);
  const [rows, people] = await Promise.all([
    q.slotsBetween(ctx.db, [s.id], from, to),
    q.records(
      ctx.db,
      ctx.site.id,
      { spaceIds: [s.id], from, to, statuses: ['pending', 'approved', 'checked', 'completed', 'noshow'] },
      'asc',
    ),
  ]);
  const byStart = new Map(rows.map((r) => [Number(r.starts_at), r]));
  const cap = s.whole === 1 ? 1 : Number(s.capacity);
  return {
    space: s.name,
    date,
    slots: list.map((sl) => {
      const row = byStart.get(sl.startsAt);
      return {
        ...sl,
        capacity: row ? Number(row.capacity) : cap,
        remaining: row ? Number(row.remaining) : cap,
        people: people.rows.filter((p) => Number(p.starts_at) === sl.startsAt).map((p) => toAdmin(p, t, ctx.timezone)),
      };
    }),
  };
}

const MAX_USAGE_DAYS = 62;

/** Bookings per space per local day, and utilisation = booked units / offered units (opening hours × capacity). */
export async function usage(ctx: Ctx, from: string, to: string) {
  const n = daysBetween(from, to) + 1;
  if (n > MAX_USAGE_DAYS) throw badInput('to', reason('atMostDays', { max: MAX_USAGE_DAYS }));
  const tz = ctx.timezone;
  const days = Array.from({ length: n }, (_, i) => addDays(from, i));
  const spaces = await q.listSpaces(ctx.db, ctx.site.id, {});
  const rows = await q.bookingsBetween(ctx.db, ctx.site.id, instantOf(from, 0, tz), instantOf(addDays(to, 1), 0, tz));
  return {
    days,
    spaces: spaces.map((s) => {
      const mine = rows.filter((r) => r.space_id === s.id);
      const rule = { hours: hoursOf(s), slotMinutes: Number(s.slot_minutes) };
      const perSlot = s.whole === 1 ? 1 : Number(s.capacity);
      const offered = days.reduce((sum, d) => sum + slotsOn(rule, d, tz).length * perSlot, 0);
      const booked = mine.reduce((sum, r) => sum + Number(r.units), 0);
      return {
        id: s.id,
        name: s.name,
        bookings: days.map((d) => mine.filter((r) => r.day === d).length),
        booked,
        offered,
        utilisation: offered ? Math.round((booked / offered) * 1000) / 1000 : 0,
      };
    }),
  };
}

export async function advise(ctx: Ctx, id: string, note: string) {
  const me = ctx.me();
  const a = await q.findAppointment(ctx.db, ctx.site.id, id);
  const s = a && (await q.findSpace(ctx.db, ctx.site.id, a.space_id));
  if (!a || !s) throw notFound();
  if (a.status === 'cancelled') throw new AppError(E.WRONG_STATE, 'id: the appointment is cancelled', { field: 'id' });
  const e = q.eventRow(a, 'advice', me.id, now(), note);
  await q.insertEvent(ctx.db, e);
  await ctx.audit('generalApp.advice', a.id);
  await announceAdvice(ctx, a, s.name, note);
  return { id: e.id };
}

export async function adviceList(ctx: Ctx, p: { current: number; pageSize: number }) {
  const r = await q.eventPage(ctx.db, ctx.site.id, { kind: 'advice' }, p);
  return {
    list: r.rows.map((e) => ({ ...toEvent(e, ctx.timezone), userName: e.user_name })),
    total: r.total,
    current: p.current,
    pageSize: p.pageSize,
  };
}
