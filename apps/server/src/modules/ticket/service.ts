/**
 * Ticket rules for users: who sees an event (its audience, on this site), the labels
 * (machine.ts), grabbing and entering the draw, refunds and checking. Reads also do the work
 * no scheduler does: the "grabbing opened" notice, lazy auto-draws and lapsed holds
 * (lazy.ts). Counters change only in the query files.
 */
import { AppError, E, type Audience, type MyTicket } from '@campus/api';
import { inAudience } from '../../platform/audience.js';
import type { Ctx } from '../../platform/context.js';
import type { TicketEventsTable, TicketTypesTable } from './tables.js';
import { newId, now, parseJson } from '../../platform/util.js';
import { canRefund, statusFor, windowError } from './machine.js';
import { newTicket, times, toEvent, toTicket } from './shape.js';
import * as q from './queries.js';
import * as qd from './queries-draw.js';
import * as qw from './queries-wait.js';
import { afterMove, sweepHeld, touch } from './lazy.js';
import { soldOutMemo } from './supply.js';

export const notFound = (field = 'id') => new AppError(E.NOT_FOUND, `${field}: not found`, { field });

/** Whether the caller may see (and act in) a published event. */
/** An event row's audience, parsed once per row object (a remembered row is asked again and again in a rush). */
const audiences = new WeakMap<TicketEventsTable, Audience>();
function audienceOf(e: TicketEventsTable): Audience {
  let a = audiences.get(e);
  if (!a) audiences.set(e, (a = parseJson<Audience>(e.audience, {})));
  return a;
}

async function visible(ctx: Ctx, e: TicketEventsTable): Promise<boolean> {
  if (Number(e.published) !== 1) return false;
  const audience = audienceOf(e);
  // Role codes matter only to an audience that names roles (and not the whole site): a rush on
  // an event for everyone need not read them.
  const roles = audience.site || !audience.roles?.length ? [] : (await ctx.authz()).roles;
  return inAudience(ctx.me(), roles, ctx.site.id, audience);
}

/** The event (visible to the caller) or 404 on `field`. */
export async function visibleEvent(ctx: Ctx, id: string, field = 'id'): Promise<TicketEventsTable> {
  const e = await q.findEvent(ctx.db, ctx.site.id, id);
  if (!e || !(await visible(ctx, e))) throw notFound(field);
  return e;
}

/** A type and its event, both visible to the caller, or 404 on typeId. */
export async function visibleType(ctx: Ctx, typeId: string): Promise<{ ty: TicketTypesTable; e: TicketEventsTable }> {
  const found = await q.findTypeWithEvent(ctx.db, ctx.site.id, typeId);
  if (!found || !(await visible(ctx, found.e))) throw notFound('typeId');
  return found;
}

export async function index(ctx: Ctx, p: { current: number; pageSize: number }) {
  ctx.me();
  const all = await q.listEvents(ctx.db, ctx.site.id, true);
  const mine: TicketEventsTable[] = [];
  for (const e of all) if (await visible(ctx, e)) mine.push(e);
  const start = (p.current - 1) * p.pageSize;
  return {
    list: mine.slice(start, start + p.pageSize).map(toEvent),
    total: mine.length,
    current: p.current,
    pageSize: p.pageSize,
  };
}

/** Types with the caller's labels, waiting-list places and entries, after the lazy work. */
async function liveView(ctx: Ctx, e0: TicketEventsTable) {
  const me = ctx.me();
  const e = await touch(ctx, e0);
  let types = await q.typesOf(ctx.db, ctx.site.id, [e.id]);
  if (await sweepHeld(ctx, e, types)) types = await q.typesOf(ctx.db, ctx.site.id, [e.id]);
  const [tickets, waits, entries, sub] = await Promise.all([
    q.ticketsOf(ctx.db, ctx.site.id, e.id, me.id),
    qw.waitsOf(ctx.db, e.id, me.id),
    qd.entriesOf(ctx.db, e.id, me.id),
    q.subOf(ctx.db, e.id, me.id),
  ]);
  const t = now();
  const mine = tickets.map(toTicket);
  const ev = times(e);
  return {
    e,
    t,
    mine,
    subscribed: sub === 'active',
    types: types.map((ty) => {
      const wait = waits.get(ty.id) ?? null;
      const entry = entries.find((x) => x.type_id === ty.id)?.status as 'pending' | 'won' | 'lost' | undefined;
      const remaining = Number(ty.remaining);
      return {
        id: ty.id,
        name: ty.name,
        quota: Number(ty.quota),
        remaining,
        held: Number(ty.held),
        perPerson: Number(ty.per_person),
        label: statusFor(
          ev,
          { remaining },
          t,
          mine.filter((m) => m.typeId === ty.id),
          { sub, entry: entry ?? null, wait: wait?.status ?? null, perPerson: Number(ty.per_person) },
        ),
        wait,
        reserved: entry === 'pending',
      };
    }),
  };
}

export async function detail(ctx: Ctx, id: string) {
  const v = await liveView(ctx, await visibleEvent(ctx, id));
  const me = ctx.me();
  return {
    ...toEvent(v.e),
    types: v.types,
    mine: v.mine,
    holder: { name: me.name, number: me.number },
    subscribed: v.subscribed,
    now: v.t,
  };
}

export async function status(ctx: Ctx, id: string) {
  const v = await liveView(ctx, await visibleEvent(ctx, id));
  return { id: v.e.id, now: v.t, subscribed: v.subscribed, types: v.types };
}

export type EnrollResult = (MyTicket & { kind: 'ticket' }) | { kind: 'reservation'; typeId: string; createdAt: number };

/** Grab mode: one conditional update + one insert; only when sold out, lapsed holds are moved and it tries once more. */
export async function enroll(ctx: Ctx, typeId: string): Promise<EnrollResult> {
  const me = ctx.me();
  // A type known to be sold out with nothing held skips the read (supply.ts); the caller must
  // still see the event, and the window is checked as always.
  const memo = soldOutMemo(ctx);
  const key = `${ctx.site.id}:${typeId}`;
  const known = memo.get(key);
  const stamp = memo.stamp();
  const { ty, e } = known && (await visible(ctx, known.e)) ? known : await visibleType(ctx, typeId);
  const t = now();
  const closed = windowError(times(e), t);
  if (closed) throw new AppError(E[closed], undefined, { field: 'typeId' });
  if (e.mode === 'reserve') {
    const r = await qd.enter(ctx.db, {
      id: newId(),
      site_id: ctx.site.id,
      event_id: e.id,
      type_id: ty.id,
      user_id: me.id,
      status: 'pending',
      created_at: t,
    });
    if (r !== 'ok')
      throw new AppError(E[r], r === 'ALREADY_TAKEN' ? 'typeId: already entered the draw' : undefined, {
        field: 'typeId',
      });
    return { kind: 'reservation', typeId: ty.id, createdAt: t };
  }
  // Sold out with nothing held (most requests of a rush): answer from the read just made,
  // without a write. The conditional UPDATE in grab stays the rule when units are left.
  if (Number(ty.remaining) <= 0 && Number(ty.held) <= 0) {
    if (!known) memo.set(key, { ty, e }, stamp);
    throw new AppError(E.SOLD_OUT, undefined, { field: 'typeId' });
  }
  const row = newTicket(ctx.site.id, e.id, ty.id, me.id, t);
  let r = await q.grab(ctx.db, row, Number(ty.per_person));
  if (!r.ok && r.why === 'SOLD_OUT' && Number(ty.held) > 0) {
    const moved = await qw.sweep(ctx.db, ctx.site.id, ty.id, Number(e.hold_minutes), t);
    await afterMove(ctx, e, moved);
    if (moved.toPool > 0) r = await q.grab(ctx.db, row, Number(ty.per_person));
  }
  if (!r.ok)
    throw new AppError(E[r.why], undefined, {
      field: 'typeId',
      ...(r.why === 'LIMIT_REACHED' ? { limit: Number(ty.per_person) } : {}),
    });
  return { kind: 'ticket', ...toTicket(row) };
}

export async function refund(ctx: Ctx, id: string): Promise<MyTicket> {
  const me = ctx.me();
  const tk = await q.findTicket(ctx.db, ctx.site.id, id);
  if (!tk || tk.user_id !== me.id) throw notFound();
  const e = await q.findEvent(ctx.db, ctx.site.id, tk.event_id);
  if (!e) throw notFound();
  const t = now();
  if (!canRefund(times(e), t)) throw new AppError(E.ENDED, 'id: refunds have closed', { field: 'id' });
  const moved = await qw.refund(ctx.db, ctx.site.id, id, me.id, Number(e.hold_minutes), t);
  if (!moved)
    throw new AppError(E.CONFLICT, `id: the ticket is ${tk.status === 'issued' ? 'no longer issued' : tk.status}`, {
      field: 'id',
    });
  await afterMove(ctx, e, moved);
  return toTicket({ ...tk, status: 'cancelled', cancelled_at: t });
}

/** The redemption code from a typed code or a scanned QR (the code itself or a URL carrying `code=`). */
export function codeOf(input: string): string {
  const m = /[?&]code=([A-Za-z0-9]+)/.exec(input);
  return (m ? m[1]! : input).trim().toUpperCase();
}

export async function check(ctx: Ctx, input: string) {
  const me = ctx.me();
  const c = codeOf(input);
  const t = now();
  const done = await q.check(ctx.db, ctx.site.id, c, me.id, t);
  const tk = await q.findByCode(ctx.db, ctx.site.id, c);
  if (!tk) throw notFound('code');
  if (!done) {
    if (tk.status === 'checked') {
      const at = Number(tk.checked_at);
      throw new AppError(E.ALREADY_TAKEN, `code: already checked at ${new Date(at * 1000).toISOString()}`, {
        field: 'code',
        checkedAt: at,
      });
    }
    throw new AppError(E.CONFLICT, 'code: the ticket was cancelled', { field: 'code' });
  }
  await ctx.audit('ticket.check', tk.id);
  const [e, ty, holder] = await Promise.all([
    q.findEvent(ctx.db, ctx.site.id, tk.event_id),
    q.findType(ctx.db, ctx.site.id, tk.type_id),
    q.holderOf(ctx.db, tk.user_id),
  ]);
  return {
    ...toTicket(tk),
    eventTitle: e?.title ?? '',
    typeName: ty?.name ?? '',
    name: holder?.name ?? '',
    number: holder?.number ?? '',
  };
}
