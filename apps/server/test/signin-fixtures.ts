/** Sign-in test fixtures: bodies with overrides, creation through the organiser's endpoint, the code shown now. */
import type { SigninCode } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { now } from '../src/platform/util.js';
import type { Client } from './helpers.js';

export function signinBody(o: Record<string, unknown> = {}) {
  const t = now();
  return { title: '周一班会', place: '教学楼 A101', mode: 'qr', startsAt: t - 60, endsAt: t + 3600, audience: { site: true }, ...o };
}

export async function createSignin(organiser: Client, o: Record<string, unknown> = {}): Promise<string> {
  const r = await organiser.post<{ id: string }>('/api/signin/createsign', signinBody(o));
  if (r.e !== 0) throw new Error(`createsign failed: ${r.e} ${r.m}`);
  return r.d.id;
}

export async function codeOf(organiser: Client, id: string): Promise<SigninCode> {
  const r = await organiser.get<SigninCode>('/api/signin/qrcodebuild', { id });
  if (r.e !== 0) throw new Error(`qrcodebuild failed: ${r.e} ${r.m}`);
  return r.d;
}

/** The class ids of the demo site by name. */
export async function classIds(app: FastifyInstance): Promise<Record<string, string>> {
  const rows = await app.platform.db.selectFrom('classes').select(['id', 'name']).where('site_id', '=', 'demo').execute();
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
}

export async function userId(app: FastifyInstance, username: string): Promise<string> {
  const r = await app.platform.db.selectFrom('users').select('id').where('site_id', '=', 'demo').where('username', '=', username).executeTakeFirstOrThrow();
  return r.id;
}

/** A 1×1 PNG (a drawn signature stands in). */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
