/**
 * Ticket rules: who sees an event (its audience, on this site), when a grab may happen, the
 * labels (machine.ts) and the ticket transitions. Counters change only in queries.ts.
 */
import crypto from 'node:crypto';
import { AppError, E, type Audience, type MyTicket, type TicketStatus } from '@campus/api';
import { inAudience } from '../../platform/audience.js';
import type { Ctx } from '../../platform/context.js';
import type { TicketEventsTable, TicketsTable } from '../../platform/db/schema.js';

import { newId, now, parseJson } from '../../platform/util.js';
import { canRefund, statusFor, windowError } from './machine.js';
import * as q from './queries.js';

const notFound = (field = 'id') => new AppError(E.NOT_FOUND, `${field}: not found`, { field });

/** 兑换码: 12 characters of an unambiguous alphabet from the CSPRNG (~60 bits). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function redemptionCode(): string {
  const bytes = crypto.randomBytes(12);
  let s = '';
  for (const b of bytes) s += ALPHABET[b % 32];
  return s;
}

export function toEvent(r: TicketEventsTable) {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    place: r.place,
    mode: 'grab' as const,
    startsAt: Number(r.starts_at),
    openAt: Number(r.open_at),
    closeAt: Number(r.close_at),
    published: r.published === 1,
  };
}

export function toTicket(r: TicketsTable): MyTicket {
  return {
    id: r.id,
    typeId: r.type_id,
    code: r.code,
    status: r.status as TicketStatus,
    createdAt: Number(r.created_at),
    checkedAt: r.checked_at === null ? null : Number(r.checked_at),
  };
}

const times = (e: TicketEventsTable) => ({ starts_at: Number(e.starts_at), open_at: Number(e.open_at), close_at: Number(e.close_at) });


/** Whether the caller may see (and grab in) a published event. */
async function visible(ctx: Ctx, e: TicketEventsTable): Promise<boolean> {
  if (e.published !== 1) return false;
  const { roles } = await ctx.authz();
  return inAudience(ctx.me(), roles, ctx.site.id, parseJson<Audience>(e.audience, {}));
}

export async function index(ctx: Ctx, p: { current: number; pageSize: number }) {
  ctx.me();
  const all = await q.listEvents(ctx.db, ctx.site.id, true);
  const mine: TicketEventsTable[] = [];
  for (const e of all) if (await visible(ctx, e)) mine.push(e);
  const start = (p.current - 1) * p.pageSize;
  return { list: mine.slice(start, start + p.pageSize).map(toEvent), total: mine.length, current: p.current, pageSize: p.pageSize };
}

export async function detail(ctx: Ctx, id: string) {
  const me = ctx.me();
  const e = await q.findEvent(ctx.db, ctx.site.id, id);
  if (!e || !(await visible(ctx, e))) throw notFound();
  const [types, tickets] = await Promise.all([q.typesOf(ctx.db, ctx.site.id, [e.id]), q.ticketsOf(ctx.db, ctx.site.id, e.id, me.id)]);
  const t = now();
  const mine = tickets.map(toTicket);
  return {
    ...toEvent(e),
    types: types.map((ty) => ({
      id: ty.id,
      name: ty.name,
      quota: Number(ty.quota),
      remaining: Number(ty.remaining),
      perPerson: Number(ty.per_person),
      label: statusFor(times(e), { remaining: Number(ty.remaining) }, t, mine.filter((m) => m.typeId === ty.id)),
    })),
    mine,
  };
}

export async function enroll(ctx: Ctx, typeId: string): Promise<MyTicket> {
  const me = ctx.me();
  const ty = await q.findType(ctx.db, ctx.site.id, typeId);
  const e = ty && (await q.findEvent(ctx.db, ctx.site.id, ty.event_id));
  if (!ty || !e || !(await visible(ctx, e))) throw notFound('typeId');
  const t = now();
  const closed = windowError(times(e), t);
  if (closed) throw new AppError(E[closed], undefined, { field: 'typeId' });
  const row: TicketsTable = {
    id: newId(),
    site_id: ctx.site.id,
    event_id: e.id,
    type_id: ty.id,
    user_id: me.id,
    code: redemptionCode(),
    status: 'issued',
    created_at: t,
    checked_at: null,
    checked_by: null,
    cancelled_at: null,
  };
  const r = await q.grab(ctx.db, row, Number(ty.per_person));
  if (!r.ok) throw new AppError(E[r.why], undefined, { field: 'typeId', ...(r.why === 'LIMIT_REACHED' ? { limit: Number(ty.per_person) } : {}) });
  return toTicket(row);
}

export async function refund(ctx: Ctx, id: string): Promise<MyTicket> {
  const me = ctx.me();
  const tk = await q.findTicket(ctx.db, ctx.site.id, id);
  if (!tk || tk.user_id !== me.id) throw notFound();
  const e = await q.findEvent(ctx.db, ctx.site.id, tk.event_id);
  if (!e) throw notFound();
  const t = now();
  if (!canRefund(times(e), t)) throw new AppError(E.ENDED, undefined, { field: 'id' });
  if (!(await q.refund(ctx.db, ctx.site.id, id, me.id, t))) {
    throw new AppError(E.CONFLICT, `id: the ticket is ${tk.status === 'issued' ? 'no longer issued' : tk.status}`, { field: 'id' });
  }
  return toTicket({ ...tk, status: 'cancelled', cancelled_at: t });
}

export async function check(ctx: Ctx, code: string) {
  const me = ctx.me();
  const c = code.toUpperCase();
  const t = now();
  const done = await q.check(ctx.db, ctx.site.id, c, me.id, t);
  const tk = await q.findByCode(ctx.db, ctx.site.id, c);
  if (!tk) throw notFound('code');
  if (!done) {
    if (tk.status === 'checked') throw new AppError(E.ALREADY_TAKEN, 'code: already checked', { field: 'code', checkedAt: Number(tk.checked_at) });
    throw new AppError(E.CONFLICT, 'code: the ticket was cancelled', { field: 'code' });
  }
  await ctx.audit('ticket.check', tk.id);
  const [e, ty, holder] = await Promise.all([
    q.findEvent(ctx.db, ctx.site.id, tk.event_id),
    q.findType(ctx.db, ctx.site.id, tk.type_id),
    q.holderOf(ctx.db, tk.user_id),
  ]);
  return { ...toTicket(tk), eventTitle: e?.title ?? '', typeName: ty?.name ?? '', name: holder?.name ?? '', number: holder?.number ?? '' };
}

