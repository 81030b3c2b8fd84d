/**
 * Clock-in rules: a person sees the rules whose audience holds them; clocks in once per window,
 * only while it is open, and — when the rule has places — only within a place's radius (the
 * distance is worked out here, never trusted from the phone); their month reads day by day.
 * Managers (`clock.manage`) keep the rules and read each day's figures.
 */
import { AppError, E, badInput, type Audience, type ClockPlace, type ClockRecord, type ClockRule, type ClockWindow, type ParsedInputOf, type contract } from '@campus/api';
import { inAudience } from '../../platform/audience.js';
import type { Ctx } from '../../platform/context.js';
import { nearest } from '../../platform/geo.js';
import { localOf } from '../../platform/time.js';
import { newId, now, parseJson } from '../../platform/util.js';
import { appliesOn, datesOf, statusAt, todayOf, windowDayState, windowState, worst, type RuleDays } from './days.js';
import * as q from './queries.js';
import type { ClockRecordsTable, ClockRulesTable } from './tables.js';

type C = typeof contract.clock;
export const notFound = (field = 'id') => new AppError(E.NOT_FOUND, `${field}: not found`, { field });

export interface Rule extends ClockRule, RuleDays {}

export function toRule(r: ClockRulesTable, tz: string): Rule {
  return {
    id: r.id,
    name: r.name,
    audience: parseJson<Audience>(r.audience, { users: [] }),
    weekdays: parseJson<number[]>(r.weekdays, []),
    windows: parseJson<ClockWindow[]>(r.windows, []),
    places: parseJson<ClockPlace[]>(r.places, []),
    startsOn: r.starts_on,
    endsOn: r.ends_on,
    active: Number(r.active) === 1,
    since: localOf(Number(r.created_at), tz).date,
  };
}

const toRecord = (r: ClockRecordsTable): ClockRecord => ({
  at: Number(r.at),
  status: r.status === 'late' ? 'late' : 'onTime',
  place: r.place,
  distance: r.distance === null ? null : Number(r.distance),
});

/** The site's rules that hold the caller. */
async function myRules(ctx: Ctx): Promise<Rule[]> {
  const me = ctx.me();
  const { roles } = await ctx.authz();
  const tz = ctx.timezone;
  return (await q.listRules(ctx.db, ctx.site.id)).map((r) => toRule(r, tz)).filter((r) => inAudience(me, roles, ctx.site.id, r.audience));
}

export async function today(ctx: Ctx) {
  const tz = ctx.timezone;
  const t = now();
  const date = todayOf(t, tz);
  const rules = (await myRules(ctx)).filter((r) => appliesOn(r, date));
  const records = await q.recordsOfUser(ctx.db, ctx.site.id, ctx.me().id, date, date);
  return {
    date,
    rules: rules.map((r) => ({
      id: r.id,
      name: r.name,
      places: r.places,
      windows: r.windows.map((w, index) => {
        const rec = records.find((x) => x.rule_id === r.id && Number(x.window_index) === index);
        return { index, name: w.name, start: w.start, end: w.end, late: w.late, state: windowState(w, date, t, tz), record: rec ? toRecord(rec) : null };
      }),
    })),
  };
}

export async function punch(ctx: Ctx, input: ParsedInputOf<C['punch']>): Promise<ClockRecord> {
  const me = ctx.me();
  const tz = ctx.timezone;
  const t = now();
  const date = todayOf(t, tz);
  const rule = (await myRules(ctx)).find((r) => r.id === input.ruleId);
  if (!rule) throw notFound('ruleId');
  if (!appliesOn(rule, date)) throw new AppError(E.NOT_ELIGIBLE, 'ruleId: no clocking in today', { field: 'ruleId' });
  const w = rule.windows[input.window];
  if (!w) throw notFound('window');
  const state = windowState(w, date, t, tz);
  if (state === 'upcoming') throw new AppError(E.NOT_OPEN_YET, `window: opens at ${w.start}`, { field: 'window', start: w.start });
  if (state === 'closed') throw new AppError(E.ENDED, `window: closed at ${w.end}`, { field: 'window', end: w.end });
  let near: { place: ClockPlace; distance: number } | null = null;
  if (rule.places.length) {
    if (input.lat === undefined || input.lng === undefined) throw badInput('lat', 'required: this clock-in checks your location');
    near = nearest(rule.places, { lat: input.lat, lng: input.lng });
    if (near && near.distance > near.place.radius) {
      throw new AppError(E.OUT_OF_RANGE, `lat: ${near.distance} m from ${near.place.name}, the limit is ${near.place.radius} m`, { field: 'lat', distance: near.distance, radius: near.place.radius, place: near.place.name });
    }
  }
  const row: ClockRecordsTable = {
    id: newId(),
    site_id: ctx.site.id,
    rule_id: rule.id,
    user_id: me.id,
    date,
    window_index: input.window,
    at: t,
    status: statusAt(w, date, t, tz),
    place: near?.place.name ?? null,
    distance: near?.distance ?? null,
    lat: near ? (input.lat ?? null) : null,
    lng: near ? (input.lng ?? null) : null,
  };
  if (await q.insertRecord(ctx.db, row)) return toRecord(row);
  // A concurrent tap (or an earlier one) wrote it first: one record per window.
  const first = await q.findRecord(ctx.db, rule.id, me.id, date, input.window);
  throw new AppError(E.ALREADY_DONE, 'window: already clocked in', { field: 'window', at: first ? Number(first.at) : null });
}

export async function calendar(ctx: Ctx, month: string) {
  const tz = ctx.timezone;
  const t = now();
  const todayDate = todayOf(t, tz);
  const dates = datesOf(month);
  const rules = await myRules(ctx);
  const records = await q.recordsOfUser(ctx.db, ctx.site.id, ctx.me().id, dates[0]!, dates[dates.length - 1]!);
  const days = dates.map((date) => {
    const due = rules.filter((r) => appliesOn(r, date));
    if (!due.length) return { date, state: 'rest' as const };
    if (date > todayDate) return { date, state: 'future' as const };
    const states = due.flatMap((r) =>
      r.windows.map((w, i) => windowDayState(w, date, records.find((x) => x.rule_id === r.id && x.date === date && Number(x.window_index) === i), t, tz)),
    );
    return { date, state: worst(states) };
  });
  return { month, days };
}
