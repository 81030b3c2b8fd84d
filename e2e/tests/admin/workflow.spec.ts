/**
 * The approval workflow in the console: the demo manager opens a form's process designer from
 * the forms list, adds two steps (the applicant's counselor, then the approver role), sees the
 * check pass and the flow drawn, and saves; a student applies, the counselor approves (through
 * the API, as the phone does), and the approver approves it on the console's to-do page.
 */
import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { addCounselorThenRoleSteps, loginAs, PASSWORD, unique } from './helpers';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

interface Envelope<T> {
  e: number;
  m: string;
  d: T;
}

async function json<T>(res: Promise<{ json(): Promise<unknown> }>): Promise<Envelope<T>> {
  return (await (await res).json()) as Envelope<T>;
}

/** A request context logged in as someone (its own cookies). */
async function as(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, username: string): Promise<APIRequestContext> {
  const ctx = await playwright.request.newContext({ baseURL });
  const res = await json<unknown>(ctx.post('/api/auth/login', { headers: XHR, data: { username, password: PASSWORD } }));
  expect(res.e).toBe(0);
  return ctx;
}

const formName = unique('E2E审批');
let formId = '';

test.describe.serial('approval workflow in the console', () => {
  test('a manager designs a two-step process from the forms list and saves it', async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000);
    // The form to attach a process to (made through the API: the designer is forms.spec's).
    const manager = await as(playwright, baseURL ?? '', 'manager');
    const made = await json<{ id: string }>(manager.post('/api/forms/admin/save', { headers: XHR, data: { name: formName, category: '测试' } }));
    expect(made.e).toBe(0);
    formId = made.d.id;
    const schema = {
      version: 1,
      fields: [
        { id: 'reason', kind: 'textarea', label: '事由', required: true },
        { id: 'amount', kind: 'number', label: '金额' },
      ],
    };
    expect((await json(manager.post('/api/forms/admin/publish', { headers: XHR, data: { id: formId, schema } }))).e).toBe(0);

    await loginAs(page, 'manager', undefined, '/admin/forms/list');
    await page.locator('#keyword').fill(formName);
    await page.locator('#keyword').press('Enter');
    await page.locator('tr', { hasText: formName }).getByTestId('form-process').click();
    await expect(page).toHaveURL(/\/admin\/workflow\/process\?formId=/);

    // A form without a process starts with no step and cannot be saved.
    await expect(page.getByTestId('save-process')).toBeDisabled();
    const { first, second } = await addCounselorThenRoleSteps(page, { counselorStep: '辅导员审核', roleStep: '审批人审核', role: '审批人' });
    // The approver may correct the amount; the counselor does not see it.
    await second.locator('[data-field-access="amount"]').getByText('可编辑').click();
    await first.locator('[data-field-access="amount"]').getByText('隐藏').click();

    // An unfinished condition is refused by the live check, shown at the route of that step.
    await second.getByTestId('step-1-add-route').click();
    await second.getByTestId('step-1-route-0-when').fill('amount >');
    await expect(page.getByTestId('process-problems')).toBeVisible();
    await expect(second.locator('[data-problem="routes[0].when"]')).toContainText('条件公式有误');
    await expect(page.getByTestId('process-problems')).toContainText('第 2 环节');
    await second.getByTestId('step-1-route-0-remove').click();

    await expect(page.getByTestId('process-ok')).toBeVisible();
    const flow = page.getByTestId('flow-preview');
    await expect(flow).toContainText('辅导员审核');
    await expect(flow).toContainText('审批人审核');
    await expect(flow.locator('[data-flow-step="step2"]')).toContainText('审批人');

    await expect(page.getByTestId('unsaved')).toBeVisible();
    await page.getByTestId('save-process').click();
    await expect(page.locator('.ant-message')).toContainText('第 1 版');
    await expect(page.getByTestId('unsaved')).toHaveCount(0);

    const saved = await json<{ process: { enabled: boolean; version: number; definition: { steps: { key: string; assignee: unknown; fields: Record<string, string> }[] } } | null }>(
      manager.get('/api/workflow/admin/process', { headers: XHR, params: { formId } }),
    );
    expect(saved.d.process?.version).toBe(1);
    expect(saved.d.process?.enabled).toBe(true);
    const steps = saved.d.process?.definition.steps ?? [];
    expect(steps.map((s) => s.assignee)).toEqual([{ kind: 'counselor' }, { kind: 'role', role: 'approver' }]);
    expect(steps[0]?.fields).toEqual({ amount: 'hidden' });
    expect(steps[1]?.fields).toEqual({ amount: 'edit' });
    await manager.dispose();
  });

  test('an approver approves an application on the console to-do page', async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000);
    expect(formId).not.toBe('');
    // A student applies; the counselor approves the first step.
    const student = await as(playwright, baseURL ?? '', 'student');
    const open = await json<{ version: { id: string } }>(student.get('/api/forms/open', { headers: XHR, params: { id: formId } }));
    expect(open.e).toBe(0);
    const sent = await json<{ id: string }>(student.post('/api/forms/submit', { headers: XHR, data: { formId, versionId: open.d.version.id, values: { reason: '购买实验耗材', amount: 320 } } }));
    expect(sent.e).toBe(0);

    const counselor = await as(playwright, baseURL ?? '', 'counselor');
    const todo = await json<{ list: { id: string; instance: { id: string; formName: string } }[] }>(counselor.get('/api/workflow/todo', { headers: XHR, params: { formId } }));
    const task = todo.d.list.find((x) => x.instance.formName === formName);
    expect(task).toBeTruthy();
    const acted = await json<{ state: string }>(counselor.post('/api/workflow/act', { headers: XHR, data: { taskId: task?.id, action: 'approve', comment: '情况属实' } }));
    expect(acted.e).toBe(0);
    expect(acted.d.state).toBe('running');

    // The approver finds it in the console's to-do and approves it, correcting the amount.
    await loginAs(page, 'approver', undefined, '/admin/workflow/todo');
    await expect(page).toHaveURL(/\/admin\/workflow\/todo/);
    const row = page.locator('tr', { hasText: formName });
    await expect(row).toContainText('审批人审核');
    await row.getByTestId('open-item').click();
    const item = page.getByTestId('workflow-item');
    await expect(item).toHaveAttribute('data-state', 'running');
    await expect(item.getByTestId('item-plan')).toContainText('辅导员审核');
    await expect(item.getByTestId('item-timeline')).toContainText('情况属实');
    await expect(item.locator('[data-field="reason"] textarea')).toBeDisabled();
    const amount = item.locator('[data-field="amount"] input');
    await expect(amount).toBeEnabled();
    await amount.fill('300');

    await item.locator('[data-action="approve"]').click();
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('act-comment') });
    await expect(dialog).toContainText('修改的 1 个字段');
    await dialog.getByTestId('act-comment').fill('同意，金额已核减');
    await dialog.getByTestId('act-confirm').click();
    await expect(item).toHaveAttribute('data-state', 'approved');
    await expect(item.locator('[data-action="approve"]')).toHaveCount(0);

    // The student sees it approved, with the corrected amount.
    const mine = await json<{ list: { id: string; state: string; formName: string }[] }>(student.get('/api/workflow/mine', { headers: XHR, params: { formId } }));
    const app = mine.d.list.find((x) => x.formName === formName);
    expect(app?.state).toBe('approved');
    const detail = await json<{ values: Record<string, unknown> }>(student.get('/api/workflow/instance', { headers: XHR, params: { id: app?.id ?? '' } }));
    expect(detail.d.values.amount).toBe(300);

    // It has left the approver's to-do and is in their done list.
    await page.keyboard.press('Escape');
    await page.goto('/admin/workflow/done');
    await expect(page.locator('tr', { hasText: formName })).toContainText('已通过');
    await student.dispose();
    await counselor.dispose();
  });
  test('when someone else approved first, the console says so and shows the item as it now stands', async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000);
    // A step either of two teachers may decide (或签): the counselor and the teacher.
    const manager = await as(playwright, baseURL ?? '', 'manager');
    const idOf = async (username: string) => {
      const found = await json<{ list: { id: string; name: string; username: string }[] }>(manager.get('/api/audience/people', { headers: XHR, params: { keyword: username } }));
      const p = found.d.list.find((x) => x.username === username);
      expect(p).toBeTruthy();
      return { id: p?.id ?? '', name: p?.name ?? '' };
    };
    const name = unique('E2E或签');
    const id = (await json<{ id: string }>(manager.post('/api/forms/admin/save', { headers: XHR, data: { name } }))).d.id;
    const schema = { version: 1, fields: [{ id: 'reason', kind: 'text', label: '事由' }] };
    expect((await json(manager.post('/api/forms/admin/publish', { headers: XHR, data: { id, schema } }))).e).toBe(0);
    const definition = { steps: [{ key: 'either', name: '任一老师审批', assignee: { kind: 'person', users: [await idOf('counselor'), await idOf('teacher')] }, mode: 'any' }] };
    expect((await json(manager.post('/api/workflow/admin/process/save', { headers: XHR, data: { formId: id, definition } }))).e).toBe(0);

    const student = await as(playwright, baseURL ?? '', 'student');
    const open = await json<{ version: { id: string } }>(student.get('/api/forms/open', { headers: XHR, params: { id } }));
    expect((await json(student.post('/api/forms/submit', { headers: XHR, data: { formId: id, versionId: open.d.version.id, values: { reason: '借用实验室' } } }))).e).toBe(0);

    // The counselor opens it in the console...
    await loginAs(page, 'counselor', undefined, '/admin/workflow/todo');
    await page.locator('tr', { hasText: name }).getByTestId('open-item').click();
    const item = page.getByTestId('workflow-item');
    await expect(item).toHaveAttribute('data-state', 'running');

    // ...while the teacher approves it on the phone.
    const teacher = await as(playwright, baseURL ?? '', 'teacher');
    const todo = await json<{ list: { id: string; instance: { formName: string } }[] }>(teacher.get('/api/workflow/todo', { headers: XHR, params: { formId: id } }));
    const task = todo.d.list.find((x) => x.instance.formName === name);
    expect((await json(teacher.post('/api/workflow/act', { headers: XHR, data: { taskId: task?.id, action: 'approve' } }))).e).toBe(0);

    await item.locator('[data-action="approve"]').click();
    await page.getByTestId('act-confirm').click();
    await expect(page.getByTestId('item-conflict')).toContainText('已有其他人先处理');
    await expect(item).toHaveAttribute('data-state', 'approved');
    await expect(item.locator('[data-action="approve"]')).toHaveCount(0);
    await expect(item.getByTestId('item-timeline')).toContainText('同意');
    for (const ctx of [manager, student, teacher]) await ctx.dispose();
  });
  test('a manager terminates an application from the all-approvals list, giving a reason', async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000);
    expect(formId).not.toBe('');
    const student = await as(playwright, baseURL ?? '', 'student');
    const open = await json<{ version: { id: string } }>(student.get('/api/forms/open', { headers: XHR, params: { id: formId } }));
    const sent = await json<{ id: string }>(student.post('/api/forms/submit', { headers: XHR, data: { formId, versionId: open.d.version.id, values: { reason: '重复提交的申请', amount: 1 } } }));
    expect(sent.e).toBe(0);

    await loginAs(page, 'manager', undefined, '/admin/workflow/admin');
    const row = page.locator('tr', { hasText: formName }).filter({ hasText: '审批中' }).first();
    await expect(row).toContainText('辅导员审核');
    await row.getByTestId('terminate').click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.locator('.ant-btn-dangerous').click();
    await expect(dialog).toContainText('请填写理由');
    await dialog.locator('textarea').fill('申请重复，予以终止');
    await dialog.locator('.ant-btn-dangerous').click();
    await expect(dialog).toHaveCount(0);

    const mine = await json<{ list: { state: string; formName: string }[] }>(student.get('/api/workflow/mine', { headers: XHR, params: { formId } }));
    expect(mine.d.list.filter((x) => x.state === 'terminated')).toHaveLength(1);

    // The webhook calls sit beside the items (this form calls none).
    await page.getByRole('tab', { name: '回调记录' }).click();
    await expect(page.getByRole('columnheader', { name: '最近错误' })).toBeVisible();
    await student.dispose();
  });
});
