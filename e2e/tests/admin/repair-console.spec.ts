/**
 * Repair dispatch in the console (issue 6): a student reports a fault (through the API, as the
 * phone would); the demo dispatcher finds it on the board of unassigned orders, assigns it to a
 * worker who is on duty and skilled, sees it leave the board and the timeline record the
 * assignment; the statistics count it. Other tests share the server, so counts only have to rise.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, loginAs, menuItems, unique } from './helpers';

// exceljs comes from the server package (the one that writes these files); minimal typing.
interface Book {
  worksheets: { eachRow(cb: (row: { values: unknown[] }) => void): void }[];
  xlsx: { readFile(file: string): Promise<unknown> };
}
const ExcelJS = createRequire(path.resolve('../apps/server/package.json'))('exceljs') as { Workbook: new () => Book };

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function apiLogin(request: APIRequestContext, username: string): Promise<void> {
  const res = await request.post('/api/auth/login', { headers: XHR, data: { username, password: PASSWORD } });
  expect((await res.json()).e).toBe(0);
}

/** The student's report: 门窗 in 西区宿舍 (no automatic rule covers it, so it waits for dispatch). */
async function report(request: APIRequestContext, description: string): Promise<string> {
  const options = (await (await request.get('/api/repair/options', { headers: XHR })).json()) as { d: { categories: { id: string; name: string }[]; areas: { id: string; name: string }[] } };
  const categoryId = options.d.categories.find((c) => c.name === '门窗')!.id;
  const areaId = options.d.areas.find((a) => a.name === '西区宿舍')!.id;
  const res = (await (await request.post('/api/repair/submit', { headers: XHR, data: { categoryId, areaId, building: '西2栋', room: '520', description, contactPhone: '13800000001' } })).json()) as { e: number; d: { id: string; state: string } };
  expect(res.e).toBe(0);
  expect(res.d.state).toBe('submitted');
  return res.d.id;
}

async function totalOnStats(page: Page): Promise<number> {
  await page.goto('/admin/services/repair/stats');
  const total = page.getByTestId('stat-total');
  await expect(total).toBeVisible();
  return Number((await total.innerText()).replace(/\D/g, ''));
}

async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.locator('.ant-pro-query-filter .ant-form-item', { hasText: label }).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).click();
}

test('the dispatcher assigns a student’s new order from the board, the timeline records it and the statistics count it', async ({ page, browser }, info) => {
  // A whole journey across three screens and a download: more than one default timeout on a busy machine.
  test.slow();
  await loginAs(page, 'dispatcher', undefined, '/admin/services/repair/stats');
  const before = await totalOnStats(page);

  const description = unique('E2E 阳台门关不上 ');
  const student = await browser.newContext();
  await apiLogin(student.request, 'student');
  const id = await report(student.request, description);

  // The board of unassigned orders, narrowed to doors reported in the last half hour.
  await page.goto('/admin/services/repair');
  await expect.poll(() => menuItems(page)).toEqual(expect.arrayContaining(['校园服务', '报修派单', '报修统计']));
  await pick(page, '类别', '门窗');
  await pick(page, '等待时长', '30 分钟内');
  await page.locator('.ant-pro-query-filter').getByRole('button', { name: /查\s*询/ }).click();
  const row = page.locator('.ant-table-row', { hasText: description });
  await expect(row).toBeVisible();
  await expect(row).toContainText('西2栋 520');
  await expect(row.getByTestId('repair-sla')).toContainText('内派单');

  // Assign it to the repairman, who is on duty and skilled for doors.
  await row.getByTestId('repair-assign').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '维修工' });
  const candidate = dialog.locator('label', { hasText: '周师傅' });
  await expect(candidate).toContainText('在修');
  await candidate.click();
  await dialog.locator('#note').fill('E2E 尽快处理');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);

  // Every order: it is assigned now, and its timeline says by whom and to whom.
  await page.getByRole('tab', { name: '全部工单' }).click();
  await page.getByPlaceholder('楼栋 / 房间 / 故障描述').fill(description);
  await page.getByPlaceholder('楼栋 / 房间 / 故障描述').press('Enter');
  const assigned = page.locator('.ant-table-row', { hasText: description });
  await expect(assigned).toContainText('已派单');
  await expect(assigned).toContainText('周师傅');
  await assigned.getByTestId('repair-open').click();
  const detail = page.getByTestId('repair-detail');
  await expect(detail).toHaveAttribute('data-state', 'assigned');
  const timeline = page.getByTestId('repair-timeline');
  await expect(timeline.locator('[data-action="submit"]')).toContainText('提交报修');
  const step = timeline.locator('[data-action="assign"]');
  await expect(step).toContainText('派给 周师傅');
  await expect(step).toContainText('吴调度');
  await expect(step).toContainText('E2E 尽快处理');

  // What the server stored, read back as the student who reported it.
  const mine = (await (await student.request.get(`/api/repair/detail?id=${id}`, { headers: XHR })).json()) as { d: { state: string; workerName: string } };
  expect(mine.d).toMatchObject({ state: 'assigned', workerName: '周师傅' });
  await student.close();

  // The statistics count it, under its category too.
  await expect.poll(() => totalOnStats(page)).toBeGreaterThan(before);
  await expect(page.getByTestId('repair-byCategory').locator('tr', { hasText: '门窗' })).toBeVisible();
  await expect(page.getByTestId('repair-trend-chart').locator('canvas')).toBeVisible();

  // The period's orders as xlsx, the new one among them with its worker.
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导出 Excel/ }).click()]);
  const saved = info.outputPath('repair-orders.xlsx');
  await file.saveAs(saved);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(saved);
  const lines: string[] = [];
  wb.worksheets[0]!.eachRow((r) => lines.push(r.values.map(String).join('|')));
  expect(lines[0]).toContain('工单号');
  expect(lines.find((l) => l.includes(description))).toContain('周师傅');
});

test('the dispatcher raises a duplicate’s priority, then merges it into the first report; both timelines say so', async ({ page, browser }) => {
  const first = unique('E2E 走廊漏水 ');
  const second = unique('E2E 走廊漏水重复 ');
  const student = await browser.newContext();
  await apiLogin(student.request, 'student');
  const keptId = await report(student.request, first);
  const dupId = await report(student.request, second);

  await loginAs(page, 'dispatcher', undefined, '/admin/services/repair');
  await pick(page, '类别', '门窗');
  await page.locator('.ant-pro-query-filter').getByRole('button', { name: /查\s*询/ }).click();
  const row = page.locator('.ant-table-row', { hasText: second });
  await row.getByTestId('repair-open').click();
  const drawer = page.locator('.ant-drawer');
  await expect(page.getByTestId('repair-detail')).toHaveAttribute('data-state', 'submitted');

  await drawer.locator('.ant-drawer-extra .ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '特急' }).click();
  await expect(page.getByTestId('repair-timeline').locator('[data-action="priority"]')).toContainText('改为 特急');
  await expect(row).toContainText('特急');

  await drawer.getByRole('button', { name: '合并重复' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '保留的工单' });
  await dialog.locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: first }).click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('repair-detail')).toHaveAttribute('data-state', 'merged');
  await expect(page.getByTestId('repair-timeline').locator('[data-action="merge"]')).toContainText(`并入工单 ${keptId.slice(-8).toUpperCase()}`);
  await page.keyboard.press('Escape');
  await expect(row).toHaveCount(0);
  await expect(page.locator('.ant-table-row', { hasText: first })).toBeVisible();

  // The kept order records the duplicate; the student sees theirs merged.
  const kept = (await (await student.request.get(`/api/repair/detail?id=${keptId}`, { headers: XHR })).json()) as { d: { timeline: { action: string; detail: { fromId?: string } }[] } };
  expect(kept.d.timeline.find((e) => e.action === 'mergedIn')?.detail.fromId).toBe(dupId);
  const dup = (await (await student.request.get(`/api/repair/detail?id=${dupId}`, { headers: XHR })).json()) as { d: { state: string; mergedInto: string } };
  expect(dup.d).toMatchObject({ state: 'merged', mergedInto: keptId });
  await student.close();
});

test('a manager adds a category with its time limits; reporters can pick it at once', async ({ page, browser }) => {
  const name = unique('E2E类').slice(0, 20);
  await loginAs(page, 'manager', undefined, '/admin/services/repair');
  await page.getByRole('button', { name: '设置' }).click();
  await expect(page).toHaveURL(/\/admin\/services\/repair\/settings$/);
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#name').fill(name);
  await dialog.locator('#assignHours').fill('0.5');
  await dialog.locator('#finishHours').fill('4');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator('.ant-table-row', { hasText: name });
  await expect(row).toContainText('30 分钟');
  await expect(row).toContainText('4 小时');

  const student = await browser.newContext();
  await apiLogin(student.request, 'student');
  const options = (await (await student.request.get('/api/repair/options', { headers: XHR })).json()) as { d: { categories: { name: string; assignMinutes: number; finishMinutes: number }[] } };
  expect(options.d.categories.find((c) => c.name === name)).toMatchObject({ assignMinutes: 30, finishMinutes: 240 });
  await student.close();
});
