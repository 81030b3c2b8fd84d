/**
 * Canteen storage. The quota is a counter on the menu row taken by one conditional UPDATE
 * (`booked < quota`), so concurrent bookings on SQLite or PostgreSQL never oversell; the
 * booking row's unique (menu, user) and (canteen, date, code) keep one booking per person and
 * pick-up codes apart.
 */
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import type { DB } from '../../platform/db/schema.js';
import { contains } from '../../platform/sql.js';
import type { CanteenBookingsTable, CanteenDishesTable, CanteenMenusTable, CanteensTable } from './tables.js';

type Q = Kysely<DB>;

export const listCanteens = (db: Db, siteId: string, activeOnly: boolean) => {
  let q = db.selectFrom('canteens').selectAll().where('site_id', '=', siteId);
  if (activeOnly) q = q.where('active', '=', 1);
  return q.orderBy('sort').orderBy('name').execute();
};

export const findCanteen = (db: Q, siteId: string, id: string) =>
  db.selectFrom('canteens').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const staffOf = (db: Db, siteId: string) =>
  db
    .selectFrom('canteen_staff as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.canteen_id', 'u.id', 'u.name', 'u.username'])
    .where('s.site_id', '=', siteId)
    .orderBy('u.name')
    .execute();

export const isStaff = async (db: Db, siteId: string, canteenId: string, userId: string) =>
  !!(await db.selectFrom('canteen_staff').select('user_id').where('site_id', '=', siteId).where('canteen_id', '=', canteenId).where('user_id', '=', userId).executeTakeFirst());

export const canteensOfStaff = (db: Db, siteId: string, userId: string) =>
  db
    .selectFrom('canteen_staff as s')
    .innerJoin('canteens as c', 'c.id', 's.canteen_id')
    .select(['c.id', 'c.name'])
    .where('s.site_id', '=', siteId)
    .where('s.user_id', '=', userId)
    .where('c.active', '=', 1)
    .orderBy('c.sort')
    .execute();

export const accountIds = (db: Db, siteId: string, accounts: string[]) =>
  accounts.length
    ? db.selectFrom('users').select(['id', 'username', 'number']).where('site_id', '=', siteId).where((eb) => eb.or([eb('username', 'in', accounts), eb('number', 'in', accounts)])).execute()
    : Promise.resolve([]);

/** Writes a canteen and its staff list together. */
export async function saveCanteen(db: Db, c: Omit<CanteensTable, 'created_at'> & { created_at?: number }, staff: string[], isNew: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (isNew) await trx.insertInto('canteens').values({ ...c, created_at: c.created_at ?? 0 }).execute();
    else
      await trx
        .updateTable('canteens')
        .set({ name: c.name, location: c.location, seats: c.seats, hours: c.hours, active: c.active, sort: c.sort })
        .where('site_id', '=', c.site_id)
        .where('id', '=', c.id)
        .execute();
    await trx.deleteFrom('canteen_staff').where('canteen_id', '=', c.id).execute();
    if (staff.length) await trx.insertInto('canteen_staff').values(staff.map((user_id) => ({ site_id: c.site_id, canteen_id: c.id, user_id }))).execute();
  });
}

export interface MenuFilter {
  canteenId?: string | undefined;
  date?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  ids?: string[];
}

function menusQuery(db: Q, siteId: string, f: MenuFilter) {
  let q = db.selectFrom('canteen_menus as m').innerJoin('canteens as c', 'c.id', 'm.canteen_id').where('m.site_id', '=', siteId);
  if (f.canteenId) q = q.where('m.canteen_id', '=', f.canteenId);
  if (f.date) q = q.where('m.date', '=', f.date);
  if (f.from) q = q.where('m.date', '>=', f.from);
  if (f.to) q = q.where('m.date', '<=', f.to);
  if (f.ids) q = q.where('m.id', 'in', f.ids.length ? f.ids : ['']);
  return q;
}

export const listMenus = (db: Q, siteId: string, f: MenuFilter, page?: { offset: number; limit: number }, newestFirst = false) => {
  let q = menusQuery(db, siteId, f)
    .selectAll('m')
    .select(['c.name as canteen_name', 'c.sort as canteen_sort'])
    .orderBy('m.date', newestFirst ? 'desc' : 'asc')
    .orderBy('c.sort')
    .orderBy(sql`case m.meal when 'breakfast' then 0 when 'lunch' then 1 else 2 end`)
    .orderBy('m.id');
  if (page) q = q.offset(page.offset).limit(page.limit);
  return q.execute();
};
export type MenuRow = Awaited<ReturnType<typeof listMenus>>[number];

export async function countMenus(db: Db, siteId: string, f: MenuFilter): Promise<number> {
  const r = await menusQuery(db, siteId, f).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** Bookable menus whose cut-off is still ahead, soonest first. */
export const openMenus = (db: Db, siteId: string, t: number) =>
  db
    .selectFrom('canteen_menus as m')
    .innerJoin('canteens as c', 'c.id', 'm.canteen_id')
    .selectAll('m')
    .select(['c.name as canteen_name', 'c.sort as canteen_sort'])
    .where('m.site_id', '=', siteId)
    .where('m.bookable', '=', 1)
    .where('c.active', '=', 1)
    .where('m.cutoff_at', '>', t)
    .orderBy('m.date')
    .orderBy(sql`case m.meal when 'breakfast' then 0 when 'lunch' then 1 else 2 end`)
    .orderBy('c.sort')
    .limit(60)
    .execute();

export const dishesOf = (db: Q, menuIds: string[]) =>
  menuIds.length ? db.selectFrom('canteen_dishes').selectAll().where('menu_id', 'in', menuIds).orderBy('menu_id').orderBy('sort').execute() : Promise.resolve([]);

export const findMenu = (db: Q, siteId: string, id: string) =>
  db.selectFrom('canteen_menus').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const findMenuAt = (db: Q, canteenId: string, date: string, meal: string) =>
  db.selectFrom('canteen_menus').selectAll().where('canteen_id', '=', canteenId).where('date', '=', date).where('meal', '=', meal).executeTakeFirst();

export const insertMenu = (db: Q, m: CanteenMenusTable) => db.insertInto('canteen_menus').values(m).execute();

/** New settings of a menu; refused (false) when the quota would fall below what is already booked. */
export async function updateMenu(db: Q, m: Pick<CanteenMenusTable, 'id' | 'note' | 'bookable' | 'price' | 'quota' | 'cutoff_at' | 'updated_at'>): Promise<boolean> {
  const r = await db
    .updateTable('canteen_menus')
    .set({ note: m.note, bookable: m.bookable, price: m.price, quota: m.quota, cutoff_at: m.cutoff_at, updated_at: m.updated_at })
    .where('id', '=', m.id)
    .where('booked', '<=', m.quota)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function replaceDishes(db: Q, siteId: string, menuId: string, dishes: Omit<CanteenDishesTable, 'site_id' | 'menu_id'>[]): Promise<void> {
  await db.deleteFrom('canteen_dishes').where('menu_id', '=', menuId).execute();
  if (dishes.length) await db.insertInto('canteen_dishes').values(dishes.map((d) => ({ ...d, site_id: siteId, menu_id: menuId }))).execute();
}

/** Deletes a menu nobody holds a place in; false otherwise. */
export async function deleteMenu(db: Db, siteId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const r = await trx.deleteFrom('canteen_menus').where('site_id', '=', siteId).where('id', '=', id).where('booked', '=', 0).executeTakeFirst();
    if (Number(r.numDeletedRows) !== 1) return false;
    await trx.deleteFrom('canteen_dishes').where('menu_id', '=', id).execute();
    await trx.deleteFrom('canteen_bookings').where('menu_id', '=', id).execute();
    return true;
  });
}

/** Takes one place of the quota while the cut-off is ahead: the whole rule in one statement. */
export async function takePlace(db: Q, siteId: string, menuId: string, t: number): Promise<boolean> {
  const r = await db
    .updateTable('canteen_menus')
    .set({ booked: sql`booked + 1` })
    .where('site_id', '=', siteId)
    .where('id', '=', menuId)
    .where('bookable', '=', 1)
    .where('cutoff_at', '>', t)
    .where(sql<boolean>`booked < quota`)
    // A closed canteen takes no bookings, even for menus published before it closed.
    .where((eb) => eb.exists(eb.selectFrom('canteens').select('id').where('id', '=', eb.ref('canteen_menus.canteen_id')).where('active', '=', 1)))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const givePlaceBack = (db: Q, menuId: string) =>
  db.updateTable('canteen_menus').set({ booked: sql`booked - 1` }).where('id', '=', menuId).where('booked', '>', 0).execute();

export const findBookingOf = (db: Q, menuId: string, userId: string) =>
  db.selectFrom('canteen_bookings').selectAll().where('menu_id', '=', menuId).where('user_id', '=', userId).executeTakeFirst();

/** Inserts unless a unique key is taken (this person's booking, or the pick-up code): false then. */
export async function insertBooking(db: Q, b: CanteenBookingsTable): Promise<boolean> {
  const r = await db.insertInto('canteen_bookings').values(b).onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function reopenBooking(db: Q, id: string, t: number): Promise<boolean> {
  const r = await db
    .updateTable('canteen_bookings')
    .set({ status: 'booked', booked_at: t, cancelled_at: null })
    .where('id', '=', id)
    .where('status', '=', 'cancelled')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function cancelBooking(db: Q, id: string, userId: string, t: number): Promise<boolean> {
  const r = await db
    .updateTable('canteen_bookings')
    .set({ status: 'cancelled', cancelled_at: t })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function takeBooking(db: Db, id: string, staffId: string, t: number): Promise<boolean> {
  const r = await db.updateTable('canteen_bookings').set({ status: 'taken', taken_at: t, taken_by: staffId }).where('id', '=', id).where('status', '=', 'booked').executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export interface BookingFilter {
  id?: string;
  userId?: string;
  menuId?: string | undefined;
  status?: string | undefined;
  code?: { canteenId: string; date: string; code: string };
  keyword?: string;
}

function bookingsQuery(db: Db, siteId: string, f: BookingFilter) {
  let q = db
    .selectFrom('canteen_bookings as b')
    .innerJoin('canteen_menus as m', 'm.id', 'b.menu_id')
    .innerJoin('canteens as c', 'c.id', 'b.canteen_id')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .where('b.site_id', '=', siteId);
  if (f.id) q = q.where('b.id', '=', f.id);
  if (f.userId) q = q.where('b.user_id', '=', f.userId);
  if (f.menuId) q = q.where('b.menu_id', '=', f.menuId);
  if (f.status) q = q.where('b.status', '=', f.status);
  if (f.code) q = q.where('b.canteen_id', '=', f.code.canteenId).where('b.date', '=', f.code.date).where('b.code', '=', f.code.code);
  if (f.keyword) {
    const kw = f.keyword;
    q = q.where((eb) => eb.or([contains('u.name', kw), contains('u.number', kw)]));
  }
  return q;
}

export const listBookings = (db: Db, siteId: string, f: BookingFilter, offset = 0, limit = 100) =>
  bookingsQuery(db, siteId, f)
    .select(['b.id', 'b.menu_id', 'b.canteen_id', 'b.date', 'b.status', 'b.code', 'b.booked_at', 'b.taken_at', 'm.meal', 'm.price', 'm.cutoff_at', 'c.name as canteen_name', 'u.name as user_name', 'u.number as user_number'])
    .orderBy('b.date', 'desc')
    .orderBy(sql`case m.meal when 'breakfast' then 0 when 'lunch' then 1 else 2 end`, 'desc')
    .orderBy('b.booked_at', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
export type BookingRow = Awaited<ReturnType<typeof listBookings>>[number];

export async function countBookings(db: Db, siteId: string, f: BookingFilter): Promise<number> {
  const r = await bookingsQuery(db, siteId, f).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** Per canteen: pick-ups since `since`, and places booked but not picked up for a date and meal. */
export async function crowdCounts(db: Db, siteId: string, since: number, date: string): Promise<{ recent: Map<string, number>; waiting: Map<string, Map<string, number>> }> {
  const [recent, waiting] = await Promise.all([
    db
      .selectFrom('canteen_bookings')
      .select(['canteen_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('site_id', '=', siteId)
      .where('taken_at', '>=', since)
      .groupBy('canteen_id')
      .execute(),
    db
      .selectFrom('canteen_bookings as b')
      .innerJoin('canteen_menus as m', 'm.id', 'b.menu_id')
      .select(['b.canteen_id', 'm.meal', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('b.site_id', '=', siteId)
      .where('b.date', '=', date)
      .where('b.status', '=', 'booked')
      .groupBy(['b.canteen_id', 'm.meal'])
      .execute(),
  ]);
  const w = new Map<string, Map<string, number>>();
  for (const r of waiting) {
    const m = w.get(r.canteen_id) ?? new Map<string, number>();
    m.set(r.meal, Number(r.n));
    w.set(r.canteen_id, m);
  }
  return { recent: new Map(recent.map((r) => [r.canteen_id, Number(r.n)])), waiting: w };
}
