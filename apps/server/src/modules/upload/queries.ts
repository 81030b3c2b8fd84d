import type { Db } from '../../platform/db/index.js';
import type { UploadsTable } from '../../platform/db/schema.js';

export const insertUploads = (db: Db, rows: UploadsTable[]) => db.insertInto('uploads').values(rows).execute();

export const findUploadByStoredName = (db: Db, stored: string) =>
  db.selectFrom('uploads').selectAll().where('stored_name', '=', stored).executeTakeFirst();
