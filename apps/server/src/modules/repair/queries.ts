/**
 * Repair storage (the only Kysely of the module). An order's state moves by one conditional
 * UPDATE on the state and version read, in the transaction that writes its timeline line and
 * its statistics roll-up difference, so of two racing moves exactly one wins in any number of
 * processes. Lock order: the order row, then its roll-up rows (sorted), then its events.
 */
import type { RepairState } from '@campus/api';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import { siteTimezone } from '../../platform/notify/dnd.js';
import { attempt, contains, Rollback } from '../../platform/sql.js';
import { delta, zoneSpans, type StatRow, type ZoneSpans } from './rollup.js';
import type { RepairAreasTable, RepairCategoriesTable, RepairEventsTable, RepairOrdersTable, RepairRulesTable } from './tables.js';

// ---- set-up ----------------------------------------------------------------------------------

export function categories(db: Db, siteId: string, activeOnly = false) {
  let q = db.selectFrom('repair_categories').selectAll().where('site_id', '=', siteId);
  if (activeOnly) q = q.where('active', '=', 1);
  return q.orderBy('sort').orderBy('created_at').execute();
}
export const findCategory = (db: Db, siteId: string, id: string) =>
  db.selectFrom('repair_categories').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
export const insertCategory = (db: Db, c: RepairCategoriesTable) => db.insertInto('repair_categories').values(c).execute();
export const updateCategory = (db: Db, siteId: string, id: string, c: Partial<RepairCategoriesTable>) =>
  db.updateTable('repair_categories').set(c).where('site_id', '=', siteId).where('id', '=', id).execute();

export function areas(db: Db, siteId: string, activeOnly = false) {
  let q = db.selectFrom('repair_areas').selectAll().where('site_id', '=', siteId);
  if (activeOnly) q = q.where('active', '=', 1);
  return q.orderBy('sort').orderBy('created_at').execute();
}
export const findArea = (db: Db, siteId: string, id: string) =>
  db.selectFrom('repair_areas').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
export const insertArea = (db: Db, a: RepairAreasTable) => db.insertInto('repair_areas').values(a).execute();
export const updateArea = (db: Db, siteId: string, id: string, a: Partial<RepairAreasTable>) =>
  db.updateTable('repair_areas').set(a).where('site_id', '=', siteId).where('id', '=', id).execute();

export const rules = (db: Db, siteId: string) =>
  db
    .selectFrom('repair_rules as r')
    .leftJoin('users as u', 'u.id', 'r.worker_id')
    .select(['r.id', 'r.category_id', 'r.area_id', 'r.worker_id', 'r.created_at', 'u.name as worker_name'])
    .where('r.site_id', '=', siteId)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
export const findRule = (db: Db, siteId: string, id: string) =>
  db.selectFrom('repair_rules').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
export const insertRule = (db: Db, r: RepairRulesTable) => db.insertInto('repair_rules').values(r).execute();
export const updateRule = (db: Db, siteId: string, id: string, r: Partial<RepairRulesTable>) =>
  db.updateTable('repair_rules').set(r).where('site_id', '=', siteId).where('id', '=', id).execute();
export const deleteRule = async (db: Db, siteId: string, id: string) =>
  Number((await db.deleteFrom('repair_rules').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst()).numDeletedRows) === 1;

/** Rules of a category that may apply to an area: area-specific first, then any-area ones. */
export const rulesFor = (db: Db, siteId: string, categoryId: string, areaId: string) =>
  db
    .selectFrom('repair_rules')
    .select(['worker_id', 'area_id'])
    .where('site_id', '=', siteId)
    .where('category_id', '=', categoryId)
    .where((eb) => eb.or([eb('area_id', '=', areaId), eb('area_id', 'is', null)]))
    .orderBy(sql`case when area_id is null then 1 else 0 end`)
    .orderBy('created_at')
    .execute();

// ---- workers ---------------------------------------------------------------------------------

/** Roles of the site with their permission maps (the service keeps those granting repair.work). */
export const siteRoles = (db: Db, siteId: string) => db.selectFrom('roles').select(['id', 'code', 'auth']).where('site_id', '=', siteId).execute();

export function usersWithRoles(db: Db, siteId: string, roleIds: string[], userId?: string) {
  if (!roleIds.length) return Promise.resolve([]);
  let q = db
    .selectFrom('users as u')
    .select(['u.id', 'u.name', 'u.number', 'u.mobile'])
    .where('u.site_id', '=', siteId)
    .where('u.status', '=', 'active')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles as ur')
          .select('ur.user_id')
          .whereRef('ur.user_id', '=', 'u.id')
          .where('ur.site_id', '=', siteId)
          .where('ur.role_id', 'in', roleIds),
      ),
    );
  if (userId) q = q.where('u.id', '=', userId);
  return q.orderBy('u.name').orderBy('u.id').execute();
}

export async function dutyOf(db: Db, siteId: string, userIds: string[]) {
  if (!userIds.length) return { duty: new Map<string, boolean>(), skills: new Map<string, string[]>(), open: new Map<string, number>() };
  const [d, s, o] = await Promise.all([
    db.selectFrom('repair_workers').select(['user_id', 'on_duty']).where('site_id', '=', siteId).where('user_id', 'in', userIds).execute(),
    db.selectFrom('repair_skills').select(['user_id', 'category_id']).where('site_id', '=', siteId).where('user_id', 'in', userIds).execute(),
    db
      .selectFrom('repair_orders')
      .select(['worker_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('site_id', '=', siteId)
      .where('worker_id', 'in', userIds)
      .where('state', 'in', ['assigned', 'accepted', 'in_progress'])
      .groupBy('worker_id')
      .execute(),
  ]);
  const skills = new Map<string, string[]>();
  for (const r of s) skills.set(r.user_id, [...(skills.get(r.user_id) ?? []), r.category_id]);
  return {
    duty: new Map(d.map((r) => [r.user_id, Number(r.on_duty) === 1])),
    skills,
    open: new Map(o.map((r) => [r.worker_id ?? '', Number(r.n)])),
  };
}

export async function setDuty(db: Db, siteId: string, userId: string, onDuty: boolean, at: number) {
  await db
    .insertInto('repair_workers')
    .values({ site_id: siteId, user_id: userId, on_duty: onDuty ? 1 : 0, updated_at: at })
    .onConflict((oc) => oc.columns(['site_id', 'user_id']).doUpdateSet({ on_duty: onDuty ? 1 : 0, updated_at: at }))
    .execute();
}

export async function setWorker(db: Db, siteId: string, userId: string, onDuty: boolean, skills: string[], at: number) {
  await db.transaction().execute(async (trx) => {
    await setDuty(trx, siteId, userId, onDuty, at);
    await trx.deleteFrom('repair_skills').where('site_id', '=', siteId).where('user_id', '=', userId).execute();
    if (skills.length) await trx.insertInto('repair_skills').values(skills.map((category_id) => ({ site_id: siteId, user_id: userId, category_id }))).execute();
  });
}

/** Uploads of the site by `userId` among `stored` names, with their type. */
export const uploadsOf = (db: Db, siteId: string, userId: string, stored: string[]) =>
  stored.length
    ? db.selectFrom('uploads').select(['stored_name', 'mime']).where('site_id', '=', siteId).where('user_id', '=', userId).where('stored_name', 'in', stored).execute()
    : Promise.resolve([]);

// ---- orders ----------------------------------------------------------------------------------

export const findOrder = (db: Db, siteId: string, id: string) =>
  db.selectFrom('repair_orders').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

/** `tz`: the site's zone, whose dates the roll-up counts in. */
export async function insertOrder(db: Db, o: RepairOrdersTable, events: RepairEventsTable[], tz: string) {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('repair_orders').values(o).execute();
    await addStats(trx, delta(null, o, tz));
    await trx.insertInto('repair_events').values(events).execute();
  });
}

/**
 * Moves an order read at (`state`, `version`): the update applies only if nobody moved it since
 * (and, with `workerId`, only while it is still assigned to that worker). False when it lost.
 * `tz`: the site's zone, whose dates the roll-up counts in.
 */
export async function move(
  db: Db,
  o: RepairOrdersTable,
  set: Partial<RepairOrdersTable>,
  events: RepairEventsTable[],
  tz: string,
): Promise<boolean> {
  const r = await attempt<'LOST'>(db, async (trx) => {
    const u = await trx
      .updateTable('repair_orders')
      .set({ ...set, version: Number(o.version) + 1 })
      .where('site_id', '=', o.site_id)
      .where('id', '=', o.id)
      .where('state', '=', o.state)
      .where('version', '=', Number(o.version))
      .executeTakeFirst();
    if (Number(u.numUpdatedRows) !== 1) throw new Rollback('LOST');
    await addStats(trx, delta(o, { ...o, ...set }, tz));
    if (events.length) await trx.insertInto('repair_events').values(events).execute();
  });
  return r.ok;
}

export const addEvent = (db: Db, e: RepairEventsTable) => db.insertInto('repair_events').values(e).execute();

export const eventsOf = (db: Db, siteId: string, orderId: string) =>
  db
    .selectFrom('repair_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_id')
    .select(['e.id', 'e.action', 'e.from_state', 'e.to_state', 'e.actor_id', 'e.note', 'e.detail', 'e.at', 'u.name as actor_name'])
    .where('e.site_id', '=', siteId)
    .where('e.order_id', '=', orderId)
    .orderBy('e.at')
    .orderBy('e.id')
    .execute();

export const UNASSIGNED: RepairState[] = ['submitted', 'reopened'];
export const WORKING: RepairState[] = ['assigned', 'accepted', 'in_progress'];

/** Overdue now: unassigned past the assign due time, or not done past the finish due time. */
export function overdueExpr(at: number): Expression<SqlBool> {
  return sql<SqlBool>`((o.state in ('submitted', 'reopened') and o.assign_due_at is not null and o.assign_due_at < ${at})
    or (o.state in ('submitted', 'reopened', 'assigned', 'accepted', 'in_progress') and o.finish_due_at is not null and o.finish_due_at < ${at}))`;
}

export interface OrderFilter {
  states?: RepairState[] | undefined;
  categoryId?: string | undefined;
  areaId?: string | undefined;
  workerId?: string | undefined;
  reporterId?: string | undefined;
  priority?: number | undefined;
  overdue?: boolean | undefined;
  from?: number | undefined;
  to?: number | undefined;
  keyword?: string | undefined;
  /** Reported at or before / after (seconds), for the board's age filters. */
  createdBefore?: number | undefined;
  createdAfter?: number | undefined;
}

function base(db: Db, siteId: string, f: OrderFilter, at: number) {
  let q = db.selectFrom('repair_orders as o').where('o.site_id', '=', siteId);
  if (f.states?.length) q = q.where('o.state', 'in', f.states);
  if (f.categoryId) q = q.where('o.category_id', '=', f.categoryId);
  if (f.areaId) q = q.where('o.area_id', '=', f.areaId);
  if (f.workerId) q = q.where('o.worker_id', '=', f.workerId);
  if (f.reporterId) q = q.where('o.reporter_id', '=', f.reporterId);
  if (f.priority !== undefined) q = q.where('o.priority', '=', f.priority);
  if (f.from !== undefined) q = q.where('o.created_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('o.created_at', '<', f.to);
  if (f.createdBefore !== undefined) q = q.where('o.created_at', '<=', f.createdBefore);
  if (f.createdAfter !== undefined) q = q.where('o.created_at', '>=', f.createdAfter);
  if (f.overdue === true) q = q.where(overdueExpr(at));
  if (f.overdue === false) q = q.where((eb) => eb.not(overdueExpr(at)));
  if (f.keyword) {
    const k = f.keyword;
    q = q.where((eb) => eb.or([contains('o.description', k), contains('o.building', k), contains('o.room', k), eb('o.id', '=', k)]));
  }
  return q;
}

/** The export's columns: what its sheet shows, and what says whether an order is overdue. */
const exportColumns = [
  'o.id',
  'o.state',
  'o.priority',
  'o.building',
  'o.room',
  'o.description',
  'o.contact_phone',
  'o.created_at',
  'o.assigned_at',
  'o.finished_at',
  'o.assign_due_at',
  'o.finish_due_at',
  'o.rating',
  'c.name as category_name',
  'a.name as area_name',
  'r.name as reporter_name',
  'w.name as worker_name',
] as const;

/** A list row's columns: the export's and the ids, photos and escalation. */
const rowColumns = [...exportColumns, 'o.category_id', 'o.area_id', 'o.photos', 'o.reporter_id', 'o.worker_id', 'o.escalated_at'] as const;

function joined(db: Db, siteId: string, f: OrderFilter, at: number) {
  return base(db, siteId, f, at)
    .leftJoin('repair_categories as c', 'c.id', 'o.category_id')
    .leftJoin('repair_areas as a', 'a.id', 'o.area_id')
    .leftJoin('users as r', 'r.id', 'o.reporter_id')
    .leftJoin('users as w', 'w.id', 'o.worker_id');
}

const withNames = (db: Db, siteId: string, f: OrderFilter, at: number) => joined(db, siteId, f, at).select(rowColumns);
export type OrderRow = Awaited<ReturnType<typeof listOrders>>['rows'][number];

export async function listOrders(db: Db, siteId: string, f: OrderFilter, page: { current: number; pageSize: number }, at: number, order: 'newest' | 'board' | 'queue' = 'newest') {
  let q = withNames(db, siteId, f, at);
  if (order === 'board') q = q.orderBy('o.priority', 'desc').orderBy('o.created_at').orderBy('o.id');
  else if (order === 'queue') q = q.orderBy('o.priority', 'desc').orderBy('o.assigned_at').orderBy('o.id');
  else q = q.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc');
  const [rows, count] = await Promise.all([
    q.limit(page.pageSize).offset((page.current - 1) * page.pageSize).execute(),
    base(db, siteId, f, at).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const orderWithNames = (db: Db, siteId: string, id: string, at: number) => withNames(db, siteId, {}, at).where('o.id', '=', id).executeTakeFirst();

/** Newest first, `size` at a time after the key of the previous page (the export streams these). */
export function exportPage(db: Db, siteId: string, f: OrderFilter, at: number, after: { created_at: number; id: string } | null, size: number) {
  // After the first page the key is the only upper bound: every row read was below `to` and
  // `createdBefore`, so the key implies both. Given both, SQLite starts its walk down the index
  // at `to` and passes every row exported so far on each page (the pages of 100,000 orders took
  // 2.4 s instead of 0.5 on bench:repair's data).
  let q = joined(db, siteId, after ? { ...f, to: undefined, createdBefore: undefined } : f, at).select(exportColumns);
  if (after) {
    const { created_at, id } = after;
    // The plain bound lets the index start at the key (the OR alone would scan from the top).
    q = q.where('o.created_at', '<=', created_at).where((eb) => eb.or([eb('o.created_at', '<', created_at), eb.and([eb('o.created_at', '=', created_at), eb('o.id', '<', id)])]));
  }
  return q.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(size).execute();
}

// ---- escalation ------------------------------------------------------------------------------

/** Open orders of the site past a due time and not yet escalated. */
export const dueForEscalation = (db: Db, siteId: string, at: number, limit: number) =>
  db
    .selectFrom('repair_orders as o')
    .selectAll('o')
    .where('o.site_id', '=', siteId)
    .where('o.state', 'in', [...UNASSIGNED, ...WORKING])
    .where('o.escalated_at', 'is', null)
    .where(overdueExpr(at))
    .orderBy('o.created_at')
    .limit(limit)
    .execute();

/** Takes the escalation of one order; true for exactly one caller across processes. */
export async function claimEscalation(db: Db, siteId: string, id: string, at: number, event: RepairEventsTable): Promise<boolean> {
  const r = await attempt<'TAKEN'>(db, async (trx) => {
    const u = await trx.updateTable('repair_orders').set({ escalated_at: at }).where('site_id', '=', siteId).where('id', '=', id).where('escalated_at', 'is', null).executeTakeFirst();
    if (Number(u.numUpdatedRows) !== 1) throw new Rollback('TAKEN');
    await trx.insertInto('repair_events').values(event).execute();
  });
  return r.ok;
}

// ---- statistics ------------------------------------------------------------------------------

/** Adds roll-up rows (differences) in their given order, creating the missing ones. */
async function addStats(db: Db, rows: StatRow[]) {
  for (const r of rows) {
    await db
      .insertInto('repair_stats')
      .values(r)
      .onConflict((oc) =>
        oc.columns(['site_id', 'dim', 'day', 'key']).doUpdateSet((eb) => ({
          total: eb('repair_stats.total', '+', eb.ref('excluded.total')),
          finished: eb('repair_stats.finished', '+', eb.ref('excluded.finished')),
          cancelled: eb('repair_stats.cancelled', '+', eb.ref('excluded.cancelled')),
          assigned: eb('repair_stats.assigned', '+', eb.ref('excluded.assigned')),
          assign_sum: eb('repair_stats.assign_sum', '+', eb.ref('excluded.assign_sum')),
          finish_sum: eb('repair_stats.finish_sum', '+', eb.ref('excluded.finish_sum')),
          sla_counted: eb('repair_stats.sla_counted', '+', eb.ref('excluded.sla_counted')),
          sla_met: eb('repair_stats.sla_met', '+', eb.ref('excluded.sla_met')),
          rated: eb('repair_stats.rated', '+', eb.ref('excluded.rated')),
          rating_sum: eb('repair_stats.rating_sum', '+', eb.ref('excluded.rating_sum')),
        })),
      )
      .execute();
  }
}

const FIGURE_SUMS = sql.raw(`sum(total) as total, sum(finished) as finished, sum(cancelled) as cancelled, sum(assigned) as assigned,
  sum(assign_sum) as assign_sum, sum(finish_sum) as finish_sum, sum(sla_counted) as sla_counted, sum(sla_met) as sla_met,
  sum(rated) as rated, sum(rating_sum) as rating_sum`);
const GROUPS = { category: ['c', 'key'], area: ['a', 'key'], worker: ['w', 'key'], day: ['c', 'day'], all: ['c', null] } as const;
export type StatsGroup = keyof typeof GROUPS;
type SumRow = Record<'k' | 'total' | 'finished' | 'cancelled' | 'assigned' | 'assign_sum' | 'finish_sum' | 'sla_counted' | 'sla_met' | 'rated' | 'rating_sum', string | number | null>;

/** Sums per group of the site days [fromDay, toDay] from the roll-up (merged duplicates are not in it). */
export async function statSums(db: Db, siteId: string, fromDay: number, toDay: number, group: StatsGroup) {
  const [dim, by] = GROUPS[group];
  const k = by === null ? sql.lit('') : sql.ref(by);
  const res = await sql<SumRow>`select ${k} as k, ${FIGURE_SUMS} from repair_stats
    where site_id = ${siteId} and dim = ${dim} and day >= ${fromDay} and day <= ${toDay}
    ${by === null ? sql`` : sql`group by ${k}`}`.execute(db);
  const n = (v: string | number | null) => Number(v ?? 0);
  return res.rows
    .filter((r) => n(r.total) > 0)
    .map((r) => ({
      key: r.k === null ? '' : String(r.k),
      total: n(r.total),
      finished: n(r.finished),
      cancelled: n(r.cancelled),
      assigned: n(r.assigned),
      assignSum: n(r.assign_sum),
      finishSum: n(r.finish_sum),
      slaCounted: n(r.sla_counted),
      slaMet: n(r.sla_met),
      rated: n(r.rated),
      ratingSum: n(r.rating_sum),
    }));
}
export type StatSums = Awaited<ReturnType<typeof statSums>>[number];

/**
 * `created_at`'s site day in SQL, for the zone's spans over the orders: one integer division by
 * the offset of the span holding it. Literals, not parameters: PostgreSQL groups by the same text.
 */
function siteDaySql([first, ...later]: ZoneSpans) {
  const offset = later.length
    ? sql`case ${sql.join(later.reverse().map((s) => sql`when created_at >= ${sql.lit(s.since)} then ${sql.lit(s.offset)}`), sql` `)} else ${sql.lit(first.offset)} end`
    : sql.lit(first.offset);
  return sql`cast((created_at + ${offset}) / 86400 as integer)`;
}

/**
 * Recomputes a site's roll-up from its orders (after a bulk import, a change of the site's
 * timezone, or to check it): the same figures and site days as rollup.ts, summed in SQL.
 */
export async function rebuildStats(db: Db, siteId: string): Promise<void> {
  const site = await db.selectFrom('sites').select('variants').where('id', '=', siteId).executeTakeFirst();
  const tz = siteTimezone(site?.variants);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('repair_stats').where('site_id', '=', siteId).execute();
    const span = await trx
      .selectFrom('repair_orders')
      .select((eb) => [eb.fn.min('created_at').as('first'), eb.fn.max('created_at').as('last')])
      .where('site_id', '=', siteId)
      .executeTakeFirstOrThrow();
    if (span.first === null || span.last === null) return; // no orders
    const day = siteDaySql(zoneSpans(Number(span.first), Number(span.last), tz));
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
        group by site_id, ${day}, ${key}`.execute(trx);
    }
  });
}

export const userNames = async (db: Db, siteId: string, ids: string[]) =>
  new Map(
    (ids.length ? await db.selectFrom('users').select(['id', 'name']).where('site_id', '=', siteId).where('id', 'in', ids).execute() : []).map((u) => [u.id, u.name]),
  );
