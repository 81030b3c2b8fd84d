/**
 * The photo wall on the phone (issue 4): a big photo is shrunk on the phone to a ≤1600 px JPEG
 * before upload, shows in my photos and on the wall, where another student likes and reports it.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiContext } from './content-helpers';
import { login } from './helpers';

/** A 2400×1800 PNG drawn by the browser (a gradient: small to send, large in pixels). */
async function bigPng(page: Page): Promise<Buffer> {
  const b64 = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 2400;
    c.height = 1800;
    const g = c.getContext('2d');
    if (!g) throw new Error('no canvas');
    const grad = g.createLinearGradient(0, 0, 2400, 1800);
    grad.addColorStop(0, '#1677ff');
    grad.addColorStop(1, '#ffcc00');
    g.fillStyle = grad;
    g.fillRect(0, 0, 2400, 1800);
    return c.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(b64, 'base64');
}

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(buf: Buffer): { width: number; height: number } {
  expect(buf[0] === 0xff && buf[1] === 0xd8, 'a JPEG').toBe(true);
  let i = 2;
  while (i < buf.length) {
    const marker = buf[i + 1]!;
    const len = buf.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc2) return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
    i += 2 + len;
  }
  throw new Error('no frame in the JPEG');
}

test('a photo is compressed on the phone, posted, liked and reported', async ({ page, browser }) => {
  await login(page, 'student');
  await page.goto('/site/photowall/uploadPhoto');
  const caption = `毕业照${Date.now().toString(36)}`;
  await page
    .getByTestId('photo-file')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: await bigPng(page) });
  await expect(page.getByTestId('photo-preview')).toBeVisible();
  await page.getByPlaceholder('说明（可选）').fill(caption);
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/upload/index'));
  await page.getByTestId('photo-submit').click();
  const up = (await (await uploaded).json()) as { e: number; d: { url: string; mime: string } };
  expect(up.e).toBe(0);
  expect(up.d.mime).toBe('image/jpeg');
  await expect(page).toHaveURL(/\/site\/photowall\/myPhotos/);
  await expect(page.getByText(caption)).toBeVisible();

  // What reached the server is a JPEG fitted in 1600 px, the ratio kept.
  const bytes = await (await page.request.get(up.d.url)).body();
  expect(jpegSize(bytes)).toEqual({ width: 1600, height: 1200 });

  // Another student sees it on the wall, likes it (count goes up) and reports it.
  const other = await apiContext(browser, 'student2');
  const phone = await other.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto('/site/photowall/index');
  const card = phone.locator('.photo-card', { hasText: caption });
  await expect(card).toBeVisible();
  await card.getByTestId('photo-like').click();
  await expect(card.getByTestId('photo-like')).toHaveText('♥ 1');
  await card.getByTestId('photo-report').click();
  await phone.getByPlaceholder('举报原因').fill('与校园无关');
  await phone.getByRole('button', { name: '确定' }).click();
  await expect(phone.getByText('已举报，感谢反馈')).toBeVisible();
  await other.close();
});
