/**
 * The asset register in the console: a manager registers an asset, imports a file with one bad
 * row (the report names row and column, and nothing is imported), exports the register and
 * opens the asset's printable QR label.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loginAs, unique } from './helpers';

// exceljs comes from the server package (the one that writes and reads these files); minimal typing.
interface Sheet {
  addRow(values: string[]): void;
  eachRow(cb: (row: { values: unknown[] }) => void): void;
}
interface Book {
  addWorksheet(name: string): Sheet;
  worksheets: Sheet[];
  xlsx: { writeBuffer(): Promise<ArrayBuffer>; readFile(file: string): Promise<unknown> };
}
const ExcelJS = createRequire(path.resolve('../apps/server/package.json'))('exceljs') as { Workbook: new () => Book };

async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('assets');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

test('a manager registers an asset, imports a file with a bad row, exports and prints a label', async ({ page }, info) => {
  await loginAs(page, 'manager', undefined, '/admin/services/asset');
  await expect(page.locator('tr', { hasText: 'ZC-2024-0001' })).toBeVisible();

  const code = unique('E2E-');
  await page.getByTestId('asset-create').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#code').fill(code);
  await dialog.locator('#name').fill('端到端测试电脑');
  await dialog.locator('#location').fill('实验楼 E2E');
  await dialog.locator('#keeperNumber').fill('T1001');
  await dialog.locator('#value').fill('5999.9');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator('tr', { hasText: code });
  await expect(row).toContainText('王老师');
  await expect(row).toContainText('5999.90');

  // A file whose second data row repeats that code: refused whole, the bad cell named.
  const good = unique('E2E-OK-');
  const file = await xlsxOf([
    ['资产编号', '名称', '存放位置', '状态'],
    [good, '好的一行', '仓库', '闲置'],
    [code, '重复编号', '仓库', '在用'],
  ]);
  await page.getByRole('button', { name: /导\s*入/ }).click();
  await page.locator('.ant-modal input[type="file"]').setInputFiles({ name: 'assets.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
  const report = page.getByTestId('import-errors');
  await expect(report).toContainText('未导入任何数据');
  await expect(report.locator('.ant-table-row')).toHaveCount(1);
  await expect(report.locator('.ant-table-row').first()).toContainText('3');
  await expect(report.locator('.ant-table-row').first()).toContainText('资产编号');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(report).toBeHidden();
  const rows = page.locator('.ant-pro-table .ant-table-row');
  const search = page.getByPlaceholder('编号 / 名称 / 位置');
  await search.fill(good);
  await search.press('Enter');
  await expect(rows).toHaveCount(0);
  await expect(page.locator('.ant-pro-table .ant-empty')).toBeVisible();

  // Export the register filtered to the new asset; the file reads back.
  await search.fill(code);
  await search.press('Enter');
  await expect(rows).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导出 Excel/ }).click()]);
  const saved = info.outputPath('assets.xlsx');
  await download.saveAs(saved);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(saved);
  const lines: unknown[][] = [];
  wb.worksheets[0]!.eachRow((r) => lines.push(r.values.slice(1)));
  expect(lines[0]?.[0]).toBe('资产编号');
  expect(lines.slice(1).map((l) => l[0])).toEqual([code]);

  // The label to print: its QR, name and code.
  await page.locator('tr', { hasText: code }).getByText('打印标签').click();
  await expect(page).toHaveURL(/\/admin\/services\/asset\/labels\?ids=/);
  await expect(page.getByTestId('asset-label-code')).toHaveText(code);
  await expect(page.getByTestId('asset-label').locator('canvas')).toBeVisible();
});
