/**
 * Volume data for the repair benchmark (bench/src/repair.ts): `count` orders of the site's
 * categories and areas, one every `step` seconds from `start`, spread over `workers` worker
 * accounts, states and times varied — written by one INSERT … SELECT over a recursive series,
 * so a million rows take seconds. Never run on a real install.
 */
import { sql } from 'kysely';
import { rebuildStats } from '../modules/repair/queries.js';
import type { Db } from '../platform/db/index.js';

/** How many of the newest orders are still open. */
const OPEN = 2000;

export async function seedRepairVolume(db: Db, siteId: string, o: { count: number; start: number; step: number; workers: number }): Promise<void> {
  const cats = (await db.selectFrom('repair_categories').select('id').where('site_id', '=', siteId).orderBy('sort').execute()).map((c) => c.id);
  const areas = (await db.selectFrom('repair_areas').select('id').where('site_id', '=', siteId).orderBy('sort').execute()).map((a) => a.id);
  const reporter = (await db.selectFrom('users').select('id').where('site_id', '=', siteId).orderBy('created_at').executeTakeFirstOrThrow()).id;
  if (!cats.length || !areas.length) throw new Error('seedRepairVolume: the site has no repair categories or areas (run the demo seed first)');
  const t = Math.floor(Date.now() / 1000);
  const workers = Array.from({ length: o.workers }, (_, i) => `volume-worker-${i}`);
  await db
    .insertInto('users')
    .values(workers.map((id, i) => ({
      id, site_id: siteId, username: `volumeworker${i}`, name: `师傅${i}`, password_hash: '!', kind: 'staff', number: `VW${i}`, mobile: '', email: '',
      avatar: '', gender: '', department_id: null, class_id: null, status: 'active', is_super: 0, created_at: t, updated_at: t,
    })))
    .execute();
  const esc = (v: string) => `'${v.replace(/'/g, "''")}'`;
  const pick = (list: string[], expr: string) => sql.raw(`case ${expr} ${list.map((v, i) => `when ${i} then ${esc(v)}`).join(' ')} end`);
  const at = sql.raw(`(${Math.floor(o.start)} + i * ${Math.floor(o.step)})`);
  // Older orders are settled (i % 10: 0 cancelled, 1-3 done, else rated); the newest OPEN are still open
  // (submitted, assigned, in progress, done), escalated already as a running server would have.
  const open = Math.max(0, o.count - OPEN);
  const state = sql.raw(`(case when i >= ${open} then (case i % 4 when 0 then 'submitted' when 1 then 'assigned' when 2 then 'in_progress' else 'done' end)
    else (case i % 10 when 0 then 'cancelled' when 1 then 'done' when 2 then 'done' when 3 then 'done' else 'rated' end) end)`);
  await sql`
    insert into repair_orders (id, site_id, reporter_id, category_id, area_id, building, room, description, photos, preferred_time,
      contact_name, contact_phone, asset_code, state, priority, worker_id, before_photos, after_photos, materials, rating, rating_comment,
      back_reason, merged_into, reopen_count, version, created_at, assigned_at, accepted_at, started_at, finished_at, closed_at,
      assign_due_at, finish_due_at, escalated_at, updated_at)
    with recursive n(i) as (select 0 union all select i + 1 from n where i < ${sql.raw(String(o.count - 1))})
    select 'volume-' || i, ${siteId}, ${reporter}, ${pick(cats, `i % ${cats.length}`)}, ${pick(areas, `(i / 7) % ${areas.length}`)}, '东1栋', '' || (i % 600),
      '故障描述 ' || i, '[]', '', '', '', '',
      ${state}, i % 3, case when ${state} in ('submitted', 'cancelled') then null else ${pick(workers, `(i / 3) % ${o.workers}`)} end, '[]', '[]', '[]',
      case when ${state} = 'rated' then 1 + (i % 5) else null end, '', '', null, 0, 0,
      ${at}, case when ${state} in ('submitted', 'cancelled') then null else ${at} + 300 + (i % 3600) end, null, null,
      case when ${state} in ('done', 'rated') then ${at} + 3600 + (i % 90000) end, null,
      ${at} + 1800, ${at} + 86400, case when ${state} in ('submitted', 'assigned', 'in_progress') then ${at} + 1800 end, ${at}
    from n
  `.execute(db);
  await rebuildStats(db, siteId);
  await sql`analyze`.execute(db);
}
