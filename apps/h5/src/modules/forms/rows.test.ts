import { describe, expect, it } from 'vitest';
import { formsPath } from './paths';
import { canAddRow, canRemoveRow, cellPath, draftValues, errorMap, serverErrors, totalText } from './rows';

describe('child-table rows', () => {
  it('adds only below maxRows and removes only above minRows', () => {
    expect(canAddRow({ maxRows: 2 }, 1)).toBe(true);
    expect(canAddRow({ maxRows: 2 }, 2)).toBe(false);
    expect(canRemoveRow({ minRows: 1 }, 1)).toBe(false);
    expect(canRemoveRow({ minRows: 1 }, 2)).toBe(true);
    expect(canRemoveRow({ minRows: 0 }, 1)).toBe(true);
    expect(canRemoveRow({ minRows: 0 }, 0)).toBe(false);
  });
  it('saves drafts without the client row ids, leaving other lists alone', () => {
    expect(draftValues({ schedule: [{ _id: 'r1', day: '2026-11-02' }], tags: ['a'], n: 1 })).toEqual({ schedule: [{ day: '2026-11-02' }], tags: ['a'], n: 1 });
  });
  it('shows totals as integers or at most two decimals', () => {
    expect(totalText(1.5)).toBe('1.5');
    expect(totalText(2)).toBe('2');
    expect(totalText(1 / 3)).toBe('0.33');
    expect(totalText(undefined)).toBe('');
  });
});

describe('errors on the fields', () => {
  it('keeps the first error of each path, cells named table[i].column', () => {
    const m = errorMap([
      { path: 'reason', key: 'forms.error.required', params: {} },
      { path: 'reason', key: 'forms.error.minLength', params: { min: 5 } },
      { path: cellPath('schedule', 1, 'day'), key: 'forms.error.rule', params: { rule: 'dayInRange' } },
    ]);
    expect(m.reason?.key).toBe('forms.error.required');
    expect(m['schedule[1].day']?.key).toBe('forms.error.rule');
  });
  it("maps the server's refusal (d.issues, else d.field) onto field paths", () => {
    expect(serverErrors({ field: 'values.schedule[0].day', issues: [{ field: 'values.schedule[0].day', key: 'forms.error.required', params: {} }, { field: 'values.phone', key: 'forms.error.phone', params: {} }] })).toEqual([
      { path: 'schedule[0].day', key: 'forms.error.required', params: {} },
      { path: 'phone', key: 'forms.error.phone', params: {} },
    ]);
    expect(serverErrors({ field: 'values.host' })).toEqual([{ path: 'host', key: 'forms.error.type', params: {} }]);
    expect(serverErrors({ field: 'versionId' })).toEqual([]);
    expect(serverErrors(null)).toEqual([]);
  });
});

describe('variant paths', () => {
  it('keeps a school variant on its own aliases and the universal screens otherwise', () => {
    expect(formsPath(undefined, 'fill', 'f1')).toBe('/newForm/index?formid=f1');
    expect(formsPath(undefined, 'detail', 's1')).toBe('/universalForm/detail?id=s1');
    expect(formsPath('formMuc', 'fill', 'f1')).toBe('/formMuc/formtemplat?formid=f1');
    expect(formsPath('formruc', 'detail', 's1')).toBe('/formruc/detail?id=s1');
    expect(formsPath('form', 'list')).toBe('/form/index');
    expect(formsPath('commonForm', 'list')).toBe('/commonForm/index');
    expect(formsPath('commonForm', 'fill', 'f1')).toBe('/newForm/index?formid=f1');
  });
});
