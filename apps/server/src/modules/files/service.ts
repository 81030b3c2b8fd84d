/**
 * Library rules: readers see a file only when they are in its audience (managers see all);
 * files are newest first; a download checks visibility every time and counts once per request
 * (range continuations of the same download are not counted again); a folder is deleted only
 * when empty; a file must point at an upload of this site.
 */
import { AppError, E, badInput, type AdminFile, type Audience, type LibraryFile, type ParsedInputOf, type contract } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { hasModule } from '../../platform/permissions.js';
import { sendStored, resolveInside } from '../../platform/stored.js';
import { newId, now, parseJson } from '../../platform/util.js';
import * as q from './queries.js';

type C = typeof contract.files;
const notFound = (field = 'id') => new AppError(E.NOT_FOUND, `${field}: not found`, { field });
const pageOf = (p: { current: number; pageSize: number }) => ({ offset: (p.current - 1) * p.pageSize, limit: p.pageSize });

export async function canManage(ctx: Ctx): Promise<boolean> {
  return ctx.isSuper || hasModule((await ctx.authz()).auth, 'files', 'manage');
}

/** The caller as a reader, or null when they manage the library (they see every file). */
async function viewerOf(ctx: Ctx): Promise<q.Viewer | null> {
  const me = ctx.me();
  if (await canManage(ctx)) return null;
  const { roles } = await ctx.authz();
  return { userId: me.id, roles, departmentId: me.department_id, classId: me.class_id };
}

export function toFile(r: q.FileRow, meId: string): LibraryFile {
  return {
    id: r.id,
    shelf: r.shelf === 'common' ? 'common' : 'shared',
    folderId: r.folder_id,
    folderName: r.folder_name ?? null,
    title: r.title,
    name: r.original_name,
    mime: r.mime,
    size: Number(r.size),
    downloads: Number(r.downloads),
    uploaderName: r.owner_name ?? '',
    createdAt: Number(r.created_at),
    mine: r.owner_id === meId,
  };
}

const toAdminFile = (r: q.FileRow, meId: string): AdminFile => ({ ...toFile(r, meId), uploadId: r.upload_id, audience: parseJson<Audience>(r.audience, { users: [] }) });

export async function folders(ctx: Ctx, shelf: string) {
  const viewer = await viewerOf(ctx);
  const [rows, counts] = await Promise.all([q.listFolders(ctx.db, ctx.site.id, shelf), q.folderCounts(ctx.db, ctx.site.id, viewer, shelf)]);
  return { list: rows.map((f) => ({ id: f.id, shelf: f.shelf === 'common' ? ('common' as const) : ('shared' as const), name: f.name, sort: Number(f.sort), files: counts.get(f.id) ?? 0 })) };
}

export async function list(ctx: Ctx, f: ParsedInputOf<C['list']>) {
  const me = ctx.me();
  // "Mine" is what the caller uploaded: no audience check needed for one's own files.
  const viewer = f.view === 'mine' ? null : await viewerOf(ctx);
  const filter = { shelf: f.shelf, folderId: f.folderId, keyword: f.keyword, ownerId: f.view === 'mine' ? me.id : undefined };
  const { rows, total } = await q.listFiles(ctx.db, ctx.site.id, viewer, filter, pageOf(f));
  return { list: rows.map((r) => toFile(r, me.id)), total, current: f.current, pageSize: f.pageSize };
}

export async function download(ctx: Ctx, input: ParsedInputOf<C['download']>): Promise<null> {
  const me = ctx.me();
  let row = await q.findFile(ctx.db, ctx.site.id, await viewerOf(ctx), input.id);
  // One's own uploads stay reachable even when one is not in their audience.
  if (!row) {
    const own = await q.findFile(ctx.db, ctx.site.id, null, input.id);
    if (own?.owner_id === me.id) row = own;
  }
  // Not visible and not there answer the same: a reader learns nothing about restricted files.
  if (!row) throw notFound();
  const found = await resolveInside(ctx.platform.uploadDir, row.stored_name);
  if (!found) throw notFound();
  const range = /^bytes=(\d+)-/.exec(String(ctx.req.headers.range ?? ''));
  if (!range || range[1] === '0') await q.countDownload(ctx.db, ctx.site.id, row.id);
  const previewable = row.mime.startsWith('image/') || row.mime === 'application/pdf';
  await sendStored(ctx.req, ctx.reply, found, {
    mime: row.mime,
    name: row.original_name,
    disposition: input.inline && previewable ? 'inline' : 'attachment',
    // Visibility can change at any time: never kept by shared caches.
    cacheControl: 'private, no-store',
  });
  return null;
}

export async function adminList(ctx: Ctx, f: ParsedInputOf<C['adminList']>) {
  const me = ctx.me();
  const { rows, total } = await q.listFiles(ctx.db, ctx.site.id, null, { shelf: f.shelf, folderId: f.folderId, keyword: f.keyword }, pageOf(f));
  return { list: rows.map((r) => toAdminFile(r, me.id)), total, current: f.current, pageSize: f.pageSize };
}

export async function adminFolders(ctx: Ctx) {
  const [rows, counts] = await Promise.all([q.listFolders(ctx.db, ctx.site.id), q.folderCounts(ctx.db, ctx.site.id, null)]);
  return { list: rows.map((f) => ({ id: f.id, shelf: f.shelf === 'common' ? ('common' as const) : ('shared' as const), name: f.name, sort: Number(f.sort), files: counts.get(f.id) ?? 0 })) };
}

export async function save(ctx: Ctx, input: ParsedInputOf<C['save']>) {
  const site_id = ctx.site.id;
  const me = ctx.me();
  if (input.folderId) {
    const folder = await q.findFolder(ctx.db, site_id, input.folderId);
    if (!folder) throw notFound('folderId');
    if (folder.shelf !== input.shelf) throw badInput('folderId', 'a folder of another shelf');
  }
  if (input.uploadId && !(await q.findUpload(ctx.db, site_id, input.uploadId))) throw badInput('uploadId', 'not a file uploaded on this site');
  const t = now();
  const old = input.id ? await q.findFile(ctx.db, site_id, null, input.id) : undefined;
  if (input.id && !old) throw notFound();
  const uploadId = input.uploadId ?? old?.upload_id;
  if (!uploadId) throw badInput('uploadId', 'required');
  const id = old?.id ?? newId();
  const row = {
    id,
    site_id,
    shelf: input.shelf,
    folder_id: input.folderId ?? null,
    title: input.title,
    upload_id: uploadId,
    owner_id: old?.owner_id ?? me.id,
    audience: JSON.stringify(input.audience),
    downloads: 0,
    created_at: old ? Number(old.created_at) : t,
    updated_at: t,
  };
  await q.saveFile(ctx.db, row, input.audience, !old);
  await ctx.audit(old ? 'files.save' : 'files.create', id);
  return { id };
}

export async function remove(ctx: Ctx, id: string) {
  if (!(await q.deleteFile(ctx.db, ctx.site.id, id))) throw notFound();
  await ctx.audit('files.delete', id);
  return null;
}

export async function saveFolder(ctx: Ctx, input: ParsedInputOf<C['saveFolder']>) {
  const site_id = ctx.site.id;
  if (input.id) {
    const old = await q.findFolder(ctx.db, site_id, input.id);
    if (!old) throw notFound();
    if (old.shelf !== input.shelf) throw badInput('shelf', 'a folder stays on its shelf');
    await q.updateFolder(ctx.db, site_id, input.id, { name: input.name, sort: input.sort });
    await ctx.audit('files.folder.save', input.id);
    return { id: input.id };
  }
  const id = newId();
  await q.insertFolder(ctx.db, { id, site_id, shelf: input.shelf, name: input.name, sort: input.sort, created_at: now() });
  await ctx.audit('files.folder.create', id);
  return { id };
}

export async function deleteFolder(ctx: Ctx, id: string) {
  if (!(await q.findFolder(ctx.db, ctx.site.id, id))) throw notFound();
  if (await q.folderInUse(ctx.db, ctx.site.id, id)) throw new AppError(E.CONFLICT, 'id: the folder holds files', { field: 'id' });
  await q.deleteFolder(ctx.db, ctx.site.id, id);
  await ctx.audit('files.folder.delete', id);
  return null;
}
