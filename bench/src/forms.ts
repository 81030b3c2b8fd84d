/**
 * `npm run bench:forms`: the form engine on the server.
 * 1. A 60-field form with a 50-row child table is published; the student submits it BENCH_SUBMITS
 *    times, one after another: each is checked by the engine (linkage, computed fields, every
 *    row) and stored. Printed: median and p99 of the round trip over loopback, an upper bound of
 *    the server's time (goal < 20 ms).
 * 2. BENCH_EXPORT (100,000) leave applications with 1–3 child rows each are written straight into
 *    the SQLite database of the running server; the xlsx export of all of them is read to the end.
 *    Printed: time (goal < 5 s) and the server's peak RSS, sampled from /proc every 20 ms (goal < 250 MB).
 * One server process, SQLite. BENCH_SERVER picks the server bundle (default apps/server/dist/main.mjs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { openDatabase } from '@campus/server/src/platform/db/index.js';
import { cpuSeconds, login, startProcess, stop, waitFor } from './lib.js';

const SUBMITS = Number(process.env.BENCH_SUBMITS ?? 300);
const EXPORT = Number(process.env.BENCH_EXPORT ?? 100_000);
const SERVER = process.env.BENCH_SERVER ?? 'apps/server/dist/main.mjs';
const SITE = 'demo';

type Json = Record<string, unknown>;

/** 59 fields of every kind that holds a value, linkage, a cross-field rule, and a 50-row table. */
function bigSchema(): Json {
  const fields: Json[] = [];
  const opts = ['a', 'b', 'c', 'd'].map((v) => ({ value: v, label: v.toUpperCase() }));
  for (let i = 0; i < 20; i++) fields.push({ id: `t${i}`, kind: 'text', label: `文本${i}`, required: i < 10, maxLength: 50 });
  for (let i = 0; i < 10; i++) fields.push({ id: `n${i}`, kind: 'number', label: `数字${i}`, min: 0, max: 1e6, precision: 2 });
  for (let i = 0; i < 5; i++) fields.push({ id: `d${i}`, kind: 'date', label: `日期${i}`, required: true });
  for (let i = 0; i < 5; i++) fields.push({ id: `c${i}`, kind: 'choice', label: `单选${i}`, options: opts, required: true });
  for (let i = 0; i < 5; i++) fields.push({ id: `m${i}`, kind: 'multiChoice', label: `多选${i}`, options: opts, maxItems: 3 });
  for (let i = 0; i < 3; i++) fields.push({ id: `a${i}`, kind: 'textarea', label: `长文本${i}`, maxLength: 500 });
  fields.push({ id: 'tm', kind: 'time', label: '时间' }, { id: 'dt', kind: 'datetime', label: '日期时间' });
  fields.push({ id: 'phone', kind: 'text', label: '电话', format: 'phone', required: true }, { id: 'mail', kind: 'text', label: '邮箱', format: 'email' });
  fields.push({ id: 'who', kind: 'person', label: '联系人', required: true }, { id: 'sig', kind: 'signature', label: '签名' }, { id: 'loc', kind: 'location', label: '位置' });
  fields.push({ id: 'files', kind: 'upload', label: '附件', maxFiles: 5 }, { id: 'reg', kind: 'region', label: '地区', levels: 3 });
  fields.push({ id: 'extra', kind: 'text', label: '补充', hidden: true });
  fields.push({ id: 'total', kind: 'computed', label: '合计', expr: 'sum(items.sub) + n0', precision: 2 });
  fields.push({
    id: 'items', kind: 'table', label: '明细', minRows: 1, maxRows: 100, totals: ['sub'],
    columns: [
      { id: 'day', kind: 'date', label: '日期', required: true },
      { id: 'kind', kind: 'choice', label: '类别', options: opts, required: true },
      { id: 'qty', kind: 'number', label: '数量', min: 0, max: 1000, precision: 0, required: true },
      { id: 'price', kind: 'number', label: '单价', min: 0, max: 10000, precision: 2, required: true },
      { id: 'sub', kind: 'computed', label: '小计', expr: 'qty * price', precision: 2 },
      { id: 'note', kind: 'text', label: '备注', maxLength: 100 },
    ],
    rowRules: [{ id: 'inRange', assert: 'day >= d0', field: 'day' }],
  });
  return {
    version: 1,
    fields,
    linkage: [{ id: 'l1', when: "c0 == 'd'", actions: [{ do: 'show', target: 'extra' }, { do: 'require', target: 'extra' }] }],
    rules: [{ id: 'r1', assert: 'd1 >= d0', field: 'd1' }, { id: 'r2', assert: 'total < 100000000', field: 'items' }],
  };
}

type Ref = { id: string; name: string };

function bigValues(who: Ref, files: { sig: Ref; file: Ref }, i: number): Json {
  const v: Json = {};
  for (let k = 0; k < 20; k++) v[`t${k}`] = `文本内容 ${k} / ${i}`;
  for (let k = 0; k < 10; k++) v[`n${k}`] = k * 10.5 + i;
  for (let k = 0; k < 5; k++) v[`d${k}`] = `2026-12-${String(k + 1).padStart(2, '0')}`;
  for (let k = 0; k < 5; k++) v[`c${k}`] = 'abc'[k % 3];
  for (let k = 0; k < 5; k++) v[`m${k}`] = ['a', 'c'];
  for (let k = 0; k < 3; k++) v[`a${k}`] = '较长的说明文字。'.repeat(10);
  Object.assign(v, {
    tm: '09:30', dt: '2026-12-01 08:00', phone: '13800138000', mail: 'a@example.edu', who, sig: files.sig,
    loc: { lat: 39.99, lng: 116.31, address: '图书馆' }, files: [files.file], reg: ['北京市', '北京市', '海淀区'],
    items: Array.from({ length: 50 }, (_, r) => ({ day: `2026-12-${String((r % 28) + 1).padStart(2, '0')}`, kind: 'b', qty: r + 1, price: 12.5, note: `第${r + 1}行` })),
  });
  return v;
}

/** A 1×1 PNG as a data URL, for the base64 upload. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;

async function call<T>(base: string, cookie: string, method: 'GET' | 'POST', p: string, body?: Json): Promise<T> {
  const res = await fetch(base + p, {
    method,
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest', ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const r = (await res.json()) as { e: number; m: string; d: T };
  if (r.e !== 0) throw new Error(`${p}: ${r.e} ${r.m}`);
  return r.d;
}

async function benchSubmit(base: string, pid: number) {
  const manager = await login(base, 'manager');
  const student = await login(base, 'student');
  const { id } = await call<{ id: string }>(base, manager, 'POST', '/api/forms/admin/save', { name: 'bench: 60 fields, 50 rows' });
  const { versionId } = await call<{ versionId: string }>(base, manager, 'POST', '/api/forms/admin/publish', { id, schema: bigSchema() });
  const me = await call<{ id: string; name: string }>(base, student, 'GET', '/api/user/get-info');
  // Files in a submission are the submitter's own uploads (the server checks each).
  const upload = async (name: string) => ({ id: (await call<{ id: string }>(base, student, 'POST', '/api/upload/bybase64', { file: PNG, name })).id, name });
  const files = { sig: await upload('signature.png'), file: await upload('scan.png') };
  const body = (i: number) => ({ formId: id, versionId, values: bigValues({ id: me.id, name: me.name }, files, i) });
  const bytes = JSON.stringify(body(0)).length;
  for (let i = 0; i < 20; i++) await call(base, student, 'POST', '/api/forms/submit', body(i));
  const times: number[] = [];
  const cpu0 = cpuSeconds(pid);
  for (let i = 0; i < SUBMITS; i++) {
    const b = body(i);
    const t0 = performance.now();
    await call(base, student, 'POST', '/api/forms/submit', b);
    times.push(performance.now() - t0);
  }
  const cpuMs = ((cpuSeconds(pid) - cpu0) * 1000) / SUBMITS;
  console.log(`submit a 60-field form with a 50-row child table (${(bytes / 1024).toFixed(1)} KB JSON), ${SUBMITS} times: median ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms round trip on loopback; server CPU ${cpuMs.toFixed(1)} ms per submission (goal < 20 ms server time)`);
}

/** EXPORT leave applications of the demo leave form, 1–3 days each, spread over the demo users. */
async function populate(dataDir: string): Promise<string> {
  const database = openDatabase({ sqliteFile: path.join(dataDir, 'portal.sqlite') });
  const db = database.db;
  const form = await db.selectFrom('form_defs').select(['id', 'current_version_id']).where('site_id', '=', SITE).where('name', '=', '学生请假申请').executeTakeFirstOrThrow();
  const users = (await db.selectFrom('users').select(['id', 'name', 'number']).where('site_id', '=', SITE).execute());
  const began = Date.now();
  const start = Math.floor(Date.now() / 1000) - 365 * 86400;
  const types = ['sick', 'personal', 'other'];
  const periods = ['full', 'am', 'pm'];
  const BATCH = 500;
  for (let i = 0; i < EXPORT; i += BATCH) {
    const rows = [];
    for (let k = i; k < Math.min(EXPORT, i + BATCH); k++) {
      const u = users[k % users.length]!;
      const n = 1 + (k % 3);
      const day = (d: number) => `2026-${String(1 + (k % 12)).padStart(2, '0')}-${String(1 + d).padStart(2, '0')}`;
      const schedule = Array.from({ length: n }, (_, d) => ({ day: day(d), period: periods[(k + d) % 3], amount: (k + d) % 3 === 0 ? 1 : 0.5, course: d === 0 ? '高等数学' : undefined }));
      const data = { name: u.name, number: u.number, department: '计算机学院', phone: '13800138000', type: types[k % 3], ...(k % 3 === 2 ? { otherType: '实习面试' } : {}), start: day(0), end: day(n - 1), days: n, reason: `第 ${k} 份请假：回家处理事务`, leaveCampus: 'no', schedule, signature: { id: 'sig', name: 'sign.png' } };
      const at = start + Math.floor((k * 365 * 86400) / EXPORT);
      rows.push({ id: randomUUID(), site_id: SITE, form_id: form.id, version_id: form.current_version_id!, version: 1, user_id: u.id, data: JSON.stringify(data), state: 'submitted', revision: 1, process_id: null, locked_at: null, created_at: at, updated_at: at });
    }
    await db.insertInto('form_submissions').values(rows).execute();
  }
  console.log(`inserted ${EXPORT.toLocaleString('en')} leave applications in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  await database.close();
  return form.id;
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
}

async function benchExport(base: string, pid: number, dataDir: string) {
  const rssStart = rssMb(pid);
  const formId = await populate(dataDir);
  const manager = await login(base, 'manager');
  const rssBefore = rssMb(pid);
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const cpu0 = cpuSeconds(pid);
  const t0 = performance.now();
  const res = await fetch(`${base}/api/forms/admin/export?formId=${formId}`, { headers: { cookie: manager } });
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const ms = performance.now() - t0;
  clearInterval(sampler);
  const cpu = cpuSeconds(pid) - cpu0;
  if (res.status !== 200) throw new Error(`export answered ${res.status}`);
  console.log(`export of ${EXPORT.toLocaleString('en')} submissions (~${(EXPORT * 2).toLocaleString('en')} lines, child rows flattened): ${(ms / 1000).toFixed(2)} s, server CPU ${cpu.toFixed(2)} s, ${(bytes / 1e6).toFixed(1)} MB xlsx (goal < 5 s); server RSS ${rssBefore.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB, +${(peak - rssBefore).toFixed(0)} MB (goal < 250 MB; idle server at start ${rssStart.toFixed(0)} MB)`);
}

/** A fresh server process on its own database (each part measures a server that did nothing else). */
async function withServer(work: (base: string, pid: number, dataDir: string) => Promise<void>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-bench-forms-'));
    // BENCH_NODE_ARGS: extra node flags for the server (e.g. --cpu-prof for a closer look).
  const args = [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), SERVER];
  const portal = startProcess('node', args, { HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1', LOG_LEVEL: 'error', DATABASE_URL: '' });
  try {
    const base = await portal.base;
    await waitFor(`${base}/api/health`);
    await work(base, portal.child.pid!, dataDir);
  } finally {
    stop(portal);
    if (process.env.BENCH_KEEP) console.log(`database kept in ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await withServer((base, pid) => benchSubmit(base, pid));
await withServer((base, pid, dir) => benchExport(base, pid, dir));
