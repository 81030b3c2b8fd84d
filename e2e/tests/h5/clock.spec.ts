/**
 * A student opens daily clock-in at the library (the phone shares its location), clocks in once
 * in the open window and sees the record; the button is gone, so a second tap cannot happen.
 */
import { expect, test } from '@playwright/test';
import { XHR, apiContext, unique } from './content-helpers';
import { login } from './helpers';

const LIBRARY = { latitude: 39.9087, longitude: 116.3975 };
test.use({ geolocation: { latitude: LIBRARY.latitude + 0.0005, longitude: LIBRARY.longitude }, permissions: ['geolocation'] });

test('a student clocks in at a place', async ({ page, browser }) => {
  const manager = await apiContext(browser, 'manager');
  const name = unique('图书馆打卡');
  const saved = await (
    await manager.request.post('/api/clock/save-rule', {
      headers: XHR,
      data: {
        name,
        audience: { roles: ['student'] },
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        windows: [{ name: '全天', start: '00:00', end: '23:59', late: null }],
        places: [{ name: '图书馆', lat: LIBRARY.latitude, lng: LIBRARY.longitude, radius: 200 }],
      },
    })
  ).json();
  expect(saved.e, saved.m).toBe(0);
  await manager.close();

  await login(page, 'student');
  await page.goto('/site/nactaClock/index');
  const card = page.getByTestId('clock-rule').filter({ hasText: name });
  await expect(card).toContainText('打卡地点：图书馆');
  await card.getByTestId('clock-in').click();
  await expect(card.getByTestId('clock-record')).toContainText('已打卡');
  await expect(card.getByTestId('clock-in')).toHaveCount(0);
  await expect(page.getByTestId('clock-calendar')).toBeVisible();
});
