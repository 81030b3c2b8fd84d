/** Group storage: groups, members, and the people of the site a group can take in. */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import { contains } from '../../platform/sql.js';
import type { AgendaGroupsTable, AgendaMembersTable } from './tables.js';

export const findGroup = (db: Db, siteId: string, id: string) =>
  db.selectFrom('agenda_groups').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const groupByCode = (db: Db, siteId: string, code: string) =>
  db.selectFrom('agenda_groups').selectAll().where('site_id', '=', siteId).where('code', '=', code).executeTakeFirst();

export const insertGroup = (db: Db, g: AgendaGroupsTable) => db.insertInto('agenda_groups').values(g).execute();

export const updateGroup = (db: Db, siteId: string, id: string, set: Partial<Pick<AgendaGroupsTable, 'name' | 'description' | 'code' | 'updated_at'>>) =>
  db.updateTable('agenda_groups').set(set).where('site_id', '=', siteId).where('id', '=', id).execute();

/** A group and everything that hangs off it, in one transaction. */
export async function deleteGroup(db: Db, siteId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const items = trx.selectFrom('agenda_items').select('id').where('site_id', '=', siteId).where('group_id', '=', id);
    await trx.deleteFrom('agenda_reminders').where('item_id', 'in', items).execute();
    await trx.deleteFrom('agenda_receipts').where('item_id', 'in', items).execute();
    await trx.deleteFrom('agenda_items').where('site_id', '=', siteId).where('group_id', '=', id).execute();
    await trx.deleteFrom('agenda_members').where('site_id', '=', siteId).where('group_id', '=', id).execute();
    const r = await trx.deleteFrom('agenda_groups').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  });
}

export const roleOf = async (db: Db, siteId: string, groupId: string, userId: string): Promise<string | null> =>
  (await db.selectFrom('agenda_members').select('role').where('site_id', '=', siteId).where('group_id', '=', groupId).where('user_id', '=', userId).executeTakeFirst())?.role ?? null;

export interface GroupRow extends AgendaGroupsTable {
  owner_name: string | null;
  role: string | null;
  members: number | string;
}

function groupsWithCounts(db: Db, siteId: string, userId: string) {
  return db
    .selectFrom('agenda_groups as g')
    .leftJoin('users as o', 'o.id', 'g.owner_id')
    .leftJoin('agenda_members as me', (j) => j.onRef('me.group_id', '=', 'g.id').on('me.user_id', '=', userId))
    .selectAll('g')
    .select(['o.name as owner_name', 'me.role as role'])
    .select((eb) => eb.selectFrom('agenda_members as m').whereRef('m.group_id', '=', 'g.id').select(eb.fn.countAll<number | string>().as('n')).as('members'))
    .where('g.site_id', '=', siteId);
}

/** The groups a person belongs to (any role), newest first. */
export const groupsOf = (db: Db, siteId: string, userId: string, roles?: string[]) =>
  groupsWithCounts(db, siteId, userId)
    .where('me.role', 'in', roles ?? ['owner', 'manager', 'member'])
    .orderBy('g.created_at', 'desc')
    .orderBy('g.id')
    .execute() as Promise<GroupRow[]>;

export const groupWithCount = (db: Db, siteId: string, id: string, userId: string) =>
  groupsWithCounts(db, siteId, userId).where('g.id', '=', id).executeTakeFirst() as Promise<GroupRow | undefined>;

/** Groups of the site for the console, newest first, with how many items each holds. */
export function siteGroups(db: Db, siteId: string, keyword: string | undefined, page: { offset: number; limit: number }) {
  let q = groupsWithCounts(db, siteId, '').select((eb) =>
    eb.selectFrom('agenda_items as i').whereRef('i.group_id', '=', 'g.id').select(eb.fn.countAll<number | string>().as('n')).as('items'),
  );
  if (keyword) q = q.where((eb) => eb.or([contains('g.name', keyword), contains('o.name', keyword)]));
  return q.orderBy('g.created_at', 'desc').orderBy('g.id').offset(page.offset).limit(page.limit).execute() as Promise<(GroupRow & { items: number | string })[]>;
}

export async function countSiteGroups(db: Db, siteId: string, keyword: string | undefined): Promise<number> {
  let q = db.selectFrom('agenda_groups as g').leftJoin('users as o', 'o.id', 'g.owner_id').where('g.site_id', '=', siteId);
  if (keyword) q = q.where((eb) => eb.or([contains('g.name', keyword), contains('o.name', keyword)]));
  return Number((await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
}

export const members = (db: Db, siteId: string, groupId: string) =>
  db
    .selectFrom('agenda_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'm.role', 'm.joined_at', 'u.name', 'u.username', 'u.number'])
    .where('m.site_id', '=', siteId)
    .where('m.group_id', '=', groupId)
    .orderBy(sql`case m.role when 'owner' then 0 when 'manager' then 1 else 2 end`)
    .orderBy('u.number')
    .orderBy('u.id')
    .execute();

export const memberIds = async (db: Db, siteId: string, groupId: string): Promise<string[]> =>
  (await db.selectFrom('agenda_members').select('user_id').where('site_id', '=', siteId).where('group_id', '=', groupId).execute()).map((r) => r.user_id);

/** Adds people; those already in stay as they are. Answers how many were new. */
export async function addMembers(db: Db, rows: AgendaMembersTable[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += 400) {
    const r = await db
      .insertInto('agenda_members')
      .values(rows.slice(i, i + 400))
      .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
      .executeTakeFirst();
    added += Number(r.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}

export const removeMember = async (db: Db, siteId: string, groupId: string, userId: string) =>
  Number((await db.deleteFrom('agenda_members').where('site_id', '=', siteId).where('group_id', '=', groupId).where('user_id', '=', userId).where('role', '!=', 'owner').executeTakeFirst()).numDeletedRows) > 0;

export const setRole = (db: Db, siteId: string, groupId: string, userId: string, role: string) =>
  db.updateTable('agenda_members').set({ role }).where('site_id', '=', siteId).where('group_id', '=', groupId).where('user_id', '=', userId).where('role', '!=', 'owner').executeTakeFirst();

/** Active people of the site whose account or number is in the list. */
export const usersByAccounts = (db: Db, siteId: string, accounts: string[]) =>
  db
    .selectFrom('users')
    .select(['id', 'username', 'number'])
    .where('site_id', '=', siteId)
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('username', 'in', accounts), eb('number', 'in', accounts)]))
    .execute();

export const classUsers = async (db: Db, siteId: string, classId: string): Promise<string[]> =>
  (await db.selectFrom('users').select('id').where('site_id', '=', siteId).where('class_id', '=', classId).where('status', '=', 'active').execute()).map((r) => r.id);

export const findClass = (db: Db, siteId: string, id: string) =>
  db.selectFrom('classes').select(['id', 'name']).where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
