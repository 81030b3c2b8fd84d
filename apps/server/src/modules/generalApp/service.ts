/**
 * Booking rules for users: who sees a space (enabled, its audience, this site), which slots
 * exist (slots.ts), the bookable window, single and weekly bookings, cancelling, and the
 * caller's lists. Counters change only in queries.ts; approval and check-in are in staff.ts.
 */
import { AppError, E, badInput, type GaAppointment, type ParsedInputOf, type contract, reason } from '@campus/api';
import { inAudience } from '../../platform/audience.js';
import type { Ctx } from '../../platform/context.js';
import { hasModule } from '../../platform/permissions.js';
import { newId, now, randomCode } from '../../platform/util.js';
import { announceBooked, closeApproval } from './notices.js';
import * as q from './queries.js';
import { audienceOf, hoursOf, toAppointment, toEvent, toSpace } from './shape.js';
import {
  addDays,
  daysBetween,
  hhmm,
  inHorizon,
  instantOf,
  localOf,
  recurringDates,
  slotAt,
  slotsOn,
  weekOf,
  type Slot,
} from './slots.js';
import type { GaAppointmentsTable, GaSpacesTable } from './tables.js';

type BookInput = ParsedInputOf<typeof contract.generalApp.appoint>;
type RepeatInput = ParsedInputOf<typeof contract.generalApp.appointRepeat>;

export const notFound = (field = 'id') => new AppError(E.NOT_FOUND, `${field}: not found`, { field });
export const MAX_WEEKS = 26;

/** The check-in QR: GA and 12 characters from the CSPRNG (60 bits). */
export const checkinCode = (): string => randomCode('GA');

/** Whether the caller may see and book a space. */
async function visible(ctx: Ctx, s: GaSpacesTable): Promise<boolean> {
  if (s.enabled !== 1) return false;
  const { roles } = await ctx.authz();
  return inAudience(ctx.me(), roles, ctx.site.id, audienceOf(s));
}

export async function visibleSpace(ctx: Ctx, id: string, field = 'id'): Promise<GaSpacesTable> {
  const s = await q.findSpace(ctx.db, ctx.site.id, id);
  if (!s || !(await visible(ctx, s))) throw notFound(field);
  return s;
}

export async function spaces(ctx: Ctx, f: { category?: string | undefined; keyword?: string | undefined }) {
  ctx.me();
  const all = await q.listSpaces(ctx.db, ctx.site.id, { enabledOnly: true, category: f.category, keyword: f.keyword });
  const list = [];
  for (const s of all) if (await visible(ctx, s)) list.push(toSpace(s));
  return { list };
}

export async function space(ctx: Ctx, id: string) {
  const s = await visibleSpace(ctx, id);
  const today = localOf(now(), ctx.timezone).date;
  await q.settle(ctx.db, ctx.site.id, now());
  return {
    ...toSpace(s),
    today,
    lastDay: addDays(today, Number(s.horizon_days) - 1),
    noShows: await q.noShowsOf(ctx.db, ctx.site.id, ctx.me().id),
  };
}

const unitsOf = (s: GaSpacesTable, attendees: number) => (s.whole === 1 ? 1 : attendees);
const slotCapacity = (s: GaSpacesTable) => (s.whole === 1 ? 1 : Number(s.capacity));

export async function slots(ctx: Ctx, spaceId: string, date: string) {
  const s = await visibleSpace(ctx, spaceId, 'spaceId');
  const tz = ctx.timezone;
  const list = slotsOn({ hours: hoursOf(s), slotMinutes: Number(s.slot_minutes) }, date, tz);
  if (!list.length) return { date, slots: [] };
  const rows = await q.slotsBetween(ctx.db, [s.id], list[0]!.startsAt, list[list.length - 1]!.endsAt);
  const byStart = new Map(rows.map((r) => [Number(r.starts_at), r]));
  const mine = await q.heldSlots(
    ctx.db,
    ctx.me().id,
    rows.map((r) => r.id),
  );
  const t = now();
  return {
    date,
    slots: list.map((sl) => {
      const row = byStart.get(sl.startsAt);
      const capacity = row ? Number(row.capacity) : slotCapacity(s);
      const remaining = row ? Number(row.remaining) : capacity;
      const state = row && mine.has(row.id) ? 'mine' : sl.startsAt <= t ? 'past' : remaining <= 0 ? 'full' : 'open';
      return { ...sl, capacity, remaining, state } as const;
    }),
  };
}

/** Whether a manager books (no horizon: they plan a term of recurring meetings). */
async function isManager(ctx: Ctx): Promise<boolean> {
  return ctx.isSuper || hasModule((await ctx.authz()).auth, 'generalApp', 'manage');
}

function occurrence(
  ctx: Ctx,
  s: GaSpacesTable,
  slot: Slot,
  slotId: string,
  input: BookInput,
  seriesId: string | null,
  t: number,
): q.Occurrence {
  const tz = ctx.timezone;
  const day = localOf(slot.startsAt, tz).date;
  const row: GaAppointmentsTable = {
    id: newId(),
    site_id: ctx.site.id,
    space_id: s.id,
    slot_id: slotId,
    user_id: ctx.me().id,
    series_id: seriesId,
    starts_at: slot.startsAt,
    ends_at: slot.endsAt,
    units: unitsOf(s, input.attendees),
    attendees: input.attendees,
    purpose: input.purpose,
    contact: input.contact,
    status: s.approval === 1 ? 'pending' : 'approved',
    hold: slotId,
    reason: '',
    code: checkinCode(),
    checkin: s.checkin,
    grace_until: slot.startsAt + Number(s.grace_minutes) * 60,
    day,
    week: weekOf(day),
    decided_by: null,
    decided_at: s.approval === 1 ? null : t,
    checked_at: null,
    checked_by: null,
    cancelled_at: null,
    created_at: t,
  };
  return { row, perDay: Number(s.per_day), perWeek: Number(s.per_week) };
}

function checkAttendees(s: GaSpacesTable, attendees: number): void {
  if (attendees > Number(s.capacity)) throw badInput('attendees', reason('atMost', { max: Number(s.capacity) }));
}

async function ensure(ctx: Ctx, s: GaSpacesTable, slot: Slot) {
  const cap = slotCapacity(s);
  return q.ensureSlot(ctx.db, {
    id: newId(),
    site_id: ctx.site.id,
    space_id: s.id,
    starts_at: slot.startsAt,
    ends_at: slot.endsAt,
    capacity: cap,
    remaining: cap,
  });
}

async function shown(ctx: Ctx, ids: string[]): Promise<GaAppointment[]> {
  if (!ids.length) return [];
  const rows = await q.joined(ctx.db, ctx.site.id).where('a.id', 'in', ids).orderBy('a.starts_at').execute();
  const t = now();
  return rows.map((r) => toAppointment(r, t, true, ctx.timezone));
}

const SKIP_ERROR = { full: E.SOLD_OUT, taken: E.ALREADY_TAKEN, limit: E.LIMIT_REACHED } as const;

/** A refusal over a limit says both limits, which one was reached and how many the person already holds in it. */
async function limitDetails(ctx: Ctx, s: GaSpacesTable, a: GaAppointmentsTable) {
  const perDay = Number(s.per_day);
  const perWeek = Number(s.per_week);
  const used = await q.usage(ctx.db, s.id, a.user_id, a.day, a.week);
  const period = perDay > 0 && used.day >= perDay ? 'day' : 'week';
  return { perDay, perWeek, period, used: used[period] };
}

export async function appoint(ctx: Ctx, input: BookInput): Promise<GaAppointment> {
  const s = await visibleSpace(ctx, input.spaceId, 'spaceId');
  checkAttendees(s, input.attendees);
  const tz = ctx.timezone;
  const slot = slotAt({ hours: hoursOf(s), slotMinutes: Number(s.slot_minutes) }, input.startsAt, tz);
  if (!slot) throw badInput('startsAt', 'not a slot of this space');
  const t = now();
  if (slot.startsAt <= t) throw new AppError(E.ENDED, 'startsAt: the slot has started', { field: 'startsAt' });
  const today = localOf(t, tz).date;
  if (!(await isManager(ctx)) && !inHorizon(localOf(slot.startsAt, tz).date, today, Number(s.horizon_days))) {
    throw new AppError(E.NOT_OPEN_YET, 'startsAt: beyond the booking horizon', {
      field: 'startsAt',
      horizonDays: Number(s.horizon_days),
    });
  }
  const row = await ensure(ctx, s, slot);
  if ((await q.heldSlots(ctx.db, ctx.me().id, [row.id])).size)
    throw new AppError(E.ALREADY_TAKEN, 'startsAt: taken', { field: 'startsAt' });
  const o = occurrence(ctx, s, slot, row.id, input, null, t);
  const [why] = await q.book(ctx.db, [o]);
  if (why) {
    const limit = why === 'limit' ? await limitDetails(ctx, s, o.row) : {};
    throw new AppError(SKIP_ERROR[why], `startsAt: ${why}`, { field: 'startsAt', ...limit });
  }
  await announceBooked(ctx, s, [o.row]);
  return (await shown(ctx, [o.row.id]))[0]!;
}

/** Weekly at the first slot's local time on `weekdays` until `until`; refused occurrences are listed, not fatal. */
export async function appointRepeat(ctx: Ctx, input: RepeatInput) {
  const s = await visibleSpace(ctx, input.spaceId, 'spaceId');
  checkAttendees(s, input.attendees);
  const tz = ctx.timezone;
  const rule = { hours: hoursOf(s), slotMinutes: Number(s.slot_minutes) };
  const first = slotAt(rule, input.startsAt, tz);
  if (!first) throw badInput('startsAt', 'not a slot of this space');
  const start = localOf(first.startsAt, tz);
  if (input.until < start.date) throw badInput('until', 'must not be before the first slot');
  if (daysBetween(start.date, input.until) >= MAX_WEEKS * 7) throw badInput('until', reason('atMostWeeks', { max: MAX_WEEKS }));
  const t = now();
  const today = localOf(t, tz).date;
  const manager = await isManager(ctx);
  const seriesId = newId();
  const skipped: { startsAt: number; why: 'full' | 'taken' | 'limit' | 'closed' | 'horizon' | 'past' }[] = [];
  let planned: q.Occurrence[] = [];
  for (const date of recurringDates(start.date, [...new Set([...input.weekdays])], input.until)) {
    const slot = slotsOn(rule, date, tz).find((x) => localOf(x.startsAt, tz).minutes === start.minutes);
    if (!slot) {
      skipped.push({ startsAt: instantOf(date, start.minutes, tz), why: 'closed' });
      continue;
    }
    if (slot.startsAt <= t) skipped.push({ startsAt: slot.startsAt, why: 'past' });
    else if (!manager && !inHorizon(date, today, Number(s.horizon_days)))
      skipped.push({ startsAt: slot.startsAt, why: 'horizon' });
    else planned.push(occurrence(ctx, s, slot, (await ensure(ctx, s, slot)).id, input, seriesId, t));
  }
  // Slots the caller already holds are named as such (the unique hold would refuse them anyway).
  const held = await q.heldSlots(
    ctx.db,
    ctx.me().id,
    planned.map((o) => o.row.slot_id),
  );
  for (const o of planned.filter((p) => held.has(p.row.slot_id)))
    skipped.push({ startsAt: o.row.starts_at, why: 'taken' });
  planned = planned.filter((p) => !held.has(p.row.slot_id));
  const results = await q.book(ctx.db, planned);
  const created = planned.filter((_, i) => results[i] === null).map((o) => o.row);
  planned.forEach((o, i) => {
    const why = results[i];
    if (why) skipped.push({ startsAt: o.row.starts_at, why });
  });
  if (created.length) await announceBooked(ctx, s, created);
  return {
    seriesId,
    created: await shown(
      ctx,
      created.map((c) => c.id),
    ),
    skipped: skipped
      .sort((a, b) => a.startsAt - b.startsAt)
      .map((x) => {
        const l = localOf(x.startsAt, tz);
        return { ...x, when: `${l.date} ${hhmm(l.minutes)}` };
      }),
  };
}

export async function mine(ctx: Ctx, p: { scope: 'upcoming' | 'history'; current: number; pageSize: number }) {
  const me = ctx.me();
  const t = now();
  await q.settle(ctx.db, ctx.site.id, t);
  const upcoming = p.scope === 'upcoming';
  const f: q.RecordFilter = upcoming ? { userId: me.id, liveAt: t } : { userId: me.id };
  const r = await q.records(ctx.db, ctx.site.id, f, upcoming ? 'asc' : 'desc', p);
  return {
    list: r.rows.map((row) => toAppointment(row, t, true, ctx.timezone)),
    total: r.total,
    current: p.current,
    pageSize: p.pageSize,
    noShows: await q.noShowsOf(ctx.db, ctx.site.id, me.id),
  };
}

export async function detail(ctx: Ctx, id: string) {
  const me = ctx.me();
  const t = now();
  await q.settle(ctx.db, ctx.site.id, t);
  const row = await q.joined(ctx.db, ctx.site.id).where('a.id', '=', id).executeTakeFirst();
  if (!row || row.user_id !== me.id) throw notFound();
  const events = await q.events(ctx.db, ctx.site.id, { appointmentId: id }).orderBy('e.at').orderBy('e.id').execute();
  return { ...toAppointment(row, t, true, ctx.timezone), events: events.map((e) => toEvent(e, ctx.timezone)) };
}

export async function cancel(ctx: Ctx, id: string): Promise<GaAppointment> {
  const me = ctx.me();
  const a = await q.findAppointment(ctx.db, ctx.site.id, id);
  if (!a || a.user_id !== me.id) throw notFound();
  const t = now();
  if (Number(a.starts_at) <= t) throw new AppError(E.ENDED, 'id: the slot has started', { field: 'id' });
  if (!(await q.release(ctx.db, a, ['pending', 'approved'], 'cancelled', me.id, t, ''))) {
    throw new AppError(E.WRONG_STATE, `id: the appointment is ${a.status}`, { field: 'id', status: a.status });
  }
  await ctx.audit('generalApp.cancel', id);
  if (a.status === 'pending') await closeApproval(ctx, id);
  return (await shown(ctx, [id]))[0]!;
}

export async function events(ctx: Ctx, p: { current: number; pageSize: number }) {
  const me = ctx.me();
  await q.settle(ctx.db, ctx.site.id, now());
  const r = await q.eventPage(ctx.db, ctx.site.id, { userId: me.id }, p);
  return { list: r.rows.map((e) => toEvent(e, ctx.timezone)), total: r.total, current: p.current, pageSize: p.pageSize };
}
