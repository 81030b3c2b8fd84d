/**
 * Opens every seed route the H5 serves, as a user allowed to see it, and fails on
 * page-not-found, 系统异常, a load error or any console error.
 */
import { expect, test } from '@playwright/test';
import { login } from './helpers';

/** Query parameters a screen needs to show its content rather than its "missing" state. */
const QUERY: Record<string, string> = {
  'publicsso/helpdetail': '?id=login',
};
/** Screens that leave for another address by design (entry pages). */
const LEAVES = new Set(['xidianMinigramLogin/index']);

interface Served {
  module: string;
  page: string;
}
// Loaded at run time (Playwright transpiles it); a variable path keeps the H5's TSX out of this
// package's typecheck.
const routeTable = '../../../apps/h5/src/routes.ts';

test('every served seed route opens without not-found, 系统异常 or console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  const { routes } = (await import(routeTable)) as { routes: Served[] };
  expect(routes.length).toBeGreaterThan(30);
  // About a second a route (each waits for the network to go quiet), with room for a busy machine.
  test.setTimeout(60_000 + routes.length * 2_500);
  await login(page, 'student');
  for (const r of routes) {
    const key = `${r.module}/${r.page}`;
    await page.goto(`/site/${key}${QUERY[key] ?? ''}`);
    await page.waitForLoadState('networkidle');
    if (!LEAVES.has(key)) await expect(page, key).toHaveURL(new RegExp(`/site/${key}`));
    await expect(page.locator('[data-page="not-found"]'), key).toHaveCount(0);
    await expect(page.locator('[data-page="system-error"]'), key).toHaveCount(0);
    await expect(page.locator('[data-page="load-error"]'), key).toHaveCount(0);
    await expect(page.getByText('系统异常'), key).toHaveCount(0);
    // localStoragepage clears the stored login data on purpose; the session cookie stays.
  }
  expect(errors).toEqual([]);
});
