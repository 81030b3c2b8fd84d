/**
 * Visitors through HTTP: signing in with a mobile number and an SMS code (the visitor account is
 * made on the first sign-in, a campus account's number is refused), filling the installed
 * cfauVisitor approval, the host and the security office approving it in the workflow, the pass
 * refused before approval, and the gate: a pass is refused with a bad signature, outside its
 * window and a second time.
 */
import { E, type ExpectedVisit, type VisitPass, type VisitRecord } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { removeCodeSender, useCodeSender } from '../src/integrations/senders/index.js';
import { DEFAULT_TIMEZONE } from '../src/platform/notify/dnd.js';
import { addDays, instantOf } from '../src/platform/time.js';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

/** Site time: the demo site keeps the default zone. 10:00 on a fixed day, the visit is the next day. */
const TODAY = '2026-03-04';
const VISIT_DAY = addDays(TODAY, 1);
const at = (date: string, time: string) => new Date(instantOf(date, time, DEFAULT_TIMEZONE) * 1000);

let t: TestApp;
let admin: Client;
let guard: Client;
let student: Client;
let visitor: Client;
let formId: string;
let versionId: string;
let hostId: string;
let guardName: string;
const sent: { to: string; code: string }[] = [];
const field = (r: { d: unknown }) => (r.d as { field?: string } | null)?.field;
const db = () => t.app.platform.db;
const lastCode = (to: string) => [...sent].reverse().find((s) => s.to === to)!.code;
/** Lets the next code out as if a minute had passed. */
const aMinuteLater = () => db().updateTable('kv').set({ expires_at: 0 }).where('key', 'like', 'visitor.code:%').execute();

async function signIn(mobile: string): Promise<{ c: Client; r: { e: number; d: { user: { id: string }; created: boolean } } }> {
  await aMinuteLater();
  const c = new Client(t.app);
  expect((await c.post('/api/visitor/sms-code', { mobile })).e).toBe(0);
  const r = await c.post<{ user: { id: string }; created: boolean }>('/api/visitor/login', { mobile, code: lastCode(mobile) });
  return { c, r };
}

const visitValues = (o: Record<string, unknown> = {}) => ({
  visitorName: '王访客', idNumber: '11010519491231002X', phone: '13700001111', visitDate: VISIT_DAY, timeFrom: '09:00', timeTo: '11:30',
  host: [{ id: hostId, name: '李老师' }], reasonKind: 'business', reason: '洽谈合作项目', companions: [{ cName: '赵随行', cIdNumber: '11010519491231002X' }], ...o,
});
const submit = async (o: Record<string, unknown> = {}) => {
  const r = await visitor.post<{ id: string }>('/api/forms/submit', { formId, versionId, values: visitValues(o) });
  expect(r.e, r.m).toBe(0);
  return r.d.id;
};
/** The first open task of `who` on this submission, approved. */
async function approveAs(who: Client, submissionId: string) {
  const todo = await who.get<{ list: { id: string; instance: { submissionId: string } }[] }>('/api/workflow/todo');
  const task = todo.d.list.find((x) => x.instance.submissionId === submissionId);
  expect(task, JSON.stringify(todo)).toBeDefined();
  const r = await who.post('/api/workflow/act', { taskId: task!.id, action: 'approve', comment: '同意' });
  expect(r.e, r.m).toBe(0);
}
const stateOf = async (id: string) => (await db().selectFrom('form_submissions').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;
const myPass = (id: string, c = visitor) => c.get<VisitPass>('/api/visitor/pass', { id });
const checkIn = (pass: string) => guard.post<{ visit: ExpectedVisit }>('/api/visitor/check-in', { pass });

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at(TODAY, '10:00'));
  useCodeSender({ channel: 'mobile', send: async (to, code) => void sent.push({ to, code }) });
  // The clock jumps a day ahead to the visit: sessions must outlive that idle time.
  t = await createTestApp({ SESSION_IDLE_SECONDS: String(3 * 86400) });
  admin = await loginAs(t.app, 'admin');
  guard = await loginAs(t.app, 'guard');
  student = await loginAs(t.app, 'student');
  guardName = (await db().selectFrom('users').select('name').where('site_id', '=', 'demo').where('username', '=', 'guard').executeTakeFirstOrThrow()).name;
  hostId = (await db().selectFrom('users').select('id').where('site_id', '=', 'demo').where('username', '=', 'teacher').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  removeCodeSender('mobile');
  vi.useRealTimers();
  await t.close();
});

describe('signing in as a visitor', () => {
  it('sends a code, refuses a wrong one naming the field, and makes the visitor account on the first sign-in only', async () => {
    const c = new Client(t.app);
    const s = await c.post('/api/visitor/sms-code', { mobile: '13700001111' });
    expect(s).toMatchObject({ e: 0, d: { to: '137****1111', expiresIn: 600, resendIn: 60 } });
    expect((await c.post('/api/visitor/sms-code', { mobile: '13700001111' })).e).toBe(E.TOO_MANY_REQUESTS);
    const code = lastCode('13700001111');
    const wrong = await c.post('/api/visitor/login', { mobile: '13700001111', code: String((Number(code) + 1) % 1e6).padStart(6, '0') });
    expect([wrong.e, field(wrong)]).toEqual([E.BAD_CODE, 'code']);
    const ok = await c.post<{ user: { id: string }; created: boolean }>('/api/visitor/login', { mobile: '13700001111', code });
    expect(ok.e).toBe(0);
    expect(ok.d.created).toBe(true);
    const row = await db().selectFrom('users').selectAll().where('id', '=', ok.d.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'visitor', mobile: '13700001111', site_id: 'demo', status: 'active' });
    // People searches show usernames: the number is not in it.
    expect(row.username).not.toContain('13700001111');
    // The code worked once.
    expect((await new Client(t.app).post('/api/visitor/login', { mobile: '13700001111', code })).e).toBe(E.BAD_CODE);
    // A session like any other: the visitor is logged in.
    expect((await c.get<{ user: { id: string } | null }>('/api/auth/me')).d.user?.id).toBe(ok.d.user.id);
    visitor = c;

    const again = await signIn('13700001111');
    expect(again.r.e).toBe(0);
    expect(again.r.d).toMatchObject({ created: false, user: { id: ok.d.user.id } });
    expect(Number((await db().selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('mobile', '=', '13700001111').executeTakeFirstOrThrow()).n)).toBe(1);
  });

  it('refuses a campus account’s number and bad numbers, naming the field', async () => {
    await db().updateTable('users').set({ mobile: '13700002222' }).where('site_id', '=', 'demo').where('username', '=', 'student').execute();
    const r = await new Client(t.app).post('/api/visitor/sms-code', { mobile: '13700002222' });
    expect([r.e, field(r)]).toEqual([E.ALREADY_TAKEN, 'mobile']);
    const bad = await new Client(t.app).post('/api/visitor/sms-code', { mobile: '12345' });
    expect([bad.e, field(bad)]).toEqual([E.BAD_INPUT, 'mobile']);
    const noCode = await new Client(t.app).post('/api/visitor/login', { mobile: '13700001111', code: '12' });
    expect([noCode.e, field(noCode)]).toEqual([E.BAD_INPUT, 'code']);
  });
});

describe('what a visitor may reach', () => {
  it('only what is open to visitors: campus endpoints are refused, other forms do not exist, people are found by name among staff only', async () => {
    for (const [url, q] of [['/api/campusCode/mine', {}], ['/api/workflow/todo', {}], ['/api/forms/admin/list', {}], ['/api/user/accounts', {}]] as const) {
      expect((await visitor.get(url, q)).e, url).toBe(E.FORBIDDEN);
    }
    const forms = await visitor.get<{ list: { id: string; openToVisitors: boolean }[] }>('/api/forms/available');
    expect(forms.e).toBe(0);
    expect(forms.d.list.every((f) => f.openToVisitors)).toBe(true);
    const leave = await db().selectFrom('form_defs').select('id').where('site_id', '=', 'demo').where('visitors', '=', 0).executeTakeFirst();
    if (leave) expect((await visitor.get('/api/forms/open', { id: leave.id })).e).toBe(E.NOT_FOUND);
    const student = await db().selectFrom('users').select('name').where('site_id', '=', 'demo').where('username', '=', 'student').executeTakeFirstOrThrow();
    expect((await visitor.get<{ list: unknown[] }>('/api/audience/people', { keyword: student.name })).d.list).toEqual([]);
    const name = (await db().selectFrom('users').select('name').where('id', '=', hostId).executeTakeFirstOrThrow()).name;
    const teacher = await visitor.get<{ list: { id: string; username: string; number: string }[] }>('/api/audience/people', { keyword: name });
    expect(teacher.d.list).toEqual([{ id: hostId, name, username: '', number: '', className: '' }]);
  });
});

describe('applying and the pass', () => {
  it('has no form until the site installs the visitor approval', async () => {
    // The demo installs every ready-made approval: undo that here, as on a site that has not.
    await db().deleteFrom('wf_processes').where('site_id', '=', 'demo').where('template_key', '=', 'cfauVisitor').execute();
    expect((await visitor.get('/api/visitor/records')).d).toEqual({ formId: null, list: [] });
    expect((await guard.get<{ list: unknown[] }>('/api/visitor/expected')).d.list).toEqual([]);
    const inst = await admin.post('/api/workflow/admin/templates/install', { key: 'cfauVisitor' });
    expect(inst.e, inst.m).toBe(0);
    const app = await visitor.get<{ formId: string | null; open: boolean }>('/api/workflow/app', { key: 'cfauVisitor' });
    expect(app.d.formId).toBeTruthy();
    formId = app.d.formId!;
    const open = await visitor.get<{ version: { id: string } }>('/api/forms/open', { id: formId });
    expect(open.e, open.m).toBe(0);
    versionId = open.d.version.id;
  });

  it('refuses the pass before approval, and issues it once the host and the security office approved', async () => {
    const id = await submit();
    const rec = await visitor.get<{ list: VisitRecord[] }>('/api/visitor/records');
    expect(rec.d.list[0]).toMatchObject({ id, passState: 'waiting', visitorName: '王访客', visitDate: VISIT_DAY, timeFrom: '09:00', hostName: '李老师', headcount: 2 });
    const early = await myPass(id);
    expect([early.e, field(early)]).toEqual([E.WRONG_STATE, 'id']);
    // Someone else's visit is not found for them.
    expect((await myPass(id, student)).e).toBe(E.NOT_FOUND);

    await approveAs(await loginAs(t.app, 'teacher'), id);
    expect((await myPass(id)).e).toBe(E.WRONG_STATE);
    await approveAs(await loginAs(t.app, 'approver'), id);
    expect(await stateOf(id)).toBe('approved');

    const p = await myPass(id);
    expect(p.e, p.m).toBe(0);
    expect(p.d).toMatchObject({ submissionId: id, visitorName: '王访客', visitDate: VISIT_DAY, timeFrom: '09:00', timeTo: '11:30', checkedInAt: null });
    expect(p.d.token).toMatch(/^vp1\./);
    expect(p.d.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(p.d.validFrom).toBe(at(VISIT_DAY, '08:30').getTime() / 1000);
    expect(p.d.validTo).toBe(at(VISIT_DAY, '11:30').getTime() / 1000);
    // Asked again: the same pass.
    expect((await myPass(id)).d.code).toBe(p.d.code);
    expect((await visitor.get<{ list: VisitRecord[] }>('/api/visitor/records')).d.list.find((r) => r.id === id)?.passState).toBe('ready');

    // ---- at the gate ----
    expect((await student.get('/api/visitor/expected')).e).toBe(E.FORBIDDEN);
    expect((await student.post('/api/visitor/check-in', { pass: p.d.token })).e).toBe(E.FORBIDDEN);
    const day = await guard.get<{ date: string; list: ExpectedVisit[]; checkedIn: number }>('/api/visitor/expected', { date: VISIT_DAY });
    expect(day.d.list).toEqual([expect.objectContaining({ submissionId: id, visitorName: '王访客', idNumber: '110***********002X', phone: '137****1111', hostName: '李老师', companions: ['赵随行'], checkedInAt: null })]);
    expect((await guard.get<{ list: ExpectedVisit[] }>('/api/visitor/expected')).d.list).toEqual([]);

    // A forged signature, an altered window, garbage.
    const [pre, payload, mac] = p.d.token.split('.') as [string, string, string];
    const forged = await checkIn(`${pre}.${payload}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`);
    expect([forged.e, field(forged)]).toEqual([E.BAD_SIGNATURE, 'pass']);
    const widened = Buffer.from(Buffer.from(payload, 'base64url').toString().replace(/:\d+$/, ':9999999999')).toString('base64url');
    expect((await checkIn(`${pre}.${widened}.${mac}`)).e).toBe(E.BAD_SIGNATURE);
    const junk = await checkIn('hello');
    expect([junk.e, field(junk)]).toEqual([E.BAD_INPUT, 'pass']);

    // Outside its window: before (the day before; and 08:29 on the day) and after.
    const before = await checkIn(p.d.token);
    expect([before.e, field(before)]).toEqual([E.NOT_OPEN_YET, 'pass']);
    vi.setSystemTime(at(VISIT_DAY, '08:29'));
    expect((await checkIn(p.d.code)).e).toBe(E.NOT_OPEN_YET);
    vi.setSystemTime(at(VISIT_DAY, '11:31'));
    expect((await checkIn(p.d.token)).e).toBe(E.CODE_EXPIRED);

    // In it: once, by token; again (token or typed code) refused, saying when.
    vi.setSystemTime(at(VISIT_DAY, '08:45'));
    const ok = await checkIn(p.d.token);
    expect(ok.e, ok.m).toBe(0);
    expect(ok.d.visit).toMatchObject({ submissionId: id, visitorName: '王访客', checkedInBy: guardName });
    expect(ok.d.visit.checkedInAt).toBe(at(VISIT_DAY, '08:45').getTime() / 1000);
    const twice = await checkIn(p.d.token);
    expect([twice.e, field(twice)]).toEqual([E.ALREADY_DONE, 'pass']);
    expect((twice.d as unknown as { checkedInAt: number }).checkedInAt).toBe(ok.d.visit.checkedInAt);
    expect((await checkIn(p.d.code.toLowerCase())).e).toBe(E.ALREADY_DONE);
    const after = await guard.get<{ list: ExpectedVisit[]; checkedIn: number }>('/api/visitor/expected');
    expect(after.d.checkedIn).toBe(1);
    expect(after.d.list[0]?.checkedInAt).toBe(ok.d.visit.checkedInAt);
    expect((await visitor.get<{ list: VisitRecord[] }>('/api/visitor/records')).d.list.find((r) => r.id === id)?.passState).toBe('used');
    vi.setSystemTime(at(TODAY, '10:00'));
  });

  it('refuses at the gate a pass whose visit was withdrawn from approval afterwards', async () => {
    const id = await submit({ visitDate: TODAY, timeFrom: '09:30', timeTo: '17:00' });
    await approveAs(await loginAs(t.app, 'teacher'), id);
    await approveAs(await loginAs(t.app, 'approver'), id);
    const p = await myPass(id);
    expect(p.e).toBe(0);
    // An administrator terminated it (the workflow's outcome, written as the workflow writes it).
    await db().updateTable('form_submissions').set({ state: 'terminated' }).where('id', '=', id).execute();
    const r = await checkIn(p.d.token);
    expect([r.e, field(r)]).toEqual([E.WRONG_STATE, 'pass']);
    expect((await visitor.get<{ list: VisitRecord[] }>('/api/visitor/records')).d.list.find((x) => x.id === id)?.passState).toBe('refused');
  });
});
