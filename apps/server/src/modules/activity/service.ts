/**
 * Activity rules for participants: the hall, detail, signing up and withdrawing (places only
 * move in queries.ts), personal check-in codes and checking in.
 */
import { AppError, E, type ActivityCategory, type ActivitySummary, type MySignup, type SignupStatus } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { newId, now } from '../../platform/util.js';
import { canSee, forbidden, isOrganiser, notFound, rolesOf } from './access.js';
import { checkinError, parseCheckinCode, personalCode, signupError, stateOf, verifyCheckinCode } from './machine.js';
import * as q from './queries.js';
import type { ActivitiesTable, ActivitySignupsTable } from './tables.js';

const LIVE = ['pending', 'approved'] as const;

export function toSummary(a: ActivitiesTable, t: number, myStatus: string | undefined): ActivitySummary {
  const n = { ...a, starts_at: Number(a.starts_at), ends_at: Number(a.ends_at), signup_open_at: Number(a.signup_open_at), signup_close_at: Number(a.signup_close_at), capacity: a.capacity === null ? null : Number(a.capacity), taken: Number(a.taken) };
  return {
    id: a.id,
    title: a.title,
    category: a.category as ActivityCategory,
    organiser: a.organiser,
    cover: a.cover_url,
    place: a.place,
    startsAt: n.starts_at,
    endsAt: n.ends_at,
    signupOpenAt: n.signup_open_at,
    signupCloseAt: n.signup_close_at,
    capacity: n.capacity,
    taken: n.taken,
    needsApproval: a.needs_approval === 1,
    published: a.published === 1,
    cancelled: a.cancelled === 1,
    state: stateOf(n, t),
    myStatus: (myStatus as SignupStatus | undefined) ?? null,
  };
}

export const toSignup = (s: ActivitySignupsTable): MySignup => ({
  id: s.id,
  status: s.status as SignupStatus,
  note: s.note,
  createdAt: Number(s.created_at),
  checkedAt: s.checked_at === null ? null : Number(s.checked_at),
});

const page = <T>(all: T[], p: { current: number; pageSize: number }) => ({
  list: all.slice((p.current - 1) * p.pageSize, p.current * p.pageSize),
  total: all.length,
  current: p.current,
  pageSize: p.pageSize,
});

export async function hall(ctx: Ctx, p: { current: number; pageSize: number; category?: ActivityCategory | undefined; keyword?: string | undefined; filter: string }) {
  const r = await rolesOf(ctx);
  const t = now();
  const [rows, mine] = await Promise.all([
    q.listActivities(ctx.db, ctx.site.id, { category: p.category, keyword: p.keyword || undefined, publishedOnly: true }),
    q.myStatuses(ctx.db, ctx.site.id, r.me.id),
  ]);
  const keep = rows.filter((a) => {
    if (!canSee({ ...r, manager: false }, ctx.site.id, a)) return false;
    const s = Number(a.starts_at);
    const e = Number(a.ends_at);
    if (p.filter === 'upcoming') return t < s && a.cancelled === 0;
    if (p.filter === 'ongoing') return s <= t && t < e && a.cancelled === 0;
    if (p.filter === 'ended') return e <= t;
    if (p.filter === 'mine') return (LIVE as readonly string[]).includes(mine.get(a.id) ?? '');
    return true;
  });
  return page(keep.map((a) => toSummary(a, t, mine.get(a.id))), p);
}

/** The activity when the caller may see it, with their roles. */
export async function visible(ctx: Ctx, id: string, field = 'id') {
  const r = await rolesOf(ctx);
  const a = await q.findActivity(ctx.db, ctx.site.id, id);
  if (!a || !canSee(r, ctx.site.id, a)) throw notFound(field);
  return { a, r };
}

/** The activity when the caller organises it. */
export async function organised(ctx: Ctx, id: string, field = 'id') {
  const { a, r } = await visible(ctx, id, field);
  if (!isOrganiser(r, a)) throw forbidden(field);
  return { a, r };
}

/** Participants (a live sign-up) and organisers take part: comments and photos. */
export async function takesPart(ctx: Ctx, a: ActivitiesTable, r: Awaited<ReturnType<typeof rolesOf>>): Promise<boolean> {
  if (isOrganiser(r, a)) return true;
  const s = await q.signupOf(ctx.db, a.id, r.me.id);
  return !!s && (LIVE as readonly string[]).includes(s.status);
}

export async function detail(ctx: Ctx, id: string) {
  const { a, r } = await visible(ctx, id);
  const [s, counts] = await Promise.all([q.signupOf(ctx.db, a.id, r.me.id), q.countsOf(ctx.db, ctx.site.id, a.id)]);
  const organiser = isOrganiser(r, a);
  return {
    ...toSummary(a, now(), s?.status),
    description: a.description,
    cancelReason: a.cancel_reason,
    mine: s ? toSignup(s) : null,
    canManage: organiser,
    canTakePart: organiser || (!!s && (LIVE as readonly string[]).includes(s.status)),
    counts,
  };
}

export async function signup(ctx: Ctx, id: string, note: string): Promise<MySignup> {
  const { a, r } = await visible(ctx, id);
  const t = now();
  const why = signupError({ ...a, starts_at: Number(a.starts_at), ends_at: Number(a.ends_at), signup_open_at: Number(a.signup_open_at), signup_close_at: Number(a.signup_close_at), capacity: a.capacity, taken: Number(a.taken) }, t);
  if (why) throw new AppError(E[why], undefined, { field: 'id' });
  const row: ActivitySignupsTable = {
    id: newId(),
    site_id: ctx.site.id,
    activity_id: a.id,
    user_id: r.me.id,
    status: a.needs_approval === 1 ? 'pending' : 'approved',
    note,
    code: personalCode(),
    created_at: t,
    updated_at: t,
    checked_at: null,
    checked_by: null,
  };
  const res = await q.takePlace(ctx.db, row);
  if (!res.ok) {
    // What the person already has decides the answer first, whether or not places are left.
    const s = await q.signupOf(ctx.db, a.id, r.me.id);
    if (s && (LIVE as readonly string[]).includes(s.status)) throw new AppError(E.ALREADY_TAKEN, 'id: already signed up', { field: 'id', status: s.status });
    if (s && s.status !== 'cancelled') throw new AppError(E.WRONG_STATE, `id: the sign-up was ${s.status}`, { field: 'id', status: s.status });
    const now2 = await q.findActivity(ctx.db, ctx.site.id, a.id);
    if (!now2 || now2.cancelled === 1 || now2.published !== 1) throw new AppError(E.WRONG_STATE, 'id: the activity is no longer open', { field: 'id' });
    if (res.why === 'FULL') throw new AppError(E.SOLD_OUT, 'id: no places left', { field: 'id' });
    throw new AppError(E.CONFLICT, 'id: try again', { field: 'id' });
  }
  const s = await q.signupOf(ctx.db, a.id, r.me.id);
  return toSignup(s ?? row);
}

export async function cancelSignup(ctx: Ctx, id: string): Promise<MySignup> {
  const { a, r } = await visible(ctx, id);
  const s = await q.signupOf(ctx.db, a.id, r.me.id);
  if (!s) throw notFound();
  const t = now();
  if (t >= Number(a.starts_at)) throw new AppError(E.ENDED, 'id: the activity has started', { field: 'id' });
  if (!(await q.freePlace(ctx.db, ctx.site.id, s.id, LIVE, 'cancelled', t))) {
    throw new AppError(E.WRONG_STATE, `id: the sign-up is ${s.checked_at !== null ? 'checked in' : s.status}`, { field: 'id' });
  }
  return toSignup({ ...s, status: 'cancelled', updated_at: t });
}

export async function myCode(ctx: Ctx, id: string) {
  const { a, r } = await visible(ctx, id);
  const s = await q.signupOf(ctx.db, a.id, r.me.id);
  if (!s || s.status !== 'approved') throw new AppError(E.NOT_ELIGIBLE, 'id: no approved sign-up', { field: 'id' });
  return { code: s.code, checkedAt: s.checked_at === null ? null : Number(s.checked_at) };
}

async function finishCheckin(ctx: Ctx, a: ActivitiesTable, s: ActivitySignupsTable, by: string, field: string) {
  const t = now();
  const why = checkinError({ starts_at: Number(a.starts_at), ends_at: Number(a.ends_at), cancelled: a.cancelled }, t);
  if (why) throw new AppError(E[why], undefined, { field });
  if (s.status !== 'approved') throw new AppError(E.WRONG_STATE, `${field}: the sign-up is ${s.status}`, { field, status: s.status });
  if (!(await q.checkIn(ctx.db, ctx.site.id, s.id, by, t))) {
    const now2 = await q.findSignup(ctx.db, ctx.site.id, s.id);
    throw new AppError(E.ALREADY_DONE, `${field}: already checked in`, { field, checkedAt: Number(now2?.checked_at ?? 0) });
  }
  await ctx.audit('activity.checkin', s.id, { activity: a.id });
  const u = await q.userName(ctx.db, s.user_id);
  return { signupId: s.id, activityId: a.id, title: a.title, name: u?.name ?? '', number: u?.number ?? '', checkedAt: t };
}

/** A participant scanned the organiser's rotating code. */
export async function checkin(ctx: Ctx, code: string) {
  const me = ctx.me();
  const p = parseCheckinCode(code.trim());
  if (!p) throw new AppError(E.NOT_FOUND, 'code: not a check-in code', { field: 'code' });
  const a = await q.findActivity(ctx.db, ctx.site.id, p.id);
  if (!a) throw new AppError(E.NOT_FOUND, 'code: not a check-in code', { field: 'code' });
  const v = verifyCheckinCode(p, a.checkin_secret, now());
  if (v === 'bad') throw new AppError(E.NOT_FOUND, 'code: not a check-in code', { field: 'code' });
  if (v === 'expired') throw new AppError(E.CODE_EXPIRED, 'code: expired, scan the current one', { field: 'code' });
  const s = await q.signupOf(ctx.db, a.id, me.id);
  if (!s) throw new AppError(E.NOT_ELIGIBLE, 'code: not signed up', { field: 'code' });
  return finishCheckin(ctx, a, s, me.id, 'code');
}

/** An organiser or checker scanned a participant's personal code. */
export async function checkUser(ctx: Ctx, code: string) {
  const r = await rolesOf(ctx);
  const s = await q.findSignupByCode(ctx.db, ctx.site.id, code.trim().toUpperCase());
  const a = s && (await q.findActivity(ctx.db, ctx.site.id, s.activity_id));
  if (!s || !a) throw new AppError(E.NOT_FOUND, 'code: not found', { field: 'code' });
  if (!r.checker && !isOrganiser(r, a)) throw new AppError(E.FORBIDDEN, 'code: not the organiser or a checker', { field: 'code' });
  return finishCheckin(ctx, a, s, r.me.id, 'code');
}

export async function canCreate(ctx: Ctx) {
  const r = await rolesOf(ctx);
  return { allowed: r.canCreate, manager: r.manager, checker: r.checker };
}
