/**
 * Demo signin data for a fresh install: a class sign-in open all day today (the site's day, on
 * its clock) and a library checkpoint open for a month.
 */
import type { Db } from '../platform/db/index.js';
import { siteTimezone } from '../platform/notify/dnd.js';
import { instantOf, localOf } from '../platform/time.js';
import { newId, now, randomToken } from '../platform/util.js';

/** `users`: demo usernames → user ids on `siteId`. */
export async function seedDemoSignin(db: Db, siteId: string, users: Record<string, string>): Promise<void> {
  const organiser = users.counselor;
  if (!organiser) return;
  const classes = await db.selectFrom('classes').select('id').where('site_id', '=', siteId).execute();
  const t = now();
  const site = await db.selectFrom('sites').select('variants').where('id', '=', siteId).executeTakeFirst();
  const tz = siteTimezone(site?.variants);
  const today = localOf(t, tz).date;
  const start = instantOf(today, 0, tz);
  const base = { site_id: siteId, organiser_id: organiser, late_at: null, lat: null, lng: null, radius: null, one_device: 0, created_at: t, updated_at: t };
  await db
    .insertInto('signins')
    .values([
      {
        ...base,
        id: newId(),
        title: '今日班会签到',
        place: '教学楼 A101',
        audience: JSON.stringify({ classes: classes.map((c) => c.id) }),
        mode: 'qr',
        starts_at: start,
        ends_at: instantOf(today, 24 * 60, tz) - 1,
        late_at: instantOf(today, '09:00', tz),
        secret: randomToken(32),
      },
      {
        ...base,
        id: newId(),
        title: '图书馆自习打卡',
        place: '图书馆一楼大厅',
        audience: JSON.stringify({ roles: ['student'] }),
        mode: 'checkpoint',
        starts_at: start,
        ends_at: start + 30 * 86400,
        secret: randomToken(32),
      },
    ])
    .execute();
}
