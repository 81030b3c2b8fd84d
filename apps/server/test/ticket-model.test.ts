/**
 * A model test of the ticket state machine (fast-check): random sequences of grab, refund and
 * check by several users, through HTTP, against a small model. Every answer matches the model,
 * every status change is one the machine allows, and after each step the database holds
 * `issued + remaining = quota` and nobody over the per-person limit.
 */
import { E, type TicketStatus } from '@campus/api';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { canTransition } from '../src/modules/ticket/machine.js';
import { createTestApp, loginAs, type Client, type TestApp } from './helpers.js';
import { counters, createEvent, eventBody, makeUsers } from './ticket-fixtures.js';

const QUOTA = 3;
const LIMIT = 2;
const USERS = 3;

type Op = { kind: 'grab' | 'refund' | 'check'; user: number; pick: number };
const op = fc.record({
  kind: fc.constantFrom<Op['kind']>('grab', 'refund', 'check'),
  user: fc.integer({ min: 0, max: USERS - 1 }),
  pick: fc.nat(5),
});

let t: TestApp;
let manager: Client;
let users: { id: string; client: Client }[];
beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager');
  users = await makeUsers(t.app, USERS, 'model');
});
afterAll(() => t.close());

it('random grab/refund/check sequences never reach a forbidden state', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
      const ev = await createEvent(manager, eventBody({ types: [{ quota: QUOTA, perPerson: LIMIT }] }));
      const typeId = ev.typeIds[0]!;
      const model: { id: string; code: string; user: number; status: TicketStatus }[] = [];
      let remaining = QUOTA;
      for (const o of ops) {
        const c = users[o.user]!.client;
        const held = model.filter((m) => m.user === o.user);
        if (o.kind === 'grab') {
          const live = held.filter((m) => m.status !== 'cancelled').length;
          const want = remaining === 0 ? E.SOLD_OUT : live >= LIMIT ? E.LIMIT_REACHED : E.OK;
          const r = await c.post<{ id: string; code: string }>('/api/ticket/enroll', { typeId });
          expect(r.e).toBe(want);
          if (r.e === E.OK) {
            model.push({ id: r.d.id, code: r.d.code, user: o.user, status: 'issued' });
            remaining--;
          }
        } else if (held.length) {
          const tk = held[o.pick % held.length]!;
          const to: TicketStatus = o.kind === 'refund' ? 'cancelled' : 'checked';
          const r =
            o.kind === 'refund'
              ? await c.post<{ status: string }>('/api/ticket/refund', { id: tk.id })
              : await manager.post<{ status: string }>('/api/ticket/check', { code: tk.code });
          const allowed = canTransition(tk.status, to);
          expect(r.e === E.OK).toBe(allowed);
          if (allowed) {
            tk.status = to;
            if (to === 'cancelled') remaining++;
          }
        }
        const db = await counters(t.app, typeId);
        expect(db.remaining).toBe(remaining);
        expect(db.issued + db.remaining).toBe(QUOTA);
        expect(db.maxPerUser).toBeLessThanOrEqual(LIMIT);
      }
    }),
    { numRuns: 25 },
  );
});
