/**
 * A query set's dataset from xlsx. Row 1 holds the headings; the set's key columns, shown
 * columns and number column must all be there. Every row is checked first (each error names
 * its row and column) and only then are the set's rows replaced in one transaction: a file is
 * taken whole or not at all.
 */
import { badInput, problem, reason, type ImportProblem } from '@campus/api';
import type ExcelJS from 'exceljs';
import { z } from 'zod';
import type { Ctx } from '../../platform/context.js';
import { now, parseJson } from '../../platform/util.js';
import { firstSheet } from '../../platform/xlsx.js';
import { rowKey } from './keys.js';
import * as q from './queries.js';
import type { DqRowsTable } from './tables.js';

export const IMPORT_MAX_ROWS = 20000;
const MAX_CELL = 500;
export type RowError = ImportProblem;

/** A cell as text; dates typed as dates become `YYYY-MM-DD`. */
function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return cell.text.trim();
}

export interface Needs {
  keys: string[];
  required: string[];
}

/** Pure: headings and rows of cells to the rows to store, or every error. */
export function planRows(headings: string[], lines: { row: number; cells: string[] }[], needs: Needs): { errors: RowError[]; rows: { key: string; data: Record<string, string> }[] } {
  const errors: RowError[] = [];
  for (const c of [...new Set([...needs.keys, ...needs.required])]) if (!headings.includes(c)) errors.push(problem(1, c, 'column missing'));
  const dupHeading = headings.find((h, i) => h && headings.indexOf(h) !== i);
  if (dupHeading) errors.push(problem(1, dupHeading, 'column appears twice'));
  if (errors.length) return { errors, rows: [] };
  if (!lines.length) return { errors: [problem(2, needs.keys[0] ?? '', 'no rows to import')], rows: [] };
  const rows: { key: string; data: Record<string, string> }[] = [];
  const seen = new Map<string, number>();
  for (const { row, cells } of lines) {
    const data: Record<string, string> = {};
    headings.forEach((h, i) => {
      if (!h) return;
      const v = cells[i] ?? '';
      // eslint-disable-next-line no-control-regex -- control characters are what is refused
      if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v)) errors.push(problem(row, h, 'invalid character'));
      else if (v.length > MAX_CELL) errors.push(problem(row, h, reason('atMostChars', { max: MAX_CELL })));
      data[h] = v;
    });
    const values = needs.keys.map((k) => data[k] ?? '');
    const blank = needs.keys.filter((k) => !data[k]);
    for (const k of blank) errors.push(problem(row, k, 'required'));
    if (blank.length) continue;
    const key = rowKey(values);
    const first = seen.get(key);
    if (first) errors.push(problem(row, needs.keys[0]!, reason('sameKeysAsRow', { row: first })));
    else seen.set(key, row);
    rows.push({ key, data });
  }
  return { errors, rows };
}

async function readSheet(buf: Buffer): Promise<{ headings: string[]; lines: { row: number; cells: string[] }[] }> {
  const ws = await firstSheet(buf);
  const headings: string[] = [];
  ws.getRow(1).eachCell((cell, i) => (headings[i - 1] = cell.text.trim()));
  for (let i = 0; i < headings.length; i++) headings[i] ??= '';
  const lines: { row: number; cells: string[] }[] = [];
  for (let r = 2; r <= ws.rowCount; r++) {
    const line = ws.getRow(r);
    const cells = headings.map((_, i) => cellText(line.getCell(i + 1)));
    if (cells.every((c) => c === '')) continue;
    if (lines.length >= IMPORT_MAX_ROWS) throw badInput('file', reason('atMostRowsPerImport', { max: IMPORT_MAX_ROWS }));
    lines.push({ row: r, cells });
  }
  return { headings, lines };
}

const target = z.object({ id: z.string().min(1).max(64) });

export async function importRows(ctx: Ctx, buf: Buffer) {
  const parsed = target.safeParse(ctx.req.query);
  if (!parsed.success) throw badInput('id', 'required: the query set to import into');
  const s = await q.findSet(ctx.db, ctx.site.id, parsed.data.id);
  if (!s) throw badInput('id', 'no such query set');
  const { headings, lines } = await readSheet(buf);
  const keys = parseJson<string[]>(s.key_columns, []);
  const required = [...parseJson<string[]>(s.show_columns, []), ...(s.number_column ? [s.number_column] : [])];
  const { errors, rows } = planRows(headings, lines, { keys, required });
  if (errors.length) return { ok: false as const, errors: errors.slice(0, 500) };
  const stored: DqRowsTable[] = rows.map((r) => ({ set_id: s.id, row_key: r.key, data: JSON.stringify(r.data) }));
  await q.replaceRows(ctx.db, ctx.site.id, s.id, stored, now());
  await ctx.audit('dataQuery.import', s.id, { rows: stored.length });
  return { ok: true as const, rows: stored.length };
}
