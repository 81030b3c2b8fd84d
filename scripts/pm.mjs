#!/usr/bin/env node
// The root commands (npm start, npm test, ...). Needs only Node and npm: pnpm comes from the
// registry through npx at the version pinned in package.json's packageManager.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const pnpmSpec = pkg.packageManager; // e.g. pnpm@10.34.8

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts, env: { ...process.env, ...(opts.env ?? {}) } });
  if (r.error) throw r.error;
  return r.status ?? 1;
}
function must(cmd, args, opts) {
  const code = run(cmd, args, opts);
  if (code !== 0) process.exit(code);
}
const pnpm = (args, opts) => run('npx', ['--yes', pnpmSpec, ...args], opts);
const mustPnpm = (args, opts) => must('npx', ['--yes', pnpmSpec, ...args], opts);

function newest(dir) {
  let t = 0;
  if (!fs.existsSync(dir)) return t;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.umi', '.umi-production', 'test-results'].includes(e.name)) continue;
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  const stale = !fs.existsSync(marker) || (fs.existsSync(lock) && fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs);
  if (stale) mustPnpm(['install', ...(process.env.CI ? ['--frozen-lockfile'] : [])]);
}

/** Builds what changed since its last build: the server bundle and the two apps. */
function ensureBuilt({ force = false } = {}) {
  const targets = [
    { name: '@campus/server', dir: 'apps/server', out: 'apps/server/dist/main.mjs', deps: ['packages/api', 'packages/i18n'] },
    { name: '@campus/h5', dir: 'apps/h5', out: 'apps/h5/dist/index.html', deps: ['packages/api', 'packages/i18n'] },
    { name: '@campus/admin-pc', dir: 'apps/admin-pc', out: 'apps/admin-pc/dist/index.html', deps: ['packages/api', 'packages/i18n'] },
  ];
  for (const t of targets) {
    const out = path.join(root, t.out);
    const srcTime = Math.max(...[t.dir, ...t.deps].map((d) => newest(path.join(root, d))));
    if (!force && fs.existsSync(out) && fs.statSync(out).mtimeMs >= srcTime) continue;
    console.log(`\n> building ${t.name}`);
    mustPnpm(['--filter', t.name, 'run', 'build']);
  }
}

const lanes = {
  typecheck: () => run(process.execPath, ['scripts/typecheck.mjs']),
  lint: () => pnpm(['exec', 'eslint', '.', '--max-warnings=0']),
};

const [cmd, ...rest] = process.argv.slice(2);
switch (cmd) {
  case 'start': {
    ensureInstalled();
    ensureBuilt();
    const env = { DEMO: process.env.DEMO ?? '1' };
    process.exit(run('node', ['apps/server/dist/main.mjs', ...rest], { env }));
    break;
  }
  case 'build':
    ensureInstalled();
    ensureBuilt({ force: true });
    break;
  case 'test': {
    ensureInstalled();
    ensureBuilt();
    process.exit(run('node', ['scripts/test-lanes.mjs', ...rest]));
    break;
  }
  case 'typecheck':
  case 'lint':
    ensureInstalled();
    process.exit(lanes[cmd]());
    break;
  case 'bench':
  case 'bench:size':
  case 'bench:live':
  case 'bench:rush':
  case 'bench:steady':
  case 'bench:ab':
  case 'bench:repair':
  case 'bench:forms':
    ensureInstalled();
    ensureBuilt();
    process.exit(pnpm(['--filter', '@campus/bench', 'run', cmd.replace('bench:', 'bench-'), ...rest]));
    break;
  case 'routes:report':
    ensureInstalled();
    process.exit(pnpm(['--filter', '@campus/h5', 'run', 'routes:report']));
    break;
  default:
    console.error('usage: node scripts/pm.mjs start|test|build|typecheck|lint|bench|bench:size|bench:live|bench:rush|bench:steady|bench:ab|bench:repair|bench:forms|routes:report');
    process.exit(2);
}
