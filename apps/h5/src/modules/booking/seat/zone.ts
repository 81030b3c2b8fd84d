/**
 * The site's timezone, in which the seat screens show every time. Sites are data: a site sets it
 * in its module variants (`variants.message.timezone`, an IANA name), the same setting the server
 * reads for its local dates; without one (or with a name this browser does not know) it is the
 * server's default.
 */
import type { SiteInfo } from '@campus/api';
import { useEffect, useState } from 'react';
import { loadSite } from '../../../lib/site';

/** The server's default (apps/server platform/notify/dnd.ts DEFAULT_TIMEZONE). */
export const DEFAULT_ZONE = 'Asia/Shanghai';

export function zoneOf(site: Pick<SiteInfo, 'variants'> | null): string {
  const tz = (site?.variants.message as { timezone?: unknown } | undefined)?.timezone;
  if (typeof tz !== 'string' || !tz) return DEFAULT_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    return DEFAULT_ZONE;
  }
}

/** The site's timezone; null until the site profile has loaded (then never null: it falls back). */
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
