/**
 * The agenda through the API: personal items are their owner's alone, input is checked naming
 * the field, repeats expand in the site's timezone, groups fan their items out to every member
 * (and only to members), receipts and confirmations, and the console's view of group items.
 */
import { E, type AgendaGroup, type AgendaItem, type AgendaOccurrence } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from './helpers.js';
import { classGroup, day, item, ok, people, userIdOf, type AgendaWorld } from './agenda-fixtures.js';

let t: TestApp;
let w: AgendaWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await people(t.app);
});
afterAll(() => t.close());

const range = async (c: Client, from: string, to: string) => (await ok(c.get<{ list: AgendaOccurrence[] }>('/api/agenda/range', { from, to }))).list;
const save = (c: Client, o: Record<string, unknown> = {}) => ok(c.post<{ id: string }>('/api/agenda/save', item(o)));

describe('personal items', () => {
  it('are seen, changed and deleted by their owner only', async () => {
    const { id } = await save(w.student, { title: '高数作业', location: '图书馆', notes: '第三章' });
    const mine = await range(w.student, day(0), day(6));
    expect(mine.find((o) => o.itemId === id)).toMatchObject({ title: '高数作业', startDate: day(2), startTime: '09:00', endTime: '10:00', location: '图书馆' });
    expect((await range(w.student2, day(0), day(6))).some((o) => o.itemId === id)).toBe(false);
    // To anyone else the item does not exist.
    expect((await w.student2.get('/api/agenda/detail', { id })).e).toBe(E.NOT_FOUND);
    expect((await w.student2.post('/api/agenda/save', item({ id, title: 'x' }))).e).toBe(E.NOT_FOUND);
    expect((await w.student2.post('/api/agenda/remove', { id })).e).toBe(E.NOT_FOUND);
    expect((await w.counselor.get('/api/agenda/ics', { id })).e).toBe(E.NOT_FOUND);
    await save(w.student, { id, title: '高数作业（改）', allDay: true, startTime: '', endTime: '' });
    const d = await ok(w.student.get<AgendaItem>('/api/agenda/detail', { id }));
    expect(d).toMatchObject({ title: '高数作业（改）', allDay: true, startDate: day(2), endDate: day(2), canEdit: true, groupId: null });
    await ok(w.student.post('/api/agenda/remove', { id }));
    expect((await w.student.get('/api/agenda/detail', { id })).e).toBe(E.NOT_FOUND);
  });

  it('never cross sites', async () => {
    const { id } = await save(w.student, { title: '本校' });
    const other = new Client(t.app, { 'x-site': 'pku' });
    await ok(other.post('/api/auth/login', { username: 'student', password: 'Demo@1234' }));
    expect((await other.get('/api/agenda/detail', { id })).e).toBe(E.NOT_FOUND);
    expect((await range(other, day(0), day(6))).some((o) => o.itemId === id)).toBe(false);
  });

  it('refuse bad input naming the field', async () => {
    const bad = async (o: Record<string, unknown>) => {
      const r = await w.student.post<{ field: string }>('/api/agenda/save', item(o));
      expect(r.e).toBe(E.BAD_INPUT);
      return r.d.field;
    };
    expect(await bad({ endTime: '08:00' })).toBe('endTime');
    expect(await bad({ endDate: day(1) })).toBe('endDate');
    expect(await bad({ startTime: '' })).toBe('startTime');
    expect(await bad({ startDate: '2026-02-30' })).toBe('startDate');
    expect(await bad({ title: '  ' })).toBe('title');
    expect(await bad({ color: 'pink' })).toBe('color');
    expect(await bad({ remind: [0, 5, 15, 30, 60, 120] })).toBe('remind');
    expect(await bad({ repeat: 'weekly', repeatUntil: day(1) })).toBe('repeatUntil');
    expect(await bad({ startDate: '9999-12-31', endDate: '9999-12-31' })).toBe('startDate');
    expect((await w.student.get('/api/agenda/range', { from: '2199-12-31', to: '2199-12-31' })).e).toBe(E.OK);
    const r = await w.student.get<{ field: string }>('/api/agenda/range', { from: day(0), to: day(120) });
    expect([r.e, r.d.field]).toEqual([E.BAD_INPUT, 'to']);
    expect((await new Client(t.app).get('/api/agenda/range', { from: day(0), to: day(1) })).e).toBe(E.NOT_LOGGED_IN);
  });
});

describe('repeats', () => {
  it('expand weekly up to the end date, keeping the wall clock', async () => {
    const { id } = await save(w.student2, { title: '周会', repeat: 'weekly', repeatUntil: day(2 + 21), startTime: '19:30', endTime: '21:00' });
    const list = (await range(w.student2, day(0), day(60))).filter((o) => o.itemId === id);
    expect(list.map((o) => o.startDate)).toEqual([day(2), day(9), day(16), day(23)]);
    expect(list.every((o) => o.startTime === '19:30' && o.endTime === '21:00' && o.end - o.start === 5400)).toBe(true);
  });

  it('expand daily within the window only, and monthly skipping months without the day', async () => {
    const { id } = await save(w.student2, { title: '打卡', repeat: 'daily', startDate: day(-30), endDate: day(-30) });
    const week = (await range(w.student2, day(0), day(6))).filter((o) => o.itemId === id);
    expect(week.map((o) => o.startDate)).toEqual([0, 1, 2, 3, 4, 5, 6].map(day));
    const m = await save(w.student2, { title: '月报', repeat: 'monthly', startDate: '2027-01-31', endDate: '2027-01-31', allDay: true, startTime: '', endTime: '' });
    const months = (await range(w.student2, '2027-01-01', '2027-04-09')).filter((o) => o.itemId === m.id);
    expect(months.map((o) => o.startDate)).toEqual(['2027-01-31', '2027-03-31']);
    expect(months[0]).toMatchObject({ allDay: true, endDate: '2027-01-31' });
  });

  it('show a multi-day all-day item in every window it overlaps', async () => {
    const { id } = await save(w.student2, { title: '运动会', allDay: true, startDate: day(3), endDate: day(5), startTime: '', endTime: '' });
    const hit = (await range(w.student2, day(4), day(4))).find((o) => o.itemId === id);
    expect(hit).toMatchObject({ startDate: day(3), endDate: day(5), allDay: true });
  });
});

describe('groups', () => {
  it('are created by teachers and staff, not students', async () => {
    expect((await w.student.post('/api/agenda/save-group', { name: '自建' })).e).toBe(E.FORBIDDEN);
    expect((await ok(w.student.get<{ canCreate: boolean }>('/api/agenda/groups'))).canCreate).toBe(false);
    expect((await ok(w.counselor.get<{ canCreate: boolean }>('/api/agenda/groups'))).canCreate).toBe(true);
  });

  it('fan a published item out to every member, and to nobody else', async () => {
    const g = await classGroup(w, '班会群');
    const added = await ok(w.counselor.post<{ added: number; already: number; missing: string[] }>('/api/agenda/add-members', { groupId: g.id, accounts: 'student\nnobody-here' }));
    expect(added).toEqual({ added: 0, already: 1, missing: ['nobody-here'] });
    const pub = await ok(w.counselor.post<{ id: string; notified: number }>('/api/agenda/publish', { ...item({ title: '主题班会', location: '教学楼 A101' }), groupId: g.id, needConfirm: true }));
    expect(pub.notified).toBe(2);
    for (const c of [w.student, w.student2, w.counselor]) {
      expect((await range(c, day(0), day(6))).find((o) => o.itemId === pub.id)).toMatchObject({ groupId: g.id, groupName: '班会群', needConfirm: true, confirmed: false });
    }
    expect((await range(w.teacher, day(0), day(6))).some((o) => o.itemId === pub.id)).toBe(false);
    expect((await w.teacher.get('/api/agenda/detail', { id: pub.id })).e).toBe(E.NOT_FOUND);
    // The message centre has the notice, with a to-do to confirm.
    const msgs = await t.app.platform.db.selectFrom('messages').select(['user_id', 'kind', 'link']).where('link', 'like', `%${pub.id}%`).execute();
    expect(msgs.map((m) => m.user_id).sort()).toEqual([await userIdOf(t.app, 'student'), await userIdOf(t.app, 'student2')].sort());
    expect(msgs.every((m) => m.kind === 'todo')).toBe(true);

    // A member joining later sees the group's items too.
    await ok(w.teacher.post('/api/agenda/join', { code: g.code.toLowerCase() }));
    expect((await range(w.teacher, day(0), day(6))).some((o) => o.itemId === pub.id)).toBe(true);
    await ok(w.teacher.post('/api/agenda/leave', { groupId: g.id }));
    expect((await range(w.teacher, day(0), day(6))).some((o) => o.itemId === pub.id)).toBe(false);
    // A member removed from the group is no longer asked to confirm its items.
    const s2 = await userIdOf(t.app, 'student2');
    await ok(w.counselor.post('/api/agenda/remove-member', { groupId: g.id, userId: s2 }));
    const todo = await t.app.platform.db.selectFrom('messages').select('done_at').where('user_id', '=', s2).where('ref', '=', `agenda:confirm:${pub.id}`).executeTakeFirstOrThrow();
    expect(todo.done_at).not.toBeNull();
    expect((await w.student2.get('/api/agenda/detail', { id: pub.id })).e).toBe(E.NOT_FOUND);
  });

  it('let only the owner and managers publish, see members and receipts', async () => {
    const g = await classGroup(w, '权限群');
    const sid = await userIdOf(t.app, 'student');
    expect((await w.student.post('/api/agenda/publish', { ...item(), groupId: g.id })).e).toBe(E.FORBIDDEN);
    expect((await w.teacher.post('/api/agenda/publish', { ...item(), groupId: g.id })).e).toBe(E.NOT_FOUND);
    expect((await w.student.post('/api/agenda/add-members', { groupId: g.id, accounts: 'teacher' })).e).toBe(E.FORBIDDEN);
    const asMember = await ok(w.student.get<{ group: AgendaGroup; members: unknown[] }>('/api/agenda/group', { id: g.id }));
    expect(asMember.group.code).toBeNull();
    expect(asMember.members).toEqual([]);
    const pub = await ok(w.counselor.post<{ id: string }>('/api/agenda/publish', { ...item({ title: '交材料' }), groupId: g.id, needConfirm: true }));
    // Members cannot change or delete it.
    expect((await w.student.post('/api/agenda/remove', { id: pub.id })).e).toBe(E.FORBIDDEN);
    expect((await w.student.post('/api/agenda/save', item({ id: pub.id }))).e).toBe(E.NOT_FOUND);
    expect((await ok(w.student.get<AgendaItem>('/api/agenda/detail', { id: pub.id }))).receipts).toBeNull();

    await ok(w.student.post('/api/agenda/read', { id: pub.id }));
    const first = await ok(w.student.post<{ confirmedAt: number }>('/api/agenda/confirm', { id: pub.id }));
    const again = await ok(w.student.post<{ confirmedAt: number }>('/api/agenda/confirm', { id: pub.id }));
    expect(again.confirmedAt).toBe(first.confirmedAt);
    const todo = await t.app.platform.db.selectFrom('messages').select('done_at').where('user_id', '=', sid).where('ref', '=', `agenda:confirm:${pub.id}`).executeTakeFirstOrThrow();
    expect(todo.done_at).not.toBeNull();
    const d = await ok(w.counselor.get<AgendaItem>('/api/agenda/detail', { id: pub.id }));
    expect(d.receipts).toMatchObject({ total: 2, read: 1, confirmed: 1 });
    expect(d.receipts!.list.find((r) => r.userId === sid)!.confirmedAt).toBe(first.confirmedAt);

    // The owner makes student a manager: now they publish, and see the code.
    await ok(w.counselor.post('/api/agenda/set-role', { groupId: g.id, userId: sid, role: 'manager' }));
    expect((await w.student.post('/api/agenda/publish', { ...item({ title: '学生干部发布' }), groupId: g.id })).e).toBe(E.OK);
    expect((await ok(w.student.get<{ group: AgendaGroup }>('/api/agenda/group', { id: g.id }))).group.code).toBe(g.code);
    // A manager cannot remove the owner, nor leave the owner without a group.
    const owner = await userIdOf(t.app, 'counselor');
    expect((await w.student.post('/api/agenda/remove-member', { groupId: g.id, userId: owner })).e).toBe(E.BAD_INPUT);
    expect((await w.counselor.post('/api/agenda/leave', { groupId: g.id })).e).toBe(E.CONFLICT);
    const managed = await ok(w.counselor.get<{ items: { id: string; confirmed: number; total: number }[] }>('/api/agenda/managed'));
    expect(managed.items.find((i) => i.id === pub.id)).toMatchObject({ confirmed: 1, total: 2 });
  });

  it('import a whole class, and a new code retires the old one', async () => {
    const g = await ok(w.counselor.post<{ id: string; code: string }>('/api/agenda/save-group', { name: '导入群' }));
    const cls = await t.app.platform.db.selectFrom('classes').select('id').where('name', '=', '计科2401班').executeTakeFirstOrThrow();
    expect(await ok(w.counselor.post('/api/agenda/import-class', { groupId: g.id, classId: cls.id }))).toEqual({ added: 1, already: 0 });
    const { code } = await ok(w.counselor.post<{ code: string }>('/api/agenda/reset-code', { groupId: g.id }));
    expect(code).not.toBe(g.code);
    expect((await w.student2.post('/api/agenda/join', { code: g.code })).e).toBe(E.NOT_FOUND);
    expect((await w.student2.post('/api/agenda/join', { code })).e).toBe(E.OK);
    await ok(w.counselor.post('/api/agenda/delete-group', { id: g.id }));
    expect((await w.student2.get('/api/agenda/group', { id: g.id })).e).toBe(E.NOT_FOUND);
  });
});

describe('the console', () => {
  it('lists group items of the site for agenda managers, who remove abusive ones', async () => {
    const g = await classGroup(w, '待审群');
    const pub = await ok(w.counselor.post<{ id: string }>('/api/agenda/publish', { ...item({ title: '不当内容' }), groupId: g.id }));
    expect((await w.student.get('/api/agenda/admin/items')).e).toBe(E.FORBIDDEN);
    const list = await ok(w.manager.get<{ list: { id: string; groupName: string }[]; total: number }>('/api/agenda/admin/items', { keyword: '不当' }));
    expect(list.list.map((i) => i.id)).toEqual([pub.id]);
    const groups = await ok(w.manager.get<{ list: (AgendaGroup & { items: number })[] }>('/api/agenda/admin/groups', { keyword: '待审' }));
    expect(groups.list[0]).toMatchObject({ name: '待审群', members: 3, items: 1, code: null });
    await ok(w.manager.post('/api/agenda/admin/delete-item', { id: pub.id }));
    expect((await w.student.get('/api/agenda/detail', { id: pub.id })).e).toBe(E.NOT_FOUND);
    // Personal items are not the console's.
    const mine = await save(w.student, { title: '私事' });
    expect((await w.manager.post('/api/agenda/admin/delete-item', { id: mine.id })).e).toBe(E.NOT_FOUND);
  });
});
