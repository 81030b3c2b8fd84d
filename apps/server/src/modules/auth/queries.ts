import { newId } from '../../platform/util.js';
import type { Db } from '../../platform/db/index.js';

export const findUserByUsername = (db: Db, siteId: string, username: string) =>
  db.selectFrom('users').selectAll().where('site_id', '=', siteId).where('username', '=', username).executeTakeFirst();

export async function countAttempts(db: Db, key: string, since: number): Promise<number> {
  const r = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('key', '=', key)
    .where('at', '>=', since)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

export async function recordFailure(db: Db, keys: string[], at: number, pruneBefore: number): Promise<void> {
  await db.insertInto('login_attempts').values(keys.map((key) => ({ id: newId(), key, at }))).execute();
  await db.deleteFrom('login_attempts').where('at', '<', pruneBefore).execute();
}

export const clearFailures = (db: Db, key: string) => db.deleteFrom('login_attempts').where('key', '=', key).execute();
