import { expect, test } from '@playwright/test';
import { DESKTOP_UA, fillLogin, login, loginThroughScreen } from './helpers';

test('an unknown path shows page-not-found', async ({ page }) => {
  await page.goto('/site/no-such-module/nowhere');
  await expect(page.locator('[data-page="not-found"]')).toBeVisible();
  await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
});

test('/site/m_center/personal redirects to /site/center/personal', async ({ page }) => {
  await loginThroughScreen(page, 'student');
  await page.goto('/site/m_center/personal');
  await expect(page).toHaveURL(/\/site\/center\/personal$/);
  await expect(page.getByText('退出登录')).toBeVisible();
});

test('a guest opening a screen is sent to login and comes back after it', async ({ page }) => {
  await page.goto('/site/center/qrcode');
  await expect(page).toHaveURL(/\/site\/center\/login\?redirect_url=/);
  await fillLogin(page, 'student');
  await expect(page).toHaveURL(/\/site\/center\/qrcode$/);
});

test('10013 while on a page sends you to login and back after login', async ({ page, context }) => {
  await login(page, 'student');
  await page.goto('/site/center/personal');
  await expect(page.getByTestId('personal-name')).toHaveText(/\S/);
  // The session ends behind the page's back; the next call answers 10013.
  await context.clearCookies();
  await page.getByText('编辑资料').click();
  await expect(page).toHaveURL(/\/site\/center\/login\?redirect_url=.*center%2Fedit/);
  await fillLogin(page, 'student');
  await expect(page).toHaveURL(/\/site\/center\/edit$/);
  await expect(page.getByText('个性签名').or(page.getByPlaceholder('个性签名'))).toBeVisible();
});

test('desktop layout rule at 1280×800: body is 10/16 of the screen height, centred; exempt segments keep full width', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: DESKTOP_UA,
    viewport: { width: 1280, height: 800 },
    screen: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });
  const page = await context.newPage();
  await page.goto('/site/center/login');
  await expect(page.getByPlaceholder('密码')).toBeVisible();
  const box = await page.locator('body').boundingBox();
  expect(box?.width).toBe(500);
  expect(Math.round(box?.x ?? 0)).toBe(390);
  // An exempt first segment (generalApp) is not narrowed, even on its not-found page.
  await page.goto('/site/generalApp/no-such-page');
  await expect(page.locator('[data-page="not-found"]')).toBeVisible();
  expect((await page.locator('body').boundingBox())?.width).toBe(1280);
  await context.close();
});

test('a named site is served under /{site}/site/: its own accounts, and its flags (pku hides the add-service entry)', async ({ page }) => {
  await login(page, 'student', '/pku/site/center/login');
  await expect(page).toHaveURL(/\/pku\/site\/$/);
  await expect(page.getByTestId('hall-user')).toHaveText('北大学生');
  await expect(page.getByText('个人中心')).toBeVisible();
  await expect(page.getByTestId('add-service')).toHaveCount(0);
});
