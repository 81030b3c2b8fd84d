#!/usr/bin/env node
/**
 * Gzipped size of what a console route loads: the entry (umi.js, its CSS) plus the route's chunk
 * group. Reads the webpack stats of `ANALYZE=1 max build` (dist/stats.json) when present, else the
 * chunk ids in the built entry. Usage: node scripts/route-size.mjs [routeChunk] [--json]
 * (default p__login__index). Also fails when the login route pulls in ProTable or echarts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const args = process.argv.slice(2);
const route = args.find((a) => !a.startsWith('--')) ?? 'p__login__index';
const gz = (f) => zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length;

const entry = fs.readdirSync(dist).filter((f) => /^umi\.[0-9a-f]+\.(js|css)$/.test(f) || /^preload_helper\./.test(f));
let files;
const statsFile = path.join(dist, 'stats.json');
if (fs.existsSync(statsFile)) {
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
  const group = stats.namedChunkGroups?.[route];
  if (!group) throw new Error(`no chunk group ${route} in stats.json`);
  files = group.assets.map((a) => (typeof a === 'string' ? a : a.name));
} else {
  // Without stats: the entry's chunk-name map gives the route's chunk id, and its lazy import
  // `Promise.all([x.e(a), x.e(b), ..., x.e(id)])` lists every chunk it loads.
  const umi = fs.readFileSync(path.join(dist, entry.find((f) => f.endsWith('.js') && f.startsWith('umi'))), 'utf8');
  const id = umi.match(new RegExp(`(\\d+):"${route}"`))?.[1];
  if (!id) throw new Error(`no chunk named ${route} in the entry`);
  const load = [...umi.matchAll(/Promise\.all\(\[([^\]]*)\]\)/g)].map((m) => m[1]).find((l) => new RegExp(`\\.e\\(${id}\\)$`).test(l));
  const ids = load ? [...load.matchAll(/\.e\((\d+)\)/g)].map((m) => m[1]) : [id];
  files = fs.readdirSync(dist).filter((f) => ids.some((c) => f.startsWith(`${c}.`) || f.startsWith(`${route}.`)));
}
const all = [...new Set([...entry, ...files])].filter((f) => fs.existsSync(path.join(dist, f)));
const sizes = all.map((f) => ({ file: f, gzip: gz(f) }));
const total = sizes.reduce((n, s) => n + s.gzip, 0);
const text = all.filter((f) => f.endsWith('.js')).map((f) => fs.readFileSync(path.join(dist, f), 'utf8')).join('\n');
const heavy = ['ProTable', 'echarts'].filter((w) => (w === 'ProTable' ? /ant-pro-table/.test(text) : /echarts/i.test(text)));

if (args.includes('--json')) {
  console.log(JSON.stringify({ route, totalGzip: total, files: sizes, heavy }));
} else {
  for (const s of sizes) console.log(`${(s.gzip / 1024).toFixed(1).padStart(8)} KiB  ${s.file}`);
  console.log(`${(total / 1024).toFixed(1).padStart(8)} KiB  total (${route})${heavy.length ? `  CONTAINS ${heavy.join(', ')}` : ''}`);
}
if (route === 'p__login__index' && heavy.length) process.exitCode = 1;
