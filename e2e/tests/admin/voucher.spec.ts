/** Vouchers in the console: a manager sees the batches with their modes and exports a batch's write-off records. */
import { expect, test, type Locator } from '@playwright/test';
import { loginAs } from './helpers';

test('a manager sees voucher batches and exports the write-off records', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.goto('/admin/booking/voucher');
  await expect(page.locator('tr', { hasText: '食堂满减券' })).toContainText('用户领取');
  const coffee = page.locator('tr', { hasText: '校园咖啡兑换券' });
  await expect(coffee).toContainText('直接发放');
  await coffee.getByText('核销记录').click();
  await expect(page).toHaveURL(/\/admin\/booking\/voucher\/records\?batchId=/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导出 Excel/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
});

/** The new-batch dialog filled with a name and benefit, ten years' validity and 5 vouchers. */
async function fillBatch(dialog: Locator, name: string): Promise<void> {
  await dialog.locator('#name').fill(name);
  await dialog.locator('#benefit').fill('文具一套');
  const range = dialog.locator('#validity').locator('..').locator('..').locator('input');
  await range.first().click();
  await range.first().fill('2026-01-01 00:00:00');
  await range.first().press('Enter');
  await range.nth(1).fill('2036-01-01 00:00:00');
  await range.nth(1).press('Enter');
  await dialog.locator('#quantity').fill('5');
}

test('a manager creates a batch for named students and issues it', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.goto('/admin/booking/voucher');
  await page.getByRole('button', { name: '新建批次' }).click();
  const dialog = page.getByRole('dialog');
  const name = `迎新礼券${Date.now().toString(36)}`;
  await fillBatch(dialog, name);
  await dialog.getByText('直接发放').click();
  await dialog.locator('#site').click();
  await dialog.locator('#numbers').fill('2024010101\n2024010201');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator('tr', { hasText: name });
  await expect(row).toContainText('直接发放');
  await row.getByText('发放', { exact: true }).click();
  await page.getByRole('button', { name: /确\s*定|OK/ }).last().click();
  await expect(row).toContainText('2', { timeout: 15_000 });
  await expect(page.getByText('已发放 2 张')).toBeVisible();
});

test('a batch whose name is only spaces or whose number is too long is refused in the form', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.goto('/admin/booking/voucher');
  const saves: string[] = [];
  page.on('request', (r) => void (r.url().includes('/api/voucher/save-batch') && saves.push(r.url())));
  await page.getByRole('button', { name: '新建批次' }).click();
  const dialog = page.getByRole('dialog');
  await fillBatch(dialog, '   ');
  await dialog.locator('#numbers').fill(`2024010101\n${'9'.repeat(40)}`);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText(/学工号过长/)).toBeVisible();
  await expect(dialog.getByText('券名不能为空字符')).toBeVisible();
  await page.waitForTimeout(500);
  expect(saves).toEqual([]);
});
