/**
 * The booking quota under concurrent requests: 120 people (some pressing twice, some
 * cancelling and booking again) book a meal of 37 places at once. Never oversold, one place
 * per person, and booked + remaining = quota, counted from the booking rows themselves.
 * On PostgreSQL also across two server instances sharing the database.
 */
import { E } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCanteen, createMenu } from './canteen-fixtures.js';
import { loginAs, makeStudents, type Client } from './helpers.js';
import { startInstances, type Instances } from './instances.js';

const url = process.env.DATABASE_URL;
const QUOTA = 37;

function race(get: () => Instances) {
  it(`never books more than the quota of ${QUOTA}, one place each`, async () => {
    const n = get();
    const manager = await loginAs(n.a.app, 'manager');
    const canteenId = await createCanteen(manager);
    const menuId = await createMenu(manager, canteenId, { quota: QUOTA });
    const people = await makeStudents(n.a.app, 120, { prefix: 'meal', name: '食客', number: '2099' });
    // Every fourth person presses twice at once.
    const clients: Client[] = n.split([...people.map((p) => p.client), ...people.filter((_, i) => i % 4 === 0).map((p) => p.client)]);
    const res = await Promise.all(clients.map((c) => c.post<{ id: string }>('/api/canteen/book', { menuId })));
    for (const r of res) expect(r.status).toBeLessThan(500);
    const ok = res.filter((r) => r.e === E.OK);
    expect(ok).toHaveLength(QUOTA);
    expect(res.every((r) => [E.OK, E.SOLD_OUT, E.ALREADY_DONE].includes(r.e as 0))).toBe(true);

    // Ten of the lucky ones cancel while the rest try again: the freed places go to others.
    const winners = res.flatMap((r, i) => (r.e === E.OK ? [{ id: r.d.id, client: clients[i]! }] : [])).slice(0, 10);
    const second = await Promise.all([
      ...winners.map((w) => w.client.post('/api/canteen/cancel', { id: w.id })),
      ...n.split(people.map((p) => p.client)).map((c) => c.post('/api/canteen/book', { menuId })),
    ]);
    for (const r of second) expect(r.status).toBeLessThan(500);
    // Re-bookings may have run before the cancellations landed: once more, now that they have.
    await Promise.all(n.split(people.map((p) => p.client)).map((c) => c.post('/api/canteen/book', { menuId })));

    const db = n.a.app.platform.db;
    const menu = await db.selectFrom('canteen_menus').select(['quota', 'booked']).where('id', '=', menuId).executeTakeFirstOrThrow();
    const rows = await db.selectFrom('canteen_bookings').select(['user_id', 'status']).where('menu_id', '=', menuId).execute();
    const booked = rows.filter((r) => r.status === 'booked');
    expect(new Set(rows.map((r) => r.user_id)).size).toBe(rows.length);
    expect(booked.length).toBe(Number(menu.booked));
    expect(booked.length).toBeLessThanOrEqual(QUOTA);
    const view = await manager.get<{ list: { id: string; remaining: number; quota: number }[] }>('/api/canteen/menus', { canteenId, date: '2030-01-01' });
    const shown = view.d.list.find((m) => m.id === menuId)!;
    expect(booked.length + shown.remaining).toBe(QUOTA);
    // With 120 people wanting one, the freed places were taken again.
    expect(booked.length).toBe(QUOTA);
  });
}

describe('bookings racing on one instance', () => {
  let n: Instances;
  beforeAll(async () => {
    n = await startInstances(false);
  });
  afterAll(() => n.close());
  race(() => n);
});

describe.skipIf(!url)('bookings racing across two instances sharing one PostgreSQL', () => {
  let n: Instances;
  beforeAll(async () => {
    n = await startInstances(true);
  });
  afterAll(() => n.close());
  race(() => n);
});
