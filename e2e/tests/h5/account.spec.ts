import { expect, test } from '@playwright/test';
import { apiContext, ok, XHR } from './content-helpers';
import { login, PASSWORD } from './helpers';

test('switch account: link a second account by its password, then switch to it', async ({ page }) => {
  await login(page, 'repairman');
  await page.goto('/site/center/switch');
  await expect(page.getByText('周师傅')).toBeVisible();
  await page.getByPlaceholder('账号 / 学工号').fill('dispatcher');
  await page.getByPlaceholder('密码').fill(PASSWORD);
  await page.getByRole('button', { name: '关联账号' }).click();
  await expect(page.getByText('吴调度')).toBeVisible();

  await page.getByText('吴调度').click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/site\/center\/personal$/);
  await expect(page.getByTestId('personal-name')).toHaveText('吴调度');
});

test('change password: the new one logs in, the old one no longer does', async ({ page, browser }) => {
  // An account of this test's own: others log in as the demo accounts at the same time.
  const username = `pw${Date.now().toString(36)}`;
  const admin = await apiContext(browser, 'admin');
  await ok(admin.request.post('/api/admin/users/create', { headers: XHR, form: { username, name: '改密测试', kind: 'teacher', password: PASSWORD } }));
  await admin.close();

  await login(page, username);
  await page.goto('/site/password/change');
  await page.getByPlaceholder('原密码').fill(PASSWORD);
  await page.getByPlaceholder('新密码', { exact: true }).fill('Newer#Pass2026');
  await page.getByPlaceholder('再次输入新密码').fill('Newer#Pass2026');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/site\/center\/personal$/);

  await page.locator('[data-page="personal"]').getByText('退出登录').click();
  await expect(page).toHaveURL(/\/site\/center\/login/);
  await page.getByPlaceholder('账号 / 学工号').fill(username);
  await page.getByPlaceholder('密码').fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await page.getByPlaceholder('密码').fill('Newer#Pass2026');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByTestId('hall-user')).toHaveText('改密测试');
});

test('binding an unknown or expired campus identity is refused with a message, not an error page', async ({ page }) => {
  await page.goto('/site/sso/index?pending=not-a-real-token');
  await expect(page.locator('.adm-result-error')).toBeVisible();
  await expect(page.locator('[data-page="system-error"]')).toHaveCount(0);
});
