/** Demo asset register for a fresh install (so the screens and labels show something real). */
import type { Db } from '../platform/db/index.js';
import { newId, now } from '../platform/util.js';

const DEMO = [
  { code: 'ZC-2024-0001', name: '投影仪 EB-X51', category: '教学设备', location: '教学楼A-101', status: 'inUse', date: '2024-03-12', cents: 459900, keeper: 'teacher' },
  { code: 'ZC-2024-0002', name: '台式电脑 ThinkCentre M90', category: '计算机', location: '实验楼B-203', status: 'inUse', date: '2024-05-20', cents: 629900, keeper: 'teacher' },
  { code: 'ZC-2024-0003', name: '空调 KFR-72LW', category: '后勤设备', location: '图书馆三楼自习区', status: 'repair', date: '2023-07-01', cents: 819900, keeper: 'manager' },
  { code: 'ZC-2024-0004', name: '激光打印机 M405d', category: '办公设备', location: '行政楼 305', status: 'idle', date: '2022-11-08', cents: 239900, keeper: 'manager' },
  { code: 'ZC-2024-0005', name: '实验台 通用型', category: '实验设备', location: '实验楼B-105', status: 'inUse', date: '2021-09-01', cents: 350000, keeper: 'counselor' },
  { code: 'ZC-2020-0099', name: '旧服务器 R720', category: '计算机', location: '网络中心机房', status: 'scrapped', date: '2014-06-18', cents: 3800000, keeper: null },
] as const;

/** `users`: demo usernames → user ids on `siteId`. */
export async function seedDemoAsset(db: Db, siteId: string, users: Record<string, string>): Promise<void> {
  const t = now();
  const depts = await db.selectFrom('departments').select(['id', 'name']).where('site_id', '=', siteId).execute();
  const dept = (i: number) => depts[i % Math.max(depts.length, 1)]?.id ?? null;
  await db
    .insertInto('assets')
    .values(
      DEMO.map((a, i) => ({
        id: newId(),
        site_id: siteId,
        code: a.code,
        name: a.name,
        category: a.category,
        location: a.location,
        keeper_id: a.keeper ? (users[a.keeper] ?? null) : null,
        department_id: dept(i),
        status: a.status,
        purchase_date: a.date,
        value_cents: a.cents,
        notes: '',
        scrap_reason: a.status === 'scrapped' ? '超过使用年限' : '',
        scrapped_at: a.status === 'scrapped' ? t - 30 * 86400 : null,
        created_by: users.manager ?? null,
        created_at: t,
        updated_at: t,
      })),
    )
    .execute();
}
