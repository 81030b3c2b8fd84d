/**
 * Venue and event appointments through HTTP: spaces and their validation, slots and remaining
 * capacity, booking rules (audience, horizon, whole space, per-person limits), approval with
 * to-dos and notices, cancel, weekly series that skip conflicts, check-in by QR code, no-shows,
 * records, name lists, exports, usage and notes. The pure slot arithmetic first.
 */
import { E } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  hoursError,
  inHorizon,
  instantOf,
  localOf,
  recurringDates,
  slotsOn,
  weekOf,
} from '../src/modules/generalApp/slots.js';
import { newId, now } from '../src/platform/util.js';
import { createTestApp, loginAs, type Client, type TestApp } from './helpers.js';
import {
  TZ,
  at,
  booking,
  createSpace,
  dateIn,
  makeUsers,
  shift,
  slotCounters,
  spaceBody,
} from './generalApp-fixtures.js';

interface Appt {
  id: string;
  status: string;
  code: string;
  startsAt: number;
  reason: string;
}
interface Slots {
  slots: { startsAt: number; remaining: number; capacity: number; state: string; from: string }[];
}

let t: TestApp;
let manager: Client;
let student: Client;
let student2: Client;
let checker: Client;
let teacher: Client;
beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager');
  student = await loginAs(t.app, 'student');
  student2 = await loginAs(t.app, 'student2');
  checker = await loginAs(t.app, 'checker');
  teacher = await loginAs(t.app, 'teacher');
});
afterAll(() => t.close());

describe('slot arithmetic (pure)', () => {
  const rule = {
    hours: [
      [],
      [
        { from: '08:00', to: '12:00' },
        { from: '14:00', to: '15:30' },
      ],
      [],
      [],
      [],
      [],
      [],
    ],
    slotMinutes: 60,
  };
  it('cuts a weekday’s ranges into whole slots in the site timezone', () => {
    const monday = '2026-11-23';
    const s = slotsOn(rule, monday, TZ);
    expect(s.map((x) => `${x.from}-${x.to}`)).toEqual([
      '08:00-09:00',
      '09:00-10:00',
      '10:00-11:00',
      '11:00-12:00',
      '14:00-15:00',
    ]);
    expect(s[0]!.startsAt).toBe(Date.UTC(2026, 10, 23, 0, 0) / 1000);
    expect(slotsOn(rule, '2026-11-22', TZ)).toEqual([]);
  });
  it('round-trips local times, weeks from Monday and recurring dates', () => {
    const i = instantOf('2026-03-08', 9 * 60 + 30, 'America/New_York');
    expect(localOf(i, 'America/New_York')).toMatchObject({ date: '2026-03-08', minutes: 570, weekday: 0 });
    expect(weekOf('2026-11-22')).toBe('2026-11-16');
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(recurringDates('2026-11-23', [1, 3], '2026-12-07')).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-11-30',
      '2026-12-02',
      '2026-12-07',
    ]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
  it('checks hours and the horizon', () => {
    expect(hoursError([[{ from: '10:00', to: '09:00' }]])).toMatch(/ends before/);
    expect(
      hoursError([
        [
          { from: '08:00', to: '10:00' },
          { from: '09:00', to: '11:00' },
        ],
      ]),
    ).toMatch(/overlaps/);
    expect(hoursError(rule.hours)).toBeNull();
    expect(inHorizon('2026-11-22', '2026-11-22', 1)).toBe(true);
    expect(inHorizon('2026-11-23', '2026-11-22', 1)).toBe(false);
    expect(inHorizon('2026-11-21', '2026-11-22', 7)).toBe(false);
  });
});

describe('spaces', () => {
  it('refuses management to a student and bad input to a manager, naming the field', async () => {
    expect((await student.post('/api/generalApp/information', spaceBody())).e).toBe(E.FORBIDDEN);
    expect((await checker.get('/api/generalApp/manage-spaces')).e).toBe(E.FORBIDDEN);
    const overlap = await manager.post(
      '/api/generalApp/information',
      spaceBody({
        hours: [
          [
            { from: '08:00', to: '10:00' },
            { from: '09:00', to: '11:00' },
          ],
          [],
          [],
          [],
          [],
          [],
          [],
        ],
      }),
    );
    expect(overlap).toMatchObject({ e: E.BAD_INPUT, d: { field: 'hours' } });
    expect((await manager.post('/api/generalApp/information', spaceBody({ perDay: 3, perWeek: 2 }))).d).toMatchObject({
      field: 'perWeek',
    });
    expect((await manager.post('/api/generalApp/information', spaceBody({ name: '' }))).d).toMatchObject({
      field: 'name',
    });
    // The check and its limit travel with the field, so the console says it in the manager's language.
    expect((await manager.post('/api/generalApp/information', spaceBody({ capacity: 0 }))).d).toMatchObject({
      field: 'capacity',
      issues: [{ field: 'capacity', code: 'too_small', params: { origin: 'number', minimum: 1, inclusive: true } }],
    });
    expect((await manager.post('/api/generalApp/information', spaceBody({ name: undefined }))).d).toMatchObject({
      issues: [{ field: 'name', code: 'invalid_type', params: { expected: 'string', missing: true } }],
    });
    expect((await manager.post('/api/generalApp/information', spaceBody({ approvers: ['nobody'] }))).d).toMatchObject({
      field: 'approvers',
    });
    expect((await manager.post('/api/generalApp/information', spaceBody({ id: newId() }))).e).toBe(E.NOT_FOUND);
  });

  it('shows a space only to its audience and only while enabled', async () => {
    const forTeachers = await createSpace(manager, { name: '教师休息室', audience: { roles: ['teacher'] } });
    const off = await createSpace(manager, { name: '停用场地', enabled: false });
    const names = (await student.get<{ list: { id: string }[] }>('/api/generalApp/spaces')).d.list.map((s) => s.id);
    expect(names).not.toContain(forTeachers);
    expect(names).not.toContain(off);
    expect((await teacher.get<{ list: { id: string }[] }>('/api/generalApp/spaces')).d.list.map((s) => s.id)).toContain(
      forTeachers,
    );
    expect((await student.get('/api/generalApp/space', { id: forTeachers })).e).toBe(E.NOT_FOUND);
    expect((await student.post('/api/generalApp/appoint', booking(forTeachers, at(1, 10)))).e).toBe(E.NOT_FOUND);
    const detail = await manager.get<{ name: string; enabled: boolean }>('/api/generalApp/manage-space', { id: off });
    expect(detail.d).toMatchObject({ name: '停用场地', enabled: false });
  });
});

describe('capacity edits', () => {
  it('moves the slots ahead with a new capacity, never below what they hold', async () => {
    const id = await createSpace(manager, { capacity: 5 });
    expect((await student.post('/api/generalApp/appoint', booking(id, at(1, 15), { attendees: 2 }))).e).toBe(E.OK);
    expect((await manager.post('/api/generalApp/information', spaceBody({ id, capacity: 3 }))).e).toBe(E.OK);
    expect(await slotCounters(t.app, id, at(1, 15))).toMatchObject({ capacity: 3, remaining: 1, booked: 2 });
    expect((await manager.post('/api/generalApp/information', spaceBody({ id, capacity: 1 }))).e).toBe(E.OK);
    expect(await slotCounters(t.app, id, at(1, 15))).toMatchObject({ capacity: 2, remaining: 0, booked: 2 });
    expect((await student2.post('/api/generalApp/appoint', booking(id, at(1, 15)))).e).toBe(E.SOLD_OUT);
    expect((await manager.post('/api/generalApp/information', spaceBody({ id, capacity: 8 }))).e).toBe(E.OK);
    expect(await slotCounters(t.app, id, at(1, 15))).toMatchObject({ capacity: 8, remaining: 6, booked: 2 });
  });
});

describe('booking', () => {
  it('books a slot at once without approval and counts it down', async () => {
    const id = await createSpace(manager, { capacity: 5 });
    const before = await student.get<Slots>('/api/generalApp/slots', { spaceId: id, date: dateIn(1) });
    expect(before.d.slots).toHaveLength(24);
    const slot = before.d.slots[10]!;
    expect(slot).toMatchObject({ from: '10:00', remaining: 5, capacity: 5, state: 'open' });
    const r = await student.post<Appt>('/api/generalApp/appoint', booking(id, slot.startsAt, { attendees: 2 }));
    expect(r.e).toBe(E.OK);
    expect(r.d.status).toBe('approved');
    expect(r.d).toMatchObject({ day: dateIn(1), from: '10:00', to: '11:00', graceAt: '10:15' });
    expect(r.d.code).toMatch(/^GA[A-Z2-9]{12}$/);
    const after = await student.get<Slots>('/api/generalApp/slots', { spaceId: id, date: dateIn(1) });
    expect(after.d.slots[10]).toMatchObject({ remaining: 3, state: 'mine' });
    expect(
      (await student2.get<Slots>('/api/generalApp/slots', { spaceId: id, date: dateIn(1) })).d.slots[10]!.state,
    ).toBe('open');
    expect(await slotCounters(t.app, id, slot.startsAt)).toMatchObject({ capacity: 5, remaining: 3, booked: 2 });
    // the same person cannot hold one slot twice
    expect((await student.post('/api/generalApp/appoint', booking(id, slot.startsAt))).e).toBe(E.ALREADY_TAKEN);
    // more people than remain: full
    expect((await student2.post('/api/generalApp/appoint', booking(id, slot.startsAt, { attendees: 4 }))).e).toBe(
      E.SOLD_OUT,
    );
  });

  it('validates the slot, the window, the form and the attendees', async () => {
    const id = await createSpace(manager, {
      capacity: 4,
      horizonDays: 3,
      hours: Array.from({ length: 7 }, () => [{ from: '08:00', to: '20:00' }]),
    });
    expect((await student.post('/api/generalApp/appoint', booking(id, at(1, 10) + 60))).d).toMatchObject({
      field: 'startsAt',
    });
    expect((await student.post('/api/generalApp/appoint', booking(id, at(1, 22)))).e).toBe(E.BAD_INPUT);
    expect((await student.post('/api/generalApp/appoint', booking(id, at(5, 10)))).e).toBe(E.NOT_OPEN_YET);
    expect((await student.post('/api/generalApp/appoint', booking(id, at(-1, 10)))).e).toBe(E.ENDED);
    expect((await student.post('/api/generalApp/appoint', booking(id, at(1, 10), { attendees: 5 }))).d).toMatchObject({
      field: 'attendees',
    });
    expect((await student.post('/api/generalApp/appoint', booking(id, at(1, 10), { purpose: '  ' }))).d).toMatchObject({
      field: 'purpose',
    });
    expect((await student.post('/api/generalApp/appoint', booking(id, at(1, 10), { contact: '' }))).d).toMatchObject({
      field: 'contact',
    });
    expect((await student.get('/api/generalApp/slots', { spaceId: id, date: '2026-13-01' })).d).toMatchObject({
      field: 'date',
    });
    // a manager plans beyond the horizon
    expect((await manager.post('/api/generalApp/appoint', booking(id, at(5, 10)))).e).toBe(E.OK);
  });

  it('takes a whole space once per slot', async () => {
    const id = await createSpace(manager, { whole: true, capacity: 30 });
    const r = await student.post<Appt>('/api/generalApp/appoint', booking(id, at(1, 9), { attendees: 20 }));
    expect(r.e).toBe(E.OK);
    expect((await student2.post('/api/generalApp/appoint', booking(id, at(1, 9)))).e).toBe(E.SOLD_OUT);
    expect(await slotCounters(t.app, id, at(1, 9))).toMatchObject({ capacity: 1, remaining: 0, booked: 1 });
  });

  it('holds people to their limits per day and week, and a cancel gives the count back', async () => {
    const id = await createSpace(manager, { perDay: 2, perWeek: 3 });
    const day = 1;
    const a = await student.post<Appt>('/api/generalApp/appoint', booking(id, at(day, 8)));
    expect((await student.post('/api/generalApp/appoint', booking(id, at(day, 9)))).e).toBe(E.OK);
    const third = await student.post('/api/generalApp/appoint', booking(id, at(day, 10)));
    // The refusal says which limit was reached and how many the person already holds in it.
    expect(third).toMatchObject({ e: E.LIMIT_REACHED, d: { perDay: 2, perWeek: 3, period: 'day', used: 2 } });
    expect((await student.post('/api/generalApp/cancel', { id: a.d.id })).d).toMatchObject({ status: 'cancelled' });
    expect((await student.post('/api/generalApp/appoint', booking(id, at(day, 10)))).e).toBe(E.OK);
    expect(await slotCounters(t.app, id, at(day, 8))).toMatchObject({ remaining: 10, booked: 0 });
    // a cancelled appointment cannot be cancelled again; someone else's is not found
    expect((await student.post('/api/generalApp/cancel', { id: a.d.id })).e).toBe(E.WRONG_STATE);
    expect((await student2.post('/api/generalApp/cancel', { id: a.d.id })).e).toBe(E.NOT_FOUND);
  });

  it('refuses a cancel once the slot has started', async () => {
    const id = await createSpace(manager);
    const a = await student.post<Appt>('/api/generalApp/appoint', booking(id, at(2, 11)));
    await shift(t.app, a.d.id, -60);
    expect((await student.post('/api/generalApp/cancel', { id: a.d.id })).e).toBe(E.ENDED);
  });
});

describe('approval', () => {
  interface Todo {
    list: { doneAt: number | null; link: string }[];
  }
  it('waits for a decision, gives approvers a to-do and tells the applicant', async () => {
    const id = await createSpace(manager, { approval: true, whole: true, capacity: 50 });
    const a = await student.post<Appt>('/api/generalApp/appoint', booking(id, at(3, 14), { attendees: 30 }));
    expect(a.d.status).toBe('pending');
    const todos = await manager.get<Todo>('/api/message/todos');
    expect(todos.d.list.some((m) => m.link === `/site/generalApp/approval?id=${a.d.id}`)).toBe(true);
    const queue = await manager.get<{ list: { id: string; userName: string }[] }>('/api/generalApp/pending');
    expect(queue.d.list.find((x) => x.id === a.d.id)).toMatchObject({ userName: expect.any(String) });
    // the slot is held while pending
    expect((await student2.post('/api/generalApp/appoint', booking(id, at(3, 14)))).e).toBe(E.SOLD_OUT);

    expect((await student.post('/api/generalApp/decide', { id: a.d.id, approve: true })).e).toBe(E.FORBIDDEN);
    expect((await checker.get('/api/generalApp/pending')).e).toBe(E.FORBIDDEN);
    expect((await manager.post('/api/generalApp/decide', { id: a.d.id, approve: false })).d).toMatchObject({
      field: 'reason',
    });
    const ok = await manager.postForm<{ status: string }>('/api/generalApp/decide', `id=${a.d.id}&approve=true`);
    expect(ok.d.status).toBe('approved');
    expect((await manager.post('/api/generalApp/decide', { id: a.d.id, approve: true })).e).toBe(E.ALREADY_DONE);
    const open = await manager.get<Todo>('/api/message/todos');
    expect(open.d.list.some((m) => m.link === `/site/generalApp/approval?id=${a.d.id}`)).toBe(false);
    const msgs = await student.get<{ list: { category: string; link: string }[] }>('/api/message/list', {
      category: 'generalapp',
    });
    expect(msgs.d.list[0]?.link).toBe(`/site/generalApp/details?id=${a.d.id}`);
    const detail = await student.get<Appt & { events: { kind: string }[] }>('/api/generalApp/detail', { id: a.d.id });
    expect(detail.d.events.map((e) => e.kind)).toEqual(['booked', 'approved']);
  });

  it('rejects with a reason and returns the capacity', async () => {
    const id = await createSpace(manager, { approval: true, whole: true });
    const a = await student.post<Appt>('/api/generalApp/appoint', booking(id, at(3, 15)));
    const r = await manager.post<{ status: string; reason: string }>('/api/generalApp/decide', {
      id: a.d.id,
      approve: false,
      reason: '场地检修',
    });
    expect(r.d).toMatchObject({ status: 'rejected', reason: '场地检修' });
    expect(await slotCounters(t.app, id, at(3, 15))).toMatchObject({ remaining: 1, booked: 0 });
    expect((await student2.post<Appt>('/api/generalApp/appoint', booking(id, at(3, 15)))).d.status).toBe('pending');
    const events = await student.get<{ list: { kind: string; note: string }[] }>('/api/generalApp/events');
    expect(events.d.list[0]).toMatchObject({ kind: 'rejected', note: '场地检修' });
  });

  it('lets only the named approvers (and managers) decide a space that names them', async () => {
    const db = t.app.platform.db;
    const student2Row = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'student2')
      .where('site_id', '=', 'demo')
      .executeTakeFirstOrThrow();
    const roleId = newId();
    await db
      .insertInto('roles')
      .values({
        id: roleId,
        site_id: 'demo',
        code: `ga_approver_${roleId.slice(-4)}`,
        name: '场地审批',
        auth: JSON.stringify({ generalApp: { module: ['approve'] } }),
        builtin: 0,
        created_at: now(),
        updated_at: now(),
      })
      .execute();
    const [fresh] = await makeUsers(t.app, 1, 'approver');
    await db.insertInto('user_roles').values({ user_id: fresh!.id, role_id: roleId, site_id: 'demo' }).execute();
    const approverTeacher = fresh!.client;
    const named = await createSpace(manager, { approval: true, approvers: [student2Row.id] });
    const a = await student.post<Appt>('/api/generalApp/appoint', booking(named, at(4, 10)));
    expect((await approverTeacher.post('/api/generalApp/decide', { id: a.d.id, approve: true })).e).toBe(E.FORBIDDEN);
    expect(
      (await approverTeacher.get<{ list: { id: string }[] }>('/api/generalApp/pending')).d.list.map((x) => x.id),
    ).not.toContain(a.d.id);
    // the named approver was told
    const todos = await student2.get<{ list: { link: string }[] }>('/api/message/todos');
    expect(todos.d.list.some((m) => m.link === `/site/generalApp/approval?id=${a.d.id}`)).toBe(true);
    expect((await manager.post('/api/generalApp/decide', { id: a.d.id, approve: true })).e).toBe(E.OK);
    // an open space: any approver decides
    const open = await createSpace(manager, { approval: true });
    const b = await student.post<Appt>('/api/generalApp/appoint', booking(open, at(4, 10)));
    expect((await approverTeacher.post('/api/generalApp/decide', { id: b.d.id, approve: true })).e).toBe(E.OK);
  });

  it('closes the approvers’ to-do when the applicant cancels', async () => {
    const id = await createSpace(manager, { approval: true });
    const a = await student.post<Appt>('/api/generalApp/appoint', booking(id, at(4, 16)));
    await student.post('/api/generalApp/cancel', { id: a.d.id });
    const todos = await manager.get<{ list: { link: string }[] }>('/api/message/todos');
    expect(todos.d.list.some((m) => m.link === `/site/generalApp/approval?id=${a.d.id}`)).toBe(false);
    expect((await manager.post('/api/generalApp/decide', { id: a.d.id, approve: true })).e).toBe(E.ALREADY_DONE);
  });
});

describe('weekly series', () => {
  interface Series {
    seriesId: string;
    created: Appt[];
    skipped: { startsAt: number; when: string; why: string }[];
  }
  it('books each chosen weekday until the date and lists what it skipped', async () => {
    const id = await createSpace(manager, { whole: true, horizonDays: 60 });
    const first = at(1, 18);
    // another person already holds the slot a week later
    expect((await student2.post('/api/generalApp/appoint', booking(id, at(8, 18)))).e).toBe(E.OK);
    const wd = localOf(first, TZ).weekday;
    const r = await student.post<Series>('/api/generalApp/appoint-repeat', {
      ...booking(id, first),
      weekdays: [wd],
      until: dateIn(22),
    });
    expect(r.e).toBe(E.OK);
    expect(r.d.created.map((c) => c.startsAt)).toEqual([at(1, 18), at(15, 18), at(22, 18)]);
    expect(r.d.skipped).toEqual([{ startsAt: at(8, 18), when: `${dateIn(8)} 18:00`, why: 'full' }]);
    expect(new Set(r.d.created.map((c) => c.code)).size).toBe(3);
    // again: the person's own slots are taken
    const again = await student.post<Series>('/api/generalApp/appoint-repeat', {
      ...booking(id, first),
      weekdays: [wd],
      until: dateIn(8),
    });
    expect(again.d.created).toHaveLength(0);
    expect(again.d.skipped.map((s) => s.why)).toEqual(['taken', 'full']);
  });

  it('skips beyond the horizon and closed days, and bounds the series to 26 weeks', async () => {
    // Closed on the weekday of the day after tomorrow (a fixed weekday would be tomorrow one day a week).
    const closed = localOf(at(2, 9), TZ).weekday;
    const id = await createSpace(manager, {
      horizonDays: 3,
      perDay: 1,
      hours: Array.from({ length: 7 }, (_, d) => (d === closed ? [] : [{ from: '08:00', to: '20:00' }])),
    });
    const r = await student.post<Series>('/api/generalApp/appoint-repeat', {
      ...booking(id, at(1, 9)),
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      until: dateIn(6),
    });
    expect(r.d.created.length + r.d.skipped.length).toBe(6);
    expect(r.d.skipped.filter((s) => s.why === 'closed')).toEqual([expect.objectContaining({ startsAt: at(2, 9) })]);
    expect(r.d.skipped.filter((s) => s.why === 'horizon').length).toBeGreaterThanOrEqual(3);
    expect(r.d.created.length).toBeLessThanOrEqual(2);
    const tooLong = await manager.post('/api/generalApp/appoint-repeat', {
      ...booking(id, at(1, 9)),
      weekdays: [1],
      until: dateIn(1 + 26 * 7),
    });
    expect(tooLong).toMatchObject({ e: E.BAD_INPUT, d: { field: 'until' } });
    expect(
      (
        await student.post('/api/generalApp/appoint-repeat', {
          ...booking(id, at(1, 9)),
          weekdays: [9],
          until: dateIn(3),
        })
      ).e,
    ).toBe(E.BAD_INPUT);
  });
});

describe('check-in and no-shows', () => {
  it('checks in by the QR code once, inside the window, for checkers only', async () => {
    const id = await createSpace(manager, { checkin: true, graceMinutes: 10 });
    const a = await student.post<Appt>('/api/generalApp/appoint', booking(id, at(2, 9)));
    expect((await student.post('/api/generalApp/sign', { code: a.d.code })).e).toBe(E.FORBIDDEN);
    expect((await checker.post('/api/generalApp/sign', { code: a.d.code })).e).toBe(E.NOT_OPEN_YET);
    expect((await checker.post('/api/generalApp/sign', {})).d).toMatchObject({ field: 'code' });
    expect((await checker.post('/api/generalApp/sign', { code: 'GAXXXXXXXXXXXX' })).e).toBe(E.NOT_FOUND);
    await shift(t.app, a.d.id, 600);
    const today = await checker.get<{ list: { id: string; status: string }[] }>('/api/generalApp/sign-list');
    expect(today.d.list.find((x) => x.id === a.d.id)?.status).toBe('approved');
    const ok = await checker.post<{ status: string; userName: string; checkedBy: string }>('/api/generalApp/sign', {
      code: a.d.code.toLowerCase(),
    });
    expect(ok.d).toMatchObject({ status: 'checked', checkedBy: '陈验票' });
    expect((await checker.post('/api/generalApp/sign', { id: a.d.id })).e).toBe(E.ALREADY_DONE);
    const log = await checker.get<{ list: { id: string; checkedAt: number }[] }>('/api/generalApp/sign-log');
    expect(log.d.list[0]).toMatchObject({ id: a.d.id, checkedAt: expect.any(Number) });
    // the applicant cannot cancel any more
    expect((await student.post('/api/generalApp/cancel', { id: a.d.id })).e).toBe(E.WRONG_STATE);
  });

  it('records a no-show when nobody checked in by start + grace', async () => {
    const id = await createSpace(manager, { checkin: true, graceMinutes: 5 });
    const a = await student2.post<Appt>('/api/generalApp/appoint', booking(id, at(2, 20)));
    await shift(t.app, a.d.id, -400);
    expect((await checker.post('/api/generalApp/sign', { code: a.d.code })).e).toBe(E.WRONG_STATE);
    const mine = await student2.get<{ list: Appt[]; noShows: number }>('/api/generalApp/mine', { scope: 'history' });
    expect(mine.d.list.find((x) => x.id === a.d.id)?.status).toBe('noshow');
    expect(mine.d.noShows).toBe(1);
    const staff = await manager.get<{ noShows: number; events: { kind: string }[] }>('/api/generalApp/admin-detail', {
      id: a.d.id,
    });
    expect(staff.d.noShows).toBe(1);
    expect(staff.d.events.map((e) => e.kind)).toEqual(['booked', 'noshow']);
    expect((await student.get('/api/generalApp/admin-detail', { id: a.d.id })).e).toBe(E.FORBIDDEN);
  });

  it('completes appointments without check-in once they end; a pending one past its start is expired', async () => {
    const id = await createSpace(manager);
    const a = await student.post<Appt>('/api/generalApp/appoint', booking(id, at(2, 7)));
    await shift(t.app, a.d.id, -7200);
    expect((await student.get<Appt>('/api/generalApp/detail', { id: a.d.id })).d.status).toBe('completed');
    const upcoming = await student.get<{ list: Appt[] }>('/api/generalApp/mine', {
      scope: 'upcoming',
      pageSize: '100',
    });
    expect(upcoming.d.list.map((x) => x.id)).not.toContain(a.d.id);
    expect(upcoming.d.list.every((x) => ['pending', 'approved', 'checked'].includes(x.status))).toBe(true);
    const starts = upcoming.d.list.map((x) => x.startsAt);
    expect(starts).toEqual([...starts].sort((x, y) => x - y));
    const history = await student.get<{ list: Appt[] }>('/api/generalApp/mine', { scope: 'history', pageSize: '100' });
    expect(history.d.list.map((x) => x.id)).toContain(a.d.id);
    const p = await createSpace(manager, { approval: true });
    const b = await student.post<Appt>('/api/generalApp/appoint', booking(p, at(2, 7)));
    await shift(t.app, b.d.id, -60);
    expect((await student.get<Appt>('/api/generalApp/detail', { id: b.d.id })).d.status).toBe('expired');
    expect((await manager.post('/api/generalApp/decide', { id: b.d.id, approve: true })).e).toBe(E.ENDED);
  });
});

describe('records, name lists, usage and notes', () => {
  it('filters records, exports them and lists names per slot', async () => {
    const id = await createSpace(manager, { name: '记录测试室', capacity: 3 });
    await student.post('/api/generalApp/appoint', booking(id, at(1, 13), { purpose: '读书会' }));
    await student2.post('/api/generalApp/appoint', booking(id, at(1, 13), { purpose: '读书会' }));
    await student2.post('/api/generalApp/appoint', booking(id, at(2, 13)));
    const r = await manager.get<{ list: { spaceName: string; purpose: string }[]; total: number }>(
      '/api/generalApp/record',
      { spaceId: id, from: dateIn(1), to: dateIn(1) },
    );
    expect(r.d.total).toBe(2);
    expect(
      (await manager.get<{ total: number }>('/api/generalApp/record', { spaceId: id, keyword: '读书' })).d.total,
    ).toBe(2);
    expect(
      (await manager.get<{ total: number }>('/api/generalApp/record', { spaceId: id, status: 'cancelled' })).d.total,
    ).toBe(0);
    expect((await manager.get('/api/generalApp/record', { from: dateIn(2), to: dateIn(1) })).d).toMatchObject({
      field: 'to',
    });
    const res = await manager.raw({ method: 'GET', url: `/api/generalApp/record-export?spaceId=${id}` });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const names = await manager.get<{ slots: { from: string; remaining: number; people: { userName: string }[] }[] }>(
      '/api/generalApp/name-list',
      { spaceId: id, date: dateIn(1) },
    );
    expect(names.d.slots.find((s) => s.from === '13:00')).toMatchObject({
      remaining: 1,
      people: [expect.anything(), expect.anything()],
    });
    const x = await manager.raw({
      method: 'GET',
      url: `/api/generalApp/name-list-export?spaceId=${id}&date=${dateIn(1)}`,
    });
    expect(x.headers['content-type']).toContain('spreadsheetml');
    expect((await student.raw({ method: 'GET', url: `/api/generalApp/record-export` })).json()).toMatchObject({
      e: E.FORBIDDEN,
    });
    const u = await manager.get<{
      days: string[];
      spaces: { id: string; bookings: number[]; booked: number; offered: number; utilisation: number }[];
    }>('/api/generalApp/usage', { from: dateIn(1), to: dateIn(2) });
    expect(u.d.days).toEqual([dateIn(1), dateIn(2)]);
    expect(u.d.spaces.find((s) => s.id === id)).toMatchObject({
      bookings: [2, 1],
      booked: 3,
      offered: 2 * 24 * 3,
      utilisation: Math.round((3 / 144) * 1000) / 1000,
    });
    expect((await manager.get('/api/generalApp/usage', { from: dateIn(0), to: dateIn(100) })).d).toMatchObject({
      field: 'to',
    });
  });

  it('sends a note to the applicant, listed for managers', async () => {
    const id = await createSpace(manager);
    const a = await student.post<Appt>('/api/generalApp/appoint', booking(id, at(1, 16)));
    expect((await manager.post('/api/generalApp/advice', { id: a.d.id, note: '' })).d).toMatchObject({ field: 'note' });
    expect((await manager.post('/api/generalApp/advice', { id: a.d.id, note: '请提前十分钟到场' })).e).toBe(E.OK);
    const list = await manager.get<{ list: { note: string; appointmentId: string }[] }>('/api/generalApp/advice-list');
    expect(list.d.list[0]).toMatchObject({ note: '请提前十分钟到场', appointmentId: a.d.id });
    const msgs = await student.get<{ list: { title: string }[] }>('/api/message/list', { category: 'generalapp' });
    expect(msgs.d.list[0]?.title).toContain('留言');
    const mine = await student.get<{ list: { id: string }[] }>('/api/generalApp/mine');
    expect(mine.d.list.map((m) => m.id)).toContain(a.d.id);
  });
});
