import { expect, type Browser, type Locator, type Page, type Request } from '@playwright/test';
import jsQR from 'jsqr';

export const PASSWORD = 'Demo@1234';
export const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A 1×1 PNG standing in for a camera shot or a small file. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** A second person on a phone of their own (inside a messaging app's browser), logged in. */
export async function phoneOf(browser: Browser, username: string): Promise<Page> {
  const ctx = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40',
  });
  const page = await ctx.newPage();
  await login(page, username);
  return page;
}

/**
 * Logs `username` in and opens the hall of the site whose login page `path` is. The session comes
 * from the login call itself, as the screen makes it; the login screen has tests of its own
 * (`loginThroughScreen`, shell, captcha), and skipping it saves a page load for every person of a
 * journey.
 */
export async function login(page: Page, username: string, path = '/site/center/login'): Promise<void> {
  const site = /^\/([^/]+)\/site\//.exec(path)?.[1];
  // Off the screen first: a screen of the last person could otherwise see its session gone and
  // send the page to the login screen in the middle of this one's arrival.
  await page.goto('about:blank');
  const res = await page.request.post('/api/auth/login', {
    data: { username, password: PASSWORD },
    headers: { 'x-requested-with': 'XMLHttpRequest', ...(site ? { 'x-site': site } : {}) },
  });
  expect((await res.json()).e, `login of ${username}`).toBe(0);
  await page.goto(path.replace(/center\/login.*$/, ''));
  await expect(page).not.toHaveURL(/center\/login/);
}

/** Logs in through the login screen, as a person would. */
export async function loginThroughScreen(page: Page, username: string, path = '/site/center/login'): Promise<void> {
  await page.goto(path);
  await fillLogin(page, username);
}

export async function fillLogin(page: Page, username: string): Promise<void> {
  await page.getByPlaceholder('账号 / 学工号').fill(username);
  await page.getByPlaceholder('密码').fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/center\/login/);
}

const inFlight = new WeakMap<Page, Set<Request>>();
/** The page's requests still in flight (a live stream never ends, so it is not one). */
function pending(page: Page): Set<Request> {
  let set = inFlight.get(page);
  if (!set) {
    const open = new Set<Request>();
    page.on('request', (r) => {
      if (r.resourceType() !== 'eventsource') open.add(r);
    });
    page.on('requestfinished', (r) => open.delete(r));
    page.on('requestfailed', (r) => open.delete(r));
    inFlight.set(page, (set = open));
  }
  return set;
}

/**
 * Opens `path` and waits until the screen has what it asked for: no request in flight for
 * `quietMs`. Playwright's networkidle waits for 500 ms of quiet, which is most of a screen's
 * time in the route crawls.
 */
export async function openSettled(page: Page, path: string, quietMs = 150): Promise<void> {
  const open = pending(page);
  await page.goto(path);
  await settled(page, path, open, quietMs);
}

/**
 * Goes to `path` inside the running H5, as its own links do (the router's history, no new page
 * load), and waits as `openSettled` does. A page not on the H5 yet loads it first.
 */
export async function goInApp(page: Page, path: string, quietMs = 150): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/site/')) return openSettled(page, path, quietMs);
  const open = pending(page);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settled(page, path, open, quietMs);
}

async function settled(page: Page, path: string, open: Set<Request>, quietMs: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  let quietSince = Date.now();
  for (;;) {
    if (open.size) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    if (Date.now() > deadline) throw new Error(`${path}: still loading ${[...open].map((r) => r.url()).join(', ')}`);
    await page.waitForTimeout(20);
  }
}

/** Reads the QR code shown in `img` the way a scanner does: from its pixels. */
export async function scanQr(img: Locator): Promise<string> {
  await expect(img).toBeVisible();
  const { data, width, height } = await img.evaluate((el: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = el.naturalWidth;
    canvas.height = el.naturalHeight;
    const g = canvas.getContext('2d');
    if (!g) throw new Error('no canvas');
    g.drawImage(el, 0, 0);
    const pixels = g.getImageData(0, 0, canvas.width, canvas.height);
    return { data: Array.from(pixels.data), width: pixels.width, height: pixels.height };
  });
  const found = jsQR(new Uint8ClampedArray(data), width, height);
  if (!found) throw new Error('no QR code in the image');
  return found.data;
}

/** Signs a form's signature field: opens the pad, draws two strokes once it has slid into place, confirms. */
export async function drawSignature(page: Page, fieldId = 'signature'): Promise<void> {
  await page.getByTestId(`${fieldId}-open`).click();
  const pad = page.locator('.ff-sign-canvas');
  let box = await pad.boundingBox();
  await expect(async () => {
    const before = box;
    await page.waitForTimeout(150);
    box = await pad.boundingBox();
    expect(box && before && box.y === before.y).toBe(true);
  }).toPass();
  if (!box) throw new Error('no signature pad');
  await page.mouse.move(box.x + 30, box.y + 100);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 60, { steps: 8 });
  await page.mouse.move(box.x + 220, box.y + 140, { steps: 8 });
  await page.mouse.up();
  await page.getByTestId('signature-pad').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId(fieldId).locator('img')).toBeVisible();
}

/** The demo site's zone (it names none: the server's default). The app shows and takes times on it; the browser keeps the machine's. */
export const SITE_ZONE = 'Asia/Shanghai';

/** `YYYY-MM-DDTHH:mm` on the site's clock, `minutes` from now: what a person there picks for then. */
export function siteWallTime(minutes = 0): string {
  const f = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const p = Object.fromEntries(f.formatToParts(new Date(Date.now() + minutes * 60_000)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/**
 * Picks a date (`YYYY-MM-DD`) or a date and time (`YYYY-MM-DDTHH:mm`) in a booking form's date
 * field as a person does: opens its wheel picker, taps the year, month, day (hour, minute) on
 * their wheels, and confirms.
 */
export async function pickDate(page: Page, testId: string, value: string): Promise<void> {
  const [day = '', time] = value.split('T');
  const wheels = [...day.split('-').map((n, i) => (i === 0 ? n : String(Number(n)))), ...(time ? time.split(':') : [])];
  await page.getByTestId(testId).click();
  const picker = page.locator('.adm-picker').last();
  await expect(picker).toBeVisible();
  const columns = picker.locator('.adm-picker-view-column');
  for (const [i, label] of wheels.entries()) {
    const column = columns.nth(i);
    if ((await column.locator('.adm-picker-view-column-item[data-selected="true"]').textContent()) === label) continue;
    const item = column.locator('.adm-picker-view-column-item', { hasText: new RegExp(`^${label}$`) });
    // The wheel scrolls to a tapped value; values off the wheel's window are tapped in place.
    await item.dispatchEvent('click');
    await expect(item).toHaveAttribute('data-selected', 'true');
  }
  await picker.locator('.adm-picker-header-button', { hasText: '确定' }).click();
  await expect(page.getByTestId(testId)).toHaveAttribute('data-value', value);
}
