/**
 * Clock-in storage. A record is inserted with "on conflict do nothing" against the unique
 * (rule, person, day, window) index: of concurrent taps exactly one row is written.
 */
import type { Db } from '../../platform/db/index.js';
import type { ClockRecordsTable, ClockRulesTable } from './tables.js';

export const listRules = (db: Db, siteId: string) =>
  db.selectFrom('clock_rules').selectAll().where('site_id', '=', siteId).orderBy('created_at').orderBy('id').execute();

export const findRule = (db: Db, siteId: string, id: string) =>
  db.selectFrom('clock_rules').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const insertRule = (db: Db, row: ClockRulesTable) => db.insertInto('clock_rules').values(row).execute();

export const updateRule = (db: Db, siteId: string, id: string, set: Partial<ClockRulesTable>) =>
  db.updateTable('clock_rules').set(set).where('site_id', '=', siteId).where('id', '=', id).execute();

export async function deleteRule(db: Db, siteId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const r = await trx.deleteFrom('clock_rules').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
    if (Number(r.numDeletedRows) !== 1) return false;
    await trx.deleteFrom('clock_records').where('rule_id', '=', id).execute();
    return true;
  });
}

/** True when this call wrote the record (false: one was already there). */
export async function insertRecord(db: Db, row: ClockRecordsTable): Promise<boolean> {
  const r = await db.insertInto('clock_records').values(row).onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const findRecord = (db: Db, ruleId: string, userId: string, date: string, window: number) =>
  db
    .selectFrom('clock_records')
    .selectAll()
    .where('rule_id', '=', ruleId)
    .where('user_id', '=', userId)
    .where('date', '=', date)
    .where('window_index', '=', window)
    .executeTakeFirst();

export const recordsOfUser = (db: Db, siteId: string, userId: string, from: string, to: string) =>
  db
    .selectFrom('clock_records')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();

export const recordsOfRule = (db: Db, ruleId: string, from: string, to: string) =>
  db.selectFrom('clock_records').selectAll().where('rule_id', '=', ruleId).where('date', '>=', from).where('date', '<=', to).execute();

export async function people(db: Db, siteId: string, ids: string[]) {
  const out: { id: string; name: string; number: string }[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    out.push(...(await db.selectFrom('users').select(['id', 'name', 'number']).where('site_id', '=', siteId).where('id', 'in', chunk).execute()));
  }
  return out.sort((a, b) => a.number.localeCompare(b.number) || a.name.localeCompare(b.name));
}
