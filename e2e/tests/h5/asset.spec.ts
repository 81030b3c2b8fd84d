/**
 * A student scans the QR label on an asset (a photo of it picked in the scanner) and sees the
 * asset's public card with the entry to report a fault, but not the register; a holder of
 * asset.view browses the register on the phone and opens the full record.
 */
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import { login } from './helpers';

// qrcode ships no types; this is the one call the test needs.
const QRCode = createRequire(import.meta.url)('qrcode') as { toBuffer(text: string, opts: { width: number; margin: number }): Promise<Buffer> };

test('a student scans an asset label and sees its card', async ({ page, baseURL }) => {
  await login(page, 'student', '/site/center/login');
  await page.goto('/site/asset/index');
  await expect(page.getByTestId('asset-scan')).toBeVisible();
  // A label as the console prints it: the H5 address of the asset (demo asset ZC-2024-0001).
  const picture = await QRCode.toBuffer(`${baseURL}/site/asset/index?code=ZC-2024-0001`, { width: 360, margin: 2 });
  await page.getByTestId('asset-scan').locator('input[type="file"]').setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: picture });

  const card = page.getByTestId('asset-card');
  await expect(card).toBeVisible();
  await expect(page).toHaveURL(/\/site\/asset\/index\?code=ZC-2024-0001/);
  await expect(page.getByTestId('asset-name')).toHaveText('投影仪 EB-X51');
  await expect(page.getByTestId('asset-code')).toHaveText('ZC-2024-0001');
  await expect(page.getByTestId('asset-location')).toHaveText('教学楼A-101');
  await expect(page.getByTestId('asset-status')).toHaveText('在用');
  // The public card only: no keeper or value for a student.
  await expect(card).not.toContainText('保管人');
  await expect(page.getByTestId('asset-report')).toBeVisible();

  // Back on the scanner, the asset is among the recent ones; the register is not offered.
  await card.getByRole('button', { name: '扫描其他资产' }).click();
  await expect(page.getByTestId('asset-recent')).toContainText('投影仪 EB-X51');
  await expect(page.getByTestId('asset-to-list')).toHaveCount(0);

  // Typing a code that does not exist says so.
  await page.getByPlaceholder('输入资产编号').fill('NO-SUCH-1');
  await page.getByRole('button', { name: '查看' }).click();
  await expect(page.getByTestId('asset-missing')).toBeVisible();
});

test('a viewer browses the register and opens an asset’s full record; a student is told the register is not theirs', async ({ page, browser }) => {
  await login(page, 'dispatcher', '/site/center/login');
  await page.goto('/site/asset/index');
  await page.getByTestId('asset-to-list').click();
  await expect(page).toHaveURL(/\/site\/asset\/list/);
  const results = page.getByTestId('asset-results');
  await expect(results).toContainText('激光打印机 M405d');
  await page.getByPlaceholder('编号 / 名称 / 位置').fill('打印机');
  await page.getByPlaceholder('编号 / 名称 / 位置').press('Enter');
  await expect(results).not.toContainText('投影仪 EB-X51');
  await results.getByText('激光打印机 M405d').click();
  await expect(page.getByTestId('asset-card')).toContainText('保管人');
  await expect(page.getByTestId('asset-card')).toContainText('孙管理员');
  await expect(page.getByTestId('asset-card').getByTestId('asset-status')).toHaveText('闲置');

  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const student = await ctx.newPage();
  await login(student, 'student', '/site/center/login');
  await student.goto('/site/asset/search');
  await expect(student.getByTestId('asset-refused')).toBeVisible();
  await ctx.close();
});
