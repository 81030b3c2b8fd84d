/** Repair test fixtures: a site set up with categories, areas and two workers, and order helpers. */
import { E, type RepairOrderDetail } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { makeUser, upload } from './admin-fixtures.js';
import { loginAs, type Client } from './helpers.js';

export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export async function ok<T>(p: Promise<{ e: number; m: string; d: T }>): Promise<T> {
  const r = await p;
  if (r.e !== E.OK) throw new Error(`expected ok, got ${r.e} ${r.m}`);
  return r.d;
}

export async function photoOf(c: Client): Promise<string> {
  const r = await upload(c, '/api/upload/index', PNG, 'fault.png');
  if (r.e !== E.OK) throw new Error(`upload: ${r.e} ${r.m}`);
  return (r.d as { url: string }).url;
}

export interface RepairWorld {
  dispatcher: Client;
  manager: Client;
  student: Client;
  student2: Client;
  worker: Client;
  workerId: string;
  worker2: Client;
  worker2Id: string;
  /** Categories: water (SLA 30 min / 1 day), net (no SLA). */
  water: string;
  net: string;
  east: string;
}

export async function setUpRepair(app: FastifyInstance): Promise<RepairWorld> {
  const [dispatcher, manager, student, student2, worker] = await Promise.all(['dispatcher', 'manager', 'student', 'student2', 'repairman'].map((u) => loginAs(app, u)));
  const w2 = await makeUser(app, { roles: ['repairman'] });
  // Set-up is the manager's (repair.manage); the dispatcher dispatches.
  const water = (await ok(manager!.post<{ id: string }>('/api/repair/save-category', { name: '水电', assignMinutes: 30, finishMinutes: 1440 }))).id;
  const net = (await ok(manager!.post<{ id: string }>('/api/repair/save-category', { name: '网络' }))).id;
  const east = (await ok(manager!.post<{ id: string }>('/api/repair/save-area', { name: '东区', buildings: ['东1栋', '东2栋'] }))).id;
  const workers = await ok(manager!.get<{ list: { userId: string; name: string }[] }>('/api/repair/workers'));
  const workerId = workers.list.find((w) => w.name === '周师傅')!.userId;
  await ok(manager!.post('/api/repair/save-worker', { userId: workerId, onDuty: true, skills: [water, net] }));
  await ok(manager!.post('/api/repair/save-worker', { userId: w2.id, onDuty: true, skills: [water] }));
  return { dispatcher: dispatcher!, manager: manager!, student: student!, student2: student2!, worker: worker!, workerId, worker2: w2.client, worker2Id: w2.id, water, net, east };
}

export const report = (w: RepairWorld, c: Client, o: Record<string, unknown> = {}) =>
  ok(c.post<RepairOrderDetail>('/api/repair/submit', { categoryId: w.water, areaId: w.east, building: '东1栋', room: '302', description: '水龙头漏水', ...o }));

/** An order of `student` taken to `until` (assigned to `worker`). */
export async function orderAt(w: RepairWorld, until: 'submitted' | 'assigned' | 'accepted' | 'in_progress' | 'done'): Promise<RepairOrderDetail> {
  let o = await report(w, w.student);
  const steps: [string, string, Client, Record<string, unknown>][] = [
    ['assigned', '/api/repair/assign', w.dispatcher, { workerId: w.workerId }],
    ['accepted', '/api/repair/accept', w.worker, {}],
    ['in_progress', '/api/repair/start', w.worker, {}],
    ['done', '/api/repair/finish', w.worker, {}],
  ];
  for (const [state, url, c, body] of steps) {
    if (o.state === until) break;
    o = await ok(c.post<RepairOrderDetail>(url, { id: o.id, ...body }));
    if (o.state !== state) throw new Error(`expected ${state}, got ${o.state}`);
  }
  return o;
}
