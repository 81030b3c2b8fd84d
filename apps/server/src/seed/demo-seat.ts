/**
 * Demo seat data for a fresh install: two rooms with maps (a library reading room with aisles,
 * window and power seats, one broken seat; a lecture hall with a centre aisle) and sessions of
 * today and tomorrow, so the screens show something real.
 */
import { instantOf, localOf, addDays } from '../platform/time.js';
import type { Db } from '../platform/db/index.js';
import { DEFAULT_TIMEZONE } from '../platform/notify/dnd.js';
import { newId, now, randomToken } from '../platform/util.js';

interface RoomSeed {
  name: string;
  place: string;
  openHours: string;
  description: string;
  rows: number;
  cols: number;
  aisleCols: number[];
  rowLabel: (r: number) => string;
  unavailable?: string[];
  slots: [string, string][];
}

const ROOMS: RoomSeed[] = [
  {
    name: '图书馆三楼自习室',
    place: '图书馆 3F 东区',
    openHours: '08:00-22:00',
    description: '安静自习，请勿占座。靠窗座位与带电源座位已标注。',
    rows: 6,
    cols: 9,
    aisleCols: [4],
    rowLabel: (r) => String.fromCharCode(65 + r),
    unavailable: ['2:6'],
    slots: [['08:00', '12:00'], ['13:00', '17:00'], ['18:00', '22:00']],
  },
  {
    name: '教学楼 A101 阶梯教室',
    place: '第一教学楼 A101',
    openHours: '08:00-21:30',
    description: '晚间开放为自习教室，讲座期间按场次预约。',
    rows: 8,
    cols: 12,
    aisleCols: [2, 9],
    rowLabel: (r) => `${r + 1}排`,
    slots: [['08:00', '12:00'], ['14:00', '18:00'], ['19:00', '21:30']],
  },
];

export async function seedDemoSeat(db: Db, siteId: string, users: Record<string, string>): Promise<void> {
  const t = now();
  const today = localOf(t, DEFAULT_TIMEZONE).date;
  for (const room of ROOMS) {
    const id = newId();
    await db
      .insertInto('seat_rooms')
      .values({ id, site_id: siteId, name: room.name, place: room.place, open_hours: room.openHours, description: room.description, hold_minutes: 3, grace_minutes: 15, per_day_limit: 2, audience: JSON.stringify({ site: true }), published: 1, rows: room.rows, cols: room.cols, checkin_token: randomToken(18), created_by: users.manager ?? null, created_at: t, updated_at: t })
      .execute();
    const cells = [];
    for (let r = 0; r < room.rows; r++) {
      let n = 0;
      for (let c = 0; c < room.cols; c++) {
        const aisle = room.aisleCols.includes(c);
        const label = aisle ? '' : room.name.startsWith('图书馆') ? `${room.rowLabel(r)}-${++n}` : `${room.rowLabel(r)}${++n}座`;
        cells.push({ id: newId(), site_id: siteId, room_id: id, r, c, kind: aisle ? 'aisle' : 'seat', label, unavailable: room.unavailable?.includes(`${r}:${c}`) ? 1 : 0, power: !aisle && (c === 0 || c === room.cols - 1) ? 1 : 0, near_window: !aisle && c === 0 ? 1 : 0 });
      }
    }
    await db.insertInto('seat_cells').values(cells).execute();
    for (const day of [today, addDays(today, 1)]) {
      for (const [from, to] of room.slots) {
        await db
          .insertInto('seat_sessions')
          .values({ id: newId(), site_id: siteId, room_id: id, title: `${from}-${to}`, day, starts_at: instantOf(day, from, DEFAULT_TIMEZONE), ends_at: instantOf(day, to, DEFAULT_TIMEZONE), created_at: t })
          .execute();
      }
    }
  }
}
