/**
 * Managing clock-in (`clock.manage`): the rules, a day's figures per window with each expected
 * person, and the same over a range of days as xlsx.
 */
import { badInput, type ClockDayState, type ClockStats, type ParsedInputOf, type contract, reason } from '@campus/api';
import { t as tr } from '@campus/i18n/all';
import ExcelJS from 'exceljs';
import { resolveAudience } from '../../platform/audience.js';
import type { Ctx } from '../../platform/context.js';
import { addDays, daysBetween, localOf } from '../../platform/time.js';
import { newId, now } from '../../platform/util.js';
import { appliesOn, windowDayState } from './days.js';
import * as q from './queries.js';
import { notFound, toRule, type Rule } from './service.js';
import type { ClockRecordsTable } from './tables.js';

type C = typeof contract.clock;
export const EXPORT_MAX_DAYS = 62;

export async function rules(ctx: Ctx) {
  const tz = ctx.timezone;
  return { list: (await q.listRules(ctx.db, ctx.site.id)).map((r) => toRule(r, tz)).map(({ since: _since, ...r }) => r) };
}

export async function saveRule(ctx: Ctx, input: ParsedInputOf<C['saveRule']>) {
  const t = now();
  const fields = {
    name: input.name,
    audience: JSON.stringify(input.audience),
    weekdays: JSON.stringify([...new Set(input.weekdays)].sort()),
    windows: JSON.stringify(input.windows),
    places: JSON.stringify(input.places),
    starts_on: input.startsOn ?? null,
    ends_on: input.endsOn ?? null,
    active: input.active ? 1 : 0,
    updated_at: t,
  };
  // Windows must not overlap: a tap belongs to one window.
  const sorted = [...input.windows].sort((a, b) => a.start.localeCompare(b.start));
  const overlap = sorted.findIndex((w, i) => i > 0 && w.start <= sorted[i - 1]!.end);
  if (overlap > 0) throw badInput('windows', reason('overlaps', { a: sorted[overlap]!.name, b: sorted[overlap - 1]!.name }));
  if (input.id) {
    if (!(await q.findRule(ctx.db, ctx.site.id, input.id))) throw notFound();
    await q.updateRule(ctx.db, ctx.site.id, input.id, fields);
    await ctx.audit('clock.rule.save', input.id);
    return { id: input.id };
  }
  const id = newId();
  await q.insertRule(ctx.db, { ...fields, id, site_id: ctx.site.id, created_at: t });
  await ctx.audit('clock.rule.create', id);
  return { id };
}

export async function deleteRule(ctx: Ctx, id: string) {
  if (!(await q.deleteRule(ctx.db, ctx.site.id, id))) throw notFound();
  await ctx.audit('clock.rule.delete', id);
  return null;
}

async function ruleOf(ctx: Ctx, id: string): Promise<Rule> {
  const r = await q.findRule(ctx.db, ctx.site.id, id);
  if (!r) throw notFound('ruleId');
  return toRule(r, ctx.timezone);
}

interface Cell {
  state: ClockDayState;
  record: ClockRecordsTable | undefined;
}

/** Each expected person's windows on each date (dates the rule does not apply on are skipped). */
async function grid(ctx: Ctx, rule: Rule, from: string, to: string) {
  const tz = ctx.timezone;
  const t = now();
  const today = localOf(t, tz).date;
  const ids = await resolveAudience(ctx.db, ctx.site.id, rule.audience);
  const [people, records] = await Promise.all([q.people(ctx.db, ctx.site.id, ids), q.recordsOfRule(ctx.db, rule.id, from, to)]);
  const byKey = new Map(records.map((r) => [`${r.user_id}\u0001${r.date}\u0001${r.window_index}`, r]));
  const days: { date: string; rows: { person: (typeof people)[number]; cells: Cell[] }[] }[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    if (!appliesOn(rule, d) || d > today) continue;
    days.push({
      date: d,
      rows: people.map((person) => ({
        person,
        cells: rule.windows.map((w, i) => {
          const record = byKey.get(`${person.id}\u0001${d}\u0001${i}`);
          return { state: windowDayState(w, d, record, t, tz), record };
        }),
      })),
    });
  }
  return days;
}

export async function stats(ctx: Ctx, input: ParsedInputOf<C['stats']>): Promise<ClockStats> {
  const rule = await ruleOf(ctx, input.ruleId);
  const day = (await grid(ctx, rule, input.date, input.date))[0];
  const rows = day?.rows ?? [];
  const count = (i: number, s: ClockDayState) => rows.filter((r) => r.cells[i]?.state === s).length;
  const kw = input.keyword?.toLowerCase();
  return {
    date: input.date,
    expected: rows.length,
    windows: day ? rule.windows.map((w, i) => ({ index: i, name: w.name, onTime: count(i, 'onTime'), late: count(i, 'late'), missed: count(i, 'missed'), pending: count(i, 'pending') })) : [],
    people: rows
      .filter((r) => !kw || r.person.name.toLowerCase().includes(kw) || r.person.number.toLowerCase().includes(kw))
      .map((r) => ({ userId: r.person.id, name: r.person.name, number: r.person.number, windows: r.cells.map((c) => ({ state: c.state, at: c.record ? Number(c.record.at) : null })) })),
  };
}

export async function exportDays(ctx: Ctx, input: ParsedInputOf<C['export']>): Promise<Buffer> {
  if (input.to < input.from) throw badInput('to', 'must not be before from');
  if (daysBetween(input.from, input.to) >= EXPORT_MAX_DAYS) throw badInput('to', reason('atMostDays', { max: EXPORT_MAX_DAYS }));
  const rule = await ruleOf(ctx, input.ruleId);
  const tz = ctx.timezone;
  const lang = ctx.lang;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(rule.name.slice(0, 31) || 'clock');
  const cols = ['date', 'name', 'number', 'window', 'state', 'time', 'place', 'distance'] as const;
  ws.addRow(cols.map((c) => tr(`adminClock.column.${c}`, undefined, lang)));
  ws.getRow(1).font = { bold: true };
  for (const day of await grid(ctx, rule, input.from, input.to)) {
    for (const r of day.rows) {
      r.cells.forEach((c, i) => {
        const at = c.record ? localOf(Number(c.record.at), tz) : null;
        const time = at ? `${String(Math.floor(at.minutes / 60)).padStart(2, '0')}:${String(at.minutes % 60).padStart(2, '0')}` : '';
        ws.addRow([day.date, r.person.name, r.person.number, rule.windows[i]?.name ?? '', tr(`adminClock.state.${c.state}`, undefined, lang), time, c.record?.place ?? '', c.record?.distance ?? '']);
      });
    }
  }
  cols.forEach((_, i) => (ws.getColumn(i + 1).width = i === 1 || i === 6 ? 18 : 12));
  await ctx.audit('clock.export', rule.id, { from: input.from, to: input.to });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
