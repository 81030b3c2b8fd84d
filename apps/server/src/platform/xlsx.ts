/**
 * Spreadsheet plumbing every import and export needs: the uploaded file, its first worksheet
 * (refusing anything that is not an xlsx before parsing it), the language of the column names,
 * and the xlsx content type.
 */
import { badInput } from '@campus/api';
import ExcelJS from 'exceljs';
import type { Ctx } from './context.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The multipart field `file` of the request. */
export async function uploadedFile(ctx: Ctx): Promise<Buffer> {
  const part = await ctx.req.file();
  if (!part || part.fieldname !== 'file') throw badInput('file', 'required');
  return part.toBuffer();
}

export async function firstSheet(buf: Buffer): Promise<ExcelJS.Worksheet> {
  // An xlsx file is a zip archive: refuse anything else before parsing it.
  if (buf.length < 4 || buf.readUInt32LE(0) !== 0x04034b50) throw badInput('file', 'not an xlsx file');
  const wb = new ExcelJS.Workbook();
  try {
    // exceljs's Buffer type predates Node's generic Buffer.
    await wb.xlsx.load(buf as unknown as ExcelJS.Buffer);
  } catch {
    throw badInput('file', 'not an xlsx file');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw badInput('file', 'no worksheet');
  return ws;
}

/** Sends a workbook as a download named `<name>-<site>-<yyyymmdd>.xlsx`. */
export function sendXlsx(ctx: Ctx, name: string, buf: Buffer): null {
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  ctx.reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${name}-${ctx.site.id}-${day}.xlsx"`)
    .header('cache-control', 'no-store')
    .send(buf);
  return null;
}
