import type { InstanceSummary, TaskItem } from '@campus/api';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: { name: string; input: Record<string, unknown> }[] = [];
let answer: (name: string, input: Record<string, unknown>) => unknown = () => null;
vi.mock('../../lib/api', () => ({
  api: vi.fn(async (ep: { name: string }, input: Record<string, unknown>) => {
    calls.push({ name: ep.name, input });
    return answer(ep.name, input);
  }),
}));

const { WorkList } = await import('./WorkList');

const summary = (id: string, over: Partial<InstanceSummary> = {}): InstanceSummary => ({
  id, formId: 'f1', formName: '学生请假申请', category: 'student', submissionId: `s${id}`,
  applicant: { id: 'u1', name: '张三', number: '2023001', department: '计算机学院' },
  state: 'running', stepKey: 'counselor', stepName: { zh: '辅导员审批' }, holders: [{ id: 'u2', name: '赵辅导员' }],
  startedAt: Math.floor(Date.now() / 1000) - 120, updatedAt: 0, endedAt: null, ...over,
});
const task = (id: string, overdue: boolean): TaskItem => ({ id: `t${id}`, kind: 'approve', onBehalfOf: null, createdAt: 0, dueAt: null, overdue, instance: summary(id) });

function Where() {
  return <span data-testid="where">{useLocation().pathname + useLocation().search}</span>;
}
function show(kind: 'todo' | 'cc') {
  return render(
    <MemoryRouter initialEntries={['/document/backlog']}>
      <WorkList kind={kind} />
      <Where />
    </MemoryRouter>,
  );
}

// jsdom lays nothing out: InfiniteScroll loads only when its element has an offset parent.
Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get(this: HTMLElement) { return this.parentNode; } });

beforeEach(() => {
  calls.length = 0;
});
afterEach(cleanup);

describe('the lists', () => {
  it('marks an overdue to-do and opens it on the assignee’s page', async () => {
    answer = () => ({ list: [task('1', true), task('2', false)], total: 2, current: 1, pageSize: 20 });
    show('todo');
    await waitFor(() => expect(screen.getAllByTestId('wf-item')).toHaveLength(2));
    expect(screen.getAllByTestId('wf-overdue')).toHaveLength(1);
    expect(screen.getAllByTestId('wf-item')[0]?.textContent).toContain('辅导员审批');
    fireEvent.click(screen.getAllByTestId('wf-item')[1] as HTMLElement);
    expect(screen.getByTestId('where').textContent).toBe('/document/waitpage?id=2');
  });

  it('searches with the typed words from the first page again', async () => {
    answer = (_, input) => ({ list: input.keyword ? [] : [summary('1')], total: input.keyword ? 0 : 1, current: 1, pageSize: 20 });
    show('cc');
    await waitFor(() => expect(screen.getAllByTestId('wf-item')).toHaveLength(1));
    const input = screen.getByTestId('wf-search').querySelector('input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '李四' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.getByTestId('wf-empty')).toBeTruthy());
    expect(calls.at(-1)).toMatchObject({ name: 'workflow.cc', input: { keyword: '李四', current: 1 } });
    expect(screen.queryAllByTestId('wf-item')).toHaveLength(0);
  });
});
