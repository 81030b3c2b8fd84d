/**
 * Campus services on the phone: a student searches the phone book and finds a number to tap and
 * call (a tel: link), then picks a shuttle stop and sees the next departures with a countdown.
 */
import { expect, test } from '@playwright/test';
import { login } from './helpers';

test('a student searches the phone book and gets a number to call', async ({ page }) => {
  await login(page, 'student');
  await page.goto('/site/officeTel/homePage');
  // The emergency numbers are up front.
  await expect(page.getByTestId('tel-emergency')).toContainText('校园报警');
  await page.getByTestId('tel-search').locator('input').fill('考务');
  const hit = page.getByTestId('tel-results').getByTestId('tel-entry').first();
  await expect(hit).toContainText('考务咨询');
  await expect(hit).toContainText('考试中心');
  await expect(hit.getByTestId('tel-link').first()).toHaveAttribute('href', 'tel:01062752021');
  // By number, written without separators.
  await page.getByTestId('tel-search').locator('input').fill('62751120');
  await expect(page.getByTestId('tel-results')).toContainText('校医院急诊');

  // A unit's numbers, its offices grouped.
  await page.getByTestId('tel-search').locator('input').fill('');
  await page.getByTestId('tel-units').getByText('后勤保障部').click();
  await expect(page).toHaveURL(/\/site\/officeTel\/index\?unitId=/);
  await expect(page.locator('.adm-list', { hasText: '物业中心' })).toContainText('报修电话');
  await expect(page.locator('a[href="tel:01062753100"]')).toBeVisible();
});

test('a student picks a stop and sees the next departures', async ({ page }) => {
  await login(page, 'student');
  await page.goto('/site/shuttleBus/index');
  await page.getByTestId('bus-stop-picker').click();
  await page.getByTestId('bus-stop-list').locator('.adm-list-item', { hasText: '图书馆' }).click();
  await expect(page.getByTestId('bus-stop-picker')).toContainText('图书馆');
  const first = page.getByTestId('bus-departure').first();
  await expect(first).toBeVisible();
  await expect(first).toContainText(/\d\d:\d\d/);
  await expect(first.getByTestId('bus-countdown')).toHaveText(/分钟后|小时|即将发车/);
  // The route's full timetable.
  await first.click();
  await expect(page).toHaveURL(/\/site\/shuttleBus\/detail\?id=/);
  await expect(page.getByTestId('bus-timetable').first()).toContainText('图书馆');

  // The school variant groups the same departures by route; the stop is remembered.
  await page.goto('/site/shuttleBus/fudanIndex');
  await expect(page.locator('[data-page="shuttleBus-routes"]')).toBeVisible();
  await expect(page.getByTestId('bus-stop-picker')).toContainText('图书馆');
  await expect(page.getByTestId('bus-departure').first()).toBeVisible();
});
