/**
 * The register to and from spreadsheets. The import checks every row before writing anything
 * and then writes all rows in one transaction, so a file is imported whole or not at all. The
 * export has the import's columns, so an exported file imports again (on another site, say).
 */
import { ASSET_CODE, ASSET_COLUMNS, ASSET_DATE, badInput, type AssetColumn, type AssetImportError, problem, reason, type ReasonText } from '@campus/api';
import { LANGS, t, type Lang } from '@campus/i18n/all';
import ExcelJS from 'exceljs';
import type { Ctx } from '../../platform/context.js';
import { firstSheet } from '../../platform/xlsx.js';
import { newId, now } from '../../platform/util.js';
import * as q from './queries.js';
import { codeTaken, isUniqueViolation } from './service.js';
import type { AssetsTable } from './tables.js';
import { fromCents, statusOf, toCents } from './values.js';

export const IMPORT_MAX_ROWS = 2000;
export const EXPORT_MAX_ROWS = 50000;

/** A header cell names a column by its key or by its label in any language. */
export function columnOf(heading: string): AssetColumn | undefined {
  const h = heading.trim().toLowerCase();
  return ASSET_COLUMNS.find((c) => c.toLowerCase() === h || LANGS.some((l) => t(`asset.field.${c}`, undefined, l).toLowerCase() === h));
}

/** A cell as text; dates typed as dates become `YYYY-MM-DD`. */
function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return cell.text.trim();
}

type NewAsset = Omit<AssetsTable, 'id' | 'site_id' | 'created_by' | 'created_at' | 'updated_at' | 'scrap_reason' | 'scrapped_at'> & { row: number };

/** Every problem of every row (row, column, why), or the rows ready to insert. */
export async function checkImport(ctx: Ctx, buf: Buffer): Promise<{ errors: AssetImportError[]; rows: NewAsset[] }> {
  const ws = await firstSheet(buf);
  const col: Partial<Record<AssetColumn, number>> = {};
  ws.getRow(1).eachCell((cell, i) => {
    const key = columnOf(cell.text);
    if (key && !col[key]) col[key] = i;
  });
  const errors: AssetImportError[] = [];
  for (const c of ['code', 'name'] as const) if (!col[c]) errors.push(problem(1, c, 'column missing'));
  if (errors.length) return { errors, rows: [] };

  const lines: { row: number; get: (c: AssetColumn) => string }[] = [];
  for (let r = 2; r <= ws.rowCount; r++) {
    const line = ws.getRow(r);
    const get = (c: AssetColumn) => {
      const i = col[c];
      return i ? cellText(line.getCell(i)) : '';
    };
    if (ASSET_COLUMNS.every((c) => get(c) === '')) continue;
    if (lines.length + 1 > IMPORT_MAX_ROWS) throw badInput('file', reason('atMostRowsPerImport', { max: IMPORT_MAX_ROWS }));
    lines.push({ row: r, get });
  }
  if (!lines.length) return { errors: [problem(2, 'code', 'no rows to import')], rows: [] };

  const keys = [...new Set(lines.map((l) => l.get('keeper')).filter(Boolean))];
  const [depts, users, taken] = await Promise.all([
    q.departments(ctx.db, ctx.site.id),
    q.usersByKey(ctx.db, ctx.site.id, keys),
    q.takenCodes(ctx.db, ctx.site.id, [...new Set(lines.map((l) => l.get('code')))]),
  ]);
  const rows: NewAsset[] = [];
  const seen = new Map<string, number>();
  for (const { row, get } of lines) {
    const bad = (field: AssetColumn, why: string | ReasonText) => errors.push(problem(row, field, why));
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    for (const c of ASSET_COLUMNS) if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(get(c))) bad(c, 'invalid character');
    const code = get('code');
    if (!code) bad('code', 'required');
    else if (!ASSET_CODE.test(code)) bad('code', 'letters, digits and - _ . /, up to 40');
    else if (seen.has(code.toLowerCase())) bad('code', reason('sameAsRow', { row: seen.get(code.toLowerCase())! }));
    else if (taken.has(code)) bad('code', 'already used by another asset of this site');
    if (code) seen.set(code.toLowerCase(), seen.get(code.toLowerCase()) ?? row);
    const name = get('name');
    if (!name) bad('name', 'required');
    for (const [c, max] of [['name', 80], ['category', 40], ['location', 120], ['notes', 1000]] as const) if (get(c).length > max) bad(c, reason('atMostChars', { max }));
    const keeperKey = get('keeper');
    const keeper = keeperKey ? (users.find((u) => u.number === keeperKey) ?? users.find((u) => u.username === keeperKey)) : undefined;
    if (keeperKey && !keeper) bad('keeper', 'no such user on this site');
    const deptName = get('department');
    const dept = deptName ? depts.find((d) => d.name === deptName) : undefined;
    if (deptName && !dept) bad('department', 'no such department');
    const status = get('status') ? statusOf(get('status')) : 'inUse';
    if (!status) bad('status', 'one of inUse, idle, repair, scrapped');
    const date = get('purchaseDate');
    if (date && !ASSET_DATE.test(date)) bad('purchaseDate', 'a date YYYY-MM-DD');
    const value = get('value').replace(/[,，\s]/g, '');
    const cents = value ? toCents(value) : null;
    if (cents === undefined) bad('value', 'an amount like 1234.50');
    rows.push({
      row,
      code,
      name,
      category: get('category'),
      location: get('location'),
      keeper_id: keeper?.id ?? null,
      department_id: dept?.id ?? null,
      status: status ?? 'inUse',
      purchase_date: date || null,
      value_cents: cents ?? null,
      notes: get('notes'),
    });
  }
  errors.sort((a, b) => a.row - b.row);
  return { errors, rows };
}

export async function importAssets(ctx: Ctx, buf: Buffer) {
  const { errors, rows } = await checkImport(ctx, buf);
  if (errors.length) return { ok: false as const, errors };
  const t0 = now();
  const me = ctx.me().id;
  try {
    await q.insertAll(
      ctx.db,
      rows.map(({ row: _row, ...r }) => ({
        ...r,
        id: newId(),
        site_id: ctx.site.id,
        scrap_reason: '',
        scrapped_at: r.status === 'scrapped' ? t0 : null,
        created_by: me,
        created_at: t0,
        updated_at: t0,
      })),
    );
  } catch (err) {
    // Someone registered one of these codes meanwhile: nothing was written.
    if (isUniqueViolation(err)) throw codeTaken();
    throw err;
  }
  await ctx.audit('asset.import', String(rows.length), { codes: rows.slice(0, 200).map((r) => r.code) });
  return { ok: true as const, created: rows.length };
}

function sheetWith(lang: Lang): { wb: ExcelJS.Workbook; ws: ExcelJS.Worksheet } {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(t('asset.export.sheet', undefined, lang));
  ws.columns = ASSET_COLUMNS.map((key) => ({ header: t(`asset.field.${key}`, undefined, lang), key, width: key === 'notes' || key === 'location' ? 28 : 16 }));
  ws.getRow(1).font = { bold: true };
  return { wb, ws };
}

export async function exportWorkbook(ctx: Ctx, rows: q.AssetJoined[]): Promise<Buffer> {
  const lang = ctx.lang;
  const { wb, ws } = sheetWith(lang);
  for (const a of rows) {
    ws.addRow({
      code: a.code,
      name: a.name,
      category: a.category,
      location: a.location,
      keeper: a.keeper_number ?? '',
      department: a.department_name ?? '',
      status: t(`asset.status.${a.status as 'inUse'}`, undefined, lang),
      purchaseDate: a.purchase_date ?? '',
      value: fromCents(a.value_cents),
      notes: a.notes,
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function templateWorkbook(ctx: Ctx): Promise<Buffer> {
  const { wb } = sheetWith(ctx.lang);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
