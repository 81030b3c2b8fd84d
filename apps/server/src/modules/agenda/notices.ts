/**
 * What reaches people through the message centre: a published (or changed) group item to its
 * members, a to-do when it asks for confirmation, and reminders. Sent after the change is
 * committed; a failed notice is logged and never undoes the change.
 */
import { t } from '@campus/i18n/all';
import type { Ctx, Platform } from '../../platform/context.js';
import { completeTodo, notify } from '../../platform/notify/index.js';
import { memberIds } from './queries-groups.js';
import { confirmableItems } from './queries.js';
import { localTimes } from './shape.js';

export const confirmRef = (id: string) => `agenda:confirm:${id}`;
export const itemLink = (id: string) => `/site/agenda/classDetail?id=${encodeURIComponent(id)}`;

/** `2026-12-01 09:00`, or the day alone for an all-day item (site time). */
export function whenText(allDay: boolean, start: number, end: number, tz: string): string {
  const l = localTimes(allDay, start, end, tz);
  return allDay ? l.startDate : `${l.startDate} ${l.startTime}`;
}

interface Published {
  id: string;
  title: string;
  groupId: string;
  groupName: string;
  needConfirm: boolean;
  edited: boolean;
  all_day: number;
  start_at: number;
  end_at: number;
  location: string;
}

/** Tells every member but the publisher; answers how many were told. */
export async function published(ctx: Ctx, p: Published): Promise<number> {
  const me = ctx.me().id;
  const users = (await memberIds(ctx.db, ctx.site.id, p.groupId)).filter((u) => u !== me);
  if (!users.length) return 0;
  const when = whenText(p.all_day === 1, p.start_at, p.end_at, ctx.timezone);
  try {
    const r = await notify(ctx.platform, {
      siteId: ctx.site.id,
      audience: { users },
      category: 'agenda',
      title: t(p.edited ? 'agenda.notify.changed' : 'agenda.notify.published', { group: p.groupName, title: p.title }, 'zh').slice(0, 200),
      body: t('agenda.notify.when', { when, location: p.location || '—' }, 'zh'),
      link: itemLink(p.id),
      senderId: me,
      ...(p.needConfirm ? { todo: { ref: confirmRef(p.id) } } : {}),
    });
    return r.recipients;
  } catch (err) {
    ctx.req.log.warn({ err, item: p.id }, 'agenda notice failed');
    return 0;
  }
}

/** One reminder of one occurrence to the people it concerns. */
export async function remind(platform: Platform, siteId: string, users: string[], item: { id: string; title: string; location: string }, when: string): Promise<void> {
  if (!users.length) return;
  await notify(platform, {
    siteId,
    audience: { users },
    category: 'agenda',
    title: t('agenda.notify.remind', { title: item.title }, 'zh').slice(0, 200),
    body: t('agenda.notify.when', { when, location: item.location || '—' }, 'zh'),
    link: itemLink(item.id),
  });
}

/** Someone left a group (or was removed): their open to-dos for its items go, as the items are no longer theirs to see. */
export async function dropTodos(ctx: Ctx, groupId: string, userId: string): Promise<void> {
  for (const id of await confirmableItems(ctx.db, ctx.site.id, groupId)) await completeTodo(ctx.platform, ctx.site.id, confirmRef(id), userId);
}
