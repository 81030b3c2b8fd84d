/**
 * Item rules: a personal item is its owner's alone (others are told it does not exist); a group
 * item is seen by the group's members and changed only by its owner and managers. Windows are
 * local days of the site; repeats are expanded on read (repeat.ts).
 */
import { AGENDA_RANGE_DAYS, AppError, E, badInput, type AgendaItem, type ParsedInputOf, type contract, reason } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { completeTodo } from '../../platform/notify/index.js';
import { addDays, daysBetween, instantOf, localOf } from '../../platform/time.js';
import { newId, now } from '../../platform/util.js';
import * as notices from './notices.js';
import * as g from './queries-groups.js';
import * as q from './queries.js';
import { schedule } from './reminders.js';
import { occurrencesIn } from './repeat.js';
import { localTimes, remindOf, ruleOf, storedTimes, toOccurrence } from './shape.js';

type C = typeof contract.agenda;
export const notFound = (field = 'id') => new AppError(E.NOT_FOUND, `${field}: not found`, { field });
export const forbidden = (why: string) => new AppError(E.FORBIDDEN, why);
export const isManagerRole = (role: string | null) => role === 'owner' || role === 'manager';

/** The item if the caller may see it, with their role in its group (null for a personal one). */
export async function visibleItem(ctx: Ctx, id: string): Promise<{ item: q.ItemRow; role: string | null }> {
  const me = ctx.me().id;
  const item = await q.findItem(ctx.db, ctx.site.id, id);
  if (!item) throw notFound();
  if (item.group_id === null) {
    if (item.owner_id !== me) throw notFound();
    return { item, role: null };
  }
  const role = await g.roleOf(ctx.db, ctx.site.id, item.group_id, me);
  if (!role) throw notFound();
  return { item, role };
}

export async function range(ctx: Ctx, f: ParsedInputOf<C['range']>) {
  if (f.to < f.from) throw badInput('to', 'before from');
  if (daysBetween(f.from, f.to) >= AGENDA_RANGE_DAYS) throw badInput('to', reason('atMostDaysAfterFrom', { max: AGENDA_RANGE_DAYS }));
  const tz = ctx.timezone;
  const from = instantOf(f.from, 0, tz);
  const to = instantOf(addDays(f.to, 1), 0, tz);
  const me = ctx.me().id;
  const rows = await q.itemsFor(ctx.db, ctx.site.id, me, { from, to, fromDate: f.from });
  const groupItemIds = rows.filter((r) => r.group_id).map((r) => r.id);
  const confirmed = new Set((await q.receiptsOf(ctx.db, groupItemIds, me)).filter((r) => r.confirmed_at !== null).map((r) => r.item_id));
  const list = rows
    .flatMap((r) => occurrencesIn(ruleOf(r), tz, from, to).map((o) => toOccurrence(r, o, tz, confirmed.has(r.id))))
    .sort((a, b) => a.start - b.start || Number(b.allDay) - Number(a.allDay) || a.title.localeCompare(b.title));
  return { timezone: tz, today: localOf(now(), tz).date, list };
}

export async function detail(ctx: Ctx, id: string): Promise<AgendaItem> {
  const { item, role } = await visibleItem(ctx, id);
  const tz = ctx.timezone;
  const allDay = Number(item.all_day) === 1;
  const mine = item.group_id ? await q.receiptOf(ctx.db, item.id, ctx.me().id) : undefined;
  let receipts: AgendaItem['receipts'] = null;
  if (item.group_id && isManagerRole(role)) {
    const list = (await q.receiptList(ctx.db, ctx.site.id, item.id, item.group_id, item.owner_id)).map((r) => ({
      userId: r.user_id,
      name: r.name,
      number: r.number,
      readAt: r.read_at === null ? null : Number(r.read_at),
      confirmedAt: r.confirmed_at === null ? null : Number(r.confirmed_at),
    }));
    receipts = { total: list.length, read: list.filter((r) => r.readAt !== null).length, confirmed: list.filter((r) => r.confirmedAt !== null).length, list };
  }
  return {
    id: item.id,
    groupId: item.group_id,
    groupName: item.group_id ? (item.group_name ?? '') : null,
    ownerName: item.owner_name ?? '',
    title: item.title,
    allDay,
    ...localTimes(allDay, Number(item.start_at), Number(item.end_at), tz),
    location: item.location,
    notes: item.notes,
    remind: remindOf(item),
    repeat: ruleOf(item).repeat,
    repeatUntil: item.repeat_until,
    color: item.color as AgendaItem['color'],
    needConfirm: Number(item.need_confirm) === 1,
    canEdit: item.group_id === null || isManagerRole(role),
    readAt: mine?.read_at == null ? null : Number(mine.read_at),
    confirmedAt: mine?.confirmed_at == null ? null : Number(mine.confirmed_at),
    receipts,
  };
}

export async function save(ctx: Ctx, f: ParsedInputOf<C['save']>) {
  const me = ctx.me().id;
  const tz = ctx.timezone;
  const fields = storedTimes(f, tz);
  const t = now();
  if (f.id) {
    const { item } = await visibleItem(ctx, f.id);
    // A group item is changed through publish (its group's rules), never as a personal one.
    if (item.group_id !== null) throw notFound();
    await q.updateItem(ctx.db, ctx.site.id, f.id, { ...fields, need_confirm: 0, updated_at: t });
    await schedule(ctx.db, tz, { id: f.id, site_id: ctx.site.id, ...fields }, t);
    return { id: f.id };
  }
  const id = newId();
  await q.insertItem(ctx.db, { id, site_id: ctx.site.id, owner_id: me, group_id: null, ...fields, need_confirm: 0, created_at: t, updated_at: t });
  await schedule(ctx.db, tz, { id, site_id: ctx.site.id, ...fields }, t);
  return { id };
}

export async function publish(ctx: Ctx, f: ParsedInputOf<C['publish']>) {
  const me = ctx.me().id;
  const group = await g.findGroup(ctx.db, ctx.site.id, f.groupId);
  const role = group ? await g.roleOf(ctx.db, ctx.site.id, f.groupId, me) : null;
  if (!group || !role) throw notFound('groupId');
  if (!isManagerRole(role)) throw forbidden('groupId: only the group’s owner and managers publish');
  const tz = ctx.timezone;
  const fields = { ...storedTimes(f, tz), need_confirm: f.needConfirm ? 1 : 0 };
  const t = now();
  let id = f.id;
  if (id) {
    const old = await q.findItem(ctx.db, ctx.site.id, id);
    if (!old || old.group_id !== f.groupId) throw notFound();
    await q.updateItem(ctx.db, ctx.site.id, id, { ...fields, updated_at: t });
  } else {
    id = newId();
    await q.insertItem(ctx.db, { id, site_id: ctx.site.id, owner_id: me, group_id: f.groupId, ...fields, created_at: t, updated_at: t });
  }
  await schedule(ctx.db, tz, { id, site_id: ctx.site.id, ...fields }, t);
  await ctx.audit(f.id ? 'agenda.item.edit' : 'agenda.item.publish', id, { groupId: f.groupId });
  const notified = await notices.published(ctx, { id, groupId: group.id, groupName: group.name, needConfirm: f.needConfirm, edited: !!f.id, ...fields });
  return { id, notified };
}

export async function remove(ctx: Ctx, id: string) {
  const { item, role } = await visibleItem(ctx, id);
  if (item.group_id !== null && !isManagerRole(role)) throw forbidden('id: only the group’s owner and managers delete its items');
  await q.deleteItem(ctx.db, ctx.site.id, id);
  if (item.group_id !== null) {
    await completeTodo(ctx.platform, ctx.site.id, notices.confirmRef(id));
    await ctx.audit('agenda.item.delete', id, { groupId: item.group_id });
  }
  return null;
}

export async function read(ctx: Ctx, id: string) {
  const { item } = await visibleItem(ctx, id);
  if (item.group_id !== null) await q.markRead(ctx.db, ctx.site.id, id, ctx.me().id, now());
  return null;
}

export async function confirm(ctx: Ctx, id: string) {
  const { item } = await visibleItem(ctx, id);
  if (item.group_id === null || Number(item.need_confirm) !== 1) throw badInput('id', 'this item asks for no confirmation');
  const me = ctx.me().id;
  await q.confirm(ctx.db, ctx.site.id, id, me, now());
  await completeTodo(ctx.platform, ctx.site.id, notices.confirmRef(id), me);
  const r = await q.receiptOf(ctx.db, id, me);
  return { confirmedAt: Number(r?.confirmed_at ?? now()) };
}
