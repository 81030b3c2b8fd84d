import { expect, test } from '@playwright/test';
import { DESKTOP_UA, login, scanQr } from './helpers';

test('scan-login: the desktop shows a code, a logged-in phone scans and confirms, the desktop is logged in', async ({ browser, page }) => {
  const desktop = await browser.newContext({ userAgent: DESKTOP_UA, viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  const pc = await desktop.newPage();
  await pc.goto('/site/qrcodeLogin/index');
  const scanned = await scanQr(pc.getByTestId('scan-login-qr'));
  expect(scanned).toMatch(/\/site\/smlogin\/index\?id=/);

  // The phone (this test's page, a phone context) is logged in and opens what it scanned.
  await login(page, 'student');
  await page.goto(scanned);
  await expect(page.getByTestId('scan-login-phone')).toBeVisible();
  await expect(pc.getByTestId('scan-login-desktop')).toHaveAttribute('data-state', 'scanned');
  await page.getByRole('button', { name: '确认登录' }).click();
  await expect(page).toHaveURL(/\/site\/smlogin\/success$/);
  await expect(page.getByText('登录成功')).toBeVisible();

  // The desktop notices on its next poll and is now logged in as the student.
  await expect(pc).toHaveURL(/\/site\/$/, { timeout: 15_000 });
  await expect(pc.getByTestId('hall-user')).toHaveText('张三');
  await desktop.close();
});

test('scan-login cancelled on the phone tells the desktop', async ({ browser, page }) => {
  const desktop = await browser.newContext({ userAgent: DESKTOP_UA, viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  const pc = await desktop.newPage();
  await pc.goto('/site/smlogin/index');
  const scanned = await scanQr(pc.getByTestId('scan-login-qr'));
  await login(page, 'teacher');
  await page.goto(scanned);
  await page.getByRole('button', { name: '取消登录' }).click();
  await expect(page).toHaveURL(/\/site\/smlogin\/cancel$/);
  await expect(pc.getByText('已在手机上取消登录')).toBeVisible({ timeout: 15_000 });
  await desktop.close();
});
