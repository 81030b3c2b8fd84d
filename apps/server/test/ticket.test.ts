/**
 * Ticket rules through HTTP: audience, the grabbing window, quota and per-person limit, labels,
 * refund before the start, checking a redemption code once, and quota edits while issued.
 */
import { E } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canTransition, statusFor } from '../src/modules/ticket/machine.js';
import { now } from '../src/platform/util.js';
import { createTestApp, loginAs, type Client, type TestApp } from './helpers.js';
import { counters, createEvent, eventBody } from './ticket-fixtures.js';

interface Detail {
  types: { id: string; remaining: number; label: string }[];
  mine: { id: string; code: string; status: string; typeId: string }[];
}
interface Ticket {
  id: string;
  code: string;
  status: string;
}

let t: TestApp;
let manager: Client;
let student: Client;
let student2: Client;
beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager');
  student = await loginAs(t.app, 'student');
  student2 = await loginAs(t.app, 'student2');
});
afterAll(() => t.close());

describe('state machine (pure)', () => {
  const ev = { open_at: 100, close_at: 200, starts_at: 300 };
  it('labels a type from the window, the counter and the caller’s tickets', () => {
    expect(statusFor(ev, { remaining: 5 }, 50, [])).toBe('notStarted');
    expect(statusFor(ev, { remaining: 5 }, 150, [])).toBe('grab');
    expect(statusFor(ev, { remaining: 0 }, 150, [])).toBe('soldOut');
    expect(statusFor(ev, { remaining: 5 }, 200, [])).toBe('ended');
    expect(statusFor(ev, { remaining: 5 }, 150, [{ status: 'issued' }])).toBe('cancelTicket');
    expect(statusFor(ev, { remaining: 5 }, 300, [{ status: 'issued' }])).toBe('ended');
    expect(statusFor(ev, { remaining: 5 }, 150, [{ status: 'cancelled' }])).toBe('grab');
    expect(statusFor(ev, { remaining: 0 }, 400, [{ status: 'checked' }])).toBe('checked');
  });
  it('allows only issued → checked | cancelled', () => {
    expect(canTransition('issued', 'checked')).toBe(true);
    expect(canTransition('issued', 'cancelled')).toBe(true);
    expect(canTransition('checked', 'cancelled')).toBe(false);
    expect(canTransition('cancelled', 'issued')).toBe(false);
    expect(canTransition('checked', 'issued')).toBe(false);
  });
});

describe('events and grabs', () => {
  it('refuses management to a student and bad windows to a manager', async () => {
    expect((await student.post('/api/ticket/manage-save', eventBody({ types: [{ quota: 1 }] }))).e).toBe(E.FORBIDDEN);
    const bad = await manager.post('/api/ticket/manage-save', { ...eventBody({ types: [{ quota: 1 }] }), closeAt: 1, openAt: 2 });
    expect(bad.e).toBe(E.BAD_INPUT);
    expect((bad.d as { field: string }).field).toBe('closeAt');
  });

  it('shows an event only to its audience', async () => {
    const ev = await createEvent(manager, eventBody({ title: '教师专场', types: [{ quota: 5 }], audience: { roles: ['teacher'] } }));
    const teacher = await loginAs(t.app, 'teacher');
    const list = await student.get<{ list: { id: string }[] }>('/api/ticket/index');
    expect(list.d.list.map((e) => e.id)).not.toContain(ev.id);
    expect((await teacher.get<{ list: { id: string }[] }>('/api/ticket/index')).d.list.map((e) => e.id)).toContain(ev.id);
    expect((await student.get('/api/ticket/detail', { id: ev.id })).e).toBe(E.NOT_FOUND);
    expect((await student.post('/api/ticket/enroll', { typeId: ev.typeIds[0] })).e).toBe(E.NOT_FOUND);
    expect((await teacher.post('/api/ticket/enroll', { typeId: ev.typeIds[0] })).e).toBe(E.OK);
  });

  it('grabs one ticket, labels it, and refuses a second over the per-person limit', async () => {
    const ev = await createEvent(manager, eventBody({ types: [{ quota: 3 }] }));
    const typeId = ev.typeIds[0]!;
    let d = await student.get<Detail>('/api/ticket/detail', { id: ev.id });
    expect(d.d.types[0]).toMatchObject({ remaining: 3, label: 'grab' });
    const g = await student.post<Ticket>('/api/ticket/enroll', { typeId });
    expect(g.e).toBe(E.OK);
    expect(g.d.code).toMatch(/^[A-Z2-9]{12}$/);
    d = await student.get<Detail>('/api/ticket/detail', { id: ev.id });
    expect(d.d.types[0]).toMatchObject({ remaining: 2, label: 'cancelTicket' });
    expect(d.d.mine).toHaveLength(1);
    const again = await student.post('/api/ticket/enroll', { typeId });
    expect(again.e).toBe(E.LIMIT_REACHED);
    expect(await counters(t.app, typeId)).toMatchObject({ issued: 1, remaining: 2 });
    // Another student does not see the first one's ticket.
    expect((await student2.get<Detail>('/api/ticket/detail', { id: ev.id })).d.mine).toHaveLength(0);
  });

  it('answers sold out, not open yet and ended', async () => {
    const one = await createEvent(manager, eventBody({ types: [{ quota: 1 }] }));
    expect((await student.post('/api/ticket/enroll', { typeId: one.typeIds[0] })).e).toBe(E.OK);
    expect((await student2.post('/api/ticket/enroll', { typeId: one.typeIds[0] })).e).toBe(E.SOLD_OUT);
    // Sold out with a waiting list (15 minutes by default): the label invites joining it.
    expect((await student2.get<Detail>('/api/ticket/detail', { id: one.id })).d.types[0]!.label).toBe('enroll');
    const later = await createEvent(manager, eventBody({ types: [{ quota: 1 }], open: now() + 600, close: now() + 1200 }));
    expect((await student.post('/api/ticket/enroll', { typeId: later.typeIds[0] })).e).toBe(E.NOT_OPEN_YET);
    expect((await student.get<Detail>('/api/ticket/detail', { id: later.id })).d.types[0]!.label).toBe('notStarted');
    const past = await createEvent(manager, eventBody({ types: [{ quota: 1 }], open: now() - 600, close: now() - 300 }));
    expect((await student.post('/api/ticket/enroll', { typeId: past.typeIds[0] })).e).toBe(E.ENDED);
    expect(await counters(t.app, past.typeIds[0]!)).toMatchObject({ issued: 0, remaining: 1 });
  });

  it('refunds before the start, returning the unit; only the owner, only once', async () => {
    const ev = await createEvent(manager, eventBody({ types: [{ quota: 2 }] }));
    const typeId = ev.typeIds[0]!;
    const g = await student.post<Ticket>('/api/ticket/enroll', { typeId });
    expect((await student2.post('/api/ticket/refund', { id: g.d.id })).e).toBe(E.NOT_FOUND);
    const r = await student.post<Ticket>('/api/ticket/refund', { id: g.d.id });
    expect(r.e).toBe(E.OK);
    expect(r.d.status).toBe('cancelled');
    expect(await counters(t.app, typeId)).toMatchObject({ issued: 0, remaining: 2 });
    expect((await student.post('/api/ticket/refund', { id: g.d.id })).e).toBe(E.CONFLICT);
    // A refunded code cannot be checked; the freed unit can be grabbed again.
    expect((await manager.post('/api/ticket/check', { code: g.d.code })).e).toBe(E.CONFLICT);
    expect((await student.post('/api/ticket/enroll', { typeId })).e).toBe(E.OK);
  });

  it('refuses a refund once the event has started', async () => {
    const body = eventBody({ types: [{ quota: 2 }] });
    const ev = await createEvent(manager, body);
    const g = await student.post<Ticket>('/api/ticket/enroll', { typeId: ev.typeIds[0] });
    const t0 = now();
    const moved = await manager.post('/api/ticket/manage-save', {
      ...body,
      id: ev.id,
      openAt: t0 - 600,
      closeAt: t0 - 300,
      startsAt: t0 - 10,
      types: [{ id: ev.typeIds[0], name: '票0', quota: 2, perPerson: 1 }],
    });
    expect(moved.e).toBe(E.OK);
    expect((await student.post('/api/ticket/refund', { id: g.d.id })).e).toBe(E.ENDED);
    expect((await student.get<Detail>('/api/ticket/detail', { id: ev.id })).d.types[0]!.label).toBe('ended');
  });

  it('checks a redemption code exactly once, by checkers only', async () => {
    const ev = await createEvent(manager, eventBody({ types: [{ quota: 2 }] }));
    const g = await student.post<Ticket>('/api/ticket/enroll', { typeId: ev.typeIds[0] });
    expect((await student.post('/api/ticket/check', { code: g.d.code })).e).toBe(E.FORBIDDEN);
    const c = await manager.post<{ status: string; name: string }>('/api/ticket/check', { code: g.d.code.toLowerCase() });
    expect(c.e).toBe(E.OK);
    expect(c.d.status).toBe('checked');
    expect(c.d.name).not.toBe('');
    expect((await manager.post('/api/ticket/check', { code: g.d.code })).e).toBe(E.ALREADY_TAKEN);
    expect((await manager.post('/api/ticket/check', { code: 'NOTAREALCODE' })).e).toBe(E.NOT_FOUND);
    expect((await student.post('/api/ticket/refund', { id: g.d.id })).e).toBe(E.CONFLICT);
    expect((await student.get<Detail>('/api/ticket/detail', { id: ev.id })).d.types[0]!.label).toBe('checked');
  });

  it('edits a quota by its delta and refuses one below what is issued', async () => {
    const body = eventBody({ types: [{ quota: 3 }] });
    const ev = await createEvent(manager, body);
    const typeId = ev.typeIds[0]!;
    await student.post('/api/ticket/enroll', { typeId });
    await student2.post('/api/ticket/enroll', { typeId });
    const save = (quota: number) =>
      manager.post('/api/ticket/manage-save', { ...body, id: ev.id, types: [{ id: typeId, name: '票0', quota, perPerson: 1 }] });
    const low = await save(1);
    expect(low.e).toBe(E.BAD_INPUT);
    expect((low.d as { field: string }).field).toBe('types.0.quota');
    expect((await save(5)).e).toBe(E.OK);
    expect(await counters(t.app, typeId)).toMatchObject({ quota: 5, issued: 2, remaining: 3 });
    expect((await save(2)).e).toBe(E.OK);
    expect(await counters(t.app, typeId)).toMatchObject({ quota: 2, issued: 2, remaining: 0 });
    const list = await manager.get<{ list: { id: string; issued: number; quota: number }[] }>('/api/ticket/manage-list');
    expect(list.d.list.find((e) => e.id === ev.id)).toMatchObject({ issued: 2, quota: 2 });
  });
});
