/**
 * Spec section 2: history routes under /site/, optionally prefixed by a site segment
 * (`/{site}/site/...`), and `m_` after the base marks a mobile client.
 */
const BASE_RE = /^\/(?:([a-z0-9_-]{1,32})\/)?site(?=\/|$)/;
const MOBILE_KEY = 'clientMobile';

export interface BaseInfo {
  /** The named site, or undefined for the default site. */
  site: string | undefined;
  /** The router basename: `/site` or `/{site}/site`. */
  basename: string;
}

export function parseBase(pathname: string): BaseInfo {
  const m = BASE_RE.exec(pathname);
  const site = m?.[1];
  if (!m || !site || site === 'site') return { site: undefined, basename: '/site' };
  return { site, basename: `/${site}/site` };
}

/** `/m_center/personal` → `/center/personal`; undefined when the path has no m_ marker. */
export function stripMobileMarker(path: string): string | undefined {
  const m = /^\/m_([^/]+)(.*)$/.exec(path);
  if (!m || !m[1]) return undefined;
  return `/${m[1]}${m[2] ?? ''}`;
}

export function rememberMobile(): void {
  try {
    sessionStorage.setItem(MOBILE_KEY, '1');
  } catch {
    // storage refused (private mode): the marker then lasts for this page only
  }
}

export function isMarkedMobile(): boolean {
  try {
    return sessionStorage.getItem(MOBILE_KEY) === '1';
  } catch {
    return false;
  }
}

/** The route path inside the app, e.g. `/center/personal` → { module: 'center', page: 'personal' }. */
export function splitRoute(path: string): { module: string; page: string } | undefined {
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 0) return { module: '', page: '' };
  if (parts.length > 2) return undefined;
  return { module: parts[0] ?? '', page: parts[1] ?? 'index' };
}
