/**
 * The repair journey of issue 6 across both apps, as the people who do it: a student reports a
 * fault with a photo on the phone; the dispatcher assigns it on the console; the repair worker
 * finishes it on the phone with an after photo; the student rates it; the console's statistics
 * count it. Other tests share the server: the count read is the 水电 orders', which only rise
 * (the console's merge test, which takes an order out of the counts, merges 门窗 orders).
 */
import { expect, test, type Page } from '@playwright/test';
import { phoneOf, photo } from '../h5/helpers';
import { loginAs } from './helpers';

const chip = (page: Page, text: string) => page.locator('.adm-selector-item', { hasText: text }).first();

/** The 水电 orders reported in the statistics' default range (by category). */
async function waterOrders(page: Page): Promise<number> {
  await page.goto('/admin/services/repair/stats');
  await expect(page.getByTestId('stat-total')).toBeVisible();
  const row = page.getByTestId('repair-byCategory').locator('tr').filter({ has: page.locator('td:first-child', { hasText: /^水电$/ }) });
  return (await row.count()) === 0 ? 0 : Number(await row.locator('td').nth(1).innerText());
}

test('reported on the phone, assigned on the console, repaired and rated on the phone, counted in the statistics', async ({ page, browser }) => {
  test.slow();
  const description = `E2E 暖气片漏水 ${Date.now().toString(36)}`;
  await loginAs(page, 'dispatcher', undefined, '/admin/services/repair/stats');
  const before = await waterOrders(page);

  // The student reports it from the phone, with a photo.
  const student = await phoneOf(browser, 'student');
  await student.goto('/site/repair/index');
  await chip(student, '水电').click();
  await chip(student, '西区宿舍').click();
  await chip(student, '西2栋').click();
  await student.getByPlaceholder('如 302').fill('618');
  await student.getByPlaceholder('请描述故障情况').fill(description);
  await student.getByTestId('repair-photo-picker').locator('input[type="file"]').setInputFiles([photo('fault.png')]);
  await expect(student.getByTestId('repair-photo-picker').locator('img')).toHaveCount(1);
  await student.getByPlaceholder('手机号码').fill('13800000001');
  await student.getByTestId('repair-submit').click();
  await expect(student).toHaveURL(/\/site\/repair\/orderdetail\?id=/);
  const id = new URL(student.url()).searchParams.get('id')!;
  await expect(student.getByTestId('repair-detail').getByTestId('repair-state')).toHaveText('待派单');

  // The dispatcher assigns it on the console's board.
  await page.goto('/admin/services/repair');
  const row = page.locator('.ant-table-row', { hasText: description });
  await expect(row).toBeVisible();
  await row.getByTestId('repair-assign').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '维修工' });
  await dialog.locator('label', { hasText: '周师傅' }).click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);

  // The worker finishes it on the phone with an after photo.
  const worker = await phoneOf(browser, 'repairman');
  await worker.goto(`/site/repair/mandetail?id=${id}`);
  await worker.getByTestId('repair-accept').click();
  await expect(worker.getByTestId('repair-detail').getByTestId('repair-state')).toHaveText('已接单');
  await worker.getByTestId('repair-start').click();
  await expect(worker.getByTestId('repair-detail').getByTestId('repair-state')).toHaveText('维修中');
  await worker.getByTestId('repair-after-picker').locator('input[type="file"]').setInputFiles([photo('after.png')]);
  await expect(worker.getByTestId('repair-after-picker').locator('img')).toHaveCount(1);
  await worker.getByTestId('repair-finish').click();
  await expect(worker.getByTestId('repair-detail').getByTestId('repair-state')).toHaveText('已完成');

  // The student sees the after photo and rates it.
  await student.goto(`/site/repair/orderdetail?id=${id}`);
  await expect(student.getByTestId('repair-after').locator('img')).toHaveCount(1);
  await student.getByTestId('repair-rate').click();
  await student.getByTestId('repair-rate-sheet').getByRole('radio', { name: '5' }).tap();
  await student.getByTestId('repair-rate-submit').click();
  await expect(student.getByTestId('repair-detail').getByTestId('repair-state')).toHaveText('已评价');

  // The statistics count it.
  await expect.poll(() => waterOrders(page)).toBeGreaterThan(before);
  await expect(page.getByTestId('repair-byCategory').locator('tr', { hasText: '水电' })).toBeVisible();
  await student.context().close();
  await worker.context().close();
});
