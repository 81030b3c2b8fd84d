/**
 * Who hears about an appointment (platform/notify, category `generalapp`): approvers get a to-do
 * for each new request (closed for everyone once decided or cancelled), the applicant gets the
 * decision and managers' notes. Texts are in the site's default language (zh).
 */
import { t } from '@campus/i18n';
import type { Ctx } from '../../platform/context.js';
import { completeTodo, notify } from '../../platform/notify/index.js';
import * as q from './queries.js';
import { approversOf } from './shape.js';
import { localOf, hhmm } from './slots.js';
import type { GaAppointmentsTable, GaSpacesTable } from './tables.js';

export const CATEGORY = 'generalapp';
export const approvalRef = (id: string) => `generalApp:approve:${id}`;

function when(ctx: Ctx, a: Pick<GaAppointmentsTable, 'starts_at' | 'ends_at'>): string {
  const tz = ctx.timezone;
  const s = localOf(Number(a.starts_at), tz);
  return `${s.date} ${hhmm(s.minutes)}-${hhmm(localOf(Number(a.ends_at), tz).minutes)}`;
}

/** Who decides requests on a space: its named approvers, else everyone holding generalApp.approve. */
export async function approversFor(ctx: Ctx, s: GaSpacesTable): Promise<string[]> {
  const named = approversOf(s);
  return named.length ? named : q.approverIds(ctx.db, ctx.site.id);
}

export async function announceBooked(ctx: Ctx, s: GaSpacesTable, rows: GaAppointmentsTable[]): Promise<void> {
  if (s.approval !== 1 || !rows.length) return;
  const users = await approversFor(ctx, s);
  if (!users.length) return;
  const me = ctx.me();
  for (const a of rows) {
    await notify(ctx.platform, {
      siteId: ctx.site.id,
      audience: { users },
      category: CATEGORY,
      title: t('generalApp.notice.request', { name: me.name, space: s.name }),
      body: `${when(ctx, a)} · ${a.purpose}`,
      link: `/site/generalApp/approval?id=${a.id}`,
      todo: { ref: approvalRef(a.id) },
      senderId: me.id,
    });
  }
}

export async function closeApproval(ctx: Ctx, id: string): Promise<void> {
  await completeTodo(ctx.platform, ctx.site.id, approvalRef(id));
}

export async function announceDecision(
  ctx: Ctx,
  a: GaAppointmentsTable,
  spaceName: string,
  approved: boolean,
  reason: string,
): Promise<void> {
  await closeApproval(ctx, a.id);
  await notify(ctx.platform, {
    siteId: ctx.site.id,
    audience: { users: [a.user_id] },
    category: CATEGORY,
    title: t(approved ? 'generalApp.notice.approved' : 'generalApp.notice.rejected', { space: spaceName }),
    body: `${when(ctx, a)}${reason ? ` · ${reason}` : ''}`,
    link: `/site/generalApp/details?id=${a.id}`,
    senderId: ctx.me().id,
  });
}

export async function announceAdvice(ctx: Ctx, a: GaAppointmentsTable, spaceName: string, note: string): Promise<void> {
  await notify(ctx.platform, {
    siteId: ctx.site.id,
    audience: { users: [a.user_id] },
    category: CATEGORY,
    title: t('generalApp.notice.advice', { space: spaceName }),
    body: `${when(ctx, a)} · ${note}`,
    link: `/site/generalApp/details?id=${a.id}`,
    senderId: ctx.me().id,
  });
}
