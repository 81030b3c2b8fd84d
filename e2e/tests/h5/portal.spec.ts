/**
 * The application square and the school home pages on the phone: a student follows a link into
 * the square at one category (sid), searches, favourites an app and finds it on top, and opens
 * it; a school's home page path shows that school's layout, and its address book is the phone book.
 */
import { expect, test } from '@playwright/test';
import { login } from './helpers';

test('a student opens the square at a category, searches, favourites an app and sees it on top', async ({ page }) => {
  await login(page, 'student');
  // The link that brought them here names a category by its id (sid).
  const dir = (await (await page.request.get('/api/portal/directory')).json()) as { d: { categories: { id: string; name: string }[] } };
  const tickets = dir.d.categories.find((c) => c.name === '活动票务')!;
  await page.goto(`/site/applicationSquare/index?sid=${encodeURIComponent(tickets.id)}`);
  const square = page.getByTestId('portal-square');
  await expect(square.locator('.adm-side-bar-item-active')).toContainText('活动票务');
  await expect(square.locator('[data-app="抢票"]')).toBeVisible();
  await expect(square.locator('[data-app="电话黄页"]')).toHaveCount(0);
  // Teachers' apps are not in a student's square.
  await expect(page.locator('[data-app="教务系统"]')).toHaveCount(0);

  await page.getByTestId('portal-search').locator('input').fill('校车');
  await page.getByTestId('portal-search').locator('input').press('Enter');
  const hit = page.getByTestId('portal-results').locator('[data-app="校车时刻"]');
  await expect(hit).toBeVisible();
  await hit.getByTestId('portal-star').click();
  await expect(page.getByText('已收藏')).toBeVisible();

  // Back to the square: the favourite is on top, and the keyword is in the history.
  await page.getByText('取消').click();
  await expect(page.getByTestId('portal-favorites').getByTestId('portal-favorite').first()).toContainText('校车时刻');
  await page.getByTestId('portal-search').locator('input').click();
  await expect(page.getByTestId('portal-history')).toContainText('校车');

  await page.getByTestId('portal-favorites').getByRole('button', { name: '校车时刻' }).click();
  await expect(page).toHaveURL(/\/site\/shuttleBus\/index/);

  // A link with a sid that names nothing opens the whole square with a notice.
  await page.goto('/site/applicationSquare/index?sid=no-such-service');
  await expect(page.getByTestId('portal-unknown-sid')).toBeVisible();
  await expect(page.getByTestId('portal-square').locator('[data-app="电话黄页"]')).toBeVisible();
});

test('a school home page path shows that school’s layout', async ({ page }) => {
  await login(page, 'student');
  await page.goto('/site/xidianPage/home');
  await expect(page.getByRole('heading', { name: '西电校园' })).toBeVisible();
  await expect(page.getByTestId('portal-home')).toHaveAttribute('data-layout', 'xidian:own');
  await expect(page.getByTestId('home-links')).toContainText('西电门户');
  await expect(page.getByTestId('home-entries').locator('[data-app="电话黄页"]')).toBeVisible();
  await expect(page.getByTestId('home-news')).toContainText('西电要闻');
  await expect(page.getByTestId('home-phoneBook')).toContainText('校园报警');

  // Another school's path: its own sections on the same screen.
  await page.goto('/site/csuindex/index');
  await expect(page.getByRole('heading', { name: '中南校园' })).toBeVisible();
  await expect(page.getByTestId('home-entries').first()).toContainText('热门应用');

  // A school without its own layout gets the site default.
  await page.goto('/site/bjutPage/index');
  await expect(page.getByTestId('portal-home')).toHaveAttribute('data-layout', 'bjut:default');
  await expect(page.getByRole('heading', { name: '演示大学' })).toBeVisible();

  // Xidian's address book is the phone book.
  await page.goto('/site/xidianPage/home');
  await page.getByTestId('home-links').getByRole('button', { name: '通讯录' }).click();
  await expect(page).toHaveURL(/\/site\/xidianPage\/addressBook/);
  await expect(page.getByTestId('tel-emergency')).toContainText('校园报警');
});
