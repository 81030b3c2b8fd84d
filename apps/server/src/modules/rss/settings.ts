/**
 * A site's feed settings, from `sites.integrations.rss` (edited in the console's site editor):
 * `allowHosts` (host names the fetcher may reach although they resolve to internal addresses),
 * and optional tighter limits. The built-in limits are ceilings a site can only lower.
 */
import type { Site } from '../../platform/db/schema.js';
import { parseJson } from '../../platform/util.js';
import { DEFAULT_LIMITS, type FetchLimits } from '../../integrations/feeds/fetch.js';

export interface RssSettings {
  limits: FetchLimits;
  /** A feed is fetched again at most this often. */
  refreshSeconds: number;
}

const DEFAULT_REFRESH_MINUTES = 15;

const num = (v: unknown, min: number, max: number, fallback: number) =>
  typeof v === 'number' && Number.isFinite(v) ? Math.min(max, Math.max(min, Math.floor(v))) : fallback;

/** `host`, `host:port` or a URL reduced to the lower-case host the fetcher compares. */
function hostOf(entry: string): string {
  const t = entry.trim().toLowerCase();
  try {
    return new URL(t.includes('://') ? t : `http://${t}`).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return '';
  }
}

export function rssSettingsOf(site: Site): RssSettings {
  const all = parseJson<Record<string, unknown>>(site.integrations, {});
  const raw = all.rss && typeof all.rss === 'object' ? (all.rss as Record<string, unknown>) : {};
  const hosts = Array.isArray(raw.allowHosts)
    ? raw.allowHosts.filter((h): h is string => typeof h === 'string').map(hostOf)
    : [];
  const totalMs = num(raw.timeoutMs, 100, DEFAULT_LIMITS.totalMs, DEFAULT_LIMITS.totalMs);
  return {
    limits: {
      connectMs: Math.min(DEFAULT_LIMITS.connectMs, totalMs),
      totalMs,
      maxBytes: num(raw.maxBytes, 1024, DEFAULT_LIMITS.maxBytes, DEFAULT_LIMITS.maxBytes),
      maxRedirects: DEFAULT_LIMITS.maxRedirects,
      allowHosts: hosts.filter(Boolean),
    },
    refreshSeconds: num(raw.refreshMinutes, 1, 24 * 60, DEFAULT_REFRESH_MINUTES) * 60,
  };
}
