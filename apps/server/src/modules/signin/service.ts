/**
 * The attendee's side: my sign-ins, one sign-in, and signing. Signing checks, in order: the
 * sign-in exists on this site and the caller is expected (audience), the window, an earlier
 * record, the code (current or previous 10 s step; fixed for checkpoints) or the signature, the
 * location (haversine on the server) and the device; the unique indexes settle races.
 */
import { AppError, E, badInput, type ParsedInputOf, type SigninMine, type SigninResult, type contract } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { newId, now } from '../../platform/util.js';
import * as q from './queries.js';
import { distanceMetres } from '../../platform/geo.js';
import { accepts } from './rotation.js';
import { canManage, expected, notFound, phaseOf, toRecord, toSummary } from './shape.js';
import type { SigninRecordsTable, SigninsTable } from './tables.js';

type SignInput = ParsedInputOf<typeof contract.signin.sign>;

/** Sign-ins ended more than this long ago no longer show in an attendee's list. */
const HISTORY = 180 * 86400;
const PHASE_ORDER = { open: 0, notStarted: 1, ended: 2 } as const;

async function organiserNames(ctx: Ctx, rows: SigninsTable[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((r) => r.organiser_id))];
  return new Map((await q.namesOf(ctx.db, ids)).map((u) => [u.id, u.name]));
}

export async function index(ctx: Ctx, p: { current: number; pageSize: number; mode?: string | undefined }) {
  const me = ctx.me();
  const t = now();
  const all = await q.recentSignins(ctx.db, ctx.site.id, t - HISTORY, p.mode);
  const mine: SigninsTable[] = [];
  for (const s of all) if (await expected(ctx, s)) mine.push(s);
  mine.sort((a, b) => PHASE_ORDER[phaseOf(a, t)] - PHASE_ORDER[phaseOf(b, t)] || (phaseOf(a, t) === 'notStarted' ? Number(a.starts_at) - Number(b.starts_at) : Number(b.starts_at) - Number(a.starts_at)));
  const start = (p.current - 1) * p.pageSize;
  const page = mine.slice(start, start + p.pageSize);
  const [names, records] = await Promise.all([organiserNames(ctx, page), q.recordsOfUser(ctx.db, ctx.site.id, me.id, page.map((s) => s.id))]);
  const bySignin = new Map(records.map((r) => [r.signin_id, r]));
  const list: SigninMine[] = page.map((s) => {
    const r = bySignin.get(s.id);
    return { ...toSummary(s, t, names.get(s.organiser_id) ?? ''), mine: r ? toRecord(r) : null };
  });
  return { list, total: mine.length, current: p.current, pageSize: p.pageSize };
}

export async function detail(ctx: Ctx, id: string) {
  const me = ctx.me();
  const s = await q.findSignin(ctx.db, ctx.site.id, id);
  if (!s) throw notFound();
  const manage = await canManage(ctx, s);
  if (!manage && !(await expected(ctx, s))) throw notFound();
  const [names, r, visits] = await Promise.all([organiserNames(ctx, [s]), q.findRecord(ctx.db, s.id, me.id), q.visitCounts(ctx.db, s.id, [me.id])]);
  return { ...toSummary(s, now(), names.get(s.organiser_id) ?? ''), mine: r ? toRecord(r, visits.get(me.id) ?? 0) : null, canManage: manage };
}

/** Wrong codes a person may send per minute: a six-digit code lives 20 s, so guessing gets nowhere. */
export const FAILURES_PER_MINUTE = 10;

async function guardGuessing(ctx: Ctx, t: number): Promise<void> {
  if ((await q.recentFailures(ctx.db, ctx.me().id, t - 60)) >= FAILURES_PER_MINUTE) {
    throw new AppError(E.TOO_MANY_REQUESTS, 'code: too many wrong codes, wait a minute', { field: 'code' });
  }
}

async function wrongCode(ctx: Ctx, t: number, why: string): Promise<never> {
  await q.addFailure(ctx.db, { id: newId(), site_id: ctx.site.id, user_id: ctx.me().id, at: t });
  throw new AppError(E.CODE_EXPIRED, `code: ${why}`, { field: 'code' });
}

/** A numeric code without a sign-in id: the caller’s open numeric sign-in whose code it is. */
async function byNumber(ctx: Ctx, code: string, t: number): Promise<SigninsTable> {
  await guardGuessing(ctx, t);
  const open = (await q.recentSignins(ctx.db, ctx.site.id, t, 'number')).filter((s) => phaseOf(s, t) === 'open');
  for (const s of open) if (accepts('number', s.secret, code, t) && (await expected(ctx, s))) return s;
  return wrongCode(ctx, t, 'no open sign-in of yours has this code now');
}

async function resultOf(ctx: Ctx, s: SigninsTable, r: SigninRecordsTable, first: boolean): Promise<SigninResult> {
  const visits = s.mode === 'checkpoint' ? ((await q.visitCounts(ctx.db, s.id, [r.user_id])).get(r.user_id) ?? 0) : 0;
  return { signinId: s.id, title: s.title, record: toRecord(r, visits), first };
}

export async function sign(ctx: Ctx, input: SignInput): Promise<SigninResult> {
  const me = ctx.me();
  const t = now();
  let s: SigninsTable | undefined;
  if (input.id) s = await q.findSignin(ctx.db, ctx.site.id, input.id);
  else if (input.code && /^\d{6}$/.test(input.code)) s = await byNumber(ctx, input.code, t);
  else throw badInput('id', 'required');
  if (!s) throw notFound();
  if (!(await expected(ctx, s))) throw new AppError(E.NOT_ELIGIBLE, 'id: you are not expected at this sign-in', { field: 'id' });
  const phase = phaseOf(s, t);
  if (phase === 'notStarted') throw new AppError(E.NOT_OPEN_YET, 'id: the sign-in has not started', { field: 'id', startsAt: Number(s.starts_at) });
  if (phase === 'ended') throw new AppError(E.ENDED, 'id: the sign-in has ended', { field: 'id', endsAt: Number(s.ends_at) });

  const earlier = await q.findRecord(ctx.db, s.id, me.id);
  if (earlier && s.mode !== 'checkpoint') throw new AppError(E.ALREADY_DONE, 'id: you have signed already', { field: 'id', at: Number(earlier.at) });

  let signature: { id: string; url: string } | null = null;
  if (s.mode === 'signature') {
    if (!input.signatureId) throw badInput('signatureId', 'required: draw your signature');
    const up = await q.findOwnUpload(ctx.db, ctx.site.id, me.id, input.signatureId);
    if (!up || !up.mime.startsWith('image/')) throw badInput('signatureId', 'not an image you uploaded');
    signature = { id: up.id, url: `/site/attach?file=all/${up.stored_name}` };
  } else {
    if (!input.code) throw badInput('code', 'required');
    if (input.id) await guardGuessing(ctx, t);
    if (!accepts(s.mode as 'qr', s.secret, input.code, t)) await wrongCode(ctx, t, 'expired or wrong, scan the current code');
  }

  let distance: number | null = null;
  if (s.lat !== null && s.lng !== null && s.radius !== null) {
    if (input.lat === undefined || input.lng === undefined) throw badInput('lat', 'required: this sign-in checks your location');
    distance = Math.round(distanceMetres({ lat: Number(s.lat), lng: Number(s.lng) }, { lat: input.lat, lng: input.lng }));
    if (distance > Number(s.radius)) {
      throw new AppError(E.OUT_OF_RANGE, `lat: ${distance} m away, the limit is ${Number(s.radius)} m`, { field: 'lat', distance, radius: Number(s.radius) });
    }
  }

  if (s.one_device === 1 && !input.deviceId) throw badInput('deviceId', 'required: this sign-in binds one device per account');
  const deviceId = s.one_device === 1 ? (input.deviceId ?? null) : null;
  if (deviceId && !earlier) {
    const other = await q.recordOfDevice(ctx.db, s.id, deviceId);
    if (other && other.user_id !== me.id) throw new AppError(E.DEVICE_USED, 'deviceId: another account signed from this device', { field: 'deviceId' });
  }
  if (earlier && s.mode === 'checkpoint' && earlier.device_id && deviceId && earlier.device_id !== deviceId) {
    throw new AppError(E.DEVICE_USED, 'deviceId: you signed this checkpoint from another device', { field: 'deviceId' });
  }

  const row: SigninRecordsTable = {
    id: newId(),
    site_id: ctx.site.id,
    signin_id: s.id,
    user_id: me.id,
    at: t,
    late: s.late_at !== null && t >= Number(s.late_at) ? 1 : 0,
    method: s.mode,
    distance,
    lat: distance === null ? null : (input.lat ?? null),
    lng: distance === null ? null : (input.lng ?? null),
    device_id: deviceId,
    session_id: ctx.session?.id ?? null,
    signature_upload_id: signature?.id ?? null,
    signature_url: signature?.url ?? null,
    reason: '',
    by_user_id: null,
  };
  const first = !earlier && (await q.insertRecord(ctx.db, row));
  if (s.mode === 'checkpoint') {
    await q.insertVisit(ctx.db, { id: newId(), site_id: ctx.site.id, signin_id: s.id, user_id: me.id, at: t, distance });
  }
  if (first) return resultOf(ctx, s, row, true);
  // Someone was faster: this person (a concurrent scan) or another account on this device.
  const mine = await q.findRecord(ctx.db, s.id, me.id);
  if (!mine) throw new AppError(E.DEVICE_USED, 'deviceId: another account signed from this device', { field: 'deviceId' });
  if (s.mode === 'checkpoint') return resultOf(ctx, s, mine, false);
  throw new AppError(E.ALREADY_DONE, 'id: you have signed already', { field: 'id', at: Number(mine.at) });
}
