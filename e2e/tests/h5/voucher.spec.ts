/**
 * Vouchers: a checker writes off a student's voucher by scanning a picture of the QR on the
 * student's screen; a second write-off of the same voucher is refused with when and by whom.
 */
import { expect, test } from '@playwright/test';
import { login, scanQr } from './helpers';

test('a checker writes off a student’s voucher by its QR, once', async ({ browser, page }) => {
  await login(page, 'student');
  await page.goto('/site/cupwriteOff/index');
  const card = page.getByTestId('voucher-list').locator('.adm-card').filter({ hasText: '校园咖啡兑换券' });
  const qr = card.getByTestId('voucher-qr');
  const code = await scanQr(qr);
  await expect(card.getByTestId('voucher-code')).toHaveText(code);
  // A picture of the student's screen: the code image as it is shown.
  const src = (await qr.getAttribute('src')) ?? '';
  const picture = Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64');

  const checkerCtx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const checker = await checkerCtx.newPage();
  await login(checker, 'checker');
  await checker.goto('/site/cupwriteOff/scanning');
  await checker.getByPlaceholder('核销地点（选填）').fill('图书馆咖啡厅');
  await checker.getByTestId('voucher-scan').locator('input[type="file"]').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: picture });
  await expect(checker.getByTestId('writeoff-result')).toContainText('核销成功');
  await expect(checker.getByTestId('writeoff-result')).toContainText('张三');

  // The same voucher again, typed this time: refused, saying when and by whom.
  await checker.goto('/site/cupwriteOff/voucherCode');
  await checker.getByTestId('writeoff-code').locator('input').fill(code);
  await checker.getByTestId('writeoff-submit').click();
  await expect(checker.getByTestId('writeoff-result')).toContainText('已于');
  await expect(checker.getByTestId('writeoff-result')).toContainText('陈验票');
  // And scanned again: refused too.
  await checker.goto('/site/cupwriteOff/scanning');
  await checker.getByTestId('voucher-scan').locator('input[type="file"]').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: picture });
  await expect(checker.getByTestId('writeoff-result')).toContainText('已于');
  await checkerCtx.close();

  await page.reload();
  await page.getByRole('tab', { name: /已使用/ }).click();
  await expect(page.getByTestId('voucher-list')).toContainText('校园咖啡兑换券');
});

test('a student claims a voucher once and finds it with its QR', async ({ page }) => {
  await login(page, 'student2');
  await page.goto('/site/cupwriteOff/cupList');
  const card = page.locator('.adm-card', { hasText: '食堂满减券' });
  await expect(card).toContainText('已领 0/1');
  // Chinese punctuation in Chinese: 有效期：…, not an English colon.
  await expect(card).toContainText(/有效期：\d{4}-\d{2}-\d{2}/);
  await expect(card).not.toContainText('有效期:');
  await card.getByRole('button', { name: '立即领取' }).click();
  await expect(card).toContainText('已领 1/1');
  // The pressed-out button says why it cannot be pressed again.
  await expect(card.getByTestId('voucher-claim')).toHaveText('已领取');
  await expect(card.getByTestId('voucher-claim')).toBeDisabled();
  await page.getByRole('button', { name: '我的卡券' }).click();
  await expect(page).toHaveURL(/\/site\/cupwriteOff\/index$/);
  const mine = page.getByTestId('voucher-list').locator('.adm-card', { hasText: '食堂满减券' });
  const code = await scanQr(mine.getByTestId('voucher-qr'));
  await expect(mine.getByTestId('voucher-code')).toHaveText(code);
  await expect(mine).toContainText(/有效期：\d{4}-\d{2}-\d{2}/);
});

test('a student who opens the write-off screens is told they are for staff and sent to their own vouchers', async ({ page }) => {
  await login(page, 'student');
  for (const screen of ['scanning', 'voucherCode']) {
    await page.goto(`/site/cupwriteOff/${screen}`);
    await expect(page.getByTestId('writeoff-denied')).toContainText('仅核销人员可用');
    await expect(page.getByPlaceholder('请输入券码')).toHaveCount(0);
  }
  await page.getByTestId('writeoff-denied').getByRole('button', { name: '我的卡券' }).click();
  await expect(page).toHaveURL(/\/site\/cupwriteOff\/index$/);
  await expect(page.getByTestId('voucher-list')).toBeVisible();
});
