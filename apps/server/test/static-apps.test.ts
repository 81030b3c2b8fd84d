/**
 * The built apps as a phone fetches them: hashed files kept for a year, the page itself always
 * asked again, and Brotli or gzip bytes written once at build time for a browser that takes them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

const root = path.resolve(import.meta.dirname, '../../..');
let t: TestApp;
let dist: string;
// A script of a few KB, like the chunks the H5 build writes.
const script = `export const lines = [${Array.from({ length: 200 }, (_, i) => `"第${i}行 line ${i}"`).join(',')}];\n`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-dist-'));
  for (const app of ['h5', 'admin']) {
    fs.mkdirSync(path.join(dist, app, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, app, 'index.html'), `<!doctype html><title>${app}</title>`);
    fs.writeFileSync(path.join(dist, app, 'assets', 'index-Ab12Cd34.js'), script);
    fs.writeFileSync(path.join(dist, app, 'assets', 'tiny-Ef56.js'), 'export {};\n');
    fs.mkdirSync(path.join(dist, app, 'static'));
    fs.writeFileSync(path.join(dist, app, 'static', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(dist, app, 'umi.0a1b2c3d.js'), script);
    execFileSync(process.execPath, [path.join(root, 'scripts/precompress.mjs'), path.join(dist, app)]);
  }
  t = await createTestApp({ H5_DIST: path.join(dist, 'h5'), ADMIN_DIST: path.join(dist, 'admin') }, { serveApps: true });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the built apps', () => {
  it('keeps a hashed file for a year in the browser, on both apps', async () => {
    for (const prefix of ['/site', '/admin']) {
      const res = await t.app.inject({ url: `${prefix}/assets/index-Ab12Cd34.js` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toBe(script);
    }
  });

  it('has the browser ask again for a file whose name does not change with it, answering 304 while it is the same', async () => {
    const res = await t.app.inject({ url: '/site/static/logo.svg' });
    expect(res.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({ url: '/site/static/logo.svg', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const console = await t.app.inject({ url: '/admin/umi.0a1b2c3d.js', headers: { 'accept-encoding': 'br' } });
    expect(console.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(console.rawPayload).toString()).toBe(script);
  });

  it('sends Brotli to a browser that takes it, gzip to one that takes only gzip, the file to others', async () => {
    const br = await t.app.inject({ url: '/site/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 3);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await t.app.inject({ url: '/site/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ url: '/site/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends a file too small to compress as it is, even to a browser that takes Brotli', async () => {
    const res = await t.app.inject({ url: '/site/assets/tiny-Ef56.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};\n');
  });

  it('has the browser ask again for the page of a screen, which a new build changes', async () => {
    const res = await t.app.inject({ url: '/site/ticket/index' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>h5</title>');
  });
});
