/**
 * The site's timezone, in which the seat screens show every time and the repair statistics count
 * their days. Sites are data: the server sends the zone with the site's profile (its setting,
 * else the server's default). Should the profile fail to load, the phone's own zone is the best
 * guess left.
 */
import type { SiteInfo } from '@campus/api';
import { useEffect, useState } from 'react';
import { loadSite } from './site';

export const zoneOf = (site: Pick<SiteInfo, 'timezone'> | null): string =>
  site?.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The site's timezone; null until the site profile has answered. */
export function useSiteZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadSite().then((s) => live && setZone(zoneOf(s)));
    return () => {
      live = false;
    };
  }, []);
  return zone;
}
