/**
 * Home layouts in the console: the administrator opens a school's layout (it shows the site
 * default until it has its own), adds sections watching the phone preview, is told which
 * section is wrong, fixes it and saves; the school's H5 home page then shows the new layout.
 */
import { expect, test } from '@playwright/test';
import { loginAs, unique } from './helpers';

test('an administrator lays out a school’s home page and the phone shows it', async ({ page, browser }) => {
  await loginAs(page, 'admin', undefined, '/admin/services/portal');
  await page.getByRole('tab', { name: '首页布局' }).click();
  await expect(page.locator('tr', { hasText: 'xidian' })).toBeVisible();

  await page.getByTestId('layout-key').locator('input').fill('bjfu');
  await page.getByRole('button', { name: '新建布局' }).click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer.getByText('当前使用站点默认布局')).toBeVisible();
  const title = unique('林大');
  await drawer.getByTestId('layout-title').fill(title);
  await expect(drawer.getByTestId('layout-preview')).toContainText(title);

  // A banner with an address that is not one: the save names that section.
  await drawer.getByTestId('layout-add').click();
  await page.getByRole('menuitem', { name: '轮播图' }).click();
  const banner = drawer.getByTestId('layout-section').last();
  await banner.getByPlaceholder('图片地址').fill('not an address');
  await drawer.getByTestId('layout-save').click();
  await expect(banner.getByTestId('layout-section-error')).toContainText('sections.');
  await banner.getByRole('button', { name: /^移\s*除$/ }).first().click();

  // A quick link instead, moved to the top.
  await drawer.getByTestId('layout-add').click();
  await page.getByRole('menuitem', { name: '快捷链接' }).click();
  const id = await drawer.getByTestId('layout-section').last().getAttribute('data-section');
  const links = drawer.locator(`[data-section="${id}"]`);
  await links.getByPlaceholder('文字').fill('林大校车');
  await links.getByPlaceholder('链接').fill('/shuttleBus/index');
  await expect(drawer.getByTestId('layout-preview')).toContainText('林大校车');
  const up = links.getByRole('button', { name: /^上\s*移$/ });
  while (await up.isEnabled()) await up.click();
  await drawer.getByTestId('layout-save').click();
  await expect(page.getByText('已保存')).toBeVisible();
  await expect(drawer.getByTestId('layout-section').first()).toHaveAttribute('data-section', id!);
  await expect(drawer.getByText('当前使用站点默认布局')).toBeHidden();

  // On the phone, the school's path shows it.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto('/site/center/login');
  await phone.getByPlaceholder('账号 / 学工号').fill('student');
  await phone.getByPlaceholder('密码').fill('Demo@1234');
  await phone.getByRole('button', { name: '登录', exact: true }).click();
  await expect(phone).not.toHaveURL(/center\/login/);
  await phone.goto('/site/bjfuPage/index');
  await expect(phone.getByTestId('portal-home')).toHaveAttribute('data-layout', 'bjfu:own');
  await expect(phone.getByRole('heading', { name: title })).toBeVisible();
  await phone.getByTestId('home-links').getByRole('button', { name: '林大校车' }).click();
  await expect(phone).toHaveURL(/\/site\/shuttleBus\/index/);
  await phone.close();
});
