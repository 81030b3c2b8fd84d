/**
 * End-to-end tests against the built apps served by the real server on a fresh database,
 * in Debian's Chromium (never a downloaded browser).
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 18181);
export const baseURL = `http://127.0.0.1:${port}`;

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/sh' }).toString().trim();
  } catch {
    throw new Error('No chromium on PATH: apt-get install -y chromium');
  }
}

// One fresh data directory per run (the config is also loaded by workers: reuse the main one's).
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'campus-e2e-'));

// The GPU process's work (software compositing, with no GPU) runs in the browser's process: one
// process and its messages fewer. 9 h5 specs: 137 s and 264 s of CPU with a GPU process, 125 s
// and 240 s without (and 162 / 143 s in a second, slower pair of runs).
const launchOptions = {
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--in-process-gpu', '--disable-background-networking', '--disable-component-update'],
};

// CI may share its two cores with other work (a stop's CI ran every lane 2.5 to 5 times slower
// than a quiet machine): there a test gets more time before it counts as hung. Machines differ
// too (one session's ran the whole lane in 13 minutes, a later one's in 40, with the longest
// journeys past a minute), so even without CI a test has two minutes: these limits only say
// when a test hangs, not how fast it should be.
const slow = process.env.CI ? 2 : 1;

export default defineConfig({
  testDir: 'tests',
  timeout: 120_000 * slow,
  expect: { timeout: 15_000 * slow },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: 'list',
  // The apps drop their animations when the system asks for less motion (an accessibility
  // setting they follow); the tests ask, so no step waits for a dialog to slide into place.
  // A failed test keeps its trace (actions, DOM snapshots, network) and a screenshot of its end.
  // The trace leaves out the screencast: encoding a frame for every paint cost a third of the
  // lane's time (9 h5 specs: 198 s with it, 129 s without, 124 s with no trace at all).
  use: {
    baseURL,
    launchOptions,
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    locale: 'zh-CN',
    reducedMotion: 'reduce',
  },
  webServer: {
    // E2E_SERVER / H5_DIST / ADMIN_DIST (inherited) point at other builds when several run at once.
    command: `node ${process.env.E2E_SERVER ?? '../apps/server/dist/main.mjs'}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  },
  projects: [
    {
      name: 'h5',
      testDir: 'tests/h5',
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40 NetType/WIFI Language/zh_CN',
      },
    },
    { name: 'admin', testDir: 'tests/admin', use: { viewport: { width: 1440, height: 900 } } },
  ],
});
