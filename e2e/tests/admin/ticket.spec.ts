/**
 * Ticket events in the console: a manager creates an event with two ticket types in the modal
 * form and finds it in the table with its counters, then opens its live page.
 */
import { expect, test } from '@playwright/test';
import { loginAs, unique } from './helpers';

test('a manager creates an event with two types and sees it with its counters', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.goto('/admin/booking/ticket');
  const title = unique('迎新晚会');
  await page.getByTestId('ticket-create').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#title').fill(title);
  await dialog.getByRole('button', { name: '添加票种' }).click();
  const rows = dialog.getByTestId('ticket-type-row');
  await expect(rows).toHaveCount(2);
  await rows.nth(0).locator('input').nth(0).fill('内场');
  await rows.nth(0).locator('input').nth(1).fill('10');
  await rows.nth(1).locator('input').nth(0).fill('看台');
  await rows.nth(1).locator('input').nth(1).fill('20');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();

  const row = page.locator('tr', { hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('ticket-counters')).toContainText('0 / 30');
  await row.getByText('详情').click();
  await expect(page).toHaveURL(/\/admin\/booking\/ticket\/[\w-]+$/);
  await expect(page.getByTestId('ticket-live')).toContainText('内场');
  await expect(page.getByTestId('ticket-live')).toContainText('看台');
  await expect(page.getByTestId('ticket-live-total')).toContainText('0 / 30');
});
