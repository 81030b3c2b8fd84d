/**
 * Repair on the phone (issue 6): a student reports a fault with a photo taken on the phone and
 * finds it in their orders; the demo dispatcher assigns it from the board on the H5; the demo
 * repair worker accepts, starts and finishes it with an after photo and the material used; the
 * student rates it. Others are shown a clear "not for you" on the worker's and dispatcher's screens.
 */
import { expect, test, type Page } from '@playwright/test';
import { login, phoneOf, photo } from './helpers';

const chip = (page: Page, text: string) => page.locator('.adm-selector-item', { hasText: text }).first();

test('a fault reported with a photo is assigned, repaired with an after photo and rated', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const description = `水龙头漏水 ${Date.now().toString(36)}`;

  // The student reports it: 水电 in 西区宿舍 (no automatic rule covers it, so it waits for dispatch).
  await login(page, 'student');
  await page.goto('/site/repair/index');
  await chip(page, '水电').click();
  await chip(page, '西区宿舍').click();
  await chip(page, '西2栋').click();
  await page.getByPlaceholder('如 302').fill('512');
  await page.getByPlaceholder('请描述故障情况').fill(description);
  await page.getByTestId('repair-photo-picker').locator('input[type="file"]').setInputFiles([photo('fault.png')]);
  await expect(page.getByTestId('repair-photo-picker').locator('img')).toHaveCount(1);
  // Re-encoded on the phone before the upload: the server stored a JPEG, not the PNG picked.
  await expect(page.getByTestId('repair-photo-picker').locator('img')).toHaveAttribute('src', /\.jpe?g$/);
  await page.getByPlaceholder('手机号码').fill('13800000001');
  await page.getByTestId('repair-submit').click();

  await expect(page).toHaveURL(/\/site\/repair\/orderdetail\?id=/);
  const id = new URL(page.url()).searchParams.get('id')!;
  await expect(page.getByTestId('repair-detail').getByTestId('repair-state')).toHaveText('待派单');
  await expect(page.getByTestId('repair-photos').locator('img')).toHaveCount(1);
  await expect(page.getByTestId('repair-sla')).toContainText('内派单');
  await expect(page.getByTestId('repair-cancel')).toBeVisible();

  // It is among the student's orders.
  await page.goto('/site/repair/detail');
  await expect(page.getByTestId('repair-mine').locator(`[data-id="${id}"]`)).toContainText(description);

  // The dispatcher finds it on the board on their phone and assigns it to the on-duty worker.
  const dispatcher = await phoneOf(browser, 'dispatcher');
  await dispatcher.goto('/site/repair/sendorder');
  await chip(dispatcher, '水电').click();
  const card = dispatcher.getByTestId('repair-board').locator(`[data-id="${id}"]`);
  await expect(card).toContainText(description);
  await card.getByTestId('repair-open-assign').click();
  const sheet = dispatcher.getByTestId('repair-assign-sheet');
  await sheet.getByTestId('repair-candidates').locator('.adm-list-item', { hasText: '周师傅' }).getByTestId('repair-assign').click();
  await expect(card).toHaveCount(0);
  // It left the board for the list of all orders, assigned to the worker.
  await dispatcher.locator('.adm-tabs-tab', { hasText: '全部工单' }).click();
  await expect(card.getByTestId('repair-state')).toHaveText('已派单');
  await expect(card).toContainText('周师傅');

  // The worker: the order is in their queue; accept, start, add an after photo and a material, finish.
  const worker = await phoneOf(browser, 'repairman');
  await worker.goto('/site/repair/repairman');
  await worker.getByTestId('repair-queue').locator(`[data-id="${id}"]`).getByText(description).click();
  await expect(worker).toHaveURL(new RegExp(`/site/repair/mandetail\\?id=${id}`));
  await worker.getByTestId('repair-accept').click();
  await expect(worker.getByTestId('repair-detail').getByTestId('repair-state')).toHaveText('已接单');
  await worker.getByTestId('repair-start').click();
  await expect(worker.getByTestId('repair-detail').getByTestId('repair-state')).toHaveText('维修中');
  await worker.getByTestId('repair-after-picker').locator('input[type="file"]').setInputFiles([photo('after.png')]);
  await expect(worker.getByTestId('repair-after-picker').locator('img')).toHaveCount(1);
  await worker.getByTestId('repair-materials').getByRole('button', { name: /添加材料/ }).click();
  await worker.getByPlaceholder('材料名称').fill('水龙头阀芯');
  await worker.getByPlaceholder('单位').fill('个');
  await worker.getByTestId('repair-finish').click();
  await expect(worker.getByTestId('repair-detail').getByTestId('repair-state')).toHaveText('已完成');
  await expect(worker.getByTestId('repair-after').locator('img')).toHaveCount(1);
  await expect(worker.getByTestId('repair-work')).toContainText('水龙头阀芯');
  await expect(worker.getByTestId('repair-work-panel')).toHaveCount(0);

  // The student sees it done (the link of the notification) and rates it four stars.
  await page.goto(`/site/repair/orderdetail?id=${id}`);
  await expect(page.getByTestId('repair-detail').getByTestId('repair-state')).toHaveText('已完成');
  await expect(page.getByTestId('repair-after').locator('img')).toHaveCount(1);
  await page.getByTestId('repair-rate').click();
  // The stars answer touches (a tap), as on a phone.
  await page.getByTestId('repair-rate-sheet').getByRole('radio', { name: '4' }).tap();
  await page.getByPlaceholder('说说您的评价（选填）').fill('修得很快');
  await page.getByTestId('repair-rate-submit').click();
  await expect(page.getByTestId('repair-detail').getByTestId('repair-state')).toHaveText('已评价');
  await expect(page.getByTestId('repair-rating')).toContainText('修得很快');
  // Every step is on the timeline, who and when.
  const steps = page.getByTestId('repair-timeline').getByTestId('repair-event');
  await expect(steps).toHaveCount(6);
  await expect(page.getByTestId('repair-timeline')).toContainText('周师傅');
  await expect(page.getByTestId('repair-timeline')).toContainText('吴调度');
  await dispatcher.context().close();
  await worker.context().close();
});

test('a student may cancel while unassigned, and is told the worker’s and dispatcher’s screens are not theirs', async ({ page }) => {
  await login(page, 'student');
  await page.goto('/site/scurepair/index');
  await chip(page, '门窗').click();
  await chip(page, '教学区').click();
  await chip(page, '图书馆').click();
  await page.getByPlaceholder('请描述故障情况').fill('阅览室窗户关不上');
  await page.getByTestId('repair-submit').click();
  // The scu variant keeps the student under /scurepair/.
  await expect(page).toHaveURL(/\/site\/scurepair\/orderdetail\?id=/);
  await page.getByTestId('repair-cancel').click();
  await page.locator('.adm-dialog').getByRole('button', { name: '取消报修' }).click();
  await expect(page.getByTestId('repair-detail').getByTestId('repair-state')).toHaveText('已取消');
  await expect(page.getByTestId('repair-cancel')).toHaveCount(0);

  for (const path of ['/site/repair/repairman', '/site/repair/sendorder', '/site/scurepair/statistic']) {
    await page.goto(path);
    await expect(page.getByTestId('repair-forbidden'), path).toBeVisible();
  }
});

test('the dispatcher reads the repair statistics on the phone', async ({ page }) => {
  await login(page, 'dispatcher');
  await page.goto('/site/scurepair/index');
  await page.getByTestId('repair-to-stats').click();
  await expect(page).toHaveURL(/\/site\/scurepair\/statistic/);
  await expect(page.getByTestId('repair-figures')).toBeVisible();
  await expect(page.getByTestId('repair-chart-trend').locator('canvas')).toHaveCount(1);
  await expect(page.getByTestId('repair-stat-rows')).toContainText('水电');
});

test('a poor rating reopens the order and puts it back on the dispatch board', async ({ page, browser }) => {
  // The demo student's network fault in the teaching area is done and waits for a rating.
  await login(page, 'student');
  await page.goto('/site/repair/detail');
  await page.getByTestId('repair-mine').getByText('教室投影旁网口无信号').click();
  await expect(page).toHaveURL(/\/site\/repair\/orderdetail\?id=/);
  const id = new URL(page.url()).searchParams.get('id')!;
  await page.getByTestId('repair-rate').click();
  await page.getByTestId('repair-rate-sheet').getByRole('radio', { name: '1' }).tap();
  await expect(page.getByTestId('repair-rate-sheet')).toContainText('2 星及以下将重新派单处理');
  await page.getByPlaceholder('说说您的评价（选填）').fill('网口还是不通');
  await page.getByTestId('repair-rate-submit').click();
  await expect(page.getByTestId('repair-detail').getByTestId('repair-state')).toHaveText('已重开');
  await expect(page.getByTestId('repair-timeline').getByTestId('repair-event').first()).toHaveAttribute('data-action', 'reopen');

  const dispatcher = await phoneOf(browser, 'dispatcher');
  await dispatcher.goto('/site/repair/sendorder');
  await expect(dispatcher.getByTestId('repair-board').locator(`[data-id="${id}"]`)).toContainText('教室投影旁网口无信号');
  await dispatcher.context().close();
});
