/**
 * The users page's own jobs: an export downloads an xlsx that, imported back, is refused with a
 * per-row report (the usernames exist); a reset password is shown once and works; a disabled
 * account can no longer log in (an account of the test's own, not a shared demo student).
 */
import { expect, test } from '@playwright/test';
import { loginAs, unique } from './helpers';

test('export downloads the filtered users; importing them again lists each row’s error', async ({ page }, info) => {
  await loginAs(page, 'admin', undefined, '/admin/users');
  await page.getByPlaceholder('账号、姓名或学工号').fill('student');
  await page.getByPlaceholder('账号、姓名或学工号').press('Enter');
  await expect(page.locator('.ant-table-row')).toHaveCount(2);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导\s*出/ }).click()]);
  expect(download.suggestedFilename()).toBe('users.xlsx');
  const file = info.outputPath('users.xlsx');
  await download.saveAs(file);

  await page.getByRole('button', { name: /导\s*入/ }).click();
  await page.locator('.ant-modal input[type="file"]').setInputFiles(file);
  const report = page.getByTestId('import-errors');
  await expect(report).toBeVisible();
  await expect(report).toContainText('未导入任何用户');
  await expect(report.locator('.ant-table-row')).toHaveCount(2);
  await expect(report.locator('.ant-table-row').first()).toContainText('username');
  // Why, in the manager's language: the accounts exist already.
  await expect(report.locator('.ant-table-row').first()).toContainText('已被占用');
});

test('a reset password is shown once and logs the user in; a disabled user cannot log in', async ({ page, browser }) => {
  await loginAs(page, 'admin', undefined, '/admin/users');
  // An account of this test's own: other tests run at the same time as the demo students.
  const username = unique('reset');
  const made = await page.request.post('/api/admin/users/create', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    form: { username, name: '重置测试', kind: 'student', password: 'Start#2024pass' },
  });
  expect((await made.json()).e).toBe(0);
  await page.getByPlaceholder('账号、姓名或学工号').fill(username);
  await page.getByPlaceholder('账号、姓名或学工号').press('Enter');
  const actions = page.getByTestId(`actions-${username}`);
  await expect(actions).toBeVisible();
  await expect(page.locator('.ant-table-row')).toHaveCount(1);

  await actions.getByText('重置密码').click();
  await page.locator('.ant-popconfirm:not(.ant-popover-hidden) .ant-btn-primary').click();
  const shown = page.getByTestId('one-time-password');
  await expect(shown).toBeVisible();
  const password = (await shown.innerText()).trim();
  expect(password.length).toBeGreaterThanOrEqual(8);
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();

  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const theirs = await ctx.newPage();
  await loginAs(theirs, username, password);
  await expect(theirs.locator('[data-page="no-access"]')).toBeVisible();

  await actions.getByText('停用').click();
  await page.locator('.ant-popconfirm:not(.ant-popover-hidden) .ant-btn-primary').click();
  await expect(page.locator('.ant-table-row', { hasText: username })).toContainText('已停用');

  // Their session ended with the disabling; logging in again is refused.
  const me = await theirs.request.get('/api/auth/me');
  expect((await me.json()).d.user).toBeNull();
  await theirs.goto('/admin/login');
  await theirs.locator('#username').fill(username);
  await theirs.locator('#password').fill(password);
  await theirs.locator('[data-page="login"] button[type="submit"]').click();
  await expect(theirs.getByTestId('login-error')).toContainText('账号已停用');
  await ctx.close();

  await actions.getByText('启用').click();
  await page.locator('.ant-popconfirm:not(.ant-popover-hidden) .ant-btn-primary').click();
  await expect(page.locator('.ant-table-row', { hasText: username })).toContainText('正常');
});
