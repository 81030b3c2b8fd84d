/** Canteen test fixtures: a canteen and a menu with overrides, made through the console's API. */
import { E } from '@campus/api';
import { now } from '../src/platform/util.js';
import type { Client } from './helpers.js';

export async function createCanteen(manager: Client, o: Record<string, unknown> = {}): Promise<string> {
  const r = await manager.post<{ id: string }>('/api/canteen/admin/save-canteen', {
    name: `食堂${Math.random().toString(36).slice(2, 7)}`,
    seats: 100,
    hours: [{ meal: 'breakfast', open: '00:00', close: '23:59' }],
    ...o,
  });
  if (r.e !== E.OK) throw new Error(`save-canteen: ${r.e} ${r.m}`);
  return r.d.id;
}

/** A bookable menu (by default: quota 10, booking open for an hour) with two dishes. */
export async function createMenu(manager: Client, canteenId: string, o: Record<string, unknown> = {}): Promise<string> {
  const r = await manager.post<{ id: string }>('/api/canteen/admin/save-menu', {
    canteenId,
    date: '2030-01-01',
    meal: 'lunch',
    dishes: [
      { name: '宫保鸡丁', category: '荤菜', price: '12.5' },
      { name: '米饭', category: '主食', price: '0.5' },
    ],
    bookable: true,
    price: '15',
    quota: 10,
    cutoffAt: now() + 3600,
    ...o,
  });
  if (r.e !== E.OK) throw new Error(`save-menu: ${r.e} ${r.m}`);
  return r.d.id;
}
