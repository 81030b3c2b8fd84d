/**
 * Query service rules: only published sets are seen; a query is answered only inside the open
 * window, after taking one of the person's queries for this hour (so nobody can walk the list),
 * and finds at most the one row the typed keys name — and, when the set has a number column,
 * only a row carrying the caller's own student/staff number. Every query and hit is counted.
 */
import { AppError, E, badInput, type AdminQuerySet, type ParsedInputOf, type QuerySet, type QueryState, type contract, reason } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { newId, now, parseJson } from '../../platform/util.js';
import { hourOf, normalise, rowKey } from './keys.js';
import * as q from './queries.js';
import type { DqSetsTable } from './tables.js';

type C = typeof contract.dataQuery;
const notFound = (field = 'id') => new AppError(E.NOT_FOUND, `${field}: not found`, { field });

export function stateOf(s: Pick<DqSetsTable, 'opens_at' | 'closes_at'>, t: number): QueryState {
  if (s.opens_at !== null && t < Number(s.opens_at)) return 'notOpen';
  if (s.closes_at !== null && t >= Number(s.closes_at)) return 'ended';
  return 'open';
}

const num = (v: number | null) => (v === null ? null : Number(v));

function toSet(s: DqSetsTable, t: number): QuerySet {
  return {
    id: s.id,
    title: s.title,
    description: s.description,
    keyColumns: parseJson<string[]>(s.key_columns, []),
    opensAt: num(s.opens_at),
    closesAt: num(s.closes_at),
    state: stateOf(s, t),
    limitPerHour: Number(s.limit_per_hour),
  };
}

const toAdminSet = (s: DqSetsTable, t: number): AdminQuerySet => ({
  ...toSet(s, t),
  showColumns: parseJson<string[]>(s.show_columns, []),
  numberColumn: s.number_column,
  published: Number(s.published) === 1,
  rows: Number(s.row_count),
  queries: Number(s.queries),
  hits: Number(s.hits),
  updatedAt: Number(s.updated_at),
});

export async function sets(ctx: Ctx) {
  ctx.me();
  const t = now();
  const order: Record<QueryState, number> = { open: 0, notOpen: 1, ended: 2 };
  const list = (await q.publishedSets(ctx.db, ctx.site.id)).map((s) => toSet(s, t));
  return { list: list.sort((a, b) => order[a.state] - order[b.state]) };
}

async function published(ctx: Ctx, id: string): Promise<DqSetsTable> {
  const s = await q.findSet(ctx.db, ctx.site.id, id);
  if (!s || Number(s.published) !== 1) throw notFound();
  return s;
}

export async function set(ctx: Ctx, id: string) {
  ctx.me();
  return toSet(await published(ctx, id), now());
}

export async function query(ctx: Ctx, input: ParsedInputOf<C['query']>) {
  const me = ctx.me();
  const s = await published(ctx, input.id);
  const t = now();
  const state = stateOf(s, t);
  if (state === 'notOpen') throw new AppError(E.NOT_OPEN_YET, 'id: the query is not open yet', { field: 'id', opensAt: num(s.opens_at) });
  if (state === 'ended') throw new AppError(E.ENDED, 'id: the query has closed', { field: 'id', closesAt: num(s.closes_at) });
  const keys = parseJson<string[]>(s.key_columns, []);
  if (input.values.length !== keys.length) throw badInput('values', reason('typeValues', { n: keys.length, keys: keys.join(', ') }));
  const empty = input.values.findIndex((v) => v === '');
  if (empty >= 0) throw badInput(`values.${empty}`, 'required');
  const limit = Number(s.limit_per_hour);
  const used = await q.takeQuota(ctx.db, s.id, me.id, hourOf(t), limit);
  if (used === null) throw new AppError(E.TOO_MANY_REQUESTS, `id: at most ${limit} queries an hour`, { field: 'id', limit, retryAfter: hourOf(t) + 3600 - t });
  const row = await q.findRow(ctx.db, s.id, rowKey(input.values));
  let data = row ? parseJson<Record<string, string>>(row.data, {}) : null;
  // A set tied to people's numbers answers only the caller's own row.
  if (data && s.number_column && normalise(data[s.number_column] ?? '') !== normalise(me.number)) data = null;
  await q.countQuery(ctx.db, s.id, data !== null);
  const fields = data ? parseJson<string[]>(s.show_columns, []).map((label) => ({ label, value: data[label] ?? '' })) : [];
  return { found: data !== null, fields, left: Math.max(0, limit - used) };
}

export async function adminSets(ctx: Ctx, f: ParsedInputOf<C['adminSets']>) {
  const t = now();
  const { rows, total } = await q.pageSets(ctx.db, ctx.site.id, f.keyword, { offset: (f.current - 1) * f.pageSize, limit: f.pageSize });
  return { list: rows.map((s) => toAdminSet(s, t)), total, current: f.current, pageSize: f.pageSize };
}

export async function saveSet(ctx: Ctx, input: ParsedInputOf<C['saveSet']>) {
  const dup = input.keyColumns.find((k, i) => input.keyColumns.indexOf(k) !== i);
  if (dup) throw badInput('keyColumns', reason('chosenTwice', { column: dup }));
  const t = now();
  const fields = {
    title: input.title,
    description: input.description,
    key_columns: JSON.stringify(input.keyColumns),
    show_columns: JSON.stringify([...new Set(input.showColumns)]),
    number_column: input.numberColumn ?? null,
    opens_at: input.opensAt ?? null,
    closes_at: input.closesAt ?? null,
    limit_per_hour: input.limitPerHour,
    published: input.published ? 1 : 0,
    updated_at: t,
  };
  if (input.id) {
    const old = await q.findSet(ctx.db, ctx.site.id, input.id);
    if (!old) throw notFound();
    if (Number(old.row_count) > 0) {
      // Rows are found by the old key columns: other keys need the file imported again.
      if (old.key_columns !== fields.key_columns) throw new AppError(E.CONFLICT, 'keyColumns: the set has rows; import the file again to change the keys', { field: 'keyColumns' });
      const headings = Object.keys(parseJson<Record<string, string>>((await q.anyRow(ctx.db, old.id))?.data, {}));
      const missing = [...input.showColumns, ...(input.numberColumn ? [input.numberColumn] : [])].find((c) => !headings.includes(c));
      if (missing) throw badInput(input.showColumns.includes(missing) ? 'showColumns' : 'numberColumn', reason('noColumnInFile', { column: missing }));
    }
    await q.updateSet(ctx.db, ctx.site.id, input.id, fields);
    await ctx.audit('dataQuery.set.save', input.id);
    return { id: input.id };
  }
  const id = newId();
  await q.insertSet(ctx.db, { ...fields, id, site_id: ctx.site.id, row_count: 0, queries: 0, hits: 0, created_at: t });
  await ctx.audit('dataQuery.set.create', id);
  return { id };
}

export async function deleteSet(ctx: Ctx, id: string) {
  if (!(await q.deleteSet(ctx.db, ctx.site.id, id))) throw notFound();
  await ctx.audit('dataQuery.set.delete', id);
  return null;
}
