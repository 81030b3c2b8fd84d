/**
 * Demo travel registrations in the computer-science department (the demo counselor's): the
 * student's past and coming trips, a classmate away now and one overdue, who exist only as data.
 */
import type { Db } from '../platform/db/index.js';
import { siteTimezone } from '../platform/notify/dnd.js';
import { addDays, localOf } from '../platform/time.js';
import { newId, now } from '../platform/util.js';

export async function seedDemoTravel(db: Db, siteId: string, users: Record<string, string>): Promise<void> {
  const student = users.student ? await db.selectFrom('users').select(['id', 'department_id', 'class_id']).where('id', '=', users.student).executeTakeFirst() : undefined;
  if (!student) return;
  const t = now();
  const site = await db.selectFrom('sites').select('variants').where('id', '=', siteId).executeTakeFirst();
  const today = localOf(t, siteTimezone(site?.variants)).date;
  // Two more students of the department (data only: they cannot log in), in no class, so the
  // demo class keeps its members and what is sent to it reaches the same people as before.
  const mates = [
    { name: '王五', number: '2024010102' },
    { name: '赵六', number: '2024010103' },
  ].map((m) => ({ ...m, id: newId() }));
  await db
    .insertInto('users')
    .values(mates.map((m) => ({
      id: m.id, site_id: siteId, username: `demo_${m.number}`, name: m.name, password_hash: '!', kind: 'student', number: m.number, mobile: '', email: '', avatar: '', gender: '',
      department_id: student.department_id, class_id: null, status: 'active', is_super: 0, created_at: t, updated_at: t,
    })))
    .execute();
  const trip = (user_id: string, destination: string, region: string, from: number, to: number, transport: string, reason: string, status = 'registered') => ({
    id: newId(), site_id: siteId, user_id, department_id: student.department_id, destination, region, depart_date: addDays(today, from), return_date: addDays(today, to), transport, reason,
    contact_name: '家长', contact_phone: '13800138000', status, returned_at: status === 'returned' ? t - (-to) * 86400 : null, cancelled_at: null, created_at: t + from * 86400 - 3 * 86400,
  });
  await db
    .insertInto('travel_trips')
    .values([
      trip(student.id, '上海市浦东新区', '上海市', -30, -26, 'train', '参加学科竞赛', 'returned'),
      trip(student.id, '杭州市西湖区', '浙江省杭州市', 7, 9, 'train', '国庆回家探亲'),
      trip(mates[0]!.id, '天津市南开区', '天津市', -1, 2, 'bus', '家中有事'),
      trip(mates[1]!.id, '石家庄市长安区', '河北省石家庄市', -6, -2, 'car', '看病复查'),
    ])
    .execute();
}
