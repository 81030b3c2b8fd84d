/** Per-user settings: one JSON text value per (user, key), e.g. notice settings, favourites. */
import type { Db } from './db/index.js';

export async function getSetting(db: Db, siteId: string, userId: string, key: string): Promise<string | undefined> {
  const r = await db
    .selectFrom('user_settings')
    .select('value')
    .where('site_id', '=', siteId)
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
  return r?.value;
}

export async function putSetting(db: Db, siteId: string, userId: string, key: string, value: string, at: number): Promise<void> {
  await db
    .insertInto('user_settings')
    .values({ user_id: userId, key, site_id: siteId, value, updated_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet({ value, updated_at: at }))
    .execute();
}
