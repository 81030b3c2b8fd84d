/** Demo generalApp data for a fresh install: three spaces with opening hours (one requiring approval). */
import type { Db } from '../platform/db/index.js';
import { newId, now } from '../platform/util.js';

const range = (from: string, to: string) => ({ from, to });
const weekdays = (ranges: { from: string; to: string }[]) => [[], ranges, ranges, ranges, ranges, ranges, []];
const everyDay = (ranges: { from: string; to: string }[]) => Array.from({ length: 7 }, () => ranges);

/** `users`: demo usernames → user ids on `siteId`. */
export async function seedDemoGeneralApp(db: Db, siteId: string, users: Record<string, string>): Promise<void> {
  const t = now();
  const base = {
    site_id: siteId,
    photos: '[]',
    audience: JSON.stringify({ site: true }),
    approvers: '[]',
    enabled: 1,
    created_by: users.manager ?? null,
    created_at: t,
    updated_at: t,
  };
  await db
    .insertInto('ga_spaces')
    .values([
      {
        ...base,
        id: newId(),
        name: '图书馆研讨室 A301',
        category: 'meeting',
        location: '图书馆三楼 A301',
        description: '可容纳 8 人的小组研讨室，配有白板和投影。整间预约。',
        capacity: 8,
        whole: 1,
        hours: JSON.stringify(everyDay([range('08:00', '12:00'), range('14:00', '22:00')])),
        slot_minutes: 60,
        horizon_days: 7,
        per_day: 2,
        per_week: 5,
        approval: 0,
        checkin: 1,
        grace_minutes: 15,
        sort: 1,
      },
      {
        ...base,
        id: newId(),
        name: '体育馆羽毛球场',
        category: 'gym',
        location: '东区体育馆一层',
        description: '6 片羽毛球场，每时段最多 24 人。请穿运动鞋入场。',
        capacity: 24,
        whole: 0,
        hours: JSON.stringify(everyDay([range('07:00', '21:00')])),
        slot_minutes: 120,
        horizon_days: 3,
        per_day: 1,
        per_week: 3,
        approval: 0,
        checkin: 1,
        grace_minutes: 10,
        sort: 2,
      },
      {
        ...base,
        id: newId(),
        name: '学生活动中心多功能厅',
        category: 'hall',
        location: '学生活动中心二层',
        description: '200 座多功能厅，适合讲座、晚会与社团活动。预约需经审批。',
        capacity: 200,
        whole: 1,
        hours: JSON.stringify(weekdays([range('09:00', '21:00')])),
        slot_minutes: 180,
        horizon_days: 30,
        per_day: 1,
        per_week: 2,
        approval: 1,
        checkin: 0,
        grace_minutes: 15,
        sort: 3,
      },
    ])
    .execute();
}
