/**
 * Reminders fire with nobody online: a sweep claims each due firing with a conditional update,
 * so of racing sweeps (one process on SQLite; two server processes on one PostgreSQL) exactly
 * one sends it; then it moves on to the next occurrence. Members who muted group reminders are
 * left out, and a firing found long after its occurrence began is skipped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepDue } from '../src/modules/agenda/reminders.js';
import { instantOf } from '../src/platform/time.js';
import { dbKind } from './helpers.js';
import { startInstances, type Instances } from './instances.js';
import { classGroup, day, item, ok, people, TZ, userIdOf, type AgendaWorld } from './agenda-fixtures.js';

let inst: Instances;
let w: AgendaWorld;
beforeAll(async () => {
  inst = await startInstances(dbKind === 'postgres');
  w = await people(inst.a.app);
});
afterAll(() => inst.close());

const db = () => inst.a.app.platform.db;
const apps = () => [inst.a.app, inst.b ?? inst.a.app];
const firings = (itemId: string) => db().selectFrom('agenda_reminders').selectAll().where('item_id', '=', itemId).orderBy('minutes').execute();
const remindersFor = (itemId: string) =>
  db().selectFrom('messages').select(['user_id', 'title', 'link']).where('category', '=', 'agenda').where('link', 'like', `%${itemId}%`).where('title', 'like', '日程提醒%').execute();

describe('the reminder sweep', () => {
  it('sends a due reminder exactly once however many sweeps race for it, then schedules the next day’s', async () => {
    const { id } = await ok(w.student.post<{ id: string }>('/api/agenda/save', item({ title: '晨读', repeat: 'daily', repeatUntil: day(4), remind: [15] })));
    const [f] = await firings(id);
    const start = instantOf(day(2), '09:00', TZ);
    expect(f).toMatchObject({ minutes: 15, state: 'pending' });
    expect(Number(f!.fire_at)).toBe(start - 900);
    // Not due yet.
    expect(await sweepDue(inst.a.app.platform, start - 901)).toBe(0);
    const at = start - 900;
    const sent = await Promise.all([...apps(), ...apps(), ...apps()].map((app) => sweepDue(app.platform, at)));
    expect(sent.reduce((x, y) => x + y, 0)).toBe(1);
    const msgs = await remindersFor(id);
    expect(msgs).toEqual([{ user_id: await userIdOf(inst.a.app, 'student'), title: '日程提醒：晨读', link: `/site/agenda/classDetail?id=${id}` }]);
    const [next] = await firings(id);
    expect(next).toMatchObject({ state: 'pending' });
    expect(Number(next!.fire_at)).toBe(start + 86400 - 900);
    expect(Number(next!.start_at)).toBe(start + 86400);
  });

  it('reaches every group member who did not mute group reminders', async () => {
    const g = await classGroup(w, '提醒群');
    await ok(w.student2.post('/api/agenda/save-settings', { defaultRemind: [15], groupReminders: false }));
    const pub = await ok(w.counselor.post<{ id: string }>('/api/agenda/publish', { ...item({ title: '班会', remind: [60] }), groupId: g.id }));
    const [f] = await firings(pub.id);
    const sent = await Promise.all(apps().map((app) => sweepDue(app.platform, Number(f!.fire_at))));
    expect(sent.reduce((x, y) => x + y, 0)).toBe(1);
    const to = (await remindersFor(pub.id)).map((m) => m.user_id).sort();
    expect(to).toEqual([await userIdOf(inst.a.app, 'counselor'), await userIdOf(inst.a.app, 'student')].sort());
    expect((await firings(pub.id))[0]!.state).toBe('done');
    // The upcoming list of a member who muted them leaves group items out.
    await ok(w.student2.post('/api/agenda/save-settings', { defaultRemind: [15], groupReminders: true }));
  });

  it('skips a firing found long after its occurrence began, and moves on', async () => {
    const { id } = await ok(w.student2.post<{ id: string }>('/api/agenda/save', item({ title: '错过', repeat: 'weekly', remind: [30] })));
    const [f] = await firings(id);
    const late = Number(f!.start_at) + 2 * 3600;
    expect(await sweepDue(inst.a.app.platform, late)).toBe(0);
    expect(await remindersFor(id)).toEqual([]);
    const [next] = await firings(id);
    expect(Number(next!.start_at)).toBe(Number(f!.start_at) + 7 * 86400);
  });

  it('lists a person’s upcoming reminders, and re-plans them when the item changes', async () => {
    const { id } = await ok(w.student2.post<{ id: string }>('/api/agenda/save', item({ title: '答辩', startDate: day(3), endDate: day(3), remind: [60, 1440] })));
    const list = (await ok(w.student2.get<{ list: { itemId: string; minutes: number }[] }>('/api/agenda/reminders'))).list.filter((r) => r.itemId === id);
    expect(list.map((r) => r.minutes)).toEqual([1440, 60]);
    await ok(w.student2.post('/api/agenda/save', item({ id, title: '答辩', startDate: day(3), endDate: day(3), remind: [] })));
    expect(await firings(id)).toEqual([]);
  });
});
