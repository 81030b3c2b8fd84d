/**
 * Frozen. The repair roll-up counts in each site's own dates: `repair_stats.day` was the creation
 * day at UTC+8 for every site; it is now the days from 1970-01-01 to the creation date on the
 * site's clock (its IANA zone, `variants.message.timezone`, Asia/Shanghai when unset or unknown;
 * daylight saving included). A site whose zone was UTC+8 all along the span of its orders keeps
 * its rows (they already agree); any other site's roll-up is recomputed from its orders.
 * Self-contained, as a migration must be: the zone arithmetic is written out here.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';

const DEFAULT_ZONE = 'Asia/Shanghai';
const OLD_OFFSET = 8 * 3600;
const DAY = 86400;

// Kysely<any>: migrations must not depend on the app's table types (they change later).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;
interface Span {
  since: number;
  offset: number;
}

function zoneOf(variants: unknown): string {
  let tz: unknown;
  try {
    tz = (JSON.parse(typeof variants === 'string' ? variants : '{}') as { message?: { timezone?: unknown } } | null)?.message?.timezone;
  } catch {
    return DEFAULT_ZONE;
  }
  if (typeof tz !== 'string') return DEFAULT_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz;
  } catch {
    return DEFAULT_ZONE;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** Seconds `tz` is ahead of UTC at an instant. */
function offsetAt(s: number, tz: string): number {
  let f = formats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formats.set(tz, f);
  }
  const p: Record<string, number> = {};
  for (const x of f.formatToParts(new Date(s * 1000))) if (x.type !== 'literal') p[x.type] = Number(x.value);
  return Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, (p.hour ?? 0) % 24, p.minute ?? 0, p.second ?? 0) / 1000 - s;
}

/** The zone's offsets over [from, to], each from the second it starts (a day's step, then halving). */
function spansOf(from: number, to: number, tz: string): Span[] {
  const spans: Span[] = [{ since: from, offset: offsetAt(from, tz) }];
  for (let at = from; at < to; ) {
    const offset = spans[spans.length - 1]!.offset;
    const step = Math.min(at + DAY, to);
    if (offsetAt(step, tz) === offset) {
      at = step;
      continue;
    }
    let [same, changed] = [at, step];
    while (changed - same > 1) {
      const mid = Math.floor((same + changed) / 2);
      if (offsetAt(mid, tz) === offset) same = mid;
      else changed = mid;
    }
    spans.push({ since: changed, offset: offsetAt(changed, tz) });
    at = changed;
  }
  return spans;
}

/** `created_at`'s day: one integer division by its span's offset (literals, so PostgreSQL groups by the same text). */
function daySql(spans: Span[]): RawBuilder<number> {
  const [first, ...later] = spans;
  const offset = later.length
    ? sql`case ${sql.join(later.reverse().map((s) => sql`when created_at >= ${sql.lit(s.since)} then ${sql.lit(s.offset)}`), sql` `)} else ${sql.lit(first?.offset ?? OLD_OFFSET)} end`
    : sql.lit(first?.offset ?? OLD_OFFSET);
  return sql<number>`cast((created_at + ${offset}) / 86400 as integer)`;
}

/** The site's roll-up recomputed from its orders, its days bucketed by `spans`. */
async function rebuild(db: Db, siteId: string, spans: Span[]): Promise<void> {
  const day = daySql(spans);
  await db.deleteFrom('repair_stats').where('site_id', '=', siteId).execute();
  for (const [dim, key] of [['a', sql.raw('area_id')], ['c', sql.raw('category_id')], ['w', sql.raw(`coalesce(worker_id, '')`)]] as const) {
    await sql`insert into repair_stats (site_id, dim, day, key, total, finished, cancelled, assigned, assign_sum, finish_sum, sla_counted, sla_met, rated, rating_sum)
      select site_id, ${dim}, ${day}, ${key}, count(*),
        sum(case when finished_at is not null then 1 else 0 end),
        sum(case when state = 'cancelled' then 1 else 0 end),
        count(assigned_at),
        coalesce(sum(assigned_at - created_at), 0),
        coalesce(sum(finished_at - created_at), 0),
        sum(case when finished_at is not null and finish_due_at is not null then 1 else 0 end),
        sum(case when finished_at is not null and finish_due_at is not null and finished_at <= finish_due_at then 1 else 0 end),
        count(rating),
        coalesce(sum(rating), 0)
      from repair_orders where site_id = ${siteId} and state != 'merged'
      group by site_id, ${day}, ${key}`.execute(db);
  }
}

/** Each site with orders, with the span of their creation times. */
async function sitesWithOrders(db: Db) {
  const rows = await db
    .selectFrom('repair_orders as o')
    .innerJoin('sites as s', 's.id', 'o.site_id')
    .select(['o.site_id', 's.variants', (eb) => eb.fn.min('o.created_at').as('first'), (eb) => eb.fn.max('o.created_at').as('last')])
    .groupBy(['o.site_id', 's.variants'])
    .execute();
  return rows.map((r) => ({ siteId: String(r.site_id), tz: zoneOf(r.variants), first: Number(r.first), last: Number(r.last) }));
}

const inTransaction = (db: Db, work: (trx: Db) => Promise<void>) => (db.isTransaction ? work(db) : db.transaction().execute(work));

export async function up(db: Db): Promise<void> {
  for (const s of await sitesWithOrders(db)) {
    const spans = spansOf(s.first, s.last, s.tz);
    if (spans.length === 1 && spans[0]?.offset === OLD_OFFSET) continue;
    await inTransaction(db, (trx) => rebuild(trx, s.siteId, spans));
  }
}

/** Back to UTC+8 days for every site. */
export async function down(db: Db): Promise<void> {
  for (const s of await sitesWithOrders(db)) {
    await inTransaction(db, (trx) => rebuild(trx, s.siteId, [{ since: s.first, offset: OLD_OFFSET }]));
  }
}
