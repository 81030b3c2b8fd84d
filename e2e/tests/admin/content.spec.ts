/**
 * Content in the console as its users meet it (issue 4): a manager writes a notice in the
 * rich-text editor, targets ONE class as required reading and publishes it; on the phone, a
 * student of that class sees it in the notice list and a student of another class never does
 * (neither in the list nor by opening its id).
 */
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { PASSWORD, loginAs, menuItems, unique } from './helpers';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

async function apiLogin(request: APIRequestContext, username: string): Promise<void> {
  const res = await request.post('/api/auth/login', { headers: XHR, data: { username, password: PASSWORD } });
  expect((await res.json()).e).toBe(0);
}

/** The id of a class by name (read as the administrator), to check what the server stored. */
async function classId(browser: Browser, name: string): Promise<string> {
  const ctx = await browser.newContext();
  await apiLogin(ctx.request, 'admin');
  const body = (await (await ctx.request.get('/api/admin/classes/list')).json()) as { d: { list: { id: string; name: string }[] } };
  await ctx.close();
  const found = body.d.list.find((c) => c.name === name);
  expect(found, `class ${name}`).toBeTruthy();
  return found!.id;
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

test('the manager sees the content pages, not the administration ones', async ({ page }) => {
  await loginAs(page, 'manager');
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect.poll(() => menuItems(page)).toEqual(['内容管理', '照片审核', '媒体库', '预约与票务', '校园服务', '表单', '审批', '公文流转', '发送消息']);
  // Managers have news.manage and notice.manage: every kind has its tab.
  for (const k of ['news', 'notice', 'announcement', 'hotissue', 'boda', 'page']) await expect(page.getByTestId(`kind-${k}`)).toBeVisible();
  await page.goto('/admin/users');
  await expect(page.locator('[data-page="no-access"]')).toBeVisible();
});

test('a notice for one class as required reading: its student sees it live and confirms it, another class never does', async ({ page, browser }) => {
  const title = unique('计科班会通知');
  const cls = await classId(browser, '计科2401班');

  // A student of 计科2401班 has the service hall open on the phone before anything is published.
  const student = await phoneLogin(browser, 'student');
  const stream = student.waitForResponse((r) => r.url().includes('/api/message/stream'));
  await student.goto('/site/');
  await stream;
  const badge = student.locator('[data-service="message/index"]').getByTestId('tile-badge');
  const before = (await badge.count()) ? Number(await badge.innerText()) : 0;

  await loginAs(page, 'manager', undefined, '/admin/content?kind=notice');
  await expect(page).toHaveURL(/\/admin\/content/);
  await page.getByTestId('create-content').click();
  const drawer = page.locator('.ant-drawer-content').filter({ has: page.getByTestId('rich-editor') });
  await expect(drawer).toBeVisible();
  await drawer.locator('#title').fill(title);
  await drawer.locator('#summary').fill('本周四晚七点班会');

  // The editor: bold text and a bulleted list, through its toolbar.
  const body = drawer.getByTestId('rte-body');
  await body.click();
  await page.getByTestId('rte-bold').click();
  await page.keyboard.type('请准时参加');
  await page.getByTestId('rte-bold').click();
  await page.keyboard.press('Enter');
  await page.getByTestId('rte-insertUnorderedList').click();
  await page.keyboard.type('地点：教学楼 101');
  await expect(body.locator('b, strong')).toHaveText('请准时参加');
  await expect(body.locator('ul li')).toHaveText('地点：教学楼 101');

  // The sanitized preview shows what readers will get.
  await drawer.getByTestId('content-preview').click();
  const preview = page.getByTestId('preview-body');
  await expect(preview.locator('b, strong')).toHaveText('请准时参加');
  await page.locator('.ant-modal-close').last().click();
  await expect(preview).toBeHidden();

  // Audience: one class chosen by its name, required reading, publish now.
  await drawer.getByText('指定范围', { exact: true }).click();
  const classes = drawer.getByTestId('audience-classes');
  await classes.click();
  await page.keyboard.type('计科2401');
  await page.locator('.ant-select-item-option').filter({ hasText: '计科2401班' }).click();
  await page.keyboard.press('Escape');
  await expect(classes).toContainText('计科2401班');
  await drawer.locator('#required').click();
  await drawer.getByText('立即发布', { exact: true }).click();
  await drawer.locator('.ant-drawer-footer .ant-btn-primary').click();
  await expect(drawer).toBeHidden();

  const row = page.locator('.ant-table-row', { hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('已发布');
  await expect(row).toContainText('必读');

  const listed = (await (await page.request.get(`/api/content/manage-list?kind=notice&keyword=${encodeURIComponent(title)}`)).json()) as {
    d: { list: { id: string; audience: { classes?: string[] }; required: boolean; body: string }[] };
  };
  const item = listed.d.list[0]!;
  expect(item.audience.classes).toEqual([cls]);
  expect(item.required).toBe(true);
  expect(item.body).toContain('请准时参加');

  // On the student's phone the unread badge rises without a reload; the to-do opens the notice,
  // which they confirm, and the to-do closes.
  // At least one more (other tests may message this demo student at the same time).
  await expect.poll(async () => Number((await badge.count()) ? await badge.innerText() : 0)).toBeGreaterThan(before);
  await student.goto('/site/message/index');
  await student.getByRole('tab', { name: /待办/ }).click();
  const todo = student.getByTestId('message-list').locator('.message-row', { hasText: title });
  await todo.getByTestId('todo-open').click();
  await student.getByTestId('confirm-read').click();
  await expect(student.getByTestId('confirmed')).toBeVisible();
  await student.goto('/site/notice/index');
  await expect(student.getByTestId('content-list').getByText(title)).toBeVisible();
  const unconfirmed = (await (await student.request.get('/api/content/unconfirmed')).json()) as { d: { list: { id: string }[] } };
  expect(unconfirmed.d.list.map((i) => i.id)).not.toContain(item.id);

  // A student of 数学2401班 never sees it: not in the list, and its id answers an error.
  const other = await phoneLogin(browser, 'student2');
  const loaded = other.waitForResponse((r) => r.url().includes('/api/content/list'));
  await other.goto('/site/notice/index');
  await loaded;
  // The list has finished loading (its end marker shows) and the notice is not in it.
  await expect(other.getByText(/暂无内容|没有更多了/)).toBeVisible();
  await expect(other.getByText(title)).toHaveCount(0);
  const list = (await (await other.request.get('/api/content/list?kind=notice&pageSize=100')).json()) as { e: number; d: { list: { id: string }[] } };
  expect(list.e).toBe(0);
  expect(list.d.list.map((i) => i.id)).not.toContain(item.id);
  const detail = (await (await other.request.get(`/api/content/detail?id=${item.id}`)).json()) as { e: number };
  expect(detail.e).not.toBe(0);

  // Statistics: one class of one student, who has read and confirmed it.
  await row.getByTestId('content-more').hover();
  await page.getByRole('menuitem', { name: '阅读统计' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/stats\//);
  await expect(page.getByTestId('stats-chart').locator('canvas')).toBeVisible();
  const stats = (await (await page.request.get(`/api/content/stats?id=${item.id}`)).json()) as {
    d: { audienceSize: number; readCount: number; confirmedCount: number };
  };
  expect(stats.d).toMatchObject({ audienceSize: 1, readCount: 1, confirmedCount: 1 });
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('stats-export').click()]);
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = fs.readFileSync((await file.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK'); // an xlsx is a zip
});

test('the manager sends a message to one class: its members get it in their message centre, others do not', async ({ page, browser }) => {
  const title = unique('班级消息');
  await loginAs(page, 'manager', undefined, '/admin/messages');
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await page.locator('#title').fill(title);
  await page.locator('#body').fill('明早八点集合');
  await page.locator('#link').fill('https://elsewhere.example/');
  await page.getByText('指定范围', { exact: true }).click();
  await page.getByTestId('audience-classes').click();
  await page.keyboard.type('计科2401');
  await page.locator('.ant-select-item-option').filter({ hasText: '计科2401班' }).click();
  await page.keyboard.press('Escape');
  // Only portal paths may be linked: the form refuses another origin before sending.
  await page.getByRole('button', { name: /发\s?送/ }).click();
  await expect(page.getByText('请填写以 / 开头的门户内地址')).toBeVisible();
  await page.locator('#link').fill('/site/message/index');
  await page.getByRole('button', { name: /发\s?送/ }).click();
  // 计科2401班 has one member in the demo data: student.
  await expect(page.getByTestId('message-sent')).toContainText('已发送给 1 人');

  const student = await browser.newContext();
  await apiLogin(student.request, 'student');
  const mine = (await (await student.request.get('/api/message/list')).json()) as { d: { list: { title: string; body: string; link: string }[] } };
  expect(mine.d.list.find((m) => m.title === title)).toMatchObject({ body: '明早八点集合', link: '/site/message/index' });
  const other = await browser.newContext();
  await apiLogin(other.request, 'student2');
  const theirs = (await (await other.request.get('/api/message/list?pageSize=100')).json()) as { d: { list: { title: string }[] } };
  expect(theirs.d.list.map((m) => m.title)).not.toContain(title);
  await student.close();
  await other.close();
});

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('photo moderation: a new photo waits in the queue and the manager rejects it', async ({ page, browser }) => {
  const caption = unique('操场日落');
  const student = await browser.newContext();
  await apiLogin(student.request, 'student');
  const up = (await (
    await student.request.post('/api/upload/index', { headers: XHR, multipart: { file: { name: 'sunset.png', mimeType: 'image/png', buffer: PNG } } })
  ).json()) as { e: number; d: { url: string } };
  expect(up.e).toBe(0);
  const posted = (await (await student.request.post('/api/photowall/upload-photo', { headers: XHR, data: { url: up.d.url, caption } })).json()) as {
    e: number;
    d: { id: string };
  };
  expect(posted.e).toBe(0);

  await loginAs(page, 'manager', undefined, '/admin/moderation');
  const row = page.locator('.ant-table-row', { hasText: caption });
  await expect(row).toBeVisible();
  await expect(row).toContainText('新上传');
  await page.getByTestId(`reject-${posted.d.id}`).click();
  await page.locator('.ant-popconfirm .ant-btn-primary').click();
  await expect(row).toBeHidden();

  const mine = (await (await student.request.get('/api/photowall/my-photos')).json()) as { d: { list: { id: string; status: string }[] } };
  expect(mine.d.list.find((p) => p.id === posted.d.id)?.status).toBe('rejected');
  await student.close();
});
