/**
 * Document library through HTTP: managers publish uploads to a shelf for an audience; readers
 * list only what they may see, newest first, by folder and keyword; a download checks
 * visibility every time (a restricted file answers not-found to outsiders), previews images and
 * PDF inline when asked, and counts; sites never mix.
 */
import { E, type FileFolder, type LibraryFile } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF, departmentId, publish, uploadFile } from './files-fixtures.js';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
let manager: Client;
let student: Client;
let student2: Client;
beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager');
  student = await loginAs(t.app, 'student');
  student2 = await loginAs(t.app, 'student2');
});
afterAll(() => t.close());

const field = (r: { d: unknown }) => (r.d as { field?: string } | null)?.field;
type Page = { list: LibraryFile[]; total: number };
const list = async (c: Client, q: Record<string, string>) => (await c.get<Page>('/api/files/list', q)).d;
const titles = (p: Page) => p.list.map((f) => f.title);
const download = (c: Client, id: string, extra = '') => c.raw({ method: 'GET', url: `/api/files/download?id=${id}${extra}` });

describe('publishing', () => {
  it('needs files.manage to publish and names the bad field', async () => {
    const uploadId = await uploadFile(student, 'mine.png', Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));
    expect((await student.post('/api/files/save', { shelf: 'common', title: 'x', uploadId, audience: { site: true } })).e).toBe(E.FORBIDDEN);
    expect((await student.get('/api/files/admin/list')).e).toBe(E.FORBIDDEN);
    expect((await new Client(t.app).get('/api/files/list', { shelf: 'common' })).e).toBe(E.NOT_LOGGED_IN);
    expect(field(await manager.post('/api/files/save', { shelf: 'common', title: '', uploadId, audience: { site: true } }))).toBe('title');
    expect(field(await manager.post('/api/files/save', { shelf: 'drawer', title: 'x', uploadId, audience: { site: true } }))).toBe('shelf');
    expect(field(await manager.post('/api/files/save', { shelf: 'common', title: 'x', uploadId: 'nope', audience: { site: true } }))).toBe('uploadId');
    expect(field(await manager.post('/api/files/save', { shelf: 'common', title: 'x', audience: { site: true } }))).toBe('uploadId');
    expect(field(await manager.post('/api/files/save', { shelf: 'common', title: 'x', uploadId, audience: {} }))).toBe('audience');
    expect(field(await manager.post('/api/files/save', { shelf: 'common', title: 'x', uploadId, folderId: 'nope', audience: { site: true } }))).toBe('folderId');
  });

  it('keeps a folder with files from being deleted, and folders on their shelf', async () => {
    const folder = (await manager.post<{ id: string }>('/api/files/save-folder', { shelf: 'shared', name: '临时' })).d.id;
    const id = await publish(manager, { title: '临时文件', shelf: 'shared', folderId: folder });
    expect(field(await manager.post('/api/files/save', { id, shelf: 'common', folderId: folder, title: 'x', audience: { site: true } }))).toBe('folderId');
    expect((await manager.post('/api/files/delete-folder', { id: folder })).e).toBe(E.CONFLICT);
    expect((await manager.post('/api/files/delete', { id })).e).toBe(E.OK);
    expect((await manager.post('/api/files/delete-folder', { id: folder })).e).toBe(E.OK);
  });
});

describe('reading', () => {
  let folder: string;
  let open: string;
  let staffOnly: string;
  let forCs: string;
  let pdf: string;
  beforeAll(async () => {
    folder = (await manager.post<{ id: string }>('/api/files/save-folder', { shelf: 'common', name: '教务表格' })).d.id;
    open = await publish(manager, { title: '校历 2026', folderId: folder });
    staffOnly = await publish(manager, { title: '教职工薪酬办法', audience: { roles: ['teacher'] } });
    forCs = await publish(manager, { title: '计算机学院实验安排', shelf: 'shared', audience: { departments: [await departmentId(t.app, '计算机学院')] } });
    pdf = await publish(manager, { title: '选课指南', name: '选课指南.pdf', data: PDF });
  });

  it('lists only what the reader may see, newest first', async () => {
    const common = await list(student, { shelf: 'common' });
    expect(titles(common)).toEqual(['选课指南', '校历 2026']);
    expect(common.total).toBe(2);
    expect(titles(await list(student, { shelf: 'shared' }))).toEqual(['计算机学院实验安排']);
    expect(titles(await list(student2, { shelf: 'shared' }))).toEqual([]);
    const teacher = await loginAs(t.app, 'teacher');
    expect(titles(await list(teacher, { shelf: 'common' }))).toContain('教职工薪酬办法');
  });

  it('searches titles and file names, and filters by folder with visible counts', async () => {
    expect(titles(await list(student, { shelf: 'common', keyword: '校历' }))).toEqual(['校历 2026']);
    expect(titles(await list(student, { shelf: 'common', keyword: '.pdf' }))).toEqual(['选课指南']);
    expect(titles(await list(student, { shelf: 'common', keyword: '薪酬' }))).toEqual([]);
    expect(titles(await list(student, { shelf: 'common', folderId: folder }))).toEqual(['校历 2026']);
    const folders = (await student.get<{ list: FileFolder[] }>('/api/files/folders', { shelf: 'common' })).d.list;
    expect(folders.find((f) => f.id === folder)?.files).toBe(1);
  });

  it('downloads a visible file and counts it; a restricted one answers not-found', async () => {
    const res = await download(student, open);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['cache-control']).toContain('no-store');
    const denied = await download(student, staffOnly);
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toMatchObject({ e: E.NOT_FOUND, d: { field: 'id' } });
    expect((await download(student2, forCs)).statusCode).toBe(404);
    expect((await download(student, forCs)).statusCode).toBe(200);
    expect((await download(new Client(t.app), open)).json()).toMatchObject({ e: E.NOT_LOGGED_IN });
    const after = (await list(student, { shelf: 'common', keyword: '校历' })).list[0]!;
    expect(after.downloads).toBe(1);
  });

  it('previews images and PDF inline when asked; range continuations are not counted again', async () => {
    const res = await download(student, pdf, '&inline=1');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
    const part = await student.raw({ method: 'GET', url: `/api/files/download?id=${pdf}&inline=1`, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe(PDF.subarray(10, 20).toString());
    expect((await list(student, { shelf: 'common', keyword: '选课' })).list[0]!.downloads).toBe(1);
  });

  it('counts concurrent downloads without losing one', async () => {
    const before = (await list(student2, { shelf: 'common', keyword: '校历' })).list[0]!.downloads;
    await Promise.all(Array.from({ length: 8 }, () => download(student2, open)));
    expect((await list(student2, { shelf: 'common', keyword: '校历' })).list[0]!.downloads).toBe(before + 8);
  });

  it('shows the manager every file in the console with its audience, and what they uploaded as theirs', async () => {
    const all = (await manager.get<{ list: { id: string; audience: unknown }[]; total: number }>('/api/files/admin/list', { shelf: 'common' })).d;
    expect(all.list.find((f) => f.id === staffOnly)?.audience).toEqual({ roles: ['teacher'] });
    expect(titles(await list(manager, { shelf: 'shared', view: 'mine' }))).toContain('计算机学院实验安排');
    expect(titles(await list(student, { shelf: 'shared', view: 'mine' }))).toEqual([]);
  });

  it('keeps sites apart', async () => {
    const pku = await loginAs(t.app, 'student', { 'x-site': 'pku' });
    expect((await list(pku, { shelf: 'common' })).total).toBe(0);
    expect((await download(pku, open)).statusCode).toBe(404);
  });
});
