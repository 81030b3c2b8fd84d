/**
 * Activities as a person uses them: a student finds an activity in the hall, signs up, sees the
 * place counted and their status, and comments on it; every activity screen opens cleanly.
 */
import { expect, test } from '@playwright/test';
import { goInApp, login, photo } from './helpers';

test('a student signs up for an activity and comments on it', async ({ page }) => {
  await login(page, 'student');
  await page.goto('/site/activity/index');
  await page.getByTestId('activity-card').filter({ hasText: '秋季草地音乐节' }).click();
  await expect(page).toHaveURL(/\/site\/activity\/activitydetail\?id=/);
  await expect(page.getByTestId('activity-state')).toHaveText('报名中');
  const before = await page.getByTestId('activity-taken').innerText();
  await page.getByRole('button', { name: '立即报名' }).click();
  await page.getByTestId('signup-note').locator('input').fill('和室友一起');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('my-status')).toHaveText('已报名');
  await expect(page.getByTestId('activity-taken')).not.toHaveText(before);
  await expect(page.getByRole('button', { name: '取消报名' })).toBeVisible();

  await page.getByText('评论', { exact: true }).click();
  await expect(page).toHaveURL(/\/site\/activity\/activitycomment\?id=/);
  await page.getByTestId('comment-input').locator('textarea').fill('期待！<script>alert(1)</script>');
  await page.getByTestId('comment-send').click();
  await expect(page.getByTestId('comment-list')).toContainText('期待！');
  await expect(page.getByTestId('comment-list')).not.toContainText('alert');
  await expect(page.getByTestId('comment-list')).toContainText('张三');
});

test('every activity and voucher screen opens for a student without not-found, 系统异常 or console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  await login(page, 'student');
  await page.goto('/site/activity/index');
  await page.getByTestId('activity-card').first().click();
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  const open = async (path: string) => {
    await goInApp(page, path);
    await expect(page.locator('[data-page="not-found"]'), path).toHaveCount(0);
    await expect(page.getByText('系统异常'), path).toHaveCount(0);
  };
  // As the crawler opens them (no query), then a participant's screens of a real activity.
  const pages = ['index', 'hall', 'manage', 'activemanage', 'activemanageSing', 'activityfile', 'activitycomment', 'activityphoto', 'activitydetail', 'activitycode', 'activityphotochild', 'addnew'];
  for (const p of pages) await open(`/site/activity/${p}`);
  for (const p of ['activitydetail', 'activityfile', 'activitycomment', 'activityphoto', 'activitycode']) await open(`/site/activity/${p}?id=${id}`);
  for (const p of ['index', 'cupList', 'scanning', 'voucherCode']) await open(`/site/cupwriteOff/${p}`);
  expect(errors).toEqual([]);
  // An activity that is not there gets the notice and the way back, and no 不存在 toast over it.
  await page.goto('/site/activity/activitydetail?id=no-such-activity');
  await expect(page.getByTestId('activity-missing')).toContainText('未找到该活动');
  await page.waitForTimeout(500);
  await expect(page.getByText('不存在')).toHaveCount(0);
});

test('a long comment wraps inside the phone screen, and deleting a comment asks first', async ({ page }) => {
  await login(page, 'student2');
  await page.goto('/site/activity/index');
  await page.getByTestId('activity-card').filter({ hasText: '秋季草地音乐节' }).click();
  await expect(page.getByRole('button', { name: /立即报名|取消报名/ })).toBeVisible();
  if (await page.getByRole('button', { name: '立即报名' }).count()) {
    await page.getByRole('button', { name: '立即报名' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByTestId('my-status')).toHaveText('已报名');
  }
  await page.getByText('评论', { exact: true }).click();
  const word = `很长的链接https://example.com/${'a'.repeat(160)}`;
  await page.getByTestId('comment-input').locator('textarea').fill(word);
  await page.getByTestId('comment-send').click();
  const mine = page.locator('.act-comment', { hasText: word });
  await expect(mine).toBeVisible();
  // Nothing sticks out sideways: the page is no wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await mine.getByTestId('comment-delete').click();
  await expect(page.getByText('确定删除这条评论吗？删除后无法恢复')).toBeVisible();
  await page.getByRole('button', { name: '取消' }).click();
  await expect(mine).toBeVisible();
  await mine.getByTestId('comment-delete').click();
  await page.locator('.adm-dialog').getByRole('button', { name: '删除' }).click();
  await expect(page.locator('.act-comment', { hasText: word })).toHaveCount(0);
});

test('an organiser fills an album with photos, each showing its upload and a failed one its retry; deleting one asks first; an album link without its album says so', async ({ page }) => {
  await login(page, 'manager');
  await page.goto('/site/activity/index');
  await page.getByTestId('activity-card').filter({ hasText: '秋季草地音乐节' }).click();
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  await page.goto(`/site/activity/activityphoto?id=${id}`);
  const title = `相册${Date.now().toString(36)}`;
  await page.getByRole('button', { name: '新建相册' }).click();
  await page.locator('.adm-dialog input').fill(title);
  await page.getByRole('button', { name: '确定' }).click();
  await page.locator('.adm-list-item', { hasText: title }).click();
  await expect(page).toHaveURL(/\/site\/activity\/activityphotochild\?albumId=/);
  // An empty album tells the organiser how to fill it.
  await expect(page.getByText('相册里还没有照片，点击“上传照片”添加')).toBeVisible();
  // A photo on its way shows how far it is; one that fails stays on its tile saying why, with a retry.
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  let first = true;
  await page.route('**/api/upload/index', async (route) => {
    if (first) {
      first = false;
      await route.fulfill({ json: { e: 10014, m: 'too large', d: null } });
      return;
    }
    await held;
    await route.continue();
  });
  await page.locator('input[type="file"]').setInputFiles(photo('a.png'));
  const tile = page.getByTestId('photo-upload');
  await expect(tile).toHaveAttribute('data-state', 'failed');
  await expect(tile).toContainText('上传失败');
  await expect(tile).toContainText('内容过大');
  await tile.getByTestId('photo-retry').click();
  await expect(tile).toHaveAttribute('data-state', 'uploading');
  await expect(tile).toContainText(/上传中 \d+%/);
  release();
  await expect(page.locator('.act-photos img')).toHaveCount(1);
  await expect(tile).toHaveCount(0);
  await page.unroute('**/api/upload/index');

  await page.getByTestId('photo-delete').click();
  await expect(page.getByText('确定删除这张照片吗？删除后无法恢复')).toBeVisible();
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page.locator('.act-photos img')).toHaveCount(1);
  await page.getByTestId('photo-delete').click();
  await page.locator('.adm-dialog').getByRole('button', { name: '删除' }).click();
  await expect(page.locator('.act-photos img')).toHaveCount(0);

  await page.goto('/site/activity/activityphotochild');
  await expect(page.getByTestId('album-missing')).toContainText('未找到相册');
  await page.getByRole('button', { name: '返回活动大厅' }).click();
  await expect(page).toHaveURL(/\/site\/activity\/index$/);
});
