/**
 * Who hears about an order (message centre + live push): the worker it is assigned to, the
 * dispatchers of the site (every role granting repair.dispatch), the reporter when it is done.
 * Sent after the change is committed; a failed notice is logged and never undoes the change.
 */
import type { AuthMap } from '@campus/api';
import { t } from '@campus/i18n/all';
import type { Ctx } from '../../platform/context.js';
import { notify } from '../../platform/notify/index.js';
import { hasModule } from '../../platform/permissions.js';
import { hhmm, localOf } from '../../platform/time.js';
import { parseJson } from '../../platform/util.js';
import * as q from './queries.js';
import type { RepairOrdersTable } from './tables.js';

export const orderLink = (id: string) => `/site/repair/orderdetail?id=${encodeURIComponent(id)}`;
/** `YYYY-MM-DD HH:mm` on the site's clock. */
function clock(s: number, tz: string): string {
  const l = localOf(s, tz);
  return `${l.date} ${hhmm(l.minutes)}`;
}

/** Role codes of the site whose permission map grants `repair.<sub>`. */
export async function rolesGranting(ctx: Ctx, sub: string): Promise<{ ids: string[]; codes: string[] }> {
  const roles = (await q.siteRoles(ctx.db, ctx.site.id)).filter((r) => hasModule(parseJson<AuthMap>(r.auth, {}), 'repair', sub));
  return { ids: roles.map((r) => r.id), codes: roles.map((r) => r.code) };
}

async function send(ctx: Ctx, o: RepairOrdersTable, audience: { users?: string[]; roles?: string[] }, title: string, body: string): Promise<void> {
  if (!audience.users?.length && !audience.roles?.length) return;
  try {
    await notify(ctx.platform, { siteId: o.site_id, audience, category: 'repair', title, body: body.slice(0, 500), link: orderLink(o.id) });
  } catch (err) {
    ctx.req.log.warn({ err, order: o.id }, 'repair notice failed');
  }
}

const place = (o: RepairOrdersTable) => `${o.building}${o.room ? ` ${o.room}` : ''}`;
const dispatchers = async (ctx: Ctx) => ({ roles: (await rolesGranting(ctx, 'dispatch')).codes });

export const assigned = (ctx: Ctx, o: RepairOrdersTable, workerId: string, category: string) =>
  send(ctx, o, { users: [workerId] }, t('repair.notify.assigned', { category }, 'zh'), t('repair.notify.assignedBody', { place: place(o), description: o.description }, 'zh'));

export const sentBack = async (ctx: Ctx, o: RepairOrdersTable, category: string, reason: string) =>
  send(ctx, o, await dispatchers(ctx), t('repair.notify.sentBack', { category }, 'zh'), t('repair.notify.sentBackBody', { reason }, 'zh'));

export const reopened = async (ctx: Ctx, o: RepairOrdersTable, category: string, stars: number) =>
  send(ctx, o, await dispatchers(ctx), t('repair.notify.reopened', { category }, 'zh'), t('repair.notify.reopenedBody', { place: place(o), stars: String(stars) }, 'zh'));

export const done = (ctx: Ctx, o: RepairOrdersTable, category: string) =>
  send(ctx, o, { users: [o.reporter_id] }, t('repair.notify.done', undefined, 'zh'), t('repair.notify.doneBody', { category, place: place(o) }, 'zh'));

/** An overdue order: the dispatchers, and its worker when it has one. */
export async function overdue(ctx: Ctx, o: RepairOrdersTable, category: string, kind: 'assign' | 'finish', due: number) {
  const d = await dispatchers(ctx);
  const title = t(kind === 'assign' ? 'repair.notify.overdueAssign' : 'repair.notify.overdueFinish', { category }, 'zh');
  await send(ctx, o, { ...d, ...(o.worker_id ? { users: [o.worker_id] } : {}) }, title, t('repair.notify.overdueBody', { place: place(o), due: clock(due, ctx.timezone) }, 'zh'));
}
