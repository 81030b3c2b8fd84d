/**
 * Canteens on the phone: a student looks at the canteens (open hours, crowding, today's menu
 * with prices), then books a meal, gets a pick-up code, and cancels before the cut-off.
 */
import { expect, test } from '@playwright/test';
import { login } from './helpers';

test('a student sees the canteens and today’s menu', async ({ page }) => {
  await login(page, 'student');
  await page.goto('/site/bjtucanteen/index');
  await expect(page.getByTestId('canteen-list')).toContainText('学一食堂');
  await expect(page.getByTestId('canteen-list')).toContainText(/空闲|适中|拥挤|未营业/);
  await page.getByTestId('canteen-list').getByText('清真餐厅').click();
  await expect(page.getByText(/清真餐厅 · \d{4}-\d\d-\d\d 菜单/)).toBeVisible();
  await expect(page.getByTestId('canteen-menu').first()).toContainText('¥');
});

test('a student books a meal, sees the pick-up code and cancels it', async ({ page }) => {
  await login(page, 'student2');
  await page.goto('/site/mucMeals/index');
  const first = page.getByTestId('meal-open').first();
  await expect(first).toContainText('学一食堂');
  await expect(first).toContainText(/余 \d+ \/ 50 份/);
  await first.getByRole('button', { name: '预订' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('预订成功')).toBeVisible();
  // The booking, with its six-digit code to show at the counter.
  const booking = page.getByTestId('meal-booking').first();
  await expect(booking).toHaveAttribute('data-status', 'booked');
  await expect(booking.getByTestId('meal-code')).toHaveText(/^\d{6}$/);
  await booking.getByRole('button', { name: '取消预订' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('meal-booking').first()).toHaveAttribute('data-status', 'cancelled');
});
