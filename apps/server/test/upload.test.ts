import fs from 'node:fs';
import path from 'node:path';
import { E } from '@campus/api';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

const LIMIT = 64 * 1024;
let t: TestApp;
let student: Client;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_LIMIT_BYTES: String(LIMIT) });
  student = await loginAs(t.app, 'student');
});
afterAll(() => t.close());

/** A real 1x1 PNG, optionally padded (PNG readers stop at IEND; the sniffer reads the head). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = (pad = 0) => Buffer.concat([PNG, Buffer.alloc(pad)]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

interface Part {
  field?: string;
  name: string;
  type?: string;
  data: Buffer;
}

function multipart(parts: Part[], extra: Record<string, string> = {}) {
  const boundary = `----campus${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(extra)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'file'}"; filename="${p.name}"\r\n` +
          `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      p.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

interface Uploaded {
  id: string;
  url: string;
  name: string;
  size: number;
  mime: string;
  files: Omit<Uploaded, 'files'>[];
}

async function upload(c: Client, parts: Part[]) {
  const res = await c.raw({ method: 'POST', url: '/api/upload/index', ...multipart(parts) });
  return { status: res.statusCode, ...(res.json() as { e: number; m: string; d: Uploaded }) };
}

const countRows = async () => (await t.app.platform.db.selectFrom('uploads').select('id').execute()).length;
function countFiles(dir = t.app.platform.uploadDir): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? countFiles(path.join(dir, e.name)) : 1), 0);
}
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('upload by multipart', () => {
  it('refuses callers who are not logged in', async () => {
    expect((await upload(new Client(t.app), [{ name: 'a.png', data: png() }])).e).toBe(E.NOT_LOGGED_IN);
  });

  it('stores an image under a server-chosen name and serves it back with its sniffed type', async () => {
    const r = await upload(student, [{ name: '../../etc/我的 照片.png', type: 'text/html', data: png() }]);
    expect(r.e).toBe(0);
    expect(r.d.mime).toBe('image/png');
    expect(r.d.name).toBe('我的 照片.png');
    expect(r.d.size).toBe(PNG.length);
    expect(r.d.url).toMatch(/^\/site\/attach\?file=all\/\d{4}\/\d{2}\/[0-9a-f-]{36}-[0-9a-f]{32}\.png$/);
    const res = await get(r.d.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^inline; /);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    const row = await t.app.platform.db.selectFrom('uploads').selectAll().where('id', '=', r.d.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ site_id: 'demo', mime: 'image/png', size: PNG.length });
  });

  it('takes several files at once and serves an office file as a download with its RFC 5987 name', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('成绩').addRow(['姓名', '分数']);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    const r = await upload(student, [
      { name: 'a.png', data: png() },
      { name: '成绩 单(1).xlsx', data: xlsx },
    ]);
    expect(r.e).toBe(0);
    expect(r.d.files).toHaveLength(2);
    const sheet = r.d.files[1]!;
    expect(sheet.mime).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const res = await get(sheet.url);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="__ _(1).xlsx"; filename*=UTF-8''%E6%88%90%E7%BB%A9%20%E5%8D%95%281%29.xlsx`,
    );
  });

  it('refuses an HTML page named .png and declared image/png, and stores nothing', async () => {
    const rows = await countRows();
    const files = countFiles();
    const r = await upload(student, [{ name: 'cat.png', type: 'image/png', data: HTML }]);
    expect(r.e).toBe(E.UNSUPPORTED_MEDIA);
    expect(r.status).toBe(415);
    expect(await countRows()).toBe(rows);
    expect(countFiles()).toBe(files);
  });

  it('refuses SVG (it can carry script)', async () => {
    expect((await upload(student, [{ name: 'logo.svg', type: 'image/svg+xml', data: SVG }])).e).toBe(E.UNSUPPORTED_MEDIA);
  });

  it('refuses a file over UPLOAD_LIMIT_BYTES with 10014', async () => {
    const r = await upload(student, [{ name: 'big.png', data: png(LIMIT) }]);
    expect(r.e).toBe(E.PAYLOAD_TOO_LARGE);
  });

  it('stores all the files of a request or none of them', async () => {
    const rows = await countRows();
    const files = countFiles();
    const r = await upload(student, [
      { name: 'ok.png', data: png() },
      { name: 'bad.png', data: HTML },
    ]);
    expect(r.e).toBe(E.UNSUPPORTED_MEDIA);
    expect(await countRows()).toBe(rows);
    expect(countFiles()).toBe(files);
  });

  it('says which field is missing when no file is sent', async () => {
    const res = await student.raw({ method: 'POST', url: '/api/upload/index', ...multipart([], { note: 'x' }) });
    expect(res.json()).toMatchObject({ e: E.BAD_INPUT, d: { field: 'file' } });
  });

  it('refuses a body that is not multipart', async () => {
    const r = await student.post('/api/upload/index', { file: 'x' });
    expect(r.e).toBe(E.UNSUPPORTED_MEDIA);
  });
});

describe('upload by base64', () => {
  it('accepts a data URL (JSON) and plain base64 (form), sniffing the content', async () => {
    const a = await student.post<Uploaded>('/api/upload/bybase64', {
      file: `data:image/png;base64,${PNG.toString('base64')}`,
      name: 'sign.png',
    });
    expect(a.e).toBe(0);
    expect(a.d).toMatchObject({ name: 'sign.png', mime: 'image/png', size: PNG.length });
    const b = await student.postForm<Uploaded>('/api/upload/bybase64', new URLSearchParams({ file: PNG.toString('base64') }).toString());
    expect(b.e).toBe(0);
    expect(b.d.name).toBe('upload.png');
    expect((await get(b.d.url)).rawPayload.equals(PNG)).toBe(true);
  });

  it('ignores the declared type: HTML in an image data URL is refused', async () => {
    const r = await student.post('/api/upload/bybase64', { file: `data:image/png;base64,${HTML.toString('base64')}` });
    expect(r.e).toBe(E.UNSUPPORTED_MEDIA);
  });

  it('refuses what is not base64, naming the field', async () => {
    const r = await student.post('/api/upload/bybase64', { file: 'data:image/png,<svg/>' });
    expect(r).toMatchObject({ e: E.BAD_INPUT, d: { field: 'file' } });
    expect((await student.post('/api/upload/bybase64', { file: '***' })).e).toBe(E.BAD_INPUT);
  });

  it('refuses a file over the limit with 10014', async () => {
    const r = await student.post('/api/upload/bybase64', { file: png(LIMIT).toString('base64') });
    expect(r.e).toBe(E.PAYLOAD_TOO_LARGE);
    const huge = await student.post('/api/upload/bybase64', { file: 'A'.repeat(LIMIT * 2) });
    expect(huge.e).toBe(E.PAYLOAD_TOO_LARGE);
  });

  it('refuses callers who are not logged in', async () => {
    expect((await new Client(t.app).post('/api/upload/bybase64', { file: PNG.toString('base64') })).e).toBe(E.NOT_LOGGED_IN);
  });
});

describe('attachments: no way out of the store', () => {
  let good: Uploaded;
  beforeAll(async () => {
    good = (await upload(student, [{ name: 'a.png', data: png() }])).d;
  });

  it('serves a byte range (phones play video this way)', async () => {
    const res = await get(good.url, { range: 'bytes=0-7' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-7/${PNG.length}`);
    expect(res.rawPayload.equals(PNG.subarray(0, 8))).toBe(true);
    expect((await get(good.url, { range: `bytes=${PNG.length + 10}-` })).statusCode).toBe(416);
  });

  const attempts = [
    'all/../../../../etc/passwd',
    'all/..%2f..%2f..%2fetc%2fpasswd',
    'all/%2e%2e/%2e%2e/etc/passwd',
    'all/%252e%252e/etc/passwd',
    '/etc/passwd',
    'all//etc/passwd',
    'all/..\\..\\etc\\passwd',
    'all/2026/11/x.png%00.png',
    'all/',
    '',
  ];
  for (const f of attempts) {
    it(`answers 404 with an envelope for file=${f || '(empty)'}`, async () => {
      const res = await get(`/site/attach?file=${f}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ e: E.NOT_FOUND });
      expect(res.body).not.toContain('root:');
    });
  }

  it('refuses a file parameter given as a list or an object, or missing', async () => {
    for (const q of [`file[]=${good.url.split('file=')[1]}`, 'file[a]=b', 'other=1']) {
      expect((await get(`/site/attach?${q}`)).statusCode).toBe(404);
    }
  });

  it('refuses a name of the right shape whose row does not exist', async () => {
    const stored = good.url.split('file=all/')[1]!;
    const twin = stored.replace(/-([0-9a-f]{32})\.png$/, `-${'0'.repeat(32)}.png`);
    fs.copyFileSync(path.join(t.app.platform.uploadDir, stored), path.join(t.app.platform.uploadDir, twin));
    expect((await get(`/site/attach?file=all/${twin}`)).statusCode).toBe(404);
  });

  it('does not follow a symlink planted in the store, even with a row', async () => {
    const stored = good.url.split('file=all/')[1]!;
    const link = stored.replace(/-([0-9a-f]{32})\.png$/, `-${'1'.repeat(32)}.png`);
    fs.symlinkSync('/etc/passwd', path.join(t.app.platform.uploadDir, link));
    await t.app.platform.db
      .insertInto('uploads')
      .values({ id: 'planted', site_id: 'demo', user_id: null, stored_name: link, original_name: 'x.png', mime: 'image/png', size: 1, sha256: '', at: 0 })
      .execute();
    const res = await get(`/site/attach?file=all/${link}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('root:');
  });
});

describe('upload by base64 with the production-like limits', () => {
  it('takes a file larger than the ordinary body limit, up to UPLOAD_LIMIT_BYTES', async () => {
    const big = await createTestApp({ UPLOAD_LIMIT_BYTES: String(2 * 1024 * 1024), BODY_LIMIT_BYTES: String(1024 * 1024) });
    try {
      const c = await loginAs(big.app, 'student');
      const file = png(1536 * 1024);
      const r = await c.post<Uploaded>('/api/upload/bybase64', { file: file.toString('base64') });
      expect(r.e).toBe(0);
      expect(r.d.size).toBe(file.length);
      const over = await c.post('/api/upload/bybase64', { file: png(3 * 1024 * 1024).toString('base64') });
      expect(over.e).toBe(E.PAYLOAD_TOO_LARGE);
      // Other calls keep the ordinary body limit.
      const log = await c.post('/api/log/save-web-log', { err_message: 'x'.repeat(2 * 1024 * 1024) });
      expect(log.e).toBe(E.PAYLOAD_TOO_LARGE);
    } finally {
      await big.close();
    }
  });
});
