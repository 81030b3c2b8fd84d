/** The filtered trips of a department as a spreadsheet, headings and values in the caller's language. */
import type { ParsedInputOf, contract } from '@campus/api';
import { t } from '@campus/i18n/all';
import ExcelJS from 'exceljs';
import type { Ctx } from '../../platform/context.js';
import * as q from './queries.js';
import { filterOf, toTrip, today } from './service.js';

export const EXPORT_MAX_ROWS = 50000;
const COLUMNS = ['name', 'number', 'department', 'className', 'destination', 'region', 'departDate', 'returnDate', 'transport', 'reason', 'contactName', 'contactPhone', 'status'] as const;

export async function exportTrips(ctx: Ctx, f: ParsedInputOf<typeof contract.travel.export>): Promise<Buffer> {
  const day = today(ctx);
  const rows = await q.listTrips(ctx.db, ctx.site.id, await filterOf(ctx, f), day, 0, EXPORT_MAX_ROWS);
  const lang = ctx.lang;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(t('adminTravel.title', undefined, lang));
  ws.columns = COLUMNS.map((c) => ({ header: t(`travel.field.${c}`, undefined, lang), key: c, width: c === 'reason' ? 30 : 14 }));
  for (const r of rows) {
    const trip = toTrip(r, day);
    ws.addRow({ ...trip, transport: t(`travel.transport.${trip.transport}`, undefined, lang), status: t(`travel.status.${trip.status}`, undefined, lang) });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
