/**
 * Library storage. Files are read joined to their upload (name, type, size) and uploader; who
 * may see a file is filtered in SQL from `library_file_audience`, so paging and counts are exact.
 */
import type { Audience } from '@campus/api';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import { contains } from '../../platform/sql.js';
import type { FileFoldersTable, LibraryFilesTable } from './tables.js';

/** Who is reading, or null for a manager (every file). */
export interface Viewer {
  userId: string;
  roles: readonly string[];
  departmentId: string | null;
  classId: string | null;
}

export interface FileFilter {
  shelf?: string | undefined;
  folderId?: string | undefined;
  keyword?: string | undefined;
  ownerId?: string | undefined;
  ids?: readonly string[];
}

function filtered(db: Db, siteId: string, viewer: Viewer | null, f: FileFilter) {
  return db
    .selectFrom('library_files as f')
    .innerJoin('uploads as u', 'u.id', 'f.upload_id')
    .leftJoin('file_folders as d', 'd.id', 'f.folder_id')
    .leftJoin('users as o', 'o.id', 'f.owner_id')
    .where((eb) => {
      const conds: Expression<SqlBool>[] = [eb('f.site_id', '=', siteId)];
      if (viewer) {
        conds.push(
          eb.exists(
            eb
              .selectFrom('library_file_audience as a')
              .select('a.file_id')
              .whereRef('a.file_id', '=', 'f.id')
              .where((a) => {
                const ors = [a('a.type', '=', 'site'), a.and([a('a.type', '=', 'user'), a('a.value', '=', viewer.userId)])];
                if (viewer.classId) ors.push(a.and([a('a.type', '=', 'class'), a('a.value', '=', viewer.classId)]));
                if (viewer.departmentId) ors.push(a.and([a('a.type', '=', 'department'), a('a.value', '=', viewer.departmentId)]));
                if (viewer.roles.length) ors.push(a.and([a('a.type', '=', 'role'), a('a.value', 'in', [...viewer.roles])]));
                return a.or(ors);
              }),
          ),
        );
      }
      if (f.shelf) conds.push(eb('f.shelf', '=', f.shelf));
      if (f.folderId) conds.push(eb('f.folder_id', '=', f.folderId));
      if (f.ownerId) conds.push(eb('f.owner_id', '=', f.ownerId));
      if (f.ids) conds.push(f.ids.length ? eb('f.id', 'in', [...f.ids]) : sql<SqlBool>`1 = 0`);
      if (f.keyword) conds.push(eb.or([contains('f.title', f.keyword), contains('u.original_name', f.keyword)]));
      return eb.and(conds);
    });
}

export async function listFiles(db: Db, siteId: string, viewer: Viewer | null, f: FileFilter, page: { offset: number; limit: number }) {
  const base = filtered(db, siteId, viewer, f);
  const [rows, count] = await Promise.all([
    base
      .selectAll('f')
      .select(['u.original_name', 'u.mime', 'u.size', 'u.stored_name', 'd.name as folder_name', 'o.name as owner_name'])
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
export type FileRow = Awaited<ReturnType<typeof listFiles>>['rows'][number];

/** One file the viewer may see (every file of the site for a manager). */
export async function findFile(db: Db, siteId: string, viewer: Viewer | null, id: string): Promise<FileRow | undefined> {
  return (await listFiles(db, siteId, viewer, { ids: [id] }, { offset: 0, limit: 1 })).rows[0];
}

/** Files per folder of a shelf that the viewer may see. */
export async function folderCounts(db: Db, siteId: string, viewer: Viewer | null, shelf?: string): Promise<Map<string, number>> {
  const rows = await filtered(db, siteId, viewer, { shelf })
    .select(['f.folder_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('f.folder_id')
    .execute();
  return new Map(rows.flatMap((r) => (r.folder_id ? [[r.folder_id, Number(r.n)] as const] : [])));
}

export function listFolders(db: Db, siteId: string, shelf?: string) {
  let q = db.selectFrom('file_folders').selectAll().where('site_id', '=', siteId);
  if (shelf) q = q.where('shelf', '=', shelf);
  return q.orderBy('shelf').orderBy('sort').orderBy('name').orderBy('id').execute();
}

export const findFolder = (db: Db, siteId: string, id: string) =>
  db.selectFrom('file_folders').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export const insertFolder = (db: Db, row: FileFoldersTable) => db.insertInto('file_folders').values(row).execute();

export const updateFolder = (db: Db, siteId: string, id: string, set: { name: string; sort: number }) =>
  db.updateTable('file_folders').set(set).where('site_id', '=', siteId).where('id', '=', id).execute();

export async function folderInUse(db: Db, siteId: string, id: string): Promise<boolean> {
  return !!(await db.selectFrom('library_files').select('id').where('site_id', '=', siteId).where('folder_id', '=', id).executeTakeFirst());
}

export const deleteFolder = (db: Db, siteId: string, id: string) => db.deleteFrom('file_folders').where('site_id', '=', siteId).where('id', '=', id).execute();

/** An upload of this site (the bytes a library file points at). */
export const findUpload = (db: Db, siteId: string, id: string) =>
  db.selectFrom('uploads').select(['id', 'mime']).where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

/** Audience rows: one per member kind and value. */
export function audienceRows(fileId: string, a: Audience) {
  if (a.site) return [{ file_id: fileId, type: 'site', value: '*' }];
  const rows: { file_id: string; type: string; value: string }[] = [];
  const add = (type: string, values: readonly string[] | undefined) => {
    for (const value of new Set(values ?? [])) rows.push({ file_id: fileId, type, value });
  };
  add('role', a.roles);
  add('department', a.departments);
  add('class', a.classes);
  add('user', a.users);
  return rows;
}

/** Writes a file and its audience rows together. */
export async function saveFile(db: Db, row: LibraryFilesTable, a: Audience, isNew: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (isNew) await trx.insertInto('library_files').values(row).execute();
    else {
      const { id, site_id, created_at: _c, downloads: _d, owner_id: _o, ...set } = row;
      await trx.updateTable('library_files').set(set).where('site_id', '=', site_id).where('id', '=', id).execute();
      await trx.deleteFrom('library_file_audience').where('file_id', '=', id).execute();
    }
    const rows = audienceRows(row.id, a);
    if (rows.length) await trx.insertInto('library_file_audience').values(rows).execute();
  });
}

export async function deleteFile(db: Db, siteId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const r = await trx.deleteFrom('library_files').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
    await trx.deleteFrom('library_file_audience').where('file_id', '=', id).execute();
    return Number(r.numDeletedRows) === 1;
  });
}

/** One more download, counted in the database (concurrent downloads never lose a count). */
export const countDownload = (db: Db, siteId: string, id: string) =>
  db
    .updateTable('library_files')
    .set({ downloads: sql`downloads + 1` })
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .execute();
