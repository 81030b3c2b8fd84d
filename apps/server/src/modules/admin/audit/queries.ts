import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../../platform/db/index.js';
import type { DB } from '../../../platform/db/schema.js';

export interface AuditFilter {
  user?: string | undefined;
  userId?: string | undefined;
  action?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
  ip?: string | undefined;
}

const prefixPattern = (s: string) => `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereAudit(
  eb: ExpressionBuilder<DB, 'audit_log' | 'users'>,
  siteId: string,
  f: AuditFilter,
): Expression<SqlBool> {
  const conds: Expression<SqlBool>[] = [eb('audit_log.site_id', '=', siteId)];
  if (f.userId) conds.push(eb('audit_log.user_id', '=', f.userId));
  if (f.user) conds.push(eb('users.username', '=', f.user));
  if (f.action) conds.push(sql<SqlBool>`${sql.ref('audit_log.action')} like ${prefixPattern(f.action)} escape '\\'`);
  if (f.from !== undefined) conds.push(eb('audit_log.at', '>=', f.from));
  if (f.to !== undefined) conds.push(eb('audit_log.at', '<=', f.to));
  if (f.ip) conds.push(eb('audit_log.ip', '=', f.ip));
  return eb.and(conds);
}

// The user is joined within the site: an actor from elsewhere never lends a name here.
const base = (db: Db, siteId: string) =>
  db
    .selectFrom('audit_log')
    .leftJoin('users', (j) => j.onRef('users.id', '=', 'audit_log.user_id').on('users.site_id', '=', siteId));

export const listAudit = (db: Db, siteId: string, f: AuditFilter, page: { offset: number; limit: number }) =>
  base(db, siteId)
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.user_id',
      'audit_log.action',
      'audit_log.target',
      'audit_log.detail',
      'audit_log.ip',
      'users.username',
      'users.name',
    ])
    .where((eb) => whereAudit(eb, siteId, f))
    .orderBy('audit_log.at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export async function countAudit(db: Db, siteId: string, f: AuditFilter): Promise<number> {
  const r = await base(db, siteId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => whereAudit(eb, siteId, f))
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}
