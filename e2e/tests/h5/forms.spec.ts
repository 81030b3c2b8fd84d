/**
 * A student fills in the leave application on the phone: opens it from the list of forms (the
 * profile fills name and number), is told a required field is missing, lists two days in the
 * child table and sees their total and the computed day count, signs with a finger, submits,
 * and finds the submission under My submissions with what was entered.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiContext, ok, XHR } from './content-helpers';
import { drawSignature, login } from './helpers';

/** Confirms the wheel picker that is open (today for a date picker, the highlighted item otherwise). */
async function confirmPicker(page: Page) {
  await page.locator('.adm-picker-header-button:visible', { hasText: /确定|Confirm/ }).click();
  await expect(page.locator('.adm-picker-header-button:visible')).toHaveCount(0);
}

test('a student applies for leave with two day rows and finds it in my submissions', async ({ page }) => {
  await login(page, 'student');
  await page.goto('/site/universalForm/index');
  await page.getByTestId('forms-available').getByText('学生请假申请').click();
  await expect(page).toHaveURL(/\/site\/newForm\/index\?formid=/);

  // Status 1 while the profile source runs, then the form with the applicant filled in.
  await expect(page.getByTestId('form-renderer')).toBeVisible();
  await expect(page.getByTestId('name').locator('input')).not.toHaveValue('');
  await expect(page.getByTestId('number').locator('input')).not.toHaveValue('');

  await page.getByTestId('phone').locator('input').fill('13800138000');
  await page.getByTestId('type').getByText('事假').click();
  await page.getByTestId('start').click();
  await confirmPicker(page);
  await page.getByTestId('end').click();
  await confirmPicker(page);
  const today = await page.getByTestId('start').textContent();
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // The computed day count follows the dates live.
  await expect(page.getByTestId('days')).toHaveText('1');
  await page.getByTestId('leaveCampus').getByText('否').click();

  // Two rows of days: the table starts with its one required row.
  await page.getByTestId('schedule-0-day').click();
  await confirmPicker(page);
  await page.getByTestId('schedule-0-period').getByText('上午').click();
  await page.getByTestId('row-schedule-add').click();
  await page.getByTestId('schedule-1-day').click();
  await confirmPicker(page);
  await page.getByTestId('schedule-1-period').getByText('下午').click();
  await page.getByTestId('schedule-1-course').locator('input').fill('高等数学');
  await expect(page.getByTestId('schedule-1-amount')).toHaveText('0.5');
  await expect(page.getByTestId('total-schedule-amount')).toContainText('1');

  // Signing: strokes on the pad, saved as an uploaded picture.
  await drawSignature(page);

  // The reason is still empty: submitting marks it, and the mark goes once it is filled.
  await page.getByTestId('form-submit').click();
  await expect(page.getByTestId('reason-error')).toHaveText('此项必填');
  await page.getByTestId('reason').getByRole('textbox').fill('家中有事需回家处理');
  await expect(page.getByTestId('reason-error')).toHaveCount(0);

  await page.getByTestId('form-submit').click();
  await expect(page.getByTestId('form-done')).toBeVisible();
  await page.getByTestId('form-to-mine').click();
  await expect(page).toHaveURL(/universalForm\/index\?tab=mine/);
  const mine = page.getByTestId('forms-mine');
  // The two seeded leaves and this one, newest first (other specs add the student's other forms).
  const leaves = mine.locator('.adm-list-item', { hasText: '学生请假申请' });
  await expect(leaves).toHaveCount(3);
  await leaves.first().click();

  await expect(page).toHaveURL(/universalForm\/detail\?id=/);
  const view = page.getByTestId('submission-view');
  // The demo leave form carries the counselor's approval: it is under approval at once.
  await expect(page.getByTestId('submission-state')).toHaveText('审批中');
  await expect(view.getByTestId('view-reason')).toContainText('家中有事需回家处理');
  await expect(view.getByTestId('view-type')).toContainText('事假');
  await expect(view.getByTestId('view-start')).toContainText(today ?? '');
  await expect(view.getByTestId('view-days')).toContainText('1');
  await expect(view.getByTestId('view-phone')).toContainText('13800138000');
  const table = view.getByTestId('view-schedule');
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table.locator('tbody tr').nth(0)).toContainText('上午');
  await expect(table.locator('tbody tr').nth(1)).toContainText('下午');
  await expect(table.locator('tbody tr').nth(1)).toContainText('高等数学');
  await expect(table.locator('tfoot')).toContainText('1');
  // The signature as drawn, loaded from the link the server gave.
  const drawn = view.getByTestId('view-signature').getByTestId('signature-drawn');
  await expect(drawn).toBeVisible();
  expect(await drawn.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The approval started at once: no more changes here (the approval can return it), the sheet prints.
  await expect(page.getByTestId('submission-print')).toBeVisible();
  await expect(page.getByTestId('submission-edit')).toHaveCount(0);
  await expect(page.getByTestId('wf-submission-link').getByTestId('wf-state')).toHaveText('审批中');
});

test('what a student types is kept as a draft, also under a school variant of the screens', async ({ page }) => {
  await login(page, 'student');
  // formMuc/* are the same screens under the school's names.
  await page.goto('/site/formMuc/index');
  await page.getByTestId('forms-available').getByText('校园访客预约').click();
  await expect(page).toHaveURL(/\/site\/formMuc\/formtemplat\?formid=/);
  await page.getByTestId('visitor').locator('input').fill('王五');
  await page.getByTestId('purpose').getByText('会议').click();
  await expect(page.getByTestId('draft-state')).toHaveText('草稿已自动保存');

  await page.reload();
  await expect(page.getByTestId('visitor').locator('input')).toHaveValue('王五');
  await expect(page.getByTestId('purpose').locator('.adm-checkbox-checked')).toHaveText('会议');
  // Driving in shows the plate field (linkage), now required.
  await page.getByTestId('byCar').getByText('是').click();
  await expect(page.getByTestId('plate')).toBeVisible();
  await page.getByTestId('form-submit').click();
  await expect(page.getByTestId('plate-error')).toHaveText('此项必填');
});

test('a submission of a form that allows changes and has no approval is changed from its page', async ({ page, browser }) => {
  // A manager's small form: changes allowed, no process.
  const manager = await apiContext(browser, 'manager');
  const name = `E2E可修改${Date.now().toString(36)}`;
  const made = await ok<{ id: string }>(manager.request.post('/api/forms/admin/save', { headers: XHR, data: { name, allowEdit: true } }));
  const schema = { version: 1, fields: [{ id: 'room', kind: 'text', label: '宿舍号', required: true }] };
  await ok(manager.request.post('/api/forms/admin/publish', { headers: XHR, data: { id: made.id, schema } }));
  await manager.close();

  await login(page, 'student');
  await page.goto('/site/universalForm/index');
  await page.getByTestId('forms-available').getByText(name).click();
  await page.getByTestId('room').locator('input').fill('西2-618');
  await page.getByTestId('form-submit').click();
  await page.getByTestId('form-to-mine').click();
  await page.getByTestId('forms-mine').locator('.adm-list-item', { hasText: name }).first().click();
  await expect(page.getByTestId('submission-state')).toHaveText('已提交');
  await page.getByTestId('submission-edit').click();
  await page.getByTestId('room').locator('input').fill('西2-620');
  await page.getByTestId('submission-save').click();
  await expect(page.getByTestId('view-room')).toContainText('西2-620');
  await page.reload();
  await expect(page.getByTestId('view-room')).toContainText('西2-620');
});
