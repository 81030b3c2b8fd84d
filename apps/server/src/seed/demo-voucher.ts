/** Demo voucher data for a fresh install (so the screens show something real). */
import crypto from 'node:crypto';
import type { Db } from '../platform/db/index.js';
import { newId, now } from '../platform/util.js';

const code = () => Array.from(crypto.randomBytes(12), (b) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[b % 32]).join('');

/** `users`: demo usernames → user ids on `siteId`. */
export async function seedDemoVoucher(db: Db, siteId: string, users: Record<string, string>): Promise<void> {
  const t = now();
  const base = { site_id: siteId, description: '', per_person: 1, published: 1, created_by: users.manager ?? null, created_at: t, updated_at: t, valid_from: t - 86400, valid_to: t + 30 * 86400 };
  await db
    .insertInto('voucher_batches')
    .values({ ...base, id: newId(), name: '食堂满减券', benefit: '满 20 减 5', description: '限一食堂、二食堂使用', quantity: 500, remaining: 500, audience: JSON.stringify({ site: true }), mode: 'claim' })
    .execute();
  // A welcome voucher already issued to the demo students.
  const holders = [users.student, users.student2].filter((u): u is string => !!u);
  const batchId = newId();
  await db
    .insertInto('voucher_batches')
    .values({ ...base, id: batchId, name: '校园咖啡兑换券', benefit: '任意咖啡一杯', quantity: 100, remaining: 100 - holders.length, audience: JSON.stringify({ users: holders }), mode: 'issue' })
    .execute();
  for (const user_id of holders) {
    await db.insertInto('vouchers').values({ id: newId(), site_id: siteId, batch_id: batchId, user_id, code: code(), status: 'issued', created_at: t, used_at: null, used_by: null, used_place: '' }).execute();
  }
}
