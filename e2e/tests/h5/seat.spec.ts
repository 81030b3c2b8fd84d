/**
 * Seats on the phone (issue 5): a student opens a room from the seat hall, taps a free seat on
 * the map, confirms it and sees it as theirs on the booking information page (chooseSeatxinxi),
 * checks in with the room's code and finds the seat marked as theirs on the map.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { login } from './helpers';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function ok<T>(res: Promise<{ json(): Promise<unknown> }>): Promise<T> {
  const body = (await (await res).json()) as { e: number; m: string; d: T };
  expect(body.e, body.m).toBe(0);
  return body.d;
}

/** As the manager, through the API: a room with a 2 × 5 map (aisle in the middle) and a session that started a minute ago. */
async function roomWithSession(request: APIRequestContext, name: string) {
  await ok(request.post('/api/auth/login', { headers: XHR, data: { username: 'manager', password: 'Demo@1234' } }));
  const { id } = await ok<{ id: string }>(request.post('/api/seat/manage-save', { headers: XHR, data: { name, place: '图书馆 5F', openHours: '00:00-24:00', audience: { site: true } } }));
  const cells = [];
  for (let r = 0; r < 2; r++) {
    let n = 0;
    for (let c = 0; c < 5; c++) cells.push(c === 2 ? { r, c, kind: 'aisle' } : { r, c, kind: 'seat', label: `${'AB'[r]}-${++n}` });
  }
  await ok(request.post('/api/seat/manage-map', { headers: XHR, data: { id, rows: 2, cols: 5, cells } }));
  const now = Math.floor(Date.now() / 1000);
  await ok(request.post('/api/seat/manage-session', { headers: XHR, data: { roomId: id, title: 'E2E 场次', startsAt: now - 60, endsAt: now + 3 * 3600 } }));
  const room = await ok<{ checkinQr: string }>(request.get(`/api/seat/manage-room?id=${id}`, { headers: XHR }));
  return { id, checkinQr: room.checkinQr };
}

test('a student chooses a free seat on the map, confirms it and sees it as theirs', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const name = `E2E自习室${Date.now().toString(36)}`;
  const room = await roomWithSession(api, name);
  await api.dispose();

  await login(page, 'student');
  await page.goto('/site/seat/index');
  await page.getByTestId('seat-room').filter({ hasText: name }).click();
  await expect(page).toHaveURL(/\/site\/seat\/detail\?id=/);
  await page.getByTestId('seat-session').filter({ hasText: 'E2E 场次' }).getByRole('button', { name: '选座' }).click();
  await expect(page).toHaveURL(/\/site\/seat\/chooseSeat\?session=/);
  const session = new URL(page.url()).searchParams.get('session')!;

  const map = page.getByTestId('seat-map');
  await expect(map.getByRole('gridcell', { name: /座位 .*，/ })).toHaveCount(8);
  const seat = map.getByRole('gridcell', { name: '座位 B-3，可选' });
  await seat.click();
  await expect(page.getByTestId('held-seat')).toHaveText('B-3');
  await expect(map.getByRole('gridcell', { name: '座位 B-3，我的' })).toBeVisible();
  await page.getByTestId('seat-confirm').click();

  await expect(page).toHaveURL(/\/site\/seat\/chooseSeatxinxi\?id=/);
  await expect(page.getByTestId('seat-booking-seat')).toHaveText('B-3');
  await expect(page.getByTestId('seat-booking-state')).toHaveText('待签到');
  await expect(page.getByTestId('seat-booking-qr')).toBeVisible();

  // Check in by entering the room's code in the scan panel (the typed-code path of QrScan).
  await page.getByRole('button', { name: '扫码签到' }).click();
  const scan = page.getByTestId('seat-checkin-scan');
  await scan.locator('input').last().fill(room.checkinQr);
  await scan.getByRole('button').last().click();
  await expect(page.getByTestId('seat-booking-state')).toHaveText('已签到');

  // My bookings list and the map (the other variant) show the seat as mine.
  await page.goto('/site/seat/chooseSeatxinxi');
  await expect(page.getByTestId('seat-booking').filter({ hasText: 'B-3' })).toContainText('已签到');
  await page.goto(`/site/seat/chooseSeatNew?session=${session}`);
  await expect(page.getByTestId('seat-map').getByRole('gridcell', { name: '座位 B-3，我的' })).toBeVisible();
  await expect(page.getByTestId('seat-map').getByRole('gridcell', { name: '座位 A-1，可选' })).toBeVisible();
});

test('a checker checks a student’s booking in by its code; a student may not open the check screen', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const name = `E2E核验${Date.now().toString(36)}`;
  await roomWithSession(api, name);
  await api.dispose();
  const student = await playwright.request.newContext({ baseURL });
  await ok(student.post('/api/auth/login', { headers: XHR, data: { username: 'student2', password: 'Demo@1234' } }));
  const rooms = await ok<{ list: { id: string; name: string }[] }>(student.get('/api/seat/index', { headers: XHR }));
  const roomId = rooms.list.find((r) => r.name === name)!.id;
  const detail = await ok<{ sessions: { id: string }[] }>(student.get(`/api/seat/detail?id=${roomId}`, { headers: XHR }));
  const map = await ok<{ cells: { id?: string; label: string }[] }>(student.get(`/api/seat/map?sessionId=${detail.sessions[0]!.id}`, { headers: XHR }));
  const hold = await ok<{ id: string; code: string }>(student.post('/api/seat/hold', { headers: XHR, data: { sessionId: detail.sessions[0]!.id, seatId: map.cells.find((c) => c.label === 'A-2')!.id } }));
  await ok(student.post('/api/seat/confirm', { headers: XHR, data: { id: hold.id } }));
  await student.dispose();

  await login(page, 'student');
  await page.goto('/site/seat/chooseSeatcheck');
  await expect(page.getByText('没有权限')).toBeVisible();

  await page.context().clearCookies();
  await login(page, 'checker');
  await page.goto('/site/seat/chooseSeatcheck');
  const scan = page.getByTestId('seat-check-scan');
  await scan.locator('input').last().fill(hold.code);
  await scan.getByRole('button').last().click();
  await expect(page.getByTestId('seat-check-result')).toContainText('签到成功');
  await expect(page.getByTestId('seat-check-result')).toContainText('A-2');
});

test('every seat screen opens for a student without not-found, 系统异常 or console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  await login(page, 'student');
  for (const p of ['index', 'detail', 'chooseSeat', 'chooseSeatNew', 'chooseSeatxinxi', 'chooseSeatcheck']) {
    await page.goto(`/site/seat/${p}`);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-page="not-found"]'), p).toHaveCount(0);
    await expect(page.locator('[data-page="system-error"]'), p).toHaveCount(0);
    await expect(page.getByText('系统异常'), p).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});
