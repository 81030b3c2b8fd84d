/** The passage log as a spreadsheet, with the console's filter and headings in the caller's language. */
import type { ParsedInputOf, contract } from '@campus/api';
import { t } from '@campus/i18n/all';
import ExcelJS from 'exceljs';
import type { Ctx } from '../../platform/context.js';
import * as q from './queries.js';
import { localStamp, passageFilterOf, toPassage } from './service.js';

export const EXPORT_MAX_ROWS = 50000;
const COLUMNS = ['at', 'gate', 'direction', 'result', 'name', 'number', 'department', 'reason', 'guard'] as const;

export async function exportPassages(ctx: Ctx, f: ParsedInputOf<typeof contract.campusCode.exportPassages>): Promise<Buffer> {
  const rows = await q.listPassages(ctx.db, ctx.site.id, passageFilterOf(ctx, f), 0, EXPORT_MAX_ROWS);
  const lang = ctx.lang;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(t('adminCampusCode.passages', undefined, lang));
  ws.columns = COLUMNS.map((c) => ({ header: t(`adminCampusCode.col.${c}`, undefined, lang), key: c, width: c === 'at' ? 18 : 14 }));
  for (const r of rows) {
    const p = toPassage(r);
    ws.addRow({
      at: localStamp(ctx, p.at),
      gate: p.gateName,
      direction: t(`adminCampusCode.direction.${p.direction}`, undefined, lang),
      result: t(`adminCampusCode.result.${p.result}`, undefined, lang),
      name: p.holder.name,
      number: p.holder.number || p.holder.username,
      department: p.holder.department,
      reason: p.reason,
      guard: p.guardName,
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
