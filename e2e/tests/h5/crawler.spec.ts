/**
 * Opens every seed route the H5 serves, as a user allowed to see it, and fails on
 * page-not-found, 系统异常, a load error or any console error.
 *
 * The routes are crawled in shards, each a test of its own (own browser context, own login,
 * the routes in table order, its own time budget), one after the other: crawled side by side
 * they slowed the timing-sensitive specs running beside them (a rotating code expired).
 * A shard loads its first route and goes to the others through the H5's router, as its links
 * do: a page load for each route was 40 % of the crawl (a shard alone: 27 s, now 16 s). Every
 * other spec opens its screens by address.
 */
import { expect, test } from '@playwright/test';
import { goInApp, login } from './helpers';

/** Query parameters a screen needs to show its content rather than its "missing" state. */
const QUERY: Record<string, string> = {
  'publicsso/helpdetail': '?id=login',
};
/** Screens that leave for another address by design (entry pages). */
const LEAVES = new Set(['xidianMinigramLogin/index', 'qrcodebuild/index']);
const SHARDS = 6;

interface Served {
  module: string;
  page: string;
}
// Loaded at run time (Playwright transpiles it); a variable path keeps the H5's TSX out of this
// package's typecheck.
const routeTable = '../../../apps/h5/src/routes.ts';

/** Shard `n` of SHARDS: a contiguous run of the table, so neighbouring screens stay in order. */
async function shard(n: number): Promise<Served[]> {
  const { routes } = (await import(routeTable)) as { routes: Served[] };
  expect(routes.length).toBeGreaterThan(30);
  const size = Math.ceil(routes.length / SHARDS);
  return routes.slice(n * size, (n + 1) * size);
}

for (let n = 0; n < SHARDS; n++) {
  test(`every served seed route opens without not-found, 系统异常 or console errors (part ${n + 1} of ${SHARDS})`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    const routes = await shard(n);
    // Under a second a route (each waits for its requests to end), with room for a busy machine
    // sharing it with the other worker's specs.
    test.setTimeout(60_000 + routes.length * 5_000);
    // The four signs of a broken screen, asked in one round trip.
    const broken = page
      .locator('[data-page="not-found"], [data-page="system-error"], [data-page="load-error"]')
      .or(page.getByText('系统异常'));
    await login(page, 'student');
    for (const r of routes) {
      const key = `${r.module}/${r.page}`;
      await goInApp(page, `/site/${key}${QUERY[key] ?? ''}`);
      if (!LEAVES.has(key)) await expect(page, key).toHaveURL(new RegExp(`/site/${key}`));
      await expect(broken, `${key}: not-found, system-error, load-error or 系统异常`).toHaveCount(0);
      // localStoragepage clears the stored login data on purpose; the session cookie stays.
    }
    expect(errors).toEqual([]);
  });
}
