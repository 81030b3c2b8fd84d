/**
 * Data sources of kind `form`: fill a field from the caller's latest submission of another form
 * (`mine`), or its options from the values people gave a field of another form (`values`). Only
 * forms of the same site, only what the designer of the asking form named.
 */
import { AppError, E } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import * as q from './queries.js';
import { notFound } from './service.js';
import { schemaOf, valuesOf } from './shape.js';

/** How many recent submissions a `values` source reads, and how many options it answers. */
const SCAN = 2000;
const MAX_OPTIONS = 500;

function labelOf(v: unknown): string | undefined {
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (typeof v === 'object' && v !== null && 'name' in v && typeof v.name === 'string') return v.name;
  return undefined;
}

export async function runSource(ctx: Ctx, formId: string, sourceId: string) {
  const form = await q.findForm(ctx.db, ctx.site.id, formId);
  if (!form?.current_version_id || (ctx.user?.kind === 'visitor' && Number(form.visitors) !== 1)) throw notFound('formId');
  const v = await q.findVersion(ctx.db, ctx.site.id, form.current_version_id);
  const source = v ? schemaOf(v).dataSources.find((s) => s.id === sourceId) : undefined;
  if (!source) throw notFound('sourceId');
  if (source.from.kind !== 'form') throw new AppError(E.BAD_INPUT, 'sourceId: not a form source (call its endpoint)', { field: 'sourceId' });
  const other = await q.findForm(ctx.db, ctx.site.id, source.from.formId);
  if (!other) return { data: null };
  if (source.from.scope === 'mine') {
    const last = await q.latestOf(ctx.db, ctx.site.id, other.id, ctx.me().id);
    return { data: last ? valuesOf(last.data) : null };
  }
  const field = source.from.field;
  const seen = new Set<string>();
  const list: { value: string; label: string }[] = [];
  for (const r of field ? await q.recentData(ctx.db, ctx.site.id, other.id, SCAN) : []) {
    const raw = valuesOf(r.data)[field!];
    for (const x of Array.isArray(raw) ? raw : [raw]) {
      const label = labelOf(x);
      if (label === undefined || label === '' || seen.has(label) || list.length >= MAX_OPTIONS) continue;
      seen.add(label);
      list.push({ value: label, label });
    }
  }
  return { data: { list } };
}
