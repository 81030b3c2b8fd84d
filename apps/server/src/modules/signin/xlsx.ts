/** The sign-in list as a real xlsx file (exceljs): 姓名, 学工号, department/class, state, time, late, method. */
import type { SigninMethod } from '@campus/api';
import { t } from '@campus/i18n/all';
import ExcelJS from 'exceljs';
import type { Ctx } from '../../platform/context.js';
import { everyone } from './manage.js';

type ExportKey = 'sheet' | 'name' | 'number' | 'unit' | 'state' | 'time' | 'late' | 'method' | 'signed' | 'unsigned' | 'yes' | 'no';

const when = (s: number) => new Date(s * 1000).toISOString().replace('T', ' ').slice(0, 19);

export async function workbook(ctx: Ctx, id: string): Promise<Buffer> {
  const { s, people } = await everyone(ctx, id);
  const lang = ctx.lang;
  const tr = (k: ExportKey) => t(`adminSignin.export.${k}`, undefined, lang);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(tr('sheet'));
  ws.addRow([s.title]);
  ws.addRow((['name', 'number', 'unit', 'state', 'time', 'late', 'method'] as const).map(tr));
  ws.getRow(2).font = { bold: true };
  [14, 16, 28, 10, 22, 8, 14].forEach((w, i) => (ws.getColumn(i + 1).width = w));
  for (const p of people) {
    const r = p.record;
    ws.addRow([
      p.name,
      p.number,
      [p.department, p.className].filter(Boolean).join(' / '),
      tr(r ? 'signed' : 'unsigned'),
      r ? when(r.at) : '',
      r ? tr(r.late ? 'yes' : 'no') : '',
      r ? t(`adminSignin.method.${r.method satisfies SigninMethod}`, undefined, lang) : '',
    ]);
  }
  await ctx.audit('signin.export', s.id, { rows: people.length });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
