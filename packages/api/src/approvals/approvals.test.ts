import { describe, expect, it } from 'vitest';
import { END, nextStep, parseProcess, parseSchema, validateSubmission, type FormSchema, type ProcessSpec } from '../forms/index.js';
import { APPROVAL_TEMPLATES, approvalTemplate, type ApprovalTemplate } from './index.js';

const TODAY = '2026-03-02';
const ENDPOINTS = new Set(['user.getInfo']);
const ROLES = new Set(['student', 'teacher', 'counselor', 'leader', 'manager', 'admin', 'repairman', 'dispatcher', 'approver', 'checker', 'guard']);

function parsed(t: ApprovalTemplate): { schema: FormSchema; process: ProcessSpec } {
  const s = parseSchema(t.form, { endpoints: ENDPOINTS });
  if (!s.ok) throw new Error(`${t.key} form: ${JSON.stringify(s.problems)}`);
  const p = parseProcess(t.process, s.schema);
  if (!p.ok) throw new Error(`${t.key} process: ${JSON.stringify(p.problems)}`);
  return { schema: s.schema, process: p.process };
}
const get = (key: string) => {
  const t = approvalTemplate(key);
  if (!t) throw new Error(`no template ${key}`);
  return { t, ...parsed(t) };
};
/** The record the server would store for these values (computed fields filled), refused when invalid. */
function stored(schema: FormSchema, values: Record<string, unknown>): Record<string, unknown> {
  const r = validateSubmission(schema, values, { today: TODAY });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.values;
}
/** Every step an instance passes through from the first, approving each. */
function path(process: ProcessSpec, values: Record<string, unknown>): string[] {
  const out: string[] = [];
  let at = process.steps[0]!.key;
  while (at !== END && out.length < 40) {
    out.push(at);
    at = nextStep(process, at, values, TODAY);
  }
  return out;
}
const file = [{ id: 'u1', name: 'a.pdf' }];
const who = { name: '张三', number: '2023001', department: '信息学院' };
const person = [{ id: 'p1', name: '李老师' }];

describe('ready-made approvals', () => {
  it('lists each key once, with the keys the H5 routes use', () => {
    const keys = APPROVAL_TEMPLATES.map((t) => t.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const k of ['carLicense', 'cfauVisitor', 'paperApply', 'internationalApproval', 'dossierBuaa', 'upcTypeOne', 'upcTypeTwo', 'upcTypeThree', 'nwafubudget', 'credentuestc', 'bnuCertification', 'mucApply', 'xisuApply']) {
      expect(keys).toContain(k);
    }
  });

  it.each(APPROVAL_TEMPLATES.map((t) => [t.key, t] as const))('%s: the form and its process pass the publish checks, naming only seeded roles', (_k, t) => {
    const { schema, process } = parsed(t);
    expect(schema.fields.length).toBeGreaterThan(2);
    for (const s of process.steps) {
      for (const a of [s.assignee, ...s.cc, ...(s.escalate ? [s.escalate.to] : [])]) if (a.kind === 'role') expect(ROLES, `${t.key}.${s.key}`).toContain(a.role);
      for (const l of [s.name]) expect(typeof l === 'string' || (l.zh && l.en && l.tw)).toBeTruthy();
    }
    expect(typeof t.name === 'string' || (t.name.zh && t.name.en && t.name.tw)).toBeTruthy();
  });

  it('carLicense: the department leader, then the security office, which alone edits the pass number', () => {
    const { schema, process } = get('carLicense');
    const v = stored(schema, { ...who, owner: '张三', ownerPhone: '13800138000', plate: '京A12345', vehicleType: 'car', relation: 'self', startDate: '2026-03-01', endDate: '2026-08-31', purpose: '日常通勤上班', license: file });
    expect(v.months).toBe(184);
    expect(path(process, v)).toEqual(['dept', 'security']);
    expect(process.steps[0]!.assignee).toEqual({ kind: 'leader' });
    expect(process.steps[1]!.fields.passNumber).toBe('edit');
    expect(validateSubmission(schema, { ...v, plate: 'AB123' }, { today: TODAY }).errors.map((e) => e.path)).toContain('plate');
    expect(validateSubmission(schema, { ...v, endDate: '2027-06-01' }, { today: TODAY }).errors.map((e) => e.path)).toContain('endDate');
  });

  it('cfauVisitor: the host picked in the form, then the security office; the host does not see the ID number', () => {
    const { schema, process } = get('cfauVisitor');
    const v = stored(schema, { visitorName: '王五', idNumber: '11010519491231002X', phone: '13900139000', visitDate: '2026-03-05', timeFrom: '09:00', timeTo: '11:30', host: person, reasonKind: 'business', reason: '洽谈合作项目', companions: [{ cName: '赵六', cIdNumber: '11010519491231002X' }] });
    expect(v.headcount).toBe(2);
    expect(path(process, v)).toEqual(['host', 'security']);
    expect(process.steps[0]!.assignee).toEqual({ kind: 'field', field: 'host' });
    expect(process.steps[0]!.fields.idNumber).toBe('hidden');
    const bad = validateSubmission(schema, { ...v, timeTo: '08:00', visitDate: '2026-03-01' }, { today: TODAY });
    expect(bad.errors.map((e) => e.path).sort()).toEqual(['timeTo', 'visitDate']);
  });

  it('internationalApproval: the school leader only when the budget is over 50,000', () => {
    const { schema, process } = get('internationalApproval');
    const base = { region: 'HK', host: '香港大学', startDate: '2026-04-01', endDate: '2026-04-05', purpose: '参加学术会议并作报告交流', invitation: file, members: [{ memberName: '张三', memberDept: '信息学院', permit: 'have' }], fundSource: 'project' };
    expect(path(process, stored(schema, { ...base, budget: 50000 }))).toEqual(['dept', 'office']);
    expect(path(process, stored(schema, { ...base, budget: 50000.01 }))).toEqual(['dept', 'office', 'school']);
    expect(process.steps[2]!.assignee).toEqual({ kind: 'role', role: 'leader' });
    expect(validateSubmission(schema, { ...base, budget: 1, region: 'JP' }, { today: TODAY }).errors.map((e) => e.path)).toEqual(['region']);
  });

  it('nwafubudget: step unit is the unit leader; step school when the items total over 100,000', () => {
    const { schema, process } = get('nwafubudget');
    expect(process.steps.map((s) => s.key)).toEqual(['unit', 'school']);
    expect(process.steps[0]!.assignee).toEqual({ kind: 'leader' });
    expect(process.steps[1]!.assignee).toEqual({ kind: 'role', role: 'leader' });
    const base = { project: '智慧农业平台', projectLeader: '张三', year: 2026, fundKind: 'research', basis: '根据学校年度预算编制通知申报' };
    const small = stored(schema, { ...base, items: [{ category: 'equipment', itemName: '服务器', quantity: 2, price: 30000 }, { category: 'travel', itemName: '调研', quantity: 4, price: 2500 }] });
    expect(small.amount).toBe(70000);
    expect(path(process, small)).toEqual(['unit']);
    const big = stored(schema, { ...base, items: [{ category: 'equipment', itemName: '服务器', quantity: 3, price: 30000 }, { category: 'travel', itemName: '调研', quantity: 5, price: 2500 }] });
    expect(big.amount).toBe(102500);
    expect(path(process, big)).toEqual(['unit', 'school']);
    // The total is computed from the rows: a client cannot send its own.
    expect(stored(schema, { ...base, amount: 1, items: [{ category: 'other', itemName: 'x', quantity: 1, price: 200000 }] }).amount).toBe(200000);
  });

  it('upcTypeOne: the school seal goes on to a school leader, a contract seal ends at the office', () => {
    const { schema, process } = get('upcTypeOne');
    const base = { department: [{ id: 'd1', name: '信息学院' }], document: '合作协议', copies: 3, useDate: '2026-03-03', takeOut: 'no', reason: '签订校企合作协议', attachment: file };
    expect(path(process, stored(schema, { ...base, seal: 'school' }))).toEqual(['dept', 'office', 'school']);
    expect(path(process, stored(schema, { ...base, seal: 'contract' }))).toEqual(['dept', 'office']);
  });

  it('upcTypeTwo: the school office only when the reception costs over 5,000', () => {
    const { schema, process } = get('upcTypeTwo');
    const base = { guestOrg: '某大学', guestLead: '王院长', guests: 6, escorts: 2, arrive: '2026-03-10', letter: file, task: '交流研究生培养经验' };
    expect(path(process, stored(schema, { ...base, costs: [{ costKind: 'meal', cost: 1200 }, { costKind: 'room', cost: 2400 }] }))).toEqual(['dept']);
    expect(path(process, stored(schema, { ...base, costs: [{ costKind: 'meal', cost: 1200 }, { costKind: 'room', cost: 4000 }] }))).toEqual(['dept', 'office']);
    expect(validateSubmission(schema, { ...base, costs: [{ costKind: 'meal', cost: 1500 }] }, { today: TODAY }).errors.map((e) => e.path)).toEqual(['costs[0].cost']);
  });

  it('upcTypeThree: the motor pool fills the car and driver the department head does not see', () => {
    const { schema, process } = get('upcTypeThree');
    const v = stored(schema, { contact: '张三', contactPhone: '13800138000', departAt: '2026-03-03 08:00', returnAt: '2026-03-03 18:00', from: '南校区', destination: '机场', passengers: 5, carType: 'mpv', reason: '接送参会专家' });
    expect(path(process, v)).toEqual(['dept', 'pool']);
    expect(process.steps[0]!.fields).toEqual({ plate: 'hidden', driver: 'hidden' });
    expect(process.steps[1]!.fields).toEqual({ plate: 'edit', driver: 'edit' });
    expect(validateSubmission(schema, { ...v, passengers: 9 }, { today: TODAY }).errors.map((e) => e.path)).toEqual(['passengers']);
  });

  it('mucApply: the security office is added for an event over 300 people', () => {
    const { schema, process } = get('mucApply');
    const base = { organiser: '学生会', eventName: '迎新晚会', venue: 'hall', eventDate: '2026-09-10', startTime: '19:00', endTime: '21:30', contactPhone: '13800138000', plan: '迎新晚会节目安排与现场秩序维护方案，共十二个节目。' };
    expect(path(process, stored(schema, { ...base, attendees: 300 }))).toEqual(['counselor', 'school', 'venues']);
    expect(path(process, stored(schema, { ...base, attendees: 301, safetyPlan: file }))).toEqual(['counselor', 'school', 'venues', 'security']);
    expect(validateSubmission(schema, { ...base, attendees: 301 }, { today: TODAY }).errors.map((e) => e.path)).toEqual(['safetyPlan']);
  });

  it('the one-route-less approvals go through every step in order', () => {
    const cases: [string, Record<string, unknown>, string[]][] = [
      ['paperApply', { ...who, degree: 'master', stage: 'defence', title: '基于深度学习的作物病害识别', supervisor: person, similarity: 12, abstract: '本文研究了作物病害的图像识别方法并提出改进模型。', files: file }, ['supervisor', 'school']],
      ['dossierBuaa', { ...who, phone: '13800138000', mode: 'borrow', purpose: 'work', purposeText: '核对人事档案', returnDate: '2026-03-20', items: [{ itemTitle: '1998 年学籍档案', copies: 2 }] }, ['archive']],
      ['credentuestc', { ...who, certKind: 'enrolment', language: 'en', copies: 2, purpose: '办理签证', delivery: 'post', address: '北京市海淀区学院路 1 号' }, ['office']],
      ['bnuCertification', { ...who, level: 'master', certKind: 'degree', language: ['zh', 'en'], copies: 1, graduationDate: '2025-06-30', purpose: 'job' }, ['counselor', 'registry']],
      ['xisuApply', { ...who, phone: '13800138000', gpa: 3.6, language: 'IELTS 7.0', program: '春季学期交换', university: 'University of Leeds', country: '英国', programKind: 'semester', startDate: '2026-09-01', endDate: '2027-01-31', funding: 'school', studyPlan: '修读语言学与翻译方向课程共四门，完成学分转换。' }, ['counselor', 'school', 'international']],
    ];
    for (const [key, values, steps] of cases) {
      const { schema, process } = get(key);
      expect(path(process, stored(schema, values)), key).toEqual(steps);
    }
  });

  it('linkage requires what the choice needs (a return date when borrowing, an address when posted)', () => {
    const d = get('dossierBuaa');
    expect(validateSubmission(d.schema, { ...who, phone: '13800138000', mode: 'borrow', purpose: 'work', purposeText: '核对人事档案', items: [{ itemTitle: 'x' }] }, { today: TODAY }).errors.map((e) => e.path)).toEqual(['returnDate']);
    const c = get('credentuestc');
    expect(validateSubmission(c.schema, { ...who, certKind: 'enrolment', language: 'zh', copies: 1, purpose: '签证', delivery: 'post' }, { today: TODAY }).errors.map((e) => e.path)).toEqual(['address']);
  });
});
