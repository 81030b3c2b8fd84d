/**
 * A site's single sign-on configuration, read from `sites.integrations.sso` and validated with
 * the contract's schema. A broken configuration means "no methods", never a crash.
 */
import { AppError, E, ssoConfig, type SsoConfig, type SsoMethod } from '@campus/api';
import type { Site } from '../../platform/db/schema.js';
import { parseJson } from '../../platform/util.js';

const NONE: SsoConfig = { methods: [], autoBindBy: null };

export function ssoConfigOf(site: Site): SsoConfig {
  const raw = parseJson<Record<string, unknown>>(site.integrations, {});
  if (!raw || typeof raw !== 'object' || raw.sso === undefined) return NONE;
  const parsed = ssoConfig.safeParse(raw.sso);
  return parsed.success ? parsed.data : NONE;
}

export function enabledMethods(site: Site): SsoMethod[] {
  return ssoConfigOf(site).methods.filter((m) => m.enabled);
}

/** An enabled method of the site, or undefined. */
export function findMethod(site: Site, id: string): SsoMethod | undefined {
  return enabledMethods(site).find((m) => m.id === id);
}

/** An enabled method of the site, or 10004 naming the field. */
export function methodOrThrow(site: Site, id: string): SsoMethod {
  const m = findMethod(site, id);
  if (!m) throw new AppError(E.NOT_FOUND, `method: no such sign-on method on this site`, { field: 'method' });
  return m;
}

export const publicMethod = (m: SsoMethod) => ({ id: m.id, type: m.type, name: m.name });
