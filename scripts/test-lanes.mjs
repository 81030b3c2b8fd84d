#!/usr/bin/env node
// Runs every test lane and ends with one plain line: "N passed, N failed".
// Lanes: typecheck, lint, unit (packages and apps), API on SQLite, API on PostgreSQL (when
// DATABASE_URL is set), end-to-end in Chromium. `node scripts/test-lanes.mjs api` runs the lanes
// whose name starts with `api`.
//
// The lanes before e2e run on two tracks side by side: alone, each keeps about one core busy (tsc,
// one eslint, one vitest worker; the PostgreSQL lane also waits on the database), and CI has two.
// A lane's output is printed in one piece when it ends, so two lanes' lines never interleave.
// e2e runs last and alone: its browsers use both cores.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lanes-'));
const only = process.argv.slice(2);

/** Runs a command to its end; its output goes to `log` (a file) when given, else to this terminal. */
function exec(cmd, args, cwd, env = {}, log = undefined) {
  return new Promise((resolve) => {
    const fd = log === undefined ? undefined : fs.openSync(log, 'a');
    const child = spawn(cmd, args, {
      cwd: path.join(root, cwd),
      stdio: fd === undefined ? 'inherit' : ['ignore', fd, fd],
      env: { ...process.env, ...env },
    });
    const done = (code) => {
      if (fd !== undefined) fs.closeSync(fd);
      resolve(code ?? 1);
    };
    child.on('error', (e) => {
      if (fd !== undefined) fs.appendFileSync(log, `${e.message}\n`);
      done(1);
    });
    child.on('close', done);
  });
}
/** A package's own binary (pnpm links each package's tools into its node_modules/.bin). */
const bin = (name, dir = '.') => path.join(root, dir, 'node_modules/.bin', name);

async function vitestLane(name, dir, env, log) {
  const out = path.join(tmp, `${name}.json`);
  const code = await exec(bin('vitest', dir), ['run', '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile=${out}`], dir, env, log);
  let p = 0;
  let f = 0;
  if (fs.existsSync(out)) {
    const j = JSON.parse(fs.readFileSync(out, 'utf8'));
    p = j.numPassedTests;
    f = j.numFailedTests + (code !== 0 && j.numFailedTests === 0 ? 1 : 0);
  } else f = 1;
  return { p, f };
}

async function checkLane(cmd, args, log) {
  const code = await exec(cmd, args, '.', {}, log);
  return code === 0 ? { p: 1, f: 0 } : { p: 0, f: 1 };
}

async function playwrightLane(log) {
  const out = path.join(tmp, 'e2e.json');
  const code = await exec(bin('playwright', 'e2e'), ['test', '--reporter=list,json'], 'e2e', { PLAYWRIGHT_JSON_OUTPUT_NAME: out }, log);
  if (!fs.existsSync(out)) return { p: 0, f: 1 };
  const s = JSON.parse(fs.readFileSync(out, 'utf8')).stats;
  return { p: s.expected + (s.flaky ?? 0), f: s.unexpected + (code !== 0 && s.unexpected === 0 ? 1 : 0) };
}

const pgUrl = process.env.DATABASE_URL;
/** Each lane: its name and how to run it, writing to `log` (undefined: to this terminal). */
const lanes = new Map([
  ['typecheck', (log) => checkLane(process.execPath, ['scripts/typecheck.mjs'], log)],
  ['lint', (log) => checkLane(bin('eslint'), ['.', '--max-warnings=0'], log)],
  ['unit-api', (log) => vitestLane('unit-api', 'packages/api', {}, log)],
  ['unit-i18n', (log) => vitestLane('unit-i18n', 'packages/i18n', {}, log)],
  ['unit-h5', (log) => vitestLane('unit-h5', 'apps/h5', {}, log)],
  ['unit-admin', (log) => vitestLane('unit-admin', 'apps/admin-pc', {}, log)],
  ['api-sqlite', (log) => vitestLane('api-sqlite', 'apps/server', { DATABASE_URL: '' }, log)],
  ...(pgUrl ? [['api-postgres', (log) => vitestLane('api-postgres', 'apps/server', { DATABASE_URL: pgUrl }, log)]] : []),
  ['e2e', (log) => playwrightLane(log)],
]);

/**
 * What a failed lane said about its failure: the lines that name an error or a failure, each with
 * the few after it. Printed again after the summary, since a CI log is often read from its end.
 */
function failureDigest(text, max = 80) {
  // eslint-disable-next-line no-control-regex
  const lines = text.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const keep = new Set();
  lines.forEach((l, i) => {
    if (/FAIL|Error|Unhandled|Timeout|×|✘|✗|failed|error TS\d/.test(l) && !/\b0 failed\b/.test(l)) for (let j = i; j < Math.min(i + 4, lines.length); j++) keep.add(j);
  });
  const picked = [...keep].sort((a, b) => a - b).map((i) => lines[i]);
  return picked.length > max ? [...picked.slice(0, max), `… ${picked.length - max} more lines in the lane's output above`] : picked;
}

/** Phases run one after the other; a phase's tracks run side by side, each its lanes in order. */
const phases = [
  [
    // Balanced by their times beside each other: typecheck ~110 s, unit-h5 ~30, api-sqlite ~150,
    // lint ~50, unit-admin ~15, api-postgres ~260.
    ['typecheck', 'unit-i18n', 'unit-h5', 'unit-admin', ...(pgUrl ? ['api-sqlite'] : [])],
    ['lint', 'unit-api', ...(pgUrl ? ['api-postgres'] : ['api-sqlite'])],
  ],
  [['e2e']],
];

const wanted = (name) =>
  lanes.has(name) &&
  (!only.length || only.some((o) => name.startsWith(o))) &&
  fs.existsSync(path.join(root, name === 'e2e' ? 'e2e/playwright.config.ts' : '.'));

const results = new Map();
async function runLane(name, alone) {
  const log = alone ? undefined : path.join(tmp, `${name}.log`);
  if (alone) console.log(`\n=== lane ${name} ===`);
  const t0 = Date.now();
  const r = await lanes.get(name)(log);
  const seconds = (Date.now() - t0) / 1000;
  const text = log && fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
  if (log) console.log(`\n=== lane ${name} ===\n${text}`);
  results.set(name, { ...r, seconds, text });
}

for (const phase of phases) {
  const tracks = phase.map((t) => t.filter(wanted)).filter((t) => t.length);
  const alone = tracks.length === 1;
  await Promise.all(
    tracks.map(async (track) => {
      for (const name of track) await runLane(name, alone);
    }),
  );
}

let passed = 0;
let failed = 0;
const summary = [];
for (const name of lanes.keys()) {
  const r = results.get(name);
  if (!r) continue;
  passed += r.p;
  failed += r.f;
  summary.push(`${name.padEnd(14)} ${String(r.p).padStart(5)} passed ${String(r.f).padStart(4)} failed  ${r.seconds.toFixed(1)}s`);
}
for (const [name, r] of results) {
  if (r.f && r.text) console.log(`\n=== what failed in ${name} ===\n${failureDigest(r.text).join('\n')}`);
}
console.log(`\n${summary.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
