/**
 * Orders as an xlsx file, streamed: rows are read a page at a time (keyset, newest first) and
 * written through exceljs's streaming WorkbookWriter into the response, so memory stays flat
 * however many orders are exported.
 */
import { PassThrough } from 'node:stream';
import type { RepairPriority, RepairState } from '@campus/api';
import { wallClock, wallDate, wallOf } from '@campus/api/rules/zone';
import { t, type Lang } from '@campus/i18n/all';
import ExcelJS from 'exceljs';
import type { Ctx } from '../../platform/context.js';
import { now } from '../../platform/util.js';
import * as q from './queries.js';

import { toRow } from './shape.js';
import { XLSX_TYPE } from '../../platform/xlsx.js';

/**
 * Small pages and a short lag keep the peak low: with 500-row pages and a 1 MB lag the server's RSS
 * rose by ~95 MB over a 100,000-order export (bench:repair), with these by ~30 MB, at the same speed.
 */
const PAGE = 100;
/** `YYYY-MM-DD HH:mm:ss` on the site's clock. */
function when(s: number | null, tz: string): string {
  if (s === null) return '';
  const w = wallOf(s, tz);
  return `${wallDate(w)} ${wallClock(w)}:${String(w.second).padStart(2, '0')}`;
}
const COLS = ['id', 'createdAt', 'category', 'area', 'place', 'description', 'reporter', 'contact', 'state', 'priority', 'worker', 'assignedAt', 'finishedAt', 'overdue', 'rating'] as const;
const WIDTHS = [38, 20, 12, 12, 20, 40, 12, 16, 10, 8, 12, 20, 20, 8, 6];

/** Bytes of sheet XML allowed to wait for the zip's deflate. */
const LAG = 128 << 10;

/**
 * exceljs's streaming writer hands the sheet's XML to the zip without backpressure (its StreamBuf
 * does not wait on write), so the next page waits here until the zip's input has caught up and
 * the response has drained: memory stays flat. The zip's input is reached through exceljs's
 * internals (`stream.pipes`); should they change, this only yields a turn of the event loop.
 */
async function caughtUp(ws: unknown, out: PassThrough): Promise<void> {
  // archiver's streams are readable-stream v2: the queued length is in _writableState.
  const zipInput = (ws as { stream?: { pipes?: { _writableState?: { length?: number } }[] } }).stream?.pipes?.[0];
  for (;;) {
    await new Promise((r) => setImmediate(r));
    if (out.writableNeedDrain) await new Promise((r) => out.once('drain', r));
    else if ((zipInput?._writableState?.length ?? 0) <= LAG) return;
  }
}

async function write(ctx: Ctx, f: q.OrderFilter, out: PassThrough, lang: Lang): Promise<number> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false, zip: { zlib: { level: 1 } } });
  const ws = wb.addWorksheet(t('repair.export.sheet', undefined, lang));
  ws.columns = COLS.map((c, i) => ({ key: c, width: WIDTHS[i] ?? 12 }));
  ws.addRow(COLS.map((c) => t(`repair.export.${c}`, undefined, lang))).commit();
  const at = now();
  const tz = ctx.timezone;
  const yes = t('repair.export.yes', undefined, lang);
  const no = t('repair.export.no', undefined, lang);
  let after: { created_at: number; id: string } | null = null;
  let n = 0;
  for (;;) {
    const rows = await q.exportPage(ctx.db, ctx.site.id, f, at, after, PAGE);
    for (const raw of rows) {
      const r = toRow(raw, at);
      ws.addRow([
        r.id, when(r.createdAt, tz), r.categoryName, r.areaName, `${r.building} ${r.room}`.trim(), r.description, r.reporterName, raw.contact_phone,
        t(`repair.state.${r.state as RepairState}`, undefined, lang), t(`repair.priority.${r.priority as RepairPriority}`, undefined, lang),
        r.workerName, when(r.assignedAt, tz), when(r.finishedAt, tz), r.overdue ? yes : no, r.rating ?? '',
      ]).commit();
    }
    n += rows.length;
    const last = rows[rows.length - 1];
    if (rows.length < PAGE || !last) break;
    after = { created_at: Number(last.created_at), id: last.id };
    await caughtUp(ws, out);
  }
  ws.commit();
  await wb.commit();
  return n;
}

/** Sends the file on the reply; the rows are written as the client reads them. */
export async function sendOrdersXlsx(ctx: Ctx, f: q.OrderFilter): Promise<void> {
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  const lang = ctx.lang;
  ctx.reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', 'attachment; filename="repair-orders.xlsx"')
    .header('cache-control', 'no-store');
  const done = write(ctx, f, out, lang).then(
    (rows) => ctx.audit('repair.export', '', { rows }),
    (err: unknown) => {
      ctx.req.log.error({ err }, 'repair export failed');
      out.destroy(err instanceof Error ? err : new Error(String(err)));
    },
  );
  void done;
  await ctx.reply.send(out);
}
