/**
 * Audience pickers: only people who target others — content managers, message senders and
 * system administrators — may list the site's groups and search its people.
 */
import { AppError, E } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { hasModule } from '../../platform/permissions.js';
import { findPeople, siteClasses, siteDepartments, siteRoles } from './queries.js';

const TARGETING: [string, string | undefined][] = [
  ['news', 'manage'],
  ['notice', 'manage'],
  ['message', 'send'],
  ['system', undefined],
];

async function mayTarget(ctx: Ctx): Promise<void> {
  ctx.me();
  if (ctx.isSuper) return;
  const { auth } = await ctx.authz();
  if (!TARGETING.some(([m, sub]) => hasModule(auth, m, sub))) throw new AppError(E.FORBIDDEN);
}

export async function options(ctx: Ctx) {
  await mayTarget(ctx);
  const [roles, departments, classes] = await Promise.all([
    siteRoles(ctx.db, ctx.site.id),
    siteDepartments(ctx.db, ctx.site.id),
    siteClasses(ctx.db, ctx.site.id),
  ]);
  return { roles, departments, classes };
}

export async function people(ctx: Ctx, keyword: string) {
  await mayTarget(ctx);
  const rows = await findPeople(ctx.db, ctx.site.id, keyword);
  return { list: rows.map((r) => ({ ...r, className: r.className ?? '' })) };
}
