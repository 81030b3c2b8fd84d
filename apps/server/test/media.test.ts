/**
 * Media through the API: the photo wall (posting own image uploads, likes once per user even
 * when concurrent, reports into the moderation queue, pre-moderation, moderators only, sites
 * never mixed), videos (mp4 uploads, view counts) and photo collections.
 */
import { E, type Photo, type Video } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type Client, type TestApp } from './helpers.js';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
/** An ftyp box: enough for the upload sniffer to see an MP4. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x1c]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2mp41'),
  Buffer.alloc(64),
]).toString('base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');

type Page<T> = { list: T[]; total: number };

let t: TestApp;
let admin: Client;
let student: Client;
let student2: Client;
let manager: Client;
let pku: Client;

beforeAll(async () => {
  t = await createTestApp();
  [admin, student, student2, manager, pku] = await Promise.all([
    loginAs(t.app, 'admin'),
    loginAs(t.app, 'student'),
    loginAs(t.app, 'student2'),
    loginAs(t.app, 'manager'),
    loginAs(t.app, 'student', { 'x-site': 'pku' }),
  ]);
});
afterAll(() => t.close());

async function uploaded(c: Client, file = PNG, name = 'p.png'): Promise<string> {
  const r = await c.post<{ url: string }>('/api/upload/bybase64', { file, name });
  expect(r.e, r.m).toBe(E.OK);
  return r.d.url;
}
async function post(c: Client, caption = 'hello'): Promise<Photo> {
  const r = await c.post<Photo>('/api/photowall/upload-photo', { url: await uploaded(c), caption });
  expect(r.e, r.m).toBe(E.OK);
  return r.d;
}
const wall = async (c: Client, sort = 'newest') => (await c.get<Page<Photo>>('/api/photowall/list', { sort })).d.list;
const setModeration = async (moderation: 'pre' | 'post') =>
  expect((await admin.post('/api/admin/sites/update', { id: 'demo', variants: { photowall: { moderation } } })).e).toBe(
    E.OK,
  );

describe('photo wall', () => {
  it('posts my own image upload and shows it at once on a post-moderated site', async () => {
    const p = await post(student, 'Sunset <b>over</b> the lake');
    expect(p).toMatchObject({
      status: 'approved',
      mine: true,
      likes: 0,
      liked: false,
      caption: 'Sunset <b>over</b> the lake',
    });
    expect((await wall(student2)).map((x) => x.id)).toContain(p.id);
    expect((await student.get<Page<Photo>>('/api/photowall/my-photos')).d.list.map((x) => x.id)).toEqual([p.id]);
  });

  it("refuses someone else's upload, a non-image, and a URL that is not an upload", async () => {
    const others = await uploaded(student2);
    const r = await student.post('/api/photowall/upload-photo', { url: others });
    expect(r).toMatchObject({ e: E.BAD_INPUT, d: { field: 'url' } });
    const pdf = await uploaded(student, PDF, 'a.pdf');
    expect((await student.post('/api/photowall/upload-photo', { url: pdf })).d).toMatchObject({ field: 'url' });
    for (const url of [
      'https://evil.example/x.png',
      '/site/attach?file=all/../../etc/passwd',
      '/site/attach?file=all/nope.png',
    ]) {
      expect((await student.post('/api/photowall/upload-photo', { url })).e).toBe(E.BAD_INPUT);
    }
  });

  it('counts a like once per user, and unlike takes it back', async () => {
    const p = await post(student);
    const a = await student2.post<{ likes: number }>('/api/photowall/like', { id: p.id });
    const b = await student2.post<{ likes: number }>('/api/photowall/like', { id: p.id });
    expect([a.d.likes, b.d.likes]).toEqual([1, 1]);
    expect((await wall(student2)).find((x) => x.id === p.id)).toMatchObject({ likes: 1, liked: true });
    expect((await student2.post<{ likes: number }>('/api/photowall/unlike', { id: p.id })).d.likes).toBe(0);
    expect((await student2.post<{ likes: number }>('/api/photowall/unlike', { id: p.id })).d.likes).toBe(0);
  });

  it('keeps every concurrent like, and no more', async () => {
    const p = await post(student);
    const likers = [student, student2, manager, admin];
    await Promise.all(likers.flatMap((c) => [0, 1, 2].map(() => c.post('/api/photowall/like', { id: p.id }))));
    const row = await t.app.platform.db
      .selectFrom('photowall_photos')
      .select('likes')
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.likes)).toBe(likers.length);
    const rows = await t.app.platform.db
      .selectFrom('photowall_likes')
      .select('user_id')
      .where('photo_id', '=', p.id)
      .execute();
    expect(rows).toHaveLength(likers.length);
    expect((await wall(student, 'popular'))[0]?.id).toBe(p.id);
  });

  it('a report sends the photo to the moderation queue with its reason; rejected photos are hidden', async () => {
    const p = await post(student2, 'reported');
    await manager.post('/api/photowall/moderate', { id: p.id, action: 'approve' });
    let queue = await manager.get<Page<Photo & { reasons: string[] }>>('/api/photowall/queue');
    expect(queue.d.list.map((x) => x.id)).not.toContain(p.id);
    expect((await student.post('/api/photowall/report', { id: p.id, reason: 'not campus related' })).e).toBe(E.OK);
    expect((await student.post('/api/photowall/report', { id: p.id, reason: 'again' })).e).toBe(E.OK);
    expect((await student.post('/api/photowall/report', { id: p.id, reason: '' })).d).toMatchObject({
      field: 'reason',
    });
    queue = await manager.get<Page<Photo & { reasons: string[] }>>('/api/photowall/queue');
    expect(queue.d.list.find((x) => x.id === p.id)).toMatchObject({ reports: 1, reasons: ['not campus related'] });

    const r = await manager.post<Photo>('/api/photowall/moderate', { id: p.id, action: 'reject' });
    expect(r.d.status).toBe('rejected');
    expect((await wall(student)).map((x) => x.id)).not.toContain(p.id);
    expect((await student.post('/api/photowall/like', { id: p.id })).e).toBe(E.NOT_FOUND);
    // The owner still sees it, marked rejected.
    expect(
      (await student2.get<Page<Photo>>('/api/photowall/my-photos')).d.list.find((x) => x.id === p.id)?.status,
    ).toBe('rejected');
    queue = await manager.get<Page<Photo & { reasons: string[] }>>('/api/photowall/queue');
    expect(queue.d.list.map((x) => x.id)).not.toContain(p.id);
  });

  it('on a pre-moderated site new photos wait hidden until a moderator approves them', async () => {
    await setModeration('pre');
    try {
      const p = await post(student);
      expect(p.status).toBe('pending');
      expect((await wall(student2)).map((x) => x.id)).not.toContain(p.id);
      expect((await student2.post('/api/photowall/like', { id: p.id })).e).toBe(E.NOT_FOUND);
      expect((await manager.get<Page<Photo>>('/api/photowall/queue')).d.list.map((x) => x.id)).toContain(p.id);
      expect((await manager.post('/api/photowall/moderate', { id: p.id, action: 'approve' })).e).toBe(E.OK);
      expect((await wall(student2)).map((x) => x.id)).toContain(p.id);
      // A report hides it again until reviewed.
      await student2.post('/api/photowall/report', { id: p.id, reason: 'spam' });
      expect((await wall(student2)).map((x) => x.id)).not.toContain(p.id);
    } finally {
      await setModeration('post');
    }
  });

  it('a student cannot moderate or read the queue', async () => {
    const p = await post(student2);
    expect((await student.get('/api/photowall/queue')).e).toBe(E.FORBIDDEN);
    expect((await student.post('/api/photowall/moderate', { id: p.id, action: 'remove' })).e).toBe(E.FORBIDDEN);
    expect((await wall(student)).map((x) => x.id)).toContain(p.id);
  });

  it('only the owner deletes a photo', async () => {
    const p = await post(student2);
    expect((await student.post('/api/photowall/delete', { id: p.id })).e).toBe(E.NOT_FOUND);
    expect((await student2.post('/api/photowall/delete', { id: p.id })).e).toBe(E.OK);
    expect((await wall(student)).map((x) => x.id)).not.toContain(p.id);
  });

  it('never mixes sites', async () => {
    const p = await post(student);
    expect((await wall(pku)).map((x) => x.id)).not.toContain(p.id);
    expect((await pku.post('/api/photowall/like', { id: p.id })).e).toBe(E.NOT_FOUND);
    expect((await pku.post('/api/photowall/report', { id: p.id, reason: 'x' })).e).toBe(E.NOT_FOUND);
    expect((await pku.post('/api/photowall/upload-photo', { url: p.url })).e).toBe(E.BAD_INPUT);
    const mine = await pku.post<Photo>('/api/photowall/upload-photo', { url: await uploaded(pku) });
    expect(mine.e).toBe(E.OK);
    expect((await manager.post('/api/photowall/moderate', { id: mine.d.id, action: 'remove' })).e).toBe(E.NOT_FOUND);
    expect((await wall(student)).map((x) => x.id)).not.toContain(mine.d.id);
  });
});

describe('videos and photo collections', () => {
  it('a manager publishes an uploaded mp4 with a cover; users watch it and views are counted', async () => {
    const src = await uploaded(manager, MP4, 'talk.mp4');
    const cover = await uploaded(manager);
    const r = await manager.post<Video>('/api/video/save', {
      title: 'Opening ceremony',
      summary: 'Highlights',
      src,
      cover,
    });
    expect(r.e, r.m).toBe(E.OK);
    expect((await manager.post('/api/video/save', { title: 'x', src: cover })).d).toMatchObject({ field: 'src' });
    expect((await manager.post('/api/video/save', { title: 'x', src, cover: src })).d).toMatchObject({
      field: 'cover',
    });
    expect((await manager.post('/api/video/save', { title: '', src })).d).toMatchObject({ field: 'title' });

    const list = await student.get<Page<Video>>('/api/video/list');
    expect(list.d.list.map((v) => v.id)).toEqual([r.d.id]);
    await Promise.all([1, 2, 3].map(() => student.get('/api/video/detail', { id: r.d.id })));
    expect((await student2.get<Video>('/api/video/detail', { id: r.d.id })).d).toMatchObject({ src, cover, views: 4 });

    await manager.post('/api/video/save', { id: r.d.id, title: 'Hidden', src, published: false });
    expect((await student.get<Page<Video>>('/api/video/list')).d.total).toBe(0);
    expect((await student.get('/api/video/detail', { id: r.d.id })).e).toBe(E.NOT_FOUND);
    expect((await manager.get<Page<Video>>('/api/video/list', { all: '1' })).d.total).toBe(1);
    expect((await pku.get('/api/video/detail', { id: r.d.id })).e).toBe(E.NOT_FOUND);
  });

  it('students cannot manage videos or collections', async () => {
    const url = await uploaded(student);
    expect((await student.post('/api/video/save', { title: 'x', src: url })).e).toBe(E.FORBIDDEN);
    expect((await student.post('/api/photoCollection/save', { title: 'x', photos: [] })).e).toBe(E.FORBIDDEN);
  });

  it('a manager curates a collection of image uploads of the site', async () => {
    const a = await uploaded(manager);
    const b = await uploaded(manager);
    const r = await manager.post<{ id: string; cover: string; count: number }>('/api/photoCollection/save', {
      title: 'Graduation 2026',
      photos: JSON.stringify([{ url: a, caption: 'Gate' }, { url: b }]),
    });
    expect(r.e, r.m).toBe(E.OK);
    expect(r.d).toMatchObject({ cover: a, count: 2 });
    const pdf = await uploaded(manager, PDF, 'x.pdf');
    expect((await manager.post('/api/photoCollection/save', { title: 'x', photos: [{ url: pdf }] })).d).toMatchObject({
      field: 'photos.0.url',
    });
    const detail = await student.get<{ photos: { url: string; caption: string }[] }>('/api/photoCollection/detail', {
      id: r.d.id,
    });
    expect(detail.d.photos).toEqual([
      { url: a, caption: 'Gate' },
      { url: b, caption: '' },
    ]);
    expect((await student.get<Page<unknown>>('/api/photoCollection/list')).d.total).toBe(1);
    expect((await pku.get('/api/photoCollection/detail', { id: r.d.id })).e).toBe(E.NOT_FOUND);
    expect((await manager.post('/api/photoCollection/remove', { id: r.d.id })).e).toBe(E.OK);
    expect((await student.get('/api/photoCollection/detail', { id: r.d.id })).e).toBe(E.NOT_FOUND);
  });
});
