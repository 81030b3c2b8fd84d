#!/usr/bin/env node
// Runs every test lane and ends with one plain line: "N passed, N failed".
// Lanes: typecheck, lint, unit (packages and apps), API on SQLite, API on PostgreSQL (when
// DATABASE_URL is set), end-to-end in Chromium. `node scripts/test-lanes.mjs api` runs one lane.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lanes-'));
const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const summary = [];

function exec(cmd, args, cwd, env = {}) {
  const r = spawnSync(cmd, args, { cwd: path.join(root, cwd), stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}
/** A package's own binary (pnpm links each package's tools into its node_modules/.bin). */
const bin = (name, dir = '.') => path.join(root, dir, 'node_modules/.bin', name);

function vitestLane(name, dir, env = {}) {
  const out = path.join(tmp, `${name}.json`);
  const code = exec(bin('vitest', dir), ['run', '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile=${out}`], dir, env);
  let p = 0;
  let f = 0;
  if (fs.existsSync(out)) {
    const j = JSON.parse(fs.readFileSync(out, 'utf8'));
    p = j.numPassedTests;
    f = j.numFailedTests + (code !== 0 && j.numFailedTests === 0 ? 1 : 0);
  } else f = 1;
  return { p, f };
}

function checkLane(cmd, args) {
  const code = exec(cmd, args, '.');
  return code === 0 ? { p: 1, f: 0 } : { p: 0, f: 1 };
}

function playwrightLane() {
  const out = path.join(tmp, 'e2e.json');
  const code = exec(bin('playwright', 'e2e'), ['test', '--reporter=list,json'], 'e2e', { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  if (!fs.existsSync(out)) return { p: 0, f: 1 };
  const s = JSON.parse(fs.readFileSync(out, 'utf8')).stats;
  return { p: s.expected + (s.flaky ?? 0), f: s.unexpected + (code !== 0 && s.unexpected === 0 ? 1 : 0) };
}

const pgUrl = process.env.DATABASE_URL;
const lanes = [
  ['typecheck', () => checkLane('npx', ['--yes', pkg.packageManager, '-r', '--workspace-concurrency=1', 'run', 'typecheck'])],
  ['lint', () => checkLane(bin('eslint'), ['.', '--max-warnings=0'])],
  ['unit-api', () => vitestLane('unit-api', 'packages/api')],
  ['unit-i18n', () => vitestLane('unit-i18n', 'packages/i18n')],
  ['unit-h5', () => vitestLane('unit-h5', 'apps/h5')],
  ['unit-admin', () => vitestLane('unit-admin', 'apps/admin-pc')],
  ['api-sqlite', () => vitestLane('api-sqlite', 'apps/server', { DATABASE_URL: '' })],
  ...(pgUrl ? [['api-postgres', () => vitestLane('api-postgres', 'apps/server', { DATABASE_URL: pgUrl })]] : []),
  ['e2e', () => playwrightLane()],
];

for (const [name, lane] of lanes) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  if (!fs.existsSync(path.join(root, name === 'e2e' ? 'e2e/playwright.config.ts' : '.'))) continue;
  console.log(`\n=== lane ${name} ===`);
  const t0 = Date.now();
  const { p, f } = lane();
  passed += p;
  failed += f;
  summary.push(`${name.padEnd(14)} ${String(p).padStart(5)} passed ${String(f).padStart(4)} failed  ${((Date.now() - t0) / 1000).toFixed(1)}s`);
}
console.log(`\n${summary.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
