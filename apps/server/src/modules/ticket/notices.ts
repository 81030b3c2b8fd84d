/**
 * What ticket holders and subscribers hear (message centre + live push): grabbing opened, a
 * ticket came back, a ticket is held for you, the draw's result. Sent after the change is
 * committed; a failed notice is logged and never undoes the change.
 */
import { t } from '@campus/i18n/all';
import type { Ctx } from '../../platform/context.js';
import { notify } from '../../platform/notify/index.js';
import { hhmm, localOf } from '../../platform/time.js';
import type { TicketEventsTable } from './tables.js';

const link = (eventId: string) => `/site/ticket/detail?id=${encodeURIComponent(eventId)}`;
/** HH:mm on the site's clock: the time the student's phone shows. */
const clock = (ctx: Ctx, s: number) => hhmm(localOf(s, ctx.timezone).minutes);

async function send(ctx: Ctx, e: TicketEventsTable, users: string[], title: string, body: string, to = link(e.id)): Promise<void> {
  const unique = [...new Set(users)];
  for (let i = 0; i < unique.length; i += 500) {
    try {
      await notify(ctx.platform, { siteId: e.site_id, audience: { users: unique.slice(i, i + 500) }, category: 'ticket', title, body, link: to });
    } catch (err) {
      ctx.req.log.warn({ err, event: e.id }, 'ticket notice failed');
    }
  }
}

export const opened = (p: Ctx, e: TicketEventsTable, users: string[]) =>
  send(p, e, users, t('ticket.notify.opened', { title: e.title }, 'zh'), t('ticket.notify.openedBody', undefined, 'zh'));

export const returned = (p: Ctx, e: TicketEventsTable, users: string[]) =>
  send(p, e, users, t('ticket.notify.returned', { title: e.title }, 'zh'), t('ticket.notify.returnedBody', undefined, 'zh'));

export async function held(p: Ctx, e: TicketEventsTable, offers: { userId: string; holdUntil: number }[]) {
  for (const o of offers) {
    await send(p, e, [o.userId], t('ticket.notify.held', { title: e.title }, 'zh'), t('ticket.notify.heldBody', { time: clock(p, o.holdUntil) }, 'zh'));
  }
}

/** Winners hear with their ticket (code, link to its QR); losers who won nothing, once. */
export async function drawn(p: Ctx, e: TicketEventsTable, winners: { userId: string; ticketId: string; code: string }[], losers: string[]) {
  const seen = new Set<string>();
  for (const w of winners) {
    if (seen.has(w.userId)) continue;
    seen.add(w.userId);
    const to = `/site/ticket/success?event=${encodeURIComponent(e.id)}&id=${encodeURIComponent(w.ticketId)}`;
    await send(p, e, [w.userId], t('ticket.notify.won', { title: e.title }, 'zh'), t('ticket.notify.wonBody', { code: w.code }, 'zh'), to);
  }
  const lost = losers.filter((u) => !seen.has(u));
  await send(p, e, lost, t('ticket.notify.lost', { title: e.title }, 'zh'), t('ticket.notify.lostBody', undefined, 'zh'));
}
