/**
 * Demo document library: the folders of both shelves. Files themselves are uploads (bytes in the
 * attachment store), so managers add them in the console; a fresh install shows empty folders.
 */
import type { Db } from '../platform/db/index.js';
import { newId, now } from '../platform/util.js';

const FOLDERS: [shelf: 'common' | 'shared', name: string][] = [
  ['common', '教务表格'],
  ['common', '学生事务'],
  ['common', '规章制度'],
  ['shared', '学院通知附件'],
];

export async function seedDemoFiles(db: Db, siteId: string): Promise<void> {
  const t = now();
  await db
    .insertInto('file_folders')
    .values(FOLDERS.map(([shelf, name], sort) => ({ id: newId(), site_id: siteId, shelf, name, sort, created_at: t })))
    .execute();
}
