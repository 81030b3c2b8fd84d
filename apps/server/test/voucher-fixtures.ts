/** Voucher test fixtures: batch bodies with overrides, made through the manager's endpoint. */
import { now } from '../src/platform/util.js';
import type { Client } from './helpers.js';

export function batchBody(o: Record<string, unknown> = {}) {
  const t = now();
  return { name: '食堂满减券', benefit: '满20减5', validFrom: t - 60, validTo: t + 86400, quantity: 10, perPerson: 1, audience: { site: true }, mode: 'claim', ...o };
}

export async function createBatch(c: Client, o: Record<string, unknown> = {}): Promise<string> {
  const r = await c.post<{ id: string }>('/api/voucher/save-batch', batchBody(o));
  if (r.e !== 0) throw new Error(`save-batch failed: ${r.e} ${r.m}`);
  return r.d.id;
}
