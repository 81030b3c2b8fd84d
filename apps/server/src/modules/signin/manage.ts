/**
 * The organiser's side: create and edit, the code to show, who signed and who did not, manual
 * records, statistics and the classes to pick. Every call on one sign-in checks that the caller
 * is its organiser or holds signin.manage on this site (shape.ts assertManage).
 */
import { AppError, E, badInput, type Audience, type ParsedInputOf, type SigninManaged, type SigninPerson, type contract } from '@campus/api';
import { resolveAudience } from '../../platform/audience.js';
import type { Ctx } from '../../platform/context.js';
import { newId, now, parseJson, randomToken } from '../../platform/util.js';
import * as q from './queries.js';
import { currentCode, stepAt } from './rotation.js';
import { assertManage, phaseOf, toRecord, toSummary } from './shape.js';
import type { SigninRecordsTable, SigninsTable } from './tables.js';

type SaveInput = ParsedInputOf<typeof contract.signin.save>;

const audienceOf = (s: SigninsTable) => parseJson<Audience>(s.audience, { users: [] });

/** Expected = the audience resolved now; signed and late count every record. */
async function countsOf(ctx: Ctx, rows: SigninsTable[]) {
  const times = await q.recordTimes(ctx.db, rows.map((s) => s.id));
  const out = new Map<string, { expected: number; signed: number; late: number }>();
  for (const s of rows) {
    const mine = times.filter((r) => r.signin_id === s.id);
    const expected = (await resolveAudience(ctx.db, ctx.site.id, audienceOf(s))).length;
    out.set(s.id, { expected, signed: mine.length, late: mine.filter((r) => r.late === 1).length });
  }
  return out;
}

async function managed(ctx: Ctx, rows: SigninsTable[]): Promise<SigninManaged[]> {
  const t = now();
  const [counts, names] = await Promise.all([countsOf(ctx, rows), q.namesOf(ctx.db, [...new Set(rows.map((s) => s.organiser_id))])]);
  const name = new Map(names.map((u) => [u.id, u.name]));
  return rows.map((s) => ({
    ...toSummary(s, t, name.get(s.organiser_id) ?? ''),
    organiserId: s.organiser_id,
    counts: counts.get(s.id) ?? { expected: 0, signed: 0, late: 0 },
  }));
}

export async function list(ctx: Ctx, p: { current: number; pageSize: number; mine: boolean; title?: string | undefined }) {
  const me = ctx.me();
  const { rows, total } = await q.pageSignins(ctx.db, ctx.site.id, {
    ...(p.mine ? { organiserId: me.id } : {}),
    ...(p.title ? { title: p.title } : {}),
    offset: (p.current - 1) * p.pageSize,
    limit: p.pageSize,
  });
  return { list: await managed(ctx, rows), total, current: p.current, pageSize: p.pageSize };
}

const load = async (ctx: Ctx, id: string) => assertManage(ctx, await q.findSignin(ctx.db, ctx.site.id, id));

export async function detail(ctx: Ctx, id: string) {
  const s = await load(ctx, id);
  const [m] = await managed(ctx, [s]);
  const lateMinutes = s.late_at === null ? 0 : Math.round((Number(s.late_at) - Number(s.starts_at)) / 60);
  return { ...m!, audience: audienceOf(s), lateMinutes };
}

export async function save(ctx: Ctx, input: SaveInput): Promise<{ id: string }> {
  const me = ctx.me();
  const t = now();
  const fields = {
    title: input.title,
    place: input.place,
    mode: input.mode,
    starts_at: input.startsAt,
    ends_at: input.endsAt,
    late_at: input.lateMinutes > 0 ? input.startsAt + input.lateMinutes * 60 : null,
    audience: JSON.stringify(input.audience),
    lat: input.lat ?? null,
    lng: input.lng ?? null,
    radius: input.radius ?? null,
    one_device: input.oneDevice ? 1 : 0,
    updated_at: t,
  };
  if (input.id) {
    const s = await load(ctx, input.id);
    if (s.mode !== input.mode && (await q.recordTimes(ctx.db, [s.id])).length) throw badInput('mode', 'cannot change once people have signed');
    await q.updateSignin(ctx.db, ctx.site.id, s.id, fields);
    await ctx.audit('signin.update', s.id);
    return { id: s.id };
  }
  const id = newId();
  await q.insertSignin(ctx.db, { id, site_id: ctx.site.id, organiser_id: me.id, secret: randomToken(32), created_at: t, ...fields });
  await ctx.audit('signin.create', id);
  return { id };
}

export async function remove(ctx: Ctx, id: string): Promise<null> {
  const s = await load(ctx, id);
  await q.deleteSignin(ctx.db, ctx.site.id, s.id);
  await ctx.audit('signin.remove', s.id);
  return null;
}

/**
 * Ends a sign-in now: from the next second no one can sign (a not-started one is cancelled, its
 * start moved back to the same moment). Manual records stay possible, as after any end.
 */
export async function end(ctx: Ctx, id: string): Promise<{ endsAt: number }> {
  const s = await load(ctx, id);
  const t = now();
  if (phaseOf(s, t) === 'ended') throw new AppError(E.ENDED, 'id: the sign-in has ended already', { field: 'id', endsAt: Number(s.ends_at) });
  // phaseOf counts the last second as open: ending at t - 1 closes it at once.
  const endsAt = t - 1;
  await q.updateSignin(ctx.db, ctx.site.id, s.id, { ends_at: endsAt, starts_at: Math.min(Number(s.starts_at), endsAt), updated_at: t });
  await ctx.audit('signin.end', s.id);
  return { endsAt };
}

/** The H5 path the QR carries, under the site's prefix. */
const siteBase = (ctx: Ctx) => (ctx.site.id === ctx.platform.env.DEFAULT_SITE ? '/site' : `/${ctx.site.id}/site`);
function signPath(ctx: Ctx, id: string, code: string): string {
  return `${siteBase(ctx)}/qrcodesign/index?s=${encodeURIComponent(id)}&c=${encodeURIComponent(code)}`;
}

/**
 * What the organiser shows. A signature sign-in has no code (drawing takes longer than a code
 * lives): its QR only opens the signature pad, which checks the audience, window and place.
 */
export async function code(ctx: Ctx, id: string) {
  const s = await load(ctx, id);
  const t = now();
  const [m] = await managed(ctx, [s]);
  const live = { title: s.title, place: s.place, startsAt: m!.startsAt, endsAt: m!.endsAt, mode: m!.mode, phase: m!.phase, counts: m!.counts };
  if (s.mode === 'signature') return { ...live, code: '', url: `${siteBase(ctx)}/electronicSign/index?s=${encodeURIComponent(s.id)}`, refreshIn: null, step: stepAt(t) };
  const c = currentCode(s.mode as 'qr' | 'number' | 'checkpoint', s.secret, t);
  return { ...live, code: c.code, url: signPath(ctx, s.id, c.code), refreshIn: c.refreshIn, step: c.step };
}

function person(p: { id: string; name: string; number: string; class_name: string | null; department_name: string | null }, r: SigninRecordsTable | null, visits = 0): SigninPerson {
  return { userId: p.id, name: p.name, number: p.number, department: p.department_name ?? '', className: p.class_name ?? '', record: r ? toRecord(r, visits) : null };
}

/** Everyone of the audience who has no record, in department, class, number order. */
async function unsignedOf(ctx: Ctx, s: SigninsTable) {
  const members = await resolveAudience(ctx.db, ctx.site.id, audienceOf(s));
  const signed = new Set((await q.recordTimes(ctx.db, [s.id])).map((r) => r.user_id));
  const people = await q.peopleOf(ctx.db, ctx.site.id, members.filter((u) => !signed.has(u)));
  return people.sort(
    (a, b) => (a.department_name ?? '').localeCompare(b.department_name ?? '') || (a.class_name ?? '').localeCompare(b.class_name ?? '') || a.number.localeCompare(b.number) || a.id.localeCompare(b.id),
  );
}

export async function records(ctx: Ctx, p: { id: string; state: 'signed' | 'unsigned'; current: number; pageSize: number }) {
  const s = await load(ctx, p.id);
  const [counts] = (await managed(ctx, [s])).map((m) => m.counts);
  const offset = (p.current - 1) * p.pageSize;
  if (p.state === 'signed') {
    const rows = await q.signedPeople(ctx.db, s.id, { offset, limit: p.pageSize });
    const visits = s.mode === 'checkpoint' ? await q.visitCounts(ctx.db, s.id, rows.map((r) => r.user_id)) : new Map<string, number>();
    const list = rows.map((r) => person({ ...r, id: r.user_id }, r, visits.get(r.user_id) ?? 0));
    return { list, total: counts!.signed, current: p.current, pageSize: p.pageSize, counts: counts! };
  }
  const all = await unsignedOf(ctx, s);
  return { list: all.slice(offset, offset + p.pageSize).map((u) => person(u, null)), total: all.length, current: p.current, pageSize: p.pageSize, counts: counts! };
}

export async function manual(ctx: Ctx, p: { id: string; userId: string; reason: string }) {
  const me = ctx.me();
  const s = await load(ctx, p.id);
  const members = await resolveAudience(ctx.db, ctx.site.id, audienceOf(s));
  if (!members.includes(p.userId)) throw new AppError(E.NOT_ELIGIBLE, 'userId: not in the audience of this sign-in', { field: 'userId' });
  const t = now();
  const row: SigninRecordsTable = {
    id: newId(),
    site_id: ctx.site.id,
    signin_id: s.id,
    user_id: p.userId,
    at: t,
    late: s.late_at !== null && t >= Number(s.late_at) ? 1 : 0,
    method: 'manual',
    distance: null,
    lat: null,
    lng: null,
    device_id: null,
    session_id: null,
    signature_upload_id: null,
    signature_url: null,
    reason: p.reason,
    by_user_id: me.id,
  };
  if (!(await q.insertRecord(ctx.db, row))) throw new AppError(E.ALREADY_DONE, 'userId: already signed', { field: 'userId' });
  await ctx.audit('signin.manual', s.id, { userId: p.userId, reason: p.reason });
  return toRecord(row);
}

export async function stats(ctx: Ctx, id: string) {
  const s = await load(ctx, id);
  const [counts] = (await managed(ctx, [s])).map((m) => m.counts);
  const times = await q.recordTimes(ctx.db, [s.id]);
  const perMinute = new Map<number, number>();
  for (const r of times) {
    const minute = Math.floor(Number(r.at) / 60) * 60;
    perMinute.set(minute, (perMinute.get(minute) ?? 0) + 1);
  }
  const timeline = [...perMinute.entries()].sort((a, b) => a[0] - b[0]).map(([at, count]) => ({ at, count }));
  return { ...counts!, manual: times.filter((r) => r.method === 'manual').length, timeline };
}

export async function classes(ctx: Ctx) {
  const me = ctx.me();
  const rows = await q.classesWithCounts(ctx.db, ctx.site.id);
  const list = rows.map((c) => ({ id: c.id, name: c.name, grade: c.grade, members: c.members, mine: c.counselor_user_id === me.id }));
  list.sort((a, b) => Number(b.mine) - Number(a.mine));
  return { list };
}

/** For the export: everyone signed (in order) and everyone expected who did not. */
export async function everyone(ctx: Ctx, id: string) {
  const s = await load(ctx, id);
  const signed = (await q.signedPeople(ctx.db, s.id)).map((r) => person({ ...r, id: r.user_id }, r));
  const unsigned = (await unsignedOf(ctx, s)).map((u) => person(u, null));
  return { s, people: [...signed, ...unsigned] };
}
