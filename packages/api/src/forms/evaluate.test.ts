import { describe, expect, it } from 'vitest';
import { evaluate, initialValues } from './evaluate.js';
import { formSchema, type FormSchemaInput } from './schema.js';
import { leaveTemplate } from './templates.js';

const schemaOf = (s: Omit<FormSchemaInput, 'version'>) => formSchema.parse({ version: 1, ...s });
const leave = formSchema.parse(leaveTemplate);

describe('linkage', () => {
  it('shows a field only while its condition holds, and requires it then', () => {
    expect(evaluate(leave, { type: 'sick' }).hidden.has('otherType')).toBe(true);
    const ev = evaluate(leave, { type: 'other' });
    expect(ev.hidden.has('otherType')).toBe(false);
    expect(ev.required.has('otherType')).toBe(true);
  });

  it('requires proof for sick leave over three days, counted by a computed field', () => {
    const ev = evaluate(leave, { type: 'sick', start: '2026-11-02', end: '2026-11-05' });
    expect(ev.values.days).toBe(4);
    expect(ev.required.has('proof')).toBe(true);
    expect(evaluate(leave, { type: 'sick', start: '2026-11-02', end: '2026-11-04' }).required.has('proof')).toBe(false);
  });

  it('hides a whole group, and hide wins over show', () => {
    const s = schemaOf({
      groups: [{ id: 'g', title: 'G' }],
      fields: [
        { id: 'mode', kind: 'text', label: 'm' },
        { id: 'a', kind: 'text', label: 'a', group: 'g' },
        { id: 'b', kind: 'text', label: 'b', group: 'g' },
      ],
      linkage: [
        { id: 'l1', when: "mode == 'none'", actions: [{ do: 'hide', target: 'g' }] },
        { id: 'l2', when: 'true', actions: [{ do: 'show', target: 'a' }] },
      ],
    });
    const ev = evaluate(s, { mode: 'none' });
    expect([...ev.hidden].sort()).toEqual(['a', 'b', 'g']);
    expect(evaluate(s, { mode: 'x' }).hidden.size).toBe(0);
  });

  it('sets values through a chain of rules to a fixed point, and locks what it sets', () => {
    const s = schemaOf({
      fields: [
        { id: 'a', kind: 'number', label: 'a' },
        { id: 'b', kind: 'number', label: 'b' },
        { id: 'c', kind: 'number', label: 'c' },
        { id: 'total', kind: 'computed', label: 't', expr: 'b + c' },
      ],
      // Listed in the "wrong" order: c depends on b which depends on a.
      linkage: [
        { id: 'second', when: 'b > 0', actions: [{ do: 'set', target: 'c', value: 'b * 10' }] },
        { id: 'first', when: 'a > 0', actions: [{ do: 'set', target: 'b', value: 'a + 1' }] },
      ],
    });
    const ev = evaluate(s, { a: 1 });
    expect(ev.values).toMatchObject({ a: 1, b: 2, c: 20, total: 22 });
    expect(ev.stable).toBe(true);
    expect(ev.disabled.has('b') && ev.disabled.has('c')).toBe(true);
  });

  it('reads hidden fields as empty, so a hidden amount adds nothing', () => {
    const s = schemaOf({
      fields: [
        { id: 'withExtra', kind: 'choice', label: 'w', options: [{ value: 'y', label: 'y' }] },
        { id: 'base', kind: 'number', label: 'b' },
        { id: 'extra', kind: 'number', label: 'e' },
        { id: 'total', kind: 'computed', label: 't', expr: 'base + extra' },
      ],
      linkage: [{ id: 'l', when: "withExtra == 'y'", actions: [{ do: 'show', target: 'extra' }] }],
    });
    expect(evaluate(s, { base: 5, extra: 7 }).values.total).toBe(5);
    expect(evaluate(s, { base: 5, extra: 7, withExtra: 'y' }).values.total).toBe(12);
  });

  it('stops on a cycle an unchecked schema carries, saying it did not settle', () => {
    const s = schemaOf({
      fields: [
        { id: 'a', kind: 'number', label: 'a' },
        { id: 'b', kind: 'number', label: 'b' },
      ],
      linkage: [
        { id: 'up', when: 'true', actions: [{ do: 'set', target: 'a', value: 'b + 1' }] },
        { id: 'down', when: 'true', actions: [{ do: 'set', target: 'b', value: 'a + 1' }] },
      ],
    });
    const ev = evaluate(s, {});
    expect(ev.stable).toBe(false);
  });
});

describe('child tables', () => {
  it('computes row columns, row linkage and column totals', () => {
    const ev = evaluate(leave, {
      start: '2026-11-02',
      end: '2026-11-04',
      schedule: [{ day: '2026-11-02', period: 'full' }, { day: '2026-11-03', period: 'am' }, { day: '2026-11-04' }],
    });
    expect((ev.values.schedule as { amount: number }[]).map((r) => r.amount)).toEqual([1, 0.5, 0]);
    expect(ev.totals.schedule).toEqual({ amount: 1.5 });
  });

  it('starts a new form with defaults and the minimum rows', () => {
    expect(initialValues(leave)).toEqual({ schedule: [{}] });
  });
});
