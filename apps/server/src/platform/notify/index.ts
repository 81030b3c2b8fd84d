/**
 * The notification service every module calls: writes one message-centre row per recipient of
 * an audience, then hands the batch to the delivery channels (live push, log, adapters).
 * Do-not-disturb (dnd.ts) decides per person whether the copy is pushed; it is stored anyway.
 */
import { AppError, CATEGORY_RE, E, MESSAGE_LINK_RE, badInput, type Audience, reason } from '@campus/api';
import type { Insertable } from 'kysely';
import { resolveAudience } from '../audience.js';
import type { Platform } from '../context.js';
import type { MessagesTable } from '../db/schema.js';
import { newId, now } from '../util.js';
import type { Delivery, PushTarget } from './channels.js';
import { DEFAULT_SETTINGS, localMinutes, mayPush, readSettings, siteTimezone } from './dnd.js';
import { closeTodos, insertMessages, noticeSettingsOf } from './queries.js';

export type { Channel, Delivery, PushTarget } from './channels.js';
export { createNotifier, type Notifier } from './notifier.js';

export interface Notice {
  siteId: string;
  /** Who gets it; resolved on the site (active accounts only). */
  audience: Audience;
  /** 'system' | 'notice' | 'news' | 'todo' | a module name ...; people can mute categories. */
  category: string;
  title: string;
  /** Plain text (never HTML). */
  body?: string;
  /** An H5 path to open, e.g. '/site/notice/noticepage?id=...'. */
  link?: string;
  /** An action item: stays open until completeTodo(ref), e.g. 'notice:confirm:<id>'. */
  todo?: { ref: string };
  senderId?: string | null;
}

const TITLE_MAX = 200;
const BODY_MAX = 10_000;
const REF_MAX = 200;
/** Above this many recipients, reading the site's saved settings at once beats IN lists. */
const SETTINGS_BY_SITE = 2000;

function checked(n: Notice): { title: string; body: string; link: string; ref: string | null } {
  if (!CATEGORY_RE.test(n.category)) throw badInput('category', 'lower-case letters, digits, - or _ (1-32)');
  const title = n.title.trim();
  if (title === '' || title.length > TITLE_MAX) throw badInput('title', reason('charsRange', { min: 1, max: TITLE_MAX }));
  const body = n.body ?? '';
  if (body.length > BODY_MAX) throw badInput('body', reason('atMostChars', { max: BODY_MAX }));
  const link = n.link ?? '';
  // Only paths of this portal: no other origin, no javascript:, no protocol-relative URLs.
  if (link !== '' && !MESSAGE_LINK_RE.test(link)) throw badInput('link', 'a path of this portal starting with /');
  const ref = n.todo ? n.todo.ref.trim() : null;
  if (ref !== null && (ref === '' || ref.length > REF_MAX)) throw badInput('todo.ref', reason('charsRange', { min: 1, max: REF_MAX }));
  return { title, body, link, ref };
}

/**
 * Writes the notice to the message centre of everyone in the audience (one transaction) and
 * delivers it. Returns the batch id and how many people it was written for.
 */
export async function notify(platform: Platform, n: Notice): Promise<{ batchId: string; recipients: number }> {
  const { title, body, link, ref } = checked(n);
  const db = platform.db;
  const site = await platform.sites.get(n.siteId);
  if (!site) throw new AppError(E.NOT_FOUND, `site: no such site ${n.siteId}`, { field: 'siteId' });
  const batchId = newId();
  const userIds = await resolveAudience(db, n.siteId, n.audience);
  if (userIds.length === 0) return { batchId, recipients: 0 };

  const at = now();
  const minutes = localMinutes(at, siteTimezone(site.variants));
  const saved = await noticeSettingsOf(db, n.siteId, userIds.length > SETTINGS_BY_SITE ? 'all' : userIds);
  const settings = new Map(saved.map((r) => [r.user_id, readSettings(r.value)]));
  const kind = ref === null ? 'info' : 'todo';
  const pushTo: PushTarget[] = [];
  const rows: Insertable<MessagesTable>[] = userIds.map((userId) => {
    const s = settings.get(userId) ?? DEFAULT_SETTINGS;
    const push = mayPush(s, n.category, minutes);
    if (push) pushTo.push({ userId, channels: s.channels });
    return {
      id: newId(), site_id: n.siteId, user_id: userId, category: n.category, title, body, link,
      read_at: null, at, kind, ref, done_at: null, batch_id: batchId, sender_id: n.senderId ?? null, pushed: push ? 1 : 0,
    };
  });
  await db.transaction().execute((trx) => insertMessages(trx, rows));

  const delivery: Delivery = {
    batchId, siteId: n.siteId, category: n.category, kind, title, body, link, at,
    senderId: n.senderId ?? null, recipients: userIds.length, pushTo,
  };
  await platform.notifier?.deliver(delivery);
  return { batchId, recipients: userIds.length };
}

/**
 * Closes the open to-do items with this ref on the site: everyone's (the thing was done, e.g. an
 * approval decided), or one person's (they did their part; their copy also counts as read).
 * Returns how many copies were closed.
 */
export async function completeTodo(platform: Platform, siteId: string, ref: string, userId?: string): Promise<number> {
  return closeTodos(platform.db, siteId, ref, now(), userId);
}
