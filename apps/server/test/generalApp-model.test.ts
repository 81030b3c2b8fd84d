/**
 * A model test of appointments (fast-check), through HTTP: random sequences of booking (groups
 * of 1–2), cancelling, approving and rejecting by several people on three slots of a space that
 * needs approval, with a per-day limit. Every answer matches a small model, and after each step
 * the database holds `booked + remaining = capacity` per slot and each person's day count equals
 * their live appointments.
 */
import { E } from '@campus/api';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { localOf } from '../src/modules/generalApp/slots.js';
import { createTestApp, loginAs, type Client, type TestApp } from './helpers.js';
import { TZ, at, booking, createSpace, makeUsers, slotCounters } from './generalApp-fixtures.js';

const CAPACITY = 3;
const PER_DAY = 2;
const USERS = 3;
const SLOTS = [at(1, 8), at(1, 9), at(1, 10)];

type Op =
  | { kind: 'book'; user: number; slot: number; units: number }
  | { kind: 'cancel'; user: number; pick: number }
  | { kind: 'decide'; pick: number; approve: boolean };
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('book' as const),
    user: fc.nat(USERS - 1),
    slot: fc.nat(SLOTS.length - 1),
    units: fc.integer({ min: 1, max: 2 }),
  }),
  fc.record({ kind: fc.constant('cancel' as const), user: fc.nat(USERS - 1), pick: fc.nat(5) }),
  fc.record({ kind: fc.constant('decide' as const), pick: fc.nat(5), approve: fc.boolean() }),
);

interface Held {
  id: string;
  user: number;
  slot: number;
  units: number;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
}
const live = (h: Held) => h.status === 'pending' || h.status === 'approved';

let t: TestApp;
let manager: Client;
let users: { id: string; client: Client }[];
beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager');
  users = await makeUsers(t.app, USERS, 'model');
});
afterAll(() => t.close());

it('random book/cancel/approve/reject sequences keep every counter right', async () => {
  const day = localOf(SLOTS[0]!, TZ).date;
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 16 }), async (ops) => {
      const spaceId = await createSpace(manager, { capacity: CAPACITY, approval: true, perDay: PER_DAY });
      const model: Held[] = [];
      const remaining = SLOTS.map(() => CAPACITY);
      for (const o of ops) {
        if (o.kind === 'book') {
          const mine = model.filter((h) => h.user === o.user && live(h));
          const want = mine.some((h) => h.slot === o.slot)
            ? E.ALREADY_TAKEN
            : remaining[o.slot]! < o.units
              ? E.SOLD_OUT
              : mine.length >= PER_DAY
                ? E.LIMIT_REACHED
                : E.OK;
          const r = await users[o.user]!.client.post<{ id: string; status: string }>(
            '/api/generalApp/appoint',
            booking(spaceId, SLOTS[o.slot]!, { attendees: o.units }),
          );
          expect(r.e).toBe(want);
          if (r.e === E.OK) {
            expect(r.d.status).toBe('pending');
            model.push({ id: r.d.id, user: o.user, slot: o.slot, units: o.units, status: 'pending' });
            remaining[o.slot]! -= o.units;
          }
        } else if (o.kind === 'cancel') {
          const mine = model.filter((h) => h.user === o.user);
          if (!mine.length) continue;
          const h = mine[o.pick % mine.length]!;
          const r = await users[o.user]!.client.post('/api/generalApp/cancel', { id: h.id });
          expect(r.e).toBe(live(h) ? E.OK : E.WRONG_STATE);
          if (live(h)) {
            h.status = 'cancelled';
            remaining[h.slot]! += h.units;
          }
        } else {
          if (!model.length) continue;
          const h = model[o.pick % model.length]!;
          const r = await manager.post('/api/generalApp/decide', {
            id: h.id,
            approve: o.approve,
            reason: o.approve ? '' : '不符合要求',
          });
          expect(r.e).toBe(h.status === 'pending' ? E.OK : E.ALREADY_DONE);
          if (h.status === 'pending') {
            h.status = o.approve ? 'approved' : 'rejected';
            if (!o.approve) remaining[h.slot]! += h.units;
          }
        }
        for (const [i, start] of SLOTS.entries()) {
          const row = await t.app.platform.db
            .selectFrom('ga_slots')
            .select('id')
            .where('space_id', '=', spaceId)
            .where('starts_at', '=', start)
            .executeTakeFirst();
          if (!row) {
            expect(remaining[i]).toBe(CAPACITY);
            continue;
          }
          const c = await slotCounters(t.app, spaceId, start);
          expect(c.remaining).toBe(remaining[i]);
          expect(c.booked + c.remaining).toBe(c.capacity);
        }
        for (const [u, user] of users.entries()) {
          const usage = await t.app.platform.db
            .selectFrom('ga_usage')
            .select('used')
            .where('space_id', '=', spaceId)
            .where('user_id', '=', user.id)
            .where('period', '=', `d:${day}`)
            .executeTakeFirst();
          expect(Number(usage?.used ?? 0)).toBe(model.filter((h) => h.user === u && live(h)).length);
        }
      }
    }),
    { numRuns: 25 },
  );
}, 120_000);
