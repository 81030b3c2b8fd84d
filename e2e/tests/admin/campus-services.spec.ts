/**
 * Campus services in the console: a manager imports a phone book file with a bad row (the row
 * and column are named, nothing is imported), then a good file; and adds a shuttle timetable.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loginAs, unique } from './helpers';

// exceljs comes from the server package (the one that reads these files); minimal typing.
interface Sheet {
  addRow(values: string[]): void;
}
interface Book {
  addWorksheet(name: string): Sheet;
  xlsx: { writeBuffer(): Promise<ArrayBuffer> };
}
const ExcelJS = createRequire(path.resolve('../apps/server/package.json'))('exceljs') as { Workbook: new () => Book };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('book');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const HEADER = ['单位', '科室', '名称', '电话', '地点', '备注', '排序', '紧急'];

test('a manager imports the phone book: a bad row refuses the file, a good one replaces the book', async ({ page }) => {
  await loginAs(page, 'manager', undefined, '/admin/services/officeTel');
  await expect(page.locator('tr', { hasText: '学籍管理' })).toBeVisible();
  const name = unique('E2E热线');
  const close = async () => {
    await page.locator('.ant-modal-close').click();
    await expect(page.locator('.ant-modal')).toBeHidden();
  };
  const upload = async (rows: string[][]) => {
    await page.getByRole('button', { name: '导入 Excel', exact: true }).click();
    await page.locator('.ant-modal input[type="file"]').setInputFiles({ name: 'book.xlsx', mimeType: XLSX, buffer: await xlsxOf(rows) });
  };

  await upload([HEADER, ['后勤保障部', '', name, '010-8888 0001', '', '', '', ''], ['后勤保障部', '', '坏的一行', '没有号码', '', '', '', '']]);
  const report = page.getByTestId('import-errors');
  await expect(report).toContainText('未导入任何数据');
  await expect(report.locator('.ant-table-row')).toHaveCount(1);
  await expect(report.locator('.ant-table-row').first()).toContainText('3');
  await expect(report.locator('.ant-table-row').first()).toContainText('电话');
  await close();
  await expect(page.locator('tr', { hasText: name })).toHaveCount(0);
  await expect(page.locator('tr', { hasText: '学籍管理' })).toBeVisible();

  await upload([HEADER, ['后勤保障部', '', name, '010-8888 0001', '后勤楼', '', '', ''], ['校园紧急电话', '', '校园报警', '110', '', '', '', '是']]);
  await expect(page.getByTestId('import-done')).toContainText('2 个电话');
  await close();
  await expect(page.locator('tr', { hasText: name })).toContainText('010-8888 0001');
  await expect(page.locator('tr', { hasText: '学籍管理' })).toHaveCount(0);
});

test('a manager adds a timetable to a route', async ({ page }) => {
  await loginAs(page, 'manager', undefined, '/admin/services/shuttleBus');
  const route = page.locator('tr', { hasText: '1 号线' });
  await expect(route).toContainText('东门 → 图书馆 → 第一教学楼 → 西校区');
  await route.getByText('时刻表').click();
  await expect(page).toHaveURL(/\/admin\/services\/shuttleBus\/timetables\?routeId=/);
  await expect(page.locator('tr', { hasText: '工作日' }).first()).toBeVisible();

  const name = unique('考试周加班车');
  await page.getByRole('button', { name: '新建时刻表' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#name').fill(name);
  await dialog.getByText('周末').click();
  await dialog.locator('#trips').fill('06:30 06:34 06:37 06:47\n22:30 - 22:35 22:45');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator('tr', { hasText: name });
  await expect(row).toContainText('工作日');
  await expect(row).toContainText('周末');
  await expect(row).toContainText('2');
});
