/**
 * Item storage: personal and group items, members' receipts, reminder firings (claimed by a
 * conditional update so several processes never send one twice) and per-person settings.
 */
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import { contains } from '../../platform/sql.js';
import type { AgendaItemsTable, AgendaRemindersTable, AgendaSettingsTable } from './tables.js';

/** A claim left by a process that died while sending is taken again after this long. */
export const STALE_CLAIM_SECONDS = 300;

export type ItemRow = AgendaItemsTable & { group_name: string | null; owner_name: string | null };

function items(db: Db, siteId: string) {
  return db
    .selectFrom('agenda_items as i')
    .leftJoin('agenda_groups as g', 'g.id', 'i.group_id')
    .leftJoin('users as o', 'o.id', 'i.owner_id')
    .selectAll('i')
    .select(['g.name as group_name', 'o.name as owner_name'])
    .where('i.site_id', '=', siteId);
}

export const findItem = (db: Db, siteId: string, id: string) => items(db, siteId).where('i.id', '=', id).executeTakeFirst() as Promise<ItemRow | undefined>;

/**
 * A person's items that may occur in [from, to): their personal ones and those of their groups.
 * A one-off must overlap the window; a repeat must have started and not ended before `fromDate`.
 */
export function itemsFor(db: Db, siteId: string, userId: string, w: { from: number; to: number; fromDate: string } | null) {
  let q = items(db, siteId).where((eb) =>
    eb.or([
      eb.and([eb('i.owner_id', '=', userId), eb('i.group_id', 'is', null)]),
      eb('i.group_id', 'in', eb.selectFrom('agenda_members as m').select('m.group_id').where('m.site_id', '=', siteId).where('m.user_id', '=', userId)),
    ]),
  );
  if (w) {
    q = q.where('i.start_at', '<', w.to).where((eb) =>
      eb.or([
        eb.and([eb('i.repeat', '=', 'none'), eb.or([eb('i.end_at', '>', w.from), eb('i.start_at', '>=', w.from)])]),
        eb.and([eb('i.repeat', '!=', 'none'), eb.or([eb('i.repeat_until', 'is', null), eb('i.repeat_until', '>=', w.fromDate)])]),
      ]),
    );
  }
  return q.orderBy('i.start_at').orderBy('i.id').limit(5000).execute() as Promise<ItemRow[]>;
}

export const insertItem = (db: Db, i: AgendaItemsTable) => db.insertInto('agenda_items').values(i).execute();

export const updateItem = (db: Db, siteId: string, id: string, set: Omit<AgendaItemsTable, 'id' | 'site_id' | 'owner_id' | 'group_id' | 'created_at'>) =>
  db.updateTable('agenda_items').set(set).where('site_id', '=', siteId).where('id', '=', id).execute();

export async function deleteItem(db: Db, siteId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('agenda_reminders').where('item_id', '=', id).execute();
    await trx.deleteFrom('agenda_receipts').where('item_id', '=', id).execute();
    const r = await trx.deleteFrom('agenda_items').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  });
}

// ---- receipts ----

export const receiptOf = (db: Db, itemId: string, userId: string) =>
  db.selectFrom('agenda_receipts').selectAll().where('item_id', '=', itemId).where('user_id', '=', userId).executeTakeFirst();

export const receiptsOf = (db: Db, itemIds: string[], userId: string) =>
  db.selectFrom('agenda_receipts').selectAll().where('item_id', 'in', itemIds.length ? itemIds : ['']).where('user_id', '=', userId).execute();

/** Every member of the item's group but its publisher, with their receipt (members who never opened it included). */
export const receiptList = (db: Db, siteId: string, itemId: string, groupId: string, publisherId: string) =>
  db
    .selectFrom('agenda_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('agenda_receipts as r', (j) => j.onRef('r.user_id', '=', 'm.user_id').on('r.item_id', '=', itemId))
    .select(['m.user_id', 'u.name', 'u.number', 'r.read_at', 'r.confirmed_at'])
    .where('m.site_id', '=', siteId)
    .where('m.group_id', '=', groupId)
    .where('m.user_id', '!=', publisherId)
    .orderBy('u.number')
    .orderBy('u.id')
    .execute();

/** Marks read once (the first time stays). */
export const markRead = (db: Db, siteId: string, itemId: string, userId: string, at: number) =>
  db
    .insertInto('agenda_receipts')
    .values({ item_id: itemId, user_id: userId, site_id: siteId, read_at: at, confirmed_at: null })
    .onConflict((oc) => oc.columns(['item_id', 'user_id']).doUpdateSet({ read_at: sql`coalesce(agenda_receipts.read_at, ${at})` }))
    .execute();

/** Confirms once: true only for the call that did it. */
export async function confirm(db: Db, siteId: string, itemId: string, userId: string, at: number): Promise<boolean> {
  await markRead(db, siteId, itemId, userId, at);
  const r = await db
    .updateTable('agenda_receipts')
    .set({ confirmed_at: at })
    .where('item_id', '=', itemId)
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Read and confirmed counts of items (among current members other than the publisher). */
export async function receiptCounts(db: Db, itemIds: string[]): Promise<Map<string, { read: number; confirmed: number }>> {
  if (!itemIds.length) return new Map();
  const rows = await db
    .selectFrom('agenda_receipts as r')
    .innerJoin('agenda_items as i', 'i.id', 'r.item_id')
    .innerJoin('agenda_members as m', (j) => j.onRef('m.group_id', '=', 'i.group_id').onRef('m.user_id', '=', 'r.user_id'))
    .whereRef('r.user_id', '!=', 'i.owner_id')
    .select(['r.item_id', (eb) => eb.fn.count<number | string>('r.read_at').as('read'), (eb) => eb.fn.count<number | string>('r.confirmed_at').as('confirmed')])
    .where('r.item_id', 'in', itemIds)
    .groupBy('r.item_id')
    .execute();
  return new Map(rows.map((r) => [r.item_id, { read: Number(r.read), confirmed: Number(r.confirmed) }]));
}

/** Group items of some groups (or of the site), newest first, for managers and the console. */
export function groupItems(db: Db, siteId: string, f: { groupIds?: string[]; keyword?: string | undefined }, page: { offset: number; limit: number }) {
  let q = items(db, siteId).where('i.group_id', 'is not', null);
  if (f.groupIds) q = q.where('i.group_id', 'in', f.groupIds.length ? f.groupIds : ['']);
  if (f.keyword) q = q.where((eb) => eb.or([contains('i.title', f.keyword!), contains('g.name', f.keyword!)]));
  return q.orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').offset(page.offset).limit(page.limit).execute() as Promise<ItemRow[]>;
}

export async function countGroupItems(db: Db, siteId: string, f: { groupIds?: string[]; keyword?: string | undefined }): Promise<number> {
  let q = db.selectFrom('agenda_items as i').leftJoin('agenda_groups as g', 'g.id', 'i.group_id').where('i.site_id', '=', siteId).where('i.group_id', 'is not', null);
  if (f.groupIds) q = q.where('i.group_id', 'in', f.groupIds.length ? f.groupIds : ['']);
  if (f.keyword) q = q.where((eb) => eb.or([contains('i.title', f.keyword!), contains('g.name', f.keyword!)]));
  return Number((await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
}

/** How many members each item is for: its group's members other than its publisher. */
export const audienceCounts = async (db: Db, itemIds: string[]): Promise<Map<string, number>> =>
  new Map(
    (
      await db
        .selectFrom('agenda_items as i')
        .innerJoin('agenda_members as m', (j) => j.onRef('m.group_id', '=', 'i.group_id').onRef('m.user_id', '!=', 'i.owner_id'))
        .select(['i.id', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('i.id', 'in', itemIds.length ? itemIds : [''])
        .groupBy('i.id')
        .execute()
    ).map((r) => [r.id, Number(r.n)]),
  );

// ---- reminders ----

export async function replaceReminders(db: Db, itemId: string, rows: AgendaRemindersTable[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('agenda_reminders').where('item_id', '=', itemId).execute();
    if (rows.length) await trx.insertInto('agenda_reminders').values(rows).execute();
  });
}

const claimable = (at: number) => sql<SqlBool>`(state = 'pending' or (state = 'claimed' and claimed_at <= ${at - STALE_CLAIM_SECONDS}))`;

export const dueReminders = (db: Db, at: number, limit: number) =>
  db.selectFrom('agenda_reminders').selectAll().where('fire_at', '<=', at).where(claimable(at)).orderBy('fire_at').limit(limit).execute();

/** Takes one firing (this fire_at of this reminder); true for exactly one caller. */
export async function claim(db: Db, id: string, fireAt: number, at: number): Promise<boolean> {
  const r = await db
    .updateTable('agenda_reminders')
    .set({ state: 'claimed', claimed_at: at })
    .where('id', '=', id)
    .where('fire_at', '=', fireAt)
    .where(claimable(at))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** After sending: on to the next occurrence's firing, or done. Only the claim's holder moves it. */
export const advance = (db: Db, id: string, fireAt: number, next: { fireAt: number; startAt: number } | null) =>
  db
    .updateTable('agenda_reminders')
    .set(next ? { state: 'pending', claimed_at: null, fire_at: next.fireAt, start_at: next.startAt } : { state: 'done', claimed_at: null })
    .where('id', '=', id)
    .where('fire_at', '=', fireAt)
    .where('state', '=', 'claimed')
    .execute();

/** Gives a claim back after a failed send, so the next sweep retries it. */
export const release = (db: Db, id: string, fireAt: number) =>
  db.updateTable('agenda_reminders').set({ state: 'pending', claimed_at: null }).where('id', '=', id).where('fire_at', '=', fireAt).where('state', '=', 'claimed').execute();

/** Pending firings of some items between two instants. */
export const upcomingReminders = (db: Db, itemIds: string[], from: number, to: number) =>
  db
    .selectFrom('agenda_reminders')
    .selectAll()
    .where('item_id', 'in', itemIds.length ? itemIds : [''])
    .where('state', '!=', 'done')
    .where('fire_at', '>=', from)
    .where('fire_at', '<', to)
    .orderBy('fire_at')
    .limit(200)
    .execute();

// ---- settings ----

export const settingsOf = (db: Db, siteId: string, userId: string) =>
  db.selectFrom('agenda_settings').selectAll().where('site_id', '=', siteId).where('user_id', '=', userId).executeTakeFirst();

export const saveSettings = (db: Db, s: AgendaSettingsTable, set: Partial<Omit<AgendaSettingsTable, 'site_id' | 'user_id'>>) =>
  db
    .insertInto('agenda_settings')
    .values({ ...s, ...set })
    .onConflict((oc) => oc.columns(['site_id', 'user_id']).doUpdateSet(set))
    .execute();

export const settingsByFeed = (db: Db, hash: string) => db.selectFrom('agenda_settings').selectAll().where('feed_hash', '=', hash).executeTakeFirst();

/** Members of a group who turned group reminders off. */
export const mutedMembers = async (db: Db, siteId: string, groupId: string): Promise<Set<string>> =>
  new Set(
    (
      await db
        .selectFrom('agenda_settings as s')
        .innerJoin('agenda_members as m', (j) => j.onRef('m.user_id', '=', 's.user_id').onRef('m.site_id', '=', 's.site_id'))
        .select('s.user_id')
        .where('s.site_id', '=', siteId)
        .where('m.group_id', '=', groupId)
        .where('s.group_reminders', '=', 0)
        .execute()
    ).map((r) => r.user_id),
  );

export const activeUser = (db: Db, siteId: string, id: string) =>
  db.selectFrom('users').select(['id', 'name']).where('id', '=', id).where('site_id', '=', siteId).where('status', '=', 'active').executeTakeFirst();

/** Items of a group that ask members to confirm. */
export const confirmableItems = async (db: Db, siteId: string, groupId: string): Promise<string[]> =>
  (await db.selectFrom('agenda_items').select('id').where('site_id', '=', siteId).where('group_id', '=', groupId).where('need_confirm', '=', 1).execute()).map((r) => r.id);
