/** Agenda test fixtures: the demo people logged in, local dates ahead of today, item input with overrides. */
import { E } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { addDays, localOf } from '../src/platform/time.js';
import { now } from '../src/platform/util.js';
import { loginAs, type Client } from './helpers.js';

export const TZ = 'Asia/Shanghai';

export async function ok<T>(p: Promise<{ e: number; m: string; d: T }>): Promise<T> {
  const r = await p;
  if (r.e !== E.OK) throw new Error(`expected ok, got ${r.e} ${r.m}`);
  return r.d;
}

/** The site-local date `n` days from today. */
export const day = (n: number): string => addDays(localOf(now(), TZ).date, n);

export const item = (o: Record<string, unknown> = {}) => ({
  title: '组会',
  allDay: false,
  startDate: day(2),
  startTime: '09:00',
  endDate: day(2),
  endTime: '10:00',
  location: '',
  notes: '',
  remind: [],
  repeat: 'none',
  color: 'blue',
  ...o,
});

export interface AgendaWorld {
  counselor: Client;
  teacher: Client;
  student: Client;
  student2: Client;
  manager: Client;
}

export async function people(app: FastifyInstance): Promise<AgendaWorld> {
  const [counselor, teacher, student, student2, manager] = await Promise.all(['counselor', 'teacher', 'student', 'student2', 'manager'].map((u) => loginAs(app, u)));
  return { counselor: counselor!, teacher: teacher!, student: student!, student2: student2!, manager: manager! };
}

export const userIdOf = async (app: FastifyInstance, username: string): Promise<string> =>
  (await app.platform.db.selectFrom('users').select('id').where('site_id', '=', 'demo').where('username', '=', username).executeTakeFirstOrThrow()).id;

/** A group of the counselor with student (by account) and student2 (by number) in it. */
export async function classGroup(w: AgendaWorld, name = '计科2401班'): Promise<{ id: string; code: string }> {
  const g = await ok(w.counselor.post<{ id: string; code: string }>('/api/agenda/save-group', { name }));
  await ok(w.counselor.post('/api/agenda/add-members', { groupId: g.id, accounts: 'student, 2024010201' }));
  return g;
}
