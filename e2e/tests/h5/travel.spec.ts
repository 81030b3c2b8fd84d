/**
 * Leave-campus travel on the phone: a student registers a trip and sees it listed; the
 * counselor opens the same screen and sees who of the department is away today.
 */
import { expect, test } from '@playwright/test';
import { login } from './helpers';

test('a student registers a trip and the counselor sees who is away', async ({ page, browser }) => {
  await login(page, 'student');
  await page.goto('/site/bjtuTravel/index');
  await page.getByRole('tab', { name: '登记出行' }).click();
  await page.getByTestId('trip-destination').locator('input').fill('南京市玄武区');
  await page.getByTestId('trip-region').locator('input').fill('江苏省南京市');
  await page.getByTestId('trip-reason').locator('textarea').fill('参加亲戚婚礼');
  await page.getByTestId('trip-contactName').locator('input').fill('张父');
  await page.getByTestId('trip-contactPhone').locator('input').fill('13800138000');
  await page.getByTestId('trip-submit').click();
  await expect(page.getByText('登记成功')).toBeVisible();
  const trip = page.getByTestId('trip').filter({ hasText: '南京市玄武区' });
  // Leaving today: away at once, and a return can be reported.
  await expect(trip).toHaveAttribute('data-status', 'away');
  await expect(trip.getByRole('button', { name: '报告返校' })).toBeVisible();

  const context = await browser.newContext({ viewport: page.viewportSize() ?? { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
  const counselor = await context.newPage();
  await login(counselor, 'counselor');
  await counselor.goto('/site/bjtuTravel/index');
  await counselor.getByRole('tab', { name: '本院离校' }).click();
  await expect(counselor.getByTestId('travel-counts')).toContainText('离校中');
  await expect(counselor.getByTestId('trip').filter({ hasText: '张三' }).first()).toContainText('南京市玄武区');
  await expect(counselor.getByTestId('trip').filter({ hasText: '赵六' })).toHaveAttribute('data-status', 'overdue');
  await context.close();
});
