/** The current site's public profile (paths, flags, logo), loaded once; failures are ignored (spec 8). */
import type { SiteInfo } from '@campus/api';
import { useEffect, useState } from 'react';
import { api, baseInfo } from './api';
import { siteApi } from './endpoints';

let cached: Promise<SiteInfo | null> | undefined;

export function loadSite(): Promise<SiteInfo | null> {
  cached ??= api(siteApi.info, baseInfo.site ? { site: baseInfo.site } : {}, { silent: true }).catch(() => null);
  return cached;
}

export function useSite(): SiteInfo | null {
  const [site, setSite] = useState<SiteInfo | null>(null);
  useEffect(() => {
    let live = true;
    void loadSite().then((s) => live && setSite(s));
    return () => {
      live = false;
    };
  }, []);
  return site;
}
