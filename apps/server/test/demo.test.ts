import type { SubmissionDetail, SubmissionItem } from '@campus/api';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { signaturePng } from '../src/seed/demo-signature.js';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

/** The alpha channel of an 8-bit RGBA PNG with rows filtered None or Sub (what the server's encoder writes). */
function decodeRgba(png: Buffer): { width: number; height: number; alpha: number[] } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  expect([png[24], png[25]]).toEqual([8, 6]);
  const idat: Buffer[] = [];
  for (let p = 8; p < png.length; ) {
    const n = png.readUInt32BE(p);
    if (png.toString('ascii', p + 4, p + 8) === 'IDAT') idat.push(png.subarray(p + 8, p + 8 + n));
    p += 12 + n;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  const alpha: number[] = [];
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    expect(filter === 0 || filter === 1).toBe(true);
    const row = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    if (filter === 1) for (let i = 4; i < stride; i++) row[i] = (row[i]! + row[i - 4]!) & 0xff;
    for (let x = 0; x < width; x++) alpha.push(row[x * 4 + 3]!);
  }
  return { width, height, alpha };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_CONTENT: '1' });
});
afterAll(() => t.close());

describe('a fresh demo install', () => {
  it('has public news anyone can read and the school history page for its people', async () => {
    const c = new Client(t.app);
    const news = await c.get<{ list: { title: string }[] }>('/api/content/list', { kind: 'news' });
    expect(news.e).toBe(0);
    expect(news.d.list.length).toBeGreaterThanOrEqual(2);
    const student = await loginAs(t.app, 'student');
    const page = await student.get<{ title: string; body: string }>('/api/content/detail', { kind: 'page', slug: 'schoolHistory' });
    expect(page.d.title).toBe('校史沿革');
    expect(page.d.body).toContain('<h2>');
  });

  it('signs the student’s demo leave applications with a drawing the attachment link serves', async () => {
    const student = await loginAs(t.app, 'student');
    const mine = (await student.get<{ list: SubmissionItem[] }>('/api/forms/mine')).d.list;
    expect(mine).toHaveLength(2);
    for (const item of mine) {
      const detail = (await student.get<SubmissionDetail>('/api/forms/submission', { id: item.id })).d;
      const signature = detail.values.signature as { id: string; name: string };
      const link = detail.files[signature.id];
      expect(link, 'the signature has a link').toBeDefined();
      expect(link).toMatchObject({ name: 'signature.png', mime: 'image/png' });
      // The link is a real file of the attachment store: a PNG, not a name without bytes.
      const res = await new Client(t.app).raw({ method: 'GET', url: link!.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.length).toBe(link!.size);
      expect(await fileTypeFromBuffer(res.rawPayload)).toMatchObject({ ext: 'png' });
      expect(res.rawPayload.equals(signaturePng())).toBe(true);
    }
  });

  it('draws that signature as a stroke of ink on a clear pad', () => {
    const { width, height, alpha } = decodeRgba(signaturePng());
    expect([width, height]).toEqual([360, 120]);
    const inked = alpha.filter((a) => a > 0).length / alpha.length;
    expect(inked).toBeGreaterThan(0.02);
    expect(inked).toBeLessThan(0.25);
  });
});
