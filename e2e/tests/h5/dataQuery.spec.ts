/** A student looks up their admission result by candidate number and name (the demo query set). */
import { expect, test } from '@playwright/test';
import { login } from './helpers';

test('a student queries their admission result', async ({ page }) => {
  await login(page, 'student');
  await page.goto('/site/gzQuery/index');
  await expect(page.getByText('2026 年本科录取结果查询')).toBeVisible();

  await page.getByRole('textbox', { name: '考生号' }).fill('26110101');
  await page.getByRole('textbox', { name: '姓名' }).fill('王五错');
  await page.getByTestId('query-submit').click();
  await expect(page.getByTestId('query-answer')).toContainText('未查询到相关信息');
  await page.getByRole('button', { name: '重新查询' }).click();

  await page.getByRole('textbox', { name: '姓名' }).fill('张三');
  await page.getByTestId('query-submit').click();
  const answer = page.getByTestId('query-answer');
  await expect(answer).toContainText('计算机科学与技术');
  await expect(answer).toContainText('计算机学院');
  await expect(answer).toContainText('本小时还可查询 8 次');
});
