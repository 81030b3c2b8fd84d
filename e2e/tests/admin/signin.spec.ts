/**
 * Sign-ins in the console: a manager creates one in the modal form, finds it in the table with
 * its counts, signs a student in by hand on the detail page (with a reason) and exports the
 * list as an xlsx file.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { loginAs, menuItems, unique } from './helpers';

test('a manager creates a sign-in, signs a student in by hand and exports the list', async ({ page }) => {
  await loginAs(page, 'manager');
  expect(await menuItems(page)).toContain('预约与票务');
  await page.goto('/admin/booking/signin');
  const title = unique('晨读签到');
  await page.getByTestId('signin-create').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#title').fill(title);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();

  const row = page.locator('tr', { hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('进行中');
  await row.getByText('详情').click();
  await expect(page).toHaveURL(/\/admin\/booking\/signin\/[\w-]+$/);
  await expect(page.getByTestId('signin-stat-signed')).toContainText('0');
  // No one signed yet: the chart says so in words instead of showing empty axes.
  await expect(page.getByTestId('signin-chart-empty')).toContainText('还没有人签到');

  await page.getByRole('tab', { name: /未签到/ }).click();
  const zhang = page.locator('tr', { hasText: '张三' });
  await zhang.getByText('补签').click();
  await page.getByTestId('signin-reason').fill('手机没电');
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByTestId('signin-stat-signed')).toContainText('1');
  await expect(page.getByTestId('signin-chart-empty')).toBeHidden();
  await page.getByRole('tab', { name: /已签到/ }).click();
  await expect(page.locator('tr', { hasText: '张三' })).toContainText('手动补签');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('signin-export').click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 2).toString()).toBe('PK');
});

test('a late threshold as long as the sign-in is refused in the form with a reason', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.goto('/admin/booking/signin');
  const saves: string[] = [];
  page.on('request', (r) => void (r.url().includes('/api/signin/createsign') && saves.push(r.url())));
  await page.getByTestId('signin-create').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#title').fill(unique('班会签到'));
  // The form opens with a one-hour window.
  await dialog.locator('#lateMinutes').fill('60');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('迟到阈值须小于签到时长')).toBeVisible();
  expect(saves).toEqual([]);
});
