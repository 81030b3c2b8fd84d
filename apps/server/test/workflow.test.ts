/**
 * The approval engine through HTTP, on SQLite and PostgreSQL: a submission of a form with a
 * process starts an item; conditions route it; countersign waits for all and any-one finishes on
 * the first; return, resubmit, transfer, delegate, add signer and withdraw keep the timeline right;
 * only the current assignee acts; two assignees acting at once resolve once; field permissions
 * hide and allow edits; deadlines remind and escalate; the webhook is signed and retried.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { E, type InstanceDetail, type InstanceSummary, type TaskItem, type FormVersion, type FormSummary } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoForms } from '../src/seed/demo-forms.js';
import { seedDemoWorkflow } from '../src/seed/demo-workflow.js';
import { sweep } from '../src/modules/workflow/sweeper.js';
import { signatureOf, webhookSecret } from '../src/modules/workflow/webhook.js';
import { uploadSignature } from './forms-fixtures.js';
import { type Client, createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
let manager: Client, student: Client, student2: Client, counselor: Client, leader: Client, teacher: Client, admin: Client;
let leave: FormSummary;
let version: FormVersion;
let visitor: FormSummary;
let visitorVersion: FormVersion;
const ids: Record<string, string> = {};
/** Each applicant's drawn signature (an upload of theirs). */
const signatures = new Map<Client, { id: string; name: string }>();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.platform.db;
  const users = await db.selectFrom('users').select(['id', 'username']).where('site_id', '=', 'demo').execute();
  for (const u of users) ids[u.username] = u.id;
  await seedDemoForms(db, 'demo', ids, t.app.platform.uploadDir);
  await seedDemoWorkflow(db, 'demo', ids);
  [manager, student, student2, counselor, leader, teacher, admin] = (await Promise.all(['manager', 'student', 'student2', 'counselor', 'leader', 'teacher', 'admin'].map((u) => loginAs(t.app, u)))) as [Client, Client, Client, Client, Client, Client, Client];
  const list = (await student.get<{ list: FormSummary[] }>('/api/forms/available')).d.list;
  leave = list.find((f) => f.name === '学生请假申请')!;
  visitor = list.find((f) => f.name === '校园访客预约')!;
  version = (await student.get<{ version: FormVersion }>('/api/forms/open', { id: leave.id })).d.version;
  visitorVersion = (await student.get<{ version: FormVersion }>('/api/forms/open', { id: visitor.id })).d.version;
  for (const c of [student, student2]) signatures.set(c, await uploadSignature(c));
});
afterAll(() => t.close());

const leaveValues = (days: number, extra: Record<string, unknown> = {}, c: Client = student) => {
  const end = `2026-12-${String(days).padStart(2, '0')}`;
  return {
    name: '张三', number: '2024010101', phone: '13800138000', type: 'personal', start: '2026-12-01', end,
    reason: '回家办理证件手续', leaveCampus: 'no', signature: signatures.get(c),
    schedule: [{ day: '2026-12-01', period: 'full' }], ...extra,
  };
};

async function apply(c: Client = student, days = 2, extra: Record<string, unknown> = {}): Promise<string> {
  const r = await c.post<{ id: string }>('/api/forms/submit', { formId: leave.id, versionId: version.id, values: leaveValues(days, extra, c) });
  expect(r.e, r.m).toBe(E.OK);
  const item = await c.get<{ id: string | null }>('/api/workflow/by-submission', { submissionId: r.d.id });
  expect(item.d.id).toBeTruthy();
  return item.d.id!;
}

const detail = async (c: Client, id: string) => (await c.get<InstanceDetail>('/api/workflow/instance', { id })).d;
const taskOf = async (c: Client, id: string) => (await detail(c, id)).task?.id;
const todo = async (c: Client) => (await c.get<{ list: TaskItem[]; total: number }>('/api/workflow/todo', { pageSize: '100' })).d;
const act = (c: Client, taskId: string, action: string, more: Record<string, unknown> = {}) => c.post<{ state: string }>('/api/workflow/act', { taskId, action, ...more });
const field = (r: { d: unknown }) => (r.d as { field?: string } | null)?.field;
const actions = (d: InstanceDetail) => d.timeline.map((e) => e.action);

/** Replaces the visitor form's process (the tests' scratch process). */
async function visitorProcess(definition: unknown) {
  const r = await manager.post<{ id: string }>('/api/workflow/admin/process/save', { formId: visitor.id, definition });
  expect(r.e, r.m).toBe(E.OK);
}
const person = (...names: string[]) => ({ kind: 'person', users: names.map((n) => ({ id: ids[n]!, name: n })) });
async function applyVisitor(c: Client = student): Promise<string> {
  const values = { visitor: '李四', idcard: '11010519491231002X', mobile: '13900139000', visitAt: '2026-12-10 09:00', hours: 2, host: [{ id: ids.teacher!, name: '老师' }], purpose: ['meeting'], byCar: 'no', plate: '' };
  const r = await c.post<{ id: string }>('/api/forms/submit', { formId: visitor.id, versionId: visitorVersion.id, values });
  expect(r.e, r.m).toBe(E.OK);
  return (await c.get<{ id: string }>('/api/workflow/by-submission', { submissionId: r.d.id })).d.id;
}

describe('starting and routing', () => {
  it('a submission starts an item at the counselor, who gets a to-do in the message centre', async () => {
    const id = await apply();
    const mine = (await student.get<{ list: InstanceSummary[] }>('/api/workflow/mine')).d.list.find((i) => i.id === id)!;
    expect(mine.state).toBe('running');
    expect(mine.stepKey).toBe('counselor');
    expect(mine.holders.map((h) => h.id)).toEqual([ids.counselor]);
    expect((await todo(counselor)).list.some((x) => x.instance.id === id)).toBe(true);
    const msgs = await t.app.platform.db.selectFrom('messages').select(['kind', 'done_at', 'link']).where('user_id', '=', ids.counselor!).where('link', 'like', `%${id}`).execute();
    expect(msgs).toEqual([expect.objectContaining({ kind: 'todo', done_at: null })]);
    // The submission is the process's now: no more edits by its owner.
    const sub = await t.app.platform.db.selectFrom('form_submissions').select(['state', 'locked_at']).where('process_id', '=', id).executeTakeFirstOrThrow();
    expect(sub.state).toBe('processing');
    expect(sub.locked_at).not.toBeNull();
  });

  it('two days: the counselor’s approval ends it approved; the to-do closes, the submission is approved', async () => {
    const id = await apply();
    const r = await act(counselor, (await taskOf(counselor, id))!, 'approve', { comment: '同意' });
    expect(r.d.state).toBe('approved');
    const d = await detail(student, id);
    expect(d.instance.state).toBe('approved');
    expect(actions(d)).toEqual(['submit', 'approve', 'end']);
    expect(d.timeline[1]!.actor?.id).toBe(ids.counselor);
    expect(d.plan.map((s) => [s.key, s.state])).toEqual([['counselor', 'done']]);
    const msg = await t.app.platform.db.selectFrom('messages').select('done_at').where('user_id', '=', ids.counselor!).where('link', 'like', `%${id}`).executeTakeFirstOrThrow();
    expect(msg.done_at).not.toBeNull();
    const sub = await t.app.platform.db.selectFrom('form_submissions').select('state').where('process_id', '=', id).executeTakeFirstOrThrow();
    expect(sub.state).toBe('approved');
    expect((await counselor.get<{ list: { instance: InstanceSummary; action: string }[] }>('/api/workflow/done')).d.list.find((x) => x.instance.id === id)?.action).toBe('approve');
  });

  it('five days: the condition sends it on to the school leader after the counselor', async () => {
    const id = await apply(student, 5);
    expect((await detail(student, id)).plan.map((s) => s.key)).toEqual(['counselor', 'leader']);
    await act(counselor, (await taskOf(counselor, id))!, 'approve');
    const d = await detail(student, id);
    expect(d.instance.stepKey).toBe('leader');
    expect(d.instance.holders.map((h) => h.id)).toEqual([ids.leader]);
    expect(d.plan.map((s) => s.state)).toEqual(['done', 'current']);
    expect((await act(leader, (await taskOf(leader, id))!, 'approve')).d.state).toBe('approved');
  });
});

describe('who may act', () => {
  it('someone who is not the assignee cannot act, and cannot see the item', async () => {
    const id = await apply();
    const task = (await taskOf(counselor, id))!;
    for (const c of [student2, leader, student]) expect((await act(c, task, 'approve')).e).toBe(E.NOT_FOUND);
    expect((await student2.get('/api/workflow/instance', { id })).e).toBe(E.NOT_FOUND);
    expect((await detail(student, id)).instance.state).toBe('running');
  });

  it('reject and return need a reason; terminate needs workflow.manage', async () => {
    const id = await apply();
    const task = (await taskOf(counselor, id))!;
    const r = await act(counselor, task, 'reject');
    expect(r.e).toBe(E.BAD_INPUT);
    expect(field(r)).toBe('comment');
    expect((await student.post('/api/workflow/admin/terminate', { id, comment: 'x' })).e).toBe(E.FORBIDDEN);
    expect((await manager.post<{ state: string }>('/api/workflow/admin/terminate', { id, comment: '重复申请' })).d.state).toBe('terminated');
    expect((await act(counselor, task, 'approve')).e).toBe(E.CONFLICT);
  });

  it('sites never mix', async () => {
    const id = await apply();
    const other = await loginAs(t.app, 'student', { 'x-site': 'pku' });
    expect((await other.get('/api/workflow/instance', { id })).e).toBe(E.NOT_FOUND);
    expect((await other.get<{ total: number }>('/api/workflow/mine')).d.total).toBe(0);
  });
});

describe('actions', () => {
  it('reject ends it rejected with the reason in the timeline', async () => {
    const id = await apply();
    await act(counselor, (await taskOf(counselor, id))!, 'reject', { comment: '理由不充分' });
    const d = await detail(student, id);
    expect(d.instance.state).toBe('rejected');
    expect(d.timeline.find((e) => e.action === 'reject')?.comment).toBe('理由不充分');
  });

  it('return to the applicant: they change it and resubmit; it starts again at the first step', async () => {
    const id = await apply();
    await act(counselor, (await taskOf(counselor, id))!, 'return', { toStep: 'applicant', comment: '请补充事由' });
    let d = await detail(student, id);
    expect(d.instance.state).toBe('returned');
    expect(d.can.resubmit).toBe(true);
    expect(d.access.reason).toBe('edit');
    expect((await student.get<{ returned: number }>('/api/workflow/counts')).d.returned).toBeGreaterThan(0);
    const bad = await student.post('/api/workflow/resubmit', { id, values: { ...leaveValues(2), phone: '12' } });
    expect(bad.e).toBe(E.BAD_INPUT);
    expect(field(bad)).toBe('values.phone');
    const ok = await student.post<{ state: string }>('/api/workflow/resubmit', { id, values: leaveValues(2, { reason: '回家办理护照，需本人到场' }) });
    expect(ok.d.state).toBe('running');
    d = await detail(counselor, id);
    expect(d.values.reason).toBe('回家办理护照，需本人到场');
    expect(actions(d)).toEqual(['submit', 'return', 'resubmit']);
    expect(d.instance.stepKey).toBe('counselor');
  });

  it('return to an earlier step: the leader sends it back to the counselor', async () => {
    const id = await apply(student, 5);
    await act(counselor, (await taskOf(counselor, id))!, 'approve');
    const d = await detail(leader, id);
    expect(d.returnTargets.map((x) => x.key)).toEqual(['applicant', 'counselor']);
    expect((await act(leader, d.task!.id, 'return', { toStep: 'leader', comment: 'x' })).e).toBe(E.BAD_INPUT);
    await act(leader, d.task!.id, 'return', { toStep: 'counselor', comment: '请辅导员核实' });
    expect((await detail(student, id)).instance.stepKey).toBe('counselor');
    expect(await taskOf(counselor, id)).toBeTruthy();
  });

  it('transfer hands the task over; the new holder acts, the old one no longer can', async () => {
    const id = await apply();
    const task = (await taskOf(counselor, id))!;
    expect((await act(counselor, task, 'transfer', { userId: ids.counselor })).e).toBe(E.BAD_INPUT);
    await act(counselor, task, 'transfer', { userId: ids.teacher, comment: '请王老师处理' });
    expect((await act(counselor, task, 'approve')).e).toBe(E.CONFLICT);
    expect((await detail(student, id)).instance.holders.map((h) => h.id)).toEqual([ids.teacher]);
    await act(teacher, (await taskOf(teacher, id))!, 'approve');
    const d = await detail(student, id);
    expect(actions(d)).toEqual(['submit', 'transfer', 'approve', 'end']);
    expect(d.timeline[1]!.target.map((p) => p.id)).toEqual([ids.teacher]);
    expect(d.timeline[2]!.onBehalfOf).toBeNull();
  });

  it('delegate: the delegate acts on the assignee’s behalf', async () => {
    const id = await apply();
    await act(counselor, (await taskOf(counselor, id))!, 'delegate', { userId: ids.teacher });
    const mine = (await todo(teacher)).list.find((x) => x.instance.id === id)!;
    expect(mine.onBehalfOf?.id).toBe(ids.counselor);
    await act(teacher, mine.id, 'approve');
    const d = await detail(student, id);
    const approval = d.timeline.find((e) => e.action === 'approve')!;
    expect(approval.actor?.id).toBe(ids.teacher);
    expect(approval.onBehalfOf?.id).toBe(ids.counselor);
  });

  it('an added signer must approve too before the step is decided', async () => {
    const id = await apply();
    const task = (await taskOf(counselor, id))!;
    await act(counselor, task, 'addSigner', { userId: ids.teacher });
    expect((await act(counselor, task, 'approve')).d.state).toBe('running');
    expect((await detail(student, id)).instance.holders.map((h) => h.id)).toEqual([ids.teacher]);
    expect((await act(teacher, (await taskOf(teacher, id))!, 'approve')).d.state).toBe('approved');
  });

  it('withdraw only before anyone at the current step acted', async () => {
    const id = await apply();
    expect((await counselor.post('/api/workflow/withdraw', { id })).e).toBe(E.NOT_FOUND);
    expect((await student.post<{ state: string }>('/api/workflow/withdraw', { id, comment: '不请了' })).d.state).toBe('withdrawn');
    expect((await todo(counselor)).list.some((x) => x.instance.id === id)).toBe(false);

    const id2 = await apply();
    await act(counselor, (await taskOf(counselor, id2))!, 'addSigner', { userId: ids.teacher });
    expect((await detail(student, id2)).can.withdraw).toBe(false);
    expect((await student.post('/api/workflow/withdraw', { id: id2 })).e).toBe(E.WRONG_STATE);
  });

  it('comments from anyone taking part; urging at most once an hour', async () => {
    const id = await apply();
    expect((await counselor.post('/api/workflow/comment', { id, comment: '请带上假条', attachments: [{ name: 'a.pdf', url: '/api/upload/file/x' }] })).e).toBe(E.OK);
    expect((await student2.post('/api/workflow/comment', { id, comment: 'hi' })).e).toBe(E.NOT_FOUND);
    expect((await counselor.post('/api/workflow/comment', { id, comment: 'x', attachments: [{ name: 'a', url: 'https://evil.example/x' }] })).e).toBe(E.BAD_INPUT);
    expect((await student.post<{ notified: number }>('/api/workflow/urge', { id })).d.notified).toBe(1);
    expect((await student.post('/api/workflow/urge', { id })).e).toBe(E.TOO_MANY_REQUESTS);
    expect(actions(await detail(student, id))).toEqual(['submit', 'comment', 'urge']);
  });
});

describe('modes, field permissions and concurrency (on a scratch process)', () => {
  it('countersign waits for all; any-one finishes on the first and closes the others', async () => {
    await visitorProcess({ steps: [{ key: 'all', name: '会签', assignee: person('counselor', 'teacher'), mode: 'all' }, { key: 'any', name: '或签', assignee: person('leader', 'approver'), mode: 'any' }] });
    const id = await applyVisitor();
    await act(counselor, (await taskOf(counselor, id))!, 'approve');
    expect((await detail(student, id)).instance.stepKey).toBe('all');
    await act(teacher, (await taskOf(teacher, id))!, 'approve');
    const d = await detail(student, id);
    expect(d.instance.stepKey).toBe('any');
    expect(d.instance.holders.map((h) => h.id).sort()).toEqual([ids.leader, ids.approver].sort());
    const approver = await loginAs(t.app, 'approver');
    const approverTask = (await taskOf(approver, id))!;
    expect((await act(leader, (await taskOf(leader, id))!, 'approve')).d.state).toBe('approved');
    expect((await act(approver, approverTask, 'approve')).e).toBe(E.CONFLICT);
    expect((await todo(approver)).list.some((x) => x.instance.id === id)).toBe(false);
  });

  it('two assignees of an any-one step approving at once: decided once, the later told it moved on', async () => {
    await visitorProcess({ steps: [{ key: 'any', name: '或签', assignee: person('counselor', 'teacher'), mode: 'any' }] });
    for (let round = 0; round < 3; round++) {
      const id = await applyVisitor();
      const [a, b] = [(await taskOf(counselor, id))!, (await taskOf(teacher, id))!];
      const rs = await Promise.all([act(counselor, a, 'approve'), act(teacher, b, 'approve')]);
      expect(rs.map((r) => r.e).sort()).toEqual([E.OK, E.CONFLICT].sort());
      const d = await detail(student, id);
      expect(actions(d).filter((x) => x === 'approve')).toHaveLength(1);
      expect(actions(d).filter((x) => x === 'end')).toHaveLength(1);
    }
  });

  it('the last two of a countersign approving at once: both count, it ends once', async () => {
    await visitorProcess({ steps: [{ key: 'all', name: '会签', assignee: person('counselor', 'teacher'), mode: 'all' }] });
    const id = await applyVisitor();
    const [a, b] = [(await taskOf(counselor, id))!, (await taskOf(teacher, id))!];
    const rs = await Promise.all([act(counselor, a, 'approve'), act(teacher, b, 'approve')]);
    expect(rs.map((r) => r.e)).toEqual([E.OK, E.OK]);
    const d = await detail(student, id);
    expect(d.instance.state).toBe('approved');
    expect(actions(d).filter((x) => x === 'end')).toHaveLength(1);
  });

  it('a step sees only what it may, and edits only what it may', async () => {
    await visitorProcess({ steps: [{ key: 's', name: '审核', assignee: person('counselor'), mode: 'single', fields: { mobile: 'hidden', hours: 'edit' } }] });
    const id = await applyVisitor();
    const d = await detail(counselor, id);
    expect(d.access.mobile).toBe('hidden');
    expect(d.values.mobile).toBeUndefined();
    expect(d.access.hours).toBe('edit');
    expect((await detail(student, id)).values.mobile).toBe('13900139000');
    const refused = await act(counselor, d.task!.id, 'approve', { values: { mobile: '13700000000' } });
    expect(refused.e).toBe(E.BAD_INPUT);
    expect(field(refused)).toBe('values.mobile');
    const tooLong = await act(counselor, d.task!.id, 'approve', { values: { hours: 40 } });
    expect(field(tooLong)).toBe('values.hours');
    expect((await act(counselor, d.task!.id, 'approve', { values: { hours: 1.5 } })).e).toBe(E.OK);
    expect((await detail(student, id)).values.hours).toBe(1.5);
  });

  it('a field assignee: the host picked in the form approves', async () => {
    await visitorProcess({ steps: [{ key: 'host', name: '被访人确认', assignee: { kind: 'field', field: 'host' }, mode: 'single' }] });
    const id = await applyVisitor();
    expect((await detail(student, id)).instance.holders.map((h) => h.id)).toEqual([ids.teacher]);
  });
});

describe('designing', () => {
  it('a process with problems is refused with each named; check lists them without saving', async () => {
    const bad = { steps: [{ key: 'a', name: 'A', assignee: { kind: 'field', field: 'mobile' }, routes: [{ when: 'nosuch > 1', to: 'a' }] }] };
    const c = await manager.post<{ problems: { path: string; key: string }[] }>('/api/workflow/admin/process/check', { formId: visitor.id, definition: bad });
    expect(c.d.problems.map((p) => [p.path, p.key])).toEqual([
      ['steps[0].assignee.field', 'workflow.process.notPerson'],
      ['steps[0].routes[0].when', 'workflow.process.unknownRef'],
      ['steps[0].routes[0].to', 'workflow.process.backward'],
    ]);
    const r = await manager.post('/api/workflow/admin/process/save', { formId: visitor.id, definition: bad });
    expect(r.e).toBe(E.BAD_INPUT);
    expect(field(r)).toBe('definition.steps[0].assignee.field');
    expect((await student.post('/api/workflow/admin/process/save', { formId: visitor.id, definition: {} })).e).toBe(E.FORBIDDEN);
  });

  it('ready-made approvals install once, and their screens find the form', async () => {
    const list = (await manager.get<{ list: { key: string; formId: string | null }[] }>('/api/workflow/admin/templates')).d.list;
    expect(list.length).toBeGreaterThan(0);
    const tpl = list.find((x) => x.key !== 'leave')!;
    expect(tpl.formId).toBeTruthy();
    const again = await manager.post<{ formId: string }>('/api/workflow/admin/templates/install', { key: tpl.key });
    expect(again.d.formId).toBe(tpl.formId);
    expect((await student.get<{ formId: string; open: boolean }>('/api/workflow/app', { key: tpl.key })).d).toMatchObject({ formId: tpl.formId, open: true });
    expect((await student.get('/api/workflow/app', { key: 'nosuch' })).e).toBe(E.NOT_FOUND);
  });
});

describe('delegations', () => {
  it('while a standing delegation lasts, new tasks go to the delegate, acting for the assignee', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await counselor.post('/api/workflow/delegations/save', { toUserId: ids.counselor, startsAt: now, endsAt: now + 3600 })).e).toBe(E.BAD_INPUT);
    expect((await counselor.post('/api/workflow/delegations/save', { toUserId: ids.teacher, startsAt: now, endsAt: now - 1 })).e).toBe(E.BAD_INPUT);
    const d = await counselor.post<{ id: string }>('/api/workflow/delegations/save', { toUserId: ids.teacher, formId: leave.id, startsAt: now - 10, endsAt: now + 3600 });
    expect(d.e, d.m).toBe(E.OK);
    expect((await teacher.post('/api/workflow/delegations/save', { toUserId: ids.counselor, startsAt: now, endsAt: now + 60 })).e).toBe(E.BAD_INPUT);
    const id = await apply();
    const task = (await todo(teacher)).list.find((x) => x.instance.id === id)!;
    expect(task.onBehalfOf?.id).toBe(ids.counselor);
    expect((await todo(counselor)).list.some((x) => x.instance.id === id)).toBe(false);
    expect((await teacher.get<{ toMe: unknown[] }>('/api/workflow/delegations')).d.toMe).toHaveLength(1);
    expect((await teacher.post('/api/workflow/delegations/delete', { id: d.d.id })).e).toBe(E.NOT_FOUND);
    expect((await counselor.post('/api/workflow/delegations/delete', { id: d.d.id })).e).toBe(E.OK);
    const id2 = await apply();
    expect((await todo(counselor)).list.some((x) => x.instance.id === id2)).toBe(true);
  });
});

describe('deadlines and the webhook', () => {
  it('past the deadline the holder is reminded once; past the escalation time the step is also handed over', async () => {
    await visitorProcess({ steps: [{ key: 's', name: '审核', assignee: person('counselor'), mode: 'single', deadlineHours: 1, escalate: { afterHours: 2, to: person('leader') } }] });
    const id = await applyVisitor();
    const task = (await todo(counselor)).list.find((x) => x.instance.id === id)!;
    expect(task.dueAt).toBeGreaterThan(task.createdAt);
    const due = task.dueAt!;
    const log = t.app.log;
    await sweep(t.app.platform, log, due - 10);
    expect(actions(await detail(student, id))).not.toContain('escalate');
    await sweep(t.app.platform, log, due + 1);
    await sweep(t.app.platform, log, due + 2);
    const reminded = await t.app.platform.db.selectFrom('messages').select('title').where('user_id', '=', ids.counselor!).where('link', 'like', `%${id}`).where('kind', '=', 'info').execute();
    expect(reminded).toHaveLength(1);
    await sweep(t.app.platform, log, due + 2 * 3600 + 1);
    await sweep(t.app.platform, log, due + 2 * 3600 + 2);
    const d = await detail(student, id);
    expect(actions(d).filter((a) => a === 'escalate')).toHaveLength(1);
    expect(d.instance.holders.map((h) => h.id).sort()).toEqual([ids.counselor, ids.leader].sort());
    expect((await act(leader, (await taskOf(leader, id))!, 'approve')).d.state).toBe('approved');
  });

  it('an ended item is POSTed to the webhook, signed; a failing endpoint is retried later', async () => {
    const got: { body: string; sig: string }[] = [];
    let fail = true;
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        got.push({ body, sig: String(req.headers['x-campus-signature']) });
        res.statusCode = fail ? 500 : 200;
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    try {
      const r = await manager.post('/api/workflow/admin/process/save', { formId: visitor.id, definition: { steps: [{ key: 's', name: 'S', assignee: person('counselor') }] }, webhookUrl: url });
      expect(r.e, r.m).toBe(E.OK);
      const id = await applyVisitor();
      await act(counselor, (await taskOf(counselor, id))!, 'approve');
      const at = Math.floor(Date.now() / 1000);
      await sweep(t.app.platform, t.app.log, at);
      type Delivery = { instanceId: string; state: string; attempts: number; lastError: string; nextAt: number | null };
      const first = (await manager.get<{ list: Delivery[] }>('/api/workflow/admin/deliveries')).d.list.find((x) => x.instanceId === id)!;
      expect(first).toMatchObject({ state: 'pending', attempts: 1, lastError: 'HTTP 500' });
      expect(first.nextAt).toBeGreaterThan(at);
      fail = false;
      await sweep(t.app.platform, t.app.log, first.nextAt!);
      const second = (await manager.get<{ list: Delivery[] }>('/api/workflow/admin/deliveries')).d.list.find((x) => x.instanceId === id)!;
      expect(second).toMatchObject({ state: 'delivered', attempts: 2 });
      expect(got).toHaveLength(2);
      const body = JSON.parse(got[1]!.body) as { instanceId: string; state: string };
      expect(body).toMatchObject({ instanceId: id, state: 'approved' });
      const process = await t.app.platform.db.selectFrom('wf_processes').select('id').where('form_id', '=', visitor.id).executeTakeFirstOrThrow();
      expect(got[1]!.sig).toBe(signatureOf(await webhookSecret(t.app.platform.db, 'demo', process.id), got[1]!.body));
      const secret = await manager.get<{ secret: string; header: string }>('/api/workflow/admin/webhook-secret', { formId: visitor.id });
      expect(signatureOf(secret.d.secret, got[1]!.body)).toBe(got[1]!.sig);
    } finally {
      await manager.post('/api/workflow/admin/process/save', { formId: visitor.id, definition: { steps: [{ key: 's', name: 'S', assignee: person('counselor') }] }, webhookUrl: '' });
      server.close();
    }
  });
});

describe('lists', () => {
  it('the admin list filters by state; managers see any item', async () => {
    const id = await apply(student2);
    const running = (await manager.get<{ list: InstanceSummary[] }>('/api/workflow/admin/list', { state: 'running', pageSize: '100' })).d.list;
    expect(running.some((i) => i.id === id)).toBe(true);
    expect(running.every((i) => i.state === 'running')).toBe(true);
    expect((await detail(admin, id)).can.terminate).toBe(true);
    expect((await student.get('/api/workflow/admin/list')).e).toBe(E.FORBIDDEN);
  });
});

describe('the PDF', () => {
  it('prints an item with its fields, signature and timeline, as the caller may see it', async () => {
    const id = await apply();
    await act(counselor, (await taskOf(counselor, id))!, 'approve', { comment: '同意请假' });
    const res = await student.raw({ method: 'GET', url: `/api/workflow/pdf?id=${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(5000);
    // The font is subset into the file: it carries the glyphs, not the 10 MB font.
    expect(res.rawPayload.length).toBeLessThan(600_000);
    expect((await student2.raw({ method: 'GET', url: `/api/workflow/pdf?id=${id}` })).statusCode).not.toBe(200);
  });

  it('links the files of what the caller may see', async () => {
    const id = await apply();
    const sig = signatures.get(student)!;
    for (const c of [student, counselor]) {
      const d = await detail(c, id);
      expect(d.files[sig.id]).toMatchObject({ name: 'signature.png', mime: 'image/png' });
      expect(d.files[sig.id]!.url).toMatch(/^\/site\/attach\?file=all\//);
    }
  });
});
