import { expect, test } from '@playwright/test';
import { login, scanQr } from './helpers';

test('student: service hall → personal centre → personal QR → English → log out', async ({ page }) => {
  await login(page, 'student');
  // The service hall of the default site, with the add-service entry.
  await expect(page).toHaveURL(/\/site\/$/);
  await expect(page.getByTestId('hall-user')).toHaveText('张三');
  await expect(page.locator('[data-family="core"]')).toBeVisible();
  await expect(page.getByTestId('add-service')).toBeVisible();
  await expect(page).toHaveTitle('服务大厅');

  // Search narrows the hall.
  await page.getByPlaceholder('搜索服务').fill('二维码');
  await expect(page.locator('[data-service="center/qrcode"]')).toBeVisible();
  await expect(page.locator('[data-service="center/personal"]')).toHaveCount(0);
  await page.getByPlaceholder('搜索服务').fill('');

  await page.locator('[data-service="center/personal"]').click();
  await expect(page).toHaveURL(/\/site\/center\/personal$/);
  await expect(page.getByTestId('personal-name')).toHaveText('张三');
  await expect(page).toHaveTitle('个人中心');

  await page.locator('[data-page="personal"]').getByText('个人二维码').click();
  await expect(page).toHaveURL(/\/site\/center\/qrcode$/);
  const code = await scanQr(page.getByTestId('personal-qr'));
  expect(code).toMatch(/^cp1\./);
  await expect(page.getByTestId('qr-countdown')).toContainText('秒后自动刷新');

  await page.goBack();
  await expect(page).toHaveURL(/\/site\/center\/personal$/);
  await page.getByText('English').click();
  await expect(page.getByText('Log out')).toBeVisible();
  await expect(page.locator('[data-page="personal"]').getByText('My QR code')).toBeVisible();
  await expect(page).toHaveTitle('My account');
  // The choice persists.
  await page.reload();
  await expect(page.getByText('Log out')).toBeVisible();

  await page.getByText('Log out').click();
  // The site's logout address, not a login that would lead back.
  await expect(page).toHaveURL(/\/site\/center\/login$/);
  await page.goto('/site/center/personal');
  await expect(page).toHaveURL(/\/site\/center\/login\?redirect_url=/);
});

test('the scanner verifies a personal code typed in and shows whose it is', async ({ page, browser }) => {
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await login(ownerPage, 'leader');
  await ownerPage.goto('/site/center/qrcode');
  const code = await scanQr(ownerPage.getByTestId('personal-qr'));
  await owner.close();

  await login(page, 'teacher');
  await page.goto('/site/center/sweepCode');
  await page.getByPlaceholder('输入码内容').fill(code);
  await page.getByRole('button', { name: '核验' }).click();
  // A teacher without a staff permission sees the name and number masked.
  await expect(page.getByTestId('scanned-person')).toContainText('钱');
  await expect(page.getByTestId('scanned-person')).toContainText('计算机学院');
});

test('pinning a service in the hall keeps it under My services', async ({ page }) => {
  await login(page, 'counselor');
  await expect(page.getByTestId('hall-user')).toHaveText('赵辅导员');
  await page.getByTestId('add-service').click();
  await page.locator('[data-family="core"] [data-service="center/qrcode"]').click();
  await expect(page.getByText('我的服务')).toBeVisible();
  await page.reload();
  await expect(page.getByText('我的服务')).toBeVisible();
  await page.getByText('我的服务').locator('..').locator('[data-service="center/qrcode"]').click();
  await expect(page).toHaveURL(/\/site\/center\/qrcode$/);
});

test('the scanner reads a personal code from a picked photo', async ({ page, browser }) => {
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await login(ownerPage, 'leader');
  await ownerPage.goto('/site/center/qrcode');
  // A picture of the owner's screen: the code image as it is shown.
  const src = (await ownerPage.getByTestId('personal-qr').getAttribute('src')) ?? '';
  const photo = Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64');
  await owner.close();

  await login(page, 'teacher');
  await page.goto('/site/center/sweepCodeBjtu');
  await page.locator('input[type=file]').setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByTestId('scanned-person')).toContainText('计算机学院');
});
