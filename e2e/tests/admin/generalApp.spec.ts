/**
 * The appointment console as a manager uses it: create a space through the information form
 * (opening hours per weekday), find it in the list, edit it, and open records (with export),
 * the name list, the usage chart and the notes tab without errors.
 */
import { expect, test } from '@playwright/test';
import { loginAs, unique } from './helpers';

test('a manager creates and edits a space and walks through the appointment tabs', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await loginAs(page, 'manager');
  await page.goto('/admin/booking/generalApp');
  await expect(page.getByTestId('ga-tab-manage')).toBeVisible();
  await expect(page.locator('tr').filter({ hasText: '图书馆研讨室 A301' })).toBeVisible();

  const name = unique('舞蹈房');
  await page.getByTestId('ga-space-new').click();
  await expect(page).toHaveURL(/\/admin\/booking\/generalApp\/information$/);
  await page.getByTestId('ga-f-name').fill(name);
  // Monday: a wrong range is marked on its field, then corrected.
  const monday = page.getByLabel(/开放时间 · 周一/);
  await monday.fill('8-12');
  await page.getByRole('button', { name: '保 存' }).click();
  await expect(page.getByText('8-12', { exact: true })).toBeVisible();
  await monday.fill('08:00-12:00, 14:00-18:00');
  await page.getByRole('button', { name: '保 存' }).click();
  await expect(page).toHaveURL(/\/admin\/booking\/generalApp\?tab=manage/);
  const row = page.locator('tr').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('08:00-12:00, 14:00-18:00');

  await row.getByTestId('ga-space-edit').click();
  await expect(page.getByTestId('ga-f-name')).toHaveValue(name);
  await page.getByTestId('ga-f-name').fill(`${name}改`);
  await page.getByRole('button', { name: '保 存' }).click();
  await expect(page.locator('tr').filter({ hasText: `${name}改` })).toBeVisible();

  await page.getByTestId('ga-tab-record').click();
  await expect(page.getByTestId('ga-export')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('ga-export').click();
  expect((await download).suggestedFilename()).toBe('appointments.xlsx');

  await page.getByTestId('ga-tab-nameList').click();
  await expect(page.locator('.ant-card').first()).toBeVisible();
  await page.getByTestId('ga-tab-usage').click();
  // The periods read in Chinese; a period without bookings says so instead of drawing empty axes.
  await expect(page.getByText('近 7 天')).toBeVisible();
  await expect(page.locator('canvas').first().or(page.getByTestId('ga-usage-empty'))).toBeVisible();
  await page.getByTestId('ga-tab-advice').click();
  await page.getByTestId('ga-tab-approval').click();
  await expect(page.locator('.ant-table').first()).toBeVisible();
  expect(errors).toEqual([]);
});
