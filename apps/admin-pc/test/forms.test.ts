import { describe, expect, it } from 'vitest';
import { checkSchema, evaluate, formSchema, validateSubmission, type FormSchema } from '@campus/api/forms';
import { fieldAtPath, findField, formulaProblem, idsOf, move, newField, optionsText, parseOptions, patch, PALETTE, removeField, renameField, setText, uniqueId, updateField } from '../src/pages/forms/designer';
import { issuesOf } from '../src/pages/forms/problems';
import { colSpan, plainOf, refNames } from '../src/pages/forms/render';
import { startSchema } from '../src/pages/forms/starts';

const blank = (): FormSchema => startSchema('blank');
const add = (s: FormSchema, kind: Parameters<typeof newField>[0]) => ({ ...s, fields: [...s.fields, newField(kind, idsOf(s), kind)] });

describe('the palette', () => {
  it('gives every kind a field that checkSchema accepts, each with a new id', () => {
    let s = blank();
    for (const kind of PALETTE) s = add(s, kind);
    const parsed = formSchema.parse(s);
    expect(checkSchema(parsed)).toEqual([]);
    const ids = [...idsOf(parsed)];
    expect(new Set(ids).size).toBe(ids.length);
    expect(parsed.fields).toHaveLength(PALETTE.length + 1);
  });
  it('numbers ids past those taken, columns and groups included', () => {
    expect(uniqueId('text', new Set(['text1', 'text2']))).toBe('text3');
    let s = blank();
    s = add(s, 'table');
    const table = s.fields[1];
    expect(table?.kind).toBe('table');
    const col = table?.kind === 'table' ? table.columns[0]?.id : '';
    expect(col).toBe('col1');
    s = add(s, 'table');
    const second = s.fields[2];
    expect(second?.id).toBe('table2');
    expect(second?.kind === 'table' ? second.columns[0]?.id : '').toBe('col2');
    // `text1` is the blank form's field: the next text field is text2.
    expect(newField('text', idsOf(s), 'x').id).toBe('text2');
  });
});

describe('reordering', () => {
  it('moves an item to the place it is dropped on', () => {
    expect(move(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(move(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(move(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});

describe('property edits', () => {
  it('a number field with a range and a computed total give a schema checkSchema accepts and evaluate computes', () => {
    let s = add(add(blank(), 'number'), 'computed');
    s = updateField(s, 'number1', (f) => patch(f, { label: '单价', required: true, min: 0, max: 100, precision: 2 }));
    s = updateField(s, 'computed1', (f) => patch(f, { expr: 'number1 * 2' }));
    s = renameField(s, 'number1', 'price');
    s = updateField(s, 'computed1', (f) => patch(f, { expr: 'price * 2' }));
    expect(checkSchema(formSchema.parse(s))).toEqual([]);
    expect(evaluate(s, { price: 3.5 }).values.computed1).toBe(7);
    expect(validateSubmission(s, { price: 101 }).errors.map((e) => e.key)).toContain('forms.error.max');
  });
  it('an emptied property is removed, not stored as empty', () => {
    const f = patch({ id: 'a', kind: 'text', label: 'A', maxLength: 5 } as const, { maxLength: undefined, placeholder: '' });
    expect(f).not.toHaveProperty('maxLength');
    expect(f).not.toHaveProperty('placeholder');
  });
  it('a child table column is edited in place, renaming it renames its total, and a bad formula is named by checkSchema', () => {
    let s = add(blank(), 'table');
    s = updateField(s, 'col1', (c) => ({ ...c, kind: 'number' }) as typeof c);
    s = { ...s, fields: s.fields.map((f) => (f.kind === 'table' ? { ...f, totals: ['col1'] } : f)) };
    s = renameField(s, 'col1', 'amount');
    const t = findField(s, 'table1');
    expect(t?.kind === 'table' && t.totals).toEqual(['amount']);
    expect(checkSchema(formSchema.parse(s))).toEqual([]);
    expect(evaluate(s, { table1: [{ amount: 2 }, { amount: 3 }] }).totals.table1).toEqual({ amount: 5 });
    s = add(s, 'computed');
    s = updateField(s, 'computed1', (f) => patch(f, { expr: 'nothing + 1' }));
    const problems = checkSchema(formSchema.parse(s));
    expect(problems.map((p) => p.key)).toContain('forms.schema.unknownRef');
    expect(fieldAtPath(s, problems[0]?.path ?? '')).toBe('computed1');
  });
  it('removing a field keeps the rest; the last column of a table stays', () => {
    const s = add(blank(), 'table');
    expect(removeField(s, 'text1').fields.map((f) => f.id)).toEqual(['table1']);
    const t = removeField(s, 'col1').fields[1];
    expect(t?.kind === 'table' && t.columns.length).toBe(1);
  });
  it('edits text in the console language without losing the Chinese', () => {
    expect(setText('姓名', 'zh', '名字')).toBe('名字');
    expect(setText('姓名', 'en', 'Name')).toEqual({ zh: '姓名', en: 'Name' });
    expect(setText({ zh: '姓名', en: 'Name' }, 'zh', '名字')).toEqual({ zh: '名字', en: 'Name' });
  });
  it('reads options from value=label lines and back', () => {
    expect(parseOptions('sick=病假\n personal = 事假 \n\nother')).toEqual([
      { value: 'sick', label: '病假' },
      { value: 'personal', label: '事假' },
      { value: 'other', label: 'other' },
    ]);
    expect(optionsText([{ value: 'a', label: { zh: '甲', en: 'A' } }], 'en')).toBe('a=A');
  });
  it('checks a formula as it is typed', () => {
    expect(formulaProblem("if(type == 'sick', 1, 2)")).toBeNull();
    expect(formulaProblem('')).toBeNull();
    expect(formulaProblem('a + * b')).not.toBeNull();
    expect(formulaProblem('sum(items.amount')).not.toBeNull();
  });
});

describe('renderer and problem glue', () => {
  it('spans a field over its group grid, the phone full width', () => {
    expect(colSpan(undefined, 2, false)).toBe(12);
    expect(colSpan(2, 4, false)).toBe(12);
    expect(colSpan(4, 2, false)).toBe(24);
    expect(colSpan(1, 3, true)).toBe(24);
  });
  it('shows descriptions as plain text and picked things by name', () => {
    expect(plainOf('<p>请假三天以上须上传证明</p><script>x</script>&lt;ok&gt;')).toBe('请假三天以上须上传证明\nx<ok>');
    expect(refNames([{ id: '1', name: '张三' }, { id: '2', name: '李四' }])).toBe('张三, 李四');
    expect(refNames({ id: 'f', name: 'a.png' })).toBe('a.png');
    expect(refNames(undefined)).toBe('');
  });
  it('reads the problems a refused publish names', () => {
    expect(issuesOf({ field: 'schema.fields[1].expr', issues: [{ field: 'schema.fields[1].expr', key: 'forms.schema.syntax', params: { pos: 3 } }] })).toEqual([
      { path: 'fields[1].expr', key: 'forms.schema.syntax', params: { pos: 3 } },
    ]);
    expect(issuesOf({ field: 'id' })).toEqual([]);
    expect(issuesOf(null)).toEqual([]);
  });
  it('starts from the engine templates, parsed', () => {
    expect(startSchema('leave').fields.some((f) => f.kind === 'table')).toBe(true);
    expect(startSchema('nonsense').fields.map((f) => f.id)).toEqual(['text1']);
  });
});
