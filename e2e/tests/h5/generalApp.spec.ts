/**
 * Venue appointments as people do them: a student books a slot of a space that needs approval,
 * a manager approves it in the console, the student sees it approved with its QR; a manager
 * rejects one on the phone, giving a reason the student reads; and a checker
 * checks a student in by scanning the QR shown on the student's phone (a picture of it).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { goInApp, login, phoneOf, pickDate, scanQr } from './helpers';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function desktopConsole(browser: Browser, username: string): Promise<Page> {
  const ctx = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    isMobile: false,
    hasTouch: false,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36',
  });
  const pc = await ctx.newPage();
  await pc.goto('/admin/');
  await expect(pc).toHaveURL(/\/admin\/login/);
  await pc.locator('#username').fill(username);
  await pc.locator('#password').fill('Demo@1234');
  await pc.locator('[data-page="login"] button[type="submit"]').click();
  await expect(pc).not.toHaveURL(/\/admin\/login/);
  return pc;
}

/** On the student's phone: the hall (it needs approval), the first day after today with an open 09:00 slot, its booking form. */
async function openHallForm(page: Page): Promise<void> {
  await page.goto('/site/generalApp/index');
  await page.getByTestId('ga-space').filter({ hasText: '学生活动中心多功能厅' }).click();
  await expect(page).toHaveURL(/\/site\/generalApp\/space\?id=/);
  const days = page.getByTestId('ga-day');
  await expect(days.first()).toBeVisible();
  let booked = false;
  for (let i = 1; i < 8 && !booked; i++) {
    await days.nth(i).click();
    const slot = page.locator('[data-testid="ga-slot"][data-from="09:00"][data-state="open"]');
    if ((await slot.count()) === 0) continue;
    await slot.click();
    booked = true;
  }
  expect(booked).toBe(true);
  await page.getByTestId('ga-book').click();
}

test('a student books a space that needs approval, a manager approves it in the console, the student sees it approved', async ({
  page,
  browser,
}) => {
  await login(page, 'student');
  await openHallForm(page);
  await expect(page).toHaveURL(/\/site\/generalApp\/appoint\?/);
  // Sent empty, the form says under each required field what it misses, and stays.
  await page.getByTestId('ga-submit').click();
  await expect(page.getByText('请填写用途')).toBeVisible();
  await expect(page.getByText('请填写联系电话')).toBeVisible();
  await expect(page).toHaveURL(/\/site\/generalApp\/appoint\?/);
  await page.getByTestId('ga-purpose').locator('textarea').fill('班级年终总结会');
  await page.getByTestId('ga-contact').locator('input').fill('13800001111');
  await page.getByTestId('ga-submit').click();
  await expect(page).toHaveURL(/\/site\/generalApp\/details\?id=/);
  await expect(page.getByTestId('ga-status').first()).toHaveAttribute('data-status', 'pending');
  const id = new URL(page.url()).searchParams.get('id');

  const pc = await desktopConsole(browser, 'manager');
  await pc.goto('/admin/booking/generalApp?tab=approval');
  const row = pc.locator('tr').filter({ hasText: '班级年终总结会' });
  await expect(row).toBeVisible();
  await row.getByTestId('ga-approve').click();
  await expect(pc.locator('tr').filter({ hasText: '班级年终总结会' })).toHaveCount(0);
  await pc.context().close();

  await page.reload();
  await expect(page.getByTestId('ga-status').first()).toHaveAttribute('data-status', 'approved');
  const code = await scanQr(page.getByTestId('ga-qr'));
  expect(code).toMatch(/^GA[A-Z2-9]{12}$/);
  await page.goto('/site/generalApp/message');
  await expect(page.getByTestId('ga-event').first()).toContainText('审批通过');
  expect(id).toBeTruthy();
});

test('a manager rejects a booking on the phone, saying why; the student is told', async ({ page, browser }) => {
  await login(page, 'student2');
  await openHallForm(page);
  await page.getByTestId('ga-purpose').locator('textarea').fill('读书会');
  await page.getByTestId('ga-contact').locator('input').fill('13800003333');
  await page.getByTestId('ga-submit').click();
  await expect(page).toHaveURL(/\/site\/generalApp\/details\?id=/);
  const id = new URL(page.url()).searchParams.get('id')!;

  const manager = await phoneOf(browser, 'manager');
  await manager.goto(`/site/generalApp/AdminDetails?id=${id}`);
  await manager.getByTestId('ga-reject').click();
  // Rejecting needs a reason: an empty one is refused and nothing changes.
  await manager.getByRole('button', { name: '确定' }).click();
  await expect(manager.getByText('请填写驳回原因')).toBeVisible();
  await manager.getByTestId('ga-reject').click();
  await manager.getByTestId('ga-reason').locator('textarea').fill('当天场地检修');
  await manager.getByRole('button', { name: '确定' }).click();
  await expect(manager.getByTestId('ga-status').first()).toHaveAttribute('data-status', 'rejected');
  await expect(manager.getByTestId('ga-reject')).toHaveCount(0);
  // The applicant's own page (detailsmuc is a school's alias) is not the manager's: it says so and offers the way back, not a blank screen.
  await manager.goto(`/site/generalApp/detailsmuc?id=${id}`);
  await expect(manager.getByTestId('ga-missing')).toContainText('未找到相关内容');
  await expect(manager.getByRole('button', { name: '返回场馆预约' })).toBeVisible();
  await manager.context().close();

  await page.reload();
  await expect(page.getByTestId('ga-status').first()).toHaveAttribute('data-status', 'rejected');
  await expect(page.getByText('当天场地检修', { exact: true })).toBeVisible();
});

test('a checker checks a student in by scanning the appointment QR on the student’s phone', async ({
  page,
  browser,
}) => {
  // A manager opens a space with ten-minute slots all day: the next slot is always within check-in time.
  await login(page, 'manager');
  const hours = Array.from({ length: 7 }, () => [{ from: '00:00', to: '24:00' }]);
  const created = await page.request.post('/api/generalApp/information', {
    headers: { ...XHR, Origin: new URL(page.url()).origin },
    data: {
      name: '快速签到测试室',
      category: 'meeting',
      capacity: 5,
      hours,
      slotMinutes: 10,
      horizonDays: 2,
      audience: { site: true },
      checkin: true,
      graceMinutes: 10,
    },
  });
  expect((await created.json()).e).toBe(0);
  await page.context().clearCookies();

  await login(page, 'student2');
  await page.goto('/site/generalApp/index');
  await page.getByTestId('ga-space').filter({ hasText: '快速签到测试室' }).click();
  // The next open slot starts within ten minutes (after 23:50 it is tomorrow's first). A running
  // slot that ends in under three minutes could close while the form is filled: the one after it.
  await expect(page.getByTestId('ga-slot').first()).toBeVisible();
  const open = page.locator('[data-testid="ga-slot"][data-state="open"]');
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date());
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const froms = await open.evaluateAll((els) => els.map((el) => el.getAttribute('data-from') ?? ''));
  const pick = froms.findIndex((from) => minutes(from) + 10 - minutes(clock) >= 3);
  if (pick < 0) await page.getByTestId('ga-day').nth(1).click();
  await open.nth(Math.max(pick, 0)).click();
  await page.getByTestId('ga-book').click();
  await page.getByTestId('ga-purpose').locator('textarea').fill('自习');
  await page.getByTestId('ga-contact').locator('input').fill('13800002222');
  await page.getByTestId('ga-submit').click();
  await expect(page.getByTestId('ga-status').first()).toHaveAttribute('data-status', 'approved');
  // A picture of the student's screen: the code image as it is shown.
  const src = (await page.getByTestId('ga-qr').getAttribute('src')) ?? '';
  const picture = Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64');

  const checkerCtx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const checker = await checkerCtx.newPage();
  await login(checker, 'checker');
  await checker.goto('/site/generalApp/signmanage');
  await checker
    .getByTestId('ga-scan')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: picture });
  await expect(checker.getByTestId('ga-sign-result')).toHaveAttribute('data-ok', '1');
  await expect(checker.getByTestId('ga-sign-result')).toContainText('签到成功');
  await checker.goto('/site/generalApp/signlog');
  await expect(checker.getByTestId('ga-signed').first()).toContainText('陈验票');
  await checkerCtx.close();

  await page.reload();
  await expect(page.getByTestId('ga-status').first()).toHaveAttribute('data-status', 'checked');
});

test('every generalApp screen opens for a student and for staff without not-found, 系统异常 or console errors', async ({
  page,
}) => {
  const pages = [
    'index',
    'history',
    'details',
    'detailsmuc',
    'appointAdmin',
    'AdminDetails',
    'myAppointment',
    'space',
    'approval',
    'appoint',
    'message',
    'signmanage',
    'signlog',
  ];
  // Each screen waits for the network to go quiet, twice over (two roles), on a machine that may be busy.
  test.setTimeout(60_000 + pages.length * 2 * 4_000);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  for (const who of ['student', 'manager']) {
    await login(page, who);
    for (const p of pages) {
      await goInApp(page, `/site/generalApp/${p}`);
      await expect(page, p).toHaveURL(new RegExp(`/site/generalApp/${p}`));
      await expect(page.locator('[data-page="not-found"]'), p).toHaveCount(0);
      await expect(page.locator('[data-page="system-error"]'), p).toHaveCount(0);
      await expect(page.getByText('系统异常'), p).toHaveCount(0);
    }
    await page.context().clearCookies();
  }
  // Someone with no appointments is shown the way to book one.
  await login(page, 'counselor');
  await page.goto('/site/generalApp/myAppointment');
  await expect(page.getByText('暂无预约')).toBeVisible();
  await page.getByTestId('ga-browse').click();
  await expect(page).toHaveURL(/\/site\/generalApp\/index/);
  await expect(page.getByTestId('ga-space').first()).toBeVisible();
  await page.context().clearCookies();
  // a student is told, not refused by the server, on staff screens
  await login(page, 'student');
  await page.goto('/site/generalApp/approval');
  await expect(page.getByTestId('ga-denied')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a manager walks a space’s days on the phone, a day at a time, with the day’s count', async ({ page }) => {
  await login(page, 'manager');
  await page.goto('/site/generalApp/appointAdmin');
  await expect(page.getByText('场地', { exact: true })).toBeVisible();
  const date = page.getByTestId('ga-date');
  const today = (await date.getAttribute('data-value')) ?? '';
  await expect(page.getByTestId('ga-day-total')).toContainText('当天共');
  await page.getByTestId('ga-next-day').click();
  await expect(date).not.toHaveAttribute('data-value', today);
  const next = (await date.getAttribute('data-value')) ?? '';
  expect(Date.parse(next) - Date.parse(today)).toBe(86400000);
  await page.getByTestId('ga-prev-day').click();
  await expect(date).toHaveAttribute('data-value', today);
  // Any other day is picked on the app's date wheels (not the browser's date box, in its language).
  expect(await page.locator('.ga-day-nav input[type="date"]').count()).toBe(0);
  const inAWeek = new Date(Date.parse(`${today}T00:00:00Z`) + 7 * 86400000).toISOString().slice(0, 10);
  await pickDate(page, 'ga-date', inAWeek);
  await expect(date).toHaveText(inAWeek);
  await expect(page.getByTestId('ga-day-total')).toContainText('当天共');
});

test('a student over a space’s weekly limit is told on the form which limit and how many they hold, and keeps what they typed', async ({
  page,
}) => {
  // A manager opens a space taking one booking per person per week.
  await login(page, 'manager');
  const name = `周限测试室${Date.now().toString(36)}`;
  const hours = Array.from({ length: 7 }, () => [{ from: '00:00', to: '24:00' }]);
  const created = await page.request.post('/api/generalApp/information', {
    headers: { ...XHR, Origin: new URL(page.url()).origin },
    data: { name, category: 'meeting', capacity: 5, hours, slotMinutes: 60, horizonDays: 7, audience: { site: true }, perDay: 0, perWeek: 1 },
  });
  expect((await created.json()).e).toBe(0);
  await page.context().clearCookies();

  await login(page, 'student2');
  const bookTomorrow = async (purpose: string) => {
    await page.goto('/site/generalApp/index');
    await page.getByTestId('ga-space').filter({ hasText: name }).click();
    await page.getByTestId('ga-day').nth(1).click();
    await page.locator('[data-testid="ga-slot"][data-state="open"]').first().click();
    await page.getByTestId('ga-book').click();
    await page.getByTestId('ga-purpose').locator('textarea').fill(purpose);
    await page.getByTestId('ga-contact').locator('input').fill('13800004444');
    await page.getByTestId('ga-submit').click();
  };
  await bookTomorrow('社团例会');
  await expect(page).toHaveURL(/\/site\/generalApp\/details\?id=/);

  await bookTomorrow('社团例会第二场');
  const refused = page.getByTestId('ga-refused');
  await expect(refused).toContainText('已达每周的预约上限');
  await expect(refused).toContainText('该场地每人每周最多预约 1 次，你本周已预约 1 次');
  await expect(page).toHaveURL(/\/site\/generalApp\/appoint\?/);
  await expect(page.getByTestId('ga-purpose').locator('textarea')).toHaveValue('社团例会第二场');
  await expect(page.getByTestId('ga-contact').locator('input')).toHaveValue('13800004444');
  // It stays (a toast would be gone by now) until the student moves on.
  await page.waitForTimeout(3000);
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: '查看我的预约' }).click();
  await expect(page).toHaveURL(/\/site\/generalApp\/myAppointment/);
});
