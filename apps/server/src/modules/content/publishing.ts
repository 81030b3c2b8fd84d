/**
 * Telling the audience when a notice or announcement is published: at once when published now,
 * or by the poller when a scheduled time arrives. Each delivery is claimed first
 * (queries-notify.ts), so two server processes never notify twice. Required reading becomes a
 * to-do (ref `content:confirm:<id>`) that the reader's confirmation completes.
 */
import type { Audience } from '@campus/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../../platform/context.js';
import { every, type Ticker } from '../../platform/ticker.js';
import { completeTodo, notify } from '../../platform/notify/index.js';
import { now, parseJson } from '../../platform/util.js';
import * as claims from './queries-notify.js';
import { findItem } from './queries.js';

export const NOTIFYING_KINDS: readonly string[] = ['notice', 'announcement'];
export const confirmRef = (id: string) => `content:confirm:${id}`;
export const noticeLink = (id: string) => `/site/notice/noticepage?id=${encodeURIComponent(id)}`;
/** How often each process looks for due scheduled notices. */
export const POLL_MS = 3000;

async function deliver(platform: Platform, siteId: string, id: string): Promise<void> {
  const row = await findItem(platform.db, siteId, id);
  if (!row) return;
  await notify(platform, {
    siteId,
    audience: parseJson<Audience>(row.audience, { users: [] }),
    category: 'notice',
    title: row.title,
    ...(row.summary ? { body: row.summary } : {}),
    link: noticeLink(row.id),
    senderId: row.author_id,
    ...(row.required === 1 ? { todo: { ref: confirmRef(row.id) } } : {}),
  });
}

/** Claims and delivers one item's notification if it is due and unclaimed; true if this call did. */
export async function deliverIfDue(platform: Platform, siteId: string, id: string, at = now()): Promise<boolean> {
  if (!(await claims.claim(platform.db, id, at))) return false;
  try {
    await deliver(platform, siteId, id);
  } catch (err) {
    await claims.release(platform.db, id);
    throw err;
  }
  await claims.markSent(platform.db, id);
  return true;
}

/** One poll: every due notification, each claimed before delivery. Answers how many this process sent. */
export async function deliverDue(platform: Platform, at = now()): Promise<number> {
  let sent = 0;
  for (const id of await claims.dueIds(platform.db, at, 50)) {
    const row = await platform.db.selectFrom('content_items').select('site_id').where('id', '=', id).executeTakeFirst();
    if (row && (await deliverIfDue(platform, row.site_id, id, at))) sent++;
  }
  return sent;
}

export async function completeConfirmTodo(platform: Platform, siteId: string, itemId: string, userId: string): Promise<void> {
  await completeTodo(platform, siteId, confirmRef(itemId), userId);
}

/** The in-process poller (see platform/ticker.ts). */
export function startPoller(platform: Platform, log: FastifyBaseLogger, everyMs = POLL_MS): Ticker {
  return every(everyMs, () => deliverDue(platform), log, 'content: scheduled notifications failed');
}
