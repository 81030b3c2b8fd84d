/**
 * Official documents in the console: the manager composes a document (units from the department
 * tree), sends it, finds it in the list, opens its receipts (figures per unit, each receiver)
 * and exports them as xlsx.
 */
import { expect, test } from '@playwright/test';
import { loginAs, unique } from './helpers';

test('a manager composes, sends and tracks a document in the console', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  const title = unique('控制台发文');
  await loginAs(page, 'manager', undefined, '/admin/document');
  await page.getByTestId('doc-compose').click();
  await page.getByTestId('doc-title').fill(title);
  await page.getByTestId('doc-issuer').fill('演示大学办公室');
  await page.getByTestId('doc-body').fill('第一段\n第二段');
  await page.locator('.ant-tree-select').first().click();
  await page.keyboard.type('数学');
  await page.locator('.ant-select-tree-node-content-wrapper', { hasText: '数学学院' }).click();
  // Close the tree's dropdown without closing the drawer.
  await page.getByText('拟稿发文', { exact: true }).last().click();
  await page.getByRole('button', { name: /确\s*定/ }).click();

  await expect(page.getByText(title)).toBeVisible();
  await page.getByRole('row', { name: new RegExp(title) }).getByText('详情').click();
  await expect(page.getByText('各单位统计')).toBeVisible();
  await expect(page.getByRole('cell', { name: '李四' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出签收情况' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(errors).toEqual([]);
});
