/**
 * Phone book rules: the tree is two levels (unit → office), entries sit in either, search spans
 * names, numbers (also by digits alone), places and unit names; each user's views feed the
 * frequent and recent lists; a unit is deleted only when empty.
 */
import { AppError, E, badInput, type ParsedInputOf, type TelEntry, type contract } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { newId, now, parseJson } from '../../platform/util.js';
import * as q from './queries.js';

type C = typeof contract.officeTel;
const notFound = (field = 'id') => new AppError(E.NOT_FOUND, `${field}: not found`, { field });
/** Searches answer at most this many entries (the screen asks to narrow the keyword past it). */
export const SEARCH_LIMIT = 200;
const MINE_LIMIT = 8;

/** The digits of every number, space separated (what a digits-only search looks in). */
export const digitsOf = (phones: string[]): string => phones.map((p) => p.replace(/[^0-9]/g, '')).join(' ');

export const toEntry = (r: q.EntryRow): TelEntry => ({
  id: r.id,
  unitId: r.unit_id,
  unitName: r.parent_name ?? r.unit_name,
  officeName: r.parent_id ? r.unit_name : null,
  emergency: Number(r.emergency) === 1 || Number(r.parent_emergency ?? 0) === 1,
  name: r.name,
  phones: parseJson<string[]>(r.phones, []),
  location: r.location,
  notes: r.notes,
  sort: Number(r.sort),
});

export async function units(ctx: Ctx) {
  const [rows, counts] = await Promise.all([q.listUnits(ctx.db, ctx.site.id), q.entryCounts(ctx.db, ctx.site.id)]);
  return {
    list: rows.map((u) => ({ id: u.id, name: u.name, parentId: u.parent_id, emergency: Number(u.emergency) === 1, sort: Number(u.sort), entries: counts.get(u.id) ?? 0 })),
  };
}

export async function entries(ctx: Ctx, f: ParsedInputOf<C['entries']>) {
  if (f.unitId && !(await q.findUnit(ctx.db, ctx.site.id, f.unitId))) throw notFound('unitId');
  const rows = await q.listEntries(ctx.db, ctx.site.id, f, { offset: 0, limit: SEARCH_LIMIT + 1 });
  return { list: rows.slice(0, SEARCH_LIMIT).map(toEntry), truncated: rows.length > SEARCH_LIMIT };
}

export async function view(ctx: Ctx, id: string) {
  if (!(await q.findEntry(ctx.db, ctx.site.id, id))) throw notFound();
  await q.recordView(ctx.db, ctx.site.id, ctx.me().id, id, now());
  return null;
}

export async function mine(ctx: Ctx) {
  const views = await q.viewsOf(ctx.db, ctx.site.id, ctx.me().id);
  const rows = await q.listEntries(ctx.db, ctx.site.id, { ids: views.map((v) => v.entry_id) });
  const byId = new Map(rows.map((r) => [r.id, toEntry(r)]));
  const pick = (sorted: typeof views) => sorted.flatMap((v) => byId.get(v.entry_id) ?? []).slice(0, MINE_LIMIT);
  return {
    frequent: pick([...views].sort((a, b) => Number(b.count) - Number(a.count) || Number(b.viewed_at) - Number(a.viewed_at))),
    recent: pick([...views].sort((a, b) => Number(b.viewed_at) - Number(a.viewed_at))),
  };
}

export async function adminEntries(ctx: Ctx, f: ParsedInputOf<C['adminEntries']>) {
  const [rows, total] = await Promise.all([
    q.listEntries(ctx.db, ctx.site.id, f, { offset: (f.current - 1) * f.pageSize, limit: f.pageSize }),
    q.countEntries(ctx.db, ctx.site.id, f),
  ]);
  return { list: rows.map(toEntry), total, current: f.current, pageSize: f.pageSize };
}

export async function saveUnit(ctx: Ctx, u: ParsedInputOf<C['saveUnit']>) {
  const site_id = ctx.site.id;
  if (u.parentId) {
    const parent = await q.findUnit(ctx.db, site_id, u.parentId);
    if (!parent) throw notFound('parentId');
    // Two levels only: an office's parent is a unit.
    if (parent.parent_id || parent.id === u.id) throw badInput('parentId', 'must be a unit, not an office');
  }
  const row = { site_id, name: u.name, parent_id: u.parentId ?? null, emergency: u.emergency ? 1 : 0, sort: u.sort };
  if (u.id) {
    const old = await q.findUnit(ctx.db, site_id, u.id);
    if (!old) throw notFound();
    if (u.parentId && (await q.listUnits(ctx.db, site_id)).some((x) => x.parent_id === u.id)) throw badInput('parentId', 'a unit with offices cannot become an office');
    await q.updateUnit(ctx.db, { ...row, id: u.id });
    await ctx.audit('officeTel.unit.save', u.id);
    return { id: u.id };
  }
  const id = newId();
  await q.insertUnit(ctx.db, { ...row, id, created_at: now() });
  await ctx.audit('officeTel.unit.create', id);
  return { id };
}

export async function deleteUnit(ctx: Ctx, id: string) {
  if (!(await q.findUnit(ctx.db, ctx.site.id, id))) throw notFound();
  if (await q.unitInUse(ctx.db, ctx.site.id, id)) throw new AppError(E.CONFLICT, 'id: has offices or entries', { field: 'id' });
  await q.deleteUnit(ctx.db, ctx.site.id, id);
  await ctx.audit('officeTel.unit.delete', id);
  return null;
}

export async function saveEntry(ctx: Ctx, e: ParsedInputOf<C['saveEntry']>) {
  const site_id = ctx.site.id;
  if (!(await q.findUnit(ctx.db, site_id, e.unitId))) throw notFound('unitId');
  const t = now();
  const row = { site_id, unit_id: e.unitId, name: e.name, phones: JSON.stringify(e.phones), digits: digitsOf(e.phones), location: e.location, notes: e.notes, sort: e.sort, updated_at: t };
  if (e.id) {
    if (!(await q.findEntry(ctx.db, site_id, e.id))) throw notFound();
    await q.updateEntry(ctx.db, { ...row, id: e.id });
    await ctx.audit('officeTel.entry.save', e.id);
    return { id: e.id };
  }
  const id = newId();
  await q.insertEntry(ctx.db, { ...row, id, created_at: t });
  await ctx.audit('officeTel.entry.create', id);
  return { id };
}

export async function deleteEntry(ctx: Ctx, id: string) {
  if (!(await q.deleteEntry(ctx.db, ctx.site.id, id))) throw notFound();
  await ctx.audit('officeTel.entry.delete', id);
  return null;
}
