/**
 * Asset rules: who reads the register (holders of asset.view or asset.manage read all of it, a
 * keeper reads what they keep, others nothing), the public card a label opens, codes unique per
 * site, keepers and departments of the same site, and scrapping once.
 */
import { AppError, E, badInput, type AssetRow, type ParsedInputOf, type contract } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { hasModule } from '../../platform/permissions.js';
import { newId, now } from '../../platform/util.js';
import * as q from './queries.js';
import type { AssetsTable } from './tables.js';
import { fromCents, toCents } from './values.js';

const notFound = (field: string) => new AppError(E.NOT_FOUND, `${field}: not found`, { field });
export const codeTaken = () => new AppError(E.CONFLICT, 'code: already used by another asset of this site', { field: 'code' });

/** True when the database refused a row for a unique key (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** What the caller may read: everything (viewers, managers) or only the assets they keep. */
export type Scope = { all: true; manage: boolean } | { all: false; keeperId: string; manage: false };

async function scopeOrNull(ctx: Ctx): Promise<Scope | null> {
  const me = ctx.me();
  if (ctx.isSuper) return { all: true, manage: true };
  const { auth } = await ctx.authz();
  const manage = hasModule(auth, 'asset', 'manage');
  if (manage || hasModule(auth, 'asset', 'view')) return { all: true, manage };
  if (await q.keepsAny(ctx.db, ctx.site.id, me.id)) return { all: false, keeperId: me.id, manage: false };
  return null;
}

export async function scope(ctx: Ctx): Promise<Scope> {
  const s = await scopeOrNull(ctx);
  if (!s) throw new AppError(E.FORBIDDEN, 'asset: the register is for keepers and holders of asset.view', { field: 'asset' });
  return s;
}

/** What the caller may do with the register, without refusing anyone. */
export async function me(ctx: Ctx) {
  const s = await scopeOrNull(ctx);
  return { canRead: !!s, canManage: s?.manage ?? false, keeperOnly: !!s && !s.all };
}

const canRead = (s: Scope | null, a: AssetsTable) => !!s && (s.all || a.keeper_id === s.keeperId);

export const toRow = (a: q.AssetJoined): AssetRow => ({
  id: a.id,
  code: a.code,
  name: a.name,
  category: a.category,
  location: a.location,
  keeperId: a.keeper_id,
  keeperName: a.keeper_name ?? '',
  keeperNumber: a.keeper_number ?? '',
  departmentId: a.department_id,
  departmentName: a.department_name ?? '',
  status: a.status as AssetRow['status'],
  purchaseDate: a.purchase_date ?? '',
  value: fromCents(a.value_cents),
  notes: a.notes,
  scrapReason: a.scrap_reason,
  scrappedAt: a.scrapped_at === null ? null : Number(a.scrapped_at),
  createdAt: Number(a.created_at),
  updatedAt: Number(a.updated_at),
});

type ListInput = ParsedInputOf<typeof contract.asset.list>;

export async function list(ctx: Ctx, p: ListInput) {
  const s = await scope(ctx);
  const filter = { ...p, keeperId: s.all ? undefined : s.keeperId };
  const { rows, total } = await q.list(ctx.db, ctx.site.id, filter, p.sorter, { offset: (p.current - 1) * p.pageSize, limit: p.pageSize });
  return { list: rows.map(toRow), total, current: p.current, pageSize: p.pageSize };
}

export async function options(ctx: Ctx) {
  const s = await scope(ctx);
  const [categories, departments] = await Promise.all([q.categories(ctx.db, ctx.site.id, s.all ? undefined : s.keeperId), q.departments(ctx.db, ctx.site.id)]);
  return { categories, departments, canManage: s.manage };
}

export async function detail(ctx: Ctx, id: string): Promise<AssetRow> {
  const a = await q.findById(ctx.db, ctx.site.id, id);
  // Someone who may not read it learns nothing, not even that it exists.
  if (!a || !canRead(await scopeOrNull(ctx), a)) throw notFound('id');
  return toRow(a);
}

/** What scanning a label shows anyone logged in on the site. */
export async function card(ctx: Ctx, code: string) {
  const a = await q.findByCode(ctx.db, ctx.site.id, code);
  if (!a) throw notFound('code');
  return { id: a.id, code: a.code, name: a.name, category: a.category, location: a.location, status: a.status as AssetRow['status'], canView: canRead(await scopeOrNull(ctx), a) };
}

type Fields = ParsedInputOf<typeof contract.asset.create>;

/** The stored columns of a form, the keeper and department checked against this site. */
async function columnsOf(ctx: Ctx, f: Fields) {
  let keeperId: string | null = null;
  const key = f.keeperNumber.trim();
  if (key) {
    const found = await q.usersByKey(ctx.db, ctx.site.id, [key]);
    const u = found.find((x) => x.number === key) ?? found.find((x) => x.username === key);
    if (!u) throw badInput('keeperNumber', 'no such user on this site');
    keeperId = u.id;
  }
  if (f.departmentId && !(await q.departmentById(ctx.db, ctx.site.id, f.departmentId))) throw badInput('departmentId', 'no such department');
  return {
    code: f.code,
    name: f.name,
    category: f.category,
    location: f.location,
    keeper_id: keeperId,
    department_id: f.departmentId ?? null,
    status: f.status,
    purchase_date: f.purchaseDate ?? null,
    value_cents: f.value === undefined ? null : (toCents(f.value) ?? null),
    notes: f.notes,
  };
}

export async function create(ctx: Ctx, f: Fields): Promise<AssetRow> {
  const cols = await columnsOf(ctx, f);
  if ((await q.takenCodes(ctx.db, ctx.site.id, [cols.code])).size) throw codeTaken();
  const t = now();
  const id = newId();
  try {
    await q.insert(ctx.db, [{ id, site_id: ctx.site.id, ...cols, scrap_reason: '', scrapped_at: null, created_by: ctx.me().id, created_at: t, updated_at: t }]);
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken();
    throw err;
  }
  await ctx.audit('asset.create', id, { code: cols.code });
  return detail(ctx, id);
}

export async function update(ctx: Ctx, f: ParsedInputOf<typeof contract.asset.update>): Promise<AssetRow> {
  const a = await q.findById(ctx.db, ctx.site.id, f.id);
  if (!a) throw notFound('id');
  if (a.status === 'scrapped') throw new AppError(E.WRONG_STATE, 'status: a scrapped asset is not edited', { field: 'status' });
  const cols = await columnsOf(ctx, f);
  if (cols.code !== a.code && (await q.takenCodes(ctx.db, ctx.site.id, [cols.code])).size) throw codeTaken();
  try {
    if (!(await q.update(ctx.db, ctx.site.id, a.id, { ...cols, updated_at: now() })))
      throw new AppError(E.WRONG_STATE, 'status: a scrapped asset is not edited', { field: 'status' });
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken();
    throw err;
  }
  await ctx.audit('asset.update', a.id, { code: cols.code });
  return detail(ctx, a.id);
}

export async function scrap(ctx: Ctx, id: string, reason: string): Promise<AssetRow> {
  const a = await q.findById(ctx.db, ctx.site.id, id);
  if (!a) throw notFound('id');
  const t = now();
  if (a.status === 'scrapped' || !(await q.update(ctx.db, ctx.site.id, a.id, { status: 'scrapped', scrap_reason: reason, scrapped_at: t, updated_at: t })))
    throw new AppError(E.ALREADY_DONE, 'id: already scrapped', { field: 'id' });
  await ctx.audit('asset.scrap', a.id, { code: a.code, reason });
  return detail(ctx, a.id);
}

/** The H5 path a label's QR carries, under the site's prefix. */
export function cardPath(ctx: Ctx, code: string): string {
  const base = ctx.site.id === ctx.platform.env.DEFAULT_SITE ? '/site' : `/${ctx.site.id}/site`;
  return `${base}/asset/index?code=${encodeURIComponent(code)}`;
}

export async function labels(ctx: Ctx, ids: string[]) {
  const rows = await q.byIds(ctx.db, ctx.site.id, [...new Set(ids)]);
  if (!rows.length) throw notFound('ids');
  return { list: rows.map((r) => ({ ...r, url: cardPath(ctx, r.code) })) };
}
