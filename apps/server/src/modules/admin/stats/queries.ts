/**
 * Figures for the dashboard. Events are counted per quarter hour in SQL (integer division,
 * which SQLite and PostgreSQL both do on integer columns): every zone's midnight falls on a
 * quarter hour, so the service adds them up into the site's days.
 */
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/index.js';

/** Events in the quarter hour starting at `at` (seconds). */
export interface QuarterCount {
  at: number;
  count: number;
}

const QUARTER = 900;
const quarter = sql<number>`${sql.ref('at')} / ${sql.lit(QUARTER)}`;
const counted = (rows: { q: number | string; n: number | string | bigint }[]) =>
  rows.map((r) => ({ at: Number(r.q) * QUARTER, count: Number(r.n) }));

export async function loginsPerQuarter(db: Db, siteId: string, since: number): Promise<QuarterCount[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select([quarter.as('q'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('site_id', '=', siteId)
    .where('action', '=', 'auth.login')
    .where('at', '>=', since)
    .groupBy(quarter)
    .execute();
  return counted(rows);
}

export async function hitsPerQuarter(db: Db, siteId: string, since: number): Promise<QuarterCount[]> {
  const rows = await db
    .selectFrom('access_log')
    .select([quarter.as('q'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('site_id', '=', siteId)
    .where('at', '>=', since)
    .groupBy(quarter)
    .execute();
  return counted(rows);
}

export async function totals(db: Db, siteId: string, at: number) {
  const count = async (q: Promise<{ n: number | string | bigint } | undefined>) => Number((await q)?.n ?? 0);
  const [users, activeUsers, sessions, roles] = await Promise.all([
    count(
      db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('site_id', '=', siteId)
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('site_id', '=', siteId)
        .where('status', '=', 'active')
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('site_id', '=', siteId)
        .where('expires_at', '>', at)
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('roles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('site_id', '=', siteId)
        .executeTakeFirst(),
    ),
  ]);
  return { users, activeUsers, sessions, roles };
}
