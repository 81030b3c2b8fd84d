/**
 * Dynamic forms in the console (issue 7): the demo manager designs a form (a text field, a number
 * field, a child table with one column, a computed field whose formula is checked as typed), fills
 * it in the phone preview, publishes it as version 1;
 * then reads the seeded leave application's submissions, one rendered read-only, and exports them.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { loginAs, unique } from './helpers';

test('a manager designs a form with a child table and publishes version 1', async ({ page }) => {
  await loginAs(page, 'manager', undefined, '/admin/forms/list');
  await expect(page.locator('tr', { hasText: '学生请假申请' })).toBeVisible();
  const name = unique('E2E表单');

  await page.getByTestId('create-form').click();
  const dialog = page.locator('.ant-modal').filter({ has: page.locator('#name') });
  await dialog.locator('#name').fill(name);
  await dialog.locator('#category').fill('测试');
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(page).toHaveURL(/\/admin\/forms\/edit\?id=/);

  // The blank form starts with one text field: name it.
  const props = page.getByTestId('field-props');
  await page.locator('[data-field-row="text1"]').click();
  await props.locator('[data-prop="label"]').fill('姓名');
  await props.locator('[data-prop="required"]').check();

  await page.getByTestId('palette').locator('[data-kind="number"]').click();
  await props.locator('[data-prop="label"]').fill('金额');
  await page.getByTestId('palette').locator('[data-kind="table"]').click();
  await props.locator('[data-prop="label"]').fill('明细');
  await expect(page.getByTestId('columns-editor').locator('[data-column-row]')).toHaveCount(1);

  // A computed field: its formula is checked as it is typed, and the server's check names it.
  await page.getByTestId('palette').locator('[data-kind="computed"]').click();
  const expr = page.getByTestId('prop-expr');
  await expr.fill('number1 *');
  await expect(props).toContainText('公式第');
  await expect(page.getByTestId('check-problems')).toContainText('fields[3].expr');
  await expect(page.getByTestId('publish')).toBeDisabled();
  await expr.fill('number1 * 2');
  await expect(props).not.toContainText('公式第');
  await expect(page.getByTestId('check-ok')).toBeVisible();
  // Dragged to the top, then back below the table.
  await page.locator('[data-field-row="computed1"]').dragTo(page.locator('[data-field-row="text1"]'));
  const rows = page.getByTestId('field-list').locator('[data-field-row]');
  await expect(rows.nth(0)).toHaveAttribute('data-field-row', 'computed1');
  await page.locator('[data-field-row="computed1"]').dragTo(page.locator('[data-field-row="table1"]'));
  await expect(rows.nth(3)).toHaveAttribute('data-field-row', 'computed1');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('姓名');
  await expect(rows.nth(1)).toContainText('金额');
  await expect(rows.nth(2)).toContainText('明细');

  // The phone preview shows the form as it will be filled; checking it names the required field.
  await page.getByRole('tab', { name: '预览' }).click();
  const phone = page.getByTestId('preview-phone');
  await expect(phone).toContainText('金额');
  await expect(phone.locator('[data-table="table1"]')).toBeVisible();
  await phone.locator('[data-field="number1"] input').fill('21');
  await expect(phone.locator('[data-computed="computed1"]')).toHaveText('42');
  await page.getByTestId('preview-check').click();
  await expect(phone.locator('[data-field="text1"]')).toContainText('此项必填');

  await expect(page.getByTestId('check-ok')).toBeVisible();
  await page.getByTestId('publish').click();
  await expect(page).toHaveURL(/\/admin\/forms\/list$/);
  const row = page.locator('tr', { hasText: name });
  await expect(row).toContainText('v1');
  await expect(row).toContainText('开放填写');
});

test('a manager reads the leave applications, one in full, and exports them as xlsx', async ({ page }) => {
  // The server compiles an answer's writer on a route's first call; a schema-bearing answer
  // (forms.submission) takes seconds the first time on a loaded machine.
  test.setTimeout(120_000);
  await loginAs(page, 'manager', undefined, '/admin/forms/list');
  await page.locator('tr', { hasText: '学生请假申请' }).getByText('提交记录').click();
  await expect(page).toHaveURL(/\/admin\/forms\/submissions\?id=/);
  const first = page.locator('.ant-table-row').first();
  await expect(first).toContainText('v1');
  await first.getByText('查看').click();
  const detail = page.getByTestId('submission-detail');
  await expect(detail).toContainText('请假类型', { timeout: 60_000 });
  await expect(detail.locator('[data-table="schedule"] .ant-table-row').first()).toBeVisible();
  await page.locator('.ant-drawer-close').click();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-xlsx').click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(fs.readFileSync(await download.path()).subarray(0, 2).toString()).toBe('PK');
});
