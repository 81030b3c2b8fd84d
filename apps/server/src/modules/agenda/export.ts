/**
 * Settings, upcoming reminders and calendar export: one item or the whole agenda as .ics, and
 * the subscription feed reached by a secret token (only its sha256 is stored; a new token is
 * shown once and replaces the old one).
 */
import { AppError, E, type ParsedInputOf, type contract } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { siteTimezone } from '../../platform/notify/dnd.js';
import { now, parseJson, randomToken, sha256 } from '../../platform/util.js';
import { calendar, type IcsEvent } from './ics.js';
import * as q from './queries.js';
import { visibleItem } from './service.js';
import { remindOf, ruleOf } from './shape.js';

type C = typeof contract.agenda;
const DEFAULT_REMIND = [15];
const UPCOMING_DAYS = 14;

export async function settings(ctx: Ctx) {
  const s = await q.settingsOf(ctx.db, ctx.site.id, ctx.me().id);
  return {
    defaultRemind: s ? parseJson<number[]>(s.default_remind, DEFAULT_REMIND) : DEFAULT_REMIND,
    groupReminders: s ? Number(s.group_reminders) === 1 : true,
    feed: !!s?.feed_hash,
    timezone: ctx.timezone,
  };
}

const blankSettings = (ctx: Ctx) => ({ site_id: ctx.site.id, user_id: ctx.me().id, default_remind: JSON.stringify(DEFAULT_REMIND), group_reminders: 1, feed_hash: null });

export async function saveSettings(ctx: Ctx, f: ParsedInputOf<C['saveSettings']>) {
  await q.saveSettings(ctx.db, blankSettings(ctx), { default_remind: JSON.stringify(f.defaultRemind), group_reminders: f.groupReminders ? 1 : 0 });
  return null;
}

export async function reminders(ctx: Ctx) {
  const me = ctx.me().id;
  const items = await q.itemsFor(ctx.db, ctx.site.id, me, null);
  const byId = new Map(items.map((i) => [i.id, i]));
  const s = await settings(ctx);
  const t = now();
  const rows = await q.upcomingReminders(ctx.db, [...byId.keys()], t, t + UPCOMING_DAYS * 86400);
  return {
    list: rows
      .map((r) => ({ r, item: byId.get(r.item_id)! }))
      .filter(({ item }) => item.group_id === null || s.groupReminders)
      .map(({ r, item }) => ({ itemId: item.id, title: item.title, groupName: item.group_id ? (item.group_name ?? '') : null, fireAt: Number(r.fire_at), startAt: Number(r.start_at), minutes: Number(r.minutes) })),
  };
}

export async function feed(ctx: Ctx, enabled: boolean) {
  if (!enabled) {
    await q.saveSettings(ctx.db, blankSettings(ctx), { feed_hash: null });
    return { path: null };
  }
  const token = randomToken(24);
  await q.saveSettings(ctx.db, blankSettings(ctx), { feed_hash: sha256(token) });
  return { path: `/api/agenda/subscribe?site=${encodeURIComponent(ctx.site.id)}&token=${token}` };
}

function toEvent(ctx: Ctx, r: q.ItemRow): IcsEvent {
  const rule = ruleOf(r);
  const origin = ctx.platform.env.PUBLIC_ORIGIN;
  return {
    uid: `${r.id}@${ctx.site.id}.agenda`,
    stamp: Number(r.updated_at),
    title: r.title,
    allDay: rule.allDay,
    startAt: rule.startAt,
    endAt: rule.endAt,
    location: r.location,
    notes: r.notes,
    repeat: rule.repeat,
    until: rule.until,
    remind: remindOf(r),
    ...(origin ? { url: `${origin.replace(/\/$/, '')}/site/agenda/classDetail?id=${encodeURIComponent(r.id)}` } : {}),
  };
}

function sendIcs(ctx: Ctx, name: string, body: string): null {
  ctx.reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.ics"`)
    .header('cache-control', 'no-store')
    .send(body);
  return null;
}

export async function ics(ctx: Ctx, id: string | undefined) {
  const tz = ctx.timezone;
  if (id) {
    const { item } = await visibleItem(ctx, id);
    return sendIcs(ctx, 'agenda-item', calendar(item.title, tz, [toEvent(ctx, item)]));
  }
  const items = await q.itemsFor(ctx.db, ctx.site.id, ctx.me().id, null);
  return sendIcs(ctx, 'agenda', calendar(`${ctx.site.name} · ${ctx.me().name}`, tz, items.map((r) => toEvent(ctx, r))));
}

/** The feed: no session, the token names the person; a wrong or revoked token is not found. */
export async function subscribe(ctx: Ctx, token: string) {
  const s = await q.settingsByFeed(ctx.db, sha256(token));
  const user = s ? await q.activeUser(ctx.db, s.site_id, s.user_id) : undefined;
  const site = s ? await ctx.platform.sites.get(s.site_id) : undefined;
  if (!s || !user || !site) throw new AppError(E.NOT_FOUND, 'token: not found', { field: 'token' });
  const tz = siteTimezone(site.variants);
  const items = await q.itemsFor(ctx.db, s.site_id, user.id, null);
  return sendIcs(ctx, 'agenda', calendar(`${site.name} · ${user.name}`, tz, items.map((r) => toEvent(ctx, r))));
}
