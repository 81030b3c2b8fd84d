/**
 * The campus code at the gate: a student opens their code (green, with their name and
 * department); the guard on duty picks the gate and direction, feeds a photo of the code to
 * the scanner and sees the student let through; the same code typed again is refused (a
 * screenshot is good once), and the student's screen lists the passage.
 */
import { expect, test } from '@playwright/test';
import { login, phoneOf, scanQr } from './helpers';

test('a guard checks a student’s campus code at the gate, once', async ({ browser, page }) => {
  await login(page, 'student');
  await page.goto('/site/buuCode/index');
  const card = page.getByTestId('campus-code-card');
  await expect(card).toContainText('张三');
  await expect(card).toContainText('计算机学院');
  await expect(page.getByTestId('campus-code-status')).toHaveText('可通行');
  await expect(page.getByTestId('campus-code-countdown')).toContainText('秒后自动刷新');

  const guard = await phoneOf(browser, 'guard');
  await guard.goto('/site/xidianGuard/index');
  await guard.getByTestId('guard-gates').getByText('南门').click();
  await guard.getByTestId('guard-direction').getByText('入校').click();
  // The guard's phone reads a photo of the student's screen.
  const src = await page.getByTestId('campus-code-qr').getAttribute('src');
  const photo = Buffer.from(src!.split(',')[1]!, 'base64');
  await guard.getByTestId('guard-scan').locator('input[type=file]').setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: photo });
  const verdict = guard.getByTestId('guard-verdict');
  await expect(verdict).toHaveAttribute('data-allowed', 'true');
  await expect(verdict).toContainText('核验通过');
  await expect(verdict).toContainText('张三');
  await expect(verdict).toContainText('南门 · 入校');
  await expect(guard.getByTestId('guard-checks')).toContainText('张三');

  // The same code typed in again (a screenshot passed on) is refused.
  const code = await scanQr(page.getByTestId('campus-code-qr'));
  await guard.getByTestId('guard-scan').locator('input:not([type=file])').fill(code);
  await guard.getByTestId('guard-scan').getByRole('button', { name: '核验' }).click();
  await expect(guard.getByTestId('guard-error')).toContainText('已处理过');

  // The student's own list shows the passage.
  await page.reload();
  await expect(page.getByTestId('campus-code-recent')).toContainText('南门');
  await guard.context().close();
});

test('a student without the guard permission cannot check codes', async ({ page }) => {
  await login(page, 'student');
  await page.goto('/site/xidianGuard/index');
  await expect(page.getByText('你没有门岗核验权限')).toBeVisible();
});
