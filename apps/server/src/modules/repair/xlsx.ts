/**
 * Orders as an xlsx file, streamed: rows are read a page at a time (keyset, newest first) and
 * written through the platform's streaming xlsx writer into the response, which waits whenever
 * the client falls behind, so memory stays flat however many orders are exported.
 */
import { PassThrough } from 'node:stream';
import { REPAIR_PRIORITIES, REPAIR_STATES } from '@campus/api';
import { wallClock, wallDate, wallOf } from '@campus/api/rules/zone';
import { t, type Lang } from '@campus/i18n/all';
import type { Ctx } from '../../platform/context.js';
import { now } from '../../platform/util.js';
import { XLSX_TYPE } from '../../platform/xlsx.js';
import { XlsxStream } from '../../platform/xlsx-stream.js';
import * as q from './queries.js';
import { isOverdue, num, priorityOf } from './shape.js';

const PAGE = 200;
/** `YYYY-MM-DD HH:mm:ss` on the site's clock. */
function when(s: number | null, tz: string): string {
  if (s === null) return '';
  const w = wallOf(s, tz);
  return `${wallDate(w)} ${wallClock(w)}:${String(w.second).padStart(2, '0')}`;
}
const COLS = ['id', 'createdAt', 'category', 'area', 'place', 'description', 'reporter', 'contact', 'state', 'priority', 'worker', 'assignedAt', 'finishedAt', 'overdue', 'rating'] as const;
const WIDTHS = [38, 20, 12, 12, 20, 40, 12, 16, 10, 8, 12, 20, 20, 8, 6];

async function write(ctx: Ctx, f: q.OrderFilter, out: PassThrough, lang: Lang): Promise<number> {
  const xl = new XlsxStream(out);
  await xl.sheet(t('repair.export.sheet', undefined, lang), { widths: WIDTHS, frozenRows: 1 });
  await xl.row(COLS.map((c) => t(`repair.export.${c}`, undefined, lang)));
  const at = now();
  const tz = ctx.timezone;
  const yes = t('repair.export.yes', undefined, lang);
  const no = t('repair.export.no', undefined, lang);
  const states = new Map<string, string>(REPAIR_STATES.map((s) => [s, t(`repair.state.${s}`, undefined, lang)]));
  const priorities = new Map<string, string>(REPAIR_PRIORITIES.map((p) => [p, t(`repair.priority.${p}`, undefined, lang)]));
  let after: { created_at: number; id: string } | null = null;
  let n = 0;
  for (;;) {
    const rows = await q.exportPage(ctx.db, ctx.site.id, f, at, after, PAGE);
    for (const o of rows) {
      await xl.row([
        o.id, when(num(o.created_at), tz), o.category_name, o.area_name, `${o.building} ${o.room}`.trim(), o.description, o.reporter_name, o.contact_phone,
        states.get(o.state) ?? o.state, priorities.get(priorityOf(o.priority)),
        o.worker_name, when(num(o.assigned_at), tz), when(num(o.finished_at), tz), isOverdue(o, at) ? yes : no, num(o.rating),
      ]);
    }
    n += rows.length;
    const last = rows[rows.length - 1];
    if (rows.length < PAGE || !last) break;
    after = { created_at: Number(last.created_at), id: last.id };
  }
  await xl.finish();
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
