import { describe, expect, it } from 'vitest';
import { leaveApproval } from '../approvals/index.js';
import { parseSchema } from './check.js';
import { END, checkProcess, fieldAccessOf, nextStep, parseProcess, processSpec } from './process.js';

const schema = (() => {
  const r = parseSchema(leaveApproval.form);
  if (!r.ok) throw new Error('leave form');
  return r.schema;
})();

describe('process definitions', () => {
  it('the leave approval passes its checks', () => {
    expect(parseProcess(leaveApproval.process, schema)).toMatchObject({ ok: true });
  });

  it('names each problem where it is', () => {
    const p = processSpec.parse({
      steps: [
        { key: 'a', name: 'A', assignee: { kind: 'field', field: 'reason' }, routes: [{ when: 'days >', to: 'b' }], fields: { nosuch: 'hidden' } },
        { key: 'a', name: 'B', assignee: { kind: 'person', users: [{ id: '1', name: 'x' }, { id: '2', name: 'y' }] }, mode: 'single', next: 'a' },
      ],
    });
    expect(checkProcess(p, schema).map((x) => `${x.path} ${x.key}`)).toEqual([
      'steps[1].key workflow.process.duplicateKey',
      'steps[0].assignee.field workflow.process.notPerson',
      'steps[0].fields.nosuch workflow.process.unknownField',
      'steps[0].routes[0].when workflow.process.syntax',
      'steps[0].routes[0].to workflow.process.unknownStep',
      'steps[1].mode workflow.process.singleMany',
      'steps[1].next workflow.process.backward',
    ]);
  });

  it('a shape error is reported with its path', () => {
    const r = parseProcess({ steps: [{ key: '1x', name: 'A', assignee: { kind: 'role' } }] }, schema);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.map((p) => p.path)).toEqual(expect.arrayContaining(['steps[0].key', 'steps[0].assignee.role']));
  });
});

describe('routing', () => {
  const p = processSpec.parse(leaveApproval.process);
  it('the first route whose condition holds chooses; else next; else the following step', () => {
    expect(nextStep(p, 'counselor', { days: 5 }, '2026-11-25')).toBe('leader');
    expect(nextStep(p, 'counselor', { days: 2 }, '2026-11-25')).toBe(END);
    expect(nextStep(p, 'leader', { days: 5 }, '2026-11-25')).toBe(END);
    const q = processSpec.parse({ steps: [{ key: 'a', name: 'A', assignee: { kind: 'leader' } }, { key: 'b', name: 'B', assignee: { kind: 'leader' } }] });
    expect(nextStep(q, 'a', {}, '2026-11-25')).toBe('b');
  });

  it('a condition that cannot be computed does not hold', () => {
    const q = processSpec.parse({ steps: [{ key: 'a', name: 'A', assignee: { kind: 'leader' }, routes: [{ when: 'days / 0 > 1', to: 'end' }] }, { key: 'b', name: 'B', assignee: { kind: 'leader' } }] });
    expect(nextStep(q, 'a', { days: 'x' }, '2026-11-25')).toBe('b');
  });

  it('field access: listed fields as listed, the rest read', () => {
    const s = processSpec.parse({ steps: [{ key: 'a', name: 'A', assignee: { kind: 'leader' }, fields: { reason: 'hidden', phone: 'edit' } }] }).steps[0];
    const access = fieldAccessOf(s, schema);
    expect(access.reason).toBe('hidden');
    expect(access.phone).toBe('edit');
    expect(access.name).toBe('read');
  });
});
