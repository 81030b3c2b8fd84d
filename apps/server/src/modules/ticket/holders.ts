/** The console's name list of an event's ticket holders, and the same as an xlsx file. */
import type { TicketStatus } from '@campus/api';
import { t } from '@campus/i18n/all';
import ExcelJS from 'exceljs';
import type { Ctx } from '../../platform/context.js';
import * as q from './queries.js';
import { notFound } from './service.js';

type Row = Awaited<ReturnType<typeof q.holders>>[number];
const toHolder = (r: Row) => ({
  id: r.id,
  name: r.name ?? '',
  number: r.number ?? '',
  typeName: r.type_name,
  code: r.code,
  status: r.status as TicketStatus,
  createdAt: Number(r.created_at),
  checkedAt: r.checked_at === null ? null : Number(r.checked_at),
});

async function managed(ctx: Ctx, id: string) {
  const e = await q.findEvent(ctx.db, ctx.site.id, id);
  if (!e) throw notFound();
  return e;
}

export async function list(ctx: Ctx, p: { id: string; current: number; pageSize: number }) {
  await managed(ctx, p.id);
  const [rows, total] = await Promise.all([
    q.holders(ctx.db, ctx.site.id, p.id, { offset: (p.current - 1) * p.pageSize, limit: p.pageSize }),
    q.holderCount(ctx.db, ctx.site.id, p.id),
  ]);
  return { list: rows.map(toHolder), total, current: p.current, pageSize: p.pageSize };
}

const when = (s: number | null) => (s === null ? '' : new Date(s * 1000).toISOString().replace('T', ' ').slice(0, 19));

/** 姓名, 学工号, type, 兑换码, status, time (issued; checked). */
export async function workbook(ctx: Ctx, id: string): Promise<Buffer> {
  const e = await managed(ctx, id);
  const rows = (await q.holders(ctx.db, ctx.site.id, id)).map(toHolder);
  const lang = ctx.lang;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(t('ticket.export.sheet', undefined, lang));
  ws.addRow([e.title]);
  const cols = ['name', 'number', 'type', 'code', 'status', 'createdAt', 'checkedAt'] as const;
  ws.addRow(cols.map((c) => t(`ticket.export.${c}`, undefined, lang)));
  ws.getRow(2).font = { bold: true };
  cols.forEach((_, i) => (ws.getColumn(i + 1).width = i === 3 ? 18 : 16));
  for (const r of rows) {
    ws.addRow([r.name, r.number, r.typeName, r.code, t(`ticket.ticketStatus.${r.status}`, undefined, lang), when(r.createdAt), when(r.checkedAt)]);
  }
  await ctx.audit('ticket.export', id, { rows: rows.length });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
