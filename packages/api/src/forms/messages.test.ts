import { describe, expect, it } from 'vitest';
import { errorText } from './messages.js';
import { formSchema } from './schema.js';
import { leaveTemplate, visitorTemplate } from './templates.js';
import { validateSubmission } from './validate.js';

const t = (key: string, params: Record<string, string | number> | undefined, lang: string) => `${lang}:${key}${params && Object.keys(params).length ? JSON.stringify(params) : ''}`;

describe('errorText', () => {
  it('words a rule’s error with the designer’s message in the reader’s language', () => {
    const leave = formSchema.parse(leaveTemplate);
    const [e] = validateSubmission(leave, { start: '2026-12-02', end: '2026-12-01' }).errors.filter((x) => x.path === 'end');
    expect(errorText(leave, e!, t, 'en')).toBe('The end cannot be before the start');
    expect(errorText(leave, e!, t, 'tw')).toBe('結束日期不能早於開始日期');
    const [row] = validateSubmission(leave, { start: '2026-12-01', end: '2026-12-01', schedule: [{ day: '2026-12-05', period: 'am' }] }).errors.filter((x) => x.path === 'schedule[0].day');
    expect(errorText(leave, row!, t, 'zh')).toBe('日期须在请假期间内');
  });

  it('words a pattern with its message, and anything else through i18n with its params', () => {
    const visitor = formSchema.parse(visitorTemplate);
    const errors = validateSubmission(visitor, { byCar: 'yes', plate: 'x', hours: 99 }).errors;
    expect(errorText(visitor, errors.find((e) => e.path === 'plate')!, t, 'en')).toBe('Not a plate number');
    expect(errorText(visitor, errors.find((e) => e.path === 'hours')!, t, 'en')).toBe('en:forms.error.max{"max":12}');
  });
});
