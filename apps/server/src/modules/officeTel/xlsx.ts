/**
 * The phone book to and from xlsx. The import reads every row, checks all of them (each error
 * names its row and column) and only then replaces the book in one transaction: a file is taken
 * whole or not at all. Units, offices and entries that keep their names keep their ids, so
 * people's frequent and recent lists survive a re-import.
 */
import { PHONE, TEL_IMPORT_COLUMNS, badInput, splitPhones, problem, reason, type ImportProblem, type ReasonText } from '@campus/api';
import { t } from '@campus/i18n/all';
import ExcelJS from 'exceljs';
import type { Ctx } from '../../platform/context.js';
import { newId, now, parseJson } from '../../platform/util.js';
import { firstSheet } from '../../platform/xlsx.js';
import * as q from './queries.js';
import { digitsOf } from './service.js';
import type { TelEntriesTable, TelUnitsTable } from './tables.js';

export const IMPORT_MAX_ROWS = 3000;
type Column = (typeof TEL_IMPORT_COLUMNS)[number];
export type Cells = Record<Column, string> & { row: number };
export type RowError = ImportProblem;

const HEADINGS: Record<Column, string[]> = {
  unit: ['unit', '单位', '單位'],
  office: ['office', '科室', '部门', '部門'],
  name: ['name', '名称', '名稱', '姓名'],
  phones: ['phones', 'phone', '电话', '電話', '号码', '號碼'],
  location: ['location', '地点', '地點', '位置'],
  notes: ['notes', '备注', '備註'],
  sort: ['sort', '排序'],
  emergency: ['emergency', '紧急', '緊急', '其他/紧急'],
};
const YES = ['1', 'y', 'yes', 'true', '是'];
const NO = ['', '0', 'n', 'no', 'false', '否'];

export interface Plan {
  units: { key: string; name: string; parent: string | null; emergency: boolean; sort: number }[];
  entries: { unitKey: string; name: string; phones: string[]; location: string; notes: string; sort: number }[];
}

/** Pure: the rows (header already mapped) to a plan of units and entries, or every row's errors. */
export function planBook(rows: Cells[]): { errors: RowError[]; plan: Plan } {
  const errors: RowError[] = [];
  const plan: Plan = { units: [], entries: [] };
  const units = new Map<string, Plan['units'][number]>();
  const seen = new Map<string, number>();
  for (const r of rows) {
    const bad = (field: Column, why: string | ReasonText) => errors.push(problem(r.row, field, why));
    if (!r.unit) bad('unit', 'required');
    else if (r.unit.length > 60) bad('unit', reason('atMostChars', { max: 60 }));
    if (r.office.length > 60) bad('office', reason('atMostChars', { max: 60 }));
    if (!r.name) bad('name', 'required');
    else if (r.name.length > 80) bad('name', reason('atMostChars', { max: 80 }));
    const phones = splitPhones(r.phones);
    if (!phones.length) bad('phones', 'required');
    else if (phones.length > 8) bad('phones', 'at most 8 numbers');
    const wrong = phones.find((p) => !PHONE.test(p));
    if (wrong) bad('phones', reason('notPhone', { value: wrong }));
    if (r.location.length > 120) bad('location', reason('atMostChars', { max: 120 }));
    if (r.notes.length > 300) bad('notes', reason('atMostChars', { max: 300 }));
    const sort = r.sort === '' ? 0 : Number(r.sort);
    if (!Number.isInteger(sort) || sort < 0 || sort > 100000) bad('sort', 'a whole number from 0 to 100000');
    const flag = r.emergency.toLowerCase();
    if (![...YES, ...NO].includes(flag)) bad('emergency', 'yes or no');
    const unitKey = r.unit;
    const unit = units.get(unitKey);
    if (!unit) units.set(unitKey, { key: unitKey, name: r.unit, parent: null, emergency: YES.includes(flag), sort: units.size });
    else if (YES.includes(flag)) unit.emergency = true;
    let key = unitKey;
    if (r.office) {
      key = `${unitKey}\u0001${r.office}`;
      if (!units.has(key)) units.set(key, { key, name: r.office, parent: unitKey, emergency: false, sort: units.size });
    }
    const entryKey = `${key}\u0001${r.name}`;
    const first = seen.get(entryKey);
    if (first) bad('name', reason('samePhoneEntryAsRow', { row: first }));
    else seen.set(entryKey, r.row);
    plan.entries.push({ unitKey: key, name: r.name, phones, location: r.location, notes: r.notes, sort: Number.isInteger(sort) ? sort : 0 });
  }
  if (!rows.length) errors.push(problem(2, 'name', 'no rows to import'));
  plan.units = [...units.values()];
  return { errors, plan };
}

/** The sheet's rows as cells by column, or the header's errors. */
export async function readBook(buf: Buffer): Promise<{ errors: RowError[]; rows: Cells[] }> {
  const ws = await firstSheet(buf);
  const col: Partial<Record<Column, number>> = {};
  ws.getRow(1).eachCell((cell, i) => {
    const h = cell.text.trim().toLowerCase();
    const key = TEL_IMPORT_COLUMNS.find((c) => HEADINGS[c].includes(h));
    if (key) col[key] = i;
  });
  const errors = (['unit', 'name', 'phones'] as const).filter((c) => !col[c]).map((field) => problem(1, field, 'column missing'));
  if (errors.length) return { errors, rows: [] };
  const rows: Cells[] = [];
  for (let r = 2; r <= ws.rowCount; r++) {
    const line = ws.getRow(r);
    const get = (c: Column) => (col[c] ? line.getCell(col[c]).text.trim() : '');
    const cells = Object.fromEntries(TEL_IMPORT_COLUMNS.map((c) => [c, get(c)])) as Record<Column, string>;
    if (TEL_IMPORT_COLUMNS.every((c) => cells[c] === '')) continue;
    if (rows.length >= IMPORT_MAX_ROWS) throw badInput('file', reason('atMostRowsPerImport', { max: IMPORT_MAX_ROWS }));
    rows.push({ ...cells, row: r });
  }
  return { errors: [], rows };
}

export async function importBook(ctx: Ctx, buf: Buffer) {
  const read = await readBook(buf);
  if (read.errors.length) return { ok: false as const, errors: read.errors };
  const { errors, plan } = planBook(read.rows);
  if (errors.length) return { ok: false as const, errors };
  const site_id = ctx.site.id;
  const tm = now();
  // Keep the ids of what keeps its name, so views survive.
  const oldUnits = await q.listUnits(ctx.db, site_id);
  const oldKey = new Map<string, string>();
  const byId = new Map(oldUnits.map((u) => [u.id, u]));
  for (const u of oldUnits) {
    const parent = u.parent_id ? byId.get(u.parent_id) : undefined;
    oldKey.set(parent ? `${parent.name}\u0001${u.name}` : u.name, u.id);
  }
  const oldEntries = await q.listEntries(ctx.db, site_id, {});
  const entryId = new Map(oldEntries.map((e) => [`${e.unit_id}\u0001${e.name}`, e.id]));
  const unitIds = new Map(plan.units.map((u) => [u.key, oldKey.get(u.key) ?? newId()]));
  const units: TelUnitsTable[] = plan.units.map((u) => ({
    id: unitIds.get(u.key)!,
    site_id,
    parent_id: u.parent ? unitIds.get(u.parent)! : null,
    name: u.name,
    emergency: u.emergency ? 1 : 0,
    sort: u.sort,
    created_at: tm,
  }));
  const entries: TelEntriesTable[] = plan.entries.map((e) => {
    const unit_id = unitIds.get(e.unitKey)!;
    return {
      id: entryId.get(`${unit_id}\u0001${e.name}`) ?? newId(),
      site_id,
      unit_id,
      name: e.name,
      phones: JSON.stringify(e.phones),
      digits: digitsOf(e.phones),
      location: e.location,
      notes: e.notes,
      sort: e.sort,
      created_at: tm,
      updated_at: tm,
    };
  });
  await q.replaceBook(ctx.db, site_id, units, entries);
  await ctx.audit('officeTel.import', String(entries.length), { units: units.length });
  return { ok: true as const, units: units.length, entries: entries.length };
}

/** The whole book in the import's columns (so an exported file imports back unchanged). */
export async function exportBook(ctx: Ctx): Promise<Buffer> {
  const rows = await q.listEntries(ctx.db, ctx.site.id, {});
  const lang = ctx.lang;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(t('adminOfficeTel.export.sheet', undefined, lang));
  // The headings are the i18n column names, each also one the import recognises.
  ws.addRow(TEL_IMPORT_COLUMNS.map((c) => t(`adminOfficeTel.column.${c}`, undefined, lang)));
  ws.getRow(1).font = { bold: true };
  TEL_IMPORT_COLUMNS.forEach((_, i) => (ws.getColumn(i + 1).width = i === 3 ? 28 : 16));
  for (const r of rows) {
    const emergency = Number(r.emergency) === 1 || Number(r.parent_emergency ?? 0) === 1;
    ws.addRow([r.parent_name ?? r.unit_name, r.parent_id ? r.unit_name : '', r.name, parseJson<string[]>(r.phones, []).join(', '), r.location, r.notes, Number(r.sort), emergency ? (lang === 'en' ? 'yes' : '是') : '']);
  }
  await ctx.audit('officeTel.export', String(rows.length));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
