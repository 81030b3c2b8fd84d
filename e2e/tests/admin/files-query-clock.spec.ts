/**
 * The console side of the library, the query service and clock-in: a manager uploads a file for
 * the whole site and sees it listed; imports a query set's data with a bad row (the report names
 * row and column, nothing is imported), then a good file; and reads a clock-in rule's day.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loginAs, unique } from './helpers';

interface Sheet {
  addRow(values: string[]): void;
}
interface Book {
  addWorksheet(name: string): Sheet;
  xlsx: { writeBuffer(): Promise<ArrayBuffer> };
}
const ExcelJS = createRequire(path.resolve('../apps/server/package.json'))('exceljs') as { Workbook: new () => Book };
async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('data');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('a manager uploads a file to the library', async ({ page }) => {
  await loginAs(page, 'manager', undefined, '/admin/services/files');
  await page.getByRole('button', { name: '上传文件' }).click();
  const dialog = page.getByRole('dialog');
  const name = unique('新生手册');
  await dialog.locator('input[type="file"]').setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: PNG });
  await expect(dialog).toContainText(`${name}.png`);
  await expect(dialog.locator('#title')).toHaveValue(name);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('tr', { hasText: name })).toContainText('全站可见');
});

test('a manager imports a query set: a bad row refuses the file, a good file goes in', async ({ page }) => {
  await loginAs(page, 'manager', undefined, '/admin/services/dataQuery');
  // A set of its own (the demo set stays as the H5 tests expect it), made as the form would.
  const title = unique('宿舍分配');
  const made = await (
    await page.request.post('/api/dataQuery/save-set', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { title, keyColumns: ['考生号', '姓名'], showColumns: ['学院', '报到日期'], published: false },
    })
  ).json();
  expect(made.e, made.m).toBe(0);
  await page.reload();
  const row = page.locator('tr', { hasText: title });
  await expect(row).toBeVisible();
  await row.getByTestId('dq-import').click();
  const dialog = page.getByRole('dialog');
  const head = ['考生号', '姓名', '录取专业', '学院', '报到日期'];
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'bad.xlsx', mimeType: 'application/octet-stream', buffer: await xlsxOf([head, ['26110109', '', '化学', '化学院', '2026-09-01']]) });
  const errors = page.getByTestId('import-errors');
  await expect(errors).toContainText('姓名');
  await expect(errors).toContainText('必填');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'good.xlsx', mimeType: 'application/octet-stream', buffer: await xlsxOf([head, ['26110109', '周七', '化学', '化学院', '2026-09-01']]) });
  await expect(dialog).toContainText('已导入 1 行');
});

test('a manager reads a clock-in rule and its day', async ({ page }) => {
  await loginAs(page, 'manager', undefined, '/admin/services/clock');
  await expect(page.locator('tr', { hasText: '学生晨晚打卡' })).toContainText('晨间 06:30–09:00');
  await page.getByRole('tab', { name: '每日统计' }).click();
  await expect(page.getByRole('button', { name: '导出 Excel' })).toBeVisible();
});
