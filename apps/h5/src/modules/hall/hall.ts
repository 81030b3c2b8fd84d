/**
 * What the service hall lists: the route table's hall entries this user may open on this site.
 * An entry is hidden by the site (hiddenModules) or kept for holders of its permission.
 */
import type { AuthMap } from '@campus/api';
import { hasModuleAuth } from '@campus/api/rules';
import type { RouteEntry } from '../../route-types';

export interface HallItem {
  key: string;
  path: string;
  family: string;
  entry: RouteEntry;
}

export function hallItems(routes: readonly RouteEntry[], auth: AuthMap, hidden: readonly string[]): HallItem[] {
  return routes
    .filter((r) => r.hall !== undefined)
    .filter((r) => !hidden.includes(r.module) && !hidden.includes(`${r.module}/${r.page}`))
    .filter((r) => !r.hall?.requires || hasModuleAuth(auth, r.hall.requires.module, r.hall.requires.sub))
    .map((r) => ({ key: `${r.module}/${r.page}`, path: `/${r.module}/${r.page}`, family: r.family, entry: r }));
}

export function groupByFamily(items: HallItem[]): [string, HallItem[]][] {
  const groups = new Map<string, HallItem[]>();
  for (const it of items) groups.set(it.family, [...(groups.get(it.family) ?? []), it]);
  return [...groups.entries()];
}

export function matches(label: string, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || label.toLowerCase().includes(q);
}
