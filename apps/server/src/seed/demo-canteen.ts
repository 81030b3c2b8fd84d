/**
 * Demo canteens: three canteens with hours and seats, a week of menus from today, and lunch and
 * dinner at the first canteen bookable for the next days (booking closes an hour before serving).
 */
import type { Db } from '../platform/db/index.js';
import { siteTimezone } from '../platform/notify/dnd.js';
import { addDays, instantOf, localOf, minutesOf } from '../platform/time.js';
import { newId, now } from '../platform/util.js';

type Meal = 'breakfast' | 'lunch' | 'dinner';
const HOURS: { meal: Meal; open: string; close: string }[] = [
  { meal: 'breakfast', open: '06:30', close: '09:00' },
  { meal: 'lunch', open: '11:00', close: '13:30' },
  { meal: 'dinner', open: '17:00', close: '19:30' },
];
const CANTEENS: [string, string, number][] = [
  ['学一食堂', '东区学生公寓旁', 600],
  ['学二食堂', '图书馆北侧', 400],
  ['清真餐厅', '南区 6 号楼一层', 150],
];
/** [name, category, price in cents] */
const DISHES: Record<Meal, [string, string, number][]> = {
  breakfast: [['豆浆', '饮品', 150], ['油条', '主食', 150], ['鸡蛋灌饼', '主食', 400], ['小米粥', '粥品', 100], ['茶叶蛋', '小吃', 150], ['包子（猪肉白菜）', '主食', 150]],
  lunch: [['宫保鸡丁', '荤菜', 1200], ['鱼香肉丝', '荤菜', 1000], ['麻婆豆腐', '素菜', 600], ['清炒时蔬', '素菜', 500], ['红烧排骨', '荤菜', 1500], ['番茄鸡蛋汤', '汤', 200], ['米饭', '主食', 50]],
  dinner: [['黄焖鸡米饭', '套餐', 1500], ['西红柿炒鸡蛋', '素菜', 600], ['酸辣土豆丝', '素菜', 400], ['可乐鸡翅', '荤菜', 1200], ['紫菜蛋花汤', '汤', 200], ['馒头', '主食', 50]],
};

export async function seedDemoCanteen(db: Db, siteId: string, users: Record<string, string>): Promise<void> {
  const t = now();
  const site = await db.selectFrom('sites').select('variants').where('id', '=', siteId).executeTakeFirst();
  const tz = siteTimezone(site?.variants);
  const today = localOf(t, tz).date;
  const canteens = CANTEENS.map(([name, location, seats], i) => ({ id: newId(), site_id: siteId, name, location, seats, hours: JSON.stringify(HOURS), active: 1, sort: i, created_at: t }));
  await db.insertInto('canteens').values(canteens).execute();
  if (users.manager) await db.insertInto('canteen_staff').values(canteens.map((c) => ({ site_id: siteId, canteen_id: c.id, user_id: users.manager! }))).execute();
  for (let d = 0; d < 7; d++) {
    const date = addDays(today, d);
    for (const [ci, c] of canteens.entries()) {
      for (const h of HOURS) {
        const id = newId();
        const cutoff = instantOf(date, minutesOf(h.open) - 60, tz);
        // Lunch and dinner of the first canteen can be booked while the cut-off is ahead.
        const bookable = ci === 0 && h.meal !== 'breakfast' && cutoff > t;
        await db
          .insertInto('canteen_menus')
          .values({
            id, site_id: siteId, canteen_id: c.id, date, meal: h.meal, note: bookable ? '预订套餐：两荤一素一汤一饭' : '', bookable: bookable ? 1 : 0,
            price: bookable ? 1500 : 0, quota: bookable ? 50 : 0, booked: 0, cutoff_at: bookable ? cutoff : null, created_at: t, updated_at: t,
          })
          .execute();
        // Each day and canteen shows a different selection of the meal's dishes.
        const all = DISHES[h.meal];
        const picked = all.filter((_, k) => (k + d + ci) % 4 !== 0);
        await db.insertInto('canteen_dishes').values(picked.map(([name, category, price], k) => ({ id: newId(), site_id: siteId, menu_id: id, name, category, price, sort: k }))).execute();
      }
    }
  }
}
