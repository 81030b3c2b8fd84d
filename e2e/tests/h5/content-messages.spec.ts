/**
 * The message centre on the phone (issue 4): unread counts that go down as messages are read,
 * and a message sent by the manager arriving live, without reloading.
 */
import { expect, test } from '@playwright/test';
import { apiContext, myId, readAll, send, unique } from './content-helpers';
import { login } from './helpers';

test('the unread count goes down as messages are read, one and then all', async ({ page, browser }) => {
  await login(page, 'student2');
  const me = await myId(page.request);
  await readAll(page.request);
  const manager = await apiContext(browser, 'manager');
  const first = unique('第一条消息');
  const second = unique('第二条消息');
  await send(manager.request, { title: first, body: '正文一', audience: { users: [me] } });
  await send(manager.request, { title: second, body: '正文二', audience: { users: [me] } });
  await manager.close();

  await page.goto('/site/message/index');
  const total = page.getByTestId('unread-total');
  await expect(total).toHaveAttribute('data-count', '2');
  await expect(total).toHaveText('2 条未读');

  await page.getByTestId('message-list').getByText(first).click();
  await expect(page).toHaveURL(/\/site\/message\/message\?id=/);
  await expect(page.getByTestId('message-detail')).toContainText('正文一');
  await page.goBack();
  await expect(total).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('message-list').locator('.message-row.is-read', { hasText: first })).toBeVisible();

  await page.getByTestId('read-all').click();
  await expect(total).toHaveAttribute('data-count', '0');
  await expect(page.getByTestId('message-list').locator('.message-row.is-unread')).toHaveCount(0);
});

test('a message sent by the manager appears live in the centre and on the service hall', async ({ page, browser }) => {
  await login(page, 'student2');
  const me = await myId(page.request);
  await readAll(page.request);

  const stream = page.waitForResponse((r) => r.url().includes('/api/message/stream'));
  await page.goto('/site/message/index');
  expect((await stream).headers()['content-type']).toContain('text/event-stream');
  const total = page.getByTestId('unread-total');
  await expect(total).toHaveAttribute('data-count', '0');

  const manager = await apiContext(browser, 'manager');
  const title = unique('实时消息');
  await send(manager.request, { title, body: '不用刷新就能看到', link: '/site/news/index', audience: { users: [me] } });

  const row = page.getByTestId('message-list').locator('.message-row', { hasText: title });
  await expect(row).toBeVisible();
  await expect(page.getByText(`新消息：${title}`)).toBeVisible();
  await expect(total).toHaveAttribute('data-count', '1');

  // Back at the service hall (no reload of the app), the message tile carries the count.
  await page.goto('/site/');
  await expect(page.locator('[data-service="message/index"]').getByTestId('tile-badge')).toHaveText('1');
  const again = unique('第二条实时消息');
  await send(manager.request, { title: again, audience: { users: [me] } });
  await expect(page.locator('[data-service="message/index"]').getByTestId('tile-badge')).toHaveText('2');
  await manager.close();
});
