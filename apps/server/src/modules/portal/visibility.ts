/**
 * Who sees an app, and what the popular list is: pure rules, so the directory, the search,
 * opening, favourites and the home grids all apply the same ones.
 */
import type { PortalApp } from '@campus/api';
import { parseJson } from '../../platform/util.js';
import type { AppRow } from './queries.js';

export const toApp = (r: AppRow): PortalApp => ({
  id: r.id,
  name: r.name,
  icon: r.icon,
  description: r.description,
  categoryId: r.category_id,
  kind: r.kind === 'url' ? 'url' : 'route',
  target: r.target,
  ssoMethod: r.sso_method,
  roles: parseJson<string[]>(r.roles, []),
  enabled: Number(r.enabled) === 1,
  sort: Number(r.sort),
  uses: Number(r.uses),
});

/**
 * Enabled, for everyone or for one of the caller's roles, and — for a service of this app —
 * not in a module (or module/page) the site hides (the site profile's `hiddenModules`, as in the hall).
 */
export const visibleTo = (app: PortalApp, roles: readonly string[], hidden: readonly string[] = []): boolean =>
  app.enabled && (app.roles.length === 0 || app.roles.some((r) => roles.includes(r))) && !(app.kind === 'route' && hiddenRoute(app.target, hidden));

/** `/shuttleBus/index?x=1` is hidden by `shuttleBus` or `shuttleBus/index`. */
export function hiddenRoute(target: string, hidden: readonly string[]): boolean {
  const [module = '', page = ''] = target.split(/[?#]/)[0]!.split('/').filter(Boolean);
  return hidden.includes(module) || hidden.includes(`${module}/${page}`);
}

/** The most opened apps (ties: directory order), never-opened ones left out. */
export const popularOf = (apps: readonly PortalApp[], limit: number): string[] =>
  apps
    .map((a, i) => ({ a, i }))
    .filter(({ a }) => a.uses > 0)
    .sort((x, y) => y.a.uses - x.a.uses || x.i - y.i)
    .slice(0, limit)
    .map(({ a }) => a.id);

/** `ids` first in that order, then the rest of `current` in theirs. */
export function reorder(current: readonly string[], ids: readonly string[]): string[] {
  const given = [...new Set(ids)];
  return [...given, ...current.filter((id) => !given.includes(id))];
}
