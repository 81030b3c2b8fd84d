import { describe, expect, it } from 'vitest';
import { formSchema, parseProcess, type FormSchema } from '@campus/api/forms';
import type { InstanceDetail } from '@campus/api';
import { definitionOf, draftOf, flowOf, issuesOf, moveStep, newStep, problemsAt, processProblems, removeStep, renameStep, setStep, stepOfPath, stepProblems, targetsAfter, type ProcessDraft, type Problem } from '../src/pages/workflow/definition';
import access, { firstAllowedPage } from '../src/access';
import { changedValues, editableFields, visibleActions, visibleSchema } from '../src/pages/workflow/actions';

const schema: FormSchema = formSchema.parse({
  version: 1,
  fields: [
    { id: 'reason', kind: 'textarea', label: '事由' },
    { id: 'amount', kind: 'number', label: '金额' },
    { id: 'boss', kind: 'person', label: '审批领导' },
    { id: 'note', kind: 'text', label: '备注' },
  ],
});

/** Counselor, then finance (a role), then the person picked in `boss` when the amount is large. */
function threeSteps(): ProcessDraft {
  let d: ProcessDraft = { steps: [], ccOnEnd: [] };
  d = { ...d, steps: [newStep(d.steps, { kind: 'counselor' })] };
  d = { ...d, steps: [...d.steps, newStep(d.steps, { kind: 'role', role: 'finance' })] };
  d = { ...d, steps: [...d.steps, newStep(d.steps, { kind: 'field', field: 'boss' })] };
  d = setStep(d, 0, { name: { zh: '辅导员审核', en: 'Counselor', tw: '' }, fields: { note: 'edit', amount: 'read' } });
  d = setStep(d, 1, { name: { zh: '财务', en: '', tw: '' }, routes: [{ when: 'amount > 1000', to: 'step3' }], next: 'end', deadlineHours: 24 });
  return setStep(d, 2, { name: { zh: '领导', en: '', tw: '' } });
}

describe('the definition built from the designer', () => {
  it('is a process the engine accepts for the form, with defaults and empty texts left out', () => {
    const def = definitionOf(threeSteps());
    const r = parseProcess(def, schema);
    expect(r.ok).toBe(true);
    expect(def.steps.map((s) => s.key)).toEqual(['step1', 'step2', 'step3']);
    expect(def.steps[0]?.name).toEqual({ zh: '辅导员审核', en: 'Counselor' });
    expect(def.steps[1]?.name).toBe('财务');
    // Only what differs from "read" is stored.
    expect(def.steps[0]?.fields).toEqual({ note: 'edit' });
    expect(def.steps[0]).not.toHaveProperty('next');
    expect(def.steps[1]).toMatchObject({ next: 'end', deadlineHours: 24 });
  });

  it('opens again as the same draft', () => {
    const d = threeSteps();
    expect(definitionOf(draftOf(definitionOf(d)))).toEqual(definitionOf(d));
  });

  it('opens a definition that no longer parses as a new, empty process', () => {
    expect(draftOf({ steps: 'nonsense' }).steps).toEqual([]);
  });

  it('gives new steps keys no step has', () => {
    const d = removeStep(threeSteps(), 0); // step2, step3 remain
    expect(newStep(d.steps).key).toBe('step4');
    expect(d.steps.map((s) => s.key)).not.toContain(newStep(d.steps).key);
  });
});

describe('keeping step keys consistent', () => {
  it('a renamed step keeps the routes and next that pointed at it', () => {
    const d = renameStep(threeSteps(), 2, 'leader');
    expect(d.steps[1]?.routes[0]?.to).toBe('leader');
    expect(parseProcess(definitionOf(d), schema).ok).toBe(true);
  });

  it('a removed step takes the routes to it away, and a next naming it falls back to the following step', () => {
    let d = setStep(threeSteps(), 0, { next: 'step2' });
    d = removeStep(d, 1);
    expect(d.steps.map((s) => s.key)).toEqual(['step1', 'step3']);
    expect(d.steps[0]?.next).toBe('');
    expect(parseProcess(definitionOf(removeStep(threeSteps(), 2)), schema).ok).toBe(true);
    expect(removeStep(threeSteps(), 2).steps[1]?.routes).toEqual([]);
  });

  it('offers only later steps and the end as targets', () => {
    expect(targetsAfter(threeSteps(), 1)).toEqual(['step3', 'end']);
    expect(targetsAfter(threeSteps(), 2)).toEqual(['end']);
  });
});

describe('problems pinned to their step', () => {
  it('a step moved below its route target is reported on that step and its route', () => {
    const d = moveStep(threeSteps(), 2, -1); // step3 now before step2, whose route goes back to it
    const r = parseProcess(definitionOf(d), schema);
    expect(r.ok).toBe(false);
    const problems = r.ok ? [] : r.problems;
    expect(problems.map((p) => p.path)).toContain('steps[2].routes[0].to');
    expect(problemsAt(problems, 2, 'routes[0]')).toHaveLength(1);
    expect(problemsAt(problems, 1)).toEqual([]);
    expect(stepProblems(problems, 2, (p) => p.key)).toEqual({ 'routes[0].to': 'workflow.process.backward' });
  });

  it('a bad condition and a field that is not a person are each on their own step', () => {
    let d = setStep(threeSteps(), 1, { routes: [{ when: 'amount >', to: 'step3' }] });
    d = setStep(d, 2, { assignee: { kind: 'field', field: 'note' } });
    const r = parseProcess(definitionOf(d), schema);
    const problems = r.ok ? [] : r.problems;
    expect(problemsAt(problems, 1, 'routes[0]').map((p) => p.key)).toEqual(['workflow.process.syntax']);
    expect(problemsAt(problems, 2, 'assignee').map((p) => p.key)).toEqual(['workflow.process.notPerson']);
    // steps[1] does not match steps[10]
    expect(problemsAt([{ path: 'steps[10].key', key: 'k', params: {} }], 1)).toEqual([]);
  });

  it('problems outside any step belong to the process', () => {
    const problems: Problem[] = [
      { path: 'ccOnEnd[0].field', key: 'workflow.process.unknownField', params: { id: 'x' } },
      { path: 'steps[0].key', key: 'workflow.process.duplicateKey', params: { key: 'a' } },
    ];
    expect(processProblems(problems).map((p) => p.path)).toEqual(['ccOnEnd[0].field']);
    expect(stepOfPath('steps[3].routes[1].when')).toBe(3);
    expect(stepOfPath('ccOnEnd[0]')).toBeNull();
  });

  it('reads a refused save’s issues, with or without the definition prefix', () => {
    expect(issuesOf({ issues: [{ path: 'steps[0].key', key: 'k', params: {} }, { field: 'definition.steps[1].next', key: 'j' }, { nonsense: true }] })).toEqual([
      { path: 'steps[0].key', key: 'k', params: {} },
      { path: 'steps[1].next', key: 'j', params: {} },
    ]);
    expect(issuesOf(null)).toEqual([]);
  });
});

describe('the flow preview', () => {
  it('lists each step’s ways out in the order the engine tries them', () => {
    const flow = flowOf(threeSteps());
    expect(flow.map((s) => s.edges)).toEqual([
      [{ when: null, to: 'step2' }],
      [{ when: 'amount > 1000', to: 'step3' }, { when: null, to: 'end' }],
      [{ when: null, to: 'end' }],
    ]);
  });
});

const detail = (over: Partial<InstanceDetail> = {}): Pick<InstanceDetail, 'can' | 'task' | 'returnTargets' | 'access'> => ({
  can: { approve: true, reject: true, return: true, transfer: true, delegate: false, addSigner: true, withdraw: false, resubmit: false, terminate: false, urge: false, comment: true },
  task: { id: 't1', kind: 'approve', onBehalfOf: null, createdAt: 1, dueAt: null, overdue: false },
  returnTargets: [{ key: 'applicant', name: '申请人' }],
  access: { reason: 'read', amount: 'edit', boss: 'hidden', note: 'edit' },
  ...over,
});

describe('the item’s actions', () => {
  it('shows what the server allows, approve first', () => {
    expect(visibleActions(detail())).toEqual(['approve', 'reject', 'return', 'transfer', 'addSigner', 'comment']);
  });

  it('shows no task action without an open task, and no return with nowhere to return to', () => {
    expect(visibleActions(detail({ task: null }))).toEqual(['comment']);
    expect(visibleActions(detail({ returnTargets: [] }))).not.toContain('return');
  });

  it('a manager who holds no task sees terminate', () => {
    const can = { ...detail().can, approve: false, reject: false, return: false, transfer: false, addSigner: false, terminate: true };
    expect(visibleActions(detail({ can, task: null }))).toEqual(['comment', 'terminate']);
  });

  it('removes hidden fields and lets edit fields change only when approving', () => {
    expect(visibleSchema(schema, detail().access).fields.map((f) => f.id)).toEqual(['reason', 'amount', 'note']);
    expect([...editableFields(detail())].sort()).toEqual(['amount', 'note']);
    expect(editableFields(detail({ task: null })).size).toBe(0);
  });

  it('sends only the editable fields that changed', () => {
    const editable = new Set(['amount', 'note']);
    expect(changedValues({ amount: 5, note: 'a', reason: 'r' }, { amount: 5, note: 'b', reason: 'changed' }, editable)).toEqual({ note: 'b' });
    expect(changedValues({ amount: 5 }, { amount: 5 }, editable)).toBeUndefined();
  });
});

describe('who sees the workflow pages', () => {
  const user = { id: 'u1', username: 'x', name: 'X', siteId: 'demo', isSuper: false, roles: [] };
  it('staff have the lists; design, all items and templates need workflow.manage', () => {
    const teacher = access({ user: { ...user, roles: ['teacher'] }, auth: {} });
    expect([teacher.canWorkflow, teacher.canWorkflowManage]).toEqual([true, false]);
    // A teacher with nothing else lands on the to-do list; a student follows approvals on the phone.
    expect(firstAllowedPage(teacher)).toBe('/workflow/todo');
    expect(access({ user: { ...user, roles: ['student'] }, auth: {} }).canWorkflow).toBe(false);
    const manager = access({ user, auth: { workflow: { module: ['manage'] } } });
    expect(manager.canWorkflowManage).toBe(true);
    expect(access({ user: null, auth: {} }).canWorkflow).toBe(false);
  });
});
