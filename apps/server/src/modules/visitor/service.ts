/**
 * Visits: my applications of the site's visitor form and where each pass stands, the pass of an
 * approved visit (issued once, signed, good from PASS_EARLY_MINUTES before the start to the end
 * of the visit's window, site time), the gate's list of a day's expected visitors, and checking
 * a pass in once. The form's values are read by the field ids of the ready-made approval
 * (approvals/cfauVisitor.ts); a site that removed one of the date and time fields gets no passes.
 */
import { AppError, E, PASS_EARLY_MINUTES, VISITOR_TEMPLATE_KEY, type ExpectedVisit, type PassState, type SubmissionState, type VisitRecord } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { instantOf, isDate, localOf } from '../../platform/time.js';
import { newId, now, parseJson } from '../../platform/util.js';
import { maskMobile } from '../user/mask.js';
import { checkPassToken, newPassCode, readPass, signPass } from './pass.js';
import * as q from './queries.js';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ENDED: readonly string[] = ['rejected', 'withdrawn', 'terminated'];
const notFound = (field: string) => new AppError(E.NOT_FOUND, `${field}: not found`, { field });

interface Visit {
  visitorName: string;
  idNumber: string;
  phone: string;
  organisation: string;
  visitDate: string;
  timeFrom: string;
  timeTo: string;
  hostName: string;
  reason: string;
  headcount: number;
  companions: string[];
  plate: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const names = (v: unknown) => (Array.isArray(v) ? v : v ? [v] : []).map((p) => str((p as { name?: unknown } | null)?.name)).filter(Boolean);

function visitOf(data: string): Visit {
  const v = parseJson<Record<string, unknown>>(data, {});
  const companions = Array.isArray(v.companions) ? (v.companions as Record<string, unknown>[]).map((r) => str(r.cName)).filter(Boolean) : [];
  return {
    visitorName: str(v.visitorName),
    idNumber: str(v.idNumber),
    phone: str(v.phone),
    organisation: str(v.organisation),
    visitDate: str(v.visitDate),
    timeFrom: str(v.timeFrom),
    timeTo: str(v.timeTo),
    hostName: names(v.host).join('、'),
    reason: str(v.reason),
    headcount: typeof v.headcount === 'number' ? v.headcount : 1 + companions.length,
    companions,
    plate: str(v.plate),
  };
}

/** The window a pass is good in, or null when the values do not name one. */
function windowOf(ctx: Ctx, v: Visit): { from: number; to: number } | null {
  if (!isDate(v.visitDate) || !TIME.test(v.timeFrom) || !TIME.test(v.timeTo)) return null;
  const start = instantOf(v.visitDate, v.timeFrom, ctx.timezone);
  const to = instantOf(v.visitDate, v.timeTo, ctx.timezone);
  return to > start ? { from: start - PASS_EARLY_MINUTES * 60, to } : null;
}

const maskId = (id: string) => (id.length > 7 ? `${id.slice(0, 3)}${'*'.repeat(id.length - 7)}${id.slice(-4)}` : id ? '***' : '');

async function formIdOf(ctx: Ctx): Promise<string | null> {
  return q.templateFormId(ctx.db, ctx.site.id, VISITOR_TEMPLATE_KEY);
}

function passStateOf(ctx: Ctx, r: q.VisitRow, v: Visit, t: number): PassState {
  if (ENDED.includes(r.state)) return 'refused';
  if (r.state !== 'approved') return 'waiting';
  if (r.checked_in_at !== null) return 'used';
  const w = windowOf(ctx, v);
  return !w || w.to < t ? 'expired' : 'ready';
}

export async function records(ctx: Ctx): Promise<{ formId: string | null; list: VisitRecord[] }> {
  const me = ctx.me();
  const formId = await formIdOf(ctx);
  if (!formId) return { formId: null, list: [] };
  const t = now();
  const rows = await q.mySubmissions(ctx.db, ctx.site.id, formId, me.id);
  return {
    formId,
    list: rows.map((r) => {
      const v = visitOf(r.data);
      return {
        id: r.id, state: r.state as SubmissionState, passState: passStateOf(ctx, r, v, t), visitorName: v.visitorName, visitDate: v.visitDate, timeFrom: v.timeFrom, timeTo: v.timeTo,
        hostName: v.hostName, reason: v.reason, headcount: v.headcount, submittedAt: Number(r.created_at), checkedInAt: r.checked_in_at === null ? null : Number(r.checked_in_at),
      };
    }),
  };
}

/** The pass of my approved visit, issued on first asking. */
export async function pass(ctx: Ctx, id: string) {
  const me = ctx.me();
  const formId = await formIdOf(ctx);
  const s = await q.findSubmission(ctx.db, ctx.site.id, id);
  if (!formId || !s || s.user_id !== me.id || s.form_id !== formId) throw notFound('id');
  if (s.state !== 'approved') throw new AppError(E.WRONG_STATE, 'id: not approved', { field: 'id', state: s.state });
  const v = visitOf(s.data);
  const w = windowOf(ctx, v);
  if (!w) throw new AppError(E.WRONG_STATE, 'id: the visit names no date and time window', { field: 'id' });
  let row = await q.passOfSubmission(ctx.db, ctx.site.id, s.id);
  // A clash of the random typed code (40 bits) is retried with another; the submission's own row wins otherwise.
  for (let i = 0; !row && i < 5; i++) {
    await q.insertPass(ctx.db, {
      id: newId(), site_id: ctx.site.id, submission_id: s.id, user_id: me.id, code: newPassCode(), visit_date: v.visitDate, valid_from: w.from, valid_to: w.to,
      created_at: now(), checked_in_at: null, checked_in_by: null,
    });
    row = await q.passOfSubmission(ctx.db, ctx.site.id, s.id);
  }
  if (!row) throw new AppError(E.SYSTEM);
  const token = await signPass(ctx.db, { site: ctx.site.id, pass: row.id, from: Number(row.valid_from), to: Number(row.valid_to) });
  return {
    submissionId: s.id, token, code: row.code, visitorName: v.visitorName, hostName: v.hostName, visitDate: v.visitDate, timeFrom: v.timeFrom, timeTo: v.timeTo, headcount: v.headcount,
    validFrom: Number(row.valid_from), validTo: Number(row.valid_to), checkedInAt: row.checked_in_at === null ? null : Number(row.checked_in_at),
  };
}

const toExpected = (id: string, v: Visit, checkedInAt: number | null, checker: string): ExpectedVisit => ({
  submissionId: id, visitorName: v.visitorName, idNumber: maskId(v.idNumber), phone: maskMobile(v.phone), organisation: v.organisation, hostName: v.hostName,
  visitDate: v.visitDate, timeFrom: v.timeFrom, timeTo: v.timeTo, headcount: v.headcount, companions: v.companions, plate: v.plate, checkedInAt, checkedInBy: checker,
});

export async function expected(ctx: Ctx, date: string | undefined) {
  const day = date ?? localOf(now(), ctx.timezone).date;
  const formId = await formIdOf(ctx);
  if (!formId) return { date: day, list: [], checkedIn: 0 };
  const rows = await q.approvedOfDay(ctx.db, ctx.site.id, formId, day);
  const list = rows
    .map((r) => ({ r, v: visitOf(r.data) }))
    .filter(({ v }) => v.visitDate === day)
    .map(({ r, v }) => toExpected(r.id, v, r.checked_in_at === null ? null : Number(r.checked_in_at), r.checker_name ?? ''))
    .sort((a, b) => a.timeFrom.localeCompare(b.timeFrom) || a.visitorName.localeCompare(b.visitorName));
  return { date: day, list, checkedIn: list.filter((x) => x.checkedInAt !== null).length };
}

/** At the gate: the pass must be this site's, its visit still approved, now in its window, and not used. */
export async function checkIn(ctx: Ctx, text: string) {
  const guard = ctx.me();
  const read = readPass(text);
  let row;
  if ('token' in read) {
    const claims = await checkPassToken(ctx.db, ctx.site.id, read.token);
    row = await q.findPass(ctx.db, ctx.site.id, { id: claims.pass });
    if (row && (Number(row.valid_from) !== claims.from || Number(row.valid_to) !== claims.to)) throw new AppError(E.BAD_SIGNATURE, 'pass: does not match the issued pass', { field: 'pass' });
  } else {
    row = await q.findPass(ctx.db, ctx.site.id, { code: read.code });
  }
  if (!row) throw notFound('pass');
  const s = await q.findSubmission(ctx.db, ctx.site.id, row.submission_id);
  if (!s || s.state !== 'approved') throw new AppError(E.WRONG_STATE, 'pass: the visit is no longer approved', { field: 'pass', state: s?.state ?? null });
  const v = visitOf(s.data);
  const t = now();
  if (t < Number(row.valid_from)) throw new AppError(E.NOT_OPEN_YET, 'pass: not yet valid', { field: 'pass', validFrom: Number(row.valid_from), visit: toExpected(s.id, v, null, '') });
  if (t > Number(row.valid_to)) throw new AppError(E.CODE_EXPIRED, 'pass: its window has ended', { field: 'pass', validTo: Number(row.valid_to), visit: toExpected(s.id, v, null, '') });
  if (!(await q.checkIn(ctx.db, ctx.site.id, row.id, t, guard.id))) {
    const done = await q.findPass(ctx.db, ctx.site.id, { id: row.id });
    const at = Number(done?.checked_in_at ?? 0);
    throw new AppError(E.ALREADY_DONE, 'pass: already checked in', { field: 'pass', checkedInAt: at, visit: toExpected(s.id, v, at, await q.userName(ctx.db, ctx.site.id, done?.checked_in_by ?? '')) });
  }
  await ctx.audit('visitor.check-in', s.id, { visitor: v.visitorName });
  return { visit: toExpected(s.id, v, t, guard.name) };
}
