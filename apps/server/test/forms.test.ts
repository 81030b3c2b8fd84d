/**
 * Forms through HTTP: managers publish versions (a schema with a problem is refused, the problem
 * named); people submit, and a submission the schema forbids is refused with the field named,
 * child-table rows included; drafts never lose a newer write; edits only while allowed; each
 * submission keeps its version; only its owner and managers read it; sites never mix.
 */
import { E, type FormSummary, type FormVersion, type SubmissionDetail, type SubmissionItem } from '@campus/api';
import { leaveTemplate } from '@campus/api/forms';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachProcess } from '../src/modules/forms/hooks.js';
import { seedDemoForms } from '../src/seed/demo-forms.js';
import { readXlsx } from './admin-fixtures.js';
import { uploadPng } from './activity-fixtures.js';
import { uploadSignature } from './forms-fixtures.js';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
let manager: Client;
let student: Client;
let student2: Client;
let leave: FormSummary;
let leaveVersion: FormVersion;
beforeAll(async () => {
  t = await createTestApp();
  // The demo forms alone (DEMO_CONTENT would seed every module).
  const db = t.app.platform.db;
  const users = await db.selectFrom('users').select(['id', 'username']).where('site_id', '=', 'demo').execute();
  await seedDemoForms(db, 'demo', Object.fromEntries(users.map((u) => [u.username, u.id])), t.app.platform.uploadDir);
  manager = await loginAs(t.app, 'manager');
  student = await loginAs(t.app, 'student');
  student2 = await loginAs(t.app, 'student2');
  const list = (await student.get<{ list: FormSummary[] }>('/api/forms/available')).d.list;
  leave = list.find((f) => f.name === '学生请假申请')!;
  leaveVersion = (await student.get<{ version: FormVersion }>('/api/forms/open', { id: leave.id })).d.version;
  goodLeave.signature = await uploadSignature(student);
  student2Signature = await uploadSignature(student2);
});
afterAll(() => t.close());

type Issue = { field: string; key: string; params: Record<string, unknown> };
const field = (r: { d: unknown }) => (r.d as { field?: string } | null)?.field;
const issues = (r: { d: unknown }) => ((r.d as { issues?: Issue[] } | null)?.issues ?? []).map((i) => i.field);
/** The signature field holds an upload of the one who submits (set up in beforeAll). */
const goodLeave = {
  name: '张三', number: '2024010101', phone: '13800138000', type: 'personal', start: '2026-12-01', end: '2026-12-02',
  reason: '回家办理证件手续', leaveCampus: 'no', signature: { id: '', name: 'signature.png' },
  schedule: [{ day: '2026-12-01', period: 'full' }, { day: '2026-12-02', period: 'am' }],
};
let student2Signature = { id: '', name: 'signature.png' };
const submit = (c: Client, values: Record<string, unknown>, versionId = leaveVersion.id, formId = leave.id) => c.post<{ id: string }>('/api/forms/submit', { formId, versionId, values });

describe('access', () => {
  it('needs a login to fill in and forms.manage to design or read everyone’s', async () => {
    expect((await new Client(t.app).get('/api/forms/available')).e).toBe(E.NOT_LOGGED_IN);
    expect((await student.get('/api/forms/admin/list')).e).toBe(E.FORBIDDEN);
    expect((await student.post('/api/forms/admin/save', { name: 'x' })).e).toBe(E.FORBIDDEN);
    expect((await student.get('/api/forms/admin/export', { formId: leave.id })).e).toBe(E.FORBIDDEN);
    const admin = await loginAs(t.app, 'admin');
    expect((await admin.get('/api/forms/admin/list')).e).toBe(E.OK);
  });

  it('keeps sites apart', async () => {
    const other = await loginAs(t.app, 'student', { 'x-site': 'pku' });
    const list = await other.get<{ list: FormSummary[] }>('/api/forms/available');
    expect(list.d.list).toEqual([]);
    expect((await other.get('/api/forms/open', { id: leave.id })).e).toBe(E.NOT_FOUND);
  });
});

describe('publishing', () => {
  it('refuses a schema with problems, naming each', async () => {
    const { id } = (await manager.post<{ id: string }>('/api/forms/admin/save', { name: '测试表单' })).d;
    const bad = {
      version: 1,
      fields: [
        { id: 'a', kind: 'computed', label: 'a', expr: 'b + 1' },
        { id: 'b', kind: 'computed', label: 'b', expr: 'a + ghost' },
      ],
    };
    const r = await manager.post('/api/forms/admin/publish', { id, schema: bad });
    expect(r.e).toBe(E.BAD_INPUT);
    expect(field(r)).toBe('schema.fields[1].expr');
    expect((r.d as { issues: Issue[] }).issues).toEqual([
      { field: 'schema.fields[1].expr', message: 'forms.schema.unknownRef', key: 'forms.schema.unknownRef', params: { ref: 'ghost' } },
      { field: 'schema.fields', message: 'forms.schema.computedCycle', key: 'forms.schema.computedCycle', params: { cycle: 'b → a → b' } },
    ]);
    const checked = await manager.post<{ problems: unknown[] }>('/api/forms/admin/check', { schema: { version: 1, fields: [] } });
    expect(checked.d.problems).toHaveLength(1);
    // A data source may only call an endpoint open to any logged-in user.
    const admin = { ...leaveTemplate, dataSources: [{ id: 's', from: { kind: 'api', endpoint: 'admin.users', params: {} }, apply: [{ mode: 'value', target: 'name', path: 'x' }] }] };
    expect(field(await manager.post('/api/forms/admin/publish', { id, schema: admin }))).toBe('schema.dataSources[0].from.endpoint');
    expect((await manager.post('/api/forms/admin/status', { id, status: 'open' })).e).toBe(E.WRONG_STATE);
  });

  it('publishes new versions; submissions keep the version they were filled with', async () => {
    const { id } = (await manager.post<{ id: string }>('/api/forms/admin/save', { name: '版本测试', allowEdit: true })).d;
    const v1 = (await manager.post<{ versionId: string; version: number }>('/api/forms/admin/publish', { id, schema: { version: 1, fields: [{ id: 'note', kind: 'text', label: '备注', required: true }] } })).d;
    expect(v1.version).toBe(1);
    const s1 = await submit(student, { note: '第一版' }, v1.versionId, id);
    expect(s1.e).toBe(E.OK);
    const v2 = (await manager.post<{ versionId: string; version: number }>('/api/forms/admin/publish', { id, schema: { version: 1, fields: [{ id: 'note', kind: 'text', label: '备注', maxLength: 3 }, { id: 'n', kind: 'number', label: '数', required: true }] } })).d;
    expect(v2.version).toBe(2);
    // A page opened before the new version cannot submit with the old one.
    const stale = await submit(student, { note: 'x' }, v1.versionId, id);
    expect([stale.e, field(stale)]).toEqual([E.CONFLICT, 'versionId']);
    // The first submission still shows and edits under version 1 (version 2 would refuse both).
    const d = await student.get<SubmissionDetail>('/api/forms/submission', { id: s1.d.id });
    expect([d.d.version, d.d.schema.fields.length, d.d.values]).toEqual([1, 1, { note: '第一版' }]);
    expect((await student.post('/api/forms/edit', { id: s1.d.id, revision: 1, values: { note: '仍是第一版' } })).e).toBe(E.OK);
    const versions = await manager.get<{ list: { version: number; submissions: number }[] }>('/api/forms/admin/versions', { id });
    expect(versions.d.list.map((v) => [v.version, v.submissions])).toEqual([[2, 0], [1, 1]]);
  });
});

describe('publishing at once', () => {
  it('never gives two versions the same number', async () => {
    const { id } = (await manager.post<{ id: string }>('/api/forms/admin/save', { name: '并发发布' })).d;
    const schema = { version: 1, fields: [{ id: 'x', kind: 'text', label: 'x' }] };
    const r = await Promise.all([1, 2, 3].map(() => manager.post<{ version: number }>('/api/forms/admin/publish', { id, schema })));
    const won = r.filter((x) => x.e === E.OK).map((x) => x.d.version);
    expect(new Set(won).size).toBe(won.length);
    expect(r.every((x) => x.e === E.OK || x.e === E.CONFLICT)).toBe(true);
    const versions = (await manager.get<{ list: { version: number }[] }>('/api/forms/admin/versions', { id })).d.list;
    expect(versions.map((v) => v.version).sort()).toEqual(won.sort());
  });
});

describe('submitting', () => {
  it('stores the engine’s record: computed recomputed, hidden fields dropped', async () => {
    const r = await submit(student, { ...goodLeave, days: 40, otherType: 'not shown', admin: true });
    expect(r.e).toBe(E.OK);
    const d = (await student.get<SubmissionDetail>('/api/forms/submission', { id: r.d.id })).d;
    expect(d.values.days).toBe(2);
    expect(d.values).not.toHaveProperty('otherType');
    expect(d.values).not.toHaveProperty('admin');
    expect(d.values.schedule).toEqual([{ day: '2026-12-01', period: 'full', amount: 1 }, { day: '2026-12-02', period: 'am', amount: 0.5 }]);
    expect(d).toMatchObject({ state: 'submitted', canEdit: true, versionId: leaveVersion.id, userName: '张三' });
  });

  it('refuses what the schema forbids, naming the field and the child-table row', async () => {
    const r = await submit(student, { ...goodLeave, schedule: [goodLeave.schedule[0], { day: '2026-12-09', period: 'am' }, { period: 'night' }] });
    expect(r.e).toBe(E.BAD_INPUT);
    expect(r.status).toBe(400);
    expect(field(r)).toBe('values.schedule[1].day');
    expect(issues(r)).toEqual(['values.schedule[1].day', 'values.schedule[2].day', 'values.schedule[2].period']);
    const first = (r.d as unknown as { issues: Issue[] }).issues[0]!;
    expect(first).toMatchObject({ key: 'forms.error.rule', params: { rule: 'dayInRange' } });

    const other = await submit(student, { ...goodLeave, type: 'other', end: '2026-11-30', phone: '12345', schedule: [{ day: '2026-11-30', period: 'am' }] });
    // The phone's format, the field linkage requires, the row outside the leave, end before start, more days listed than taken.
    expect(issues(other)).toEqual(['values.phone', 'values.otherType', 'values.schedule[0].day', 'values.end', 'values.schedule']);
    expect(field(await submit(student, { ...goodLeave, schedule: 'rows' }))).toBe('values.schedule');
  });

  it('stores the same record whether the values come as JSON or form-encoded (all text)', async () => {
    const values = { ...goodLeave, schedule: [{ day: '2026-12-01', period: 'full', course: ' 线性代数 ' }] };
    const a = (await submit(student, values)).d.id;
    const body = qs.stringify({ formId: leave.id, versionId: leaveVersion.id, values });
    const b = await student.postForm<{ id: string }>('/api/forms/submit', body);
    expect(b.e).toBe(E.OK);
    const read = async (id: string) => (await student.get<SubmissionDetail>('/api/forms/submission', { id })).d.values;
    expect(await read(b.d.id)).toEqual(await read(a));
    expect((await read(a)).schedule).toEqual([{ day: '2026-12-01', period: 'full', amount: 1, course: '线性代数' }]);
  });

  it('refuses a picked person who is not of this site', async () => {
    const forms = (await student.get<{ list: FormSummary[] }>('/api/forms/available')).d.list;
    const visitor = forms.find((f) => f.name === '校园访客预约')!;
    const v = (await student.get<{ version: FormVersion }>('/api/forms/open', { id: visitor.id })).d.version;
    const values = { visitor: '访客甲', idcard: '11010519491231002X', mobile: '13900139000', visitAt: '2026-12-03 09:00', hours: 2, host: { id: 'nobody', name: '假人' }, purpose: 'meeting', byCar: 'no' };
    const r = await submit(student, values, v.id, visitor.id);
    expect([r.e, field(r)]).toEqual([E.BAD_INPUT, 'values.host']);
    const me = (await student.get<{ id: string }>('/api/user/get-info')).d;
    expect((await submit(student, { ...values, host: { id: me.id, name: '张三' } }, v.id, visitor.id)).e).toBe(E.OK);
  });
});

describe('drafts', () => {
  it('saves as one types and never lets an older tab overwrite a newer draft', async () => {
    const save = (values: Record<string, unknown>, revision: number) => student2.post<{ revision: number }>('/api/forms/draft/save', { formId: leave.id, versionId: leaveVersion.id, values, revision });
    expect((await save({ reason: '草稿一' }, 0)).d.revision).toBe(1);
    // A second tab that never read the draft.
    const second = await save({ reason: '另一个标签页' }, 0);
    expect([second.e, (second.d as unknown as { current: number }).current]).toEqual([E.CONFLICT, 1]);
    expect((await save({ reason: '草稿二' }, 1)).d.revision).toBe(2);
    expect((await save({ reason: '旧的' }, 1)).e).toBe(E.CONFLICT);
    const opened = await student2.get<{ draft: { values: unknown; revision: number } }>('/api/forms/open', { id: leave.id });
    expect(opened.d.draft).toMatchObject({ values: { reason: '草稿二' }, revision: 2 });
    // Only the same revision wins when two saves race.
    const race = await Promise.all([save({ reason: 'A' }, 2), save({ reason: 'B' }, 2)]);
    expect(race.map((r) => r.e).sort()).toEqual([E.OK, E.CONFLICT].sort());
    // Submitting discards the draft.
    expect((await submit(student2, { ...goodLeave, name: '李四', signature: student2Signature })).e).toBe(E.OK);
    expect((await student2.get<{ draft: unknown }>('/api/forms/open', { id: leave.id })).d.draft).toBeNull();
  });
});

describe('files in a submission', () => {
  const issueOf = (r: { d: unknown }) => (r.d as { issues?: Issue[] } | null)?.issues?.[0];
  it('takes only the caller’s own uploads, under the names they were uploaded with', async () => {
    // Someone else's upload, or no upload at all: refused on the field, with the key the apps word.
    for (const signature of [student2Signature, { id: '0190d5b2-7c1e-7000-8000-000000000000', name: 'signature.png' }]) {
      const r = await submit(student, { ...goodLeave, signature });
      expect([r.e, field(r), issueOf(r)?.key]).toEqual([E.BAD_INPUT, 'values.signature', 'forms.error.file']);
    }
    // The name the client sends is not trusted: the stored one is the upload's.
    const own = await uploadPng(student, '我的签名.png');
    const { id } = (await submit(student, { ...goodLeave, signature: { id: own, name: 'renamed.exe' } })).d;
    const d = (await student.get<SubmissionDetail>('/api/forms/submission', { id })).d;
    expect(d.values.signature).toEqual({ id: own, name: '我的签名.png' });
  });

  it('links each file of a submission for those who may read it', async () => {
    const { id } = (await submit(student, goodLeave)).d;
    for (const c of [student, manager]) {
      const d = (await c.get<SubmissionDetail>('/api/forms/submission', { id })).d;
      expect(Object.keys(d.files)).toEqual([goodLeave.signature.id]);
      const link = d.files[goodLeave.signature.id]!;
      expect(link).toMatchObject({ name: 'signature.png', mime: 'image/png' });
      const res = await c.raw({ method: 'GET', url: link.url });
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/png']);
    }
  });
});

describe('a submission after it is in', () => {
  it('is its owner’s and the managers’ to read, nobody else’s', async () => {
    const { id } = (await submit(student, goodLeave)).d;
    expect((await student2.get('/api/forms/submission', { id })).e).toBe(E.NOT_FOUND);
    expect((await manager.get('/api/forms/submission', { id })).e).toBe(E.OK);
    const mine = await student.get<{ list: SubmissionItem[]; total: number }>('/api/forms/mine', { formId: leave.id });
    expect(mine.d.list[0]!.id).toBe(id);
    expect(mine.d.list.every((s) => s.userName === '张三')).toBe(true);
    const all = await manager.get<{ list: (SubmissionItem & { values: unknown })[]; total: number }>('/api/forms/admin/submissions', { formId: leave.id, keyword: '2024010201' });
    expect(all.d.list.length).toBeGreaterThan(0);
    expect(all.d.list.every((s) => s.userNumber === '2024010201')).toBe(true);
  });

  it('can be changed while allowed, never after a workflow takes it, never over a newer edit', async () => {
    const { id } = (await submit(student, goodLeave)).d;
    const edit = (values: Record<string, unknown>, revision: number, c = student) => c.post<{ revision: number }>('/api/forms/edit', { id, values, revision });
    expect(field(await edit({ ...goodLeave, reason: '' }, 1))).toBe('values.reason');
    expect((await edit({ ...goodLeave, reason: '改为回家探亲两天' }, 1)).d.revision).toBe(2);
    expect((await edit({ ...goodLeave, reason: '旧页面的修改' }, 1)).e).toBe(E.CONFLICT);
    expect((await edit(goodLeave, 2, student2)).e).toBe(E.NOT_FOUND);
    expect(await attachProcess(t.app.platform.db, 'demo', id, 'process-1')).toBe(true);
    const locked = await edit(goodLeave, 2);
    expect(locked.e).toBe(E.WRONG_STATE);
    const d = (await student.get<SubmissionDetail>('/api/forms/submission', { id })).d;
    expect(d).toMatchObject({ state: 'processing', canEdit: false, processId: 'process-1', revision: 2 });
    expect(await attachProcess(t.app.platform.db, 'demo', id, 'process-2')).toBe(false);
  });

  it('refuses edits on a form that does not allow them, and any filling once closed', async () => {
    const { id } = (await manager.post<{ id: string }>('/api/forms/admin/save', { name: '不可修改' })).d;
    const v = (await manager.post<{ versionId: string }>('/api/forms/admin/publish', { id, schema: { version: 1, fields: [{ id: 'x', kind: 'text', label: 'x' }] } })).d;
    const s = (await submit(student, { x: '1' }, v.versionId, id)).d;
    expect((await student.post('/api/forms/edit', { id: s.id, revision: 1, values: { x: '2' } })).e).toBe(E.WRONG_STATE);
    expect((await manager.post('/api/forms/admin/status', { id, status: 'closed' })).e).toBe(E.OK);
    expect((await submit(student, { x: '3' }, v.versionId, id)).e).toBe(E.WRONG_STATE);
    expect((await student.get('/api/forms/open', { id })).e).toBe(E.WRONG_STATE);
    // The person who filled it may still read its schema; others may not.
    expect((await student.get('/api/forms/version', { id: v.versionId })).e).toBe(E.OK);
    expect((await student2.get('/api/forms/version', { id: v.versionId })).e).toBe(E.FORBIDDEN);
  });
});

describe('data sources of kind form', () => {
  it('fills from the caller’s latest submission of another form', async () => {
    const { id } = (await manager.post<{ id: string }>('/api/forms/admin/save', { name: '复用请假信息' })).d;
    const schema = {
      version: 1,
      fields: [{ id: 'phone', kind: 'text', label: '电话' }],
      dataSources: [
        { id: 'last', runAtStart: true, from: { kind: 'form', formId: leave.id, scope: 'mine' }, apply: [{ mode: 'value', target: 'phone', path: 'phone' }] },
        { id: 'reasons', from: { kind: 'form', formId: leave.id, scope: 'values', field: 'type' }, apply: [{ mode: 'options', target: 'phone', list: 'list', value: 'value', label: 'label' }] },
      ],
    };
    expect((await manager.post('/api/forms/admin/publish', { id, schema })).e).toBe(E.OK);
    const mine = await student.get<{ data: { phone: string } }>('/api/forms/source', { formId: id, sourceId: 'last' });
    expect(mine.d.data.phone).toBe('13800138000');
    expect((await loginAs(t.app, 'teacher').then((c) => c.get<{ data: unknown }>('/api/forms/source', { formId: id, sourceId: 'last' }))).d.data).toBeNull();
    const values = await student.get<{ data: { list: { value: string }[] } }>('/api/forms/source', { formId: id, sourceId: 'reasons' });
    expect(values.d.data.list.map((o) => o.value)).toContain('personal');
    expect(field(await student.get('/api/forms/source', { formId: id, sourceId: 'nope' }))).toBe('sourceId');
  });
});

describe('export', () => {
  it('streams every submission with child rows flattened, the parent’s columns repeated', async () => {
    const res = await manager.raw({ method: 'GET', url: `/api/forms/admin/export?formId=${leave.id}` });
    expect(res.statusCode).toBe(200);
    const rows = await readXlsx(res.rawPayload);
    const head = rows[0]!;
    const col = (name: string) => head.indexOf(name);
    expect(col('提交人')).toBeGreaterThanOrEqual(0);
    expect(col('请假明细 · 日期')).toBeGreaterThan(col('请假事由'));
    const total = (await manager.get<{ total: number }>('/api/forms/admin/submissions', { formId: leave.id })).d.total;
    const ids = new Set(rows.slice(1).map((r) => r[0]));
    expect(ids.size).toBe(total);
    // The demo's first leave has two days: two lines, same submission, same reason.
    const first = rows.filter((r) => r[col('请假事由')] === '感冒发烧，需在宿舍休息');
    expect(first.map((r) => [r[col('明细行')], r[col('请假明细 · 日期')], r[col('请假明细 · 时段')]])).toEqual([
      ['1', '2026-10-12', '全天'],
      ['2', '2026-10-13', '上午'],
    ]);
    expect(first[0]![col('请假类型')]).toBe('病假');
  });
});
