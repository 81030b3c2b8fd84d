import { describe, expect, it } from 'vitest';
import { formSchema } from './schema.js';
import { leaveTemplate, visitorTemplate } from './templates.js';
import { validateSubmission } from './validate.js';

const leave = formSchema.parse(leaveTemplate);
const visitor = formSchema.parse(visitorTemplate);
const good = {
  name: '张三', number: '2024010101', department: '计算机学院', phone: '13800138000',
  type: 'personal', start: '2026-11-02', end: '2026-11-03', reason: '回家处理家中事务', leaveCampus: 'no',
  schedule: [{ day: '2026-11-02', period: 'full', course: '高等数学' }, { day: '2026-11-03', period: 'am' }],
  signature: { id: 'file1', name: 'sign.png' },
};
const paths = (r: { errors: { path: string }[] }) => r.errors.map((e) => e.path);

describe('validateSubmission', () => {
  it('accepts a good leave application and stores one normalised shape', () => {
    const r = validateSubmission(leave, { ...good, days: 99, otherType: 'ignored', phone: ' 13800138000 ' });
    expect(r.errors).toEqual([]);
    // Computed fields are recomputed (days: 2), hidden fields dropped (otherType), text trimmed.
    expect(r.values).toMatchObject({ days: 2, phone: '13800138000' });
    expect(r.values).not.toHaveProperty('otherType');
    expect(r.values.schedule).toEqual([
      { day: '2026-11-02', period: 'full', amount: 1, course: '高等数学' },
      { day: '2026-11-03', period: 'am', amount: 0.5 },
    ]);
  });

  it('names each missing required field, including one linkage requires', () => {
    const r = validateSubmission(leave, { ...good, reason: '', type: 'other', phone: undefined });
    expect(paths(r).sort()).toEqual(['otherType', 'phone', 'reason']);
    expect(r.errors[0]).toMatchObject({ key: 'forms.error.required', params: {} });
  });

  it('names the child-table row and column at fault', () => {
    const r = validateSubmission(leave, { ...good, schedule: [good.schedule[0], { day: '2026-11-09', period: 'pm' }, { day: 'yesterday', period: 'am' }, { period: 'noon' }] });
    expect(r.errors).toEqual(
      expect.arrayContaining([
        { path: 'schedule[1].day', key: 'forms.error.rule', params: { rule: 'dayInRange' } },
        { path: 'schedule[2].day', key: 'forms.error.type', params: { kind: 'date' } },
        { path: 'schedule[3].day', key: 'forms.error.required', params: {} },
        { path: 'schedule[3].period', key: 'forms.error.option', params: {} },
      ]),
    );
  });

  it('checks cross-field rules: end >= start, and the listed days against the leave', () => {
    expect(paths(validateSubmission(leave, { ...good, end: '2026-11-01', schedule: [] }))).toEqual(['schedule', 'end']);
    const tooMany = validateSubmission(leave, { ...good, end: '2026-11-02', schedule: [{ day: '2026-11-02', period: 'full' }, { day: '2026-11-02', period: 'full' }] });
    expect(tooMany.errors).toEqual([{ path: 'schedule', key: 'forms.error.rule', params: { rule: 'daysMatch' } }]);
  });

  it('checks types, formats, ranges and option values', () => {
    const r = validateSubmission(visitor, {
      visitor: 'A', idcard: '110101199003071234', mobile: '123', visitAt: '2026-11-30T09:00', hours: 20, host: [{ id: 'u1', name: '王老师' }],
      purpose: ['meeting', 'visit', 'delivery'], byCar: 'maybe',
    });
    expect(r.errors.map((e) => [e.path, e.key])).toEqual([
      ['idcard', 'forms.error.idcard'],
      ['mobile', 'forms.error.phone'],
      ['hours', 'forms.error.max'],
      ['purpose', 'forms.error.maxItems'],
      ['byCar', 'forms.error.option'],
    ]);
    expect(r.values.visitAt).toBe('2026-11-30 09:00');
  });

  it('applies a pattern only when the field is shown, and drops the hidden value', () => {
    const base = { visitor: 'A', idcard: '11010519491231002X', mobile: '13800138000', visitAt: '2026-11-30 09:00', hours: '2.5', host: { id: 'u1', name: 'W' }, purpose: 'meeting' };
    const hidden = validateSubmission(visitor, { ...base, byCar: 'no', plate: 'nonsense' });
    expect(hidden.errors).toEqual([]);
    expect(hidden.values).not.toHaveProperty('plate');
    expect(hidden.values).toMatchObject({ hours: 2.5, host: [{ id: 'u1', name: 'W' }], purpose: ['meeting'], headcount: 1 });
    expect(paths(validateSubmission(visitor, { ...base, byCar: 'yes', plate: 'nonsense' }))).toEqual(['plate']);
    expect(validateSubmission(visitor, { ...base, byCar: 'yes', plate: '京A12345' }).errors).toEqual([]);
  });

  it('refuses a table that is not a list of rows, and too many rows', () => {
    expect(validateSubmission(leave, { ...good, schedule: 'x' }).errors).toContainEqual({ path: 'schedule', key: 'forms.error.type', params: { kind: 'table' } });
    const rows = Array.from({ length: 9 }, () => ({ cName: '甲', cIdcard: '11010519491231002X' }));
    const r = validateSubmission(visitor, { visitor: 'A', idcard: '11010519491231002X', mobile: '13800138000', visitAt: '2026-11-30 09:00', hours: 1, host: { id: 'u' }, purpose: 'visit', byCar: 'no', companions: rows });
    expect(r.errors).toEqual([{ path: 'companions', key: 'forms.error.rule', params: { rule: 'groupLimit' } }]);
  });

  it('ignores keys the schema does not have, inherited ones included', () => {
    const r = validateSubmission(leave, { ...good, admin: true, __proto__: { polluted: 1 } } as Record<string, unknown>);
    expect(r.ok).toBe(true);
    expect(Object.keys(r.values)).not.toContain('admin');
  });
});
