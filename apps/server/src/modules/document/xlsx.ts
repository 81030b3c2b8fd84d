/** The console's export: every receipt of a document (unit, person, read, signed, handled, opinion). */
import { t } from '@campus/i18n';
import ExcelJS from 'exceljs';
import type { Ctx } from '../../platform/context.js';
import { sendXlsx } from '../../platform/xlsx.js';
import { receiptRows } from './receipts.js';
import { stateOf } from './shape.js';

const COLUMNS = ['unit', 'name', 'number', 'state', 'readAt', 'signedAt', 'doneAt', 'opinion'] as const;

function timeText(at: number | string | null, tz: string): string {
  if (at === null) return '';
  return new Intl.DateTimeFormat('sv-SE', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(new Date(Number(at) * 1000));
}

export async function exportReceipts(ctx: Ctx, id: string): Promise<null> {
  const { doc, rows } = await receiptRows(ctx, id);
  const lang = ctx.lang;
  const tz = ctx.timezone;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(t('adminDocument.receipts', undefined, lang));
  ws.addRow([`${doc.number} ${doc.title}`]).font = { bold: true };
  ws.addRow(COLUMNS.map((c) => t(`adminDocument.col.${c}`, undefined, lang))).font = { bold: true };
  COLUMNS.forEach((c, i) => (ws.getColumn(i + 1).width = c === 'opinion' ? 40 : 18));
  for (const r of rows) {
    ws.addRow([r.department_name ?? '', r.name, r.number, t(`document.state.${stateOf(r)}`, undefined, lang), timeText(r.read_at, tz), timeText(r.signed_at, tz), timeText(r.done_at, tz), r.opinion]);
  }
  await ctx.audit('document.export', doc.id, { rows: rows.length });
  return sendXlsx(ctx, 'document-receipts', Buffer.from(await wb.xlsx.writeBuffer()));
}
