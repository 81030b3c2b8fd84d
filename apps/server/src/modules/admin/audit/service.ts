/** The audit log of this site: who did what, when and from where. */
import type { ParsedInputOf, contract } from '@campus/api';
import type { Ctx } from '../../../platform/context.js';
import { parseJson } from '../../../platform/util.js';
import * as q from './queries.js';

type A = typeof contract.admin;

export async function listAudit(ctx: Ctx, input: ParsedInputOf<A['auditList']>) {
  const page = { offset: (input.current - 1) * input.pageSize, limit: input.pageSize };
  const [rows, total] = await Promise.all([
    q.listAudit(ctx.db, ctx.site.id, input, page),
    q.countAudit(ctx.db, ctx.site.id, input),
  ]);
  const list = rows.map((r) => ({
    id: r.id,
    at: r.at,
    userId: r.user_id,
    username: r.username ?? '',
    name: r.name ?? '',
    action: r.action,
    target: r.target,
    detail: parseJson<unknown>(r.detail, {}),
    ip: r.ip,
  }));
  return { list, total, current: input.current, pageSize: input.pageSize };
}
