/**
 * Seats on the phone (issue 5): a student opens a room from the seat hall, taps a free seat on
 * the map, confirms it and sees it as theirs on the booking information page (chooseSeatxinxi),
 * checks in with the room's code and finds the seat marked as theirs on the map.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { goInApp, login } from './helpers';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function ok<T>(res: Promise<{ json(): Promise<unknown> }>): Promise<T> {
  const body = (await (await res).json()) as { e: number; m: string; d: T };
  expect(body.e, body.m).toBe(0);
  return body.d;
}

/** A map: `rows` × `cols`, aisle columns, seats labelled `A-1`…, power and window seats by column. */
interface Layout {
  rows: number;
  cols: number;
  aisles: number[];
  power?: (c: number) => boolean;
  window?: (c: number) => boolean;
}
const SMALL: Layout = { rows: 2, cols: 5, aisles: [2] };
/** Like the demo reading room: 6 × 9 with an aisle, power at both walls, windows on the left. */
const READING: Layout = { rows: 6, cols: 9, aisles: [4], power: (c) => c === 0 || c === 8, window: (c) => c === 0 };

/** As the manager, through the API: a room with a map (a 2 × 5 one with an aisle in the middle unless told) and a session that started a minute ago. */
async function roomWithSession(request: APIRequestContext, name: string, o: { layout?: Layout; title?: (startsAt: number, endsAt: number) => string } = {}) {
  const { rows, cols, aisles, power, window } = o.layout ?? SMALL;
  await ok(request.post('/api/auth/login', { headers: XHR, data: { username: 'manager', password: 'Demo@1234' } }));
  const { id } = await ok<{ id: string }>(request.post('/api/seat/manage-save', { headers: XHR, data: { name, place: '图书馆 5F', openHours: '00:00-24:00', audience: { site: true } } }));
  const cells = [];
  for (let r = 0; r < rows; r++) {
    let n = 0;
    for (let c = 0; c < cols; c++) cells.push(aisles.includes(c) ? { r, c, kind: 'aisle' } : { r, c, kind: 'seat', label: `${'ABCDEFGH'[r]}-${++n}`, power: power?.(c) ?? false, window: window?.(c) ?? false });
  }
  await ok(request.post('/api/seat/manage-map', { headers: XHR, data: { id, rows, cols, cells } }));
  const now = Math.floor(Date.now() / 1000);
  const [startsAt, endsAt] = [now - 60, now + 3 * 3600];
  await ok(request.post('/api/seat/manage-session', { headers: XHR, data: { roomId: id, title: o.title?.(startsAt, endsAt) ?? 'E2E 场次', startsAt, endsAt } }));
  const room = await ok<{ checkinQr: string }>(request.get(`/api/seat/manage-room?id=${id}`, { headers: XHR }));
  return { id, checkinQr: room.checkinQr };
}

/** The demo site sets no timezone of its own: its clock is the server's default. */
const SITE_ZONE = 'Asia/Shanghai';
const siteClock = (s: number) => new Intl.DateTimeFormat('en-GB', { timeZone: SITE_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(s * 1000));
/** How the server titles the sessions it generates: their times on the site's clock. */
const titledByTimes = (startsAt: number, endsAt: number) => `${siteClock(startsAt)}-${siteClock(endsAt)}`;
const RANGES = /\d\d:\d\d-\d\d:\d\d/g;

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
    await goInApp(page, `/site/seat/${p}`);
    await expect(page.locator('[data-page="not-found"]'), p).toHaveCount(0);
    await expect(page.locator('[data-page="system-error"]'), p).toHaveCount(0);
    await expect(page.getByText('系统异常'), p).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test.describe('on a phone whose clock is not the site’s (UTC)', () => {
  test.use({ timezoneId: 'UTC' });

  test('a session titled by its times shows those times alone on the room, the map and the booking', async ({ page, playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const name = `E2E时区${Date.now().toString(36)}`;
    await roomWithSession(api, name, { title: titledByTimes });
    await api.dispose();

    await login(page, 'student');
    await page.goto('/site/seat/index');
    await page.getByTestId('seat-room').filter({ hasText: name }).click();
    const row = page.getByTestId('seat-session');
    await expect(row).toHaveCount(1);
    const title = (await row.innerText()).match(RANGES)![0]!;
    expect((await row.innerText()).match(RANGES)).toEqual([title]);
    await row.getByRole('button', { name: '选座' }).click();

    await expect(page.getByTestId('seat-map')).toBeVisible();
    expect((await page.locator('.page-card').first().innerText()).match(RANGES)).toEqual([title]);
    await page.getByTestId('seat-map').getByRole('gridcell', { name: /座位 A-1，可选/ }).click();
    await page.getByTestId('seat-confirm').click();
    await expect(page.getByTestId('seat-booking-info')).toContainText(title);
    expect((await page.getByTestId('seat-booking-info').innerText()).match(RANGES)).toEqual([title]);
  });

  test('the map fits the phone, power and window seats carry their marks inside them, and a zoomed map scrolls under its row labels', async ({ page, playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const name = `E2E座位图${Date.now().toString(36)}`;
    await roomWithSession(api, name, { layout: READING });
    const rooms = await ok<{ list: { id: string; name: string }[] }>(api.get('/api/seat/index', { headers: XHR }));
    const detail = await ok<{ sessions: { id: string }[] }>(api.get(`/api/seat/detail?id=${rooms.list.find((r) => r.name === name)!.id}`, { headers: XHR }));
    await api.dispose();
    const session = detail.sessions[0]!.id;
    const width = page.viewportSize()!.width;

    await login(page, 'student');
    for (const variant of ['chooseSeat', 'chooseSeatNew']) {
      await page.goto(`/site/seat/${variant}?session=${session}`);
      const map = page.getByTestId('seat-map');
      await expect(map.getByRole('gridcell', { name: /座位 .*，/ })).toHaveCount(48);
      // Whole: nothing to scroll, the last column and the right-hand row labels inside the screen.
      expect(await map.evaluate((e) => e.scrollWidth - e.clientWidth), variant).toBeLessThanOrEqual(0);
      for (const edge of [map.getByRole('gridcell', { name: /座位 A-8，/ }), map.getByRole('rowheader', { name: 'A' }).last()]) {
        const box = (await edge.boundingBox())!;
        expect(box.x + box.width, variant).toBeLessThanOrEqual(width);
      }
      // A-1 is by the window with power: both marks, inside the seat; A-2 has none.
      const a1 = map.getByRole('gridcell', { name: '座位 A-1，可选（电源、靠窗）' });
      const seat = (await a1.boundingBox())!;
      for (const mark of [a1.locator('.seat-mark-power'), a1.locator('.seat-mark-window')]) {
        const m = (await mark.boundingBox())!;
        expect(m.x, variant).toBeGreaterThanOrEqual(seat.x + 1.5);
        expect(m.y, variant).toBeGreaterThanOrEqual(seat.y + 1.5);
        expect(m.x + m.width, variant).toBeLessThanOrEqual(seat.x + seat.width - 1.5);
      }
      await expect(map.getByRole('gridcell', { name: '座位 A-8，可选（电源）' }).locator('.seat-mark-power')).toBeVisible();
      await expect(map.getByRole('gridcell', { name: '座位 A-2，可选' }).locator('.seat-mark')).toHaveCount(0);
      await expect(page.getByTestId('seat-legend')).toContainText('电源');
      await expect(page.getByTestId('seat-legend')).toContainText('靠窗');
    }

    // Zoomed in, the map scrolls sideways; scrolled to its end, the row labels are still in view.
    await page.getByRole('button', { name: '放大' }).click();
    await page.getByRole('button', { name: '放大' }).click();
    const map = page.getByTestId('seat-map');
    await expect(map).toHaveAttribute('data-scrolls', 'x');
    await map.evaluate((e) => (e.scrollLeft = e.scrollWidth));
    const frame = (await map.boundingBox())!;
    for (const label of await map.getByRole('rowheader', { name: 'C' }).all()) {
      const box = (await label.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(frame.x - 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
    }
  });
});
