/**
 * The console as its users meet it (issue 3): an administrator creates a user and gives them a
 * role, that user sees only what the role allows, a student gets no administration page and the
 * server refuses their calls, 10013 sends you to login and back, the dashboard draws its chart.
 */
import { expect, test } from '@playwright/test';
import { loginAs, loginThroughPage, menuItems, unique } from './helpers';

test('admin: the dashboard chart renders and every administration page is in the menu', async ({ page }) => {
  await loginThroughPage(page, 'admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.locator('[data-testid="trend-chart"] canvas')).toBeVisible();
  await expect(page.locator('[data-testid="stat-users"] .ant-statistic-content-value')).not.toHaveText('0');
  await expect.poll(() => menuItems(page)).toEqual(['数据概览', '用户管理', '角色权限', '站点管理', '操作日志', '内容管理', '照片审核', '媒体库', '预约与票务', '校园服务', '表单', '审批', '公文流转', '发送消息']);
});

test('admin creates a user with an audit-only role; that user sees only the dashboard and the audit log', async ({ page, browser }) => {
  const code = unique('auditor_');
  const roleName = `审计员${code.slice(-4)}`;
  const username = unique('aud');
  const password = 'Audit#2024pass';

  await loginAs(page, 'admin', undefined, '/admin/roles');
  await expect(page).toHaveURL(/\/admin\/roles$/);

  // A new role holding only system.audit.
  await page.getByTestId('create-role').click();
  const roleDialog = page.locator('.ant-modal').filter({ has: page.getByTestId('auth-map-editor') });
  await roleDialog.locator('#code').fill(code);
  await roleDialog.locator('#name').fill(roleName);
  await roleDialog.locator('[data-sub="system.audit"]').click();
  await roleDialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(roleDialog).toBeHidden();
  await expect(page.locator('.ant-table-row', { hasText: code })).toBeVisible();

  // A new user, then the role.
  await page.goto('/admin/users');
  await page.getByTestId('create-user').click();
  const userDialog = page.locator('.ant-modal').filter({ has: page.locator('#username') });
  await userDialog.locator('#username').fill(username);
  await userDialog.locator('#password').fill(password);
  await userDialog.locator('#name').fill('审计 测试');
  await userDialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(userDialog).toBeHidden();

  await page.getByPlaceholder('账号、姓名或学工号').fill(username);
  await page.getByPlaceholder('账号、姓名或学工号').press('Enter');
  const row = page.locator('.ant-table-row', { hasText: username });
  await expect(row).toBeVisible();
  await page.getByTestId(`roles-${username}`).click();
  const rolesDialog = page.locator('.ant-modal').filter({ hasText: roleName });
  await rolesDialog.getByText(`${roleName} (${code})`).click();
  await rolesDialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(rolesDialog).toBeHidden();
  await expect(row).toContainText(roleName);

  // The new user, in a browser of their own.
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const theirs = await ctx.newPage();
  await loginAs(theirs, username, password);
  await expect(theirs).toHaveURL(/\/admin\/dashboard$/);
  // And their approvals, as any member of staff.
  await expect.poll(() => menuItems(theirs)).toEqual(['数据概览', '操作日志', '审批']);

  await theirs.goto('/admin/audit');
  await expect(theirs.locator('.ant-table-row').first()).toBeVisible();
  await theirs.goto('/admin/users');
  await expect(theirs.locator('[data-page="no-access"]')).toBeVisible();
  const refused = await theirs.request.get('/api/admin/users/list');
  expect((await refused.json()).e).toBe(10003);
  await ctx.close();
});

test('a student gets no administration page and the server refuses their calls', async ({ page }) => {
  await loginAs(page, 'student');
  await expect(page.locator('[data-page="no-access"]')).toBeVisible();
  expect(await menuItems(page)).toEqual([]);
  for (const path of ['/admin/users', '/admin/roles', '/admin/sites', '/admin/audit', '/admin/dashboard']) {
    await page.goto(path);
    await expect(page.locator('[data-page="no-access"]')).toBeVisible();
  }
  // With the student's own cookies, straight at the API.
  const list = await page.request.get('/api/admin/users/list');
  expect((await list.json()).e).toBe(10003);
  const create = await page.request.post('/api/admin/roles/create', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    form: { code: 'hacker', name: 'hacker' },
  });
  expect((await create.json()).e).toBe(10003);
  const stats = await page.request.get('/api/admin/stats/dashboard');
  expect((await stats.json()).e).toBe(10003);
});

test('not logged in: a console page goes to login and comes back after it', async ({ page }) => {
  await page.goto('/admin/audit?current=1');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Faudit/);
  await page.locator('#username').fill('admin');
  await page.locator('#password').fill('Demo@1234');
  await page.locator('[data-page="login"] button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin\/audit\?current=1$/);
});

test('a wrong password is refused on the login page', async ({ page }) => {
  await page.goto('/admin/login');
  await page.locator('#username').fill('admin');
  await page.locator('#password').fill('wrong-password');
  await page.locator('[data-page="login"] button[type="submit"]').click();
  await expect(page.getByTestId('login-error')).toContainText('账号或密码错误');
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('the language switch changes the console and persists', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.locator('[data-testid="lang-switch"] [data-lang="en"]').click();
  await expect.poll(() => menuItems(page)).toContain('Users');
  await page.reload();
  await expect.poll(() => menuItems(page)).toContain('Audit log');
  await page.locator('[data-testid="lang-switch"] [data-lang="tw"]').click();
  await expect.poll(() => menuItems(page)).toContain('使用者管理');
});
