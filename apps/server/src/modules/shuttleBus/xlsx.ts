/**
 * A timetable's trips from xlsx: the header names the route's stops in order (an optional first
 * column of trip labels is ignored), each further row is a trip with a time per stop (empty or
 * `-` where it does not stop). Every row is checked first; errors name the row and the stop's
 * column; the trips are replaced only when the whole file is good.
 */
import { HHMM, badInput, problem, reason, type ImportProblem } from '@campus/api';
import type ExcelJS from 'exceljs';
import { z } from 'zod';
import type { Ctx } from '../../platform/context.js';
import { firstSheet, uploadedFile } from '../../platform/xlsx.js';
import { setTrips, timetableStops, tripProblem } from './service.js';

export const IMPORT_MAX_TRIPS = 300;
const LABELS = ['trip', '车次', '車次', '班次'];
type RowError = ImportProblem;

/** A cell as `HH:MM`, null when empty, or undefined when it is not a time. */
export function cellTime(v: unknown, text: string): string | null | undefined {
  const pad = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  // Excel times are dates (exceljs reads them as UTC) or fractions of a day.
  if (v instanceof Date) return pad(v.getUTCHours(), v.getUTCMinutes());
  if (typeof v === 'number' && v >= 0 && v < 1) {
    const m = Math.round(v * 1440) % 1440;
    return pad(Math.floor(m / 60), m % 60);
  }
  const s = text.trim().replace('：', ':');
  if (s === '' || s === '-' || s === '—' || s === '/') return null;
  const m = /^(\d{1,2}):(\d{2})$/.exec(s);
  if (!m) return undefined;
  const out = pad(Number(m[1]), Number(m[2]));
  return HHMM.test(out) ? out : undefined;
}

/** Pure: header and rows of cells (value, text) to trips, or every error. */
export function parseTrips(stops: string[], header: string[], rows: { row: number; cells: { v: unknown; text: string }[] }[]) {
  const errors: RowError[] = [];
  const skip = LABELS.includes((header[0] ?? '').trim().toLowerCase()) ? 1 : 0;
  const names = header.slice(skip).map((h) => h.trim());
  stops.forEach((s, i) => {
    if (names[i] !== s) errors.push(problem(1, s, reason('columnMustBeStop', { column: i + 1 + skip, stop: s })));
  });
  if (errors.length) return { errors, trips: [] };
  const trips: (string | null)[][] = [];
  for (const r of rows) {
    const trip: (string | null)[] = [];
    stops.forEach((s, i) => {
      const c = r.cells[i + skip] ?? { v: null, text: '' };
      const time = cellTime(c.v, c.text);
      if (time === undefined) errors.push(problem(r.row, s, 'not a time (HH:MM)'));
      trip.push(time ?? null);
    });
    const p = tripProblem(trip, stops.length);
    if (p && !errors.some((e) => e.row === r.row)) errors.push(problem(r.row, stops[0] ?? 'trip', p));
    trips.push(trip);
  }
  if (!rows.length) errors.push(problem(2, stops[0] ?? 'trip', 'no trips to import'));
  return { errors, trips };
}

const query = z.object({ timetableId: z.string().min(1).max(64) });

export async function importTimetable(ctx: Ctx) {
  const parsed = query.safeParse(ctx.req.query);
  if (!parsed.success) throw badInput('timetableId', 'required');
  const stops = await timetableStops(ctx, parsed.data.timetableId);
  const ws = await firstSheet(await uploadedFile(ctx));
  const width = Math.max(ws.columnCount, stops.length + 1);
  const cellsOf = (row: ExcelJS.Row) => Array.from({ length: width }, (_, i) => ({ v: row.getCell(i + 1).value as unknown, text: row.getCell(i + 1).text }));
  const header = cellsOf(ws.getRow(1)).map((c) => c.text);
  const rows: { row: number; cells: { v: unknown; text: string }[] }[] = [];
  for (let r = 2; r <= ws.rowCount; r++) {
    const cells = cellsOf(ws.getRow(r));
    if (cells.every((c) => c.text.trim() === '')) continue;
    if (rows.length >= IMPORT_MAX_TRIPS) throw badInput('file', reason('atMostTrips', { max: IMPORT_MAX_TRIPS }));
    rows.push({ row: r, cells });
  }
  const { errors, trips } = parseTrips(stops, header, rows);
  if (errors.length) return { ok: false as const, errors };
  await setTrips(ctx, parsed.data.timetableId, trips);
  return { ok: true as const, trips: trips.length };
}
