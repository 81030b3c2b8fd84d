/** Document library fixtures: real uploads (a PNG, a PDF) and library files published by the manager. */
import { E } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import type { Client } from './helpers.js';

export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export async function uploadFile(c: Client, name: string, data: Buffer): Promise<string> {
  const r = await c.post<{ id: string }>('/api/upload/bybase64', { file: data.toString('base64'), name });
  if (r.e !== E.OK) throw new Error(`upload ${name}: ${r.e} ${r.m}`);
  return r.d.id;
}

export async function publish(c: Client, o: { title: string; shelf?: 'common' | 'shared'; folderId?: string; audience?: Record<string, unknown>; name?: string; data?: Buffer }): Promise<string> {
  const uploadId = await uploadFile(c, o.name ?? `${o.title}.png`, o.data ?? PNG);
  const r = await c.post<{ id: string }>('/api/files/save', { shelf: o.shelf ?? 'common', folderId: o.folderId, title: o.title, uploadId, audience: o.audience ?? { site: true } });
  if (r.e !== E.OK) throw new Error(`publish ${o.title}: ${r.e} ${r.m}`);
  return r.d.id;
}

export async function departmentId(app: FastifyInstance, name: string): Promise<string> {
  const d = await app.platform.db.selectFrom('departments').select('id').where('site_id', '=', 'demo').where('name', '=', name).executeTakeFirstOrThrow();
  return d.id;
}
