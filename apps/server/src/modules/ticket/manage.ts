/**
 * Event management (`ticket.manage`): list with counters, detail, create and update. A type's
 * quota may change while grabs run: the remaining counter moves by the same delta in one
 * conditional UPDATE, and a quota below what is already issued is refused.
 */
import { AppError, E, badInput, type Audience, type ParsedInputOf, type contract } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import type { TicketEventsTable } from './tables.js';
import { newId, now, parseJson } from '../../platform/util.js';
import * as q from './queries.js';
import * as qd from './queries-draw.js';
import * as qw from './queries-wait.js';
import { toEvent } from './shape.js';
import { supplyChanged } from './supply.js';

type SaveInput = ParsedInputOf<typeof contract.ticket.manageSave>;

export async function list(ctx: Ctx, p: { current: number; pageSize: number }) {
  const all = await q.listEvents(ctx.db, ctx.site.id, false);
  const start = (p.current - 1) * p.pageSize;
  const page = all.slice(start, start + p.pageSize);
  const ids = page.map((e) => e.id);
  const [types, issued] = await Promise.all([q.typesOf(ctx.db, ctx.site.id, ids), q.issuedCounts(ctx.db, ctx.site.id, ids)]);
  return {
    list: page.map((e) => {
      const mine = types.filter((t) => t.event_id === e.id);
      return {
        ...toEvent(e),
        quota: mine.reduce((s, t) => s + Number(t.quota), 0),
        issued: mine.reduce((s, t) => s + (issued.get(t.id) ?? 0), 0),
      };
    }),
    total: all.length,
    current: p.current,
    pageSize: p.pageSize,
  };
}

export async function detail(ctx: Ctx, id: string) {
  const e = await q.findEvent(ctx.db, ctx.site.id, id);
  if (!e) throw new AppError(E.NOT_FOUND, 'id: not found', { field: 'id' });
  const [types, issued, entries, waiting] = await Promise.all([
    q.typesOf(ctx.db, ctx.site.id, [id]),
    q.issuedCounts(ctx.db, ctx.site.id, [id]),
    qd.entryCounts(ctx.db, id),
    qw.waitingCounts(ctx.db, id),
  ]);
  return {
    ...toEvent(e),
    audience: parseJson<Audience>(e.audience, {}),
    types: types.map((t) => ({
      id: t.id,
      name: t.name,
      quota: Number(t.quota),
      remaining: Number(t.remaining),
      perPerson: Number(t.per_person),
      held: Number(t.held),
      issued: issued.get(t.id) ?? 0,
      entrants: entries.get(t.id)?.entrants ?? 0,
      waiting: waiting.get(t.id) ?? 0,
    })),
  };
}

export async function save(ctx: Ctx, input: SaveInput): Promise<{ id: string }> {
  const me = ctx.me();
  const t = now();
  const isNew = !input.id;
  const id = input.id ?? newId();
  if (!isNew) {
    const old = await q.findEvent(ctx.db, ctx.site.id, id);
    if (!old) throw new AppError(E.NOT_FOUND, 'id: not found', { field: 'id' });
    if (old.drawn_at !== null && old.mode !== input.mode) throw badInput('mode', 'the draw has run: the mode is fixed');
    const known = new Set((await q.typesOf(ctx.db, ctx.site.id, [id])).map((ty) => ty.id));
    input.types.forEach((ty, i) => {
      if (ty.id && !known.has(ty.id)) throw badInput(`types.${i}.id`, 'not a type of this event');
    });
  } else if (input.types.some((ty) => ty.id)) {
    throw badInput('types', 'a new event has no existing types');
  }
  const event: TicketEventsTable = {
    id,
    site_id: ctx.site.id,
    title: input.title,
    description: input.description,
    place: input.place,
    mode: input.mode,
    starts_at: input.startsAt,
    open_at: input.openAt,
    close_at: input.closeAt,
    refund_until: input.refundUntil ?? null,
    hold_minutes: input.holdMinutes,
    auto_draw: input.autoDraw ? 1 : 0,
    drawn_at: null,
    open_notified: 0,
    audience: JSON.stringify(input.audience),
    published: input.published ? 1 : 0,
    created_by: me.id,
    created_at: t,
    updated_at: t,
  };
  const types = input.types.map((ty, i) => ({
    id: ty.id,
    newId: newId(),
    site_id: ctx.site.id,
    event_id: id,
    name: ty.name,
    quota: ty.quota,
    per_person: ty.perPerson,
    sort: i,
    created_at: t,
  }));
  const r = await q.saveEvent(ctx.db, event, isNew, types);
  if (r === 'ok') await supplyChanged(ctx);
  if (r === 'missing') throw new AppError(E.NOT_FOUND, 'id: not found', { field: 'id' });
  if (r !== 'ok') throw badInput(`types.${r.quotaBelowIssued}.quota`, 'below the tickets already issued');
  await ctx.audit(isNew ? 'ticket.create' : 'ticket.update', id);
  return { id };
}
