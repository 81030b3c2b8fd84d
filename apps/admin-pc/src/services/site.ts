/**
 * The site (school) the console works on. A session belongs to one site; the site chosen at login
 * is remembered and sent as X-Site on every call (none = the server's default site).
 */
const KEY = 'admin.site';

export function getSite(): string | undefined {
  try {
    return localStorage.getItem(KEY) || undefined;
  } catch {
    return undefined;
  }
}

export function setSite(site: string | undefined): void {
  try {
    if (site) localStorage.setItem(KEY, site);
    else localStorage.removeItem(KEY);
  } catch {
    // storage unavailable (private mode): the default site is used
  }
}
