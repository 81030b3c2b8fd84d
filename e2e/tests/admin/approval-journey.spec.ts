/**
 * The approval journey of issue 7 across both apps, as the people who do it: an administrator
 * designs a small form with a signature and a child table in the console's designer and gives it
 * a two-step process (the applicant's counselor, then the business administrators); a student
 * fills and signs it on the phone; the counselor approves on the phone; the manager, seeing the
 * signature, approves on the console; the student sees both answers in the timeline and opens the
 * item as a PDF.
 */
import { expect, test } from '@playwright/test';
import { drawSignature, phoneOf } from '../h5/helpers';
import { addCounselorThenRoleSteps, choose, loginAs, unique } from './helpers';

test('designed in the console, filled on the phone, approved by the counselor on the phone and the manager on the console, printed as PDF', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const name = unique('报销申请');
  const reason = `E2E 购买实验耗材 ${Date.now().toString(36)}`;

  // The administrator designs the form: a required reason and a child table of items with amounts.
  await loginAs(page, 'admin', undefined, '/admin/forms/list');
  await page.getByTestId('create-form').click();
  const dialog = page.locator('.ant-modal').filter({ has: page.locator('#name') });
  await dialog.locator('#name').fill(name);
  await dialog.locator('#category').fill('财务');
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(page).toHaveURL(/\/admin\/forms\/edit\?id=/);
  const props = page.getByTestId('field-props');
  await page.locator('[data-field-row="text1"]').click();
  await props.locator('[data-prop="label"]').fill('事由');
  await props.locator('[data-prop="required"]').check();
  await page.getByTestId('palette').locator('[data-kind="signature"]').click();
  await props.locator('[data-prop="label"]').fill('申请人签名');
  await page.getByTestId('palette').locator('[data-kind="table"]').click();
  await props.locator('[data-prop="label"]').first().fill('费用明细');
  const columns = page.getByTestId('columns-editor');
  await columns.locator('[data-column-row] a').first().click();
  await columns.locator('[data-prop="label"]').fill('项目');
  await choose(page, columns.getByTestId('column-kind'), '数字');
  await columns.getByTestId('add-column').click();
  await expect(columns.locator('[data-column-row]')).toHaveCount(2);
  await columns.locator('[data-prop="label"]').fill('金额');
  await expect(page.getByTestId('check-ok')).toBeVisible();
  await page.getByTestId('publish').click();
  await expect(page).toHaveURL(/\/admin\/forms\/list$/);

  // ...and its process: the applicant's counselor, then the business administrators.
  const row = page.locator('tr', { hasText: name });
  await expect(row).toContainText('v1');
  await row.getByTestId('form-process').click();
  await expect(page).toHaveURL(/\/admin\/workflow\/process\?formId=/);
  await addCounselorThenRoleSteps(page, { counselorStep: '辅导员审核', roleStep: '业务管理员审批', role: '管理员（业务）' });
  await expect(page.getByTestId('process-ok')).toBeVisible();
  await page.getByTestId('save-process').click();
  await expect(page.locator('.ant-message')).toContainText('第 1 版');

  // The student finds it among the applications on the phone and fills it, with two rows.
  const student = await phoneOf(browser, 'student');
  await student.goto('/site/document/flow');
  await student.getByTestId('wf-start').getByText(name).click();
  await expect(student).toHaveURL(/\/site\/newForm\/index\?formid=/);
  await student.getByTestId('text1').locator('input').fill(reason);
  for (const [i, item, amount] of [[0, '试剂', '120'], [1, '烧杯', '80.5']] as const) {
    await student.getByTestId('row-table1-add').click();
    await student.getByTestId(`table1-${i}-col1`).locator('input').fill(item);
    await student.getByTestId(`table1-${i}-number1`).locator('input').fill(amount);
  }
  await drawSignature(student, 'signature1');
  await student.getByTestId('form-submit').click();
  await expect(student.getByTestId('form-done')).toBeVisible();
  await student.getByRole('button', { name: '提交详情' }).click();
  await student.getByTestId('wf-submission-link').getByRole('link').click();
  await expect(student).toHaveURL(/\/site\/document\/flowpage\?id=/);
  const id = new URL(student.url()).searchParams.get('id') ?? '';
  await expect(student.getByTestId('wf-head').getByTestId('wf-state')).toHaveText('审批中');

  // The counselor approves it on the phone.
  const counselor = await phoneOf(browser, 'counselor');
  await counselor.goto(`/site/document/waitpage?id=${id}`);
  await expect(counselor.getByTestId('view-text1')).toContainText(reason);
  await expect(counselor.getByTestId('view-signature1').getByTestId('signature-drawn')).toBeVisible();
  await counselor.getByTestId('wf-act-approve').click();
  await counselor.getByTestId('wf-comment').getByRole('textbox').fill('情况属实');
  await counselor.getByTestId('wf-sheet-send').click();
  await expect(counselor.getByTestId('wf-head')).toContainText('业务管理员审批');
  await counselor.context().close();

  // The manager approves it on the console's to-do page.
  await page.context().clearCookies();
  await loginAs(page, 'manager', undefined, '/admin/workflow/todo');
  const todo = page.locator('tr', { hasText: name });
  await expect(todo).toContainText('业务管理员审批');
  await todo.getByTestId('open-item').click();
  const item = page.getByTestId('workflow-item');
  await expect(item).toHaveAttribute('data-state', 'running');
  await expect(item.getByTestId('item-timeline')).toContainText('情况属实');
  const rows = item.locator('[data-table="table1"] tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByRole('textbox')).toHaveValue('烧杯');
  await expect(rows.nth(1).getByRole('spinbutton')).toHaveValue('80.5');
  // The signature as the student drew it (a picture the browser loaded, not just its name).
  const signature = item.locator('[data-field="signature1"] img');
  await expect(signature).toBeVisible();
  expect(await signature.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await item.locator('[data-action="approve"]').click();
  const act = page.locator('.ant-modal').filter({ has: page.getByTestId('act-comment') });
  await act.getByTestId('act-comment').fill('同意报销');
  await act.getByTestId('act-confirm').click();
  await expect(item).toHaveAttribute('data-state', 'approved');
  await expect(item.getByTestId('item-pdf')).toHaveAttribute('href', /\/api\/workflow\/pdf\?id=/);

  // The student sees both answers in the timeline, and the item as a PDF.
  await student.reload();
  await expect(student.getByTestId('wf-head').getByTestId('wf-state')).toHaveText('已通过');
  const approvals = student.locator('[data-testid="wf-timeline-entry"][data-action="approve"]');
  await expect(approvals).toHaveCount(2);
  await expect(approvals.filter({ hasText: '情况属实' })).toHaveCount(1);
  await expect(approvals.filter({ hasText: '同意报销' })).toHaveCount(1);
  const href = await student.getByTestId('wf-pdf').getAttribute('href');
  expect(href).toContain(`/api/workflow/pdf?id=${id}`);
  const pdf = await student.request.get(href ?? '');
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(5_000);
  await student.context().close();
});
