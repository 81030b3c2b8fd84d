/**
 * Who may do what with an activity: organisers are its creator and the site's activity
 * managers; creating needs `activity.manage`, or staff status when the site's module variants
 * say `activity.staffCreate: true`; checkers (`activity.check`) check anyone in.
 */
import { AppError, E, type Audience } from '@campus/api';
import { inAudience } from '../../platform/audience.js';
import type { Ctx } from '../../platform/context.js';
import { hasModule } from '../../platform/permissions.js';
import { parseJson } from '../../platform/util.js';
import type { ActivitiesTable } from './tables.js';

export const notFound = (field = 'id') => new AppError(E.NOT_FOUND, `${field}: not found`, { field });
export const forbidden = (field = 'id') => new AppError(E.FORBIDDEN, `${field}: not the organiser`, { field });

export async function rolesOf(ctx: Ctx) {
  const me = ctx.me();
  const { auth, roles } = await ctx.authz();
  const manager = ctx.isSuper || hasModule(auth, 'activity', 'manage');
  const checker = manager || hasModule(auth, 'activity', 'check');
  const staffCreate = parseJson<{ activity?: { staffCreate?: unknown } }>(ctx.site.variants, {}).activity?.staffCreate === true;
  const staff = me.kind === 'teacher' || me.kind === 'staff';
  return { me, roles, manager, checker, canCreate: manager || (staffCreate && staff) };
}

export const isOrganiser = (r: { me: { id: string }; manager: boolean }, a: ActivitiesTable) => r.manager || a.created_by === r.me.id;

/** Organisers see their drafts; others see published activities of their audience. */
export function canSee(r: { me: Parameters<typeof inAudience>[0]; roles: string[]; manager: boolean }, siteId: string, a: ActivitiesTable): boolean {
  if (isOrganiser(r, a)) return true;
  return a.published === 1 && inAudience(r.me, r.roles, siteId, parseJson<Audience>(a.audience, {}));
}
