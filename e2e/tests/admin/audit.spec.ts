/** The audit log says who did what, when and from where, and filters by user and time. */
import { expect, test } from '@playwright/test';
import { loginAs } from './helpers';

test('the audit log lists a login by the user asked for, and nothing in a range before it', async ({ page, browser }) => {
  const ctx = await browser.newContext();
  await loginAs(await ctx.newPage(), 'teacher');
  await ctx.close();

  await loginAs(page, 'admin', undefined, '/admin/audit');
  const userFilter = page.getByPlaceholder('账号');
  await userFilter.fill('teacher');
  await userFilter.press('Enter');
  const rows = page.locator('.ant-table-row');
  // Wait for the filtered answer: every row is the teacher's (the unfiltered table shows first).
  await expect.poll(async () => {
    const texts = await rows.allInnerTexts();
    return texts.length > 0 && texts.every((t) => t.includes('(teacher)'));
  }).toBe(true);
  await expect(rows.first()).toContainText('auth.login');
  await expect(rows.first()).toContainText('127.0.0.1');

  // The same filter over a range in 2001 finds nothing.
  const range = page.locator('.ant-picker-range input');
  await range.first().click();
  await range.first().fill('2001-01-01 00:00:00');
  await page.keyboard.press('Enter');
  await range.nth(1).fill('2001-01-02 00:00:00');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.locator('.ant-table-placeholder')).toBeVisible();
});
