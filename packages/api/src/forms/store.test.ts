import { describe, expect, it } from 'vitest';
import { formSchema } from './schema.js';
import { activeReducer, formsReducer, initialFormsState, selectCellSelected, selectEvaluation, selectPendingStart, selectStatus, selectTablePage, type FormsAction, type FormsState } from './store.js';
import { leaveTemplate, visitorTemplate } from './templates.js';

const leave = formSchema.parse(leaveTemplate);
const twoSources = formSchema.parse({
  ...leaveTemplate,
  dataSources: [
    ...(leaveTemplate.dataSources ?? []),
    { id: 'depts', runAtStart: true, from: { kind: 'form', formId: 'f0', scope: 'values', field: 'department' }, apply: [{ mode: 'options', target: 'department', list: 'list', value: 'value', label: 'label' }] },
    { id: 'later', from: { kind: 'api', endpoint: 'user.getInfo', params: {} }, rerunOn: ['type'], apply: [{ mode: 'value', target: 'phone', path: 'mobile' }] },
  ],
});
const reduce = (actions: FormsAction[], s: FormsState = initialFormsState) => actions.reduce(formsReducer, s);

describe('form status', () => {
  it('is 2 at once when no data source runs at start', () => {
    const s = reduce([{ type: 'load', formId: 'v', schema: formSchema.parse(visitorTemplate) }]);
    expect(selectStatus(s, 'v')).toBe(2);
    expect(s.forms.v!.loaded).toBe(true);
  });

  it('is 1 while start-up sources run and 2 once every one has run', () => {
    let s = reduce([{ type: 'load', formId: 'f', schema: twoSources }]);
    expect(selectStatus(s, 'f')).toBe(1);
    expect(selectPendingStart(s, 'f').map((p) => p.id)).toEqual(['profile', 'depts']);
    s = reduce([{ type: 'sourceStart', formId: 'f', sourceId: 'profile' }, { type: 'sourceStart', formId: 'f', sourceId: 'depts' }], s);
    expect(selectPendingStart(s, 'f')).toEqual([]);
    s = formsReducer(s, { type: 'sourceDone', formId: 'f', sourceId: 'profile', data: { name: '张三', number: '2024010101', department: '计算机学院' } });
    expect(selectStatus(s, 'f')).toBe(1);
    // A source that is not flagged does not hold the form back.
    s = formsReducer(s, { type: 'sourceDone', formId: 'f', sourceId: 'depts', data: { list: [{ value: 'cs', label: '计算机学院' }, { value: '', label: 'skip' }] } });
    expect(selectStatus(s, 'f')).toBe(2);
    expect(s.forms.f!.values).toMatchObject({ name: '张三', number: '2024010101' });
    expect(s.forms.f!.options.department).toEqual([{ value: 'cs', label: '计算机学院' }]);
  });

  it('becomes ready with a warning when a start-up source fails, and stays ready', () => {
    let s = reduce([{ type: 'load', formId: 'f', schema: leave }, { type: 'sourceFailed', formId: 'f', sourceId: 'profile' }]);
    expect(selectStatus(s, 'f')).toBe(2);
    expect(s.forms.f!.warnings).toEqual([{ key: 'forms.warning.sourceFailed', params: { source: 'profile' } }]);
    s = formsReducer(s, { type: 'sourceStart', formId: 'f', sourceId: 'profile' });
    expect(selectStatus(s, 'f')).toBe(2);
  });

  it('fills only empty fields unless the source overwrites', () => {
    const s = reduce([
      { type: 'load', formId: 'f', schema: leave, values: { name: '已填' } },
      { type: 'sourceDone', formId: 'f', sourceId: 'profile', data: { name: '张三', number: 'N1' } },
    ]);
    expect(s.forms.f!.values).toMatchObject({ name: '已填', number: 'N1' });
  });
});

describe('the rest of the state', () => {
  it('never counts loading below 0', () => {
    const s = reduce([{ type: 'loadingStart' }, { type: 'loadingEnd' }, { type: 'loadingEnd' }]);
    expect(s.loading).toBe(0);
  });

  it('edits child-table rows by id, pages them and tracks a cell selection', () => {
    let s = reduce([{ type: 'load', formId: 'f', schema: leave }]);
    for (let i = 0; i < 12; i++) s = formsReducer(s, { type: 'addRow', formId: 'f', tableId: 'schedule', row: { day: `2026-11-${String(i + 1).padStart(2, '0')}` } });
    const rows = s.forms.f!.values.schedule as { _id: string; day?: string }[];
    expect(rows).toHaveLength(13);
    s = formsReducer(s, { type: 'setCell', formId: 'f', tableId: 'schedule', rowId: rows[1]!._id, col: 'period', value: 'am' });
    s = formsReducer(s, { type: 'tablePage', formId: 'f', tableId: 'schedule', page: { current: 2, pageSize: 10 } });
    const page = selectTablePage(s, 'f', 'schedule');
    expect(page.total).toBe(13);
    expect(page.rows.map((r) => r.index)).toEqual([10, 11, 12]);
    s = formsReducer(s, { type: 'select', selection: { tableId: 'schedule', start: { row: 3, col: 2 }, end: { row: 1, col: 0 }, ids: [rows[1]!._id, rows[2]!._id] } });
    expect(selectCellSelected(s, 'schedule', { row: 2, col: 1 })).toBe(true);
    expect(selectCellSelected(s, 'schedule', { row: 4, col: 1 })).toBe(false);
    s = formsReducer(s, { type: 'removeRows', formId: 'f', tableId: 'schedule', ids: s.selection!.ids });
    expect(s.selection).toBeNull();
    expect((s.forms.f!.values.schedule as unknown[]).length).toBe(11);
    expect(selectEvaluation(s, 'f')!.values.schedule).toHaveLength(11);
  });

  it('keeps print settings per form and one isActive flag apart', () => {
    const s = reduce([{ type: 'load', formId: 'f', schema: leave }]);
    expect(s.forms.f!.print.signatureLines).toHaveLength(2);
    expect(activeReducer({ isActive: false }, { type: 'setActive', isActive: true })).toEqual({ isActive: true });
  });
});
