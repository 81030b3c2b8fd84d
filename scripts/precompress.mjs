#!/usr/bin/env node
// Writes a Brotli (.br) and a gzip (.gz) copy beside each text file of a built app, so the server
// sends the compressed bytes without compressing on each request (@fastify/static `preCompressed`).
// Usage: node scripts/precompress.mjs <dist folder>. Files under 1 KB, and files that do not
// shrink by a tenth, are left without copies; the server then sends the file itself.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|map|wasm)$/;
const MIN_BYTES = 1024;

const dir = process.argv[2];
if (!dir || !fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
  console.error('usage: precompress.mjs <dist folder>');
  process.exit(2);
}

let files = 0;
let before = 0;
let after = 0;
for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  if (br.length > body.length * 0.9) continue;
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  files++;
  before += body.length;
  after += br.length;
}
console.log(`precompress: ${files} files in ${dir}, ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB with Brotli`);
