/**
 * Check-in on site: an organiser publishes an activity from the phone, a student signs up, the
 * organiser shows the rotating check-in QR and the student scans a picture of it: checked in
 * once; scanning again is refused.
 */
import { expect, test } from '@playwright/test';
import { login, pickDate, siteWallTime } from './helpers';

test('a participant checks in by scanning the organiser’s rotating QR, once', async ({ browser, page }) => {
  const title = `签到测试${Date.now().toString(36)}`;
  await login(page, 'manager');
  await page.goto('/site/activity/addnew');
  await page.locator('.adm-form-item', { hasText: '活动名称' }).locator('input').fill(title);
  await page.locator('.adm-form-item', { hasText: '主办单位' }).locator('input').fill('学生会');
  // A cover picked in the tile shows in it at once (uploaded, then drawn from its address).
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await page.getByTestId('activity-cover').locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('activity-cover').locator('img')).toHaveJSProperty('complete', true);
  await expect.poll(() => page.getByTestId('activity-cover').locator('img').evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  // The times are picked on the app's wheels (in the app's language), not in the browser's date box,
  // as wall times on the site's clock (the browser keeps another zone).
  await pickDate(page, 'activity-signupOpenAt', siteWallTime(-60));
  await pickDate(page, 'activity-signupCloseAt', siteWallTime(20));
  await pickDate(page, 'activity-startsAt', siteWallTime(30));
  await pickDate(page, 'activity-endsAt', siteWallTime(180));
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/site\/activity\/activemanage\?id=/);

  const studentCtx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const student = await studentCtx.newPage();
  await login(student, 'student');
  await student.goto('/site/activity/hall');
  await student.getByTestId('activity-card').filter({ hasText: title }).click();
  await student.getByRole('button', { name: '立即报名' }).click();
  await student.getByRole('button', { name: '确定' }).click();
  await expect(student.getByTestId('my-status')).toHaveText('已报名');

  await page.getByText('签到二维码').click();
  const qr = page.getByTestId('activity-checkin-qr');
  await expect(qr).toBeVisible();
  const src = (await qr.getAttribute('src')) ?? '';
  const picture = Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64');

  await student.goto('/site/activity/activitycode');
  await student.getByTestId('activity-scan').locator('input[type="file"]').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: picture });
  await expect(student.getByTestId('checkin-result')).toContainText(title);
  await expect(student.getByTestId('checkin-result')).toContainText('张三');

  await student.goto('/site/activity/activitycode');
  await student.getByTestId('activity-scan').locator('input[type="file"]').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: picture });
  await expect(student.getByText('已处理过')).toBeVisible();
  await expect(student.getByTestId('checkin-result')).toHaveCount(0);
  await studentCtx.close();
});
