/**
 * The campus code in the console: a manager reads the passage log (filtered, exported as xlsx),
 * blocks an account's passage with a reason and lifts it again; a canteen admin imports a
 * menu from xlsx and finds it listed; a counselor sees the department's trips.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loginAs } from './helpers';

interface Sheet {
  addRow(values: string[]): void;
}
interface Book {
  addWorksheet(name: string): Sheet;
  xlsx: { writeBuffer(): Promise<ArrayBuffer> };
}
const ExcelJS = createRequire(path.resolve('../apps/server/package.json'))('exceljs') as { Workbook: new () => Book };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('a manager reads and exports the passage log, and blocks and lifts an account', async ({ page }) => {
  await loginAs(page, 'manager', undefined, '/admin/services/campusCode');
  // The seeded passage at the east gate (the guard's test on the phone may have added newer ones).
  await expect(page.locator('tr', { hasText: '张三' }).filter({ hasText: '东门' }).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  await page.getByRole('tab', { name: '禁止通行名单' }).click();
  await page.getByRole('button', { name: '禁止通行' }).click();
  const modal = page.locator('.ant-modal');
  await modal.locator('#account').fill('2024010201');
  await modal.locator('#reason').fill('校园卡挂失核实中');
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  const row = page.locator('tr', { hasText: '李四' });
  await expect(row).toContainText('校园卡挂失核实中');
  await expect(row).toContainText('长期');
  await row.getByText('解除').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.locator('tr', { hasText: '李四' })).toHaveCount(0);
});

test('a canteen admin imports a day of menus from xlsx', async ({ page }) => {
  await loginAs(page, 'manager', undefined, '/admin/services/canteen');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('menus');
  for (const r of [['食堂', '日期', '餐次', '菜品', '类别', '价格'], ['学二食堂', '2031-05-06', '午餐', '红烧狮子头', '荤菜', '16.5'], ['学二食堂', '2031-05-06', '午餐', '清炒菜心', '素菜', '5']]) ws.addRow(r);
  await page.getByRole('button', { name: '导入菜单 Excel' }).click();
  await page.locator('.ant-modal input[type="file"]').setInputFiles({ name: 'menus.xlsx', mimeType: XLSX, buffer: Buffer.from(await wb.xlsx.writeBuffer()) });
  await expect(page.locator('.ant-modal')).toContainText('已导入 1 个餐次、2 道菜');
  await page.locator('.ant-modal-close').click();
  await expect(page.locator('tr', { hasText: '2031-05-06' })).toContainText('红烧狮子头 ¥16.50');
});

test('a counselor sees the department’s trips and who is overdue', async ({ page }) => {
  await loginAs(page, 'counselor', undefined, '/admin/services/travel');
  await expect(page.locator('tr', { hasText: '赵六' })).toContainText('逾期未归');
  await expect(page.locator('tr', { hasText: '李四' })).toHaveCount(0);
});
