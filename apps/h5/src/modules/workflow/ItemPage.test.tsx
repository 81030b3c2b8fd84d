import type { InstanceDetail } from '@campus/api';
import { ApiError } from '@campus/api/client';
import { formSchema, leaveTemplate, type FormSchema } from '@campus/api/forms';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: { name: string; input: unknown }[] = [];
let answer: (name: string, input: unknown) => unknown = () => null;
vi.mock('../../lib/api', () => ({
  api: vi.fn(async (ep: { name: string }, input: unknown) => {
    calls.push({ name: ep.name, input });
    const r = answer(ep.name, input);
    if (r instanceof Error) throw r;
    return r;
  }),
  appHref: (p: string) => p,
  baseInfo: { site: null, basename: '/site' },
}));

const { default: ItemPage } = await import('./ItemPage');

const schema = formSchema.parse(leaveTemplate) as FormSchema;
const none: InstanceDetail['can'] = {
  approve: false, reject: false, return: false, transfer: false, delegate: false, addSigner: false, withdraw: false, resubmit: false, terminate: false, urge: false, comment: false,
};
function detail(over: Partial<InstanceDetail> = {}): InstanceDetail {
  return {
    instance: {
      id: 'i1', formId: 'f1', formName: 'Leave', category: 'student', submissionId: 's1',
      applicant: { id: 'u1', name: 'Zhang San', number: '2023001', department: 'CS' },
      state: 'running', stepKey: 'counselor', stepName: 'Counselor', holders: [{ id: 'u2', name: 'Teacher Li' }],
      startedAt: 1_764_000_000, updatedAt: 1_764_000_000, endedAt: null,
    },
    schema,
    values: { name: 'Zhang San', reason: 'fever', phone: '13800000000' },
    access: { phone: 'hidden' },
    files: {},
    plan: [{ key: 'counselor', name: 'Counselor', mode: 'single', state: 'current', people: [{ id: 'u2', name: 'Teacher Li', state: 'pending' }] }],
    timeline: [{ id: 't1', at: 1_764_000_000, action: 'submit', actor: { id: 'u1', name: 'Zhang San' }, onBehalfOf: null, target: [], stepKey: null, stepName: null, comment: '', attachments: [] }],
    task: { id: 'k1', kind: 'approve', onBehalfOf: null, createdAt: 1_764_000_000, dueAt: null, overdue: false },
    can: { ...none, approve: true, reject: true, return: true, comment: true },
    returnTargets: [{ key: 'applicant', name: 'Applicant' }],
    ...over,
  };
}

function open(path: string, variant: 'assignee' | 'applicant') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ItemPage variant={variant} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  calls.length = 0;
});
afterEach(cleanup);

describe('the item page', () => {
  it('asks the server nothing without an id', () => {
    open('/document/waitpage', 'assignee');
    expect(screen.getByTestId('wf-none-chosen')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows an assignee the form without the fields hidden from the step, the plan, the timeline and approve/reject/return', async () => {
    answer = () => detail();
    open('/document/waitpage?id=i1', 'assignee');
    await screen.findByTestId('wf-bar');
    expect(screen.getByTestId('view-reason').textContent).toContain('fever');
    expect(screen.queryByTestId('view-phone')).toBeNull();
    expect(screen.getByTestId('wf-plan-step-counselor').textContent).toContain('Counselor');
    expect(screen.getAllByTestId('wf-timeline-entry')).toHaveLength(1);
    expect(screen.getByTestId('wf-act-approve')).toBeTruthy();
    expect(screen.getByTestId('wf-act-reject')).toBeTruthy();
    expect(screen.getByTestId('wf-act-return')).toBeTruthy();
    expect(screen.queryByTestId('wf-act-withdraw')).toBeNull();
  });

  it('will not reject without a comment, then sends the task, the action and the comment', async () => {
    answer = (name) => (name === 'workflow.act' ? { state: 'rejected' } : detail());
    open('/document/waitpage?id=i1', 'assignee');
    fireEvent.click(await screen.findByTestId('wf-act-reject'));
    fireEvent.click(await screen.findByTestId('wf-sheet-send'));
    expect(calls.some((c) => c.name === 'workflow.act')).toBe(false);
    fireEvent.change(screen.getByTestId('wf-comment').querySelector('textarea') as HTMLTextAreaElement, { target: { value: 'dates missing' } });
    fireEvent.click(screen.getByTestId('wf-sheet-send'));
    await waitFor(() => expect(calls.find((c) => c.name === 'workflow.act')?.input).toMatchObject({ taskId: 'k1', action: 'reject', comment: 'dates missing' }));
  });

  it('says the item moved on and reloads it when someone acted first (10009)', async () => {
    answer = (name) => (name === 'workflow.act' ? new ApiError(10009, 'moved on') : detail());
    open('/document/waitpage?id=i1', 'assignee');
    fireEvent.click(await screen.findByTestId('wf-act-approve'));
    fireEvent.click(await screen.findByTestId('wf-sheet-send'));
    await waitFor(() => expect(calls.filter((c) => c.name === 'workflow.instance')).toHaveLength(2));
    // antd-mobile mounts its first toast of a page a moment later (a root of its own).
    await waitFor(() => expect(document.body.textContent).toContain('页面已刷新'));
  });

  it('opens only the editable fields for a step that may change them, and sends them with the approval', async () => {
    answer = (name) => (name === 'workflow.act' ? { state: 'running' } : detail({ access: { phone: 'hidden', reason: 'edit' } }));
    open('/document/waitpage?id=i1', 'assignee');
    await screen.findByTestId('wf-editor-step');
    fireEvent.click(screen.getByTestId('wf-act-approve'));
    fireEvent.click(await screen.findByTestId('wf-sheet-send'));
    await waitFor(() => expect(calls.find((c) => c.name === 'workflow.act')?.input).toMatchObject({ action: 'approve', values: { reason: 'fever' } }));
    const sent = calls.find((c) => c.name === 'workflow.act')?.input as { values: Record<string, unknown> };
    expect(Object.keys(sent.values)).toEqual(['reason']);
  });

  it('shows the signature as drawn, through the link the server gave', async () => {
    const url = '/site/attach?file=all/2026/11/sig-abc.png';
    answer = () =>
      detail({
        values: { name: 'Zhang San', reason: 'fever', signature: { id: 'g1', name: 'signature.png' } },
        files: { g1: { url, name: 'signature.png', mime: 'image/png', size: 100 } },
      });
    open('/document/waitpage?id=i1', 'assignee');
    await screen.findByTestId('wf-bar');
    expect(screen.getByTestId('signature-drawn').getAttribute('src')).toBe(url);
  });

  it('gives the applicant withdraw and urge, not the assignee’s acts', async () => {
    answer = () => detail({ task: null, can: { ...none, withdraw: true, urge: true, comment: true } });
    open('/document/flowpage?id=i1', 'applicant');
    await screen.findByTestId('wf-bar');
    expect(screen.getByTestId('wf-act-withdraw')).toBeTruthy();
    expect(screen.getByTestId('wf-act-urge')).toBeTruthy();
    expect(screen.queryByTestId('wf-act-approve')).toBeNull();
  });
});
