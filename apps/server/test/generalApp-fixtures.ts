/**
 * generalApp test fixtures: spaces made through the manager's endpoint (overrides per test),
 * slot starts of tomorrow in the site's timezone, users with live sessions written straight
 * into the database, counters read back, and moving an appointment in time (the clock stays).
 */
import type { FastifyInstance } from 'fastify';
import { addDays, instantOf, localOf } from '../src/modules/generalApp/slots.js';
import { now } from '../src/platform/util.js';
import { makeStudents, type Client } from './helpers.js';

export const TZ = 'Asia/Shanghai';
const allDay = Array.from({ length: 7 }, () => [{ from: '00:00', to: '24:00' }]);

export function spaceBody(o: Record<string, unknown> = {}) {
  return {
    name: '研讨室 A301',
    category: 'meeting',
    location: '图书馆三楼',
    capacity: 10,
    whole: false,
    hours: allDay,
    slotMinutes: 60,
    horizonDays: 14,
    perDay: 0,
    perWeek: 0,
    audience: { site: true },
    approval: false,
    checkin: false,
    graceMinutes: 15,
    ...o,
  };
}

export async function createSpace(manager: Client, o: Record<string, unknown> = {}): Promise<string> {
  const r = await manager.post<{ id: string }>('/api/generalApp/information', spaceBody(o));
  if (r.e !== 0) throw new Error(`information failed: ${r.e} ${r.m}`);
  return r.d.id;
}

/** A local date `days` from today (site timezone). */
export const dateIn = (days: number): string => addDays(localOf(now(), TZ).date, days);
/** The instant of `HH:00` local on the date `days` from today. */
export const at = (days: number, hour: number): number => instantOf(dateIn(days), hour * 60, TZ);

export function booking(spaceId: string, startsAt: number, o: Record<string, unknown> = {}) {
  return { spaceId, startsAt, attendees: 1, purpose: '小组讨论', contact: '13800000000', ...o };
}

/** `n` active students of site `demo`, each with a client holding a live session. */
export const makeUsers = (app: FastifyInstance, n: number, prefix = 'ga') => makeStudents(app, n, { prefix, name: '预约', number: 'G' });

/** A slot's counter and its live appointments' units, read from the database. */
export async function slotCounters(app: FastifyInstance, spaceId: string, startsAt: number) {
  const db = app.platform.db;
  const slot = await db
    .selectFrom('ga_slots')
    .selectAll()
    .where('space_id', '=', spaceId)
    .where('starts_at', '=', startsAt)
    .executeTakeFirstOrThrow();
  const live = await db
    .selectFrom('ga_appointments')
    .select(['user_id', 'units'])
    .where('slot_id', '=', slot.id)
    .where('hold', 'is not', null)
    .execute();
  const perUser = new Map<string, number>();
  for (const r of live) perUser.set(r.user_id, (perUser.get(r.user_id) ?? 0) + 1);
  return {
    capacity: Number(slot.capacity),
    remaining: Number(slot.remaining),
    booked: live.reduce((s, r) => s + Number(r.units), 0),
    count: live.length,
    maxPerUser: Math.max(0, ...perUser.values()),
  };
}

/** Moves an appointment so that it starts `offset` seconds from now (keeping its length and grace). */
export async function shift(app: FastifyInstance, id: string, offset: number): Promise<void> {
  const db = app.platform.db;
  const a = await db.selectFrom('ga_appointments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const starts = now() + offset;
  const len = Number(a.ends_at) - Number(a.starts_at);
  const grace = Number(a.grace_until) - Number(a.starts_at);
  await db
    .updateTable('ga_appointments')
    .set({ starts_at: starts, ends_at: starts + len, grace_until: starts + grace })
    .where('id', '=', id)
    .execute();
}
