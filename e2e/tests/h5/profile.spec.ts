import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { login } from './helpers';

const logo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../apps/h5/public/static/images/logo.png');

test('edit profile: signature saved, avatar compressed and uploaded, shown in the personal centre', async ({ page }) => {
  await login(page, 'manager');
  await page.goto('/site/center/personal');
  await expect(page.getByTestId('personal-name')).toHaveText('孙管理员');
  await page.locator('[data-page="personal"]').getByText('编辑资料').click();
  await expect(page).toHaveURL(/\/site\/center\/edit$/);

  await page.getByPlaceholder('个性签名').fill('今天也要加油');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('操作成功!')).toBeVisible();

  await page.locator('input[type=file]').setInputFiles(logo);
  const avatar = page.locator('[data-page="edit"] .adm-avatar img');
  await expect(avatar).toHaveAttribute('src', /\/site\/attach\?file=all\//);
  const src = await avatar.getAttribute('src');

  // The kept-alive personal centre shows the new avatar when shown again.
  await page.goBack();
  await expect(page.locator('[data-page="personal"] .adm-avatar img')).toHaveAttribute('src', src ?? '');
  // The signature survived a reload.
  await page.goto('/site/center/edit');
  await expect(page.getByPlaceholder('个性签名')).toHaveValue('今天也要加油');
  // The uploaded file is served, as an image.
  const res = await page.request.get(src ?? '');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^image\/jpeg/);
});
