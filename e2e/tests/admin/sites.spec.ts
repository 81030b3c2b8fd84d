/**
 * Sites are data the super-administrator edits: flags, a logo upload and module variants (JSON
 * checked before it is sent).
 */
import { expect, test } from '@playwright/test';
import { loginAs } from './helpers';

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

test('the super-administrator edits a site: logo, flags and variants (bad JSON is refused first)', async ({ page }) => {
  await loginAs(page, 'admin', undefined, '/admin/sites');
  await page.getByTestId('edit-site-fudan').click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer.locator('#id')).toHaveValue('fudan');

  await drawer.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(drawer.locator('img[src*="attach?file=all"]')).toBeVisible();

  await drawer.locator('#hideAddService').click();
  await drawer.locator('#variants').fill('{"epidemic": 3}');
  await drawer.locator('.ant-drawer-footer .ant-btn-primary').click();
  await expect(drawer).toContainText('epidemic 的设置必须是一个对象');
  await drawer.locator('#variants').fill('{"epidemic": {"fields": ["temperature"]}}');
  await drawer.locator('.ant-drawer-footer .ant-btn-primary').click();
  await expect(drawer).toBeHidden();

  const row = page.locator('.ant-table-row', { hasText: 'fudan' });
  await expect(row).toContainText('隐藏添加服务入口');
  const saved = await page.request.get('/api/admin/sites/get?id=fudan');
  const site = (await saved.json()).d;
  expect(site.flags.hideAddService).toBe(true);
  expect(site.variants).toEqual({ epidemic: { fields: ['temperature'] } });
  expect(site.logo).toMatch(/^all\//);
});
