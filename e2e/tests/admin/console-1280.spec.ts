/**
 * The booking console on a 1280×800 screen, as a manager uses it: the tables fit without
 * scrolling sideways, times read to the minute the one console way, and a value the server
 * refuses is named by its field and said in Chinese (not the server's English).
 */
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './helpers';

test.use({ viewport: { width: 1280, height: 800 } });

/** How far the page's table content reaches past its visible width (0 when it fits). */
async function overflow(page: Page): Promise<number> {
  const table = page.locator('.ant-table-content, .ant-table-body').first();
  await expect(table).toBeVisible();
  return table.evaluate((el) => el.scrollWidth - el.clientWidth);
}

const MINUTE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

test('the venue records fit a 1280-wide screen, with the hidden columns a click away', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.goto('/admin/booking/generalApp?tab=record');
  await expect(page.getByTestId('ga-export')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '用途' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '操作' })).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(1);
  // The check-in time is one of the columns the settings show.
  await page.locator('.ant-pro-table-list-toolbar-setting-item').last().click();
  await expect(page.locator('.ant-popover').getByText('签到时间')).toBeVisible();

  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await overflow(page)).toBeLessThanOrEqual(1);
});

test('the booking lists fit at 1280 and write their times to the minute', async ({ page }) => {
  await loginAs(page, 'manager');
  for (const path of ['/admin/booking/ticket', '/admin/booking/activity', '/admin/booking/signin', '/admin/booking/voucher']) {
    await page.goto(path);
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    expect(await overflow(page), path).toBeLessThanOrEqual(1);
  }
  // The voucher batches' validity went through ProTable's own date format, with seconds.
  const coffee = page.locator('tr', { hasText: '校园咖啡兑换券' });
  const times = (await coffee.innerText()).match(/\d{4}-\d{2}-\d{2} [\d:]+/g) ?? [];
  expect(times).toHaveLength(2);
  for (const time of times) expect(time).toMatch(MINUTE_TIME);
});

test('a space the server refuses says which field and why, in Chinese, by the field', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.goto('/admin/booking/generalApp/information');
  await page.getByTestId('ga-f-name').fill('五段开放的场地');
  // Five ranges on one day: the form reads them, the server takes at most four.
  const monday = page.getByLabel(/开放时间 · 周一/);
  await monday.fill('08:00-09:00, 10:00-11:00, 12:00-13:00, 14:00-15:00, 16:00-17:00');
  await page.getByRole('button', { name: '保 存' }).click();
  await expect(page.locator('.ant-message')).toContainText('开放时间: 最多 4 项');
  await expect(page.locator('.ant-form-item', { has: monday }).locator('.ant-form-item-explain-error')).toHaveText('最多 4 项');
  await expect(page.getByText(/Too (big|small)|expected/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/generalApp\/information/);
});
