/**
 * `npm run bench:size`: gzipped sizes of what a person's browser downloads.
 * - H5: the initial JS and CSS named by dist/index.html (entry and its preloads), and every lazy
 *   chunk. Goals (issue 3): initial JS ≤ 130 KiB, CSS ≤ 20 KiB, each lazy route ≤ 40 KiB.
 * - Console: what Chromium actually fetches to show /admin/login. Goal ≤ 300 KiB, with no
 *   ProTable or echarts code in it.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { execSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { root, startPortal, stop, waitFor } from './lib.js';

const KiB = 1024;
const gz = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kib = (n: number) => `${(n / KiB).toFixed(1)} KiB`;
const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');

function h5(): void {
  const dist = path.join(root, 'apps/h5/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/site\/([^"]+)"/g)].map((m) => m[1]!);
  const initialJs = refs.filter((r) => r.endsWith('.js'));
  const initialCss = refs.filter((r) => r.endsWith('.css'));
  const js = initialJs.reduce((s, f) => s + gz(path.join(dist, f)), 0);
  const css = initialCss.reduce((s, f) => s + gz(path.join(dist, f)), 0);
  const lazy = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js') && !initialJs.includes(`assets/${f}`))
    .map((f) => ({ f, size: gz(path.join(dist, 'assets', f)) }))
    .sort((a, b) => b.size - a.size);
  const over = lazy.filter((l) => l.size > 40 * KiB);
  console.log('\nbench:size — H5 (gzip -9)');
  console.log(`  initial JS   ${kib(js).padStart(10)}  goal ≤ 130 KiB  ${mark(js <= 130 * KiB)}   (${initialJs.length} files)`);
  console.log(`  initial CSS  ${kib(css).padStart(10)}  goal ≤ 20 KiB   ${mark(css <= 20 * KiB)}   (${initialCss.length} files)`);
  console.log(`  lazy chunks  ${lazy.length}, largest ${lazy[0]?.f ?? '-'} ${kib(lazy[0]?.size ?? 0)}  goal ≤ 40 KiB each  ${mark(over.length === 0)}`);
  for (const o of over) console.log(`    over: ${o.f} ${kib(o.size)}`);
}

async function consoleLogin(): Promise<void> {
  const dist = path.join(root, 'apps/admin-pc/dist');
  const server = startPortal();
  const exe = execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/sh' }).toString().trim();
  const browser = await chromium.launch({
    executablePath: exe,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const base = await server.base;
    await waitFor(`${base}/api/health`);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const files = new Set<string>();
    page.on('response', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/admin/') && /\.(js|css)$/.test(u.pathname)) files.add(u.pathname.slice('/admin/'.length));
    });
    await page.goto(`${base}/admin/login`, { waitUntil: 'networkidle' });
    let total = 0;
    let heavy = '';
    for (const f of files) {
      const file = path.join(dist, f);
      if (!fs.existsSync(file)) continue;
      total += gz(file);
      const text = fs.readFileSync(file, 'utf8');
      if (/ant-pro-table|ProTable/.test(text)) heavy += ` ProTable(${f})`;
      if (/echarts/i.test(text)) heavy += ` echarts(${f})`;
    }
    console.log('\nbench:size — console login route (files Chromium fetched, gzip -9)');
    console.log(`  /admin/login ${kib(total).padStart(10)}  goal ≤ 300 KiB  ${mark(total <= 300 * KiB)}   (${files.size} files)`);
    console.log(`  ProTable or echarts in it: ${heavy ? `yes —${heavy}` : 'no'}`);
  } finally {
    await browser.close();
    stop(server);
  }
}

h5();
await consoleLogin();
