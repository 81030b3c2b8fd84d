/**
 * Visitors: someone not signed in who opens their records is sent to the visitor sign-in, which
 * sends a code to a mobile number. An approved visit's pass (applied for by the student, approved
 * by the host and the security office through the API) is shown as a QR code; the guard's gate
 * screen checks it in once — green with the visitor — and refuses it the second time in red.
 */
import { expect, test } from '@playwright/test';
import { XHR, apiContext, myId } from './content-helpers';
import { login, phoneOf, scanQr, siteWallTime } from './helpers';

interface Envelope<T> {
  e: number;
  m: string;
  d: T;
}
/** Site-local date and minutes of the day now (the demo site keeps the default zone). */
function siteNow(): { date: string; minutes: number } {
  const wall = siteWallTime();
  return { date: wall.slice(0, 10), minutes: Number(wall.slice(11, 13)) * 60 + Number(wall.slice(14, 16)) };
}

test('someone not signed in is sent to the visitor sign-in, which sends a code to a new number', async ({ page }) => {
  await page.goto('/site/cfauVisitor/record');
  await expect(page).toHaveURL(/\/site\/cfauVisitor\/login\?redirect_url=/);
  await page.getByTestId('visitor-mobile').locator('input').fill('12345');
  await page.getByTestId('visitor-send').click();
  await expect(page.getByText('请输入 11 位手机号')).toBeVisible();
  const mobile = `139${String(Date.now()).slice(-8)}`;
  await page.getByTestId('visitor-mobile').locator('input').fill(mobile);
  await page.getByTestId('visitor-send').click();
  await expect(page.getByText(`验证码已发送至 ${mobile.slice(0, 3)}****${mobile.slice(-4)}`)).toBeVisible();
  await expect(page.getByTestId('visitor-send')).toBeDisabled();
  await page.getByTestId('visitor-code').locator('input').fill('000000');
  await page.getByTestId('visitor-login').click();
  await expect(page).toHaveURL(/\/site\/cfauVisitor\/login/);
});

test('an approved visit’s QR pass checks in once at the gate, and not before its window', async ({ page, browser }) => {
  const now = siteNow();
  // The form takes visits from 06:00 to 23:00 and the pass is good from 05:30. At night no visit
  // can be in its window: the visit is for the coming morning, and the gate must refuse it as early.
  const open = now.minutes >= 5 * 60 + 35 && now.minutes <= 22 * 60 + 50;
  const visitDate = open || now.minutes < 5 * 60 + 25 ? now.date : new Date(Date.parse(`${now.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const teacher = await apiContext(browser, 'teacher');
  const hostId = await myId(teacher.request);
  const student = await apiContext(browser, 'student');
  const r = student.request;
  const app = (await (await r.get('/api/workflow/app', { params: { key: 'cfauVisitor' } })).json()) as Envelope<{ formId: string }>;
  expect(app.e, app.m).toBe(0);
  const opened = (await (await r.get('/api/forms/open', { params: { id: app.d.formId } })).json()) as Envelope<{ version: { id: string } }>;
  const name = `访客${Date.now().toString(36)}`;
  const values = {
    visitorName: name, idNumber: '11010519491231002X', phone: '13700001111', visitDate, timeFrom: '06:00', timeTo: '23:00',
    host: [{ id: hostId, name: '' }], reasonKind: 'business', reason: '洽谈合作项目', companions: [],
  };
  const sent = (await (await r.post('/api/forms/submit', { headers: XHR, data: { formId: app.d.formId, versionId: opened.d.version.id, values } })).json()) as Envelope<{ id: string }>;
  expect(sent.e, sent.m).toBe(0);
  const approver = await apiContext(browser, 'approver');
  for (const ctx of [teacher, approver]) {
    const todo = (await (await ctx.request.get('/api/workflow/todo', { params: { formId: app.d.formId, pageSize: '100' } })).json()) as Envelope<{ list: { id: string; instance: { submissionId: string } }[] }>;
    const task = todo.d.list.find((t) => t.instance.submissionId === sent.d.id);
    expect(task, JSON.stringify(todo)).toBeTruthy();
    const acted = (await (await ctx.request.post('/api/workflow/act', { headers: XHR, data: { taskId: task!.id, action: 'approve', comment: '同意' } })).json()) as Envelope<unknown>;
    expect(acted.e, acted.m).toBe(0);
  }
  for (const ctx of [teacher, student, approver]) await ctx.close();

  // The applicant finds the visit ready and shows its pass.
  await login(page, 'student');
  await page.goto('/site/cfauVisitor/record');
  const card = page.getByTestId('visitor-record').filter({ hasText: '06:00–23:00' }).first();
  await expect(card).toHaveAttribute('data-state', 'ready');
  await card.getByTestId('visitor-show-pass').click();
  await expect(page).toHaveURL(/\/site\/cfauVisitor\/qrcode\?id=/);
  await expect(page.getByTestId('visitor-pass')).toContainText(name);
  const token = await scanQr(page.getByTestId('visitor-qr'));
  expect(token).toMatch(/^vp1\./);

  // The guard scans it (a scanner types into the focused box and presses Enter).
  const guard = await phoneOf(browser, 'guard');
  await guard.goto('/site/cfauVisitor/pcindex');
  if (!open) {
    await guard.getByTestId('gate-input').locator('input').fill(token);
    await guard.getByTestId('gate-input').locator('input').press('Enter');
    await expect(guard.getByTestId('gate-verdict')).toHaveAttribute('data-ok', 'false');
    await expect(guard.getByTestId('gate-verdict')).toContainText('未到通行时段');
    await guard.context().close();
    await page.reload();
    await expect(page.getByTestId('visitor-pass')).not.toHaveAttribute('data-state', 'used');
    return;
  }
  await expect(guard.getByTestId('gate-row').filter({ hasText: name })).toHaveAttribute('data-in', 'false');
  await guard.getByTestId('gate-input').locator('input').fill(token);
  await guard.getByTestId('gate-input').locator('input').press('Enter');
  await expect(guard.getByTestId('gate-verdict')).toHaveAttribute('data-ok', 'true');
  await expect(guard.getByTestId('gate-verdict')).toContainText('核验通过');
  await expect(guard.getByTestId('gate-verdict')).toContainText(name);
  await expect(guard.getByTestId('gate-row').filter({ hasText: name })).toHaveAttribute('data-in', 'true');
  // Once only.
  await guard.getByTestId('gate-input').locator('input').fill(token);
  await guard.getByTestId('gate-check').click();
  await expect(guard.getByTestId('gate-verdict')).toHaveAttribute('data-ok', 'false');
  await expect(guard.getByTestId('gate-verdict')).toContainText('已于');
  await guard.context().close();

  // The visitor's screen turns to checked in.
  await page.reload();
  await expect(page.getByTestId('visitor-pass')).toHaveAttribute('data-state', 'used');

  // A student may not use the gate screen.
  await page.goto('/site/cfauVisitor/pcindex');
  await expect(page.getByTestId('gate-forbidden')).toBeVisible();
});
