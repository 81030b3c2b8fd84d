/**
 * Tickets, completed: subscriptions and their notices, the status endpoint, reserve mode and
 * the draw, the waiting list with holds, refund deadlines, checking twice, the holders list and
 * its xlsx export, and permissions per site — through HTTP on SQLite and PostgreSQL.
 */
import { E } from '@campus/api';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canWait, statusFor } from '../src/modules/ticket/machine.js';
import { codeOf } from '../src/modules/ticket/service.js';
import { now } from '../src/platform/util.js';
import { createTestApp, loginAs, type Client, type TestApp } from './helpers.js';
import { counters, createEvent, eventBody, inbox, lapseHolds, makeUsers, setTimes } from './ticket-fixtures.js';

interface TypeView {
  id: string;
  remaining: number;
  held: number;
  label: string;
  reserved: boolean;
  wait: { status: string; position: number; holdUntil: number | null } | null;
}
interface Status {
  subscribed: boolean;
  types: TypeView[];
}

let t: TestApp;
let manager: Client;
let checker: Client;
beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager');
  checker = await loginAs(t.app, 'checker');
});
afterAll(() => t.close());

const status = async (c: Client, id: string) => (await c.get<Status>('/api/ticket/status', { id })).d;

describe('labels (pure)', () => {
  const ev = { open_at: 100, close_at: 200, starts_at: 300, hold_minutes: 15 };
  it('covers reserve mode, the waiting list and cancelled subscriptions', () => {
    const r = { ...ev, mode: 'reserve' as const, drawn_at: null };
    expect(statusFor(r, { remaining: 5 }, 50, [])).toBe('notStarted');
    expect(statusFor(r, { remaining: 5 }, 50, [], { sub: 'cancelled' })).toBe('subscribeCancelled');
    expect(statusFor(r, { remaining: 5 }, 150, [])).toBe('reserve');
    expect(statusFor(r, { remaining: 5 }, 150, [], { entry: 'pending' })).toBe('reservedWaiting');
    expect(statusFor(r, { remaining: 5 }, 250, [], { entry: 'pending' })).toBe('reservedWaiting');
    expect(statusFor({ ...r, drawn_at: 210 }, { remaining: 0 }, 250, [], { entry: 'lost' })).toBe('enroll');
    expect(statusFor({ ...r, drawn_at: 210 }, { remaining: 0 }, 250, [], { entry: 'lost', wait: 'waiting' })).toBe('ended');
    expect(statusFor({ ...r, drawn_at: 210 }, { remaining: 0 }, 250, [{ status: 'issued' }], { entry: 'won' })).toBe('cancelTicket');
    expect(statusFor(ev, { remaining: 0 }, 150, [], { sub: 'cancelled', wait: 'waiting' })).toBe('subscribeCancelled');
    expect(statusFor({ ...ev, hold_minutes: 0 }, { remaining: 0 }, 150, [])).toBe('soldOut');
    expect(statusFor({ ...ev, refund_until: 120 }, { remaining: 1 }, 150, [{ status: 'issued' }])).toBe('grab');
    expect(canWait(ev, { remaining: 0 }, 150, [{ status: 'issued' }], { perPerson: 1 })).toBe(false);
  });
  it('reads a redemption code typed or scanned as a URL carrying it', () => {
    expect(codeOf(' abcd2345efgh ')).toBe('ABCD2345EFGH');
    expect(codeOf('https://campus.example/site/ticket/check?code=ABCD2345EFGH&x=1')).toBe('ABCD2345EFGH');
  });
});

describe('subscriptions', () => {
  it('subscribes, cancels, and notifies once when grabbing opens and when a ticket comes back', async () => {
    const ev = await createEvent(manager, eventBody({ types: [{ quota: 1 }], open: now() + 600, close: now() + 1200, holdMinutes: 0 }));
    const [a, b, c] = await makeUsers(t.app, 3, 'sub');
    expect((await a!.client.post('/api/ticket/subscribe', { id: ev.id })).d).toEqual({ subscribed: true });
    expect((await b!.client.post('/api/ticket/subscribe', { id: ev.id })).e).toBe(E.OK);
    expect((await b!.client.post('/api/ticket/cancel-sub', { id: ev.id })).d).toEqual({ subscribed: false });
    expect((await status(b!.client, ev.id)).types[0]!.label).toBe('subscribeCancelled');
    expect((await status(a!.client, ev.id))).toMatchObject({ subscribed: true, types: [{ label: 'notStarted' }] });
    await setTimes(t.app, ev.id, { open_at: now() - 1 });
    // Two reads race after the opening: one notice.
    await Promise.all([status(c!.client, ev.id), status(c!.client, ev.id), c!.client.get('/api/ticket/detail', { id: ev.id })]);
    await status(c!.client, ev.id);
    expect((await inbox(t.app, a!.id)).filter((x) => x.includes('开始抢票'))).toHaveLength(1);
    expect(await inbox(t.app, b!.id)).toHaveLength(0);
    const g = await c!.client.post<{ id: string }>('/api/ticket/enroll', { typeId: ev.typeIds[0] });
    expect((await status(a!.client, ev.id)).types[0]!.label).toBe('soldOut');
    expect((await c!.client.post('/api/ticket/refund', { id: g.d.id })).e).toBe(E.OK);
    expect((await inbox(t.app, a!.id)).filter((x) => x.includes('有票退回'))).toHaveLength(1);
  });

  it('validates and hides other audiences', async () => {
    expect((await manager.post('/api/ticket/subscribe', {})).e).toBe(E.BAD_INPUT);
    expect(await manager.post('/api/ticket/wait-join', { typeId: '' })).toMatchObject({ e: E.BAD_INPUT, d: { field: 'typeId' } });
    expect(await manager.post('/api/ticket/manage-save', { ...eventBody({ types: [{ quota: 1 }] }), holdMinutes: -1 })).toMatchObject({ e: E.BAD_INPUT, d: { field: 'holdMinutes' } });
    const ev = await createEvent(manager, eventBody({ types: [{ quota: 1 }], audience: { roles: ['teacher'] } }));
    const [u] = await makeUsers(t.app, 1, 'aud');
    expect((await u!.client.post('/api/ticket/subscribe', { id: ev.id })).e).toBe(E.NOT_FOUND);
    expect((await u!.client.get('/api/ticket/status', { id: ev.id })).e).toBe(E.NOT_FOUND);
  });
});

describe('reserve mode and the draw', () => {
  it('enters once, labels the wait, draws within the quota, notifies, and is idempotent', async () => {
    const ev = await createEvent(manager, eventBody({ mode: 'reserve', types: [{ quota: 3 }, { quota: 5 }] }));
    const [typeA, typeB] = ev.typeIds;
    const users = await makeUsers(t.app, 6, 'res');
    for (const u of users) {
      const r = await u.client.post<{ kind: string }>('/api/ticket/enroll', { typeId: typeA });
      expect(r.d.kind).toBe('reservation');
    }
    await users[0]!.client.post('/api/ticket/enroll', { typeId: typeB });
    expect((await users[0]!.client.post('/api/ticket/enroll', { typeId: typeA })).e).toBe(E.ALREADY_TAKEN);
    expect((await status(users[0]!.client, ev.id)).types[0]).toMatchObject({ label: 'reservedWaiting', reserved: true, remaining: 3 });
    expect((await manager.post('/api/ticket/draw', { id: ev.id })).e).toBe(E.NOT_OPEN_YET);
    await setTimes(t.app, ev.id, { close_at: now() - 1, open_at: now() - 100 });
    expect((await users[1]!.client.post('/api/ticket/enroll', { typeId: typeB })).e).toBe(E.ENDED);
    // Still waiting for the draw after close (no auto-draw).
    expect((await status(users[0]!.client, ev.id)).types[0]!.label).toBe('reservedWaiting');
    const [d1, d2] = await Promise.all([manager.post<{ ranNow: boolean; types: { entrants: number; winners: number; issued: number }[] }>('/api/ticket/draw', { id: ev.id }), manager.post<{ ranNow: boolean }>('/api/ticket/draw', { id: ev.id })]);
    expect([d1.d.ranNow, d2.d.ranNow].sort()).toEqual([false, true]);
    expect(d1.d.types).toEqual([
      expect.objectContaining({ entrants: 6, winners: 3, issued: 3 }),
      expect.objectContaining({ entrants: 1, winners: 1, issued: 1 }),
    ]);
    expect(await counters(t.app, typeA!)).toMatchObject({ issued: 3, remaining: 0, maxPerUser: 1 });
    const labels = await Promise.all(users.map(async (u) => (await status(u.client, ev.id)).types[0]!.label));
    expect(labels.filter((l) => l === 'cancelTicket')).toHaveLength(3);
    expect(labels.filter((l) => l === 'enroll')).toHaveLength(3);
    // Each entrant hears once: won (a ticket of any type) or not drawn.
    for (const u of users) {
      const titles = await inbox(t.app, u.id);
      const won = titles.filter((x) => x.includes('中签') && !x.includes('未中签')).length;
      const lost = titles.filter((x) => x.includes('未中签')).length;
      const has = (await u.client.get<{ mine: unknown[] }>('/api/ticket/detail', { id: ev.id })).d.mine.length > 0;
      expect([won, lost]).toEqual(has ? [1, 0] : [0, 1]);
    }
    const again = await manager.post<{ ranNow: boolean }>('/api/ticket/draw', { id: ev.id });
    expect(again.d.ranNow).toBe(false);
    expect(await counters(t.app, typeA!)).toMatchObject({ issued: 3 });
  });

  it('draws by itself on the first read after close when flagged auto-draw', async () => {
    const ev = await createEvent(manager, eventBody({ mode: 'reserve', autoDraw: true, types: [{ quota: 1 }] }));
    const [a, b] = await makeUsers(t.app, 2, 'auto');
    await a!.client.post('/api/ticket/enroll', { typeId: ev.typeIds[0] });
    await b!.client.post('/api/ticket/enroll', { typeId: ev.typeIds[0] });
    await setTimes(t.app, ev.id, { close_at: now() - 1, open_at: now() - 100 });
    const [sa, sb] = await Promise.all([status(a!.client, ev.id), status(b!.client, ev.id)]);
    expect([sa.types[0]!.label, sb.types[0]!.label].sort()).toEqual(['cancelTicket', 'enroll']);
    expect(await counters(t.app, ev.typeIds[0]!)).toMatchObject({ issued: 1, remaining: 0 });
  });

  it('refuses the draw to students, for grab events and on another site', async () => {
    const ev = await createEvent(manager, eventBody({ types: [{ quota: 1 }] }));
    const [u] = await makeUsers(t.app, 1, 'nodraw');
    expect((await u!.client.post('/api/ticket/draw', { id: ev.id })).e).toBe(E.FORBIDDEN);
    expect((await manager.post('/api/ticket/draw', { id: ev.id })).e).toBe(E.WRONG_STATE);
    expect((await manager.post('/api/ticket/draw', { id: 'nope' })).e).toBe(E.NOT_FOUND);
    await t.app.platform.db.updateTable('ticket_events').set({ site_id: 'elsewhere' }).where('id', '=', ev.id).execute();
    expect((await manager.get('/api/ticket/manage-detail', { id: ev.id })).e).toBe(E.NOT_FOUND);
    expect((await manager.get('/api/ticket/holders', { id: ev.id })).e).toBe(E.NOT_FOUND);
  });
});

describe('enrolment lookups', () => {
  it('finds a type only with its published event on the same site', async () => {
    const db = t.app.platform.db;
    const ev = await createEvent(manager, eventBody({ types: [{ quota: 5 }] }));
    const typeId = ev.typeIds[0]!;
    const [u] = await makeUsers(t.app, 1, 'lookup');
    expect((await u!.client.post('/api/ticket/enroll', { typeId: 'nope' })).d).toEqual({ field: 'typeId' });
    await db.updateTable('ticket_events').set({ published: 0 }).where('id', '=', ev.id).execute();
    expect((await u!.client.post('/api/ticket/enroll', { typeId })).e).toBe(E.NOT_FOUND);
    await db.updateTable('ticket_events').set({ published: 1, site_id: 'elsewhere' }).where('id', '=', ev.id).execute();
    expect((await u!.client.post('/api/ticket/enroll', { typeId })).e).toBe(E.NOT_FOUND);
    await db.updateTable('ticket_events').set({ site_id: 'demo' }).where('id', '=', ev.id).execute();
    expect((await u!.client.post('/api/ticket/enroll', { typeId })).e).toBe(E.OK);
  });

  it('reads role codes only for an audience that names roles, and then sees a new role', async () => {
    const open = await createEvent(manager, eventBody({ types: [{ quota: 5 }] }));
    const teachers = await createEvent(manager, eventBody({ types: [{ quota: 5 }], audience: { roles: ['teacher'] } }));
    const [u] = await makeUsers(t.app, 1, 'roles');
    const db = t.app.platform.db;
    const userId = u!.id;
    expect((await u!.client.post('/api/ticket/enroll', { typeId: open.typeIds[0] })).e).toBe(E.OK);
    expect(t.app.platform.auth.maps.get(`${userId}:demo`)).toBeUndefined();
    expect((await u!.client.post('/api/ticket/enroll', { typeId: teachers.typeIds[0] })).e).toBe(E.NOT_FOUND);
    expect(t.app.platform.auth.maps.get(`${userId}:demo`)).toMatchObject({ roles: [] });
    const role = await db.selectFrom('roles').select('id').where('site_id', '=', 'demo').where('code', '=', 'teacher').executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ user_id: userId, role_id: role.id, site_id: 'demo' }).execute();
    await t.app.platform.auth.userChanged(userId);
    expect((await u!.client.post('/api/ticket/enroll', { typeId: teachers.typeIds[0] })).e).toBe(E.OK);
  });
});

describe('waiting list', () => {
  it('holds a returned ticket for the head of the line, who confirms it; a lapse moves it on, then to the pool', async () => {
    const ev = await createEvent(manager, eventBody({ types: [{ quota: 1 }], holdMinutes: 10 }));
    const typeId = ev.typeIds[0]!;
    const [owner, w1, w2, grabber] = await makeUsers(t.app, 4, 'wait');
    expect((await w1!.client.post('/api/ticket/wait-join', { typeId })).e).toBe(E.WRONG_STATE);
    const g = await owner!.client.post<{ id: string }>('/api/ticket/enroll', { typeId });
    expect((await owner!.client.post('/api/ticket/wait-join', { typeId })).e).toBe(E.LIMIT_REACHED);
    expect((await w1!.client.post<{ position: number }>('/api/ticket/wait-join', { typeId })).d.position).toBe(1);
    expect((await w1!.client.post('/api/ticket/wait-join', { typeId })).e).toBe(E.ALREADY_TAKEN);
    expect((await w2!.client.post<{ position: number }>('/api/ticket/wait-join', { typeId })).d.position).toBe(2);
    expect((await owner!.client.post('/api/ticket/refund', { id: g.d.id })).e).toBe(E.OK);
    expect(await counters(t.app, typeId)).toMatchObject({ issued: 0, remaining: 0, held: 1 });
    // Held for w1: nobody can grab it.
    expect((await grabber!.client.post('/api/ticket/enroll', { typeId })).e).toBe(E.SOLD_OUT);
    expect((await w2!.client.post('/api/ticket/hold-confirm', { typeId })).e).toBe(E.HOLD_EXPIRED);
    const s1 = await status(w1!.client, ev.id);
    expect(s1.types[0]!.wait).toMatchObject({ status: 'held', position: 0 });
    expect(s1.types[0]!.wait!.holdUntil).toBeGreaterThan(now() + 500);
    expect((await inbox(t.app, w1!.id)).some((x) => x.includes('保留'))).toBe(true);
    // The deadline is written on the site's clock (Asia/Shanghai), as the student's phone shows time.
    const note = await t.app.platform.db.selectFrom('messages').select('body').where('user_id', '=', w1!.id).where('title', 'like', '%保留%').executeTakeFirstOrThrow();
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(s1.types[0]!.wait!.holdUntil! * 1000);
    expect(note.body).toContain(`请在 ${local} 前`);
    // w1 lets it lapse: the next read moves it to w2.
    await lapseHolds(t.app, typeId);
    expect((await w1!.client.post('/api/ticket/hold-confirm', { typeId })).e).toBe(E.HOLD_EXPIRED);
    expect((await status(w2!.client, ev.id)).types[0]!.wait).toMatchObject({ status: 'held' });
    expect((await w2!.client.post<{ code: string }>('/api/ticket/hold-confirm', { typeId })).e).toBe(E.OK);
    expect(await counters(t.app, typeId)).toMatchObject({ issued: 1, remaining: 0, held: 0 });
    // w2 refunds; nobody waits: back to the pool.
    const mine = (await w2!.client.get<{ mine: { id: string; status: string }[] }>('/api/ticket/detail', { id: ev.id })).d.mine;
    expect((await w2!.client.post('/api/ticket/refund', { id: mine[0]!.id })).e).toBe(E.OK);
    expect(await counters(t.app, typeId)).toMatchObject({ issued: 0, remaining: 1, held: 0 });
  });

  it('a held ticket goes to the next waiter when the holder leaves the list', async () => {
    const ev = await createEvent(manager, eventBody({ types: [{ quota: 1 }] }));
    const typeId = ev.typeIds[0]!;
    const [owner, w1, w2] = await makeUsers(t.app, 3, 'leave');
    const g = await owner!.client.post<{ id: string }>('/api/ticket/enroll', { typeId });
    await w1!.client.post('/api/ticket/wait-join', { typeId });
    await w2!.client.post('/api/ticket/wait-join', { typeId });
    await owner!.client.post('/api/ticket/refund', { id: g.d.id });
    expect((await w1!.client.post('/api/ticket/wait-leave', { typeId })).d).toEqual({ left: true });
    expect((await w1!.client.post('/api/ticket/wait-leave', { typeId })).d).toEqual({ left: false });
    expect((await status(w2!.client, ev.id)).types[0]!.wait).toMatchObject({ status: 'held' });
    expect(await counters(t.app, typeId)).toMatchObject({ held: 1, remaining: 0, issued: 0 });
  });
});

describe('refund deadline, checking, holders and export', () => {
  it('refuses refunds after the event’s deadline', async () => {
    const ev = await createEvent(manager, eventBody({ types: [{ quota: 2 }], refundUntil: now() + 3000 }));
    const [u] = await makeUsers(t.app, 1, 'dl');
    const g = await u!.client.post<{ id: string }>('/api/ticket/enroll', { typeId: ev.typeIds[0] });
    await t.app.platform.db.updateTable('ticket_events').set({ refund_until: now() - 1 }).where('id', '=', ev.id).execute();
    expect((await u!.client.post('/api/ticket/refund', { id: g.d.id })).e).toBe(E.ENDED);
    const bad = await manager.post('/api/ticket/manage-save', { ...eventBody({ types: [{ quota: 1 }] }), refundUntil: now() + 99999 });
    expect(bad).toMatchObject({ e: E.BAD_INPUT, d: { field: 'refundUntil' } });
  });

  it('checks once; the second check says when; lists holders and exports them as xlsx', async () => {
    const ev = await createEvent(manager, eventBody({ title: '导出测试', types: [{ name: '内场', quota: 2 }] }));
    const [u] = await makeUsers(t.app, 1, 'chk');
    const g = await u!.client.post<{ code: string }>('/api/ticket/enroll', { typeId: ev.typeIds[0] });
    const ok = await checker.post<{ status: string; name: string }>('/api/ticket/check', { code: g.d.code.toLowerCase() });
    expect(ok.d).toMatchObject({ status: 'checked', name: '抢票0' });
    const again = await checker.post('/api/ticket/check', { code: g.d.code });
    expect(again.e).toBe(E.ALREADY_TAKEN);
    expect(again.m).toMatch(/already checked at \d{4}-/);
    expect((again.d as { checkedAt: number }).checkedAt).toBeGreaterThan(0);
    expect((await checker.get('/api/ticket/holders', { id: ev.id })).e).toBe(E.FORBIDDEN);
    const list = await manager.get<{ total: number; list: { name: string; code: string; status: string; typeName: string }[] }>('/api/ticket/holders', { id: ev.id });
    expect(list.d.total).toBe(1);
    expect(list.d.list[0]).toMatchObject({ name: '抢票0', code: g.d.code, status: 'checked', typeName: '内场' });
    const res = await manager.raw({ method: 'GET', url: `/api/ticket/export?id=${ev.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(2).values).toEqual([undefined, '姓名', '学工号', '票种', '兑换码', '状态', '出票时间', '检票时间']);
    expect(ws.getRow(3).getCell(4).value).toBe(g.d.code);
    expect(ws.getRow(3).getCell(5).value).toBe('已检票');
  });

  it('shows live counters to managers', async () => {
    const ev = await createEvent(manager, eventBody({ types: [{ quota: 4 }] }));
    const [u] = await makeUsers(t.app, 1, 'live');
    await u!.client.post('/api/ticket/enroll', { typeId: ev.typeIds[0] });
    const d = await manager.get<{ types: { issued: number; remaining: number; held: number; waiting: number; entrants: number }[] }>('/api/ticket/manage-detail', { id: ev.id });
    expect(d.d.types[0]).toMatchObject({ issued: 1, remaining: 3, held: 0, waiting: 0, entrants: 0 });
  });
});
