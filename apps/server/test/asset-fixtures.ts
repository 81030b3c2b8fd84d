/** Asset test data: a form body with overrides, and creating an asset as a manager. */
import { expect } from 'vitest';
import type { Client } from './helpers.js';

let seq = 0;
export function assetBody(over: Record<string, unknown> = {}) {
  seq += 1;
  return { code: `T-${Date.now() % 100000}-${seq}`, name: `测试资产 ${seq}`, category: '计算机', location: '实验楼 101', status: 'inUse', value: '1234.5', purchaseDate: '2024-01-15', ...over };
}

export async function createAsset(c: Client, over: Record<string, unknown> = {}) {
  const r = await c.post<{ id: string; code: string }>('/api/asset/create', assetBody(over));
  expect(r.e, r.m).toBe(0);
  return r.d;
}
