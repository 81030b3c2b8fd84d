/** The console dashboard: logins (audit log) and page hits (access log) per day, and totals. */
import type { ParsedInputOf, contract } from '@campus/api';
import type { Ctx } from '../../../platform/context.js';
import { addDays, instantOf, localOf } from '../../../platform/time.js';
import { now } from '../../../platform/util.js';
import * as q from './queries.js';

type A = typeof contract.admin;

export async function dashboard(ctx: Ctx, input: ParsedInputOf<A['statsDashboard']>) {
  const t = now();
  // Days run from midnight to midnight on the site's clock, however long daylight saving makes them.
  const tz = ctx.timezone;
  const today = localOf(t, tz).date;
  const dates = Array.from({ length: input.days }, (_, i) => addDays(today, i - input.days + 1));
  const starts = [...dates, addDays(today, 1)].map((d) => instantOf(d, 0, tz));
  const [logins, hits, totals] = await Promise.all([
    q.loginsPerQuarter(ctx.db, ctx.site.id, starts[0]!),
    q.hitsPerQuarter(ctx.db, ctx.site.id, starts[0]!),
    q.totals(ctx.db, ctx.site.id, t),
  ]);
  const perDay = (list: q.QuarterCount[]) => {
    const n = dates.map(() => 0);
    for (const { at, count } of list) {
      const i = dayIndex(starts, at);
      if (i >= 0) n[i]! += count;
    }
    return n;
  };
  const l = perDay(logins);
  const h = perDay(hits);
  return { days: dates.map((day, i) => ({ day, logins: l[i]!, hits: h[i]! })), totals };
}

/** Which day an instant falls on, by the days' starts (ascending, one more than there are days); -1 outside. */
function dayIndex(starts: number[], at: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  if (at < starts[0]! || at >= starts[hi]!) return -1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! <= at) lo = mid;
    else hi = mid;
  }
  return lo;
}
