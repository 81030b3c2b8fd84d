/**
 * Document library (spec: file/index, commonFile/index). Each site keeps two shelves: `common`,
 * the site's common documents browsed by folder, and `shared`, files shared with people, roles,
 * departments or classes. Holders of `files.manage` upload in the console (the file itself goes
 * through /api/upload/index); everyone else sees only what their audience allows. Files are
 * never served from a public address: `download` checks visibility on every request.
 */
import { z } from 'zod';
import { audience } from './audience.js';
import { access, byId, endpoint, paging, plainText, requiredText, zf } from './define.js';

export const FILE_SHELVES = ['common', 'shared'] as const;
export type FileShelf = (typeof FILE_SHELVES)[number];

export const fileFolder = z.object({
  id: z.string(),
  shelf: z.enum(FILE_SHELVES),
  name: z.string(),
  sort: z.number(),
  /** Files in it the caller can see (all of them for managers in the console). */
  files: z.number(),
});
export type FileFolder = z.infer<typeof fileFolder>;

export const libraryFile = z.object({
  id: z.string(),
  shelf: z.enum(FILE_SHELVES),
  folderId: z.string().nullable(),
  folderName: z.string().nullable(),
  title: z.string(),
  /** The uploaded file's own name (with its extension). */
  name: z.string(),
  mime: z.string(),
  size: z.number(),
  downloads: z.number(),
  uploaderName: z.string(),
  createdAt: z.number(),
  /** Uploaded by the caller. */
  mine: z.boolean(),
});
export type LibraryFile = z.infer<typeof libraryFile>;

export const adminFile = libraryFile.extend({ audience, uploadId: z.string() });
export type AdminFile = z.infer<typeof adminFile>;

const manage = access.module('files', 'manage');
const page = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number(), current: z.number(), pageSize: z.number() });
const optionalId = z.preprocess((v) => (v === '' ? undefined : v), zf.id().optional());

export const files = {
  folders: endpoint({
    name: 'files.folders',
    method: 'GET',
    path: '/api/files/folders',
    input: z.object({ shelf: z.enum(FILE_SHELVES) }),
    output: z.object({ list: z.array(fileFolder) }),
    access: access.user,
    summary: 'Folders of a shelf in order, each with how many files the caller can see in it',
  }),
  list: endpoint({
    name: 'files.list',
    method: 'GET',
    path: '/api/files/list',
    input: z.object({
      shelf: z.enum(FILE_SHELVES),
      /** `visible`: what the caller may see; `mine`: what the caller uploaded. */
      view: z.enum(['visible', 'mine']).default('visible'),
      folderId: optionalId,
      keyword: plainText(40).optional(),
      ...paging,
    }),
    output: page(libraryFile),
    access: access.user,
    summary: 'Files of a shelf the caller can see (or uploaded), newest first; by folder and keyword (title or file name)',
  }),
  download: endpoint({
    name: 'files.download',
    method: 'GET',
    path: '/api/files/download',
    input: z.object({ id: zf.id(), inline: zf.bool().default(false) }),
    output: z.null(),
    access: access.user,
    raw: true,
    summary: 'The file itself, after checking the caller may see it (inline for images and PDF when asked); counts a download',
  }),
  adminList: endpoint({
    name: 'files.adminList',
    method: 'GET',
    path: '/api/files/admin/list',
    input: z.object({ shelf: z.enum(FILE_SHELVES).optional(), folderId: optionalId, keyword: plainText(40).optional(), ...paging }),
    output: page(adminFile),
    access: manage,
    summary: 'Every file of the site for the console, newest first, with its audience',
  }),
  adminFolders: endpoint({
    name: 'files.adminFolders',
    method: 'GET',
    path: '/api/files/admin/folders',
    input: z.object({}),
    output: z.object({ list: z.array(fileFolder) }),
    access: manage,
    summary: 'Every folder of both shelves with its file count',
  }),
  save: endpoint({
    name: 'files.save',
    method: 'POST',
    path: '/api/files/save',
    input: z.object({
      id: zf.id().optional(),
      shelf: z.enum(FILE_SHELVES),
      folderId: optionalId,
      title: requiredText(120),
      /** An upload of this site (from /api/upload/index); required for a new file, optional to replace it. */
      uploadId: optionalId,
      audience,
    }),
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Publish a file uploaded on this site to a shelf for an audience, or edit one',
  }),
  delete: endpoint({
    name: 'files.delete',
    method: 'POST',
    path: '/api/files/delete',
    input: byId,
    output: z.null(),
    access: manage,
    summary: 'Remove a file from the library',
  }),
  saveFolder: endpoint({
    name: 'files.saveFolder',
    method: 'POST',
    path: '/api/files/save-folder',
    input: z.object({ id: zf.id().optional(), shelf: z.enum(FILE_SHELVES), name: requiredText(60), sort: zf.int().min(0).max(100000).default(0) }),
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Create or rename a folder',
  }),
  deleteFolder: endpoint({
    name: 'files.deleteFolder',
    method: 'POST',
    path: '/api/files/delete-folder',
    input: byId,
    output: z.null(),
    access: manage,
    summary: 'Delete an empty folder (one holding files is refused)',
  }),
};
