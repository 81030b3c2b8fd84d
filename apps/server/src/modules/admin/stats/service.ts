/** The console dashboard: logins (audit log) and page hits (access log) per day, and totals. */
import type { ParsedInputOf, contract } from '@campus/api';
import type { Ctx } from '../../../platform/context.js';
import { now } from '../../../platform/util.js';
import * as q from './queries.js';

type A = typeof contract.admin;
const DAY = 86400;

export async function dashboard(ctx: Ctx, input: ParsedInputOf<A['statsDashboard']>) {
  const t = now();
  const offset = input.tzOffset * 60;
  const today = Math.floor((t + offset) / DAY);
  const first = today - input.days + 1;
  // The first local midnight of the range, in UTC seconds.
  const since = first * DAY - offset;
  const [logins, hits, totals] = await Promise.all([
    q.loginsPerDay(ctx.db, ctx.site.id, since, offset),
    q.hitsPerDay(ctx.db, ctx.site.id, since, offset),
    q.totals(ctx.db, ctx.site.id, t),
  ]);
  const at = (list: q.DayCount[], d: number) => list.find((x) => x.day === d)?.n ?? 0;
  const days = Array.from({ length: input.days }, (_, i) => {
    const d = first + i;
    return { day: new Date(d * DAY * 1000).toISOString().slice(0, 10), logins: at(logins, d), hits: at(hits, d) };
  });
  return { days, totals };
}
