/** The write-off records as an xlsx file for the console. */
import { t } from '@campus/i18n/all';
import ExcelJS from 'exceljs';
import type { Ctx } from '../../platform/context.js';
import * as q from './queries.js';

const when = (s: number) => new Date(s * 1000).toISOString().replace('T', ' ').slice(0, 19);

export async function recordsWorkbook(ctx: Ctx, f: { batchId?: string | undefined; keyword?: string | undefined }): Promise<Buffer> {
  const { rows } = await q.records(ctx.db, ctx.site.id, f);
  const lang = ctx.lang;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(t('voucher.export.sheet', undefined, lang));
  const cols = ['code', 'batch', 'holder', 'number', 'usedAt', 'usedBy', 'place'] as const;
  ws.addRow(cols.map((c) => t(`voucher.export.${c}`, undefined, lang)));
  ws.getRow(1).font = { bold: true };
  cols.forEach((_, i) => (ws.getColumn(i + 1).width = 20));
  for (const r of rows) ws.addRow([r.code, r.batchName, r.holderName, r.holderNumber, when(r.usedAt), r.usedByName, r.place]);
  await ctx.audit('voucher.export', f.batchId ?? '', { rows: rows.length });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
