/**
 * A model test of the ticket state machines (fast-check), through HTTP.
 *
 * Grab mode: random sequences of grab, refund and check by several users against a small model;
 * every answer matches the model, every status change is one the machine allows, and after each
 * step `issued + remaining = quota` and nobody is over the per-person limit.
 *
 * Everything: random sequences of grab, refund, check, subscribe, cancel-sub, waiting-list
 * join / leave / confirm, hold lapses and (reserve mode) entries and the draw. After each step
 * the database holds `issued + remaining + held = quota`, nobody over the limit, every row moved
 * only along its machine (tickets, subscriptions, entries, waiting-list places) and every label
 * the server shows agrees with the counters.
 */
import { E, type TicketStatus } from '@campus/api';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { canEntry, canSub, canTransition, canWaitMove, type EntryState, type SubState, type WaitState } from '../src/modules/ticket/machine.js';
import { now } from '../src/platform/util.js';
import { createTestApp, loginAs, type Client, type TestApp } from './helpers.js';
import { counters, createEvent, eventBody, lapseHolds, makeUsers, setTimes } from './ticket-fixtures.js';

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
      const ev = await createEvent(manager, eventBody({ types: [{ quota: QUOTA, perPerson: LIMIT }], holdMinutes: 0 }));
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

const KINDS = ['grab', 'refund', 'check', 'subscribe', 'cancelSub', 'join', 'leave', 'confirm', 'lapse', 'close'] as const;
type Kind = (typeof KINDS)[number];
const anyOp = fc.record({ kind: fc.constantFrom<Kind>(...KINDS), user: fc.integer({ min: 0, max: USERS - 1 }), pick: fc.nat(5) });
/** Answers a step may give besides success: each is a refusal the rules allow. */
const REFUSALS: number[] = [E.SOLD_OUT, E.LIMIT_REACHED, E.ALREADY_TAKEN, E.ENDED, E.NOT_OPEN_YET, E.HOLD_EXPIRED, E.WRONG_STATE, E.CONFLICT];

/** Every row's state per user, read from the database. */
async function snapshot(eventId: string, typeId: string) {
  const db = t.app.platform.db;
  const [tickets, subs, entries, waits] = await Promise.all([
    db.selectFrom('tickets').select(['id', 'status']).where('type_id', '=', typeId).execute(),
    db.selectFrom('ticket_subs').select(['user_id', 'active']).where('event_id', '=', eventId).execute(),
    db.selectFrom('ticket_entries').select(['user_id', 'status']).where('type_id', '=', typeId).execute(),
    db.selectFrom('ticket_waits').select(['user_id', 'status']).where('type_id', '=', typeId).execute(),
  ]);
  return {
    tickets: new Map(tickets.map((r) => [r.id, r.status as TicketStatus])),
    subs: new Map(subs.map((r) => [r.user_id, (Number(r.active) === 1 ? 'active' : 'cancelled') as SubState])),
    entries: new Map(entries.map((r) => [r.user_id, r.status as EntryState])),
    waits: new Map(waits.map((r) => [r.user_id, r.status as WaitState])),
  };
}

it('random sequences over every operation, in both modes, keep the counters and the machines', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom<'grab' | 'reserve'>('grab', 'reserve'), fc.array(anyOp, { minLength: 1, maxLength: 16 }), async (mode, ops) => {
      const ev = await createEvent(manager, eventBody({ mode, types: [{ quota: 2, perPerson: LIMIT }], holdMinutes: 5 }));
      const typeId = ev.typeIds[0]!;
      let before = await snapshot(ev.id, typeId);
      for (const o of ops) {
        const c = users[o.user]!.client;
        const own = (await c.get<{ mine: { id: string; code: string }[] }>('/api/ticket/detail', { id: ev.id })).d.mine;
        const tk = own.length ? own[o.pick % own.length] : undefined;
        let r: { e: number; status: number } | undefined;
        switch (o.kind) {
          case 'grab':
            r = await c.post('/api/ticket/enroll', { typeId });
            break;
          case 'refund':
            if (tk) r = await c.post('/api/ticket/refund', { id: tk.id });
            break;
          case 'check':
            if (tk) r = await manager.post('/api/ticket/check', { code: tk.code });
            break;
          case 'subscribe':
            r = await c.post('/api/ticket/subscribe', { id: ev.id });
            break;
          case 'cancelSub':
            r = await c.post('/api/ticket/cancel-sub', { id: ev.id });
            break;
          case 'join':
            r = await c.post('/api/ticket/wait-join', { typeId });
            break;
          case 'leave':
            r = await c.post('/api/ticket/wait-leave', { typeId });
            break;
          case 'confirm':
            r = await c.post('/api/ticket/hold-confirm', { typeId });
            break;
          case 'lapse':
            await lapseHolds(t.app, typeId);
            break;
          case 'close':
            // The window closes (reserve: then the draw runs).
            await setTimes(t.app, ev.id, { open_at: now() - 100, close_at: now() - 1 });
            if (mode === 'reserve') r = await manager.post('/api/ticket/draw', { id: ev.id });
            break;
        }
        if (r) {
          expect(r.status).toBeLessThan(500);
          if (r.e !== E.OK) expect(REFUSALS).toContain(r.e);
        }
        const after = await snapshot(ev.id, typeId);
        for (const [id, s] of after.tickets) {
          const was = before.tickets.get(id);
          if (was && was !== s) expect(canTransition(was, s)).toBe(true);
          if (!was) expect(s).toBe('issued');
        }
        for (const [u, s] of after.subs) {
          const was = before.subs.get(u) ?? 'none';
          if (was !== s) expect(canSub(was, s)).toBe(true);
        }
        for (const [u, s] of after.entries) {
          const was = before.entries.get(u) ?? 'none';
          if (was !== s) expect(canEntry(was, s)).toBe(true);
        }
        for (const [u, s] of after.waits) {
          const was = before.waits.get(u) ?? 'none';
          // A lapse can be followed, in the same read, by nothing else for that person.
          if (was !== s) expect(canWaitMove(was, s) || (was === 'waiting' && s === 'lapsed')).toBe(true);
        }
        before = after;
        const db = await counters(t.app, typeId);
        expect(db.issued + db.remaining + db.held).toBe(2);
        expect(db.maxPerUser).toBeLessThanOrEqual(LIMIT);
        const held = [...after.waits.values()].filter((s) => s === 'held').length;
        expect(held).toBe(db.held);
        const view = (await c.get<{ types: { label: string; remaining: number }[] }>('/api/ticket/status', { id: ev.id })).d.types[0]!;
        if (view.label === 'grab') expect(mode === 'grab' && view.remaining > 0).toBe(true);
        if (view.label === 'reserve' || view.label === 'reservedWaiting') expect(mode).toBe('reserve');
        if (view.label === 'enroll') expect(view.remaining).toBe(0);
      }
    }),
    { numRuns: 30 },
  );
});
