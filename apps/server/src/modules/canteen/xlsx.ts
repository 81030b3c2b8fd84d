/**
 * Menus from a spreadsheet: one row per dish (canteen, date, meal, dish, category, price). Every
 * row is checked first (each error names its row and column); then, in one transaction, each
 * canteen-day-meal in the file gets exactly the file's dishes. Booking settings of a menu that
 * already exists are kept; new menus are not bookable until the admin says so.
 */
import { CANTEEN_MEALS, CANTEEN_MONEY, MENU_IMPORT_COLUMNS, yuanToCents, type Meal, type MenuColumn, problem, reason, type ImportProblem, type ReasonText } from '@campus/api';
import { LANGS, t } from '@campus/i18n/all';
import type ExcelJS from 'exceljs';
import type { Ctx } from '../../platform/context.js';
import { isDate } from '../../platform/time.js';
import { newId, now } from '../../platform/util.js';
import { firstSheet } from '../../platform/xlsx.js';
import * as q from './queries.js';

export const IMPORT_MAX_ROWS = 5000;
type RowError = ImportProblem;
interface Planned {
  canteenId: string;
  date: string;
  meal: Meal;
  dishes: { name: string; category: string; price: number }[];
}

/** A heading names a column by its key or its label in any language. */
export function columnOf(heading: string): MenuColumn | undefined {
  const h = heading.trim().toLowerCase();
  return MENU_IMPORT_COLUMNS.find((c) => c === h || LANGS.some((l) => t(`adminCanteen.col.${c}`, undefined, l).toLowerCase() === h));
}

export function mealOf(cell: string): Meal | undefined {
  const v = cell.trim().toLowerCase();
  return CANTEEN_MEALS.find((m) => m === v || LANGS.some((l) => t(`canteen.meal.${m}`, undefined, l).toLowerCase() === v));
}

function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return cell.text.trim();
}

/** Pure: rows of cells (by column) to the menus they describe, or every row's errors. */
export function planMenus(rows: { row: number; cells: Partial<Record<MenuColumn, string>> }[], canteens: Map<string, string>): { errors: RowError[]; plan: Planned[] } {
  const errors: RowError[] = [];
  const plan = new Map<string, Planned>();
  for (const { row, cells } of rows) {
    const err = (field: MenuColumn, why: string | ReasonText) => errors.push(problem(row, field, why));
    const canteenId = canteens.get((cells.canteen ?? '').trim());
    const date = (cells.date ?? '').trim();
    const meal = mealOf(cells.meal ?? '');
    const name = (cells.dish ?? '').trim();
    const price = (cells.price ?? '').trim() || '0';
    if (!canteenId) err('canteen', cells.canteen ? 'no such canteen' : 'required');
    if (!isDate(date)) err('date', 'not a date (YYYY-MM-DD)');
    if (!meal) err('meal', 'breakfast, lunch or dinner');
    if (!name) err('dish', 'required');
    else if (name.length > 60) err('dish', reason('atMostChars', { max: 60 }));
    if ((cells.category ?? '').length > 20) err('category', reason('atMostChars', { max: 20 }));
    if (!CANTEEN_MONEY.test(price)) err('price', 'a price like 12.50');
    if (!canteenId || !meal || !isDate(date) || !name || !CANTEEN_MONEY.test(price)) continue;
    const key = `${canteenId}|${date}|${meal}`;
    const p = plan.get(key) ?? { canteenId, date, meal, dishes: [] };
    p.dishes.push({ name, category: (cells.category ?? '').trim(), price: yuanToCents(price) });
    plan.set(key, p);
  }
  return { errors, plan: [...plan.values()] };
}

export async function importMenus(ctx: Ctx, buf: Buffer) {
  const ws = await firstSheet(buf);
  const col: Partial<Record<MenuColumn, number>> = {};
  ws.getRow(1).eachCell((cell, i) => {
    const key = columnOf(cell.text);
    if (key && col[key] === undefined) col[key] = i;
  });
  const missing = MENU_IMPORT_COLUMNS.filter((c) => c !== 'category' && col[c] === undefined);
  if (missing.length) return { ok: false as const, errors: missing.map((c) => problem(1, c, 'column missing')) };
  if (ws.actualRowCount - 1 > IMPORT_MAX_ROWS) return { ok: false as const, errors: [problem(0, 'file', reason('atMostRows', { max: IMPORT_MAX_ROWS }))] };
  const rows: { row: number; cells: Partial<Record<MenuColumn, string>> }[] = [];
  ws.eachRow((r, n) => {
    if (n === 1) return;
    const cells: Partial<Record<MenuColumn, string>> = {};
    for (const c of MENU_IMPORT_COLUMNS) if (col[c] !== undefined) cells[c] = cellText(r.getCell(col[c]));
    if (Object.values(cells).some((v) => v)) rows.push({ row: n, cells });
  });
  if (!rows.length) return { ok: false as const, errors: [problem(0, 'file', 'no rows')] };
  const canteens = new Map((await q.listCanteens(ctx.db, ctx.site.id, false)).map((c) => [c.name, c.id]));
  const { errors, plan } = planMenus(rows, canteens);
  if (errors.length) return { ok: false as const, errors };
  const t0 = now();
  await ctx.db.transaction().execute(async (trx) => {
    for (const p of plan) {
      let menu = await q.findMenuAt(trx, p.canteenId, p.date, p.meal);
      if (!menu) {
        const id = newId();
        await q.insertMenu(trx, { id, site_id: ctx.site.id, canteen_id: p.canteenId, date: p.date, meal: p.meal, note: '', bookable: 0, price: 0, quota: 0, booked: 0, cutoff_at: null, created_at: t0, updated_at: t0 });
        menu = await q.findMenuAt(trx, p.canteenId, p.date, p.meal);
      }
      if (!menu) continue;
      await q.replaceDishes(trx, ctx.site.id, menu.id, p.dishes.map((d, i) => ({ id: newId(), ...d, sort: i })));
    }
  });
  await ctx.audit('canteen.menu.import', '', { menus: plan.length });
  return { ok: true as const, menus: plan.length, dishes: plan.reduce((n, p) => n + p.dishes.length, 0) };
}
