/**
 * Seats in the console (issue 5): a manager creates a room, draws its map in the editor (an
 * aisle, an unavailable seat), saves it, generates today's sessions and finds the room's
 * check-in QR; what the server stored is read back through the API. Pages that need an id, opened
 * without one, lead to their lists.
 */
import { expect, test } from '@playwright/test';
import { PASSWORD, loginAs, unique } from './helpers';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test('a manager creates a room with a seat map and its sessions', async ({ page, playwright, baseURL }) => {
  const name = unique('E2E阅览室');
  await loginAs(page, 'manager');
  await page.goto('/admin/booking/seat');
  await page.getByRole('button', { name: '新建自习室' }).click();
  const drawer = page.locator('.ant-drawer-content');
  await drawer.getByLabel('名称').fill(name);
  await drawer.getByLabel('楼宇/地点').fill('图书馆 2F');
  await drawer.getByRole('button', { name: /确\s*定|提\s*交|保\s*存/ }).click();

  // A new room opens in the map editor with a 6 × 8 grid of seats.
  await expect(page).toHaveURL(/\/admin\/booking\/seat\/map\?id=/);
  const roomId = new URL(page.url()).searchParams.get('id')!;
  const grid = page.getByTestId('seat-editor-grid');
  await expect(grid.locator('button')).toHaveCount(48);
  await page.getByLabel('行数').fill('4');
  await page.getByLabel('列数').fill('5');
  await page.getByRole('button', { name: '应用尺寸' }).click();
  await expect(grid.locator('button')).toHaveCount(20);
  // Column 3 becomes an aisle in every row, then one seat is marked unavailable.
  await page.locator('label.ant-radio-button-wrapper', { hasText: '过道' }).click();
  for (let r = 0; r < 4; r++) await grid.locator(`[data-cell="${r}:2"]`).click();
  await page.locator('label.ant-radio-button-wrapper', { hasText: '不可用' }).click();
  await grid.locator('[data-cell="0:0"]').click();
  await expect(grid.locator('[data-cell="0:0"]')).toHaveAttribute('data-kind', 'unavailable');
  await page.getByRole('button', { name: '自动编号（A-1）' }).click();
  await page.getByTestId('seat-map-save').click();
  await expect(page.getByText('座位图已保存（16 个座位）')).toBeVisible();

  // Sessions: generate today's slots.
  await page.getByRole('button', { name: /^场\s*次$/ }).click();
  await expect(page).toHaveURL(/\/admin\/booking\/seat\/sessions\?id=/);
  await page.getByRole('button', { name: '生成每日场次' }).click();
  const modal = page.locator('.ant-modal-content');
  const d = new Date();
  const today = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  await modal.getByLabel('开始日期').fill(today);
  await modal.getByLabel('开始日期').press('Enter');
  await modal.getByLabel('天数').fill('1');
  await modal.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
  await expect(page.getByText('新建了 3 个场次')).toBeVisible();

  // The rooms table lists it with its seats and the check-in QR.
  await page.goto('/admin/booking/seat');
  const row = page.locator('tr', { hasText: name });
  await expect(row).toContainText('4 × 5');
  await expect(row).toContainText('15');
  await row.getByText('签到码').click();
  await expect(page.getByTestId('seat-room-qr')).toBeVisible();

  // What the server stored.
  const api = await playwright.request.newContext({ baseURL });
  expect((await (await api.post('/api/auth/login', { headers: XHR, data: { username: 'manager', password: PASSWORD } })).json()).e).toBe(0);
  const room = (await (await api.get(`/api/seat/manage-room?id=${roomId}`, { headers: XHR })).json()) as { d: { rows: number; cols: number; seats: number; cells: { r: number; c: number; kind: string; label: string; unavailable: boolean }[] } };
  expect(room.d).toMatchObject({ rows: 4, cols: 5, seats: 15 });
  expect(room.d.cells.filter((c) => c.kind === 'aisle')).toHaveLength(4);
  expect(room.d.cells.find((c) => c.r === 0 && c.c === 0)).toMatchObject({ kind: 'seat', label: 'A-1', unavailable: true });
  await api.dispose();
});

test('the room’s printed check-in QR, photographed on the phone, checks a booking in', async ({ page, browser, playwright, baseURL }) => {
  // A room whose session started a minute ago, and a student's booking in it (through the API).
  const name = unique('E2E签到室');
  const manager = await playwright.request.newContext({ baseURL });
  expect((await (await manager.post('/api/auth/login', { headers: XHR, data: { username: 'manager', password: PASSWORD } })).json()).e).toBe(0);
  const saved = (await (await manager.post('/api/seat/manage-save', { headers: XHR, data: { name, audience: { site: true } } })).json()) as { d: { id: string } };
  const roomId = saved.d.id;
  const cells = [0, 1, 2].map((c) => ({ r: 0, c, kind: 'seat', label: `A-${c + 1}` }));
  expect((await (await manager.post('/api/seat/manage-map', { headers: XHR, data: { id: roomId, rows: 1, cols: 3, cells } })).json()).e).toBe(0);
  const at = Math.floor(Date.now() / 1000);
  const session = (await (await manager.post('/api/seat/manage-session', { headers: XHR, data: { roomId, startsAt: at - 60, endsAt: at + 7200 } })).json()) as { d: { id: string } };
  await manager.dispose();
  const student = await playwright.request.newContext({ baseURL });
  expect((await (await student.post('/api/auth/login', { headers: XHR, data: { username: 'teacher', password: PASSWORD } })).json()).e).toBe(0);
  const map = (await (await student.get(`/api/seat/map?sessionId=${session.d.id}`, { headers: XHR })).json()) as { d: { cells: { id: string; label: string }[] } };
  const hold = (await (await student.post('/api/seat/hold', { headers: XHR, data: { sessionId: session.d.id, seatId: map.d.cells[1]!.id } })).json()) as { d: { id: string } };
  expect((await (await student.post('/api/seat/confirm', { headers: XHR, data: { id: hold.d.id } })).json()).e).toBe(0);
  await student.dispose();

  // The manager shows the room's check-in QR in the console; we take a picture of it.
  await loginAs(page, 'manager');
  await page.goto('/admin/booking/seat');
  await page.locator('tr', { hasText: name }).getByText('签到码').click();
  const qr = page.getByTestId('seat-room-qr');
  await expect(qr).toBeVisible();
  // The dialog zooms in: a picture taken mid-animation is scaled and may not decode.
  await page.waitForFunction(() => !document.querySelector('[class*="ant-zoom-appear"], [class*="ant-zoom-enter"]'));
  const photo = await qr.screenshot();

  // On the phone, the teacher opens the booking and picks the photo in the scan panel.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const p = await phone.newPage();
  await p.goto('/site/center/login');
  await p.getByPlaceholder('账号 / 学工号').fill('teacher');
  await p.getByPlaceholder('密码').fill(PASSWORD);
  await p.getByRole('button', { name: '登录', exact: true }).click();
  await expect(p).not.toHaveURL(/center\/login/);
  await p.goto(`/site/seat/chooseSeatxinxi?id=${hold.d.id}`);
  await expect(p.getByTestId('seat-booking-state')).toHaveText('待签到');
  await p.getByRole('button', { name: '扫码签到' }).click();
  await p.getByTestId('seat-checkin-scan').locator('input[type=file]').setInputFiles({ name: 'room-qr.png', mimeType: 'image/png', buffer: photo });
  await expect(p.getByTestId('seat-booking-state')).toHaveText('已签到');
  await phone.close();
});

test('the map, the sessions and an appointment opened without their id lead to their lists, with no error shown', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await loginAs(page, 'manager');
  for (const [path, list] of [
    ['/admin/booking/seat/map', /\/admin\/booking\/seat$/],
    ['/admin/booking/seat/sessions', /\/admin\/booking\/seat$/],
    ['/admin/booking/generalApp/details', /\/admin\/booking\/generalApp$/],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(list);
    await expect(page.locator('.ant-table')).toBeVisible();
    await expect(page.locator('.ant-message-error')).toHaveCount(0);
  }
  expect(failed).toEqual([]);
});

test('one session ending before it starts is refused in the form with a reason', async ({ page }) => {
  await loginAs(page, 'manager');
  await page.goto('/admin/booking/seat');
  await page.locator('.ant-table-row').first().getByText(/^场\s*次$/).click();
  await expect(page).toHaveURL(/\/admin\/booking\/seat\/sessions\?id=/);
  const saves: string[] = [];
  page.on('request', (r) => void (r.url().includes('/api/seat/manage-session') && r.method() === 'POST' && saves.push(r.url())));
  await page.getByRole('button', { name: '新增单个场次' }).click();
  const modal = page.locator('.ant-modal-content');
  for (const [label, at] of [['开始', '2030-01-01 10:00:00'], ['结束', '2030-01-01 09:00:00']] as const) {
    await modal.getByLabel(label, { exact: true }).click();
    await modal.getByLabel(label, { exact: true }).fill(at);
    await modal.getByLabel(label, { exact: true }).press('Enter');
  }
  await modal.getByRole('button', { name: /确\s*定|提\s*交/ }).click();
  await expect(modal.getByText('结束时间须晚于开始时间')).toBeVisible();
  expect(saves).toEqual([]);
});
