/**
 * Figures for the dashboard. Days are bucketed in SQL as (seconds + offset) / 86400 with
 * integer division, which SQLite and PostgreSQL both do on integer columns.
 */
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/index.js';

export interface DayCount {
  day: number;
  n: number;
}

export async function loginsPerDay(db: Db, siteId: string, since: number, offset: number): Promise<DayCount[]> {
  const day = sql<number>`(${sql.ref('at')} + ${sql.lit(offset)}) / 86400`;
  const rows = await db
    .selectFrom('audit_log')
    .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('site_id', '=', siteId)
    .where('action', '=', 'auth.login')
    .where('at', '>=', since)
    .groupBy(day)
    .execute();
  return rows.map((r) => ({ day: Number(r.day), n: Number(r.n) }));
}

export async function hitsPerDay(db: Db, siteId: string, since: number, offset: number): Promise<DayCount[]> {
  const day = sql<number>`(${sql.ref('at')} + ${sql.lit(offset)}) / 86400`;
  const rows = await db
    .selectFrom('access_log')
    .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('site_id', '=', siteId)
    .where('at', '>=', since)
    .groupBy(day)
    .execute();
  return rows.map((r) => ({ day: Number(r.day), n: Number(r.n) }));
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
