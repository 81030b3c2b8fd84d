/**
 * The campus map in the console: the administrator clicks on the plan to place a new place,
 * fills in its detail, sees it on the plan and in the list, drags it a little further; a student
 * then finds it on the H5 map.
 */
import { expect, test } from '@playwright/test';
import { loginAs, unique } from './helpers';

test('an administrator places a POI on the plan and a student finds it', async ({ page, browser }) => {
  await loginAs(page, 'admin', undefined, '/admin/services/schoolMap');
  const plan = page.getByTestId('plan-image');
  await expect(plan).toBeVisible();
  await expect(page.getByTestId('plan-poi').filter({ hasText: '图书馆' })).toBeVisible();

  // Click an empty spot of the plan: the form opens with the pixel position filled in.
  const box = (await plan.boundingBox())!;
  await plan.click({ position: { x: box.width * 0.25, y: box.height * 0.1 } });
  const modal = page.locator('.ant-modal', { hasText: '新建地点' });
  await expect(modal).toBeVisible();
  const x = Number(await modal.locator('#x').inputValue());
  const y = Number(await modal.locator('#y').inputValue());
  expect(x).toBeGreaterThan(250);
  expect(x).toBeLessThan(350);
  expect(y).toBeGreaterThan(60);
  expect(y).toBeLessThan(100);
  const name = unique('打印店');
  await modal.locator('#name').fill(name);
  await modal.locator('#description').fill('自助打印与复印，支持校园卡支付');
  await modal.locator('#hours').fill('08:00-22:00');
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('plan-poi').filter({ hasText: name })).toBeVisible();
  await expect(page.locator('tr', { hasText: name })).toContainText(String(x));

  // Dragging the marker moves the place (saved on release).
  const marker = page.getByTestId('plan-poi').filter({ hasText: name });
  const from = (await marker.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 8);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 40, from.y + 8, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2 + 80, from.y + 8, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByText('位置已更新')).toBeVisible();
  const row = page.locator('tr', { hasText: name });
  await expect(row.locator('td').nth(2)).not.toHaveText(String(x));
  const movedX = Number(await row.locator('td').nth(2).innerText());
  expect(movedX).toBeGreaterThan(x + 40);

  // A student searches for it on the phone.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto('/site/schoolMap/index');
  await phone.getByTestId('map-search').locator('input').fill(name);
  await phone.getByTestId('map-results').locator('.adm-list-item', { hasText: name }).click();
  await expect(phone.getByTestId('poi-sheet')).toContainText('自助打印与复印');
  await expect(phone.getByTestId('poi-sheet')).toContainText('08:00-22:00');
  await phone.close();
});
