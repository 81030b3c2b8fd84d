/**
 * Sites (schools) are data. Every request is bound to one site: the session's, else the one the
 * client names (X-Site header or `site` query, taken from the `/{site}/site/...` path), else the
 * default. No call reads or writes another site's rows.
 */
import { siteFlagShapes } from '@campus/api';
import { z } from 'zod';
import type { Db } from './db/index.js';
import type { Site } from './db/schema.js';
import { parseJson } from './util.js';

/** A site's flags, each with its default (the contract checks a change: siteFlagShapes). */
export const siteFlags = z.object({
  hideAddService: siteFlagShapes.hideAddService.default(false),
  showMoveTips: siteFlagShapes.showMoveTips.default(false),
  hiddenModules: siteFlagShapes.hiddenModules.default([]),
});
export type SiteFlags = z.infer<typeof siteFlags>;

export const SITE_ID = /^[a-z0-9_-]{1,32}$/;

export function flagsOf(site: Site): SiteFlags {
  return siteFlags.parse(parseJson(site.flags, {}));
}

/** Where a not-logged-in user of this site is sent (spec 7: configured path, else the site's page). */
export function loginUrlOf(site: Site, defaultSiteId: string): string {
  if (site.login_path) return site.login_path;
  return site.id === defaultSiteId ? '/site/center/login' : `/${site.id}/site/center/login`;
}

export function logoutUrlOf(site: Site, defaultSiteId: string): string {
  return site.logout_path || loginUrlOf(site, defaultSiteId);
}

/** Sites change rarely and are read on every request: cache briefly per process. */
export class SiteCache {
  private cache = new Map<string, { site: Site | null; at: number }>();
  constructor(
    private readonly db: Db,
    private readonly ttlMs = 5000,
  ) {}

  async get(id: string): Promise<Site | null> {
    const hit = this.cached(id);
    if (hit !== undefined) return hit;
    const site = (await this.db.selectFrom('sites').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    this.cache.set(id, { site, at: Date.now() });
    return site;
  }

  /** The site as last read, while fresh (null: there is no such site); undefined when it must be read. */
  cached(id: string): Site | null | undefined {
    const hit = this.cache.get(id);
    return hit && Date.now() - hit.at < this.ttlMs ? hit.site : undefined;
  }

  invalidate(id?: string): void {
    if (id) this.cache.delete(id);
    else this.cache.clear();
  }
}
