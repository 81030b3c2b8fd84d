/**
 * Demo repair data for a fresh install: categories with SLA, areas with buildings, the demo
 * `repairman` on duty with every skill, a rule, and a few
 * orders of the demo students in different states, each with its timeline.
 */
import { rebuildStats } from '../modules/repair/queries.js';
import type { Db } from '../platform/db/index.js';
import { newId, now } from '../platform/util.js';

const CATEGORIES = [
  { name: '水电', assign: 30, finish: 24 * 60 },
  { name: '门窗', assign: 60, finish: 48 * 60 },
  { name: '空调', assign: 60, finish: 48 * 60 },
  { name: '网络', assign: 30, finish: 8 * 60 },
  { name: '家具', assign: 120, finish: 72 * 60 },
];
const AREAS = [
  { name: '东区宿舍', buildings: ['东1栋', '东2栋', '东3栋'] },
  { name: '西区宿舍', buildings: ['西1栋', '西2栋'] },
  { name: '教学区', buildings: ['第一教学楼', '第二教学楼', '图书馆'] },
  { name: '办公区', buildings: ['行政楼', '实验楼'] },
];

/** `users`: demo usernames → user ids on `siteId`. */
export async function seedDemoRepair(db: Db, siteId: string, users: Record<string, string>): Promise<void> {
  const t = now();
  const cats = CATEGORIES.map((c, i) => ({ id: newId(), site_id: siteId, name: c.name, assign_minutes: c.assign, finish_minutes: c.finish, sort: i, active: 1, created_at: t }));
  const areas = AREAS.map((a, i) => ({ id: newId(), site_id: siteId, name: a.name, buildings: JSON.stringify(a.buildings), sort: i, active: 1, created_at: t }));
  await db.insertInto('repair_categories').values(cats).execute();
  await db.insertInto('repair_areas').values(areas).execute();
  const worker = users.repairman;
  const reporter = users.student;
  if (!worker || !reporter) return;
  await db.insertInto('repair_workers').values({ site_id: siteId, user_id: worker, on_duty: 1, updated_at: t }).execute();
  await db.insertInto('repair_skills').values(cats.map((c) => ({ site_id: siteId, user_id: worker, category_id: c.id }))).execute();
  // Network faults of the east dormitories go straight to the repairman.
  await db.insertInto('repair_rules').values({ id: newId(), site_id: siteId, category_id: cats[3]!.id, area_id: areas[0]!.id, worker_id: worker, created_at: t }).execute();

  const orders: { cat: number; area: number; room: string; text: string; state: string; ago: number; by?: string; rating?: number }[] = [
    { cat: 0, area: 0, room: '302', text: '卫生间水龙头一直滴水', state: 'submitted', ago: 20 * 60 },
    { cat: 2, area: 0, room: '415', text: '空调不制冷，开机后有异响', state: 'assigned', ago: 3 * 3600 },
    { cat: 1, area: 1, room: '108', text: '宿舍门锁损坏，钥匙无法转动', state: 'in_progress', ago: 5 * 3600 },
    { cat: 3, area: 2, room: '201', text: '教室投影旁网口无信号', state: 'done', ago: 26 * 3600 },
    { cat: 0, area: 1, room: '210', text: '走廊灯不亮', state: 'rated', ago: 3 * 86400, rating: 5 },
  ];
  for (const o of orders) {
    const created = t - o.ago;
    const cat = cats[o.cat]!;
    const area = areas[o.area]!;
    const assigned = o.state === 'submitted' ? null : created + 600;
    const accepted = ['in_progress', 'done', 'rated'].includes(o.state) ? created + 900 : null;
    const started = accepted ? created + 1800 : null;
    const finished = ['done', 'rated'].includes(o.state) ? created + 7200 : null;
    const id = newId();
    await db
      .insertInto('repair_orders')
      .values({
        id, site_id: siteId, reporter_id: reporter, category_id: cat.id, area_id: area.id, building: AREAS[o.area]!.buildings[0]!, room: o.room,
        description: o.text, photos: '[]', preferred_time: '工作日 14:00-18:00', contact_name: '张三', contact_phone: '13800000000', asset_code: '',
        state: o.state, priority: 0, worker_id: assigned ? worker : null, before_photos: '[]', after_photos: '[]',
        materials: finished ? JSON.stringify([{ name: '配件', quantity: 1, unit: '个' }]) : '[]', rating: o.rating ?? null,
        rating_comment: o.rating ? '师傅很专业' : '', back_reason: '', merged_into: null, reopen_count: 0, version: 0, created_at: created,
        assigned_at: assigned, accepted_at: accepted, started_at: started, finished_at: finished, closed_at: o.state === 'rated' ? finished! + 600 : null,
        assign_due_at: created + cat.assign_minutes * 60, finish_due_at: created + cat.finish_minutes * 60, escalated_at: null, updated_at: t,
      })
      .execute();
    const steps: [string, string | null, string, number | null, string | null][] = [
      ['submit', null, 'submitted', created, reporter],
      ['assign', 'submitted', 'assigned', assigned, users.dispatcher ?? null],
      ['accept', 'assigned', 'accepted', accepted, worker],
      ['start', 'accepted', 'in_progress', started, worker],
      ['finish', 'in_progress', 'done', finished, worker],
      ['rate', 'done', 'rated', o.state === 'rated' ? finished! + 600 : null, reporter],
    ];
    const events = steps
      .filter(([, , , at]) => at !== null)
      .map(([action, from, to, at, actor]) => ({
        id: newId(), site_id: siteId, order_id: id, actor_id: actor, action, from_state: from, to_state: to,
        note: action === 'rate' ? '师傅很专业' : '', detail: JSON.stringify(action === 'assign' ? { workerId: worker } : action === 'rate' ? { stars: o.rating } : {}), at: at!,
      }));
    await db.insertInto('repair_events').values(events).execute();
  }
  await rebuildStats(db, siteId);
}
