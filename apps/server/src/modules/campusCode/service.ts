/**
 * Campus code rules: my code and standing, the guard's check at a gate (signature, freshness,
 * single use, the holder's status, each scan logged with gate, direction, time and guard), and
 * the administration of gates, blocks and the passage log.
 */
import { AppError, E, badInput, type CodeHolder, type GatePassage, type ParsedInputOf, type contract } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { addDays, instantOf, localOf } from '../../platform/time.js';
import { newId, now } from '../../platform/util.js';
import { checkCode, signCode } from './code.js';
import * as q from './queries.js';

type C = typeof contract.campusCode;
const notFound = (field = 'id') => new AppError(E.NOT_FOUND, `${field}: not found`, { field });
const RECENT = 10;

type HolderCols = Pick<q.HolderRow, 'user_id' | 'user_name' | 'username' | 'number' | 'kind' | 'avatar' | 'department'>;
export const toHolder = (r: HolderCols): CodeHolder => ({
  userId: r.user_id,
  name: r.user_name,
  username: r.username,
  number: r.number,
  department: r.department ?? '',
  kind: r.kind,
  avatar: r.avatar,
});

export const toPassage = (r: q.PassageRow): GatePassage => ({
  id: r.id,
  at: Number(r.at),
  gateId: r.gate_id,
  gateName: r.gate_name ?? '',
  direction: r.direction === 'out' ? 'out' : 'in',
  result: r.result === 'blocked' ? 'blocked' : 'pass',
  reason: r.reason,
  holder: toHolder(r),
  guardName: r.guard_name ?? '',
});

export async function mine(ctx: Ctx) {
  const me = ctx.me();
  const t = now();
  const [holder, block, recent] = await Promise.all([
    q.findHolder(ctx.db, ctx.site.id, me.id),
    q.activeBlock(ctx.db, ctx.site.id, me.id, t),
    q.listPassages(ctx.db, ctx.site.id, { userId: me.id }, 0, RECENT),
  ]);
  if (!holder) throw notFound('user');
  return {
    ...(await signCode(ctx.db, ctx.site.id, me.id, t)),
    holder: toHolder(holder),
    status: block ? ('blocked' as const) : ('ok' as const),
    reason: block?.reason ?? '',
    recent: recent.map(toPassage),
  };
}

export async function gates(ctx: Ctx) {
  const rows = await q.listGates(ctx.db, ctx.site.id, true);
  return { list: rows.map((g) => ({ id: g.id, name: g.name, location: g.location, active: true, sort: Number(g.sort) })) };
}

export async function verify(ctx: Ctx, input: ParsedInputOf<C['verify']>) {
  const guard = ctx.me();
  const t = now();
  const gate = await q.findGate(ctx.db, ctx.site.id, input.gateId);
  if (!gate || Number(gate.active) !== 1) throw notFound('gateId');
  const claims = await checkCode(ctx.db, ctx.site.id, input.code, t);
  const holder = await q.findHolder(ctx.db, ctx.site.id, claims.user);
  // A disabled account's code is refused like a forged one would be: it names nobody who may pass.
  if (!holder || holder.status !== 'active') throw new AppError(E.NOT_FOUND, 'code: no such active account', { field: 'code' });
  const block = await q.activeBlock(ctx.db, ctx.site.id, holder.user_id, t);
  const id = newId();
  const logged = await q.insertPassage(ctx.db, {
    id,
    site_id: ctx.site.id,
    user_id: holder.user_id,
    gate_id: gate.id,
    direction: input.direction,
    result: block ? 'blocked' : 'pass',
    reason: block?.reason ?? '',
    guard_id: guard.id,
    nonce: claims.nonce,
    at: t,
  });
  if (!logged) throw new AppError(E.ALREADY_DONE, 'code: already used, ask for the current code', { field: 'code' });
  const [row] = await q.listPassages(ctx.db, ctx.site.id, { id }, 0, 1);
  if (!row) throw new AppError(E.SYSTEM);
  return { allowed: !block, passage: toPassage(row) };
}

export async function myChecks(ctx: Ctx) {
  const rows = await q.listPassages(ctx.db, ctx.site.id, { guardId: ctx.me().id, since: now() - 12 * 3600 }, 0, 30);
  return { list: rows.map(toPassage) };
}

export async function adminGates(ctx: Ctx) {
  const [rows, counts] = await Promise.all([q.listGates(ctx.db, ctx.site.id, false), q.passageCounts(ctx.db, ctx.site.id)]);
  return {
    list: rows.map((g) => ({ id: g.id, name: g.name, location: g.location, active: Number(g.active) === 1, sort: Number(g.sort), passages: counts.get(g.id) ?? 0 })),
  };
}

export async function saveGate(ctx: Ctx, g: ParsedInputOf<C['saveGate']>) {
  const row = { site_id: ctx.site.id, name: g.name, location: g.location, active: g.active ? 1 : 0, sort: g.sort };
  if (g.id) {
    if (!(await q.findGate(ctx.db, ctx.site.id, g.id))) throw notFound();
    await q.updateGate(ctx.db, { ...row, id: g.id });
    await ctx.audit('campusCode.gate.save', g.id);
    return { id: g.id };
  }
  const id = newId();
  await q.insertGate(ctx.db, { ...row, id, created_at: now() });
  await ctx.audit('campusCode.gate.create', id);
  return { id };
}

export async function deleteGate(ctx: Ctx, id: string) {
  if (!(await q.findGate(ctx.db, ctx.site.id, id))) throw notFound();
  if (!(await q.deleteUnusedGate(ctx.db, ctx.site.id, id))) throw new AppError(E.CONFLICT, 'id: the gate has passages; close it instead', { field: 'id' });
  await ctx.audit('campusCode.gate.delete', id);
  return null;
}

export async function blocks(ctx: Ctx, f: ParsedInputOf<C['blocks']>) {
  const t = now();
  const [rows, total] = await Promise.all([
    q.listBlocks(ctx.db, ctx.site.id, t, f.keyword, (f.current - 1) * f.pageSize, f.pageSize),
    q.countBlocks(ctx.db, ctx.site.id, t, f.keyword),
  ]);
  return {
    list: rows.map((r) => ({ id: r.id, holder: toHolder(r), reason: r.reason, until: r.until === null ? null : Number(r.until), byName: r.by_name ?? '', at: Number(r.at) })),
    total,
    current: f.current,
    pageSize: f.pageSize,
  };
}

export async function block(ctx: Ctx, b: ParsedInputOf<C['block']>) {
  const t = now();
  if (b.until !== undefined && b.until <= t) throw badInput('until', 'must be in the future');
  const user = await q.findAccount(ctx.db, ctx.site.id, b.account);
  if (!user) throw notFound('account');
  await q.upsertBlock(ctx.db, { id: newId(), site_id: ctx.site.id, user_id: user.id, reason: b.reason, until: b.until ?? null, by_id: ctx.me().id, at: t });
  const row = await q.blockIdOf(ctx.db, ctx.site.id, user.id);
  if (!row) throw new AppError(E.SYSTEM);
  await ctx.audit('campusCode.block', user.id, { reason: b.reason, until: b.until ?? null });
  return { id: row.id };
}

export async function unblock(ctx: Ctx, id: string) {
  if (!(await q.deleteBlock(ctx.db, ctx.site.id, id))) throw notFound();
  await ctx.audit('campusCode.unblock', id);
  return null;
}

/** The console's filter, its local dates turned into the site's instants. */
export function passageFilterOf(ctx: Ctx, f: ParsedInputOf<C['exportPassages']>): q.PassageFilter {
  const tz = ctx.timezone;
  if (f.from && f.to && f.to < f.from) throw badInput('to', 'before from');
  return {
    gateId: f.gateId,
    direction: f.direction,
    result: f.result,
    keyword: f.keyword,
    since: f.from ? instantOf(f.from, 0, tz) : undefined,
    before: f.to ? instantOf(addDays(f.to, 1), 0, tz) : undefined,
  };
}

export async function passages(ctx: Ctx, f: ParsedInputOf<C['passages']>) {
  const filter = passageFilterOf(ctx, f);
  const [rows, total] = await Promise.all([
    q.listPassages(ctx.db, ctx.site.id, filter, (f.current - 1) * f.pageSize, f.pageSize),
    q.countPassages(ctx.db, ctx.site.id, filter),
  ]);
  return { list: rows.map(toPassage), total, current: f.current, pageSize: f.pageSize };
}

/** Local `YYYY-MM-DD HH:MM` of an instant on the site's clock (for the export). */
export function localStamp(ctx: Ctx, t: number): string {
  const l = localOf(t, ctx.timezone);
  return `${l.date} ${String(Math.floor(l.minutes / 60)).padStart(2, '0')}:${String(l.minutes % 60).padStart(2, '0')}`;
}
