/**
 * Ticket events in the console: a manager creates an event with two ticket types in the modal
 * form and finds it in the table with its counters, then opens its live page.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
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

/** The manager's new-event dialog, with every POST to the ticket API recorded (none should leave a refused form). */
async function newEventDialog(page: Page): Promise<{ dialog: Locator; saves: string[] }> {
  await loginAs(page, 'manager');
  await page.goto('/admin/booking/ticket');
  const saves: string[] = [];
  page.on('request', (r) => void (r.url().includes('/api/ticket/') && r.method() === 'POST' && saves.push(r.url())));
  await page.getByTestId('ticket-create').click();
  const dialog = page.getByRole('dialog');
  return { dialog, saves };
}

test('the event form says in Chinese why refunds cannot end after the start, and sends nothing', async ({ page }) => {
  const { dialog, saves } = await newEventDialog(page);
  await dialog.locator('#title').fill(unique('讲座'));
  await dialog.getByTestId('ticket-type-name').fill('普通票');
  await dialog.locator('#refundUntil').click();
  await dialog.locator('#refundUntil').fill('2099-01-01 00:00:00');
  await dialog.locator('#refundUntil').press('Enter');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('退票截止不能晚于活动开始时间')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(saves).toEqual([]);
});

test('a title of spaces is refused in the form, not by the server', async ({ page }) => {
  const { dialog, saves } = await newEventDialog(page);
  await dialog.locator('#title').fill('   ');
  await dialog.getByTestId('ticket-type-name').fill('普通票');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(saves).toEqual([]);
  await expect(page.getByText(/Too small|expected string/)).toHaveCount(0);
});

test('a reserve event not yet closed says when the draw opens', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.goto('/admin/booking/ticket');
  await page.locator('tr', { hasText: '预约抽签' }).first().getByText('详情').click();
  await expect(page.getByTestId('ticket-draw')).toBeDisabled();
  await expect(page.getByTestId('ticket-draw-hint')).toContainText('预约截止');
  await expect(page.getByTestId('ticket-draw-hint')).toContainText('后才能抽签');
});

test.describe('on a laptop whose clock is not the site’s (New York; the demo site keeps Beijing time)', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('a manager schedules an event for the school’s 08:00: the server gets 08:00 Beijing time, and the console shows it back as 08:00', async ({ page }) => {
    const { dialog } = await newEventDialog(page);
    const title = unique('时区晚会');
    await dialog.locator('#title').fill(title);
    await dialog.getByTestId('ticket-type-name').fill('普通票');
    await dialog.locator('#startsAt').click();
    await dialog.locator('#startsAt').fill('2099-03-02 08:00:00');
    await dialog.locator('#startsAt').press('Enter');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden();

    await page.locator('tr', { hasText: title }).getByText('详情').click();
    await expect(page).toHaveURL(/\/admin\/booking\/ticket\/[\w-]+$/);
    const id = page.url().split('/').pop()!;
    const res = await page.request.get(`/api/ticket/manage-detail?id=${id}`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    const body = (await res.json()) as { d: { startsAt: number } };
    // 08:00 in Beijing (UTC+8) is 00:00 UTC; read on New York's clock it would have been 13:00 UTC.
    expect(body.d.startsAt).toBe(Date.UTC(2099, 2, 2, 0, 0) / 1000);
    await expect(page.locator('.ant-descriptions-item', { hasText: '活动开始' })).toContainText('2099-03-02 08:00');

    // Editing it, the picker holds the school's 08:00 again.
    await page.goto('/admin/booking/ticket');
    await page.locator('tr', { hasText: title }).getByText('编辑').click();
    await expect(page.getByRole('dialog').locator('#startsAt')).toHaveValue('2099-03-02 08:00:00');
  });
});
