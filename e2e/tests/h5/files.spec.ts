/**
 * A student opens the common documents: sees the file meant for everyone (newest first), finds
 * it by name, previews it and downloads it; the staff-only file is not listed, and its address
 * answers "not found" even when typed in directly.
 */
import { expect, test } from '@playwright/test';
import { XHR, apiContext, unique } from './content-helpers';
import { login } from './helpers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('a student downloads a visible file and cannot reach a restricted one', async ({ page, browser }) => {
  // The manager publishes two files (as in the console: upload, then publish with an audience).
  const manager = await apiContext(browser, 'manager');
  const publish = async (title: string, audience: Record<string, unknown>) => {
    const up = await (await manager.request.post('/api/upload/bybase64', { headers: XHR, data: { file: PNG.toString('base64'), name: `${title}.png` } })).json();
    const saved = await (await manager.request.post('/api/files/save', { headers: XHR, data: { shelf: 'common', title, uploadId: up.d.id, audience } })).json();
    expect(saved.e, saved.m).toBe(0);
    return saved.d.id as string;
  };
  const open = unique('校历');
  const secret = unique('教职工薪酬');
  await publish(open, { site: true });
  const secretId = await publish(secret, { roles: ['teacher'] });
  await manager.close();

  await login(page, 'student');
  await page.goto('/site/commonFile/index');
  const list = page.getByTestId('files-list');
  await expect(list).toContainText(open);
  await expect(list).not.toContainText(secret);

  await page.getByTestId('files-search').locator('input').fill(open);
  const item = list.getByTestId('file-item').filter({ hasText: open });
  await expect(list.getByTestId('file-item')).toHaveCount(1);

  await item.getByTestId('file-preview').click();
  await expect(page.getByTestId('image-preview')).toBeVisible();
  await page.getByTestId('image-preview').click({ position: { x: 10, y: 200 } });
  await expect(page.getByTestId('image-preview')).toHaveCount(0);

  const [download] = await Promise.all([page.waitForEvent('download'), item.getByTestId('file-download').click()]);
  expect(download.suggestedFilename()).toBe(`${open}.png`);
  await page.reload();
  await page.getByTestId('files-search').locator('input').fill(open);
  await expect(page.getByTestId('file-item').filter({ hasText: open })).toContainText(/下载 [12] 次/);

  // The restricted file's address, typed in: the server refuses it for this student.
  const res = await page.request.get(`/api/files/download?id=${secretId}`);
  expect(res.status()).toBe(404);
  expect((await res.json()).e).toBe(10004);
});
