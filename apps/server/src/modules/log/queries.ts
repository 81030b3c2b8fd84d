import type { Db } from '../../platform/db/index.js';
import type { AccessLogTable, WebLogTable } from '../../platform/db/schema.js';

export const insertAccessLog = (db: Db, row: AccessLogTable) => db.insertInto('access_log').values(row).execute();
export const insertWebLog = (db: Db, row: WebLogTable) => db.insertInto('web_log').values(row).execute();
