/**
 * Organising an activity: create and edit (capacity never below the places taken), publish,
 * cancel with a notice to participants, sign-up review and removal, the xlsx list, the
 * rotating check-in code; and the console's list and chart data (managers).
 */
import { AppError, E, badInput, type Audience, type ParsedInputOf, type contract } from '@campus/api';
import ExcelJS from 'exceljs';
import { t as tr } from '@campus/i18n/all';
import type { Ctx } from '../../platform/context.js';
import { notify } from '../../platform/notify/index.js';
import { sanitizeRichText } from '../../platform/sanitize.js';
import { newId, now, parseJson, randomToken } from '../../platform/util.js';
import { forbidden, notFound, rolesOf } from './access.js';
import { CODE_PERIOD, checkinCodeAt } from './machine.js';
import * as q from './queries.js';
import { organised, toSummary } from './service.js';

type SaveInput = ParsedInputOf<typeof contract.activity.save>;
const attachUrl = (stored: string) => `/site/attach?file=all/${stored}`;

export async function mine(ctx: Ctx, p: { current: number; pageSize: number }) {
  const me = ctx.me();
  const all = await q.listActivities(ctx.db, ctx.site.id, { createdBy: me.id });
  const t = now();
  return { list: all.slice((p.current - 1) * p.pageSize, p.current * p.pageSize).map((a) => toSummary(a, t, undefined)), total: all.length, current: p.current, pageSize: p.pageSize };
}

export async function manageDetail(ctx: Ctx, id: string) {
  const { a } = await organised(ctx, id);
  return { ...toSummary(a, now(), undefined), description: a.description, coverId: a.cover_id, audience: parseJson<Audience>(a.audience, {}), cancelReason: a.cancel_reason };
}

async function cover(ctx: Ctx, coverId: string, current?: { cover_id: string; cover_url: string }) {
  if (!coverId) return { cover_id: '', cover_url: '' };
  if (current && current.cover_id === coverId) return { cover_id: current.cover_id, cover_url: current.cover_url };
  const u = await q.findUpload(ctx.db, ctx.site.id, coverId);
  if (!u || u.user_id !== ctx.me().id) throw badInput('coverId', 'not one of your uploads');
  if (!u.mime.startsWith('image/')) throw badInput('coverId', 'not an image');
  return { cover_id: u.id, cover_url: attachUrl(u.stored_name) };
}

export async function save(ctx: Ctx, input: SaveInput): Promise<{ id: string }> {
  const t = now();
  const fields = {
    title: input.title,
    category: input.category,
    organiser: input.organiser,
    description: sanitizeRichText(input.description),
    place: input.place,
    starts_at: input.startsAt,
    ends_at: input.endsAt,
    signup_open_at: input.signupOpenAt,
    signup_close_at: input.signupCloseAt,
    capacity: input.capacity ?? null,
    needs_approval: input.needsApproval ? 1 : 0,
    audience: JSON.stringify(input.audience),
    published: input.published ? 1 : 0,
    updated_at: t,
  };
  if (!input.id) {
    const r = await rolesOf(ctx);
    if (!r.canCreate) throw new AppError(E.FORBIDDEN, 'id: you may not create activities', { field: 'id' });
    const id = newId();
    await q.insertActivity(ctx.db, {
      id,
      site_id: ctx.site.id,
      ...fields,
      ...(await cover(ctx, input.coverId)),
      taken: 0,
      cancelled: 0,
      cancel_reason: '',
      checkin_secret: randomToken(24),
      created_by: r.me.id,
      created_at: t,
    });
    await ctx.audit('activity.create', id);
    return { id };
  }
  const { a } = await organised(ctx, input.id);
  if (a.cancelled === 1) throw new AppError(E.WRONG_STATE, 'id: the activity is cancelled', { field: 'id' });
  const ok = await q.updateActivity(ctx.db, { id: a.id, site_id: ctx.site.id, ...fields, ...(await cover(ctx, input.coverId, a)) });
  if (!ok) throw badInput('capacity', 'below the places already taken');
  await ctx.audit('activity.update', a.id);
  return { id: a.id };
}

export async function publish(ctx: Ctx, id: string, published: boolean) {
  const { a } = await organised(ctx, id);
  const r = await q.setPublished(ctx.db, ctx.site.id, a.id, published, now());
  if (Number(r.numUpdatedRows) !== 1) throw new AppError(E.WRONG_STATE, 'id: the activity is cancelled', { field: 'id' });
  await ctx.audit(published ? 'activity.publish' : 'activity.unpublish', a.id);
  return null;
}

export async function cancel(ctx: Ctx, id: string, reason: string) {
  const { a, r } = await organised(ctx, id);
  const res = await q.markCancelled(ctx.db, ctx.site.id, a.id, reason, now());
  if (Number(res.numUpdatedRows) !== 1) throw new AppError(E.ALREADY_DONE, 'id: already cancelled', { field: 'id' });
  await ctx.audit('activity.cancel', a.id, { reason });
  const users = await q.participantIds(ctx.db, ctx.site.id, a.id);
  if (!users.length) return { notified: 0 };
  const n = await notify(ctx.platform, {
    siteId: ctx.site.id,
    audience: { users },
    category: 'activity',
    title: tr('activity.notice.cancelledTitle', { title: a.title }).slice(0, 200),
    body: reason,
    link: `/site/activity/activitydetail?id=${a.id}`,
    senderId: r.me.id,
  });
  return { notified: n.recipients };
}

export async function signups(ctx: Ctx, p: { id: string; status?: string | undefined; current: number; pageSize: number }) {
  const { a } = await organised(ctx, p.id);
  const { rows, total } = await q.signupsOf(ctx.db, ctx.site.id, a.id, p.status, p);
  return { list: rows.map(toRow), total, current: p.current, pageSize: p.pageSize };
}

type Row = Awaited<ReturnType<typeof q.signupsOf>>['rows'][number];
const toRow = (s: Row) => ({
  id: s.id,
  userId: s.user_id,
  name: s.name,
  number: s.number,
  department: s.department ?? '',
  status: s.status as 'pending',
  note: s.note,
  createdAt: Number(s.created_at),
  checkedAt: s.checked_at === null ? null : Number(s.checked_at),
});

async function signupOfOrganised(ctx: Ctx, signupId: string) {
  const s = await q.findSignup(ctx.db, ctx.site.id, signupId);
  if (!s) throw notFound('signupId');
  const { a, r } = await organised(ctx, s.activity_id, 'signupId').catch((err: unknown) => {
    throw err instanceof AppError && err.e === E.NOT_FOUND ? notFound('signupId') : forbidden('signupId');
  });
  return { s, a, r };
}

export async function review(ctx: Ctx, signupId: string, approve: boolean) {
  const { s, a, r } = await signupOfOrganised(ctx, signupId);
  const t = now();
  const done = approve ? await q.approve(ctx.db, ctx.site.id, s.id, t) : await q.freePlace(ctx.db, ctx.site.id, s.id, ['pending'], 'rejected', t);
  if (!done) throw new AppError(E.WRONG_STATE, `signupId: the sign-up is ${s.status}`, { field: 'signupId', status: s.status });
  await ctx.audit(approve ? 'activity.approve' : 'activity.reject', s.id);
  await notify(ctx.platform, {
    siteId: ctx.site.id,
    audience: { users: [s.user_id] },
    category: 'activity',
    title: tr(approve ? 'activity.notice.approvedTitle' : 'activity.notice.rejectedTitle', { title: a.title }).slice(0, 200),
    link: `/site/activity/activitydetail?id=${a.id}`,
    senderId: r.me.id,
  });
  return null;
}

export async function removeSignup(ctx: Ctx, signupId: string) {
  const { s } = await signupOfOrganised(ctx, signupId);
  if (!(await q.freePlace(ctx.db, ctx.site.id, s.id, ['pending', 'approved'], 'removed', now()))) {
    throw new AppError(E.WRONG_STATE, `signupId: the sign-up is ${s.checked_at !== null ? 'checked in' : s.status}`, { field: 'signupId' });
  }
  await ctx.audit('activity.removeSignup', s.id);
  return null;
}

const when = (s: number | null) => (s === null ? '' : new Date(s * 1000).toISOString().replace('T', ' ').slice(0, 19));

export async function signupsWorkbook(ctx: Ctx, id: string): Promise<Buffer> {
  const { a } = await organised(ctx, id);
  const { rows } = await q.signupsOf(ctx.db, ctx.site.id, a.id, undefined);
  const lang = ctx.lang;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(tr('activity.export.sheet', undefined, lang));
  const cols = ['name', 'number', 'department', 'status', 'time', 'checkedIn'] as const;
  ws.addRow([a.title]);
  ws.addRow(cols.map((c) => tr(`activity.export.${c}`, undefined, lang)));
  ws.getRow(2).font = { bold: true };
  cols.forEach((_, i) => (ws.getColumn(i + 1).width = 20));
  for (const s of rows) {
    ws.addRow([s.name, s.number, s.department ?? '', tr(`activity.signup.${s.status as 'pending'}`, undefined, lang), when(Number(s.created_at)), when(s.checked_at === null ? null : Number(s.checked_at))]);
  }
  await ctx.audit('activity.export', a.id, { rows: rows.length });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function checkinCode(ctx: Ctx, id: string) {
  const { a } = await organised(ctx, id);
  return { ...checkinCodeAt(a.id, a.checkin_secret, now()), period: CODE_PERIOD };
}

export async function adminList(ctx: Ctx, p: { current: number; pageSize: number; keyword?: string | undefined; category?: string | undefined }) {
  const all = await q.listActivities(ctx.db, ctx.site.id, { keyword: p.keyword || undefined, category: p.category });
  const slice = all.slice((p.current - 1) * p.pageSize, p.current * p.pageSize);
  const c = await q.counters(ctx.db, ctx.site.id, slice.map((a) => a.id));
  const t = now();
  return {
    list: slice.map((a) => ({ ...toSummary(a, t, undefined), pending: c.get(a.id)?.pending ?? 0, checked: c.get(a.id)?.checked ?? 0 })),
    total: all.length,
    current: p.current,
    pageSize: p.pageSize,
  };
}

export async function stats(ctx: Ctx) {
  const rows = await q.liveSignupsForStats(ctx.db, ctx.site.id);
  const cats = new Map<string, number>();
  const months = new Map<string, number>();
  for (const r of rows) {
    cats.set(r.category, (cats.get(r.category) ?? 0) + 1);
    const m = new Date(Number(r.created_at) * 1000).toISOString().slice(0, 7);
    months.set(m, (months.get(m) ?? 0) + 1);
  }
  return {
    byCategory: [...cats].map(([category, signups]) => ({ category: category as 'other', signups })),
    byMonth: [...months].sort(([x], [y]) => x.localeCompare(y)).map(([month, signups]) => ({ month, signups })),
  };
}
