/**
 * Scanning with the camera: Chromium's fake camera plays a video of the code on the owner's
 * screen, the sweepCode screen reads it from the video frames and the server says whose it is.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type LaunchOptions } from '@playwright/test';
import { fillLogin, login } from './helpers';

const W = 640;
const H = 480;

/** A one-frame YUV4MPEG2 video (grey levels only) of `pixels` centred on white. */
function y4m(gray: number[], w: number, h: number): Buffer {
  const y = Buffer.alloc(W * H, 235);
  const ox = Math.floor((W - w) / 2);
  const oy = Math.floor((H - h) / 2);
  for (let r = 0; r < h; r++) for (let c = 0; c < w; c++) y[(oy + r) * W + ox + c] = gray[r * w + c] ?? 235;
  const uv = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), y, uv]);
}

test('the camera reads a personal code from the video and the server says whose it is', async ({ browser }, info) => {
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await login(ownerPage, 'leader');
  await ownerPage.goto('/site/center/qrcode');
  const img = ownerPage.getByTestId('personal-qr');
  await expect(img).toBeVisible();
  // The code as the camera would see it: grey levels, at most 400 px.
  const shot = await img.evaluate((el: HTMLImageElement) => {
    const size = Math.min(400, el.naturalWidth);
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const g = canvas.getContext('2d');
    if (!g) throw new Error('no canvas');
    g.drawImage(el, 0, 0, size, size);
    const d = g.getImageData(0, 0, size, size).data;
    const gray: number[] = [];
    for (let i = 0; i < d.length; i += 4) gray.push(Math.round(0.299 * (d[i] ?? 0) + 0.587 * (d[i + 1] ?? 0) + 0.114 * (d[i + 2] ?? 0)));
    return { gray, size };
  });
  await owner.close();

  const video = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cam-')), 'code.y4m');
  fs.writeFileSync(video, y4m(shot.gray, shot.size, shot.size));
  const base = info.project.use.launchOptions as LaunchOptions;
  const camBrowser = await chromium.launch({
    ...base,
    args: [...(base.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const context = await camBrowser.newContext({ ...info.project.use, baseURL: info.project.use.baseURL });
    await context.grantPermissions(['camera']);
    const page = await context.newPage();
    await page.goto('/site/center/sweepCode');
    await fillLogin(page, 'teacher');
    await expect(page).toHaveURL(/\/site\/center\/sweepCode$/);
    await page.getByRole('button', { name: '打开摄像头扫码' }).click();
    await expect(page.getByTestId('scanned-person')).toContainText('计算机学院', { timeout: 20_000 });
  } finally {
    await camBrowser.close();
  }
});
