/** Demo agenda for a fresh install: the counselor's class group with a weekly class meeting, and a few personal items of `student`. */
import { schedule } from '../modules/agenda/reminders.js';
import type { AgendaItemsTable } from '../modules/agenda/tables.js';
import type { Db } from '../platform/db/index.js';
import { siteTimezone } from '../platform/notify/dnd.js';
import { addDays, instantOf, localOf } from '../platform/time.js';
import { newId, now } from '../platform/util.js';

export async function seedDemoAgenda(db: Db, siteId: string, ids: Record<string, string>): Promise<void> {
  const owner = ids.counselor;
  const student = ids.student;
  if (!owner || !student) return;
  const site = await db.selectFrom('sites').select('variants').where('id', '=', siteId).executeTakeFirst();
  const tz = siteTimezone(site?.variants);
  const t = now();
  const today = localOf(t, tz).date;
  const groupId = newId();
  await db.insertInto('agenda_groups').values({ id: groupId, site_id: siteId, owner_id: owner, name: '计科2401班 班级事务', description: '班会、材料提交与集体活动', code: 'DEMO2401', created_at: t, updated_at: t }).execute();
  const members = [owner, student, ...(ids.student2 ? [ids.student2] : [])];
  await db.insertInto('agenda_members').values(members.map((user_id, i) => ({ group_id: groupId, user_id, site_id: siteId, role: i === 0 ? 'owner' : 'member', joined_at: t }))).execute();

  const at = (date: string, time: string) => instantOf(date, time, tz);
  const base = { site_id: siteId, location: '', notes: '', remind: '[]', repeat: 'none', repeat_until: null, color: 'blue', need_confirm: 0, all_day: 0, created_at: t, updated_at: t };
  const items: AgendaItemsTable[] = [
    { ...base, id: newId(), owner_id: owner, group_id: groupId, title: '每周班会', start_at: at(addDays(today, 1), '19:00'), end_at: at(addDays(today, 1), '20:00'), location: '信息楼 201', repeat: 'weekly', repeat_until: addDays(today, 60), remind: '[30]', color: 'orange' },
    { ...base, id: newId(), owner_id: owner, group_id: groupId, title: '提交奖学金申请材料', start_at: at(addDays(today, 3), '00:00'), end_at: at(addDays(today, 4), '00:00'), all_day: 1, notes: '交到学院学生工作办公室（信息楼 305）', need_confirm: 1, color: 'red' },
    { ...base, id: newId(), owner_id: student, group_id: null, title: '高等数学习题课', start_at: at(today, '14:00'), end_at: at(today, '15:40'), location: '教学楼 A203', repeat: 'weekly', remind: '[15]' },
    { ...base, id: newId(), owner_id: student, group_id: null, title: '图书馆还书', start_at: at(addDays(today, 2), '00:00'), end_at: at(addDays(today, 3), '00:00'), all_day: 1, color: 'green' },
  ];
  await db.insertInto('agenda_items').values(items).execute();
  for (const i of items) await schedule(db, tz, i, t);
}
