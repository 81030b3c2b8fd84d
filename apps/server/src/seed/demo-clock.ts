/** Demo clock-in: students clock in on school days, morning and evening, anywhere. */
import type { Db } from '../platform/db/index.js';
import { newId, now } from '../platform/util.js';

export async function seedDemoClock(db: Db, siteId: string): Promise<void> {
  const t = now();
  await db
    .insertInto('clock_rules')
    .values({
      id: newId(),
      site_id: siteId,
      name: '学生晨晚打卡',
      audience: JSON.stringify({ roles: ['student'] }),
      weekdays: JSON.stringify([1, 2, 3, 4, 5]),
      windows: JSON.stringify([
        { name: '晨间', start: '06:30', end: '09:00', late: '08:00' },
        { name: '晚间', start: '20:00', end: '23:00', late: '22:00' },
      ]),
      places: '[]',
      starts_on: null,
      ends_on: null,
      active: 1,
      created_at: t,
      updated_at: t,
    })
    .execute();
}
