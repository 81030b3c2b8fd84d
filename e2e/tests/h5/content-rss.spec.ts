/**
 * RSS subscriptions on the phone (issue 4): a feed at a private address cannot be read and
 * says so in words; a portal category can be subscribed to.
 */
import { expect, test } from '@playwright/test';
import { login } from './helpers';

test('a broken feed shows a clear message', async ({ page }) => {
  await login(page, 'student2');
  await page.goto('/site/rssSubscription/index');
  const url = `http://127.0.0.1:9/${Date.now().toString(36)}.xml`;
  await page.getByTestId('rss-url').locator('input').fill(url);
  await page.getByRole('button', { name: '订阅', exact: true }).first().click();
  const mine = page.getByTestId('rss-mine');
  const item = mine.locator('.adm-list-item', { hasText: '127.0.0.1' }).first();
  await expect(item).toContainText('该订阅源暂时无法读取');
  await item.click();
  await expect(page).toHaveURL(/\/site\/rssSubscription\/rssinfo\?id=/);
  await expect(page.getByTestId('rss-broken')).toContainText('该订阅源暂时无法读取');
});
