/**
 * Activities in the console: a manager sees the site's activities with their
 * counters and chart, opens one's sign-up list and exports it.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { loginAs } from './helpers';

test('a manager reviews an activity’s sign-ups and exports them', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.goto('/admin/booking/activity');
  await expect(page.getByText('各类别报名人数')).toBeVisible({ timeout: 30_000 });
  const row = page.locator('tr', { hasText: '人工智能前沿讲座' });
  await expect(row).toContainText('报名中', { timeout: 30_000 });
  await expect(row).toContainText('1 / 120');
  await row.getByText('报名名单').click();
  await expect(page).toHaveURL(/\/admin\/booking\/activity\/signups\/[\w-]+$/);
  await expect(page.locator('tr', { hasText: '李四' })).toContainText('已报名');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导出 Excel/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(fs.readFileSync(await download.path()).subarray(0, 2).toString()).toBe('PK');
});
