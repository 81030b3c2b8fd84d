/**
 * The content screens as a student meets them on the phone (issue 4): news and a notice made by
 * the manager through the API, required reading confirmed on the notice page, and its to-do
 * leaving the message centre.
 */
import { expect, test } from '@playwright/test';
import { apiContext, myId, publish, unique } from './content-helpers';
import { login } from './helpers';

test('a student reads news and a notice, confirms required reading, and its to-do is closed', async ({
  page,
  browser,
}) => {
  await login(page, 'student');
  const studentId = await myId(page.request);
  const manager = await apiContext(browser, 'manager');

  const newsTitle = unique('校园新闻');
  await publish(manager.request, {
    kind: 'news',
    title: newsTitle,
    summary: '新闻摘要',
    body: '<p>新闻正文<strong>加粗</strong></p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>',
    audience: { site: true },
  });
  const noticeTitle = unique('必读通知');
  const noticeId = await publish(manager.request, {
    kind: 'notice',
    title: noticeTitle,
    summary: '请阅读并确认',
    body: '<p>通知正文</p><ul><li>第一条</li></ul>',
    audience: { users: [studentId] },
    required: true,
  });
  await manager.close();

  // News: in the list, opened, rendered as safe rich text.
  await page.goto('/site/news/index');
  await page.getByTestId('content-list').getByText(newsTitle).click();
  await expect(page).toHaveURL(/\/site\/news\/detail\?id=/);
  const article = page.getByTestId('content-detail');
  await expect(article.getByRole('heading', { name: newsTitle })).toBeVisible();
  await expect(article.locator('strong')).toHaveText('加粗');
  await expect(article.locator('script, [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  // The notice list marks it as required reading.
  await page.goto('/site/notice/index');
  const row = page.getByTestId('content-list').locator(`[data-item="${noticeId}"]`);
  await expect(row).toContainText('必读');

  // The message centre's to-do tab holds it and links straight to the notice.
  await page.goto('/site/message/index');
  await page.getByRole('tab', { name: /待办/ }).click();
  const todo = page.getByTestId('message-list').locator('.message-row', { hasText: noticeTitle });
  await expect(todo).toBeVisible();
  await todo.getByTestId('todo-open').click();
  await expect(page).toHaveURL(new RegExp(`/site/notice/noticepage\\?id=${noticeId}`));
  await expect(page.getByTestId('content-detail').locator('li')).toHaveText('第一条');
  await page.getByTestId('confirm-read').click();
  await expect(page.getByTestId('confirmed')).toBeVisible();

  // Confirmed: the to-do is gone, the required-reading page no longer asks for it.
  await page.goto('/site/message/index');
  await page.getByRole('tab', { name: /待办/ }).click();
  await expect(page.getByTestId('message-list').locator('.message-row', { hasText: noticeTitle })).toHaveCount(0);
  await page.getByRole('button', { name: '已完成' }).click();
  await expect(page.getByTestId('message-list').locator('.message-row', { hasText: noticeTitle })).toBeVisible();
  await page.goto('/site/notice/noticetippage');
  await expect(page.locator(`[data-item="${noticeId}"]`)).toHaveCount(0);
});
