/** The console's exports (xlsx, exceljs): appointment records and a day's name list. */
import { t, type Lang } from '@campus/i18n';
import ExcelJS from 'exceljs';
import type { GaAppointmentAdmin } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { now } from '../../platform/util.js';
import { filterOf, nameList } from './manage.js';
import * as q from './queries.js';
import { toAdmin } from './shape.js';

import { hhmm, localOf } from './slots.js';

const MAX_ROWS = 20000;

const COLUMNS = ['name', 'number', 'space', 'date', 'slot', 'status', 'attendees', 'purpose', 'checkedAt'] as const;

function rowsOf(ctx: Ctx, list: GaAppointmentAdmin[], lang: Lang): (string | number)[][] {
  const tz = ctx.timezone;
  const local = (s: number) => localOf(s, tz);
  return list.map((a) => {
    const checked = a.checkedAt === null ? '' : `${local(a.checkedAt).date} ${hhmm(local(a.checkedAt).minutes)}`;
    return [
      a.userName,
      a.number,
      a.spaceName,
      a.day,
      `${a.from}-${a.to}`,
      t(`generalApp.status.${a.status}`, undefined, lang),
      a.attendees,
      a.purpose,
      checked,
    ];
  });
}

async function book(ctx: Ctx, sheet: string, list: GaAppointmentAdmin[], title?: string): Promise<Buffer> {
  const lang = ctx.lang;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet);
  if (title) ws.addRow([title]);
  const head = ws.addRow(COLUMNS.map((c) => t(`adminGeneralApp.col.${c}`, undefined, lang)));
  head.font = { bold: true };
  COLUMNS.forEach((c, i) => (ws.getColumn(i + 1).width = c === 'purpose' ? 36 : 16));
  for (const r of rowsOf(ctx, list, lang)) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function recordsWorkbook(ctx: Ctx, f: Parameters<typeof filterOf>[1]): Promise<Buffer> {
  const at = now();
  await q.settle(ctx.db, ctx.site.id, at);
  const r = await q.records(ctx.db, ctx.site.id, filterOf(ctx, f), 'desc', { current: 1, pageSize: MAX_ROWS });
  await ctx.audit('generalApp.record.export', '', { rows: r.rows.length });
  return book(
    ctx,
    t('adminGeneralApp.tab.record', undefined, ctx.lang),
    r.rows.map((row) => toAdmin(row, at, ctx.timezone)),
  );
}

export async function nameListWorkbook(ctx: Ctx, spaceId: string, date: string): Promise<Buffer> {
  const n = await nameList(ctx, spaceId, date);
  await ctx.audit('generalApp.nameList.export', spaceId, { date });
  return book(
    ctx,
    t('adminGeneralApp.tab.nameList', undefined, ctx.lang),
    n.slots.flatMap((s) => s.people),
    `${n.space} ${n.date}`,
  );
}
