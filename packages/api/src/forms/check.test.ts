import { describe, expect, it } from 'vitest';
import { checkSchema, parseSchema } from './check.js';
import { formSchema, type FormSchemaInput } from './schema.js';
import { leaveTemplate, visitorTemplate } from './templates.js';

const problems = (s: Omit<FormSchemaInput, 'version'>, endpoints?: Set<string>) => checkSchema(formSchema.parse({ version: 1, ...s }), endpoints ? { endpoints } : {});
const num = (id: string) => ({ id, kind: 'number' as const, label: id });

describe('checkSchema', () => {
  it('passes the starter templates', () => {
    expect(checkSchema(formSchema.parse(leaveTemplate), { endpoints: new Set(['user.getInfo']) })).toEqual([]);
    expect(checkSchema(formSchema.parse(visitorTemplate))).toEqual([]);
  });

  it('names an unknown field in a formula, and where it is', () => {
    expect(problems({ fields: [num('a'), { id: 't', kind: 'computed', label: 't', expr: 'a + b' }] })).toEqual([
      { path: 'fields[1].expr', key: 'forms.schema.unknownRef', params: { ref: 'b' } },
    ]);
  });

  it('names a formula that does not parse', () => {
    expect(problems({ fields: [num('a')], rules: [{ id: 'r', assert: 'a >', field: 'a' }] })).toEqual([
      { path: 'rules[0].assert', key: 'forms.schema.syntax', params: { pos: 3, reason: 'syntax', detail: 'unexpected end' } },
    ]);
  });

  it('names a cycle through computed fields', () => {
    const p = problems({ fields: [{ id: 'a', kind: 'computed', label: 'a', expr: 'b + 1' }, { id: 'b', kind: 'computed', label: 'b', expr: 'a * 2' }] });
    expect(p).toEqual([{ path: 'fields', key: 'forms.schema.computedCycle', params: { cycle: 'b → a → b' } }]);
  });

  it('names a cycle through linkage', () => {
    const p = problems({
      fields: [num('a'), num('b')],
      linkage: [
        { id: 'l1', when: 'a > 1', actions: [{ do: 'hide', target: 'b' }] },
        { id: 'l2', when: 'b > 1', actions: [{ do: 'set', target: 'a', value: '0' }] },
      ],
    });
    expect(p).toEqual([{ path: 'linkage', key: 'forms.schema.linkageCycle', params: { cycle: 'a → b → a' } }]);
    // require and disable change no value: no cycle.
    expect(problems({ fields: [num('a'), num('b')], linkage: [{ id: 'l', when: 'a > 1 and b > 1', actions: [{ do: 'require', target: 'a' }] }] })).toEqual([]);
  });

  it('keeps column references in their row or an aggregate', () => {
    const table = { id: 'items', kind: 'table' as const, label: 'i', columns: [num('qty'), num('price'), { id: 'sub', kind: 'computed' as const, label: 's', expr: 'qty * price' }], totals: ['sub', 'ghost'] };
    expect(problems({ fields: [table, { id: 'total', kind: 'computed', label: 't', expr: 'sum(items.sub)' }] })).toEqual([{ path: 'fields[0].totals[1]', key: 'forms.schema.badTotal', params: { id: 'ghost' } }]);
    expect(problems({ fields: [table, { id: 'bad', kind: 'computed', label: 'b', expr: 'qty + items.price' }], })).toEqual([
      { path: 'fields[0].totals[1]', key: 'forms.schema.badTotal', params: { id: 'ghost' } },
      { path: 'fields[1].expr', key: 'forms.schema.columnOutsideRow', params: { ref: 'qty', table: 'items' } },
      { path: 'fields[1].expr', key: 'forms.schema.aggregateArg', params: { ref: 'items.price' } },
    ]);
  });

  it('refuses duplicate ids, unknown targets, unknown endpoints and risky patterns', () => {
    const p = problems(
      {
        fields: [num('a'), num('a'), { id: 'p', kind: 'text', label: 'p', pattern: { regex: '(a+)+$' } }],
        linkage: [{ id: 'l', when: 'a > 0', actions: [{ do: 'show', target: 'nope' }] }],
        dataSources: [{ id: 'src', from: { kind: 'api', endpoint: 'admin.users', params: {} }, apply: [{ mode: 'value', target: 'a', path: 'x' }] }],
      },
      new Set(['user.getInfo']),
    );
    expect(p.map((x) => [x.path, x.key])).toEqual([
      ['fields[1].id', 'forms.schema.duplicateId'],
      ['fields[2].pattern', 'forms.schema.pattern'],
      ['linkage[0].actions[0].target', 'forms.schema.unknownTarget'],
      ['dataSources[0].from.endpoint', 'forms.schema.unknownEndpoint'],
    ]);
  });

  it('answers shape problems with their path', () => {
    const r = parseSchema({ version: 1, fields: [{ id: '1bad', kind: 'text', label: 'x' }, { id: 'n', kind: 'slider', label: 'x' }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.map((p) => p.path)).toEqual(['fields[0].id', 'fields[1].kind']);
  });
});
