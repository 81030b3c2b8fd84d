/**
 * An agenda manager reviews the site's class groups in the console, opens one group's items and
 * removes an abusive one; the group's members no longer see it.
 */
import { expect, test } from '@playwright/test';
import { loginAs } from './helpers';

test('a manager removes an abusive group item from the console', async ({ page, request }) => {
  // A counselor's group publishes something abusive (through the API, as the H5 does).
  const h = { 'x-requested-with': 'XMLHttpRequest' };
  expect((await request.post('/api/auth/login', { headers: h, form: { username: 'counselor', password: 'Demo@1234' } })).ok()).toBe(true);
  const day = new Date(Date.now() + 2 * 86400_000).toISOString().slice(0, 10);
  const g = await (await request.post('/api/agenda/save-group', { headers: h, form: { name: '控制台审核群' } })).json();
  await request.post('/api/agenda/add-members', { headers: h, form: { groupId: g.d.id, accounts: 'student' } });
  const pub = await (
    await request.post('/api/agenda/publish', { headers: h, form: { groupId: g.d.id, title: '违规广告日程', startDate: day, startTime: '10:00', endDate: day, endTime: '11:00' } })
  ).json();
  expect(pub.e).toBe(0);

  await loginAs(page, 'manager', undefined, '/admin/services/agenda');
  const row = page.locator('tr', { hasText: '控制台审核群' });
  await expect(row).toContainText('赵辅导员');
  await row.getByText('查看日程').click();
  const item = page.locator('tr', { hasText: '违规广告日程' });
  await expect(item).toContainText('0/1');
  await item.getByText('删除').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.locator('tr', { hasText: '违规广告日程' })).toHaveCount(0);
  expect((await (await request.get('/api/agenda/detail', { headers: h, params: { id: pub.d.id } })).json()).e).toBe(10004);
});
