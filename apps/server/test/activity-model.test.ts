/**
 * A model test of sign-ups (fast-check), through HTTP: random sequences of sign-up, withdraw,
 * approve, reject, remove and check-in by several people on a small activity that needs
 * approval. Every answer matches the model, and after each step `taken` equals the live
 * sign-ups (pending + approved) and never exceeds the capacity.
 */
import { E, type SignupStatus } from '@campus/api';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { now } from '../src/platform/util.js';
import { createActivity } from './activity-fixtures.js';
import { createTestApp, loginAs, type Client, type TestApp } from './helpers.js';
import { makeUsers } from './ticket-fixtures.js';

const CAPACITY = 2;
const USERS = 4;
const LIVE: readonly SignupStatus[] = ['pending', 'approved'];

type Op = { kind: 'signup' | 'withdraw' | 'approve' | 'reject' | 'remove' | 'check'; user: number };
const op = fc.record({
  kind: fc.constantFrom<Op['kind']>('signup', 'withdraw', 'approve', 'reject', 'remove', 'check'),
  user: fc.integer({ min: 0, max: USERS - 1 }),
});

let t: TestApp;
let manager: Client;
let users: { id: string; client: Client }[];
beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager');
  users = await makeUsers(t.app, USERS, 'amodel');
});
afterAll(() => t.close());

it('random sign-up sequences keep taken = live sign-ups ≤ capacity and answer as the model says', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 16 }), async (ops) => {
      const t0 = now();
      // Check-in is open (starts within the hour), sign-up still open.
      const id = await createActivity(manager, { capacity: CAPACITY, needsApproval: true, signupOpenAt: t0 - 60, signupCloseAt: t0 + 600, startsAt: t0 + 900, endsAt: t0 + 7200 });
      const model = new Map<number, { id: string; status: SignupStatus; checked: boolean; code?: string }>();
      for (const o of ops) {
        const c = users[o.user]!.client;
        const s = model.get(o.user);
        const live = [...model.values()].filter((m) => LIVE.includes(m.status)).length;
        if (o.kind === 'signup') {
          const want = s && LIVE.includes(s.status) ? E.ALREADY_TAKEN : s && s.status !== 'cancelled' ? E.WRONG_STATE : live >= CAPACITY ? E.SOLD_OUT : E.OK;
          const r = await c.post<{ id: string; status: SignupStatus }>('/api/activity/signup', { id });
          expect(r.e).toBe(want);
          if (r.e === E.OK) model.set(o.user, { id: r.d.id, status: 'pending', checked: false });
        } else if (o.kind === 'withdraw') {
          const want = !s ? E.NOT_FOUND : LIVE.includes(s.status) && !s.checked ? E.OK : E.WRONG_STATE;
          expect((await c.post('/api/activity/cancel-signup', { id })).e).toBe(want);
          if (want === E.OK) s!.status = 'cancelled';
        } else if (s && (o.kind === 'approve' || o.kind === 'reject')) {
          const want = s.status === 'pending' ? E.OK : E.WRONG_STATE;
          expect((await manager.post('/api/activity/review', { signupId: s.id, approve: o.kind === 'approve' })).e).toBe(want);
          if (want === E.OK) s.status = o.kind === 'approve' ? 'approved' : 'rejected';
        } else if (s && o.kind === 'remove') {
          const want = LIVE.includes(s.status) && !s.checked ? E.OK : E.WRONG_STATE;
          expect((await manager.post('/api/activity/remove-signup', { signupId: s.id })).e).toBe(want);
          if (want === E.OK) s.status = 'removed';
        } else if (s && o.kind === 'check') {
          if (s.status !== 'approved') {
            expect((await c.get('/api/activity/my-code', { id })).e).toBe(E.NOT_ELIGIBLE);
          } else {
            s.code ??= (await c.get<{ code: string }>('/api/activity/my-code', { id })).d.code;
            const r = await manager.post('/api/activity/check-user', { code: s.code });
            expect(r.e).toBe(s.checked ? E.ALREADY_DONE : E.OK);
            s.checked = true;
          }
        }
        const row = await t.app.platform.db.selectFrom('activities').select('taken').where('id', '=', id).executeTakeFirstOrThrow();
        const rows = await t.app.platform.db.selectFrom('activity_signups').select('status').where('activity_id', '=', id).execute();
        const dbLive = rows.filter((r) => LIVE.includes(r.status as SignupStatus)).length;
        expect(Number(row.taken)).toBe(dbLive);
        expect(dbLive).toBeLessThanOrEqual(CAPACITY);
        expect(dbLive).toBe([...model.values()].filter((m) => LIVE.includes(m.status)).length);
      }
    }),
    { numRuns: 25 },
  );
});
