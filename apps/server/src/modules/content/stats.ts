/**
 * Statistics of one item: who it is for (resolved now, platform/audience.ts), who read it,
 * who confirmed it, who has not; and the same as an xlsx file for the console.
 */
import type { Audience, ContentStats } from '@campus/api';
import { t } from '@campus/i18n/all';
import ExcelJS from 'exceljs';
import { resolveAudience } from '../../platform/audience.js';
import type { Ctx } from '../../platform/context.js';
import { parseJson } from '../../platform/util.js';
import { loadManaged } from './manage.js';
import * as reads from './queries-reads.js';

const LIST_MAX = 500;

interface Person {
  id: string;
  username: string;
  name: string;
  className: string;
  departmentName: string;
  readAt: number | null;
  confirmedAt: number | null;
}

async function gather(ctx: Ctx, id: string) {
  const row = await loadManaged(ctx, id, 'statistics');
  const members = await resolveAudience(ctx.db, ctx.site.id, parseJson<Audience>(row.audience, { users: [] }));
  const byUser = new Map((await reads.itemReads(ctx.db, row.id)).map((r) => [r.user_id, r]));
  const people: Person[] = (await reads.peopleOf(ctx.db, ctx.site.id, members)).map((p) => ({
    id: p.id,
    username: p.username,
    name: p.name,
    className: p.class_name ?? '',
    departmentName: p.department_name ?? '',
    readAt: byUser.get(p.id)?.at ?? null,
    confirmedAt: byUser.get(p.id)?.confirmed_at ?? null,
  }));
  people.sort((a, b) => a.departmentName.localeCompare(b.departmentName) || a.className.localeCompare(b.className) || a.username.localeCompare(b.username));
  return { row, people };
}

export async function stats(ctx: Ctx, id: string): Promise<ContentStats> {
  const { row, people } = await gather(ctx, id);
  // Required reading: who has not confirmed; otherwise: who has not opened it.
  const pending = people.filter((p) => (row.required === 1 ? p.confirmedAt === null : p.readAt === null));
  return {
    id: row.id,
    title: row.title,
    audienceSize: people.length,
    readCount: people.filter((p) => p.readAt !== null).length,
    confirmedCount: people.filter((p) => p.confirmedAt !== null).length,
    notConfirmed: pending.slice(0, LIST_MAX).map((p) => ({ ...p, read: p.readAt !== null })),
    notConfirmedTotal: pending.length,
  };
}

const when = (s: number | null) => (s === null ? '' : new Date(s * 1000).toISOString().replace('T', ' ').slice(0, 19));

/** Every audience member with read and confirm times, under a summary line. */
export async function statsWorkbook(ctx: Ctx, id: string): Promise<Buffer> {
  const { row, people } = await gather(ctx, id);
  const lang = ctx.lang;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(t('content.stats.sheet', undefined, lang));
  const cols = ['username', 'name', 'className', 'departmentName', 'readAt', 'confirmedAt'] as const;
  ws.addRow([
    t(
      'content.stats.summary',
      {
        title: row.title,
        audience: people.length,
        read: people.filter((p) => p.readAt !== null).length,
        confirmed: people.filter((p) => p.confirmedAt !== null).length,
      },
      lang,
    ),
  ]);
  ws.addRow(cols.map((c) => t(`content.stats.${c}`, undefined, lang)));
  ws.getRow(2).font = { bold: true };
  cols.forEach((_, i) => (ws.getColumn(i + 1).width = i < 4 ? 18 : 22));
  for (const p of people) ws.addRow([p.username, p.name, p.className, p.departmentName, when(p.readAt), when(p.confirmedAt)]);
  await ctx.audit('content.stats.export', row.id, { rows: people.length });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
