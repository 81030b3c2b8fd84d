/** Activity test fixtures: bodies with overrides, made through the endpoints. */
import { now } from '../src/platform/util.js';
import type { Client } from './helpers.js';

export function activityBody(o: Record<string, unknown> = {}) {
  const t = now();
  return {
    title: '草地音乐节',
    category: 'arts',
    organiser: '校团委',
    place: '东操场',
    description: '<p>欢迎参加</p>',
    signupOpenAt: t - 60,
    signupCloseAt: t + 3600,
    startsAt: t + 7200,
    endsAt: t + 10800,
    audience: { site: true },
    ...o,
  };
}

export async function createActivity(c: Client, o: Record<string, unknown> = {}): Promise<string> {
  const r = await c.post<{ id: string }>('/api/activity/addnew', activityBody(o));
  if (r.e !== 0) throw new Error(`addnew failed: ${r.e} ${r.m}`);
  return r.d.id;
}

/** A tiny valid PNG (1×1) as a data URL, for the base64 upload. */
export const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export async function uploadPng(c: Client, name = 'p.png'): Promise<string> {
  const r = await c.post<{ id: string }>('/api/upload/bybase64', { file: PNG, name });
  if (r.e !== 0) throw new Error(`upload failed: ${r.e} ${r.m}`);
  return r.d.id;
}
