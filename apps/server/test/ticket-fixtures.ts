/**
 * Ticket test fixtures: events made through the manager's endpoint, and many users with live
 * sessions written straight into the database (no scrypt logins).
 */
import type { FastifyInstance } from 'fastify';
import { now } from '../src/platform/util.js';
import { makeStudents, type Client } from './helpers.js';

export interface TypeSpec {
  name?: string;
  quota: number;
  perPerson?: number;
  id?: string;
}

export interface EventSpec {
  types: TypeSpec[];
  open?: number;
  close?: number;
  starts?: number;
  audience?: object;
  id?: string;
  title?: string;
  mode?: 'grab' | 'reserve';
  holdMinutes?: number;
  autoDraw?: boolean;
  refundUntil?: number;
}

export function eventBody(o: EventSpec) {
  const t = now();
  return {
    ...(o.id ? { id: o.id } : {}),
    title: o.title ?? '新年音乐会',
    place: '大礼堂',
    openAt: o.open ?? t - 60,
    closeAt: o.close ?? t + 3600,
    startsAt: o.starts ?? t + 7200,
    audience: o.audience ?? { site: true },
    ...(o.mode ? { mode: o.mode } : {}),
    ...(o.holdMinutes !== undefined ? { holdMinutes: o.holdMinutes } : {}),
    ...(o.autoDraw !== undefined ? { autoDraw: o.autoDraw } : {}),
    ...(o.refundUntil !== undefined ? { refundUntil: o.refundUntil } : {}),
    types: o.types.map((ty, i) => ({ name: ty.name ?? `票${i}`, quota: ty.quota, perPerson: ty.perPerson ?? 1, ...(ty.id ? { id: ty.id } : {}) })),
  };
}

export async function createEvent(manager: Client, body: ReturnType<typeof eventBody>) {
  const r = await manager.post<{ id: string }>('/api/ticket/manage-save', body);
  if (r.e !== 0) throw new Error(`manage-save failed: ${r.e} ${r.m}`);
  const d = await manager.get<{ types: { id: string }[] }>('/api/ticket/manage-detail', { id: r.d.id });
  return { id: r.d.id, typeIds: d.d.types.map((t) => t.id) };
}

/** `n` active students of site `demo`, each with a client holding a live session. */
export const makeUsers = (app: FastifyInstance, n: number, prefix = 'rush') => makeStudents(app, n, { prefix, name: '抢票', number: 'R' });

/** Issued (not cancelled) tickets and the remaining and held counters of a type, read from the database. */
export async function counters(app: FastifyInstance, typeId: string) {
  const db = app.platform.db;
  const ty = await db.selectFrom('ticket_types').select(['quota', 'remaining', 'held']).where('id', '=', typeId).executeTakeFirstOrThrow();
  const rows = await db.selectFrom('tickets').select(['user_id', 'status']).where('type_id', '=', typeId).execute();
  const live = rows.filter((r) => r.status !== 'cancelled');
  const perUser = new Map<string, number>();
  for (const r of live) perUser.set(r.user_id, (perUser.get(r.user_id) ?? 0) + 1);
  return { quota: Number(ty.quota), remaining: Number(ty.remaining), held: Number(ty.held), issued: live.length, maxPerUser: Math.max(0, ...perUser.values()) };
}

/** Moves an event's times (tests travel in time by editing the row, the clock stays real). */
export async function setTimes(app: FastifyInstance, eventId: string, t: { open_at?: number; close_at?: number; starts_at?: number }) {
  await app.platform.db.updateTable('ticket_events').set(t).where('id', '=', eventId).execute();
}

/** Makes every hold of a type lapse now. */
export async function lapseHolds(app: FastifyInstance, typeId: string) {
  await app.platform.db.updateTable('ticket_waits').set({ hold_until: now() - 1 }).where('type_id', '=', typeId).where('status', '=', 'held').execute();
}

/** Messages a user got in the centre, titles only. */
export async function inbox(app: FastifyInstance, userId: string): Promise<string[]> {
  const rows = await app.platform.db.selectFrom('messages').select('title').where('user_id', '=', userId).orderBy('at').execute();
  return rows.map((r) => r.title);
}
