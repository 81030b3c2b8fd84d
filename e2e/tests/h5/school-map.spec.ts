/**
 * The campus map on the phone: a student searches for a building, opens it and sees its detail
 * (photos, description, opening hours, phone); a link to one place opens the map on it; the
 * freshman guide leads to a place on the map; the atlas shows the places' photos.
 */
import { expect, test } from '@playwright/test';
import { login } from './helpers';

test('a student searches for a building on the map and opens its detail', async ({ page }) => {
  await login(page, 'student');
  await page.goto('/site/schoolMap/index');
  // The plan is drawn with a marker per place.
  const map = page.getByTestId('school-map');
  await expect(map.locator('img.leaflet-image-layer')).toBeVisible();
  await expect(map.getByTestId('poi-marker').first()).toBeVisible();
  expect(await map.getByTestId('poi-marker').count()).toBeGreaterThanOrEqual(15);

  await page.getByTestId('map-search').locator('input').fill('图书');
  const results = page.getByTestId('map-results');
  await expect(results).toContainText('图书馆');
  await results.locator('.adm-list-item', { hasText: '图书馆' }).click();

  const sheet = page.getByTestId('poi-sheet');
  await expect(sheet).toContainText('图书馆');
  await expect(sheet).toContainText('教学科研');
  await expect(sheet).toContainText('07:30-22:30');
  await expect(sheet.locator('a[href="tel:01062755001"]')).toBeVisible();
  await expect(sheet.locator('img').first()).toBeVisible();
  // The selected marker is the library's.
  await expect(map.locator('.smap-marker.selected')).toHaveAttribute('aria-label', '图书馆');

  // A category filter keeps only its places on the map.
  await page.locator('.adm-popup .adm-mask').click({ position: { x: 10, y: 10 } });
  await expect(sheet).toBeHidden();
  await page.locator('.adm-capsule-tabs-tab', { hasText: '体育运动' }).click();
  await expect(map.getByTestId('poi-marker')).toHaveCount(2);
});

test('a link to one place opens the map on it, and a guide step leads there', async ({ page }) => {
  await page.goto('/site/guide/index');
  await page.getByTestId('guide-item').filter({ hasText: '新生入学指南' }).click();
  await expect(page).toHaveURL(/\/site\/guide\/detail\?id=/);
  const step = page.getByTestId('guide-step').filter({ hasText: '校医院' });
  await step.getByRole('button').click();
  await expect(page).toHaveURL(/\/site\/schoolMap\/map\?id=/);
  await expect(page.getByTestId('poi-sheet')).toContainText('校医院');
  await expect(page.getByTestId('poi-sheet')).toContainText('急诊');

  await page.goto('/site/schoolAtlas/index');
  await expect(page.getByTestId('atlas-grid').locator('figure').first()).toBeVisible();
  expect(await page.getByTestId('atlas-grid').locator('figure').count()).toBeGreaterThan(15);

  await page.goto('/site/mapGuide/index');
  await expect(page.getByTestId('route-stops')).toContainText('南门（正门）');
  await expect(page.getByTestId('school-map').locator('.smap-stop')).toHaveCount(8);
});

test.describe('standing by the library', () => {
  // The demo plan is geo-referenced; these coordinates fall on the library's building.
  test.use({ geolocation: { latitude: 39.997915, longitude: 116.302462 }, permissions: ['geolocation'] });

  test('"locate me" shows where the student stands on the plan', async ({ page }) => {
    await page.goto('/site/schoolMap/index');
    const map = page.getByTestId('school-map');
    await expect(map.getByTestId('poi-marker').first()).toBeVisible();
    await page.getByRole('button', { name: /我的位置/ }).click();
    const me = map.locator('.smap-me');
    await expect(me).toBeVisible();
    // The dot sits within a few pixels of the library's marker tip (both read at once: the map pans to the dot).
    const gap = await map.evaluate((el) => {
      const dot = el.querySelector('.smap-me')!.getBoundingClientRect();
      const pin = el.querySelector('[aria-label="图书馆"] .smap-pin')!.getBoundingClientRect();
      return { dx: Math.abs(dot.x + dot.width / 2 - (pin.x + pin.width / 2)), dy: Math.abs(dot.y + dot.height / 2 - pin.bottom) };
    });
    expect(gap.dx).toBeLessThan(20);
    expect(gap.dy).toBeLessThan(20);
  });
});
