/**
 * A form's submissions as an xlsx file, streamed: pages of submissions (keyset, oldest first)
 * are written as sheet XML into the response through a small zip writer
 * (platform/xlsx-stream.ts), which waits whenever the client falls behind, so memory stays flat
 * however many there are.
 *
 * Child tables are flattened into the one sheet: a submission takes one line per child row,
 * its own columns repeated on each (the line number says which row). Chosen over a second sheet
 * because a zip holds worksheets one after another — a second sheet written alongside the
 * first would sit whole in memory, or need a second pass over the database — and because one sheet filters and pivots directly (filter on a submitter and see
 * all their rows). A form with several tables puts row i of each side by side on line i, never
 * a cross product. Past the format's 1,048,576 lines the export continues on a next sheet.
 */
import { PassThrough } from 'node:stream';
import { SUBMISSION_STATES } from '@campus/api';
import { placeText, textIn, type CascaderOption, type ColumnField, type FormField, type FormSchema } from '@campus/api/forms';
import { t, type Lang } from '@campus/i18n/all';
import type { Ctx } from '../../platform/context.js';
import { localOf } from '../../platform/time.js';
import { XLSX_TYPE } from '../../platform/xlsx.js';
import * as q from './queries.js';
import { schemaOf, valuesOf } from './shape.js';
import { XlsxStream } from '../../platform/xlsx-stream.js';

const PAGE = 200;
const MAX_LINES = 1_048_575;
const FIXED = ['id', 'user', 'number', 'submittedAt', 'updatedAt', 'version', 'state', 'line'] as const;
/** Widths of the fixed columns (characters); the form's own columns get FIELD_WIDTH. */
const FIXED_WIDTHS = [38, 12, 14, 17, 17, 6, 10, 6];
const FIELD_WIDTH = 16;

type Cell = string | number;
type Leaf = FormField | ColumnField;

function cascaderLabels(opts: CascaderOption[], path: string[], lang: Lang): string {
  const out: string[] = [];
  let level: CascaderOption[] | undefined = opts;
  for (const p of path) {
    const o: CascaderOption | undefined = level?.find((x) => x.value === p);
    out.push(o ? textIn(o.label, lang) : p);
    level = o?.children;
  }
  return out.join(' / ');
}

/** A value as the cell shows it: option labels, names of picked people and files, addresses. */
export function cellOf(f: Leaf, v: unknown, lang: Lang): Cell {
  if (v === undefined || v === null) return '';
  const names = (x: unknown) => (Array.isArray(x) ? x : [x]).map((y) => (typeof y === 'object' && y !== null ? String((y as { name?: string; id?: string }).name || (y as { id?: string }).id || '') : String(y))).join('、');
  switch (f.kind) {
    case 'number':
    case 'computed':
      return typeof v === 'number' ? v : typeof v === 'boolean' ? t(v ? 'forms.export.yes' : 'forms.export.no', undefined, lang) : String(v);
    case 'choice': {
      const o = f.options.find((x) => x.value === v);
      return o ? textIn(o.label, lang) : String(v);
    }
    case 'multiChoice':
      return (Array.isArray(v) ? v : [v]).map((x) => textIn(f.options.find((o) => o.value === x)?.label, lang) || String(x)).join('、');
    case 'cascader':
      return cascaderLabels(f.options, Array.isArray(v) ? v.map(String) : [String(v)], lang);
    case 'region':
      return Array.isArray(v) ? v.join(' ') : String(v);
    case 'person':
    case 'department':
    case 'upload':
    case 'signature':
      return names(v);
    case 'location':
      return placeText(v);
    default:
      return typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
}

interface Layout {
  top: Leaf[];
  tables: { id: string; columns: ColumnField[] }[];
}

/** Columns of every version, the current one's first: old submissions keep fields since removed. */
function layoutOf(schemas: FormSchema[]): Layout {
  const top = new Map<string, Leaf>();
  const tables = new Map<string, Map<string, ColumnField>>();
  for (const s of schemas) {
    for (const f of s.fields) {
      if (f.kind === 'description') continue;
      if (f.kind !== 'table') {
        if (!top.has(f.id)) top.set(f.id, f);
        continue;
      }
      let cols = tables.get(f.id);
      if (!cols) tables.set(f.id, (cols = new Map()));
      for (const c of f.columns) if (c.kind !== 'description' && !cols.has(c.id)) cols.set(c.id, c);
    }
  }
  return { top: [...top.values()], tables: [...tables].map(([id, cols]) => ({ id, columns: [...cols.values()] })) };
}

function headings(schemas: FormSchema[], layout: Layout, lang: Lang): string[] {
  const tableLabel = (id: string) => {
    for (const s of schemas) {
      const f = s.fields.find((x) => x.id === id);
      if (f) return textIn(f.label, lang);
    }
    return id;
  };
  return [
    ...FIXED.map((c) => t(`forms.export.${c}`, undefined, lang)),
    ...layout.top.map((f) => textIn(f.label, lang) || f.id),
    ...layout.tables.flatMap((tb) => tb.columns.map((c) => `${tableLabel(tb.id)} · ${textIn(c.label, lang) || c.id}`)),
  ];
}

async function write(ctx: Ctx, formId: string, formName: string, out: PassThrough, lang: Lang): Promise<number> {
  const versions = await q.listVersions(ctx.db, ctx.site.id, formId);
  const schemas: FormSchema[] = [];
  for (const v of versions) {
    const full = await q.findVersion(ctx.db, ctx.site.id, v.id);
    if (full) schemas.push(schemaOf(full));
  }
  const layout = layoutOf(schemas);
  const head = headings(schemas, layout, lang);
  const tz = ctx.timezone;
  // The zone's offset, looked up once per UTC day, or per hour on a day it changes (Intl is
  // slow for 100,000s of calls).
  const offsetAt = (s: number) => {
    const l = localOf(s, tz);
    return Date.parse(`${l.date}T00:00:00Z`) / 1000 + l.minutes * 60 - (s - (s % 60));
  };
  const offsets = new Map<number, number | null>();
  const when = (s: number) => {
    const day = Math.floor(s / 86400);
    let off = offsets.get(day);
    if (off === undefined) {
      const a = offsetAt(day * 86400);
      off = a === offsetAt(day * 86400 + 86399) ? a : null;
      offsets.set(day, off);
    }
    return new Date((s + (off ?? offsetAt(s))) * 1000).toISOString().slice(0, 16).replace('T', ' ');
  };
  const states = new Map(SUBMISSION_STATES.map((s) => [s as string, t(`forms.state.${s}`, undefined, lang)]));
  const stateText = (s: string) => states.get(s) ?? s;

  const xl = new XlsxStream(out);
  const childFrom = FIXED.length + layout.top.length;
  const sheetName = formName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 28) || 'forms';
  let sheets = 1;
  const sheet = { widths: head.map((_, i) => FIXED_WIDTHS[i] ?? FIELD_WIDTH), frozenRows: 1 };
  await xl.sheet(sheetName, sheet);
  await xl.row(head);
  let lines = 0;
  let after: { created_at: number; id: string } | null = null;
  let n = 0;
  for (;;) {
    const rows = await q.exportPage(ctx.db, ctx.site.id, formId, after, PAGE);
    for (const r of rows) {
      const values = valuesOf(r.data);
      // The submission's own columns are made once and repeated on each of its lines.
      const fixed = xl.cells([r.id, r.user_name ?? '', r.user_number ?? '', when(Number(r.created_at)), when(Number(r.updated_at)), Number(r.version), stateText(r.state)]);
      const own = xl.cells(layout.top.map((f) => cellOf(f, values[f.id], lang)), FIXED.length);
      const tableRows = layout.tables.map((tb) => (Array.isArray(values[tb.id]) ? (values[tb.id] as Record<string, unknown>[]) : []));
      const count = Math.max(1, ...tableRows.map((x) => x.length));
      for (let i = 0; i < count; i++) {
        if (lines === MAX_LINES) {
          await xl.sheet(`${sheetName} (${++sheets})`, sheet);
          await xl.row(head);
          lines = 0;
        }
        const child = layout.tables.flatMap((tb, k) => tb.columns.map((c) => cellOf(c, tableRows[k]![i]?.[c.id], lang)));
        await xl.rawRow([fixed, xl.cells([i + 1], FIXED.length - 1), own, xl.cells(child, childFrom)]);
        lines++;
      }
    }
    n += rows.length;
    const last = rows[rows.length - 1];
    if (rows.length < PAGE || !last) break;
    after = { created_at: Number(last.created_at), id: last.id };
  }
  await xl.finish();
  return n;
}

/** Sends the file on the reply; lines are written as the client reads them. */
export async function sendSubmissionsXlsx(ctx: Ctx, formId: string, formName: string): Promise<null> {
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  const lang = ctx.lang;
  ctx.reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="form-${formId}.xlsx"`)
    .header('cache-control', 'no-store');
  void write(ctx, formId, formName, out, lang).then(
    (rows) => ctx.audit('forms.export', formId, { rows }),
    (err: unknown) => {
      ctx.req.log.error({ err }, 'forms export failed');
      out.destroy(err instanceof Error ? err : new Error(String(err)));
    },
  );
  await ctx.reply.send(out);
  return null;
}
