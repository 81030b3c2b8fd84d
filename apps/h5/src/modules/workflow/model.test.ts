import type { InstanceDetail, PlanStep } from '@campus/api';
import { ApiError } from '@campus/api/client';
import { leaveTemplate, formSchema, type FormSchema } from '@campus/api/forms';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setTimeZone } from '../../lib/time';
import { actInput, ago, barActions, canFor, delegationState, editableIds, isMovedOn, periodOf, pickValues, planNodes, returnChoices, stepSchema } from './model';

// The site keeps Shanghai's clock (UTC+8); the tests run in another zone (UTC), as a visiting phone would.
beforeEach(() => setTimeZone('Asia/Shanghai'));
afterEach(() => setTimeZone(undefined));

const none: InstanceDetail['can'] = {
  approve: false, reject: false, return: false, transfer: false, delegate: false, addSigner: false, withdraw: false, resubmit: false, terminate: false, urge: false, comment: false,
};
const can = (...keys: (keyof InstanceDetail['can'])[]) => ({ ...none, ...Object.fromEntries(keys.map((k) => [k, true])) });

describe('the action bar', () => {
  it('offers an assignee approve, reject and return first, handing over under "more"', () => {
    const bar = barActions(can('approve', 'reject', 'return', 'transfer', 'delegate', 'addSigner', 'comment'));
    expect(bar.main).toEqual(['approve', 'reject', 'return']);
    expect(bar.more).toEqual(['transfer', 'delegate', 'addSigner', 'comment']);
  });
  it('shows up to four actions without a "more"', () => {
    expect(barActions(can('withdraw', 'urge', 'comment'))).toEqual({ main: ['withdraw', 'urge', 'comment'], more: [] });
    expect(barActions(can('resubmit', 'withdraw', 'comment', 'urge'))).toEqual({ main: ['resubmit', 'withdraw', 'urge', 'comment'], more: [] });
  });
  it('offers nothing the server did not allow (a reader of a copy)', () => {
    expect(barActions(none)).toEqual({ main: [], more: [] });
    expect(barActions(can('terminate')).main).toEqual([]);
  });
});

describe('which page offers what', () => {
  const all = can('approve', 'reject', 'return', 'transfer', 'delegate', 'addSigner', 'withdraw', 'resubmit', 'urge', 'comment', 'terminate');
  it('gives the assignee page the task acts first, the hand-overs and comment under more', () => {
    const mine = can('approve', 'reject', 'return', 'transfer', 'delegate', 'addSigner', 'comment');
    expect(barActions(canFor(mine, 'assignee')).main).toEqual(['approve', 'reject', 'return']);
    expect(barActions(canFor(mine, 'assignee')).more).toEqual(['transfer', 'delegate', 'addSigner', 'comment']);
  });
  it('lets an applicant resubmit from the to-do list (a returned item is their to-do)', () => {
    expect(barActions(canFor(can('resubmit', 'withdraw', 'comment'), 'assignee')).main).toEqual(['resubmit', 'withdraw', 'comment']);
  });
  it('gives the applicant page withdraw, resubmit, urge and comment, never approve', () => {
    expect(barActions(canFor(all, 'applicant'))).toEqual({ main: ['resubmit', 'withdraw', 'urge', 'comment'], more: [] });
  });
  it('keeps terminate off the phone', () => {
    expect(canFor(all, 'assignee').terminate).toBe(false);
  });
});

describe('what an action needs before it is sent', () => {
  const base = { comment: '  ', attachments: [] };
  it('requires a comment to reject or return, not to approve', () => {
    expect(actInput('t1', 'reject', base)).toEqual({ missing: 'commentRequired' });
    expect(actInput('t1', 'return', { ...base, toStep: 'applicant' })).toEqual({ missing: 'commentRequired' });
    expect(actInput('t1', 'approve', base)).toEqual({ input: { taskId: 't1', action: 'approve', comment: '', attachments: [] } });
  });
  it('requires where a return goes', () => {
    expect(actInput('t1', 'return', { ...base, comment: 'missing dates' })).toEqual({ missing: 'chooseStep' });
    expect(actInput('t1', 'return', { ...base, comment: 'missing dates', toStep: 'counselor' })).toMatchObject({ input: { toStep: 'counselor', comment: 'missing dates' } });
  });
  it('requires the person of a transfer, delegation or added signer, and sends only their id', () => {
    for (const a of ['transfer', 'delegate', 'addSigner'] as const) {
      expect(actInput('t1', a, base)).toEqual({ missing: 'personRequired' });
      expect(actInput('t1', a, { ...base, person: { id: 'u9', name: 'Li' } })).toEqual({ input: { taskId: 't1', action: a, comment: '', attachments: [], userId: 'u9' } });
    }
  });
  it('sends changed values with an approval only', () => {
    const values = { days: 2 };
    expect(actInput('t1', 'approve', { ...base, values })).toMatchObject({ input: { values } });
    expect(actInput('t1', 'reject', { ...base, comment: 'no', values })).not.toHaveProperty('input.values');
    expect(actInput('t1', 'approve', { ...base, values: {} })).not.toHaveProperty('input.values');
  });
});

describe('return targets', () => {
  it('puts the applicant first and adds it when the server left it out', () => {
    const step = { key: 'counselor', name: 'Counselor' };
    expect(returnChoices([step, { key: 'applicant', name: 'x' }]).map((c) => c.key)).toEqual(['applicant', 'counselor']);
    expect(returnChoices([step]).map((c) => c.key)).toEqual(['applicant', 'counselor']);
  });
});

it('recognises the moved-on refusal (10009) and nothing else', () => {
  expect(isMovedOn(new ApiError(10009, 'moved'))).toBe(true);
  expect(isMovedOn(new ApiError(10001, 'bad'))).toBe(false);
  expect(isMovedOn(new Error('x'))).toBe(false);
});

describe('the plan as a steps view', () => {
  const step = (key: string, state: PlanStep['state'], people: PlanStep['people'] = []): PlanStep => ({ key, name: key, mode: 'single', state, people });
  it('marks done steps finished, the current one in progress, the rest waiting, and the end open while running', () => {
    const nodes = planNodes({ state: 'running' }, [step('a', 'done', [{ id: '1', name: 'A', state: 'approved' }]), step('b', 'current'), step('c', 'ahead')]);
    expect(nodes.map((n) => [n.key, n.status])).toEqual([['#start', 'finish'], ['a', 'finish'], ['b', 'process'], ['c', 'wait'], ['#end', 'wait']]);
  });
  it('shows a rejection at its step and at the end', () => {
    const nodes = planNodes({ state: 'rejected' }, [step('a', 'done', [{ id: '1', name: 'A', state: 'rejected' }]), step('b', 'ahead')]);
    expect(nodes.map((n) => n.status)).toEqual(['finish', 'error', 'wait', 'error']);
  });
  it('puts a returned item back with the applicant', () => {
    const nodes = planNodes({ state: 'returned' }, [step('a', 'current', [{ id: '1', name: 'A', state: 'returned' }])]);
    expect(nodes[0]?.status).toBe('process');
    expect(nodes[1]?.status).toBe('wait');
  });
  it('ends finished when approved', () => {
    expect(planNodes({ state: 'approved' }, [step('a', 'done')]).at(-1)?.status).toBe('finish');
  });
});

describe('the schema a step sees', () => {
  const schema = formSchema.parse(leaveTemplate) as FormSchema;
  const ids = schema.fields.map((f) => f.id);
  const [first = ''] = ids;
  const second = 'reason';
  it('leaves hidden fields out', () => {
    const seen = stepSchema(schema, { [first]: 'hidden' }, 'read');
    expect(seen.fields.map((f) => f.id)).toEqual(ids.slice(1));
  });
  it('opens only the editable fields when a step edits', () => {
    const seen = stepSchema(schema, { [second]: 'edit' }, 'step');
    expect(seen.fields.find((f) => f.id === second)?.readonly).not.toBe(true);
    expect(seen.fields.filter((f) => f.id !== second).every((f) => f.readonly === true)).toBe(true);
    expect(editableIds({ [first]: 'read', [second]: 'edit' })).toEqual([second]);
  });
  it('leaves every shown field open for a resubmission', () => {
    expect(stepSchema(schema, {}, 'resubmit').fields.some((f) => f.readonly === true)).toBe(schema.fields.some((f) => f.readonly === true));
  });
  it('keeps the stored values: the profile source does not run at start when editing', () => {
    expect(schema.dataSources.some((d) => d.runAtStart)).toBe(true);
    expect(stepSchema(schema, {}, 'step').dataSources.some((d) => d.runAtStart)).toBe(false);
    expect(stepSchema(schema, {}, 'resubmit').dataSources.some((d) => d.runAtStart)).toBe(false);
  });
  it('sends back only the fields a step may edit', () => {
    expect(pickValues({ a: 1, b: 2, c: undefined }, ['b', 'c', 'd'])).toEqual({ b: 2, c: undefined });
  });
});

describe('times and periods', () => {
  const at = (iso: string) => Date.parse(iso) / 1000;
  const now = at('2026-11-25T12:00+08:00');
  it('says how long ago in words, a date past a week, by the site’s days', () => {
    expect(ago(now - 10, now)).toEqual({ key: 'justNow' });
    expect(ago(now - 5 * 60, now)).toEqual({ key: 'minutes', n: 5 });
    expect(ago(now - 3 * 3600, now)).toEqual({ key: 'hours', n: 3 });
    expect(ago(at('2026-11-24T09:05+08:00'), now)).toEqual({ key: 'yesterday', time: '09:05' });
    // 23:30 the day before in Shanghai (the same UTC day as now): yesterday at the site.
    expect(ago(at('2026-11-24T23:30+08:00'), at('2026-11-25T07:00+08:00'))).toEqual({ key: 'yesterday', time: '23:30' });
    expect(ago(at('2026-11-21T09:05+08:00'), now)).toEqual({ key: 'days', n: 4 });
    expect(ago(at('2026-11-01T09:05+08:00'), now)).toEqual({ date: '2026-11-01' });
  });
  it('covers whole site days for a delegation and refuses an end before the start', () => {
    // The wheel picker's Dates carry the site's wall dates in the phone's getters.
    const p = periodOf(new Date(2026, 10, 25, 15), new Date(2026, 10, 26, 8));
    expect(p).toEqual({ startsAt: at('2026-11-25T00:00+08:00'), endsAt: at('2026-11-27T00:00+08:00') });
    expect(periodOf(new Date(2026, 10, 25), new Date(2026, 10, 25))).toHaveProperty('startsAt');
    expect(periodOf(new Date(2026, 10, 25), new Date(2026, 10, 24))).toEqual({ missing: 'badRange' });
    expect(periodOf(null, new Date())).toEqual({ missing: 'needDates' });
  });
  it('tells a delegation upcoming, active or ended', () => {
    expect(delegationState({ startsAt: 100, endsAt: 200 }, 50)).toBe('upcoming');
    expect(delegationState({ startsAt: 100, endsAt: 200 }, 150)).toBe('active');
    expect(delegationState({ startsAt: 100, endsAt: 200 }, 200)).toBe('ended');
  });
});
