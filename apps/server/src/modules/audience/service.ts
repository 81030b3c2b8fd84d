/**
 * Audience pickers: people who target others — content managers, message senders and system
 * administrators — list the site's groups and search its people in full. Everyone else may look
 * a person up by name to pick them (a form's person field, handing an approval to a colleague):
 * they get names and classes, never accounts or numbers, and visitors only find staff by name.
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

async function targets(ctx: Ctx): Promise<boolean> {
  ctx.me();
  if (ctx.isSuper) return true;
  const { auth } = await ctx.authz();
  return TARGETING.some(([m, sub]) => hasModule(auth, m, sub));
}

async function mayTarget(ctx: Ctx): Promise<void> {
  if (!(await targets(ctx))) throw new AppError(E.FORBIDDEN);
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
  if (await targets(ctx)) {
    const rows = await findPeople(ctx.db, ctx.site.id, keyword);
    return { list: rows.map((r) => ({ ...r, className: r.className ?? '' })) };
  }
  const visitor = ctx.me().kind === 'visitor';
  const rows = await findPeople(ctx.db, ctx.site.id, keyword, { byNameOnly: true, kinds: visitor ? ['teacher', 'staff'] : ['student', 'teacher', 'staff'] });
  return { list: rows.map((r) => ({ id: r.id, name: r.name, username: '', number: '', className: visitor ? '' : (r.className ?? '') })) };
}
