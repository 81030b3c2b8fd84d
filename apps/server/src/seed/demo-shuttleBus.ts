/** Demo shuttle bus for a fresh install: two routes through shared stops, weekday and weekend service. */
import type { Db } from '../platform/db/index.js';
import { newId, now } from '../platform/util.js';

/** Trips every `step` minutes from `first` to `last` (minutes of the day), `gaps` minutes between stops. */
function trips(first: number, last: number, step: number, gaps: number[]): string[][] {
  const out: string[][] = [];
  const hhmm = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  for (let m = first; m <= last; m += step) {
    let at = m;
    out.push([hhmm(at), ...gaps.map((g) => hhmm((at += g)))]);
  }
  return out;
}

export async function seedDemoShuttleBus(db: Db, siteId: string): Promise<void> {
  const t = now();
  const names = ['东门', '图书馆', '第一教学楼', '学生公寓', '西校区'];
  const stops = names.map((name, i) => ({ id: newId(), site_id: siteId, name, position: `${name}站牌`, lat: null, lng: null, created_at: t + i }));
  await db.insertInto('bus_stops').values(stops).execute();
  const [east, lib, teach, dorm, west] = stops.map((s) => s.id) as [string, string, string, string, string];
  const routes = [
    { name: '1 号线（东西校区）', color: '#1677ff', stops: [east, lib, teach, west], weekday: trips(7 * 60, 22 * 60, 20, [4, 3, 10]), weekend: trips(8 * 60, 21 * 60, 60, [4, 3, 10]) },
    { name: '2 号线（环线）', color: '#52c41a', stops: [dorm, teach, lib, east, dorm], weekday: trips(6 * 60 + 50, 23 * 60 + 30, 30, [3, 3, 4, 6]), weekend: [] },
  ];
  for (const [i, r] of routes.entries()) {
    const id = newId();
    await db.insertInto('bus_routes').values({ id, site_id: siteId, name: r.name, color: r.color, notes: '', sort: i, created_at: t, updated_at: t }).execute();
    await db.insertInto('bus_route_stops').values(r.stops.map((stop_id, seq) => ({ route_id: id, seq, site_id: siteId, stop_id }))).execute();
    const tt = (name: string, days: string[], list: string[][]) => ({ id: newId(), site_id: siteId, route_id: id, name, days: JSON.stringify(days), valid_from: null, valid_to: null, trips: JSON.stringify(list), created_at: t, updated_at: t });
    await db.insertInto('bus_timetables').values(tt('工作日', ['weekday'], r.weekday)).execute();
    if (r.weekend.length) await db.insertInto('bus_timetables').values(tt('周末及节假日', ['weekend', 'holiday'], r.weekend)).execute();
  }
}
