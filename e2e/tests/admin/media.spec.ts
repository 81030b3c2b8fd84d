/**
 * The media library in the console (issue 4): a manager uploads a real mp4 with a cover, keeps it
 * unpublished (students cannot see it), then publishes it; on the phone a student finds it in the
 * video list and its player plays the uploaded file. A collection keeps its photos in the order
 * and with the captions the manager gave them.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PASSWORD, loginAs, menuItems, unique } from './helpers';

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
/** A minimal MP4: an `ftyp` box (isom, mp41) and a `moov` with its movie header (1 s at 1000/s). */
function tinyMp4(): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41'));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(1000, 16); // duration
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].forEach((v, i) => mvhd.writeUInt32BE(v, 36 + i * 4)); // unity matrix
  mvhd.writeUInt32BE(1, 96); // next track id
  return Buffer.concat([ftyp, box('moov', box('mvhd', mvhd))]);
}

async function phoneLogin(browser: Browser, username: string): Promise<Page> {
  const ctx = await browser.newContext(PHONE);
  const page = await ctx.newPage();
  await page.goto('/site/center/login');
  await page.getByPlaceholder('账号 / 学工号').fill(username);
  await page.getByPlaceholder('密码').fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).not.toHaveURL(/center\/login/);
  return page;
}

type VideoRow = { id: string; title: string; src: string; cover: string; published: boolean };

test('a manager uploads an mp4 with a cover and publishes it; a student watches it on the phone', async ({ page, browser }) => {
  const title = unique('迎新晚会');
  await loginAs(page, 'manager', undefined, '/admin/media');
  await expect(page).toHaveURL(/\/admin\/media/);
  await expect.poll(() => menuItems(page)).toContain('媒体库');
  await expect(page.getByTestId('media-tab-videos')).toBeVisible();
  await expect(page.getByTestId('media-tab-collections')).toBeVisible();

  await page.getByTestId('video-create').click();
  const drawer = page.locator('.ant-drawer-content').filter({ has: page.getByTestId('video-upload') });
  await expect(drawer).toBeVisible();
  // Without a file the form refuses to save.
  await drawer.locator('#title').fill(title);
  await drawer.locator('.ant-drawer-footer .ant-btn-primary').click();
  await expect(drawer.getByText('请上传 MP4 视频')).toBeVisible();

  await drawer.locator('#summary').fill('2026 级迎新晚会全程回放');
  await drawer.locator('input[type="file"][accept*="video"]').setInputFiles({ name: 'party.mp4', mimeType: 'video/mp4', buffer: tinyMp4() });
  await expect(drawer.getByTestId('video-preview')).toHaveAttribute('src', /^\/site\/attach\?file=all\//);
  await drawer.locator('input[type="file"][accept*="image"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(drawer.locator('.ant-image img')).toHaveAttribute('src', /^\/site\/attach\?file=all\//);
  // Saved unpublished first: only managers see it.
  await drawer.locator('#published').click();
  await drawer.locator('.ant-drawer-footer .ant-btn-primary').click();
  await expect(drawer).toBeHidden();
  const row = page.locator('.ant-table-row', { hasText: title });
  await expect(row).toContainText('未发布');

  const listed = (await (await page.request.get(`/api/video/list?all=1&keyword=${encodeURIComponent(title)}`)).json()) as { d: { list: VideoRow[] } };
  const video = listed.d.list[0]!;
  expect(video).toMatchObject({ title, published: false });
  expect(video.cover).toMatch(/^\/site\/attach\?file=all\//);

  const student = await phoneLogin(browser, 'student');
  const hidden = (await (await student.request.get('/api/video/list?pageSize=100')).json()) as { d: { list: VideoRow[] } };
  expect(hidden.d.list.map((v) => v.id)).not.toContain(video.id);

  // Publish it from the edit drawer.
  await row.getByTestId(`video-edit-${video.id}`).click();
  const edit = page.locator('.ant-drawer-content').filter({ has: page.getByTestId('video-upload') });
  await expect(edit.locator('#title')).toHaveValue(title);
  await edit.locator('#published').click();
  await edit.locator('.ant-drawer-footer .ant-btn-primary').click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('已发布');

  // On the phone: in the list, and the detail's player plays the uploaded file.
  await student.goto('/site/video/list');
  const item = student.locator(`[data-video="${video.id}"]`);
  await expect(item).toContainText(title);
  await item.click();
  await expect(student).toHaveURL(/\/video\/detail\?id=/);
  const player = student.getByTestId('video-player');
  await expect(player).toHaveAttribute('src', video.src);
  await expect(player).toHaveAttribute('poster', video.cover);
  await expect(student.getByText('2026 级迎新晚会全程回放')).toBeVisible();
  const served = await student.request.get(video.src);
  expect(served.status()).toBe(200);
  expect((await served.body()).subarray(4, 8).toString('latin1')).toBe('ftyp');

  // Removing it takes it off the phone too.
  await row.getByTestId(`video-remove-${video.id}`).click();
  await page.locator('.ant-popconfirm .ant-btn-primary').click();
  await expect(row).toHaveCount(0);
  const after = (await (await student.request.get(`/api/video/detail?id=${video.id}`)).json()) as { e: number };
  expect(after.e).not.toBe(0);
  await student.context().close();
});

test('a photo collection keeps the order and captions the manager gives its photos', async ({ page }) => {
  const title = unique('运动会');
  await loginAs(page, 'manager', undefined, '/admin/media?tab=collections');
  await page.getByTestId('collection-create').click();
  const drawer = page.locator('.ant-drawer-content').filter({ has: page.getByTestId('photos-upload') });
  await expect(drawer).toBeVisible();
  await drawer.locator('#title').fill(title);
  await drawer.locator('#description').fill('秋季运动会');
  // Two different images (the second has trailing bytes), uploaded at once.
  await drawer.locator('input[type="file"][multiple]').setInputFiles([
    { name: 'a.png', mimeType: 'image/png', buffer: PNG },
    { name: 'b.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.from([0])]) },
  ]);
  const photos = drawer.getByTestId('collection-photo');
  await expect(photos).toHaveCount(2);
  const shown = await photos.locator('.ant-image img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));
  // The first goes down; the one now on top gets a caption.
  await photos.nth(0).getByRole('button', { name: '下移' }).click();
  await photos.nth(0).getByRole('textbox').fill('开幕式');
  await drawer.locator('.ant-drawer-footer .ant-btn-primary').click();
  await expect(drawer).toBeHidden();
  const row = page.locator('.ant-table-row', { hasText: title });
  await expect(row).toContainText('秋季运动会');

  const list = (await (await page.request.get('/api/photoCollection/list?pageSize=100')).json()) as { d: { list: { id: string; title: string }[] } };
  const id = list.d.list.find((c) => c.title === title)!.id;
  const detail = (await (await page.request.get(`/api/photoCollection/detail?id=${id}`)).json()) as {
    d: { description: string; cover: string; photos: { url: string; caption: string }[] };
  };
  expect(detail.d.description).toBe('秋季运动会');
  expect(detail.d.photos).toEqual([
    { url: shown[1], caption: '开幕式' },
    { url: shown[0], caption: '' },
  ]);
  // With no cover chosen, the first photo is the cover.
  expect(detail.d.cover).toBe(shown[1]);

  // Editing loads the photos back in the same order.
  await row.getByTestId(`collection-edit-${id}`).click();
  const edit = page.locator('.ant-drawer-content').filter({ has: page.getByTestId('photos-upload') });
  await expect(edit.getByTestId('collection-photo')).toHaveCount(2);
  await expect(edit.getByTestId('collection-photo').nth(0).getByRole('textbox')).toHaveValue('开幕式');
});
