/**
 * Spec section 6, on the client side (the server applies the same rule in its own checks): a
 * module is accessible if its entry has a non-empty `module` list, optionally containing a
 * specific sub-permission; an administrator is anyone whose map is non-empty.
 */
import type { AuthMap } from '../contract/auth.js';

export function hasModuleAuth(map: AuthMap | null | undefined, module: string, sub?: string): boolean {
  const list = map && Object.hasOwn(map, module) ? map[module]?.module : undefined;
  if (!Array.isArray(list) || list.length === 0) return false;
  return sub === undefined || list.includes(sub);
}

export function isAdministrator(map: AuthMap | null | undefined): boolean {
  return !!map && Object.keys(map).length > 0;
}
