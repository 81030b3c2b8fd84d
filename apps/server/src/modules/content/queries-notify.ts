/**
 * Claiming publish notifications. A notification is claimed by one conditional update
 * (pending -> claimed), so when several server processes poll one database exactly one of them
 * delivers it. A claim left by a process that died mid-delivery is taken again after STALE.
 */
import type { Db } from '../../platform/db/index.js';

export const STALE_CLAIM_SECONDS = 300;

/** Items whose notification is due (published, time reached), oldest first. */
export const dueIds = async (db: Db, at: number, limit: number) =>
  (
    await db
      .selectFrom('content_items')
      .select('id')
      .where('status', '=', 'published')
      .where('publish_at', '<=', at)
      .where((eb) =>
        eb.or([
          eb('notify_state', '=', 'pending'),
          eb.and([eb('notify_state', '=', 'claimed'), eb('notify_claimed_at', '<=', at - STALE_CLAIM_SECONDS)]),
        ]),
      )
      .orderBy('publish_at')
      .limit(limit)
      .execute()
  ).map((r) => r.id);

/** Takes the claim on one item; true for exactly one caller. */
export async function claim(db: Db, id: string, at: number): Promise<boolean> {
  const r = await db
    .updateTable('content_items')
    .set({ notify_state: 'claimed', notify_claimed_at: at })
    .where('id', '=', id)
    .where('status', '=', 'published')
    .where('publish_at', '<=', at)
    .where((eb) =>
      eb.or([
        eb('notify_state', '=', 'pending'),
        eb.and([eb('notify_state', '=', 'claimed'), eb('notify_claimed_at', '<=', at - STALE_CLAIM_SECONDS)]),
      ]),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export const markSent = (db: Db, id: string) =>
  db.updateTable('content_items').set({ notify_state: 'sent' }).where('id', '=', id).where('notify_state', '=', 'claimed').execute();

/** Gives a claim back after a failed delivery, so the next poll retries it. */
export const release = (db: Db, id: string) =>
  db.updateTable('content_items').set({ notify_state: 'pending', notify_claimed_at: null }).where('id', '=', id).where('notify_state', '=', 'claimed').execute();
