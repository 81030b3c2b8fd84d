/**
 * Tickets (the test): a student grabs a ticket of the demo concert on the phone and
 * shows its QR; a checker scans a picture of that QR and sees "ticket checked"; a second check
 * is refused, saying when it was checked.
 */
import { expect, test } from '@playwright/test';
import { login, scanQr } from './helpers';

test('a student grabs a ticket and shows its QR; a checker checks it once', async ({ browser, page }) => {
  await login(page, 'student');
  await page.goto('/site/ticket/index');
  await page.getByTestId('ticket-event').filter({ hasText: '新年音乐会' }).click();
  await expect(page.getByTestId('ticket-detail')).toContainText('新年音乐会');
  const type = page.getByTestId('ticket-type').filter({ hasText: '内场' });
  await expect(type.getByTestId('ticket-remaining')).toContainText('余票');
  const button = type.getByTestId('ticket-action');
  await expect(button).toHaveText('抢票');
  // The grab is a POST with the type's id in its URL and no body (the cheapest request for a rush).
  const sent = page.waitForRequest((r) => r.url().includes('/api/ticket/enroll'));
  await button.click();
  const grab = await sent;
  expect(grab.method()).toBe('POST');
  expect(new URL(grab.url()).searchParams.get('typeId')).toBeTruthy();
  expect(grab.postData()).toBeNull();

  // The success page: the QR carries the 兑换码, with 姓名 and 学工号.
  await expect(page).toHaveURL(/\/site\/ticket\/success/);
  const qr = page.getByTestId('ticket-qr');
  const code = await scanQr(qr);
  await expect(page.getByTestId('ticket-code')).toHaveText(code);
  await expect(page.getByTestId('ticket-card')).toContainText('姓名');
  await expect(page.getByTestId('ticket-card')).toContainText('学工号');
  const src = (await qr.getAttribute('src')) ?? '';
  const picture = Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64');

  const checkerCtx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const checker = await checkerCtx.newPage();
  await login(checker, 'checker');
  await checker.goto('/site/ticket/check');
  await checker.getByTestId('ticket-scan').locator('input[type="file"]').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: picture });
  const result = checker.getByTestId('ticket-check-result');
  await expect(result).toContainText('已检票');
  await expect(result).toContainText(code);

  // The same ticket again, scanned: refused, saying when.
  await result.getByRole('button', { name: '继续验票' }).click();
  await checker.getByTestId('ticket-scan').locator('input[type="file"]').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: picture });
  await expect(checker.getByTestId('ticket-check-result')).toHaveAttribute('data-ok', '0');
  await expect(checker.getByTestId('ticket-check-result')).toContainText(/已于 .* 检过/);
  await checkerCtx.close();

  // The student's ticket now reads checked, and the type's label says so.
  await page.reload();
  await expect(page.getByTestId('ticket-status')).toContainText('已检票');
  // A checked ticket shows no code to scan any more; the way back is a button.
  await expect(page.getByTestId('ticket-qr')).toHaveCount(0);
  await page.getByRole('button', { name: '活动详情' }).click();
  await expect(page).toHaveURL(/\/site\/ticket\/detail\?id=/);
  await expect(page.getByTestId('ticket-type').filter({ hasText: '内场' }).getByTestId('ticket-action')).toHaveText('已检票');
});

test('a student reserves in the draw event and subscribes to the concert', async ({ page }) => {
  await login(page, 'student2');
  await page.goto('/site/ticket/index');
  await page.getByTestId('ticket-event').filter({ hasText: '毕业季话剧' }).click();
  const button = page.getByTestId('ticket-type').first().getByTestId('ticket-action');
  await expect(button).toHaveText('预约');
  await button.click();
  await expect(button).toHaveText('预约成功，等待分配票');
  // Nobody holds a ticket yet: no empty "my tickets" section.
  await expect(page.getByTestId('ticket-mine')).toHaveCount(0);
  await expect(button).toBeDisabled();

  await page.goto('/site/ticket/index');
  await page.getByTestId('ticket-event').filter({ hasText: '新年音乐会' }).click();
  const toggle = page.getByTestId('ticket-subscribe');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(page.getByTestId('ticket-subscribe')).toHaveAttribute('aria-checked', 'true');
});
